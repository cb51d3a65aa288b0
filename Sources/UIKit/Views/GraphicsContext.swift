import Foundation

/// The drawing operations a view's `draw(_:)` may use: the rendering module implements them
/// (with Cairo) and makes a context current while it calls `draw(_:)`, as UIKit makes a
/// `CGContext` current. Coordinates are the view's bounds coordinates, in points.
///
/// It adds the project's shortcuts (a filled rectangle, a line, text...) to the part of Core
/// Graphics' `CGContext` class, which paths and colors draw through.
@preconcurrency @MainActor
public protocol GraphicsContext: CGContext {
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
}

/// The context `draw(_:)` draws into: set by the renderer for the duration of the call.
@preconcurrency @MainActor
public enum Graphics {
    /// The current context, or nil outside a renderer's call to `draw(_:)`.
    public static var currentContext: GraphicsContext?
}

extension GraphicsContext {
    /// Draws `text` wrapped to `rect`'s width from its top, aligned, in `font` and `color`.
    public func draw(_ text: String, in rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment) {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        let attributed = NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: color, .paragraphStyle: style])
        draw(StyledText(attributed, font: font, color: color), in: rect, numberOfLines: 0, verticallyCentered: false)
    }
}
