import Foundation

extension UIImage {
    /// Draws the image scaled into `rect` in the current context (an image renderer's, or a
    /// view's in `draw(_:)`), as UIKit's `draw(in:)`: its pixels, a symbol black or in its
    /// tint color. Nothing happens outside a drawing.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        Graphics.currentContext?.draw(self, in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`, as UIKit's `draw(at:)`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
