import Foundation

/// Drawing a path in the current graphics context (see `UIGraphicsGetCurrentContext()`), as
/// UIKit's `UIBezierPath` does inside `draw(_:)`. Each call saves the graphics state, draws,
/// and restores it; without a current context nothing happens.
extension UIBezierPath {
    /// Paints the region the path encloses with the context's fill color, by the path's fill
    /// rule (`usesEvenOddFillRule`); open subpaths are closed for filling.
    @MainActor
    public func fill() {
        fillInContext(blendMode: nil, alpha: nil)
    }

    /// Paints the region the path encloses, composited with `blendMode`, at opacity `alpha`
    /// (0…1; the context's alpha is set to it for the call).
    @MainActor
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        fillInContext(blendMode: blendMode, alpha: alpha)
    }

    /// Draws a line along the path with the context's stroke color and the path's line width,
    /// cap and join styles, miter limit and dash pattern.
    @MainActor
    public func stroke() {
        strokeInContext(blendMode: nil, alpha: nil)
    }

    /// Draws a line along the path, composited with `blendMode`, at opacity `alpha` (0…1; the
    /// context's alpha is set to it for the call).
    @MainActor
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        strokeInContext(blendMode: blendMode, alpha: alpha)
    }

    /// Intersects the clipping area of the current context with the region the path encloses
    /// (by its fill rule): later drawing shows only inside it. The graphics state is not saved:
    /// save it first to undo the clip.
    @MainActor
    public func addClip() {
        guard let context = Graphics.currentContext else { return }
        context.addPath(mutablePath)
        context.clip(using: fillRule)
    }

    private var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    @MainActor
    private func fillInContext(blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = Graphics.currentContext else { return }
        context.saveGState()
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.addPath(mutablePath)
        context.fillPath(using: fillRule)
        context.restoreGState()
    }

    @MainActor
    private func strokeInContext(blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = Graphics.currentContext else { return }
        context.saveGState()
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: lineDashPhase, lengths: lineDashPattern)
        context.addPath(mutablePath)
        context.strokePath()
        context.restoreGState()
    }
}

extension UIBezierPath {
    /// Strokes the path `width` points wide in `color` with round caps and joins, as the
    /// project's drawn glyphs (menu checkmarks and chevrons, cell accessories) are.
    @MainActor func strokeRounded(color: UIColor, width: CGFloat) {
        color.setStroke()
        lineWidth = width
        lineCapStyle = .round
        lineJoinStyle = .round
        stroke()
    }
}
