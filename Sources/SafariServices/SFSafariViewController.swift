import Foundation
import UIKit

/// SafariServices' in-app browser, on Linux: there is no browser engine to embed, so when it
/// appears the page opens in the desktop's browser (`UIApplication.shared.open`, `xdg-open`; the
/// delegate hears `safariViewControllerWillOpenInBrowser(_:)`), and the controller shows the
/// page's address under a bar with the dismiss button (Done, Close or Cancel) and Open Again.
/// The dismiss button dismisses it and calls `safariViewControllerDidFinish(_:)`. No page loads
/// inside the app, so `safariViewController(_:didCompleteInitialLoad:)` is never called. A URL
/// that is not HTTP or HTTPS raises UIKit's exception, as on iOS.
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
    /// How the controller is set up, as SafariServices' `SFSafariViewController.Configuration`.
    open class Configuration: NSObject, @unchecked Sendable {
        /// Whether Reader shows when the page has it (kept: the page shows in the desktop's browser).
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse on scrolling (kept).
        open var barCollapsingEnabled = true

        public override init() {
            super.init()
        }
    }

    /// The title of the button that dismisses the controller.
    public enum DismissButtonStyle: Int, Sendable {
        case done = 0
        case close = 1
        case cancel = 2
    }

    /// The controller's delegate.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bar's color.
    open var preferredBarTintColor: UIColor? { didSet { applyColors() } }
    /// The buttons' color.
    open var preferredControlTintColor: UIColor? { didSet { applyColors() } }
    /// The dismiss button's title (Done).
    open var dismissButtonStyle: DismissButtonStyle = .done { didSet { updateDismissButton() } }
    /// The configuration it was made with.
    public let configuration: Configuration
    /// The page.
    let url: URL
    private var opened = false
    private let bar = UINavigationBar()
    private let addressLabel = UILabel()

    /// A controller showing `url` (HTTP or HTTPS), as SafariServices' `init(url:configuration:)`.
    public init(url: URL, configuration: Configuration) {
        guard ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            raiseException(.invalidArgumentException, "The specified URL has an unsupported scheme. Only HTTP and HTTPS URLs are supported.")
        }
        self.url = url
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller showing `url` with the default configuration.
    public convenience init(url: URL) {
        self.init(url: url, configuration: Configuration())
    }

    /// The deprecated form that names whether Reader shows.
    public convenience init(url: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: url, configuration: configuration)
    }

    public required init?(coder: NSCoder) {
        fatalError("SFSafariViewController is made with init(url:)")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let item = UINavigationItem(title: url.host ?? url.absoluteString)
        bar.items = [item]
        bar.translatesAutoresizingMaskIntoConstraints = false
        addressLabel.text = url.absoluteString
        addressLabel.font = .preferredFont(forTextStyle: .body)
        addressLabel.textColor = .secondaryLabel
        addressLabel.numberOfLines = 0
        addressLabel.textAlignment = .center
        addressLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        view.addSubview(addressLabel)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            addressLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            addressLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            addressLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        item.rightBarButtonItem = UIBarButtonItem(title: "Open Again", primaryAction: UIAction { [unowned self] _ in openInBrowser() })
        updateDismissButton()
        applyColors()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !opened { openInBrowser() }
    }

    /// Opens the page in the desktop's browser, telling the delegate first.
    private func openInBrowser() {
        opened = true
        delegate?.safariViewControllerWillOpenInBrowser(self)
        UIApplication.shared.open(url)
    }

    private func updateDismissButton() {
        guard isViewLoaded else { return }
        let system: UIBarButtonItem.SystemItem = switch dismissButtonStyle {
        case .done: .done
        case .close: .close
        case .cancel: .cancel
        }
        bar.items?.first?.leftBarButtonItem = UIBarButtonItem(systemItem: system, primaryAction: UIAction { [unowned self] _ in
            dismiss(animated: true)
            delegate?.safariViewControllerDidFinish(self)
        })
    }

    private func applyColors() {
        guard isViewLoaded else { return }
        bar.barTintColor = preferredBarTintColor
        bar.tintColor = preferredControlTintColor
    }
}

/// The in-app browser's delegate, as SafariServices' `SFSafariViewControllerDelegate`; every
/// method is optional.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// The user dismissed the controller.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page finished loading (never here: no page loads in the app).
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    /// The first page redirected (never here).
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    /// The page is about to open in the browser.
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
    /// Activities for the share sheet (no share sheet here: not asked).
    func safariViewController(_ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?) -> [UIActivity]
    /// Activities to leave out of the share sheet (not asked).
    func safariViewController(_ controller: SFSafariViewController, excludedActivityTypesFor URL: URL, title: String?) -> [UIActivity.ActivityType]
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?) -> [UIActivity] { [] }
    public func safariViewController(_ controller: SFSafariViewController, excludedActivityTypesFor URL: URL,
                                     title: String?) -> [UIActivity.ActivityType] { [] }
}
