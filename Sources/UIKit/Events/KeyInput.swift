import Foundation

/// The host's side of keyboard input: a key going down and up becomes a `UIPress` in a
/// `UIPressesEvent` sent to the window (which gives it to the first responder, or runs a key
/// command). Times come from `Animator.shared.clock`.
@preconcurrency @MainActor
@_spi(Host) public final class KeyInput {
    /// The window the presses are sent to.
    public let window: UIWindow

    public init(window: UIWindow) {
        self.window = window
    }

    /// Whether the window's first responder takes typing (`UIKeyInput`): a host then leaves
    /// printable keys to it rather than to its own shortcuts.
    public var firstResponderTakesTyping: Bool { window.currentFirstResponder is UIKeyInput }

    /// A key goes down: its press began.
    @discardableResult
    public func keyDown(_ key: UIKey) -> UIPress {
        let press = UIPress(key: key, phase: .began)
        window.sendEvent(UIPressesEvent(presses: [press]))
        return press
    }

    /// The key of `press` goes up.
    public func keyUp(_ press: UIPress) {
        press.update(phase: .ended)
        window.sendEvent(UIPressesEvent(presses: [press]))
    }

    /// Text typed on the host (its keyboard layout's characters, an input method's committed
    /// text) goes to the first responder that takes typing.
    public func type(_ text: String) {
        guard !text.isEmpty, let input = window.currentFirstResponder as? UIKeyInput else { return }
        input.insertText(text)
    }

    /// An input method's composition (empty: it ended) shows marked in the first responder
    /// that adopts `UITextInput`.
    public func compose(_ text: String, cursor: Int) {
        guard let input = window.currentFirstResponder as? UITextInput else { return }
        if text.isEmpty, input.markedTextRange == nil { return }
        input.setMarkedText(text, selectedRange: NSRange(location: min(max(0, cursor), (text as NSString).length), length: 0))
    }

    /// Ends the typing: the first responder resigns.
    public func endTyping() { window.currentFirstResponder?.resignFirstResponder() }

    /// A key goes down and up.
    @discardableResult
    public func press(_ key: UIKey) -> UIPress {
        let press = keyDown(key)
        keyUp(press)
        return press
    }
}
