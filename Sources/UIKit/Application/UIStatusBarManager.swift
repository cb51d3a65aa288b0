import Foundation

/// A window scene's status bar, as UIKit's `UIStatusBarManager` (iOS 13). A desktop window has
/// no status bar: its frame is empty and it is hidden, so layouts that subtract its height
/// subtract nothing; the style is the one the scene's controller prefers.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The status bar's style: the scene's key window's root controller's preference.
    open var statusBarStyle: UIStatusBarStyle {
        (scene.keyWindow ?? scene.windows.first)?.rootViewController?.preferredStatusBarStyle ?? .default
    }

    /// Whether the status bar is hidden: always (there is none on Linux).
    open var isStatusBarHidden: Bool { true }

    /// The status bar's frame in the scene's coordinates: empty (there is none on Linux).
    open var statusBarFrame: CGRect { .zero }
}

extension UIWindowScene {
    /// The scene's status bar (see `UIStatusBarManager`).
    public var statusBarManager: UIStatusBarManager? { madeStatusBarManager }
}

extension UIApplication {
    /// The size of text the user prefers: the key window's content size category (the large
    /// one, iOS's default, unless traits say otherwise).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        storedKeyWindow?.traitCollection.preferredContentSizeCategory ?? .large
    }

    /// The status bar's frame: empty (no status bar on Linux).
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { .zero }

    /// Whether the app may set another Home screen icon: no (no Home screen on Linux).
    public var supportsAlternateIcons: Bool { false }

    /// The app's alternate icon: none.
    public var alternateIconName: String? { nil }

    /// Asks for another Home screen icon: refused with an error (no Home screen on Linux).
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(NSError(domain: NSCocoaErrorDomain, code: 3328,
                                   userInfo: [NSLocalizedDescriptionKey: "alternate icons are not supported on Linux"]))
    }
}
