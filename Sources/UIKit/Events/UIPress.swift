import Foundation

/// Modifier keys held with a key, as UIKit's `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (on Linux, the Super/Windows key).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key of a hardware keyboard, as UIKit's `UIKey`.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The characters the key produces with the modifiers held ("A" with Shift).
    open private(set) var characters: String
    /// The characters the key produces without modifiers other than Shift's case ("a").
    open private(set) var charactersIgnoringModifiers: String
    /// The modifier keys held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The physical key.
    open private(set) var keyCode: UIKeyboardHIDUsage

    /// A key as a host reports it.
    public init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
                modifierFlags: UIKeyModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags
        super.init()
    }
}

/// A press of a physical button or key, as UIKit's `UIPress`.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phase of a press, as UIKit's `UIPress.Phase`.
    public enum Phase: Int, Sendable {
        case began = 0
        case changed = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }

    /// The button pressed, as UIKit's `UIPress.PressType` (the arrows of a keyboard are
    /// reported as the arrow types, as on iOS).
    public enum PressType: Int, Sendable {
        case upArrow = 0
        case downArrow = 1
        case leftArrow = 2
        case rightArrow = 3
        case select = 4
        case menu = 5
        case playPause = 6
        case pageUp = 30
        case pageDown = 31
        case tvRemoteOneTwoThree = 32
        case tvRemoteFour = 33
    }

    /// The press's phase in the event being delivered.
    open internal(set) var phase: Phase
    /// The button. A keyboard's arrows, Page Up/Down and Escape (`.menu`) have press types;
    /// for other keys UIKit reports an undocumented raw value, and here `.select`: read `key`.
    open internal(set) var type: PressType
    /// The key, for a press of a hardware keyboard.
    open internal(set) var key: UIKey?
    /// When the press last changed, on `Animator.shared.clock`.
    open internal(set) var timestamp: TimeInterval
    /// The force of the press: 0 (released) or 1 (pressed) for keys.
    open internal(set) var force: CGFloat
    /// The window the press is in.
    open internal(set) weak var window: UIWindow?
    /// The responder the press was delivered to first.
    open internal(set) weak var responder: UIResponder?

    /// A press of `key` (a host's).
    public init(key: UIKey?, type: PressType? = nil, phase: Phase = .began, timestamp: TimeInterval? = nil) {
        self.key = key
        self.type = type ?? key.map { UIPress.pressType(for: $0.keyCode) } ?? .select
        self.phase = phase
        self.timestamp = timestamp ?? Animator.shared.clock.now
        self.force = phase == .ended || phase == .cancelled ? 0 : 1
        super.init()
    }

    /// The press type a keyboard key reports (see `type`).
    static func pressType(for keyCode: UIKeyboardHIDUsage) -> PressType {
        switch keyCode {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        case .keyboardEscape: .menu
        default: .select
        }
    }

    /// Changes the phase (a host's update).
    public func update(phase: Phase, timestamp: TimeInterval? = nil) {
        self.phase = phase
        self.timestamp = timestamp ?? Animator.shared.clock.now
        force = phase == .ended || phase == .cancelled ? 0 : 1
    }
}

/// An event of physical button or key presses, as UIKit's `UIPressesEvent`.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressList: [UIPress] = []

    /// Creates a presses event holding `presses` (a host's).
    public init(presses: [UIPress] = [], timestamp: TimeInterval? = nil) {
        pressList = presses
        super.init(type: .presses, timestamp: timestamp)
    }

    /// All presses of the event.
    open var allPresses: Set<UIPress> { Set(pressList) }
}
