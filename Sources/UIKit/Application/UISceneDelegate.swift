import Foundation

/// What a scene's delegate hears of the scene's life cycle, as UIKit's `UISceneDelegate`.
/// Every method is optional (the defaults do nothing).
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene was made and connects to the app: set up its windows here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected (its desktop window closed).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active (its window has the desktop's focus).
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active (its window loses the focus).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the front (its window restored).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background (its window minimised).
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs (`UIApplication.open` of a URL the app handles; on Linux,
    /// URLs given to a running app: none).
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The activity that restores the scene's state: asked when the scene goes to the
    /// background; nothing stores it on Linux.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// The scene is about to restore its interaction state from an activity.
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
    /// A Handoff of the type is about to continue (never on Linux).
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// An activity continues in the scene (never on Linux: no Handoff).
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// A Handoff failed (never on Linux).
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// The scene's activity was updated.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}

/// What a window scene's delegate hears, as UIKit's `UIWindowSceneDelegate`: its `window` is
/// the scene's main window (the app makes it in `scene(_:willConnectTo:options:)`).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (default: none; declare a stored property to keep one).
    var window: UIWindow? { get set }
    /// The scene's size, orientation or traits changed (its desktop window resized).
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection)
    /// A Home screen quick action was chosen (never on Linux).
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                            traitCollection previousTraitCollection: UITraitCollection) {}
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}
