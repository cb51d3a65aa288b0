import Foundation

/// The direction of the user interface's layout, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// How a view's content behaves in right-to-left languages, as UIKit's
/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction.
    case unspecified = 0
    /// Playback controls (play, rewind): always left to right.
    case playback = 1
    /// Directional controls that keep their layout (a joystick): follows the layout direction.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The running program, as UIKit's `UIApplication`: one shared instance.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The program's application object.
    public static let shared = UIApplication()

    override init() {
        super.init()
    }

    /// The key window (see `UIWindow.makeKey()`), and the windows made visible.
    weak var storedKeyWindow: UIWindow?
    private var windowList: [WeakWindow] = []

    /// The app's delegate. `UIApplicationMain` sets it (and keeps it: UIKit's property does not).
    open weak var delegate: (any UIApplicationDelegate)?
    /// The delegate `UIApplicationMain` made, kept for the app's life.
    var launchedDelegate: (any UIApplicationDelegate)?

    /// Whether the app is active, inactive or in the background. Active unless the app was
    /// launched by `UIApplicationMain` and its window is not focused (code run without it — a
    /// test — sees an active app, as under an iOS test host).
    open internal(set) var applicationState: State = .active

    /// The connected scenes (see `UIScene`).
    open var connectedScenes: Set<UIScene> { Set(sceneList) }
    /// The connected scenes in the order they connected.
    @_spi(Host) public internal(set) var sceneList: [UIScene] = []

    /// The sessions of the connected scenes (sessions end with their scenes on Linux).
    open var openSessions: Set<UISceneSession> { Set(sceneList.map(\.session)) }

    /// Whether the app may show several scenes: the Info.plist's
    /// `UIApplicationSupportsMultipleScenes`.
    open var supportsMultipleScenes: Bool { SceneManifest.current.supportsMultipleScenes }

    /// The app's Home screen quick actions (kept; no Home screen shows them on Linux).
    open var shortcutItems: [UIApplicationShortcutItem]?

    /// Whether the screen may sleep while the app runs: setting it true keeps the desktop's
    /// screen saver away while the app is active (through the window host).
    open var isIdleTimerDisabled = false

    /// The number on the app's icon (kept; no icon shows it on Linux).
    @available(iOS, deprecated: 17.0, message: "Use -[UNUserNotificationCenter setBadgeCount:withCompletionHandler:] instead.")
    open var applicationIconBadgeNumber = 0

    /// Whether the app registered for remote notifications: never on Linux.
    open var isRegisteredForRemoteNotifications: Bool { false }

    /// The key window: the one that receives key presses without a first responder.
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes")
    open var keyWindow: UIWindow? { storedKeyWindow }

    /// The windows shown with `makeKeyAndVisible()` that still exist, back to front.
    open var windows: [UIWindow] { windowList.compactMap(\.window) }

    override var responderWindow: UIWindow? { storedKeyWindow }

    /// The application's next responder: its delegate, when the delegate is a responder (as an
    /// app delegate made from `UIResponder` is), else nil.
    open override var next: UIResponder? { delegate as? UIResponder }

    func register(_ window: UIWindow) {
        if window.windowScene == nil { window.windowScene = defaultWindowScene }
        windowList.removeAll { $0.window == nil || $0.window === window }
        windowList.append(WeakWindow(window: window))
    }

    /// Dispatches an event to its windows: touches to the windows they are in, presses to the
    /// key window.
    open func sendEvent(_ event: UIEvent) {
        if event is UIPressesEvent {
            storedKeyWindow?.sendEvent(event)
        } else {
            let windows = (event.allTouches ?? []).compactMap(\.window)
            var sent: [UIWindow] = []
            for window in windows where !sent.contains(where: { $0 === window }) {
                sent.append(window)
                window.sendEvent(event)
            }
        }
    }

    /// The layout direction of the user interface: right to left when the user's first
    /// preferred language is written right to left (on Linux, from the locale environment:
    /// `LANG`, `LANGUAGE`), as iOS derives it from the device language at launch.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { launchLayoutDirection }

    private lazy var launchLayoutDirection: UIUserInterfaceLayoutDirection = {
        let language = Locale.Language(identifier: Locale.preferredLanguages.first ?? "en")
        return language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }()
}

private struct WeakWindow {
    weak var window: UIWindow?
}
