import Foundation

/// What a window host reports to the program: pointer, wheel, keyboard and window events, in
/// points in the window's coordinates.
public enum HostEvent: Equatable, Sendable {
    /// A mouse button went down, with the modifier keys held then.
    case pointerDown(CGPoint, button: PointerButton = .primary, modifiers: KeyModifiers = [])
    /// The pointer moved; `pressed` while the primary button is held.
    case pointerMoved(CGPoint, pressed: Bool, modifiers: KeyModifiers = [])
    /// A mouse button went up.
    case pointerUp(CGPoint, button: PointerButton = .primary)
    /// The mouse pointer left the window.
    case pointerLeft
    /// A finger of a touch screen went down (`id` tells fingers apart), moved, or lifted.
    case fingerDown(id: Int, CGPoint)
    case fingerMoved(id: Int, CGPoint)
    case fingerUp(id: Int, CGPoint)
    /// The wheel turned by `delta` points (positive: toward the end of the content) over `at`.
    case wheel(delta: CGPoint, at: CGPoint)
    /// The wheel turned with Control held: a pinch by `scale` (above 1: apart) around `at`.
    case pinch(scale: CGFloat, at: CGPoint)
    /// The wheel turned with Alt held: a two-finger rotation by `angle` radians (positive:
    /// clockwise, as `UIRotationGestureRecognizer` counts) around `at`.
    case rotation(angle: CGFloat, at: CGPoint)
    /// A key was pressed: its SDL name ("1", "Space", "Left", "Escape"…) and the modifier keys
    /// held.
    case key(String, modifiers: KeyModifiers = [])
    /// Text was typed (SDL's text input: the characters the keyboard layout and input method
    /// produced, with their case).
    case text(String)
    /// An input method composes `text` (not yet committed), its cursor at `cursor` characters;
    /// empty when the composition ends.
    case composition(String, cursor: Int)
    /// The window's size changed.
    case resized(CGSize)
    /// The window gained (true) or lost (false) the keyboard focus.
    case focused(Bool)
    /// The window was minimised (true) or restored (false).
    case minimized(Bool)
    /// The user closed the window (one of several; `quit` follows when it was the last).
    case closed
    /// The user closed the program's last window, or asked it to quit.
    case quit
}

/// A mouse button the host reports.
public enum PointerButton: Equatable, Sendable {
    /// The left button.
    case primary
    /// The right button.
    case secondary
}

/// The modifier keys held during a pointer event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// The Super (Windows, Command) key.
    public static let command = KeyModifiers(rawValue: 1 << 3)
}
