import Foundation
import Testing
@testable import UIKit

/// The insertion point of text fields and text views: a subview placed where `caretRect(for:)`
/// says, shown only while editing with nothing selected, blinking half a second on and half
/// off, and steady again after each move.
@Suite(.serialized) @MainActor struct TextCaretTests {
    private func caret(of view: UIView) -> UIView? { view.subviews.first { $0 is TextCaretView } }

    @Test func aFieldShowsItsCaretWhereCaretRectSaysOnlyWhileEditing() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Hello"
        window.addSubview(field)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(caret(of: field) == nil, "no caret before editing")
        field.becomeFirstResponder()
        window.layoutIfNeeded()
        let shown = try #require(caret(of: field))
        #expect(!shown.isHidden)
        #expect(shown.frame == field.caretRect(for: field.endOfDocument))
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        window.layoutIfNeeded()
        #expect(shown.isHidden, "a selection hides the caret")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        window.layoutIfNeeded()
        #expect(!shown.isHidden)
        #expect(shown.frame == field.caretRect(for: field.beginningOfDocument))
        field.resignFirstResponder()
        window.layoutIfNeeded()
        #expect(shown.isHidden, "no caret after editing")
    }

    @Test func theCaretBlinksAndShowsSteadilyAfterAMove() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.text = "Blink"
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.becomeFirstResponder()
        window.layoutIfNeeded()
        let shown = try #require(caret(of: field) as? TextCaretView)
        let timer = try #require(shown.timer)
        #expect(shown.alpha == 1)
        #expect(timer.timeInterval == 0.5 && timer.isValid)
        let start = shown.shownSince
        shown.blink(at: start + 0.2)
        #expect(shown.alpha == 1, "steady within half a second of showing")
        shown.blink(at: start + 0.5)
        #expect(shown.alpha == 0, "off after half a second")
        shown.blink(at: start + 1)
        #expect(shown.alpha == 1, "on after another")
        shown.blink(at: start + 1.5)
        #expect(shown.alpha == 0)
        field.insertText("s")
        window.layoutIfNeeded()
        #expect(shown.alpha == 1, "a keystroke shows it again")
        #expect(shown.timer === timer, "the same timer goes on")
        shown.blink(at: shown.shownSince + 0.3)
        #expect(shown.alpha == 1, "and it stays on for half a second")
        #expect(shown.frame == field.caretRect(for: field.endOfDocument))
        field.resignFirstResponder()
        window.layoutIfNeeded()
        #expect(shown.timer == nil, "no timer once editing ends")
    }

    @Test func aTextViewsCaretFollowsTheSameRules() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 150))
        textView.text = "Two\nlines"
        window.addSubview(textView)
        window.makeKeyAndVisible()
        textView.becomeFirstResponder()
        window.layoutIfNeeded()
        let shown = try #require(caret(of: textView))
        #expect(!shown.isHidden)
        #expect(shown.frame == textView.caretRect(for: textView.endOfDocument))
        textView.isEditable = false
        window.layoutIfNeeded()
        #expect(shown.isHidden)
    }
}
