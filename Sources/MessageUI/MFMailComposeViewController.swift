import Foundation
import UIKit

/// How a mail composer finished, as MessageUI's `MFMailComposeResult`.
public enum MFMailComposeResult: Int, Sendable {
    case cancelled = 0
    case saved = 1
    case sent = 2
    case failed = 3
}

/// MessageUI's mail composer, on Linux: an app has no mail account to send from, so
/// `canSendMail()` is false — the check iOS code makes before presenting one, falling back to a
/// `mailto:` URL, which `UIApplication.shared.open` hands to the desktop's mail client. The
/// composer keeps what it is given (`subject`, recipients, body, attachments, for code that reads
/// them back); presented anyway, it shows that mail cannot be sent, and its Cancel button
/// finishes with `.cancelled` (the delegate decides to dismiss, as on iOS).
@preconcurrency @MainActor
open class MFMailComposeViewController: UINavigationController {
    /// An attachment given with `addAttachmentData(_:mimeType:fileName:)`.
    public struct Attachment: Equatable, Sendable {
        public let data: Data
        public let mimeType: String
        public let fileName: String
    }

    /// Whether the app can send mail: false (no mail account on Linux; open a `mailto:` URL).
    open class func canSendMail() -> Bool { false }

    /// The composer's delegate.
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    /// The subject given.
    public private(set) var subject: String?
    /// The recipients given.
    public private(set) var toRecipients: [String] = [], ccRecipients: [String] = [], bccRecipients: [String] = []
    /// The body given, and whether it is HTML.
    public private(set) var messageBody: String?, isHTMLBody = false
    /// The attachments given.
    public private(set) var attachments: [Attachment] = []
    /// The sending address preferred.
    public private(set) var preferredSendingEmailAddress: String?

    public init() {
        super.init(nibName: nil, bundle: nil)
        let unavailable = UnavailableComposerViewController(title: "Mail", message: "Mail is not set up on this computer.") { [unowned self] in
            mailComposeDelegate?.mailComposeController(self, didFinishWith: .cancelled, error: nil)
        }
        setViewControllers([unavailable], animated: false)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setSubject(_ subject: String) { self.subject = subject }
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }

    open func setMessageBody(_ body: String, isHTML: Bool) {
        messageBody = body
        isHTMLBody = isHTML
    }

    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachments.append(Attachment(data: attachment, mimeType: mimeType, fileName: filename))
    }

    open func setPreferredSendingEmailAddress(_ emailAddress: String) { preferredSendingEmailAddress = emailAddress }
}

/// The mail composer's delegate, as MessageUI's `MFMailComposeViewControllerDelegate`.
@preconcurrency @MainActor
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    /// The composer finished: dismiss it here.
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
        controller.dismiss(animated: true)
    }
}

/// How a message composer finished, as MessageUI's `MessageComposeResult`.
public enum MessageComposeResult: Int, Sendable {
    case cancelled = 0
    case sent = 1
    case failed = 2
}

/// MessageUI's text message composer, on Linux: there are no text messages, so `canSendText()`
/// is false (and so are subjects and attachments); it keeps what it is given, and presented
/// anyway shows that messages cannot be sent, its Cancel finishing with `.cancelled`.
@preconcurrency @MainActor
open class MFMessageComposeViewController: UINavigationController {
    /// Whether the device can send text messages: false on Linux.
    open class func canSendText() -> Bool { false }
    /// Whether messages can have subjects: false on Linux.
    open class func canSendSubject() -> Bool { false }
    /// Whether messages can have attachments: false on Linux.
    open class func canSendAttachments() -> Bool { false }
    /// Whether attachments of `uti` can be sent: false on Linux.
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

    /// The composer's delegate.
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    /// The recipients.
    open var recipients: [String]?
    /// The message.
    open var body: String?
    /// The subject.
    open var subject: String?
    /// The attachments given (their data and names).
    public private(set) var attachmentData: [(data: Data, typeIdentifier: String, fileName: String)] = []

    public init() {
        super.init(nibName: nil, bundle: nil)
        let unavailable = UnavailableComposerViewController(title: "Messages", message: "This computer cannot send messages.") { [unowned self] in
            messageComposeDelegate?.messageComposeViewController(self, didFinishWith: .cancelled)
        }
        setViewControllers([unavailable], animated: false)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds an attachment (kept: no messages are sent); false, as attachments cannot be sent.
    @discardableResult
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool {
        self.attachmentData.append((attachmentData, uti, filename))
        return false
    }
}

/// The message composer's delegate, as MessageUI's `MFMessageComposeViewControllerDelegate`.
@preconcurrency @MainActor
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    /// The composer finished: dismiss it here.
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// What a composer shows on Linux: why it cannot send, with Cancel.
@MainActor
final class UnavailableComposerViewController: UIViewController {
    private let message: String
    private let cancel: () -> Void

    init(title: String, message: String, cancel: @escaping () -> Void) {
        self.message = message
        self.cancel = cancel
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = message
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.frame = view.bounds.insetBy(dx: 20, dy: 0)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [unowned self] _ in cancel() })
    }
}
