import Foundation

/// What a window host reports to the program: pointer, wheel, keyboard and window events, in
/// points in the window's coordinates.
public enum HostEvent: Equatable, Sendable {
    /// The primary button (or a finger) went down.
    case pointerDown(CGPoint)
    /// The pointer moved; `pressed` while the primary button is held.
    case pointerMoved(CGPoint, pressed: Bool)
    /// The primary button went up.
    case pointerUp(CGPoint)
    /// The wheel turned by `delta` points (positive: toward the end of the content) over `at`.
    case wheel(delta: CGPoint, at: CGPoint)
    /// A key was pressed: its SDL name ("1", "Space", "Left", "Escape"…).
    case key(String)
    /// The window's size changed.
    case resized(CGSize)
    /// The user closed the window.
    case quit
}
