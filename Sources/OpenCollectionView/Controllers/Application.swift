import Foundation

/// The direction of the user interface's layout, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// How a view's content behaves in right-to-left languages, as UIKit's
/// `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Sendable {
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
open class Application: NSObject {
    /// The program's application object.
    public static let shared = Application()

    override init() {
        super.init()
    }

    /// The layout direction of the user interface: right to left when the user's first
    /// preferred language is written right to left (on Linux, from the locale environment:
    /// `LANG`, `LANGUAGE`), as iOS derives it from the device language at launch.
    open var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { launchLayoutDirection }

    private lazy var launchLayoutDirection: UserInterfaceLayoutDirection = {
        let language = Locale.Language(identifier: Locale.preferredLanguages.first ?? "en")
        return language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }()
}
