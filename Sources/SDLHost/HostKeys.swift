import UIKit

/// SDL's key names as UIKit's keys: the physical key (`UIKeyboardHIDUsage`) and the characters
/// UIKit reports for it (special keys report `UIKeyCommand`'s input constants).
extension WindowInput {
    /// Whether the key types a character (a letter, digit, punctuation or Space).
    public static func isPrintable(_ name: String) -> Bool {
        name == "Space" || (name.count == 1 && name.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control })
    }

    /// The UIKit key of SDL's key `name` with `modifiers` held, if UIKit has one.
    public static func key(named name: String, modifiers: UIKeyModifierFlags = []) -> UIKey? {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        if name.count == 1, let index = letters.firstIndex(of: Character(name)) {
            let offset = letters.distance(from: letters.startIndex, to: index)
            let characters = modifiers.contains(.shift) ? name : name.lowercased()
            return UIKey(keyCode: UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + offset)!,
                         characters: characters, charactersIgnoringModifiers: name.lowercased(), modifierFlags: modifiers)
        }
        if name.count == 1, let digit = Int(name) {
            let code: UIKeyboardHIDUsage = digit == 0 ? .keyboard0 : UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + digit - 1)!
            return UIKey(keyCode: code, characters: name, modifierFlags: modifiers)
        }
        if name.count == 2 || name.count == 3, name.first == "F", let number = Int(name.dropFirst()), (1...12).contains(number) {
            return UIKey(keyCode: UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + number - 1)!,
                         characters: "UIKeyInputF\(number)")
        }
        let special: [String: (UIKeyboardHIDUsage, String)] = [
            "Space": (.keyboardSpacebar, " "), "Return": (.keyboardReturnOrEnter, "\r"), "Tab": (.keyboardTab, "\t"),
            "Backspace": (.keyboardDeleteOrBackspace, "\u{8}"), "Escape": (.keyboardEscape, UIKeyCommand.inputEscape),
            "Left": (.keyboardLeftArrow, UIKeyCommand.inputLeftArrow), "Right": (.keyboardRightArrow, UIKeyCommand.inputRightArrow),
            "Up": (.keyboardUpArrow, UIKeyCommand.inputUpArrow), "Down": (.keyboardDownArrow, UIKeyCommand.inputDownArrow),
            "Home": (.keyboardHome, UIKeyCommand.inputHome), "End": (.keyboardEnd, UIKeyCommand.inputEnd),
            "PageUp": (.keyboardPageUp, UIKeyCommand.inputPageUp), "PageDown": (.keyboardPageDown, UIKeyCommand.inputPageDown),
            "Delete": (.keyboardDeleteForward, UIKeyCommand.inputDelete),
        ]
        return special[name].map { UIKey(keyCode: $0.0, characters: $0.1, modifierFlags: modifiers) }
    }
}
