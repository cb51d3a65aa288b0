internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// Paths and stroke styles on a Cairo context: CoreGraphics' paths become Cairo's current path
/// (quadratic curves raised to cubics), CoreGraphics' line attributes Cairo's.
enum PathDrawing {
    /// Appends `path`'s elements to the context's current path.
    static func add(_ path: CGPath, to context: OpaquePointer) {
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let end):
                cairo_move_to(context, Double(end.x), Double(end.y))
                current = end
            case .line(let end):
                cairo_line_to(context, Double(end.x), Double(end.y))
                current = end
            case .quadCurve(let end, let control):
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
                cairo_curve_to(context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
                current = end
            case .curve(let end, let control1, let control2):
                cairo_curve_to(context, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                               Double(end.x), Double(end.y))
                current = end
            case .closeSubpath:
                cairo_close_path(context)
                var x = 0.0, y = 0.0
                cairo_get_current_point(context, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    /// Appends a polyline (closed when `closed`) to the context's current path.
    static func add(polyline points: [CGPoint], closed: Bool, to context: OpaquePointer) {
        guard let first = points.first else { return }
        cairo_move_to(context, Double(first.x), Double(first.y))
        for point in points.dropFirst() { cairo_line_to(context, Double(point.x), Double(point.y)) }
        if closed { cairo_close_path(context) }
    }

    /// Sets Cairo's fill rule to `rule`.
    static func setFillRule(_ rule: CGPathFillRule, on context: OpaquePointer) {
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Sets the line width, cap, join and miter limit.
    static func setLine(width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat, on context: OpaquePointer) {
        cairo_set_line_width(context, Double(max(0, width)))
        switch cap {
        case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        }
        switch join {
        case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(context, Double(max(1, miterLimit)))
    }

    /// Sets the dash pattern; an empty, negative or all-zero pattern gives a solid line (Cairo
    /// refuses the last two).
    static func setDash(_ lengths: [CGFloat], phase: CGFloat, on context: OpaquePointer) {
        guard !lengths.isEmpty else {
            cairo_set_dash(context, nil, 0, 0)
            return
        }
        let dashes = lengths.map(Double.init)
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.contains(where: { $0 > 0 }) else {
            cairo_set_dash(context, nil, 0, 0)
            return
        }
        cairo_set_dash(context, dashes, Int32(dashes.count), Double(phase))
    }

    /// The Cairo operator of a blend mode.
    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
