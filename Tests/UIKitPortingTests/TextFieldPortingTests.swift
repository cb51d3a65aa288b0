import UIKit
import XCTest

/// A delegate that records UIKit's calls, and can refuse or rewrite.
private final class RecordingFieldDelegate: NSObject, UITextFieldDelegate {
    var log: [String] = []
    var refusesDigits = false
    var uppercases = false
    var refusesEnd = false

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return !refusesEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEnd(\(reason == .committed ? "committed" : "?"))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange \(range.location),\(range.length) \"\(string)\"")
        if refusesDigits, string.contains(where: \.isNumber) { return false }
        if uppercases {
            let text = (textField.text ?? "") as NSString
            textField.text = text.replacingCharacters(in: range, with: string.uppercased())
            return false
        }
        return true
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return true }
}

/// `UITextField` as iOS code uses it: defaults, UIKit's geometry for the rounded-rect style,
/// and the delegate calls, control events and notifications of editing in UIKit's order.
final class TextFieldPortingTests: XCTestCase {
    private var window: UIWindow!
    private var observers: [NSObjectProtocol] = []

    override func tearDown() {
        observers.forEach(NotificationCenter.default.removeObserver)
        window = nil
        super.tearDown()
    }

    private func fieldInWindow(_ delegate: RecordingFieldDelegate) -> UITextField {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        field.delegate = delegate
        window.addSubview(field)
        window.makeKeyAndVisible()
        for (event, name) in [(UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                              (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
                              (.primaryActionTriggered, "primaryActionTriggered")] {
            field.addAction(UIAction { _ in delegate.log.append(name) }, for: event)
        }
        for (name, label) in [(UITextField.textDidBeginEditingNotification, "beginNotification"),
                              (UITextField.textDidChangeNotification, "changeNotification"),
                              (UITextField.textDidEndEditingNotification, "endNotification")] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { note in
                MainActor.assumeIsolated {
                    let reason = note.userInfo?[UITextField.didEndEditingReasonUserInfoKey] as? NSNumber
                    delegate.log.append(label + (reason.map { " \($0.intValue)" } ?? ""))
                }
            })
        }
        return field
    }

    func testDefaultsAreUIKits() {
        let field = UITextField()
        XCTAssertEqual(field.text, "", "the text is never nil")
        field.text = nil
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(field.font?.pointSize, 17)
        XCTAssertEqual(field.borderStyle, .none)
        XCTAssertEqual(field.clearButtonMode, .never)
        XCTAssertEqual(field.leftViewMode, .never)
        XCTAssertEqual(field.textAlignment, .natural)
        XCTAssertEqual(field.autocapitalizationType, .sentences)
        XCTAssertEqual(field.keyboardType, .default)
        XCTAssertEqual(field.returnKeyType, .default)
        XCTAssertFalse(field.isSecureTextEntry)
        XCTAssertFalse(field.isEditing)
        XCTAssertNil(field.placeholder)
        XCTAssertFalse(field.hasText)
    }

