import UIKit

/// A sign-up form as iOS code writes it: text fields configured for their content, a delegate
/// that limits and advances, keyboard notifications observed, a field subclass that insets its
/// text, and a custom view that takes typing through `UIKeyInput`.
final class ShapeSignUpController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for field in [emailField, passwordField] {
            field.delegate = self
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.font = .preferredFont(forTextStyle: .body)
            field.textColor = .label
            view.addSubview(field)
        }
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.textContentType = .emailAddress
        emailField.returnKeyType = .next
        passwordField.attributedPlaceholder = NSAttributedString(string: "Password", attributes: [.foregroundColor: UIColor.secondaryLabel])
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.returnKeyType = .done
        passwordField.leftView = UIImageView(image: UIImage(systemName: "lock"))
        passwordField.leftViewMode = .always
        emailField.addAction(UIAction { [weak self] _ in self?.validate() }, for: .editingChanged)
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                                queue: .main) { note in
            _ = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            _ = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
        })
        observers.append(NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: emailField,
                                                                queue: nil) { _ in })
    }

    func validate() {
        let valid = (emailField.text ?? "").contains("@") && passwordField.hasText
        emailField.textColor = valid ? .label : .systemRed
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        return current.replacingCharacters(in: stringRange, with: string).count <= 64
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        if reason == .committed { validate() }
    }
}

/// A field whose text sits 12 points in from each side.
final class ShapeInsetTextField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -4, dy: 0)
    }
}

/// A PIN pad view that receives typed digits.
final class ShapePINView: UIView, UIKeyInput {
    var digits = ""
    var hasText: Bool { !digits.isEmpty }
    var keyboardType: UIKeyboardType {
        get { .numberPad }
        set {}
    }
    override var canBecomeFirstResponder: Bool { true }
    func insertText(_ text: String) {
        guard digits.count < 4, text.allSatisfy(\.isNumber) else { return }
        digits += text
    }
    func deleteBackward() { _ = digits.popLast() }
}

@MainActor
func textInputShape() {
    let controller = ShapeSignUpController()
    controller.loadViewIfNeeded()
    controller.emailField.text = "someone@example.com"
    let _: String? = controller.emailField.text
    let _: Bool = controller.emailField.isEditing
    let _: CGSize = controller.emailField.intrinsicContentSize
    let inset = ShapeInsetTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    _ = inset.textRect(forBounds: inset.bounds)
    let pin = ShapePINView()
    pin.insertText("1")
    pin.deleteBackward()
    let _: UITextField.ViewMode = .unlessEditing
    let _: UITextField.BorderStyle = .bezel
    let _: UIReturnKeyType = .go
    let _: UIKeyboardAppearance = .dark
}
