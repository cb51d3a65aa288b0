internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// CoreGraphics' graphics state and current path on Cairo (see `GraphicsContext`).
extension CairoGraphicsContext {
    func saveGState() {
        savedStates.append(state)
        cairo_save(target.context)
    }

    func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        cairo_restore(target.context)
    }

    func setFillColor(_ color: CGColor) { state.fillColor = UIColor(cgColor: color) }
    func setStrokeColor(_ color: CGColor) { state.strokeColor = UIColor(cgColor: color) }
    func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

    func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashLengths = lengths
        state.dashPhase = phase
    }

    func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1) }
    func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    func addPath(_ path: CGPath) {
        currentPath.addPath(path)
    }

    func fillPath(using rule: CGPathFillRule) {
        let canvas = target, context = canvas.context
        cairo_save(context)
        PathDrawing.add(takePath(), to: context)
        PathDrawing.setFillRule(rule, on: context)
        paint(state.fillColor, on: canvas)
        cairo_fill(context)
        cairo_restore(context)
    }

    func strokePath() {
        let canvas = target, context = canvas.context
        cairo_save(context)
        PathDrawing.add(takePath(), to: context)
        PathDrawing.setLine(width: state.lineWidth, cap: state.lineCap, join: state.lineJoin, miterLimit: state.miterLimit, on: context)
        PathDrawing.setDash(state.dashLengths, phase: state.dashPhase, on: context)
        paint(state.strokeColor, on: canvas)
        cairo_stroke(context)
        cairo_restore(context)
    }

    func clip(using rule: CGPathFillRule) {
        let context = target.context
        PathDrawing.add(takePath(), to: context)
        PathDrawing.setFillRule(rule, on: context)
        cairo_clip(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }

    /// The current path, which is then cleared.
    private func takePath() -> CGPath {
        let path = currentPath
        currentPath = CGMutablePath()
        return path
    }

    /// Sets the source to `color` at the state's alpha, and the operator to its blend mode.
    private func paint(_ color: UIColor, on canvas: CairoCanvas) {
        let resolved = color.resolvedColor(with: .current)
        canvas.setSource(resolved.withAlphaComponent(resolved.alpha * state.alpha))
        cairo_set_operator(canvas.context, PathDrawing.cairoOperator(state.blendMode))
    }
}
