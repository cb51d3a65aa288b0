import Foundation

/// The application's states, launch keys and notifications, as UIKit declares them.
extension UIApplication {
    /// Where the app is in its life cycle, as UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        /// In front, receiving events.
        case active = 0
        /// In front, not receiving events.
        case inactive = 1
        /// Not shown.
        case background = 2
    }

    /// A key of the launch options, as UIKit's `UIApplication.LaunchOptionsKey`. On Linux an app
    /// launched with URLs on its command line gets them under `.url` (the first), else no
    /// options (nil), as an app launched from the Home screen.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }

    /// A key of `application(_:open:options:)`'s options, as UIKit's `UIApplication.OpenURLOptionsKey`.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// Posted after the delegate's `application(_:didFinishLaunchingWithOptions:)`.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active (its first scene did).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active (its last active scene is).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background (all its scenes did).
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when memory is short (never on Linux).
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the day changes, or the time zone or the clock.
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")

    /// Asks for a device token for remote notifications. Linux has no push service: the
    /// delegate's `application(_:didFailToRegisterForRemoteNotificationsWithError:)` is told so
    /// on the next turn of the main run loop.
    public func registerForRemoteNotifications() {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                let error = NSError(domain: NSCocoaErrorDomain, code: 3010,
                                    userInfo: [NSLocalizedDescriptionKey: "remote notifications are not supported on Linux"])
                self.delegate?.application(self, didFailToRegisterForRemoteNotificationsWithError: error)
            }
        }
    }

    /// Stops asking for remote notifications (none were delivered).
    public func unregisterForRemoteNotifications() {}

    /// Asks for time to finish work in the background. A Linux process is not suspended in the
    /// background, so the time never runs out: the expiration handler is never called, and
    /// `backgroundTimeRemaining` is unlimited.
    public func beginBackgroundTask(withName taskName: String? = nil, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
        -> UIBackgroundTaskIdentifier {
        Self.nextBackgroundTask += 1
        return UIBackgroundTaskIdentifier(rawValue: Self.nextBackgroundTask)
    }

    /// Asks for time to finish work in the background (see `beginBackgroundTask(withName:expirationHandler:)`).
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Ends a background task.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

    /// The time the app has left in the background: unlimited on Linux.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    private static var nextBackgroundTask = 0

    /// Asks for a scene: a new one (`sceneSession` nil) opens another desktop window, when the
    /// Info.plist allows several scenes; an existing session's scene becomes active.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) {
        if let sceneSession, let scene = sceneSession.scene {
            Self.sceneActivationRequested?(scene)
            return
        }
        guard supportsMultipleScenes || sceneList.isEmpty else {
            errorHandler?(NSError(domain: "UISceneErrorDomain", code: 0,
                                  userInfo: [NSLocalizedDescriptionKey: "The application does not support multiple scenes."]))
            return
        }
        let options = UIScene.ConnectionOptions()
        if let userActivity { options.userActivities = [userActivity] }
        _ = connectScene(role: .windowApplication, options: options)
    }

    /// Closes a session's scene (its desktop window).
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        guard let scene = sceneSession.scene else { return }
        disconnect(scene)
        delegate?.application(self, didDiscardSceneSessions: [sceneSession])
    }
}

/// A background task's identifier, as UIKit's `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
