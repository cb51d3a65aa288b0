import Foundation

/// The keys of editing as a person expects them with a hardware keyboard, in both platforms'
/// conventions: arrows move by character, Option or Control with an arrow by word, Command
/// with an arrow to the line's or the text's edge, Home and End to the line's edges (with
/// Control or Command, the text's), Shift extends the selection; Delete forward; Backspace
/// with Option or Control deletes a word; Command or Control with A, C, X, V, Z (Shift: redo)
/// and Y select all, copy, cut, paste, undo and redo.
extension TextEditing {
    /// Uses `key` going down if it edits; true when it did.
    func handleEditingKey(_ key: UIKey) -> Bool {
        guard isEditingText else { return false }
        let flags = key.modifierFlags
        let command = flags.contains(.command), control = flags.contains(.control), shift = flags.contains(.shift)
        let byWord = flags.contains(.alternate) || (control && !command)
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let forward = key.keyCode == .keyboardRightArrow
            let unit: UITextGranularity = command ? .line : byWord ? .word : .character
            move(forward: forward, by: unit, extending: shift)
        case .keyboardUpArrow, .keyboardDownArrow:
            let forward = key.keyCode == .keyboardDownArrow
            if command || control { move(forward: forward, by: .document, extending: shift) } else { moveVertically(down: forward, extending: shift) }
        case .keyboardHome, .keyboardEnd:
            move(forward: key.keyCode == .keyboardEnd, by: command || control ? .document : .line, extending: shift)
        case .keyboardDeleteForward:
            deleteSelectionOr(forward: true, by: byWord ? .word : .character)
        case .keyboardDeleteOrBackspace where byWord || command:
            deleteSelectionOr(forward: false, by: command ? .line : .word)
        default:
            guard command || control else { return false }
            return performShortcut(key.charactersIgnoringModifiers.lowercased(), shift: shift)
        }
        return true
    }

    private func performShortcut(_ character: String, shift: Bool) -> Bool {
        switch character {
        case "a": editingSelectAll()
        case "c": editingCopy()
        case "x": editingCut()
        case "v": editingPaste()
        case "z": shift ? undoManager?.redo() : undoManager?.undo()
        case "y": undoManager?.redo()
        default: return false
        }
        return true
    }

    /// Moves the insertion point, or the selection's free end with `extending`, by a unit.
    func move(forward: Bool, by unit: UITextGranularity, extending: Bool) {
        editingState.preferredX = nil
        let selection = editedSelection
        if !extending, selection.length > 0, unit == .character {
            return collapse(to: forward ? NSMaxRange(selection) : selection.location)
        }
        let anchor = extending ? (editingState.selectionAnchor ?? (forward ? selection.location : NSMaxRange(selection))) : nil
        let from = anchor.map { $0 == selection.location ? NSMaxRange(selection) : selection.location }
            ?? (forward ? NSMaxRange(selection) : selection.location)
        let to = TextBoundaries.boundary(of: unit, from: from, forward: forward, in: editedText, lineRange: lineRange(at:))
        finishMove(to: to, anchor: anchor)
    }

    /// Moves a line up or down, keeping the x of the first of a run of vertical moves.
    func moveVertically(down: Bool, extending: Bool) {
        let selection = editedSelection
        let anchor = extending ? (editingState.selectionAnchor ?? (down ? selection.location : NSMaxRange(selection))) : nil
        let from = anchor.map { $0 == selection.location ? NSMaxRange(selection) : selection.location }
            ?? (down ? NSMaxRange(selection) : selection.location)
        let x = editingState.preferredX ?? caretFrame(at: from).midX
        let to = verticalMove(from: from, down: down, x: x)
        finishMove(to: to, anchor: anchor)
        editingState.preferredX = x
    }

    private func finishMove(to offset: Int, anchor: Int?) {
        guard let anchor else { return collapse(to: offset) }
        select(NSRange(location: min(anchor, offset), length: abs(offset - anchor)))
        editingState.selectionAnchor = anchor
    }

    private func collapse(to offset: Int) {
        select(NSRange(location: offset, length: 0))
        editingState.selectionAnchor = nil
    }

    /// Deletes the selection, or the unit before or after the insertion point.
    func deleteSelectionOr(forward: Bool, by unit: UITextGranularity) {
        var range = editedSelection
        if range.length == 0 {
            let edge = TextBoundaries.boundary(of: unit, from: range.location, forward: forward, in: editedText, lineRange: lineRange(at:))
            range = NSRange(location: min(edge, range.location), length: abs(edge - range.location))
        }
        guard range.length > 0 else { return }
        replaceByPerson(range, with: "")
    }
}
