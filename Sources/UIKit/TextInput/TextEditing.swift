import Foundation

/// What the editing of a text field and a text view keeps besides the text: the marked
/// (composing) range, the fixed end of a selection the keyboard extends, the x a vertical
/// move keeps, the undo record typing extends, and the insertion point's view.
@MainActor
final class TextEditingState {
    var markedRange: NSRange?
    var markedTextStyle: [NSAttributedString.Key: Any]?
    var selectionAnchor: Int?
    var preferredX: CGFloat?
    var typingUndo: TextEditRecord?
    weak var inputDelegate: UITextInputDelegate?
    var selectionAffinity = UITextStorageDirection.forward
    /// The blinking insertion point (see `placeCaret()`).
    lazy var caretView = TextCaretView()
}

/// What `UITextField` and `UITextView` share to adopt `UITextInput`: their text, selection and
/// layout in UTF-16 offsets. Their own members (open, in their class bodies, so that subclasses
/// override them) call this protocol's `editing…` implementations.
@MainActor
protocol TextEditing: UIResponder, UITextInput {
    var editedText: NSString { get }
    /// The characters of `range` (whole characters), read without Foundation's per-character
    /// transcoding.
    func editedSubstring(_ range: NSRange) -> String
    var editedSelection: NSRange { get }
    var editingState: TextEditingState { get }
    /// Whether the view is being edited (first responder and editable).
    var isEditingText: Bool { get }
    /// Whether the selection may be copied (not secure entry).
    var allowsCopyingText: Bool { get }
    /// Moves the selection (clamped by the caller): redraws and tells the delegate.
    func changeSelection(to range: NSRange)
    /// Asks the delegate whether the person may replace `range` with `text`.
    func mayReplace(_ range: NSRange, with text: String) -> Bool
    /// Replaces `range` with `text`, the selection after it, and sends the change's events
    /// and notifications (the delegate was asked, or it is an undo or UIKit's `replace`).
    func applyEdit(_ range: NSRange, with text: String)
    /// The laid-out line holding `offset` (the whole text for one line).
    func lineRange(at offset: Int) -> NSRange
    /// The insertion point's rectangle before `offset`, in the view's coordinates.
    func caretFrame(at offset: Int) -> CGRect
    /// The offset whose insertion point is nearest `point`.
    func offset(closestTo point: CGPoint) -> Int
    /// The rectangles `range` covers, one per line, in the view's coordinates.
    func selectionFrames(for range: NSRange) -> [CGRect]
    /// The delegate's edit menu for `range`, or nil for the suggested actions.
    func editMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
}

extension TextEditing {
    var textLength: Int { editedText.length }

    /// The offset of one of the view's positions, in the text; nil for another view's.
    func offset(of position: UITextPosition) -> Int? {
        guard let indexed = position as? IndexedTextPosition, indexed.offset >= 0, indexed.offset <= textLength else { return nil }
        return indexed.offset
    }

    /// The range of one of the view's ranges, in the text; nil for another view's.
    func nsRange(of range: UITextRange) -> NSRange? {
        guard let indexed = range as? IndexedTextRange, indexed.range.location >= 0, NSMaxRange(indexed.range) <= textLength
        else { return nil }
        return indexed.range
    }

    /// `range` widened to whole characters (a range inside a surrogate pair or a grapheme
    /// cluster never splits it).
    func wholeCharacters(_ range: NSRange) -> NSRange {
        guard range.length > 0 else { return NSRange(location: TextBoundaries.characterBoundary(range.location, in: editedText), length: 0) }
        return editedText.rangeOfComposedCharacterSequences(for: range)
    }

    /// Sets the selection from code or the person, kept in the text on character boundaries.
    func select(_ range: NSRange) {
        let start = TextBoundaries.characterBoundary(range.location, in: editedText)
        let end = TextBoundaries.characterBoundary(max(start, range.location + max(0, range.length)), in: editedText)
        let clamped = NSRange(location: start, length: end - start)
        guard clamped != editedSelection else { return }
        editingState.typingUndo = nil
        editingState.inputDelegate?.selectionWillChange(self)
        changeSelection(to: clamped)
        editingState.inputDelegate?.selectionDidChange(self)
    }

    /// The person's change: asked of the delegate, made, and recorded for undo; true when made.
    @discardableResult
    func replaceByPerson(_ range: NSRange, with text: String, typing: Bool = false) -> Bool {
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0, NSMaxRange(range) <= textLength else { return false }
        let range = wholeCharacters(range)
        guard mayReplace(range, with: text), NSMaxRange(range) <= textLength else { return false }
        let replaced = range.length == 0 ? "" : editedSubstring(range)
        applyEdit(range, with: text)
        recordUndo(replacing: NSRange(location: range.location, length: text.utf16.count), restoring: replaced,
                   typing: typing && range.length == 0)
        return true
    }

    /// Typed text: replaces the marked text (committing it) or the selection.
    func insertTyped(_ text: String) {
        let target = editingState.markedRange ?? editedSelection
        editingState.markedRange = nil
        replaceByPerson(target, with: text, typing: true)
    }

    // MARK: UITextInput

    func editingText(in range: UITextRange) -> String? {
        nsRange(of: range).map { editedText.substring(with: $0) }
    }

