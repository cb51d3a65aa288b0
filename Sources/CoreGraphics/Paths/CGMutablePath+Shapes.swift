import Foundation

#if !canImport(Darwin)
extension CGMutablePath {
    /// Adds an ellipse that fits inside `rect`: four Bézier curves, centered on the rectangle's
    /// midpoint, circular when `rect` is square (`CGPathAddEllipseInRect`). The ellipse is one
    /// complete subpath: a move to the middle of the maximum-x edge, the curves toward increasing
    /// angles (through the maximum-y edge: clockwise on a screen whose y axis points down), and a
    /// close.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        addQuarterEllipses(in: rect, rx: rect.width / 2, ry: rect.height / 2, straightEdges: false,
                           transform: transform)
    }

    /// Adds a rounded rectangle that coincides with the edges of `rect`, each corner one quarter
    /// of an ellipse with axes `cornerWidth` and `cornerHeight` (`CGPathAddRoundedRect`). It is one
    /// complete subpath oriented as `addEllipse(in:)`: a move to the maximum-x edge where its
    /// minimum-y corner ends, then edges and corners toward increasing angles, and a close. With
    /// a corner width or height of 0 it is the rectangle of `addRect(_:)`.
    ///
    /// - Precondition: `cornerWidth` and `cornerHeight` are at least 0, and twice each is at most
    ///   the rectangle's width and height respectively, as CoreGraphics asserts.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard cornerWidth >= 0 && 2 * cornerWidth <= rect.width else {
            fatalError("CGPathAddRoundedRect: Assertion failed: (corner_width >= 0 && 2 * corner_width <= CGRectGetWidth(rect))")
        }
        guard cornerHeight >= 0 && 2 * cornerHeight <= rect.height else {
            fatalError("CGPathAddRoundedRect: Assertion failed: (corner_height >= 0 && 2 * corner_height <= CGRectGetHeight(rect))")
        }
        guard cornerWidth > 0, cornerHeight > 0 else { return addRect(rect, transform: transform) }
        addQuarterEllipses(in: rect.standardized, rx: cornerWidth, ry: cornerHeight, straightEdges: true,
                           transform: transform)
    }

    /// One closed subpath of four quarter ellipses with radii `rx`, `ry` in the corners of
    /// `rect`, joined by straight edges or, for a whole ellipse, meeting at the edges' midpoints.
    /// Starts on the maximum-x edge and turns toward increasing angles.
    private func addQuarterEllipses(in rect: CGRect, rx: CGFloat, ry: CGFloat, straightEdges: Bool,
                                    transform: CGAffineTransform) {
        let k = QuarterCircle.handle
        // The corners' centers.
        let (left, right) = straightEdges ? (rect.minX + rx, rect.maxX - rx) : (rect.midX, rect.midX)
        let (top, bottom) = straightEdges ? (rect.minY + ry, rect.maxY - ry) : (rect.midY, rect.midY)
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

        move(to: point(rect.maxX, top), transform: transform)
        if straightEdges { addLine(to: point(rect.maxX, bottom), transform: transform) }
        addCurve(to: point(right, rect.maxY), control1: point(rect.maxX, bottom + k * ry),
                 control2: point(right + k * rx, rect.maxY), transform: transform)
        if straightEdges { addLine(to: point(left, rect.maxY), transform: transform) }
        addCurve(to: point(rect.minX, bottom), control1: point(left - k * rx, rect.maxY),
                 control2: point(rect.minX, bottom + k * ry), transform: transform)
        if straightEdges { addLine(to: point(rect.minX, top), transform: transform) }
        addCurve(to: point(left, rect.minY), control1: point(rect.minX, top - k * ry),
                 control2: point(left - k * rx, rect.minY), transform: transform)
        if straightEdges { addLine(to: point(right, rect.minY), transform: transform) }
        addCurve(to: point(rect.maxX, top), control1: point(right + k * rx, rect.minY),
                 control2: point(rect.maxX, top - k * ry), transform: transform)
        closeSubpath()
    }
}
#endif
