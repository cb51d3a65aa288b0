import Foundation

/// A key combination the responder chain answers, as UIKit's `UIKeyCommand`: a responder
/// lists its commands in `keyCommands`; a key press that matches one (its input, its modifier
/// keys) runs the command's action instead of reaching `pressesBegan(_:with:)`. Without
/// selectors, the action is a closure receiving the command.
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
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
    /// The command's title (shown in menus on iOS; kept here).
    open var title: String
    /// The title a discoverability overlay would show (kept here).
    open var discoverabilityTitle: String?
    /// Whether the command wins over the system's own use of the key (kept here: there is no
    /// system use of keys on Linux).
    open var wantsPriorityOverSystemBehavior = false
    let handler: ((UIKeyCommand) -> Void)?

    /// A command for `input` with `modifierFlags` that calls `action` when pressed.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: ((UIKeyCommand) -> Void)?) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = ""
        self.handler = action
        super.init()
    }

    /// A command with a title (UIKit's menu form).
    public convenience init(title: String, action: ((UIKeyCommand) -> Void)?, input: String,
                            modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
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
