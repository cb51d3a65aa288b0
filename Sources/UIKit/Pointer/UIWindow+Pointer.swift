import Foundation

@_spi(Host)
extension UIWindow {
    /// The host's mouse pointer moved to `point` (window coordinates) with no button down.
    public func pointerHovered(at point: CGPoint, modifierFlags: UIKeyModifierFlags) {
        pointerHover.moved(to: point, modifiers: modifierFlags)
    }

    /// The pointer left the window, or a button went down: hovering ends.
    public func pointerHoverEnded() { pointerHover.ended() }

    /// The system cursor the pointer's place asks for.
    public var pointerCursor: PointerCursor { pointerHover.cursor }

    /// Called when `pointerCursor` changes, for the host to show the cursor.
    public var pointerCursorDidChange: ((PointerCursor) -> Void)? {
        get { pointerHover.cursorDidChange }
        set { pointerHover.cursorDidChange = newValue }
    }
}
