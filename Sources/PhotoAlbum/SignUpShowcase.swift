// The sign-up form: text input as an iOS app writes it. The Settings table's Account row pushes
// it in the gallery; the picture and porting tests build it too.
import UIKit

/// A sign-up form: name, email and password fields (the password in secure entry) that check
/// what is typed and say what is wrong under each field, a text view for a few words about the
/// person with a character count, and a Create Account button enabled once every field is
/// valid, which presents an alert. Return moves to the next field, as iOS forms do; the email field refuses spaces and
/// the text view stops at `aboutLimit` characters (both through their delegates).
public final class SignUpViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    /// The most characters the text view takes.
    public static let aboutLimit = 200

    public private(set) var nameField: UITextField!
    public private(set) var emailField: UITextField!
    public private(set) var passwordField: UITextField!
    public private(set) var aboutView: UITextView!
    public private(set) var createButton: UIButton!
    /// The welcome shown once the account is created.
    public private(set) var messageLabel: UILabel!
    /// The name the account was created with, once Create Account is chosen.
    public private(set) var createdAccountName: String?

    private var problemLabels: [UITextField: UILabel] = [:]
    /// The checkmark each field shows at its right when valid.
    private var checkmarks: [UITextField: UIImageView] = [:]
    private var countLabel: UILabel!
    /// The fields whose problems show (each after it was first left).
    private var checkedFields: Set<UITextField> = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign Up"
        view.backgroundColor = .systemGroupedBackground
        nameField = makeField(placeholder: "Name", contentType: .name)
        nameField.autocapitalizationType = .words
        emailField = makeField(placeholder: "Email", contentType: .emailAddress)
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        passwordField = makeField(placeholder: "Password (8 or more, with a number)", contentType: .newPassword)
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done
        let stack = UIStackView(arrangedSubviews: [nameField, problemLabels[nameField]!, emailField, problemLabels[emailField]!,
                                                   passwordField, problemLabels[passwordField]!, makeAboutSection(),
                                                   makeCreateButton(), makeMessageLabel()])
        stack.axis = .vertical
        stack.spacing = 6
        stack.setCustomSpacing(16, after: problemLabels[passwordField]!)
        stack.setCustomSpacing(16, after: stack.arrangedSubviews[6])
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            aboutView.heightAnchor.constraint(equalToConstant: 88),
        ])
        updateValidation()
    }

    // MARK: Building the form

    private func makeField(placeholder: String, contentType: UITextContentType) -> UITextField {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = placeholder
        field.textContentType = contentType
        field.autocorrectionType = .no
        field.returnKeyType = .next
        field.clearButtonMode = .whileEditing
        field.rightViewMode = .unlessEditing
        field.delegate = self
        field.addAction(UIAction { [weak self] _ in self?.updateValidation() }, for: .editingChanged)
        field.addAction(UIAction { [weak self, weak field] _ in
            guard let self, let field else { return }
            checkedFields.insert(field)
            updateValidation()
        }, for: .editingDidEnd)
        let problem = UILabel()
        problem.font = .preferredFont(forTextStyle: .footnote)
        problem.textColor = .systemRed
        problem.numberOfLines = 0
        problem.isHidden = true
        problemLabels[field] = problem
        let mark = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))
        mark.tintColor = .systemGreen
        mark.frame.size = CGSize(width: 28, height: 20)
        mark.contentMode = .left
        checkmarks[field] = mark
        return field
    }

    private func makeAboutSection() -> UIView {
        let title = UILabel()
        title.text = "About You"
        title.font = .preferredFont(forTextStyle: .subheadline)
        title.textColor = .secondaryLabel
        countLabel = UILabel()
        countLabel.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
        countLabel.textColor = .secondaryLabel
        let header = UIStackView(arrangedSubviews: [title, countLabel])
        header.distribution = .equalSpacing
        aboutView = UITextView()
        aboutView.font = .preferredFont(forTextStyle: .body)
        aboutView.layer.cornerRadius = 5
        aboutView.layer.borderWidth = 1
        aboutView.layer.borderColor = UIColor.separator.cgColor
        aboutView.delegate = self
        let section = UIStackView(arrangedSubviews: [header, aboutView])
        section.axis = .vertical
        section.spacing = 4
        return section
    }

    private func makeCreateButton() -> UIButton {
        createButton = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Create Account") { [weak self] _ in
            self?.createAccount()
        })
        return createButton
    }

    private func makeMessageLabel() -> UILabel {
        messageLabel = UILabel()
        messageLabel.textAlignment = .center
        messageLabel.font = .preferredFont(forTextStyle: .headline)
        messageLabel.textColor = .systemGreen
        return messageLabel
    }

    // MARK: Validation

    /// What is wrong with a field's text, or nil when it is valid.
    public func problem(with field: UITextField) -> String? {
        let text = field.text ?? ""
        switch field {
        case nameField:
            return text.trimmingCharacters(in: .whitespaces).isEmpty ? "Enter your name." : nil
        case emailField:
            return Self.isEmailAddress(text) ? nil : "Enter an email address like ada@example.com."
        case passwordField:
            return text.count >= 8 && text.contains(where: \.isNumber) ? nil : "Use 8 or more characters with a number."
        default:
            return nil
        }
    }

    /// Whether every field is valid.
    public var isValid: Bool { [nameField, emailField, passwordField].allSatisfy { problem(with: $0!) == nil } }

    /// One `@` between a name and a domain with a dot inside it.
    static func isEmailAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, let dot = parts[1].lastIndex(of: ".") else { return false }
        return dot != parts[1].startIndex && parts[1].index(after: dot) != parts[1].endIndex
    }

    /// Shows the problems of the fields already left, a checkmark in each valid field, and
    /// enables Create Account when all are valid.
    private func updateValidation() {
        for field in [nameField!, emailField!, passwordField!] {
            let problem = problem(with: field)
            let label = problemLabels[field]!
            label.text = problem
            label.isHidden = problem == nil || !checkedFields.contains(field)
            field.rightView = problem == nil ? checkmarks[field] : nil
        }
        createButton.isEnabled = isValid && createdAccountName == nil
        countLabel.text = "\((aboutView.text as NSString).length)/\(Self.aboutLimit)"
    }

    /// Creates the account: an alert says so (Return chooses OK), and the welcome shows.
    private func createAccount() {
        guard isValid else { return }
        view.endEditing(true)
        let name = nameField.text ?? ""
        createdAccountName = name
        messageLabel.text = "Welcome, \(name)!"
        updateValidation()
        let alert = UIAlertController(title: "Account Created", message: "You are signed in as \(name).", preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        alert.preferredAction = ok
        present(alert, animated: true)
    }

    // MARK: UITextFieldDelegate

    /// Return goes to the next field; on the password it ends editing.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case nameField: emailField.becomeFirstResponder()
        case emailField: passwordField.becomeFirstResponder()
        default: textField.resignFirstResponder()
        }
        return false
    }

    /// Email addresses have no spaces: a change that would type one is refused.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        textField !== emailField || !string.contains(where: \.isWhitespace)
    }

    // MARK: UITextViewDelegate

    /// The text view stops at `aboutLimit` characters (a paste is cut to what fits).
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let room = Self.aboutLimit - ((textView.text as NSString).length - range.length)
        let replacement = text as NSString
        guard replacement.length > room else { return true }
        if room > 0 {
            let fitting = replacement.substring(to: replacement.rangeOfComposedCharacterSequence(at: room).location)
            textView.textStorage.replaceCharacters(in: range, with: fitting)
            textView.selectedRange = NSRange(location: range.location + (fitting as NSString).length, length: 0)
            textViewDidChange(textView)
        }
        return false
    }

    public func textViewDidChange(_ textView: UITextView) {
        updateValidation()
    }
}
