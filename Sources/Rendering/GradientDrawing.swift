internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// A gradient layer's gradient over its bounds: axial and radial gradients are Cairo's linear
/// and radial patterns (an ellipse is a circle under a scaling matrix), extended past their
/// ends; a conic gradient, which Cairo lacks, is a mesh of thin wedges around the center, each
/// shading from one angle's color to the next (a wedge per degree or finer, so the steps stay
/// below what an 8-bit channel shows at the sizes drawn).
enum GradientDrawing {
    @MainActor
    static func fill(_ bounds: CGRect, with layer: CAGradientLayer, on canvas: CairoCanvas) {
        let stops = layer.stops.map { (location: $0.location, color: UIColor(cgColor: $0.color)) }
        guard !stops.isEmpty else { return }
        let context = canvas.context
        func point(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = point(layer.startPoint), end = point(layer.endPoint)
        let pattern: OpaquePointer
        switch layer.type {
        case .radial:
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else { return }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(1 / rx), Double(1 / ry))
            cairo_matrix_translate(&matrix, Double(-start.x), Double(-start.y))
            cairo_pattern_set_matrix(pattern, &matrix)
        case .conic:
            pattern = conicMesh(center: start, towards: end, bounds: bounds, stops: stops)
        default:
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        }
        defer { cairo_pattern_destroy(pattern) }
        if layer.type != .conic {
            for stop in stops { addStop(stop.location, stop.color, to: pattern) }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        cairo_save(context)
        cairo_rectangle(context, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_set_source(context, pattern)
        cairo_fill(context)
        cairo_restore(context)
    }

    private static func addStop(_ location: CGFloat, _ color: UIColor, to pattern: OpaquePointer) {
        cairo_pattern_add_color_stop_rgba(pattern, Double(location), Double(color.red), Double(color.green),
                                          Double(color.blue), Double(color.alpha))
    }

    /// The color at `t` (0…1) between the stops; the end colors continue past the ends.
    static func color(at t: CGFloat, in stops: [(location: CGFloat, color: UIColor)]) -> UIColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location > t }!
        let a = stops[upper - 1], b = stops[upper]
        let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
        return UIColor(red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                     blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
    }

    /// A mesh of wedges around `center`, starting in the direction of `towards` and turning
    /// clockwise (toward increasing angles, y pointing down), reaching past the bounds' corners.
    private static func conicMesh(center: CGPoint, towards: CGPoint, bounds: CGRect,
                                  stops: [(location: CGFloat, color: UIColor)]) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let reach = Double(corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()!) * 1.05 + 2
        let start = towards == center ? 0 : atan2(Double(towards.y - center.y), Double(towards.x - center.x))
        let wedges = 720
        func edge(_ index: Int) -> (x: Double, y: Double) {
            let angle = start + 2 * Double.pi * Double(index) / Double(wedges)
            return (Double(center.x) + reach * cos(angle), Double(center.y) + reach * sin(angle))
        }
        func setCorner(_ number: UInt32, _ color: UIColor) {
            cairo_mesh_pattern_set_corner_color_rgba(mesh, number, Double(color.red), Double(color.green),
                                                     Double(color.blue), Double(color.alpha))
        }
        for index in 0..<wedges {
            let a = edge(index), b = edge(index + 1)
            let from = color(at: CGFloat(index) / CGFloat(wedges), in: stops)
            let to = color(at: CGFloat(index + 1) / CGFloat(wedges), in: stops)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, Double(center.x), Double(center.y))
            cairo_mesh_pattern_line_to(mesh, a.x, a.y)
            cairo_mesh_pattern_line_to(mesh, b.x, b.y)
            cairo_mesh_pattern_line_to(mesh, Double(center.x), Double(center.y))
            setCorner(0, from)
            setCorner(1, from)
            setCorner(2, to)
            setCorner(3, to)
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
