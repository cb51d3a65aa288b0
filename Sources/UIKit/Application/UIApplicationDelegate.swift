import Foundation

/// The app's delegate, as UIKit's `UIApplicationDelegate`: told of launching, of the app's
/// activation and termination (for apps without scenes; apps with scenes hear their scene
/// delegates instead), and asked for scene configurations. Every method is optional (the
/// defaults do what UIKit does when a delegate lacks one). Mark the class `@main` (UIKit gives it
/// `main()`), or pass its name to `UIApplicationMain`.
///
/// What Linux lacks is said at each method: remote notifications, background URL sessions,
/// Handoff and state restoration's coders are never delivered.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's main window, for apps without scenes (default: none; declare a stored property).
    var window: UIWindow? { get set }

    /// The app finished launching (the older form, called when neither launching method exists).
    func applicationDidFinishLaunching(_ application: UIApplication)
    /// The app is about to finish launching. Return false to refuse a URL it was opened with.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app finished launching: set up its window here (without scenes).
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active (without scenes: its window has the desktop's focus).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app went to the background (its window minimised).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to come to the front.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end (its last window closed, or Control-Q).
    func applicationWillTerminate(_ application: UIApplication)
    /// Memory is short (never on Linux).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The day changed, or the time zone or the clock.
    func applicationSignificantTimeChange(_ application: UIApplication)
    /// Protected data becomes unavailable (never on Linux: no data protection).
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    /// Protected data became available (never on Linux).
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
    /// The app is asked to open a URL (without scenes). The default refuses it.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// The orientations the app's windows support (default: the Info.plist's, else all but
    /// upside down).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// The configuration of a scene about to connect. The default is the Info.plist's first
    /// configuration for the session's role.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// Sessions were discarded (their windows closed).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// An activity continues (never on Linux: no Handoff). The default declines.
    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool
    /// The device registered for remote notifications (never on Linux: no push service).
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Registering for remote notifications failed: on Linux, always (no push service).
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// A remote notification arrived (never on Linux).
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// A Home screen quick action was chosen (never on Linux: no Home screen).
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
    /// Events of a background URL session wait (never on Linux).
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void)
    /// Whether the app's state is saved for restoration (no coder is ever passed on Linux).
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Whether the app's state is restored (no coder is ever passed on Linux).
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        applicationDidFinishLaunching(application)
        return true
    }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationSignificantTimeChange(_ application: UIApplication) {}
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let first = SceneManifest.current.configurations[connectingSceneSession.role.rawValue]?.first
        return UISceneConfiguration(name: first?.name, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { false }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                            completionHandler: @escaping () -> Void) {}
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }

    /// Runs the app with this class as its delegate, as UIKit's `main()` for a `@main` delegate:
    /// `UIApplicationMain` with the class.
    public static func main() {
        guard let delegateClass = Self.self as? UIResponder.Type else {
            raiseException(.invalidArgumentException, "The app delegate class \(Self.self) must be a UIResponder subclass on Linux "
                + "(the application makes it with init?(coder:)).")
        }
        ApplicationHost.run(delegateClass: delegateClass, arguments: CommandLine.arguments)
    }
}

/// The result of a background fetch, as UIKit's `UIBackgroundFetchResult`.
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData = 0
    case noData = 1
    case failed = 2
}

/// An object that restores its state from an activity, as UIKit's `UIUserActivityRestoring`.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
