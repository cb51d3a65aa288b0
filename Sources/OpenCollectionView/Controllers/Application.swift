import Foundation

/// The direction of the user interface's layout, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
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
