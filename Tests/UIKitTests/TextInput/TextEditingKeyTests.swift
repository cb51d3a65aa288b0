import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// The editing keys of a hardware keyboard in a text field: selection with Shift, word moves
/// with Control or Option, line edges, forward and word deletion, and the Control/Command
/// shortcuts for select all, copy, cut, paste, undo and redo.
@Suite @MainActor struct TextEditingKeyTests {
    private func editingField(_ text: String) -> (UIWindow, UITextField) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 280, height: 34))
        field.text = text
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.becomeFirstResponder()
        return (window, field)
    }

    private func press(_ code: UIKeyboardHIDUsage, _ characters: String = "", _ modifiers: UIKeyModifierFlags = [], in window: UIWindow) {
        KeyInput(window: window).press(UIKey(keyCode: code, characters: characters, modifierFlags: modifiers))
    }

    @Test func shiftArrowsExtendTheSelectionFromAnAnchor() {
        let (window, field) = editingField("hello")
        press(.keyboardLeftArrow, "", .shift, in: window)
        press(.keyboardLeftArrow, "", .shift, in: window)
        #expect(field.selection == NSRange(location: 3, length: 2))
        press(.keyboardRightArrow, "", .shift, in: window)
        #expect(field.selection == NSRange(location: 4, length: 1), "the anchor stays at the end")
        press(.keyboardLeftArrow, in: window)
        #expect(field.selection == NSRange(location: 4, length: 0), "an arrow collapses to the selection's edge")
        press(.keyboardHome, "", .shift, in: window)
        #expect(field.selection == NSRange(location: 0, length: 4))
    }

    @Test func controlAndOptionArrowsMoveByWord() {
        let (window, field) = editingField("one two, three")
        press(.keyboardLeftArrow, "", .control, in: window)
        #expect(field.selection.location == 9)
        press(.keyboardLeftArrow, "", .alternate, in: window)
        #expect(field.selection.location == 4)
        press(.keyboardRightArrow, "", .control, in: window)
        #expect(field.selection.location == 7)
        press(.keyboardLeftArrow, "", .command, in: window)
        #expect(field.selection.location == 0, "Command goes to the line's start")
        press(.keyboardEnd, in: window)
        #expect(field.selection.location == 14)
    }

    @Test func deletionByCharacterAndWord() {
        let (window, field) = editingField("one two three")
        press(.keyboardDeleteOrBackspace, "", .alternate, in: window)
        #expect(field.text == "one two ")
        press(.keyboardHome, in: window)
        press(.keyboardDeleteForward, in: window)
        #expect(field.text == "ne two ")
        press(.keyboardDeleteForward, "", .control, in: window)
        #expect(field.text == " two ")
    }

    @Test func shortcutsCopyPasteAndUndo() {
        let (window, field) = editingField("abc")
        press(.keyboardA, "a", .control, in: window)
        #expect(field.selection == NSRange(location: 0, length: 3))
        press(.keyboardC, "c", .control, in: window)
        #expect(UIPasteboard.general.string == "abc")
        press(.keyboardRightArrow, in: window)
        press(.keyboardV, "v", .command, in: window)
        #expect(field.text == "abcabc")
        press(.keyboardX, "x", .control, in: window)
        #expect(field.text == "abcabc", "nothing is selected: nothing is cut")
        press(.keyboardZ, "z", .control, in: window)
        #expect(field.text == "abc")
        press(.keyboardZ, "Z", [.control, .shift], in: window)
        #expect(field.text == "abcabc")
        press(.keyboardA, "a", .control, in: window)
        press(.keyboardX, "x", .control, in: window)
        #expect(field.text == "")
        #expect(UIPasteboard.general.string == "abcabc")
    }

    @Test func typingReplacesTheSelection() {
        let (window, field) = editingField("hello")
        press(.keyboardLeftArrow, "", [.shift, .control], in: window)
        press(.keyboardJ, "j", in: window)
        #expect(field.text == "j")
    }
}
