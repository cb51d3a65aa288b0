import Foundation

/// The life cycle of the app and its scenes: launching, connecting scenes, and moving them
/// between the foreground and the background, with UIKit's delegate calls and notifications in
/// UIKit's order (the delegate hears first, then the notification goes out). A window host
/// drives it from the desktop (`UIApplicationMain`); tests drive it directly.
extension UIApplication {
    /// Launches the app with `delegate`: `willFinishLaunching`, `didFinishLaunching` and its
    /// notification, then — when `infoDictionary` has a scene manifest — connects the first
    /// scene. Class names in the manifest resolve in `moduleName` (the app's module).
    @_spi(Host) public func launch(delegate: any UIApplicationDelegate, infoDictionary: [String: Any]?, moduleName: String?,
                                   launchOptions: [LaunchOptionsKey: Any]? = nil) {
        // Scenes connected before (for windows shown without an app, as in tests) end.
        for scene in sceneList { disconnect(scene) }
        launchedDelegate = delegate
        self.delegate = delegate
        applicationState = .inactive
        SceneManifest.current = SceneManifest(infoDictionary: infoDictionary, moduleName: moduleName)
        _ = delegate.application(self, willFinishLaunchingWithOptions: launchOptions)
        _ = delegate.application(self, didFinishLaunchingWithOptions: launchOptions)
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        if SceneManifest.current.exists {
            let options = UIScene.ConnectionOptions()
            if let url = launchOptions?[.url] as? URL { options.urlContexts = [UIOpenURLContext(url: url)] }
            _ = connectScene(role: .windowApplication, options: options)
        }
    }

    /// Ends what `launch` started — the scenes, the delegate, the manifest — and leaves the
    /// application active, as before any launch (for tests that launch apps one after another).
    @_spi(Host) public func resetLaunch() {
        for scene in sceneList { disconnect(scene) }
        (delegate, launchedDelegate) = (nil, nil)
        SceneManifest.current = SceneManifest()
        applicationState = .active
    }

    /// Whether the launched app uses scenes (its Info.plist has a scene manifest).
    @_spi(Host) public var usesScenes: Bool { SceneManifest.current.exists }

