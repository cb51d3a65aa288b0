import Foundation

/// The direction of text in storage, as UIKit's `UITextStorageDirection`.
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0, backward
}

/// A direction on screen, as UIKit's `UITextLayoutDirection`.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// A storage or layout direction, as UIKit's `UITextDirection` (a raw integer shared by
/// both enumerations: storage directions are 0 and 1, layout directions 2 to 5).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A direction in storage.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// A direction on screen.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }

    /// Whether the direction goes toward the end of the text (forward, right or down).
    var isForward: Bool { rawValue == UITextStorageDirection.forward.rawValue || rawValue == UITextLayoutDirection.right.rawValue
        || rawValue == UITextLayoutDirection.down.rawValue }
}

/// The units a tokenizer moves by, as UIKit's `UITextGranularity`.
public enum UITextGranularity: Int, Sendable {
    case character = 0, word, sentence, paragraph, line, document
}

/// The writing direction of text, as UIKit's `NSWritingDirection`.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// The style of alternatives a dictation or autocorrection offers, as `UITextAlternativeStyle`.
public enum UITextAlternativeStyle: Int, Sendable {
    case none = 0, lowConfidence
}

/// A place in a text input's text. Each text input makes its own subclass; UIKit's (and this
/// project's) views answer positions that only they understand.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() { super.init() }
}

/// A range between two positions of a text input, as UIKit's `UITextRange`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    public override init() { super.init() }
    /// Whether the range is empty (an insertion point).
    open var isEmpty: Bool { false }
    /// Where the range starts.
    open var start: UITextPosition { UITextPosition() }
    /// Where the range ends.
    open var end: UITextPosition { UITextPosition() }
}

/// A rectangle of a selection, as UIKit's `UITextSelectionRect`: a text input answers them
/// from `selectionRects(for:)`.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    public override init() { super.init() }
    /// The rectangle, in the text input view's coordinates.
    open var rect: CGRect { .zero }
    /// The writing direction of the text in the rectangle.
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether the rectangle holds the start of the selection.
    open var containsStart: Bool { false }
    /// Whether the rectangle holds the end of the selection.
    open var containsEnd: Bool { false }
    /// Whether the text in the rectangle is vertical.
    open var isVertical: Bool { false }
}

/// Told by a text input system about changes it did not make itself, as UIKit's
/// `UITextInputDelegate`: a custom text view calls these around changes of its own.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: UITextInput?)
    func selectionDidChange(_ textInput: UITextInput?)
    func textWillChange(_ textInput: UITextInput?)
    func textDidChange(_ textInput: UITextInput?)
}

/// Finds units of text (words, sentences, paragraphs, lines) around positions of a text
/// input, as UIKit's `UITextInputTokenizer`.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}

/// What a text view adopts for the system to edit it, as UIKit's `UITextInput`: its text
/// addressed by positions and ranges, its selection and marked (composing) text, and the
/// geometry of carets and selections. The optional members of UIKit's protocol have default
/// implementations here.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    var inputDelegate: UITextInputDelegate? { get set }
    var tokenizer: UITextInputTokenizer { get }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?

    // Optional in UIKit's protocol.
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]?
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
    var textInputView: UIView { get }
    var selectionAffinity: UITextStorageDirection { get set }
    func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
    func insertAttributedText(_ string: NSAttributedString)
    func attributedText(in range: UITextRange) -> NSAttributedString
}

extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? { nil }
    /// The position `offset` characters from the start of `range`.
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        position(from: range.start, offset: offset)
    }
    /// How many characters `position` is from the start of `range`.
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }
    /// The view the text input draws in: itself when it is a view.
    public var textInputView: UIView { (self as? UIView) ?? UIView() }
    /// The direction a selection at a line break belongs to: forward.
    public var selectionAffinity: UITextStorageDirection {
        get { .forward }
        set {}
    }
    /// Inserts `text` (the alternatives are a dictation's; no dictation runs on Linux).
    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) { insertText(text) }
    /// Marks the plain string of `markedText`.
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }
    /// Inserts the plain string of `string`.
    public func insertAttributedText(_ string: NSAttributedString) { insertText(string.string) }
    /// The text of `range`, without attributes.
    public func attributedText(in range: UITextRange) -> NSAttributedString { NSAttributedString(string: text(in: range) ?? "") }
}
