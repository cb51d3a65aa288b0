import Foundation

/// The part of Core Graphics' `CGContext` that the project draws with so far — a graphics state
/// of colors, line attributes, alpha and blend mode, saved and restored on a stack; a current
/// path; filling, stroking and clipping with it — which `UIBezierPath.fill()` and
/// `UIColor.setFill()` draw through. The renderer implements it with Cairo (UIKit's
/// `GraphicsContext` adds the project's shortcuts). Issue 28 makes `CGContext` Core Graphics'
/// class.
@preconcurrency @MainActor
public protocol CGContextDrawing: AnyObject {
    // MARK: Graphics state (CGContext)

    /// Pushes a copy of the graphics state (colors, line attributes, alpha, blend mode, clip)
    /// onto the state stack.
    func saveGState()
    /// Sets the graphics state to the one last saved, and removes it from the stack. Does
    /// nothing when the stack is empty.
    func restoreGState()
    /// Sets the color that fills use. Default opaque black.
    func setFillColor(_ color: CGColor)
    /// Sets the color that strokes use. Default opaque black.
    func setStrokeColor(_ color: CGColor)
    /// Sets the width of strokes, in points. Default 1.
    func setLineWidth(_ width: CGFloat)
    /// Sets the shape of the ends of strokes. Default `.butt`.
    func setLineCap(_ cap: CGLineCap)
    /// Sets the shape of the joins of strokes. Default `.miter`.
    func setLineJoin(_ join: CGLineJoin)
    /// Sets the miter limit of strokes. Default 10.
    func setMiterLimit(_ limit: CGFloat)
    /// Sets the dash pattern of strokes: `lengths` painted and unpainted, alternating, starting
    /// `phase` points into the pattern; no lengths is a solid line.
    func setLineDash(phase: CGFloat, lengths: [CGFloat])
    /// Sets the opacity that everything drawn is multiplied by, 0…1. Default 1.
    func setAlpha(_ alpha: CGFloat)
    /// Sets how what is drawn is composited with what is there. Default `.normal`.
    func setBlendMode(_ mode: CGBlendMode)

    // MARK: Current path (CGContext)

    /// Adds `path` to the current path.
    func addPath(_ path: CGPath)
    /// Fills the current path with the fill color, by `rule` (open subpaths are closed), and
    /// clears it.
    func fillPath(using rule: CGPathFillRule)
    /// Strokes the current path with the stroke color and line attributes, and clears it.
    func strokePath()
    /// Intersects the clipping area with the current path, filled by `rule`, and clears it.
    func clip(using rule: CGPathFillRule)
}

extension CGContextDrawing {
    /// Fills the current path by the non-zero winding rule, and clears it.
    public func fillPath() { fillPath(using: .winding) }
    /// Intersects the clipping area with the current path (non-zero winding rule), and clears it.
    public func clip() { clip(using: .winding) }
}

#if !canImport(Darwin)
/// A drawing destination, as Core Graphics' `CGContext`: a `CGContextDrawing` (issue 28 makes it
/// Core Graphics' class).
public typealias CGContext = any CGContextDrawing
#endif
