import Foundation

/// Editing a text view, in UIKit's order: beginning and ending (delegate, notification),
/// each change the person makes (asked of `shouldChangeTextIn`, then
/// `textViewDidChangeSelection`, `textViewDidChange` and `textDidChangeNotification`), and the
/// pointer: a click places the insertion point, a double click selects a word, a triple click
/// a paragraph, a drag selects, Shift-click extends; a click on a link of a text view that is
/// not editable opens it if the delegate agrees.
extension UITextView {
    func startEditing() {
        editing = true
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        setNeedsLayout()
        setNeedsDisplay()
    }

    func finishEditing() {
        editing = false
        editingState.markedRange = nil
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        setNeedsLayout()
        setNeedsDisplay()
    }

    func typeText(_ text: String) {
        guard editing else { return }
        if clearsOnInsertion { select(NSRange(location: 0, length: textLength)) }
        insertTyped(text == "\r" ? "\n" : text)
    }

    func typeBackspace() {
        guard editing else { return }
        if let marked = editingState.markedRange {
            editingState.markedRange = nil
            return applyEdit(marked, with: "")
        }
        deleteSelectionOr(forward: false, by: .character)
    }

    // MARK: Pointer

    /// A touch going down in the text: true when the text view takes it (to place the
    /// insertion point or select).
    func beginTouch(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard isSelectable || isEditable else { return false }
        let offset = self.offset(closestTo: touch.location(in: self))
        if event?.buttonMask.contains(.secondary) == true {
            if isEditable, !editing { becomeFirstResponder() }
            if !NSLocationInRange(offset, selection) { select(NSRange(location: offset, length: 0)) }
            presentEditMenu(at: touch.location(in: self))
            return true
        }
        if !isEditable, link(at: offset) != nil { return true }
        guard editing else { return false }
        if event?.modifierFlags.contains(.shift) == true {
            let anchor = editingState.selectionAnchor ?? selection.location
            select(NSRange(location: min(anchor, offset), length: abs(offset - anchor)))
            editingState.selectionAnchor = anchor
        } else {
            switch touch.tapCount {
            case 2: selectUnit(.word, at: offset)
            case 3...: selectUnit(.paragraph, at: offset)
            default:
                editingState.selectionAnchor = nil
                select(NSRange(location: offset, length: 0))
            }
        }
        selectionDragOrigin = selection.length == 0 ? offset : nil
        return true
    }

    /// A drag from where the touch went down selects up to the touch.
    func moveTouch(_ touch: UITouch) -> Bool {
        guard let origin = selectionDragOrigin else { return false }
        let offset = self.offset(closestTo: touch.location(in: self))
        select(NSRange(location: min(origin, offset), length: abs(offset - origin)))
        editingState.selectionAnchor = origin
        scrollTextToVisible(NSRange(location: offset, length: 0))
        return true
    }

    /// A touch lifted: a tap on a link opens it; a tap on a text view not editing starts editing.
    func endTouch(_ touch: UITouch, with event: UIEvent?) -> Bool {
        selectionDragOrigin = nil
        if event?.buttonMask.contains(.secondary) == true { return true }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return false }
        let offset = self.offset(closestTo: point)
        if !isEditable, let (url, range) = link(at: offset) {
            if textViewDelegate?.textView(self, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction) ?? true {
                UIApplication.shared.open(url)
            }
            return true
        }
        guard !editing, isEditable, becomeFirstResponder() else { return editing }
        select(NSRange(location: offset, length: 0))
        return true
    }

    private func selectUnit(_ unit: UITextGranularity, at offset: Int) {
        let forward = offset < textLength
        let range = TextBoundaries.range(of: unit, at: offset, forward: forward, in: editedText, lineRange: lineRange(at:))
            ?? NSRange(location: offset, length: 0)
        editingState.selectionAnchor = range.location
        select(range)
    }
}

/// The text view's text, selection and layout for the editing UIKit's text views share.
extension UITextView: TextEditing {
    var editedText: NSString { textStorage.text }
    func editedSubstring(_ range: NSRange) -> String { textStorage.substring(with: range) }
    var editedSelection: NSRange { selection }
    var isEditingText: Bool { editing && isEditable }
    var allowsCopyingText: Bool { !isSecureTextEntry && isSelectable }

    func changeSelection(to range: NSRange) {
        let old = selection
        selection = range
        if range.location > 0, range.location <= textStorage.length {
            typingAttributes = textStorage.attributes(at: range.location - 1, effectiveRange: nil)
        }
        setNeedsLayout()
        // A selected range is drawn behind the text; an insertion point is a subview.
        if old.length > 0 || range.length > 0 { setNeedsDisplay() }
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func mayReplace(_ range: NSRange, with text: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    /// The change in the typing attributes, then `textViewDidChangeSelection`,
    /// `textViewDidChange` and `textDidChangeNotification`.
    func applyEdit(_ range: NSRange, with text: String) {
        guard range.location != NSNotFound, NSMaxRange(range) <= textStorage.length else { return }
        textStorage.replaceCharacters(in: range, with: NSAttributedString(string: text, attributes: typingAttributes))
        clearsOnInsertion = false
        selection = NSRange(location: range.location + text.utf16.count, length: 0)
        layoutIfNeeded()
        scrollTextToVisible(selection)
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func lineRange(at offset: Int) -> NSRange {
        layoutManager.line(at: offset)?.range ?? NSRange(location: 0, length: 0)
    }

    func caretFrame(at offset: Int) -> CGRect {
        let origin = containerOrigin, padding = textContainer.lineFragmentPadding
        guard let located = layoutManager.line(at: offset) else {
            let height = (typingAttributes[.font] as? UIFont ?? UITextView.defaultFont).lineHeight
            return CGRect(x: origin.x + padding, y: origin.y, width: 2, height: height)
        }
        let x = origin.x + padding + located.line.caretX(at: offset - located.start)
        return CGRect(x: x, y: origin.y + located.top + located.line.frame.minY, width: 2, height: located.line.frame.height)
    }

    func offset(closestTo point: CGPoint) -> Int {
        let origin = containerOrigin
        guard let located = layoutManager.line(atY: point.y - origin.y) else { return 0 }
        return located.start + located.line.offset(nearestTo: point.x - origin.x - textContainer.lineFragmentPadding)
    }

    func editMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        textViewDelegate?.textView(self, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }

    func selectionFrames(for range: NSRange) -> [CGRect] {
        let origin = containerOrigin
        return layoutManager.selectionFrames(for: range, extendingBreaks: true).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }
}
