import Foundation

/// A scene that shows windows, as UIKit's `UIWindowScene`: on Linux each connected window scene
/// is one window on the desktop, showing the scene's windows (see `UIApplicationMain`). Its
/// screen is `UIScreen.main`, whose bounds follow the desktop window's size.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private var windowList: [WeakSceneWindow] = []

    /// The screen the scene shows on.
    open var screen: UIScreen { .main }

    /// The scene's coordinate space: its screen's.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// The orientation of the interface: portrait while the scene is taller than wide, else
    /// landscape (right).
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
    }

    /// The scene's traits: its key window's (or first window's), else the screen's defaults.
    open var traitCollection: UITraitCollection {
        (keyWindow ?? windows.first)?.traitCollection ?? UITraitCollection.current
    }

    /// The windows attached to the scene (`UIWindow(windowScene:)`, `window.windowScene`), in
    /// the order they were attached.
    open var windows: [UIWindow] { windowList.compactMap(\.window) }

    /// The scene's window that is the key window, if one is.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The size limits of the scene's window (Mac Catalyst and iPad): on Linux the window host
    /// gives them to the desktop's window manager, which holds the window to them.
    open internal(set) var sizeRestrictions: UISceneSizeRestrictions? = UISceneSizeRestrictions()

    /// The scene's pointer lock: a desktop window can lock the pointer, so there always is one.
    open var pointerLockState: UIPointerLockState? { lockState }
    private let lockState = UIPointerLockState()
    /// The scene's status bar, made with the scene.
    private(set) lazy var madeStatusBarManager = UIStatusBarManager(scene: self)

    /// Attaches `window` (after it left its previous scene).
    func attach(_ window: UIWindow) {
        windowList.removeAll { $0.window == nil || $0.window === window }
        windowList.append(WeakSceneWindow(window: window))
    }

    /// Detaches `window`.
    func detach(_ window: UIWindow) {
        windowList.removeAll { $0.window == nil || $0.window === window }
    }
}

/// The limits of a scene's size, as UIKit's `UISceneSizeRestrictions`: the desktop window
/// keeps its size within them.
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    /// The smallest size (zero: no limit).
    open var minimumSize: CGSize = .zero
    /// The largest size (infinite: no limit).
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    /// Whether the window may be made full screen.
    open var allowsFullScreen = true

    override init() {
        super.init()
    }
}

private struct WeakSceneWindow {
    weak var window: UIWindow?
}
