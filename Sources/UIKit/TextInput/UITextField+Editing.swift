import Foundation

/// Editing, in UIKit's order: beginning and ending (control event, delegate, notification),
/// each change the person makes (asked of `shouldChangeCharactersIn`, then `.editingChanged`,
/// `textDidChangeNotification`, `textFieldDidChangeSelection`), Return, the clear button, taps
/// that place the insertion point, and the keys a window routes to the field.
extension UITextField {
    func startEditing() {
        editing = true
        if clearsOnBeginEditing, !storage.isEmpty, delegate?.textFieldShouldClear(self) ?? true { setStorage("") }
        selection = NSRange(location: storage.utf16.count, length: 0)
        setNeedsLayout()
        setNeedsDisplay()
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func finishEditing() {
        editing = false
        setNeedsLayout()
        setNeedsDisplay()
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: NSNumber(value: DidEndEditingReason.committed.rawValue)])
    }

    /// Sets the text without events (programmatic changes, clearing).
    func setStorage(_ text: String) {
        storage = text
        attributedStorage = nil
        selection = NSRange(location: text.utf16.count, length: 0)
        textDidChangeProgrammatically()
    }

    /// What a programmatic change redoes: layout, drawing and the intrinsic size.
    func textDidChangeProgrammatically() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    func typeText(_ text: String) {
        guard editing else { return }
        if text == "\n" || text == "\r" { return pressReturn() }
        if clearsOnInsertion { select(NSRange(location: 0, length: textLength)) }
        insertTyped(UITextField.oneLine(text))
    }

    func typeBackspace() {
        guard editing else { return }
        if let marked = editingState.markedRange {
            editingState.markedRange = nil
            return applyEdit(marked, with: "")
        }
        deleteSelectionOr(forward: false, by: .character)
    }

    /// Return: if the delegate agrees, `.editingDidEndOnExit` and `.primaryActionTriggered`;
    /// the field resigns only when something listens for `.editingDidEndOnExit`, as in UIKit.
    private func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if registrations.contains(where: { $0.events.contains(.editingDidEndOnExit) }) { resignFirstResponder() }
    }

    /// A tap: the clear button clears; elsewhere the field starts editing and the insertion
    /// point goes to the nearest character boundary.
    func tap(at point: CGPoint) {
        // The clear button's touch area is at least 44 points square.
        if showsClearButton(editing: editing), clearButtonRect(forBounds: bounds).insetBy(dx: -12.5, dy: -12.5).contains(point) {
            return clearByButton()
        }
        guard editing || becomeFirstResponder() else { return }
        editingState.selectionAnchor = nil
        select(NSRange(location: insertionPoint(nearestTo: point.x), length: 0))
    }

    /// The clear button: if `textFieldShouldClear` agrees, the text is emptied with one
    /// `.editingChanged` and notification, and editing begins if it had not.
    private func clearByButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        setStorage("")
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        if !editing { becomeFirstResponder() }
    }

    /// The UTF-16 offset of the character boundary nearest to `x` in the drawn text.
    func insertionPoint(nearestTo x: CGFloat) -> Int {
        guard let line = drawnLine else { return 0 }
        let drawn = line.offset(nearestTo: x - textOrigin(in: editingRect(forBounds: bounds)) + line.caretX(at: 0))
        guard isSecureTextEntry else { return drawn }
        // A bullet per character: the offset after that many characters.
        let end = storage.index(storage.startIndex, offsetBy: min(drawn, storage.count))
        return storage.utf16.distance(from: storage.startIndex, to: end)
    }

    /// The drawn text (bullets for secure entry) laid out on one line by the text measurer:
    /// its insertion points. It is laid out once per text and font, not at each query, with the
    /// view's traits current, as it is drawn.
    var drawnLine: TextLine? {
        let text = displayedText, font = drawnFont
        if let measured = measuredLine, measured.text == text, measured.font == font { return measured.line }
        var line: TextLine?
        if !text.isEmpty {
            let styled = drawnStyledText
            traitCollection.performAsCurrent { line = UILabel.textMeasurer.lines(of: styled, width: nil).first }
        }
        measuredLine = (text, font, line)
        return line
    }

    /// The plain text as drawn from its line: the drawn font and color, from the left.
    var drawnStyledText: StyledText {
        StyledText(plain: displayedText, font: drawnFont, color: textColor ?? .label, alignment: .left)
    }

    /// The width of the drawn text up to `utf16` (bullets for secure entry).
    func prefixWidth(utf16 offset: Int) -> CGFloat {
        guard let line = drawnLine else { return 0 }
        var drawnOffset = min(offset, storage.utf16.count)
        if isSecureTextEntry {
            let utf16 = storage.utf16
            drawnOffset = storage[..<utf16.index(utf16.startIndex, offsetBy: drawnOffset)].count
        }
        return line.caretX(at: drawnOffset) - line.caretX(at: 0)
    }

    /// Where the drawn text starts in `rect`, by the alignment.
    func textOrigin(in rect: CGRect) -> CGFloat {
        let width = prefixWidth(utf16: storage.utf16.count)
        switch textAlignment {
        case .center: return rect.minX + max(0, (rect.width - width) / 2)
        case .right: return max(rect.minX, rect.maxX - width)
        default: return rect.minX
        }
    }
}

/// The field's text, selection and one-line layout for the editing UIKit's text views share.
extension UITextField: TextEditing {
    var editedText: NSString { storage as NSString }
    func editedSubstring(_ range: NSRange) -> String {
        let utf16 = storage.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        return String(storage[start..<utf16.index(start, offsetBy: range.length)])
    }
    var editedSelection: NSRange { selection }
    var isEditingText: Bool { editing }
    var allowsCopyingText: Bool { !isSecureTextEntry }

    func changeSelection(to range: NSRange) {
        selection = range
        setNeedsLayout()
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    func mayReplace(_ range: NSRange, with text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    }

    /// The change, then `.editingChanged`, `textDidChangeNotification` and
    /// `textFieldDidChangeSelection`, in UIKit's order.
    func applyEdit(_ range: NSRange, with text: String) {
        guard range.location != NSNotFound, NSMaxRange(range) <= textLength else { return }
        let text = UITextField.oneLine(text)
        // By UTF-16 offsets on the Swift string (the range holds whole characters).
        let utf16 = storage.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.location)
        storage.replaceSubrange(start..<utf16.index(start, offsetBy: range.length), with: text)
        attributedStorage = nil
        clearsOnInsertion = false
        selection = NSRange(location: range.location + text.utf16.count, length: 0)
        textDidChangeProgrammatically()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    func lineRange(at offset: Int) -> NSRange { NSRange(location: 0, length: textLength) }

    func caretFrame(at offset: Int) -> CGRect {
        let rect = editingRect(forBounds: bounds), height = min(rect.height, lineHeight(of: drawnFont))
        let x = textOrigin(in: rect) + prefixWidth(utf16: offset)
        return CGRect(x: min(x, rect.maxX - 2), y: rect.minY + ((rect.height - height) / 2).rounded(), width: 2, height: height)
    }

    func offset(closestTo point: CGPoint) -> Int { insertionPoint(nearestTo: point.x) }

    func editMenu(for range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        delegate?.textField(self, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }

    func selectionFrames(for range: NSRange) -> [CGRect] {
        guard range.length > 0 else { return [] }
        let start = caretFrame(at: range.location), end = caretFrame(at: NSMaxRange(range))
        return [CGRect(x: start.minX, y: start.minY, width: max(0, end.minX - start.minX), height: start.height)]
    }
}
