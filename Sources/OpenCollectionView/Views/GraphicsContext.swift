import Foundation

/// The drawing operations a view's `draw(_:)` may use: the rendering module implements them
/// (with Cairo) and makes a context current while it calls `draw(_:)`, as UIKit makes a
/// `CGContext` current. Coordinates are the view's bounds coordinates, in points.
@preconcurrency @MainActor
public protocol GraphicsContext: AnyObject {
    /// Fills `rect`, rounding its corners by `cornerRadius`.
    func fill(_ rect: CGRect, color: Color, cornerRadius: CGFloat)
    /// Fills the ellipse inscribed in `rect`.
    func fillEllipse(in rect: CGRect, color: Color)
    /// Strokes the outline of `rect` (the line centred on it).
    func stroke(_ rect: CGRect, color: Color, lineWidth: CGFloat, cornerRadius: CGFloat)
    /// Strokes a straight line.
    func strokeLine(from start: CGPoint, to end: CGPoint, color: Color, lineWidth: CGFloat)
    /// Fills a polygon through `points`.
    func fillPolygon(_ points: [CGPoint], color: Color)
    /// Fills `rect` with a linear gradient from `start` (at `from`) to `end` (at `to`).
    func fillLinearGradient(_ rect: CGRect, from: CGPoint, start: Color, to: CGPoint, end: Color)
    /// Draws `image` scaled into `rect`.
    func draw(_ image: Image, in rect: CGRect)
    /// Draws `text` wrapped to `rect`'s width, aligned, in `font` and `color`.
    func draw(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment)
}

/// The context `draw(_:)` draws into: set by the renderer for the duration of the call.
@preconcurrency @MainActor
public enum Graphics {
    /// The current context, or nil outside a renderer's call to `draw(_:)`.
    public static var currentContext: GraphicsContext?
}
