import MessageUI
import SafariServices
import UIKit
import XCTest

/// A settings screen's "Privacy Policy" and "Contact Us" rows as iOS apps write them: the
/// in-app browser for a web page, mail when the device can send it, else a `mailto:` URL.
final class SafariAndMailPortingTests: XCTestCase {
    final class SettingsViewController: UIViewController, SFSafariViewControllerDelegate, MFMailComposeViewControllerDelegate {
        var finished = 0
        var openedInBrowser = 0
        var mailResults: [MFMailComposeResult] = []

        func showPrivacyPolicy() {
            let safari = SFSafariViewController(url: URL(string: "https://example.com/privacy")!)
            safari.delegate = self
            safari.dismissButtonStyle = .close
            safari.preferredControlTintColor = .systemPink
            present(safari, animated: false)
        }

        func contactUs() {
            guard MFMailComposeViewController.canSendMail() else {
                UIApplication.shared.open(URL(string: "mailto:help@example.com?subject=Hello")!)
                return
            }
            let mail = MFMailComposeViewController()
            mail.mailComposeDelegate = self
            mail.setToRecipients(["help@example.com"])
            present(mail, animated: false)
        }

        func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
            finished += 1
        }

        func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {
            openedInBrowser += 1
        }

        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            mailResults.append(result)
            controller.dismiss(animated: false)
        }
    }

    private var window: UIWindow!
    private var settings: SettingsViewController!
    private var opened: [URL] = []
    private var savedOpener: ((URL) -> Bool)!

    override func setUp() {
        MainActor.assumeIsolated {
            savedOpener = UIApplication.urlOpener
            UIApplication.urlOpener = { [unowned self] url in
                opened.append(url)
                return true
            }
        }
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        settings = SettingsViewController()
        window.rootViewController = settings
        window.makeKeyAndVisible()
    }

    override func tearDown() {
        MainActor.assumeIsolated { UIApplication.urlOpener = savedOpener }
        window.isHidden = true
    }

    func testThePageOpensInTheDesktopsBrowserAndCloseFinishes() throws {
        settings.showPrivacyPolicy()
        let safari = try XCTUnwrap(settings.presentedViewController as? SFSafariViewController)
        safari.viewDidAppear(false)
        XCTAssertEqual(opened, [URL(string: "https://example.com/privacy")!])
        XCTAssertEqual(settings.openedInBrowser, 1)
        safari.viewDidAppear(false)
        XCTAssertEqual(opened.count, 1, "opened once")
        let bar = try XCTUnwrap(safari.view.subviews.compactMap { $0 as? UINavigationBar }.first)
        let close = try XCTUnwrap(bar.items?.first?.leftBarButtonItem)
        XCTAssertEqual(bar.tintColor, .systemPink)
        close.primaryAction?.performWithSender(nil, target: nil)
        XCTAssertEqual(settings.finished, 1)
    }

    func testOnlyWebAddressesAreAccepted() {
        XCTAssertNotNil(SFSafariViewController(url: URL(string: "http://example.com")!).configuration)
        XCTAssertFalse(SFSafariViewController.Configuration().entersReaderIfAvailable)
    }

    func testWithoutMailTheAppFallsBackToAMailtoURL() {
        XCTAssertFalse(MFMailComposeViewController.canSendMail())
        XCTAssertFalse(MFMessageComposeViewController.canSendText())
        settings.contactUs()
        XCTAssertNil(settings.presentedViewController)
        XCTAssertEqual(opened.map(\.scheme), ["mailto"])
    }

    func testAComposerPresentedAnywayCancels() throws {
        let mail = MFMailComposeViewController()
        mail.mailComposeDelegate = settings
        mail.setSubject("Hello")
        mail.setToRecipients(["help@example.com"])
        mail.setMessageBody("<b>Hi</b>", isHTML: true)
        mail.addAttachmentData(Data([1, 2]), mimeType: "application/octet-stream", fileName: "log.bin")
        XCTAssertEqual(mail.subject, "Hello")
        XCTAssertEqual(mail.attachments.map(\.fileName), ["log.bin"])
        settings.present(mail, animated: false)
        let screen = try XCTUnwrap(mail.topViewController)
        _ = screen.view
        screen.navigationItem.leftBarButtonItem?.primaryAction?.performWithSender(nil, target: nil)
        XCTAssertEqual(settings.mailResults, [.cancelled])
    }
}
