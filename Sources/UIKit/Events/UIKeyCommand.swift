import Foundation

/// A key combination the responder chain answers, as UIKit's `UIKeyCommand`: a responder
/// lists its commands in `keyCommands` (and an app's main menu holds more); a key press that
/// matches one (its input, its modifier keys) runs the command's action instead of reaching
/// `pressesBegan(_:with:)`. Without selectors, the action is a closure receiving the command.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The `input` of special keys, as UIKit names them (a `UIKey`'s `characters` for them too).
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"
    public static let inputDelete = "UIKeyInputDelete"
    public static let f1 = "UIKeyInputF1", f2 = "UIKeyInputF2", f3 = "UIKeyInputF3", f4 = "UIKeyInputF4"
    public static let f5 = "UIKeyInputF5", f6 = "UIKeyInputF6", f7 = "UIKeyInputF7", f8 = "UIKeyInputF8"
    public static let f9 = "UIKeyInputF9", f10 = "UIKeyInputF10", f11 = "UIKeyInputF11", f12 = "UIKeyInputF12"

    /// The characters of the key (a letter, "\r", or one of the `input…` constants).
    open private(set) var input: String?
    /// The modifier keys that must be held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over the system's own use of the key (kept here: there is no
    /// system use of keys on Linux).
    open var wantsPriorityOverSystemBehavior = false
    let handler: ((UIKeyCommand) -> Void)?

    /// A command for `input` with `modifierFlags` that calls `action` when pressed.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: ((UIKeyCommand) -> Void)?) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.handler = action
        super.init(title: "", action: nil)
    }

    /// A command with a title (UIKit's menu form, iOS 13).
    public convenience init(title: String = "", image: UIImage? = nil, action: ((UIKeyCommand) -> Void)?, input: String,
                            modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, alternates: [UICommandAlternate] = [],
                            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                            state: UIMenuElement.State = .off) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
        self.image = image
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    /// Whether `key` triggers the command: the same input (letters compared without case) and
    /// the same modifiers (Caps Lock and the keypad flag aside).
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else { return false }
        return key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }
}
