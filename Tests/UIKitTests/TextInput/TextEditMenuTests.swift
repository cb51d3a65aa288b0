import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// The edit menu a secondary click shows in text views and text fields: the actions that apply,
/// the delegate's own menu, and an action chosen from it.
@Suite(.serialized) @MainActor struct TextEditMenuTests {
    private final class MenuDelegate: NSObject, UITextViewDelegate {
        func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
            UIMenu(children: suggestedActions + [UIAction(title: "Look Up") { _ in }])
        }
    }

    private func rightClick(at point: CGPoint, in window: UIWindow) {
        let touches = TouchInput(window: window)
        touches.buttonMask = .secondary
        let touch = touches.begin(at: point, type: .indirectPointer)
        touches.end(touch, at: point)
    }

    private func titles() -> [String] {
        (MenuPresentation.current?.menuView.menu.children ?? []).compactMap { ($0 as? UIAction)?.title }
    }

    @Test func aRightClickInATextViewShowsTheEditActionsThatApply() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.text = "Some words to edit"
        window.addSubview(textView)
        window.makeKeyAndVisible()
        UIPasteboard.general.string = "clip"
        rightClick(at: CGPoint(x: 30, y: 15), in: window)
        #expect(textView.isFirstResponder, "the click begins editing")
        #expect(titles() == ["Paste", "Select", "Select All"])
        let selectAll = try #require(MenuPresentation.current?.menuView.menu.children.last as? UIAction)
        MenuPresentation.current?.chooseAction?(selectAll)
        #expect(textView.selectedRange == NSRange(location: 0, length: 18))
        rightClick(at: CGPoint(x: 30, y: 15), in: window)
        #expect(titles() == ["Cut", "Copy", "Paste"], "inside the selection, the selection's actions")
    }

    @Test func theDelegateGivesItsOwnMenu() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let delegate = MenuDelegate()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.text = "Read only"
        textView.isEditable = false
        textView.delegate = delegate
        window.addSubview(textView)
        window.makeKeyAndVisible()
        rightClick(at: CGPoint(x: 20, y: 15), in: window)
        #expect(titles() == ["Select", "Select All", "Look Up"], "no Paste in a text view that is not editable")
    }

    @Test func aRightClickInATextFieldBeginsEditingAndShowsTheMenu() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.text = "secret"
        field.isSecureTextEntry = true
        window.addSubview(field)
        window.makeKeyAndVisible()
        UIPasteboard.general.string = "clip"
        rightClick(at: CGPoint(x: 50, y: 27), in: window)
        #expect(field.isEditing)
        #expect(titles() == ["Paste", "Select", "Select All"])
        field.selectAll(nil)
        #expect(!field.suggestedEditActions().contains { ($0 as? UIAction)?.title == "Copy" }, "secure text is not copied")
    }
}
