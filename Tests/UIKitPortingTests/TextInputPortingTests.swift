import UIKit
import XCTest

/// A formatter as iOS apps write them: it rewrites the text itself and puts the insertion
/// point back with `UITextInput`'s positions.
private final class PhoneFormatter: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        let digits = current.replacingCharacters(in: range, with: string).filter(\.isNumber)
        var formatted = ""
        for (index, digit) in digits.prefix(10).enumerated() {
            if index == 3 || index == 6 { formatted += "-" }
            formatted.append(digit)
        }
        textField.text = formatted
        if let end = textField.position(from: textField.beginningOfDocument, offset: (formatted as NSString).length) {
            textField.selectedTextRange = textField.textRange(from: end, to: end)
        }
        textField.sendActions(for: .editingChanged)
        return false
    }
}

/// `UITextInput` on `UITextField`, as formatting, masking and autocompletion code uses it.
final class TextInputPortingTests: XCTestCase {
    private var window: UIWindow!

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    private func editingField(_ text: String) -> UITextField {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 240, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.text = text
        XCTAssertTrue(field.becomeFirstResponder())
        return field
    }

    private func cursorOffset(_ field: UITextField) -> Int {
        field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start)
    }

    func testPositionsAndOffsetsAddressTheText() {
        let field = editingField("hello world")
        XCTAssertEqual(cursorOffset(field), 11, "editing begins with the insertion point at the end")
        let start = field.beginningOfDocument, end = field.endOfDocument
        XCTAssertEqual(field.offset(from: start, to: end), 11)
        XCTAssertEqual(field.compare(start, to: end), .orderedAscending)
        XCTAssertEqual(field.compare(end, to: start), .orderedDescending)
        XCTAssertNil(field.position(from: end, offset: 1), "past the end there is no position")
        XCTAssertNil(field.position(from: start, offset: -1))
        let five = field.position(from: start, offset: 5)!
        XCTAssertEqual(field.text(in: field.textRange(from: start, to: five)!), "hello")
        let reversed = field.textRange(from: end, to: five)!
        XCTAssertEqual(field.offset(from: start, to: reversed.start), 5, "a range from a later position is ordered")
        XCTAssertEqual(field.text(in: reversed), " world")
        XCTAssertFalse(reversed.isEmpty)
    }

    func testSettingTheSelectedRangeMovesTheInsertionPoint() {
        let field = editingField("hello world")
        let six = field.position(from: field.beginningOfDocument, offset: 6)!
        field.selectedTextRange = field.textRange(from: six, to: field.endOfDocument)
        XCTAssertEqual(field.text(in: field.selectedTextRange!), "world")
        field.insertText("there")
        XCTAssertEqual(field.text, "hello there")
        XCTAssertEqual(cursorOffset(field), 11)
        XCTAssertTrue(field.selectedTextRange!.isEmpty)
    }

    func testAFormatterRewritesTheTextAndPlacesTheCursor() {
        let field = editingField("")
        let formatter = PhoneFormatter()
        field.delegate = formatter
        for digit in "5551234567" { field.insertText(String(digit)) }
        XCTAssertEqual(field.text, "555-123-4567")
        XCTAssertEqual(cursorOffset(field), 12)
        field.deleteBackward()
        XCTAssertEqual(field.text, "555-123-456")
    }

    func testReplaceDoesNotAskTheDelegate() {
        let field = editingField("one two")
        let formatter = PhoneFormatter()
        field.delegate = formatter
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let range = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 4)!, to: field.endOfDocument)!
        field.replace(range, withText: "three")
        XCTAssertEqual(field.text, "one three")
        XCTAssertEqual(changes, 1)
    }

    func testCaretAndSelectionGeometryFollowTheText() {
        let field = editingField("abc")
        let start = field.caretRect(for: field.beginningOfDocument), end = field.caretRect(for: field.endOfDocument)
        XCTAssertEqual(start.width, 2)
        XCTAssertEqual(start.minX, field.editingRect(forBounds: field.bounds).minX)
        XCTAssertGreaterThan(end.minX, start.minX)
        XCTAssertEqual(start.height, end.height)
        let rects = field.selectionRects(for: field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!)
        XCTAssertEqual(rects.count, 1)
        XCTAssertTrue(rects[0].containsStart && rects[0].containsEnd)
        XCTAssertEqual(rects[0].rect.minX, start.minX)
        XCTAssertEqual(rects[0].rect.maxX, end.minX, accuracy: 0.001)
        let closest = field.closestPosition(to: CGPoint(x: end.minX + 40, y: end.midY))!
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: closest), 3)
        XCTAssertEqual(field.firstRect(for: field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!), rects[0].rect)
    }

    func testTheTokenizerFindsWords() {
        let field = editingField("don't stop, now")
        let tokenizer = field.tokenizer
        let inside = field.position(from: field.beginningOfDocument, offset: 2)!
        let word = tokenizer.rangeEnclosingPosition(inside, with: .word, inDirection: .storage(.forward))!
        XCTAssertEqual(field.text(in: word), "don't")
        let afterStop = tokenizer.position(from: field.position(from: field.beginningOfDocument, offset: 6)!, toBoundary: .word,
                                           inDirection: .storage(.forward))!
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: afterStop), 10)
        XCTAssertTrue(tokenizer.isPosition(afterStop, atBoundary: .word, inDirection: .storage(.forward)))
        XCTAssertFalse(tokenizer.isPosition(afterStop, withinTextUnit: .word, inDirection: .storage(.forward)), "a comma follows")
        XCTAssertTrue(tokenizer.isPosition(afterStop, withinTextUnit: .word, inDirection: .storage(.backward)))
        let back = tokenizer.position(from: field.endOfDocument, toBoundary: .word, inDirection: .layout(.left))!
        XCTAssertEqual(field.text(in: field.textRange(from: back, to: field.endOfDocument)!), "now")
    }

    func testMarkedTextIsReplacedUntilItIsCommitted() {
        let field = editingField("a")
        field.setMarkedText("k", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        XCTAssertEqual(field.text, "aka")
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.markedTextRange!.start), 1)
        field.insertText("か")
        XCTAssertEqual(field.text, "aか")
        XCTAssertNil(field.markedTextRange)
        field.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        field.unmarkText()
        XCTAssertEqual(field.text, "aかx")
        XCTAssertNil(field.markedTextRange)
    }

    func testCopyCutAndPasteUseTheGeneralPasteboard() {
        let field = editingField("copy me")
        field.selectAll(nil)
        field.copy(nil)
        XCTAssertEqual(UIPasteboard.general.string, "copy me")
        field.cut(nil)
        XCTAssertEqual(field.text, "")
        UIPasteboard.general.string = "pasted"
        field.paste(nil)
        XCTAssertEqual(field.text, "pasted")
        field.isSecureTextEntry = true
        field.selectAll(nil)
        field.copy(nil)
        XCTAssertEqual(UIPasteboard.general.string, "pasted", "secure text is not copied")
    }

    func testTypingUndoesAsOneStepAndRedoes() {
        let field = editingField("")
        let undoManager = field.undoManager!
        for character in "abc" { field.insertText(String(character)) }
        XCTAssertTrue(undoManager.canUndo)
        undoManager.undo()
        XCTAssertEqual(field.text, "")
        XCTAssertTrue(undoManager.canRedo)
        undoManager.redo()
        XCTAssertEqual(field.text, "abc")
        field.selectAll(nil)
        field.deleteBackward()
        XCTAssertEqual(field.text, "")
        undoManager.undo()
        XCTAssertEqual(field.text, "abc")
    }
}
