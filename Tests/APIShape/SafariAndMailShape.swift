import MessageUI
import SafariServices
import UIKit

/// A settings screen's web page, mail and message rows as apps write them.
final class ShapeSupportViewController: UIViewController, SFSafariViewControllerDelegate, MFMailComposeViewControllerDelegate,
    MFMessageComposeViewControllerDelegate {
    func openHelp() {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        configuration.barCollapsingEnabled = false
        let safari = SFSafariViewController(url: URL(string: "https://example.com/help")!, configuration: configuration)
        safari.delegate = self
        safari.preferredBarTintColor = .systemBackground
        safari.preferredControlTintColor = .systemBlue
        safari.dismissButtonStyle = .done
        present(safari, animated: true)
    }

    func sendFeedback() {
        if MFMailComposeViewController.canSendMail() {
            let mail = MFMailComposeViewController()
            mail.mailComposeDelegate = self
            mail.setToRecipients(["support@example.com"])
            mail.setCcRecipients(nil)
            mail.setSubject("Feedback")
            mail.setMessageBody("Hello", isHTML: false)
            mail.addAttachmentData(Data(), mimeType: "text/plain", fileName: "log.txt")
            present(mail, animated: true)
        } else if MFMessageComposeViewController.canSendText() {
            let message = MFMessageComposeViewController()
            message.messageComposeDelegate = self
            message.recipients = ["5550100"]
            message.body = "Hello"
            present(message, animated: true)
        } else if let url = URL(string: "mailto:support@example.com") {
            UIApplication.shared.open(url)
        }
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}

    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}

    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
        switch result {
        case .sent, .saved: break
        case .cancelled, .failed: break
        @unknown default: break
        }
        controller.dismiss(animated: true)
    }

    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
        controller.dismiss(animated: true)
    }
}

@MainActor
func safariAndMailShape() {
    // Not sent: without mail the fallback opens a `mailto:` URL on the desktop.
    _ = (ShapeSupportViewController(), MFMailComposeViewController.canSendMail(), MFMessageComposeViewController.canSendSubject())
}
