import Foundation

/// An edit undo puts back: the range the edit left and the text it replaced. Typing extends
/// the last record while nothing else was recorded in between, so that a run of typing undoes
/// at once, as in UIKit.
@MainActor
final class TextEditRecord {
    var range: NSRange
    let text: String
    weak var undoManager: UndoManager?
    var registration = 0

    init(range: NSRange, text: String) {
        self.range = range
        self.text = text
    }
}

/// Copy, cut, paste, select all and delete through `UIPasteboard.general`, and undo through
/// the responder's `undoManager`.
extension TextEditing {
    func editingCopy() {
        let selection = editedSelection
        guard allowsCopyingText, selection.length > 0 else { return }
        UIPasteboard.general.string = editedSubstring(selection)
    }

    func editingCut() {
        let selection = editedSelection
        guard allowsCopyingText, isEditingText, selection.length > 0 else { return }
        UIPasteboard.general.string = editedSubstring(selection)
        replaceByPerson(selection, with: "")
    }

    func editingPaste() {
        guard isEditingText, let text = UIPasteboard.general.string else { return }
        replaceByPerson(editedSelection, with: text)
    }

    func editingSelectAll() {
        editingState.selectionAnchor = nil
        select(NSRange(location: 0, length: textLength))
    }

    func editingDelete() {
        guard isEditingText, editedSelection.length > 0 else { return }
        replaceByPerson(editedSelection, with: "")
    }

    // MARK: Undo

    /// Records an edit that left `range` where `text` was; typing extends the last typing.
    func recordUndo(replacing range: NSRange, restoring text: String, typing: Bool) {
        guard let undoManager, undoManager.isUndoRegistrationEnabled else { return }
        if typing, text.isEmpty, let last = editingState.typingUndo, last.undoManager === undoManager,
           last.registration == undoManager.registrationCount, NSMaxRange(last.range) == range.location {
            last.range.length += range.length
            return
        }
        let record = TextEditRecord(range: range, text: text)
        register(record, with: undoManager)
        undoManager.setActionName(typing ? "Typing" : "")
        editingState.typingUndo = typing ? record : nil
    }

    private func register(_ record: TextEditRecord, with undoManager: UndoManager) {
        undoManager.registerUndo(withTarget: self) { view in view.undo(record) }
        record.undoManager = undoManager
        record.registration = undoManager.registrationCount
    }

    /// Puts `record`'s text back (the text left as it is if it changed under the record) and
    /// records the inverse for redo.
    private func undo(_ record: TextEditRecord) {
        editingState.typingUndo = nil
        guard NSMaxRange(record.range) <= textLength, let undoManager else { return }
        let current = editedSubstring(record.range)
        applyEdit(record.range, with: record.text)
        register(TextEditRecord(range: NSRange(location: record.range.location, length: record.text.utf16.count), text: current),
                 with: undoManager)
    }
}