    /// Connects a new scene of `role`: its session, the delegate's configuration, the scene and
    /// its delegate made from the configuration's classes, `willConnectNotification`, then the
    /// delegate's `scene(_:willConnectTo:options:)`. The scene is left in the foreground,
    /// inactive (the host activates it when its window has the focus).
    @discardableResult
    func connectScene(role: UISceneSession.Role, options: UIScene.ConnectionOptions) -> UIScene {
        let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role))
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: nil, sessionRole: role)
        session.configuration = configuration
        let sceneClass = (configuration.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: options)
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            if let responderClass = delegateClass as? UIResponder.Type, let made = responderClass.init(coder: NSCoder()) as? any UISceneDelegate {
                scene.delegate = made
            } else {
                Diagnostics.report("[SceneConfiguration] The scene delegate class \(NSStringFromClass(delegateClass)) is not a UIResponder "
                                   + "that conforms to UISceneDelegate: the scene connects without a delegate.")
            }
        }
        if let storyboard = configuration.storyboardName {
            Diagnostics.report("[SceneConfiguration] The scene configuration names the storyboard '\(storyboard)'. There are no "
                               + "storyboards on Linux: make the window's root view controller in scene(_:willConnectTo:options:) "
                               + "(docs/porting.md, \"Storyboards and nibs\").")
        }
        sceneList.append(scene)
        scene.activationState = .background
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        setActivationState(.foregroundInactive, of: scene)
        return scene
    }

    /// The window scene windows shown without a scene join: the first connected one, else one
    /// connected for them (an app run without `UIApplicationMain`, as a test is).
    var defaultWindowScene: UIWindowScene {
        if let scene = sceneList.lazy.compactMap({ $0 as? UIWindowScene }).first { return scene }
        let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        session.scene = scene
        sceneList.append(scene)
        scene.activationState = applicationState == .active ? .foregroundActive : .foregroundInactive
        return scene
    }

    /// Moves `scene` to `state` through the states between, telling its delegate, the
    /// notification center and — when the app's state changes with it — the app's delegate
    /// (apps without scenes) and the app's notifications.
    @_spi(Host) public func setActivationState(_ state: UIScene.ActivationState, of scene: UIScene) {
        defer { (scene as? UIWindowScene)?.updatePointerLock() }
        while scene.activationState != state, scene.activationState != .unattached {
            let current = scene.activationState
            switch (current, state) {
            case (.background, _):
                scene.activationState = .foregroundInactive
                scene.delegate?.sceneWillEnterForeground(scene)
                NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
                if applicationState == .background { setApplicationState(.inactive) }
            case (.foregroundInactive, .foregroundActive):
                scene.activationState = .foregroundActive
                scene.delegate?.sceneDidBecomeActive(scene)
                NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
                if applicationState != .active { setApplicationState(.active) }
            case (.foregroundActive, _):
                scene.delegate?.sceneWillResignActive(scene)
                NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
                scene.activationState = .foregroundInactive
                if !sceneList.contains(where: { $0.activationState == .foregroundActive }) { setApplicationState(.inactive) }
            default:
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
                NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
                scene.session.stateRestorationActivity = scene.delegate?.stateRestorationActivity(for: scene)
                if sceneList.allSatisfy({ $0.activationState == .background }) { setApplicationState(.background) }
            }
        }
    }

    /// Moves an app without scenes (or the app as a whole) to `state` through the states
    /// between, telling the delegate (apps without scenes) and posting the notifications.
    @_spi(Host) public func setApplicationState(_ state: State) {
        let tellsDelegate = !SceneManifest.current.exists
        while applicationState != state {
            switch (applicationState, state) {
            case (.background, _):
                if tellsDelegate { delegate?.applicationWillEnterForeground(self) }
                NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
                applicationState = .inactive
            case (.inactive, .active):
                applicationState = .active
                if tellsDelegate { delegate?.applicationDidBecomeActive(self) }
                NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
            case (.active, _):
                if tellsDelegate { delegate?.applicationWillResignActive(self) }
                NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
                applicationState = .inactive
            default:
                applicationState = .background
                if tellsDelegate { delegate?.applicationDidEnterBackground(self) }
                NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
            }
        }
        // Without a manifest the app's one scene (made for its windows) follows the app.
        guard tellsDelegate else { return }
        let sceneState: UIScene.ActivationState = switch state {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
        for scene in sceneList { scene.activationState = sceneState }
    }

    /// Disconnects `scene` (its desktop window closed): to the background first, then
    /// `sceneDidDisconnect` and `didDisconnectNotification`; its windows leave it.
    @_spi(Host) public func disconnect(_ scene: UIScene) {
        guard sceneList.contains(where: { $0 === scene }) else { return }
        setActivationState(.background, of: scene)
        sceneList.removeAll { $0 === scene }
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        scene.session.scene = nil
        for window in (scene as? UIWindowScene)?.windows ?? [] { window.windowScene = nil }
    }

    /// The screen (the desktop window of `scene`, else of every window scene) took `size`: the
    /// scenes' windows fill it, their root controllers hear `viewWillTransition(to:with:)`, their
    /// size classes follow the width and height as on an iPad in multitasking (regular from 678
    /// points wide, and from 500 points high), and the scene delegates hear
    /// `windowScene(_:didUpdate:…)` with what was. (`UIScreen.main` is the last window's size.)
    @_spi(Host) public func resizeScreen(to size: CGSize, for scene: UIWindowScene? = nil) {
        let screen = UIScreen.main
        let scenes = scene.map { [$0] } ?? sceneList.compactMap { $0 as? UIWindowScene }
        let previous = scenes.map { scene in
            (ScreenCoordinateSpace(screen: screen, keeping: screen.bounds), scene.interfaceOrientation, scene.traitCollection)
        }
        screen.bounds = CGRect(origin: .zero, size: size)
        for scene in scenes {
            for window in scene.windows {
                window.traitOverrides.horizontalSizeClass = size.width >= 678 ? .regular : .compact
                window.traitOverrides.verticalSizeClass = size.height >= 500 ? .regular : .compact
                window.frame = screen.bounds
            }
        }
        for (scene, (space, orientation, traits)) in zip(scenes, previous) {
            (scene.delegate as? any UIWindowSceneDelegate)?.windowScene(scene, didUpdate: space, interfaceOrientation: orientation,
                                                                          traitCollection: traits)
        }
    }

    /// Ends the app: `applicationWillTerminate` and `willTerminateNotification` (the host then
    /// exits). Its scenes are not disconnected first, as on iOS.
    @_spi(Host) public func terminate() {
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
    }

    /// What the host does when a connected scene is asked to come to the front (raise its window).
    @_spi(Host) public static var sceneActivationRequested: ((UIScene) -> Void)?
}
