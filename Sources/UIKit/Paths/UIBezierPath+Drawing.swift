import Foundation

/// Drawing a path in the current graphics context (see `UIGraphicsGetCurrentContext()`), as
/// UIKit's `UIBezierPath` does inside `draw(_:)` (the open members `fill()`, `stroke()` and
/// `addClip()` are in the class body). Each call saves the graphics state, draws, and restores
/// it; without a current context nothing happens.
extension UIBezierPath {
    /// `addClip()`'s work.
    @MainActor
    func clipInContext() {
        guard let context = Graphics.currentContext else { return }
        context.addPath(mutablePath)
        context.clip(using: fillRule)
    }

    private var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    @MainActor
    func fillInContext(blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = Graphics.currentContext else { return }
        context.saveGState()
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.addPath(mutablePath)
        context.fillPath(using: fillRule)
        context.restoreGState()
    }

    @MainActor
    func strokeInContext(blendMode: CGBlendMode?, alpha: CGFloat?) {
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
