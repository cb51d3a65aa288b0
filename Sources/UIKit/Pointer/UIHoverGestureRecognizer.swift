import Foundation

/// A recognizer of the pointer moving over its view, as UIKit's `UIHoverGestureRecognizer`
/// (iOS 13): it begins when the mouse pointer enters the view (or a subview), changes as it
/// moves inside, and ends when it leaves, the view hides or a button is pressed; `location(in:)`
/// is the pointer's. It takes no touches. On Linux the pointer is the mouse's; there is no
/// pencil hovering, so `zOffset` is 0.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pencil's distance above the screen, 0…1: always 0 here (iOS 16.1).
    open var zOffset: CGFloat { 0 }

    public override init(target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
        super.init(target: target, action: action)
        allowedTouchTypes = []
    }

    /// Moves the hover to `state` with the pointer at `point` (window coordinates) and reports it.
    func hover(_ state: State, at point: CGPoint, modifiers: UIKeyModifierFlags) {
        lastLocation = point
        modifierFlags = modifiers
        storedState = state
        sendActions()
        if state == .ended || state == .cancelled {
            storedState = .possible
            reset()
        }
    }

    /// Whether the recognizer follows the pointer over its view: enabled, its view in a window,
    /// shown and taking events.
    var followsPointer: Bool {
        guard isEnabled, let view, view.window != nil, !view.isHidden, view.isUserInteractionEnabled else { return false }
        return true
    }
}
