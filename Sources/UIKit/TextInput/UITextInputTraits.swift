import Foundation

/// How the keyboard capitalizes text, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Whether autocorrection is on, as UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether spell checking is on, as UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether straight quotes become smart ones, as UIKit's `UITextSmartQuotesType`.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether double hyphens become dashes, as UIKit's `UITextSmartDashesType`.
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether spaces are added and removed around pasted words, as UIKit's
/// `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0, no, yes
}

/// The kind of keyboard shown for a text input, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The old name of `.asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The look of the keyboard, as UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0, dark, light
    /// The alert appearance, which is `.dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// The title of the Return key, as UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a text input holds, for autofill, as UIKit's `UITextContentType` (a string).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let organizationName = UITextContentType("organization")
    public static let jobTitle = UITextContentType("job-title")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let postalCode = UITextContentType("postal-code")
    public static let countryName = UITextContentType("country-name")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// The keyboard settings of a text input, as UIKit's `UITextInputTraits`. On Linux there is no
/// on-screen keyboard: the traits are kept (and read back) for code that sets them, and
/// `isSecureTextEntry` changes what a text field shows and lets be copied.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

/// UIKit's traits are optional members: an adopter that does not implement one reads UIKit's
/// default (and, as on iOS, has nowhere to keep a value set on it).
extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    public var smartQuotesType: UITextSmartQuotesType { get { .default } set {} }
    public var smartDashesType: UITextSmartDashesType { get { .default } set {} }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { get { .default } set {} }
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    public var isSecureTextEntry: Bool { get { false } set {} }
    public var textContentType: UITextContentType! { get { nil } set {} }
}

/// The minimal text input a custom responder adopts to receive typing, as UIKit's `UIKeyInput`:
/// the window sends a first responder that adopts it the characters of the keys pressed
/// (`insertText`), Backspace (`deleteBackward`) and Return (`insertText("\n")`).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
