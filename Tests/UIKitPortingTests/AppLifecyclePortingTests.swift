import XCTest
@_spi(Host) import UIKit

/// What happened to the app, in order.
private var lifecycleEvents: [String] = []

/// An app delegate as Xcode's template writes it (with the scene configuration method).
final class LifecycleAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        lifecycleEvents.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        lifecycleEvents.append("didFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        lifecycleEvents.append("configurationForConnecting")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        lifecycleEvents.append("applicationDidBecomeActive")
    }
}

/// A scene delegate as Xcode's template writes it, making its window in code.
final class LifecycleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        lifecycleEvents.append("willConnect")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = TransitionRecorder()
        window?.makeKeyAndVisible()
    }

    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection) {
        lifecycleEvents.append("didUpdate from \(previousCoordinateSpace.bounds.size), \(previousTraitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
    }

    func sceneDidBecomeActive(_ scene: UIScene) { lifecycleEvents.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { lifecycleEvents.append("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { lifecycleEvents.append("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { lifecycleEvents.append("sceneDidEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { lifecycleEvents.append("sceneDidDisconnect") }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        lifecycleEvents += URLContexts.map { "open \($0.url.absoluteString)" }
    }
}

/// A root controller that records the size transitions it hears.
final class TransitionRecorder: UIViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        lifecycleEvents.append("viewWillTransition to \(size)")
    }
}

/// A game's controller: it locks the pointer while it plays, through a child.
final class GameController: UIViewController {
    let board = BoardController()
    override var childViewControllerForPointerLock: UIViewController? { board }
}

final class BoardController: UIViewController {
    var playing = true
    override var prefersPointerLocked: Bool { playing }
}

/// An app without scenes: it makes its window in `didFinishLaunching`.
final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        lifecycleEvents.append("didFinishLaunching")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { lifecycleEvents.append("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { lifecycleEvents.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { lifecycleEvents.append("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { lifecycleEvents.append("applicationWillEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { lifecycleEvents.append("applicationWillTerminate") }
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        lifecycleEvents.append("open \(url.absoluteString)")
        return true
    }
}

/// The app's and its scenes' life cycle as UIKit runs it: launching, connecting a scene from
/// the Info.plist's manifest, activation, the background, and the windows scenes own.
final class AppLifecyclePortingTests: XCTestCase {
    private var observers: [NSObjectProtocol] = []

    private let sceneManifest: [String: Any] = [
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [[
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).LifecycleSceneDelegate",
                ]],
            ],
        ],
    ]

    override func setUp() {
        super.setUp()
        lifecycleEvents = []
        for name in [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
                     UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                     UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
                     UIScene.willConnectNotification, UIScene.didActivateNotification, UIScene.didDisconnectNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { notification in
                lifecycleEvents.append(notification.name.rawValue)
            })
        }
    }

    override func tearDown() {
        observers.forEach(NotificationCenter.default.removeObserver)
        UIApplication.shared.resetLaunch()
        super.tearDown()
    }

    func testASceneAppLaunchesConnectsItsSceneAndBecomesActiveInUIKitsOrder() throws {
        let application = UIApplication.shared
        application.launch(delegate: LifecycleAppDelegate(), infoDictionary: sceneManifest, moduleName: "UIKitPortingTests")
        XCTAssertEqual(lifecycleEvents, ["willFinishLaunching", "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification",
                                         "configurationForConnecting", "UISceneWillConnectNotification", "willConnect",
                                         "sceneWillEnterForeground"])
        XCTAssertEqual(application.applicationState, .inactive)
        let scene = try XCTUnwrap(application.connectedScenes.first as? UIWindowScene)
        XCTAssertEqual(application.connectedScenes.count, 1)
        XCTAssertEqual(scene.activationState, .foregroundInactive)
        XCTAssertEqual(scene.session.configuration.name, "Default Configuration")
        XCTAssertTrue(scene.session.configuration.delegateClass == LifecycleSceneDelegate.self)
        let delegate = try XCTUnwrap(scene.delegate as? LifecycleSceneDelegate)
        XCTAssertTrue(delegate.window?.windowScene === scene)
        XCTAssertEqual(scene.windows.count, 1)
        XCTAssertTrue(scene.keyWindow === delegate.window)
        XCTAssertEqual(delegate.window?.frame, UIScreen.main.bounds)

        lifecycleEvents = []
        application.setActivationState(.foregroundActive, of: scene)
        // With scenes, the app delegate's own activation methods are not called; the
        // application's notifications still go out.
        XCTAssertEqual(lifecycleEvents, ["sceneDidBecomeActive", "UISceneDidActivateNotification",
                                         "UIApplicationDidBecomeActiveNotification"])
        XCTAssertEqual(application.applicationState, .active)

        lifecycleEvents = []
        application.setActivationState(.background, of: scene)
        XCTAssertEqual(lifecycleEvents, ["sceneWillResignActive", "UIApplicationWillResignActiveNotification",
                                         "sceneDidEnterBackground", "UIApplicationDidEnterBackgroundNotification"])
        XCTAssertEqual(application.applicationState, .background)

        lifecycleEvents = []
        application.setActivationState(.foregroundActive, of: scene)
        XCTAssertEqual(lifecycleEvents, ["sceneWillEnterForeground", "UIApplicationWillEnterForegroundNotification",
                                         "sceneDidBecomeActive", "UISceneDidActivateNotification",
                                         "UIApplicationDidBecomeActiveNotification"])
    }

    func testTheKeyWindowIsFoundThroughTheConnectedScenesAsLibrariesLookForIt() {
        UIApplication.shared.launch(delegate: LifecycleAppDelegate(), infoDictionary: sceneManifest, moduleName: "UIKitPortingTests")
        let keyWindow = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }
        XCTAssertNotNil(keyWindow)
        XCTAssertTrue(keyWindow === UIApplication.shared.windows.last)
        // No status bar on a desktop window: layouts that subtract its height subtract nothing.
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        XCTAssertEqual(scene?.statusBarManager?.statusBarFrame, .zero)
        XCTAssertEqual(scene?.statusBarManager?.isStatusBarHidden, true)
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .large)
        // The app delegate is the application's next responder.
        XCTAssertTrue(UIApplication.shared.next === UIApplication.shared.delegate)
    }

    func testAWindowShownWithoutAnAppJoinsTheApplicationsScene() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let scene = window.windowScene
        XCTAssertNotNil(scene)
        XCTAssertTrue(UIApplication.shared.connectedScenes.contains { $0 === scene })
        XCTAssertTrue(scene?.windows.contains { $0 === window } ?? false)
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        XCTAssertEqual(scene?.activationState, .foregroundActive)
    }

    func testAnAppWithoutScenesHearsTheApplicationsLifeCycle() {
        let application = UIApplication.shared
        application.launch(delegate: WindowAppDelegate(), infoDictionary: [:], moduleName: "UIKitPortingTests")
        XCTAssertEqual(lifecycleEvents, ["didFinishLaunching", "UIApplicationDidFinishLaunchingNotification"])
        XCTAssertFalse(application.usesScenes)
        XCTAssertNotNil(application.keyWindow)
        // The window joins the one scene UIKit gives apps without a manifest.
        XCTAssertEqual(application.connectedScenes.count, 1)

        lifecycleEvents = []
        application.setApplicationState(.active)
        application.setApplicationState(.background)
        application.terminate()
        XCTAssertEqual(lifecycleEvents, ["applicationDidBecomeActive", "UIApplicationDidBecomeActiveNotification",
                                         "applicationWillResignActive", "UIApplicationWillResignActiveNotification",
                                         "applicationDidEnterBackground", "UIApplicationDidEnterBackgroundNotification",
                                         "applicationWillTerminate", "UIApplicationWillTerminateNotification"])
        XCTAssertEqual(application.connectedScenes.first?.activationState, .background)
    }

    func testASecondSceneIsRefusedWithoutMultipleScenesAndADisconnectedSceneLetsItsWindowsGo() throws {
        let application = UIApplication.shared
        application.launch(delegate: LifecycleAppDelegate(), infoDictionary: sceneManifest, moduleName: "UIKitPortingTests")
        XCTAssertFalse(application.supportsMultipleScenes)
        var refused: Error?
        application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { refused = $0 }
        XCTAssertNotNil(refused)
        XCTAssertEqual(application.connectedScenes.count, 1)

        let scene = try XCTUnwrap(application.connectedScenes.first as? UIWindowScene)
        let window = try XCTUnwrap(scene.windows.first)
        lifecycleEvents = []
        application.requestSceneSessionDestruction(scene.session, options: nil)
        XCTAssertEqual(lifecycleEvents, ["sceneDidEnterBackground", "UIApplicationDidEnterBackgroundNotification",
                                         "sceneDidDisconnect", "UISceneDidDisconnectNotification"])
        XCTAssertEqual(scene.activationState, .unattached)
        XCTAssertNil(window.windowScene)
        XCTAssertNil(scene.session.scene)
        XCTAssertTrue(application.connectedScenes.isEmpty)
    }

    func testResizingTheScreenResizesTheWindowsWithTheirTransitionsSizeClassesAndSceneDelegate() throws {
        let screenBounds = UIScreen.main.bounds
        defer { UIScreen.main.bounds = screenBounds }
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        let application = UIApplication.shared
        application.launch(delegate: LifecycleAppDelegate(), infoDictionary: sceneManifest, moduleName: "UIKitPortingTests")
        let scene = try XCTUnwrap(application.connectedScenes.first as? UIWindowScene)
        let window = try XCTUnwrap(scene.keyWindow)
        XCTAssertEqual(scene.interfaceOrientation, .portrait)
        lifecycleEvents = []
        application.resizeScreen(to: CGSize(width: 1024, height: 768))
        XCTAssertEqual(lifecycleEvents, ["viewWillTransition to (1024.0, 768.0)", "didUpdate from (375.0, 667.0), compact"])
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 1024, height: 768))
        XCTAssertEqual(window.rootViewController?.view.frame.size, CGSize(width: 1024, height: 768))
        XCTAssertEqual(window.rootViewController?.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(scene.interfaceOrientation, .landscapeRight)
        application.resizeScreen(to: CGSize(width: 400, height: 700))
        XCTAssertEqual(window.rootViewController?.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(window.rootViewController?.traitCollection.verticalSizeClass, .regular)
    }

    func testThePointerLocksWhileTheSceneIsActiveAndItsControllerPrefersIt() throws {
        let application = UIApplication.shared
        application.launch(delegate: LifecycleAppDelegate(), infoDictionary: sceneManifest, moduleName: "UIKitPortingTests")
        let scene = try XCTUnwrap(application.connectedScenes.first as? UIWindowScene)
        let game = GameController()
        game.addChild(game.board)
        scene.keyWindow?.rootViewController = game
        let state = try XCTUnwrap(scene.pointerLockState)
        lifecycleEvents = []
        let observer = NotificationCenter.default.addObserver(forName: UIPointerLockState.didChangeNotification, object: nil, queue: nil) { note in
            XCTAssertTrue(note.userInfo?[UIPointerLockState.sceneUserInfoKey] as? UIScene === scene)
            lifecycleEvents.append("locked \((note.object as? UIPointerLockState)?.isLocked ?? false)")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        XCTAssertFalse(state.isLocked, "not while the scene is inactive")
        application.setActivationState(.foregroundActive, of: scene)
        XCTAssertTrue(state.isLocked)
        game.board.playing = false
        XCTAssertTrue(state.isLocked, "until the controller says its preference changed")
        game.board.setNeedsUpdateOfPrefersPointerLocked()
        XCTAssertFalse(state.isLocked)
        game.board.playing = true
        game.setNeedsUpdateOfPrefersPointerLocked()
        application.setActivationState(.foregroundInactive, of: scene)
        XCTAssertEqual(lifecycleEvents.filter { $0.hasPrefix("locked") }, ["locked true", "locked false", "locked true", "locked false"])
    }

    func testAnAppWithMultipleScenesConnectsASceneForEachRequest() throws {
        var manifest = sceneManifest
        var sceneManifest = try XCTUnwrap(manifest["UIApplicationSceneManifest"] as? [String: Any])
        sceneManifest["UIApplicationSupportsMultipleScenes"] = true
        manifest["UIApplicationSceneManifest"] = sceneManifest
        let application = UIApplication.shared
        application.launch(delegate: LifecycleAppDelegate(), infoDictionary: manifest, moduleName: "UIKitPortingTests")
        XCTAssertTrue(application.supportsMultipleScenes)
        let first = try XCTUnwrap(application.connectedScenes.first)
        lifecycleEvents = []
        application.requestSceneSessionActivation(nil, userActivity: NSUserActivity(activityType: "com.example.photo"), options: nil)
        XCTAssertEqual(application.connectedScenes.count, 2)
        XCTAssertEqual(lifecycleEvents, ["configurationForConnecting", "UISceneWillConnectNotification", "willConnect", "sceneWillEnterForeground"])
        let second = try XCTUnwrap(application.connectedScenes.first { $0 !== first } as? UIWindowScene)
        XCTAssertNotNil((second.delegate as? LifecycleSceneDelegate)?.window)
        XCTAssertEqual(application.openSessions.count, 2)
        // Asking for a connected scene's session brings its window forward (the host raises it).
        var raised: UIScene?
        UIApplication.sceneActivationRequested = { raised = $0 }
        defer { UIApplication.sceneActivationRequested = nil }
        application.requestSceneSessionActivation(first.session, userActivity: nil, options: nil)
        XCTAssertTrue(raised === first)
        XCTAssertEqual(application.connectedScenes.count, 2)
    }

    func testAURLOfTheAppsOwnSchemeOpensInTheApp() throws {
        var manifest = sceneManifest
        manifest["CFBundleURLTypes"] = [["CFBundleURLName": "com.example.photos", "CFBundleURLSchemes": ["Photos"]]]
        let application = UIApplication.shared
        application.launch(delegate: LifecycleAppDelegate(), infoDictionary: manifest, moduleName: "UIKitPortingTests")
        let url = try XCTUnwrap(URL(string: "photos://album/3"))
        XCTAssertTrue(application.canOpenURL(url))
        lifecycleEvents = []
        var opened: Bool?
        application.open(url) { opened = $0 }
        XCTAssertEqual(opened, true)
        XCTAssertEqual(lifecycleEvents, ["open photos://album/3"])

        // An app without scenes hears it in its app delegate.
        application.launch(delegate: WindowAppDelegate(), infoDictionary: ["CFBundleURLTypes": manifest["CFBundleURLTypes"]!],
                           moduleName: "UIKitPortingTests")
        lifecycleEvents = []
        application.open(url)
        XCTAssertEqual(lifecycleEvents, ["open photos://album/3"])
    }

    func testAConfigurationNamingAMissingClassConnectsTheSceneWithoutADelegate() {
        var manifest = sceneManifest
        manifest["UIApplicationSceneManifest"] = [
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneDelegateClassName": "NoSuchSceneDelegate"]]],
        ]
        UIApplication.shared.launch(delegate: WindowAppDelegate(), infoDictionary: manifest, moduleName: "UIKitPortingTests")
        let scene = UIApplication.shared.connectedScenes.first
        XCTAssertNotNil(scene)
        XCTAssertNil(scene?.delegate)
    }
}
