import Foundation

/// One instance of the app's user interface, as UIKit's `UIScene` (iOS 13): made by the
/// application when a scene session connects, from the session's `UISceneConfiguration`, with
/// its delegate (which it keeps), and moved through its activation states by the application —
/// on Linux, by the desktop's window: focused is active, unfocused inactive, minimised background.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life cycle, as UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the application's process.
        case unattached = -1
        /// In front and receiving events.
        case foregroundActive = 0
        /// In front, not receiving events (a window not focused).
        case foregroundInactive = 1
        /// Not shown (a minimised window).
        case background = 2
    }

    /// What a scene was connected with, as UIKit's `UIScene.ConnectionOptions`: on Linux a scene
    /// connects with the URLs given on the command line (see the porting guide), else nothing.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs to open.
        open internal(set) var urlContexts: Set<UIOpenURLContext> = []
        /// The bundle identifier of the app that asked to open them: nil on Linux.
        open internal(set) var sourceApplication: String?
        /// The activity type of a Handoff: nil (no Handoff on Linux).
        open internal(set) var handoffUserActivityType: String?
        /// The activities to continue: those passed to `requestSceneSessionActivation`.
        open internal(set) var userActivities: Set<NSUserActivity> = []
        /// The Home screen quick action chosen: nil (no Home screen on Linux).
        open internal(set) var shortcutItem: UIApplicationShortcutItem?

        override init() {
            super.init()
        }
    }

    /// The options of a request to activate a scene, as UIKit's `UIScene.ActivationRequestOptions`.
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene asking.
        open var requestingScene: UIScene?

        public override init() {
            super.init()
        }
    }

    /// The options of a request to destroy a scene session, as UIKit's
    /// `UISceneDestructionRequestOptions`.
    public typealias DestructionRequestOptions = UISceneDestructionRequestOptions

    /// Posted after a scene connects (before its delegate's `scene(_:willConnectTo:options:)`).
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene was disconnected.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene became active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to come to the front.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// Makes a scene for `session`; the application makes them, as UIKit's.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Scenes are made by the application from sessions, not archived.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The session the scene belongs to.
    open private(set) var session: UISceneSession

    /// The scene's delegate (kept by the scene): its life-cycle methods are called.
    open var delegate: (any UISceneDelegate)?

    /// Where the scene is in its life cycle.
    open internal(set) var activationState: ActivationState = .unattached

    /// The scene's title: the title of its window on the desktop.
    open var title: String! = ""

    /// A subtitle (Mac Catalyst shows it under the title; not shown on Linux).
    open var subtitle: String = ""

    /// Opens `url` as `UIApplication.open(_:options:completionHandler:)` does.
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        UIApplication.shared.open(url, options: options?.universalLinksOnly == true ? [.universalLinksOnly: true] : [:]) { opened in
            completion?(opened)
        }
    }

    /// The options of `open(_:options:completionHandler:)`, as UIKit's.
    @preconcurrency @MainActor
    open class OpenExternalURLOptions: NSObject {
        /// Open only universal links (none open on Linux).
        open var universalLinksOnly = false

        public override init() {
            super.init()
        }
    }

    /// The next responder: the application.
    open override var next: UIResponder? { UIApplication.shared }
}

/// The options of a request to destroy a scene session, as UIKit's `UISceneDestructionRequestOptions`.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() {
        super.init()
    }
}

/// A URL a scene was asked to open, as UIKit's `UIOpenURLContext`.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL.
    open private(set) var url: URL
    /// How it was asked to open.
    open private(set) var options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        (self.url, self.options) = (url, options)
        super.init()
    }
}

extension UIScene {
    /// How a URL was asked to open, as UIKit's `UIScene.OpenURLOptions`.
    @preconcurrency @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked: nil on Linux.
        open internal(set) var sourceApplication: String?
        /// The annotation the asking app gave: nil.
        open internal(set) var annotation: Any?
        /// Whether the file must be opened in place: false.
        open internal(set) var openInPlace = false

        override init() {
            super.init()
        }
    }
}
