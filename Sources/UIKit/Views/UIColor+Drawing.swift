import Foundation

extension Graphics {
    /// The color `fill(_:)` of an image renderer's context uses: set by `UIColor.setFill()`;
    /// black in a new context, as in UIKit.
    @preconcurrency @MainActor public static var fillColor: UIColor = .black
    /// The color `stroke(_:)` of an image renderer's context uses: set by `UIColor.setStroke()`;
    /// black in a new context.
    @preconcurrency @MainActor public static var strokeColor: UIColor = .black
}

extension UIColor {
    /// Makes this the fill color of the current drawing, as UIKit's `setFill()`: of the current
    /// graphics context (`UIGraphicsGetCurrentContext()`, which paths fill with) and of an image
    /// renderer's context.
    @preconcurrency @MainActor
    public func setFill() {
        Graphics.fillColor = self
        Graphics.currentContext?.setFillColor(cgColor)
    }

    /// Makes this the stroke color of the current drawing, as UIKit's `setStroke()`.
    @preconcurrency @MainActor
    public func setStroke() {
        Graphics.strokeColor = self
        Graphics.currentContext?.setStrokeColor(cgColor)
    }

    /// Makes this both the fill and the stroke color, as UIKit's `set()`.
    @preconcurrency @MainActor
    public func set() {
        setFill()
        setStroke()
    }
}
