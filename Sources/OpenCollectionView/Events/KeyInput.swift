import Foundation

/// The host's side of keyboard input: a key going down and up becomes a `Press` in a
/// `PressesEvent` sent to the window (which gives it to the first responder, or runs a key
/// command). Times come from `Animator.shared.clock`.
@preconcurrency @MainActor
public final class KeyInput {
    /// The window the presses are sent to.
    public let window: Window

    public init(window: Window) {
        self.window = window
    }

    /// A key goes down: its press began.
    @discardableResult
    public func keyDown(_ key: Key) -> Press {
        let press = Press(key: key, phase: .began)
        window.sendEvent(PressesEvent(presses: [press]))
        return press
    }

    /// The key of `press` goes up.
    public func keyUp(_ press: Press) {
        press.update(phase: .ended)
        window.sendEvent(PressesEvent(presses: [press]))
    }

    /// A key goes down and up.
    @discardableResult
    public func press(_ key: Key) -> Press {
        let press = keyDown(key)
        keyUp(press)
        return press
    }
}
