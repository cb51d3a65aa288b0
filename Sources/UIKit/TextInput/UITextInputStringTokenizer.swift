import Foundation

/// A position of this project's text views: a UTF-16 offset in their text.
final class IndexedTextPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
    override var description: String { "<UITextPosition \(offset)>" }
    override func isEqual(_ object: Any?) -> Bool { (object as? IndexedTextPosition)?.offset == offset }
    override var hash: Int { offset }
}

/// A range of this project's text views: UTF-16 offsets in their text.
final class IndexedTextRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) {
        self.range = range
        super.init()
    }
    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { IndexedTextPosition(range.location) }
    override var end: UITextPosition { IndexedTextPosition(NSMaxRange(range)) }
    override var description: String { "<UITextRange \(range)>" }
    override func isEqual(_ object: Any?) -> Bool { (object as? IndexedTextRange)?.range == range }
    override var hash: Int { range.location &* 31 &+ range.length }
}

/// A rectangle of a selection in this project's text views.
final class IndexedSelectionRect: UITextSelectionRect {
    private let frame: CGRect, startsSelection: Bool, endsSelection: Bool
    init(_ frame: CGRect, containsStart: Bool, containsEnd: Bool) {
        (self.frame, startsSelection, endsSelection) = (frame, containsStart, containsEnd)
        super.init()
    }
    override var rect: CGRect { frame }
    override var writingDirection: NSWritingDirection { .leftToRight }
    override var containsStart: Bool { startsSelection }
    override var containsEnd: Bool { endsSelection }
}

/// The tokenizer UIKit gives text inputs, as `UITextInputStringTokenizer`: words, sentences
/// and paragraphs of the text input's string (`TextBoundaries`), lines as the input lays them
/// out (this project's views) or as paragraphs (other inputs).
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    /// A tokenizer of `textInput`'s text.
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let (text, offset) = locate(position),
              let range = TextBoundaries.range(of: granularity, at: offset, forward: direction.isForward, in: text, lineRange: lineRange)
        else { return nil }
        return textRange(range)
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (text, offset) = locate(position) else { return false }
        return TextBoundaries.isBoundary(offset, of: granularity, forward: direction.isForward, in: text, lineRange: lineRange)
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (text, offset) = locate(position) else { return nil }
        let boundary = TextBoundaries.boundary(of: granularity, from: offset, forward: direction.isForward, in: text, lineRange: lineRange)
        return self.position(boundary)
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (text, offset) = locate(position) else { return false }
        return TextBoundaries.range(of: granularity, at: offset, forward: direction.isForward, in: text, lineRange: lineRange) != nil
    }

    // MARK: The text input's text and positions

    private var lineRange: ((Int) -> NSRange)? {
        guard let view = textInput as? TextEditing else { return nil }
        return { view.lineRange(at: $0) }
    }

    /// The input's text and the UTF-16 offset of `position` in it.
    private func locate(_ position: UITextPosition) -> (NSString, Int)? {
        guard let textInput else { return nil }
        if let view = textInput as? TextEditing, let indexed = position as? IndexedTextPosition {
            return (view.editedText, min(max(0, indexed.offset), view.editedText.length))
        }
        let start = textInput.beginningOfDocument
        guard let whole = textInput.textRange(from: start, to: textInput.endOfDocument),
              let text = textInput.text(in: whole) else { return nil }
        return (text as NSString, textInput.offset(from: start, to: position))
    }

    private func position(_ offset: Int) -> UITextPosition? {
        guard let textInput else { return nil }
        if textInput is TextEditing { return IndexedTextPosition(offset) }
        return textInput.position(from: textInput.beginningOfDocument, offset: offset)
    }

    private func textRange(_ range: NSRange) -> UITextRange? {
        guard let start = position(range.location), let end = position(NSMaxRange(range)) else { return nil }
        return textInput?.textRange(from: start, to: end)
    }
}
