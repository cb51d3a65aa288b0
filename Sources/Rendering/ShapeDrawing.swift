internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// A shape layer's path, filled and then stroked, in the layer's bounds coordinates.
enum ShapeDrawing {
    @MainActor
    static func draw(_ shape: CAShapeLayer, on canvas: CairoCanvas) {
        guard let path = shape.path, !path.isEmpty else { return }
        let context = canvas.context
        cairo_save(context)
        if let fill = shape.fillColor, fill.alpha > 0 {
            PathDrawing.add(path, to: context)
            PathDrawing.setFillRule(shape.fillRule == .evenOdd ? .evenOdd : .winding, on: context)
            canvas.setSource(fill)
            cairo_fill(context)
        }
        if let strokeColor = shape.strokeColor, strokeColor.alpha > 0, shape.lineWidth > 0 {
            stroke(path, of: shape, color: strokeColor, on: canvas)
        }
        cairo_restore(context)
    }

    /// Strokes the path, or the part of it between `strokeStart` and `strokeEnd`: each trimmed
    /// piece on its own, its dash pattern shifted by where the piece starts in its subpath.
    @MainActor
    private static func stroke(_ path: CGPath, of shape: CAShapeLayer, color: CGColor, on canvas: CairoCanvas) {
        let context = canvas.context
        PathDrawing.setLine(width: shape.lineWidth, cap: cap(shape.lineCap), join: join(shape.lineJoin),
                            miterLimit: shape.miterLimit, on: context)
        canvas.setSource(color)
        let dashes = (shape.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        guard shape.strokeStart > 0 || shape.strokeEnd < 1 else {
            PathDrawing.setDash(dashes, phase: shape.lineDashPhase, on: context)
            PathDrawing.add(path, to: context)
            cairo_stroke(context)
            return
        }
        // Curves flattened to a tenth of a device pixel.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let userScale = max(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot(), 1e-3)
        let tolerance = 0.1 / (userScale * Double(canvas.scale))
        for piece in path.trimmed(from: shape.strokeStart, to: shape.strokeEnd, tolerance: CGFloat(tolerance)) {
            PathDrawing.setDash(dashes, phase: shape.lineDashPhase + piece.startDistance, on: context)
            PathDrawing.add(polyline: piece.points, closed: piece.isClosed, to: context)
            cairo_stroke(context)
        }
    }

    private static func cap(_ cap: CAShapeLayerLineCap) -> CGLineCap {
        switch cap {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }

    private static func join(_ join: CAShapeLayerLineJoin) -> CGLineJoin {
        switch join {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
    }
}
