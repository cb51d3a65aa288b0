import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// A text field typed into through its window, as the host delivers keys: characters,
/// Backspace, Return, arrows; taps that place the insertion point or press the clear button.
@Suite @MainActor struct TextFieldTypingTests {
    private func editingField(_ text: String = "") -> (UIWindow, UITextField) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.becomeFirstResponder()
        return (window, field)
    }

    private func press(_ code: UIKeyboardHIDUsage, _ characters: String = "", in window: UIWindow, modifiers: UIKeyModifierFlags = []) {
        KeyInput(window: window).press(UIKey(keyCode: code, characters: characters, modifierFlags: modifiers))
    }

    @Test func keysTypeIntoTheFirstResponder() {
        let (window, field) = editingField()
        press(.keyboardH, "H", in: window, modifiers: .shift)
        press(.keyboardI, "i", in: window)
        press(.keyboardSpacebar, " ", in: window)
        press(.keyboardX, "x", in: window)
        press(.keyboardDeleteOrBackspace, in: window)
        #expect(field.text == "Hi ")
        press(.keyboardLeftArrow, in: window)
        press(.keyboardLeftArrow, in: window)
        press(.keyboardA, "a", in: window)
        #expect(field.text == "Hai ", "the arrows moved the insertion point")
        press(.keyboardC, "c", in: window, modifiers: .command)
        #expect(field.text == "Hai ", "a key with Command is not typed")
        press(.keyboardReturnOrEnter, "\r", in: window)
        #expect(field.isEditing, "Return ends editing only when something listens for it")
    }

    @Test func backspaceDeletesAWholeCharacter() {
        let (window, field) = editingField("e\u{301}👍🏽")
        press(.keyboardDeleteOrBackspace, in: window)
        #expect(field.text == "e\u{301}")
        press(.keyboardDeleteOrBackspace, in: window)
        #expect(field.text == "")
        press(.keyboardDeleteOrBackspace, in: window)
        #expect(field.text == "")
    }

    @Test func aTapPlacesTheInsertionPointAtTheNearestBoundary() {
        let (_, field) = editingField("abcdef")
        let rect = field.editingRect(forBounds: field.bounds)
        field.tap(at: CGPoint(x: rect.minX + 1, y: 17))
        #expect(field.selection == NSRange(location: 0, length: 0))
        field.tap(at: CGPoint(x: rect.maxX - 1, y: 17))
        #expect(field.selection.location == 6)
        #expect(field.caretRect(for: field.endOfDocument).height > 0 && field.caretRect(for: field.endOfDocument).width == 2)
    }

    @Test func theClearButtonClearsAndSendsOneChange() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.clearButtonMode = .always
        field.text = "Query"
        window.addSubview(field)
        window.makeKeyAndVisible()
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let button = field.clearButtonRect(forBounds: field.bounds)
        field.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(field.text == "")
        #expect(changes == 1)
        #expect(field.isEditing, "a clear-button tap starts editing")
    }

    @Test func secureEntryShowsBullets() {
        let field = UITextField()
        field.isSecureTextEntry = true
        field.text = "pass"
        #expect(field.displayedText == "••••")
        #expect(field.text == "pass")
    }
}

extension TextFieldTypingTests {
    @Test func aFieldThatAdjustsShrinksItsFontUntilTheTextFits() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 34))
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 9
        field.text = "A rather long line of text"
        let fitted = field.drawnFont.pointSize
        #expect(fitted < 17 && fitted >= 9)
        let width = UILabel.textMeasurer.size(of: field.text!, font: field.drawnFont, width: nil, numberOfLines: 1).width
        #expect(width <= 120 - 12 || fitted == 9)
        field.text = "Hi"
        #expect(field.drawnFont.pointSize == 17, "short text keeps the full size")
        field.adjustsFontSizeToFitWidth = false
        field.text = "A rather long line of text"
        #expect(field.drawnFont.pointSize == 17)
    }
}
