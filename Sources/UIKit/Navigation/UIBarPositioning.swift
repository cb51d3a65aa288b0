import Foundation

/// A bar that knows where it sits, as UIKit's `UIBarPositioning`.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits: at the top, at the bottom, or attached to the top of the screen.
    var barPosition: UIBarPosition { get }
}

/// The delegate that tells a bar where it sits, as UIKit's `UIBarPositioningDelegate`.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Where `bar` sits (`.any` by default: the bar's own choice).
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}
