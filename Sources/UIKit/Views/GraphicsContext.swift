import Foundation

/// The drawing operations a view's `draw(_:)` may use: the rendering module implements them
/// (with Cairo) and makes a context current while it calls `draw(_:)`, as UIKit makes a
/// `CGContext` current. Coordinates are the view's bounds coordinates, in points.
///
/// Besides the project's shortcuts (a filled rectangle, a line, text...), it has the part of
/// CoreGraphics' `CGContext` that paths and colors draw through (`UIBezierPath.fill()`,
/// `UIColor.setFill()`): a graphics state of colors, line attributes, alpha and blend mode,
/// saved and restored on a stack; a current path; filling, stroking and clipping with it.
@preconcurrency @MainActor
public protocol GraphicsContext: AnyObject {
    /// Fills `rect`, rounding its corners by `cornerRadius`.
    func fill(_ rect: CGRect, color: UIColor, cornerRadius: CGFloat)
    /// Fills the ellipse inscribed in `rect`.
    func fillEllipse(in rect: CGRect, color: UIColor)
    /// Strokes the outline of `rect` (the line centred on it).
    func stroke(_ rect: CGRect, color: UIColor, lineWidth: CGFloat, cornerRadius: CGFloat)
    /// Strokes a straight line.
    func strokeLine(from start: CGPoint, to end: CGPoint, color: UIColor, lineWidth: CGFloat)
    /// Fills a polygon through `points`.
    func fillPolygon(_ points: [CGPoint], color: UIColor)
    /// Fills `rect` with a linear gradient from `start` (at `from`) to `end` (at `to`).
    func fillLinearGradient(_ rect: CGRect, from: CGPoint, start: UIColor, to: CGPoint, end: UIColor)
    /// Draws `image` scaled into `rect`.
    func draw(_ image: UIImage, in rect: CGRect)
    /// Draws styled text wrapped to `rect`'s width (one line, cut with an ellipsis, when
    /// `numberOfLines` is 1), each run in its own style, aligned by its first paragraph style:
    /// from the top of `rect`, or centred in its height as a label's text is.
    func draw(_ text: StyledText, in rect: CGRect, numberOfLines: Int, verticallyCentered: Bool)

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

extension GraphicsContext {
    /// Fills the current path by the non-zero winding rule, and clears it.
    public func fillPath() { fillPath(using: .winding) }
    /// Intersects the clipping area with the current path (non-zero winding rule), and clears it.
    public func clip() { clip(using: .winding) }
}

/// The context `draw(_:)` draws into: set by the renderer for the duration of the call.
@preconcurrency @MainActor
public enum Graphics {
    /// The current context, or nil outside a renderer's call to `draw(_:)`.
    public static var currentContext: GraphicsContext?
}

#if !canImport(Darwin)
/// A drawing destination, as CoreGraphics' `CGContext`: the project's `GraphicsContext`.
public typealias CGContext = any GraphicsContext
#endif

extension GraphicsContext {
    /// Draws `text` wrapped to `rect`'s width from its top, aligned, in `font` and `color`.
    public func draw(_ text: String, in rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment) {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        let attributed = NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: color, .paragraphStyle: style])
        draw(StyledText(attributed, font: font, color: color), in: rect, numberOfLines: 0, verticallyCentered: false)
    }
}
