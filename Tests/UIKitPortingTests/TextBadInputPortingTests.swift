import UIKit
import XCTest

/// A delegate that replaces the whole text while a change is asked about.
private final class MeddlingDelegate: NSObject, UITextViewDelegate {
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        textView.text = "X"
        return true
    }
}

/// Bad input to text fields and text views: ranges and positions outside the text, `NSNotFound`,
/// offsets inside a surrogate pair, a delegate that changes the text during a change, and a
/// huge paste — never a crash, never lost or corrupted text.
final class TextBadInputPortingTests: XCTestCase {
    private var window: UIWindow!

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    private func inWindow<View: UIView>(_ view: View) -> View {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(view)
        window.makeKeyAndVisible()
        return view
    }

    func testSelectedRangesOutsideTheTextAreKeptInIt() {
        let textView = inWindow(UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)))
        textView.text = "abc"
        textView.selectedRange = NSRange(location: 1000, length: 5)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 3, length: 0))
        textView.selectedRange = NSRange(location: NSNotFound, length: 0)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 3, length: 0))
        textView.selectedRange = NSRange(location: 1, length: 100)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 1, length: 2))
        textView.scrollRangeToVisible(NSRange(location: NSNotFound, length: 0))
        textView.scrollRangeToVisible(NSRange(location: 2, length: 50))
        XCTAssertEqual(textView.text, "abc")
    }

    func testPositionsOutsideTheTextAreNil() {
        let field = inWindow(UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34)))
        field.text = "abc"
        XCTAssertNil(field.position(from: field.beginningOfDocument, offset: Int.max))
        XCTAssertNil(field.position(from: field.endOfDocument, offset: Int.min))
        let down = field.position(from: field.beginningOfDocument, in: .down, offset: Int.max)!
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: down), 3, "moving down a huge count stops at the end")
        let other = UITextField()
        other.text = "a much longer text than the first"
        let foreign = other.position(from: other.beginningOfDocument, offset: 20)!
        XCTAssertNil(field.textRange(from: field.beginningOfDocument, to: foreign), "a position past this field's text")
        XCTAssertEqual(field.text(in: other.textRange(from: other.beginningOfDocument, to: foreign)!), nil)
    }

    func testAnInsertionPointInsideASurrogatePairMovesToItsStart() {
        let field = inWindow(UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34)))
        field.text = "a😀b"
        XCTAssertTrue(field.becomeFirstResponder())
        let inside = field.position(from: field.beginningOfDocument, offset: 2)!
        field.selectedTextRange = field.textRange(from: inside, to: inside)
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start), 1)
        field.insertText("x")
        XCTAssertEqual(field.text, "ax😀b", "the pair stays whole")
        let range = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 3)!, to: field.endOfDocument)!
        field.replace(range, withText: "")
        XCTAssertEqual(field.text, "ax", "a range from inside the pair takes the whole character")
    }

    func testADelegateThatReplacesTheTextDuringAChange() {
        let delegate = MeddlingDelegate()
        let textView = inWindow(UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)))
        textView.text = "hello"
        textView.delegate = delegate
        XCTAssertTrue(textView.becomeFirstResponder())
        textView.insertText("!")
        XCTAssertEqual(textView.text, "X", "the change's range is no longer in the text: the delegate's text stays")
    }

    func testAHugePasteIsTakenWhole() {
        let textView = inWindow(UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)))
        XCTAssertTrue(textView.becomeFirstResponder())
        let line = String(repeating: "0123456789", count: 10)
        let huge = Array(repeating: line, count: 2000).joined(separator: "\n")
        UIPasteboard.general.string = huge
        textView.paste(nil)
        XCTAssertEqual(textView.text.utf16.count, huge.utf16.count)
        XCTAssertEqual(textView.selectedRange, NSRange(location: (huge as NSString).length, length: 0))
        textView.undoManager?.undo()
        XCTAssertEqual(textView.text, "")
    }
}