    func testARoundedRectFieldHasUIKitsRectangles() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        let bounds = field.bounds
        XCTAssertEqual(field.borderRect(forBounds: bounds), bounds)
        XCTAssertEqual(field.textRect(forBounds: bounds), CGRect(x: 7, y: 2, width: 186, height: 30))
        XCTAssertEqual(field.clearButtonRect(forBounds: bounds), CGRect(x: 176, y: 8, width: 19, height: 19))
        field.clearButtonMode = .always
        field.text = "Hello"
        XCTAssertEqual(field.textRect(forBounds: bounds), CGRect(x: 7, y: 2, width: 159, height: 30),
                       "the clear button and its 8-point margin")
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.rightView = icon
        field.rightViewMode = .always
        XCTAssertEqual(field.rightViewRect(forBounds: bounds), CGRect(x: 176, y: 5, width: 24, height: 24))
        XCTAssertEqual(field.textRect(forBounds: bounds), CGRect(x: 7, y: 2, width: 169, height: 30),
                       "the right view hides the clear button; the text ends at its edge")
    }

    func testTheIntrinsicHeightFollowsTheBorderStyle() {
        let field = UITextField()
        let plain = field.intrinsicContentSize.height
        field.borderStyle = .line
        XCTAssertEqual(field.intrinsicContentSize.height, plain + 8, "2 points of padding above and below, counted twice")
        field.borderStyle = .bezel
        XCTAssertEqual(field.intrinsicContentSize.height, plain + 10)
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.intrinsicContentSize.height, 34)
        XCTAssertEqual(field.sizeThatFits(.zero), field.intrinsicContentSize)
    }

    func testEditingCallsTheDelegateSendsEventsAndPostsInUIKitsOrder() {
        let delegate = RecordingFieldDelegate()
        let field = fieldInWindow(delegate)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isEditing)
        XCTAssertEqual(delegate.log, ["shouldBegin", "editingDidBegin", "didBegin", "beginNotification"])
        delegate.log = []
        field.insertText("a")
        XCTAssertEqual(delegate.log, ["shouldChange 0,0 \"a\"", "editingChanged", "changeNotification", "didChangeSelection"])
        delegate.log = []
        field.deleteBackward()
        XCTAssertEqual(delegate.log, ["shouldChange 0,1 \"\"", "editingChanged", "changeNotification", "didChangeSelection"])
        XCTAssertEqual(field.text, "")
        delegate.log = []
        field.insertText("\n")
        XCTAssertEqual(delegate.log, ["shouldReturn", "editingDidEndOnExit", "primaryActionTriggered",
                                      "shouldEnd", "editingDidEnd", "didEnd(committed)", "endNotification 0"],
                       "Return ends editing because something listens for .editingDidEndOnExit")
        XCTAssertFalse(field.isEditing)
        XCTAssertFalse(field.isFirstResponder)
    }

    func testTheDelegateCanRefuseOrRewriteAChange() {
        let delegate = RecordingFieldDelegate()
        let field = fieldInWindow(delegate)
        field.becomeFirstResponder()
        delegate.refusesDigits = true
        field.insertText("a")
        field.insertText("1")
        XCTAssertEqual(field.text, "a")
        delegate.refusesDigits = false
        delegate.uppercases = true
        delegate.log = []
        field.insertText("b")
        XCTAssertEqual(field.text, "aB")
        XCTAssertEqual(delegate.log, ["shouldChange 1,0 \"b\""], "a rewrite in the delegate sends no event")
    }

    func testSettingTheTextSendsNothing() {
        let delegate = RecordingFieldDelegate()
        let field = fieldInWindow(delegate)
        field.text = "Typed\nby code"
        XCTAssertEqual(field.text, "Typed by code", "one line")
        XCTAssertTrue(delegate.log.isEmpty)
    }

    func testAFieldThatMayNotEndKeepsEditing() {
        let delegate = RecordingFieldDelegate()
        let field = fieldInWindow(delegate)
        field.becomeFirstResponder()
        delegate.refusesEnd = true
        XCTAssertFalse(field.resignFirstResponder())
        XCTAssertTrue(field.isEditing)
        delegate.refusesEnd = false
        field.isEnabled = false
        XCTAssertFalse(field.isEditing, "disabling ends editing")
    }

    func testRemovingTheEditingFieldsContainerEndsEditing() {
        let delegate = RecordingFieldDelegate()
        let field = fieldInWindow(delegate)
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        container.addSubview(field)
        field.becomeFirstResponder()
        delegate.log.removeAll()
        container.removeFromSuperview()
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(delegate.log, ["shouldEnd", "editingDidEnd", "didEnd(committed)", "endNotification 0"])
    }

    func testEndEditingAsksTheFieldUnlessForced() {
        let delegate = RecordingFieldDelegate()
        let field = fieldInWindow(delegate)
        XCTAssertTrue(window.endEditing(false), "nothing edits: nothing to end")
        field.becomeFirstResponder()
        delegate.refusesEnd = true
        delegate.log.removeAll()
        XCTAssertFalse(window.endEditing(false))
        XCTAssertTrue(field.isEditing)
        XCTAssertEqual(delegate.log, ["shouldEnd"])
        delegate.log.removeAll()
        XCTAssertTrue(window.endEditing(true))
        XCTAssertFalse(field.isEditing)
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertEqual(delegate.log, ["editingDidEnd", "didEnd(committed)", "endNotification 0"], "forced: not asked")
    }

    func testAFieldOutsideAWindowDoesNotEdit() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        XCTAssertFalse(field.becomeFirstResponder())
        field.insertText("x")
        XCTAssertEqual(field.text, "")
    }
}

extension TextFieldPortingTests {
    func testTheTextColorIsTheLabelColor() {
        XCTAssertEqual(UITextField().textColor, .label)
    }
}
