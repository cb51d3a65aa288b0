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

    /// The key window: the one that receives key presses without a first responder.
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes")
    open var keyWindow: UIWindow? { storedKeyWindow }

    /// The windows shown with `makeKeyAndVisible()` that still exist, back to front.
    open var windows: [UIWindow] { windowList.compactMap(\.window) }

    override var responderWindow: UIWindow? { storedKeyWindow }

    func register(_ window: UIWindow) {
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
