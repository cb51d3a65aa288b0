import Foundation
import UIKit

// Issue 32: an app's entry point as Xcode's templates write it — the app delegate (which `@main`
// marks in an app: UIKit gives it `main()`), the scene delegate with its window, the Info.plist's
// scene configuration, and the application's life-cycle members apps read.

class ShapeAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _ = launchOptions?[.url] as? URL
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    func applicationWillTerminate(_ application: UIApplication) {}
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { false }
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .all }
}

class ShapeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        window?.makeKeyAndVisible()
        _ = connectionOptions.urlContexts.first?.url
    }

    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A custom window class, as apps subclass it for shake detection and overlays.
class ShapeWindow: UIWindow {
    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A game's controller locking the pointer (iOS 14).
class ShapeGameController: UIViewController {
    override var prefersPointerLocked: Bool { super.prefersPointerLocked }
    override var childViewControllerForPointerLock: UIViewController? { super.childViewControllerForPointerLock }
    override func setNeedsUpdateOfPrefersPointerLocked() { super.setNeedsUpdateOfPrefersPointerLocked() }
}

@MainActor func appLifecycleShape() {
    let application = UIApplication.shared
    let state: UIApplication.State = application.applicationState
    _ = state == .active
    let windowScene = application.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
    _ = windowScene?.windows.first { $0.isKeyWindow }
    _ = windowScene?.keyWindow?.rootViewController
    _ = windowScene?.interfaceOrientation.isLandscape
    _ = windowScene?.pointerLockState?.isLocked
    let topInset: CGFloat = windowScene?.statusBarManager?.statusBarFrame.height ?? 0
    _ = topInset
    _ = application.preferredContentSizeCategory.isAccessibilityCategory
    if application.supportsAlternateIcons { application.setAlternateIconName("Dark") { error in _ = error } }
    _ = UIPointerLockState.didChangeNotification
    _ = application.delegate as? ShapeAppDelegate
    _ = application.supportsMultipleScenes
    application.isIdleTimerDisabled = false
    let task = application.beginBackgroundTask { }
    application.endBackgroundTask(task)
    _ = UIBackgroundTaskIdentifier.invalid
    let names: [Notification.Name] = [UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
                                      UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
                                      UIScene.didActivateNotification, UIScene.willDeactivateNotification]
    _ = names
    let activity = NSUserActivity(activityType: "com.example.browsing")
    activity.title = "Browsing"
    activity.userInfo = ["id": 1]
    _ = activity.activityType
    _ = UIApplicationShortcutItem(type: "new", localizedTitle: "New")
    let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
    configuration.delegateClass = ShapeSceneDelegate.self
    _ = configuration.role == .windowApplication
    // Asset catalogs.
    _ = UIColor(named: "AccentColor") ?? .tintColor
    _ = UIColor(named: "Brand", in: Bundle.main, compatibleWith: windowScene?.traitCollection)
    if let asset = NSDataAsset(name: "Photos", bundle: .main) { _ = (asset.name, asset.data, asset.typeIdentifier, NSDataAsset(name: "Photos")) }
    _ = UIImage(named: "Logo", in: .main, compatibleWith: nil)
    if false {
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ShapeAppDelegate.self))
    }
    UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)
}
