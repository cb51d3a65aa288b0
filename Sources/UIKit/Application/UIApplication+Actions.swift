import Foundation

/// Actions sent through the responder chain, as UIKit's `sendAction(_:to:from:for:)`.
extension UIApplication {
    /// Sends `action` to `target`, or with a nil target to the key window's first responder, as
    /// UIKit's `sendAction(_:to:from:for:)`; true when a responder took it (false when nothing
    /// is first responder).
    ///
    /// Selectors need the Objective-C runtime, so the action is a responder method:
    /// `UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)`
    /// ends editing wherever it is, what `ocv-port` writes for
    /// `#selector(UIResponder.resignFirstResponder)` (and `becomeFirstResponder`).
    @discardableResult
    public func sendAction(_ action: (UIResponder) -> () -> Bool, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let responder = (target as? UIResponder) ?? keyWindow?.currentFirstResponder else { return false }
        _ = action(responder)()
        return true
    }
}