    func editingReplace(_ range: UITextRange, withText text: String) {
        guard let range = nsRange(of: range).map(wholeCharacters) else { return }
        let replaced = range.length == 0 ? "" : editedSubstring(range)
        applyEdit(range, with: text)
        recordUndo(replacing: NSRange(location: range.location, length: text.utf16.count), restoring: replaced, typing: false)
    }

    var editingSelectedTextRange: UITextRange? {
        IndexedTextRange(editedSelection)
    }

    func setEditingSelectedTextRange(_ range: UITextRange?) {
        guard let range, let nsRange = nsRange(of: range) else { return }
        editingState.selectionAnchor = nil
        select(nsRange)
    }

    var editingMarkedTextRange: UITextRange? { editingState.markedRange.map { IndexedTextRange($0) } }

    /// Composing text (an input method's): replaces the marked text, or the selection, and
    /// stays marked with the selection inside it as given.
    func editingSetMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let target = editingState.markedRange ?? editedSelection
        guard NSMaxRange(target) <= textLength else { return }
        applyEdit(target, with: text)
        let length = text.utf16.count
        editingState.markedRange = length > 0 ? NSRange(location: target.location, length: length) : nil
        let start = min(max(0, selectedRange.location == NSNotFound ? length : selectedRange.location), length)
        select(NSRange(location: target.location + start, length: min(max(0, selectedRange.length), length - start)))
    }

    /// Commits the marked text as typed (one undo step).
    func editingUnmarkText() {
        guard let marked = editingState.markedRange else { return }
        editingState.markedRange = nil
        recordUndo(replacing: marked, restoring: "", typing: true)
        select(NSRange(location: NSMaxRange(marked), length: 0))
    }

    var editingBeginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    var editingEndOfDocument: UITextPosition { IndexedTextPosition(textLength) }

    func editingTextRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard let start = offset(of: from), let end = offset(of: to) else { return nil }
        return IndexedTextRange(NSRange(location: min(start, end), length: abs(end - start)))
    }

    func editingPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        let (target, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, target >= 0, target <= textLength else { return nil }
        return IndexedTextPosition(target)
    }

    func editingPosition(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        switch direction {
        case .left: return editingPosition(from: position, offset: -offset)
        case .right: return editingPosition(from: position, offset: offset)
        case .up, .down:
            var target = start
            for _ in 0..<max(0, offset) {
                // Past the first or last line the moves stop (a huge offset costs the lines there are).
                let next = verticalMove(from: target, down: direction == .down, x: nil)
                if next == target { break }
                target = next
            }
            return IndexedTextPosition(target)
        }
    }

    func editingCompare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let (a, b) = (offset(of: position) ?? 0, offset(of: other) ?? 0)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    func editingOffset(from: UITextPosition, to: UITextPosition) -> Int {
        guard let start = offset(of: from), let end = offset(of: to) else { return 0 }
        return end - start
    }

    func editingPosition(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = nsRange(of: range) else { return nil }
        return IndexedTextPosition(direction == .left || direction == .up ? range.location : NSMaxRange(range))
    }

    func editingCharacterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let start = offset(of: position) else { return nil }
        let forward = direction == .right || direction == .down
        let end = TextBoundaries.character(from: start, forward: forward, in: editedText)
        return IndexedTextRange(NSRange(location: min(start, end), length: abs(end - start)))
    }

    func editingFirstRect(for range: UITextRange) -> CGRect {
        guard let range = nsRange(of: range) else { return .null }
        return selectionFrames(for: range).first ?? caretFrame(at: range.location)
    }

    func editingCaretRect(for position: UITextPosition) -> CGRect {
        caretFrame(at: offset(of: position) ?? textLength)
    }

    func editingSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = nsRange(of: range) else { return [] }
        let frames = selectionFrames(for: range)
        return frames.enumerated().map { index, frame in
            IndexedSelectionRect(frame, containsStart: index == 0, containsEnd: index == frames.count - 1)
        }
    }

    func editingClosestPosition(to point: CGPoint, within range: UITextRange? = nil) -> UITextPosition? {
        let offset = offset(closestTo: point)
        guard let range = range.flatMap(nsRange(of:)) else { return IndexedTextPosition(offset) }
        return IndexedTextPosition(min(max(offset, range.location), NSMaxRange(range)))
    }

    func editingCharacterRange(at point: CGPoint) -> UITextRange? {
        guard textLength > 0 else { return nil }
        let offset = min(offset(closestTo: point), textLength - 1)
        return IndexedTextRange(editedText.rangeOfComposedCharacterSequence(at: offset))
    }

    /// The offset a line up or down from `offset`, at the x the moves keep (`x`, else the
    /// caret's); the start or end of the text past its first or last line.
    func verticalMove(from offset: Int, down: Bool, x: CGFloat?) -> Int {
        let caret = caretFrame(at: offset), x = x ?? caret.midX
        let line = lineRange(at: offset)
        if down, NSMaxRange(line) >= textLength, lineRange(at: textLength) == line { return textLength }
        if !down, line.location == 0 { return 0 }
        let y = down ? caret.maxY + caret.height / 2 : caret.minY - caret.height / 2
        return self.offset(closestTo: CGPoint(x: x, y: y))
    }
}
