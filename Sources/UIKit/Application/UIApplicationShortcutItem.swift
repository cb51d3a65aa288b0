import Foundation

/// A Home screen quick action, as UIKit's `UIApplicationShortcutItem`. Linux has no Home screen:
/// the items an app sets are kept (`UIApplication.shortcutItems`) and never shown or chosen.
@preconcurrency @MainActor
open class UIApplicationShortcutItem: NSObject {
    /// The app's name for the action.
    open private(set) var type: String
    /// The title shown.
    open private(set) var localizedTitle: String
    /// The subtitle shown.
    open private(set) var localizedSubtitle: String?
    /// The icon shown.
    open private(set) var icon: UIApplicationShortcutIcon?
    /// The app's values.
    open private(set) var userInfo: [String: any NSSecureCoding]?

    /// A quick action.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: any NSSecureCoding]? = nil) {
        (self.type, self.localizedTitle, self.localizedSubtitle, self.icon, self.userInfo) = (type, localizedTitle, localizedSubtitle, icon, userInfo)
        super.init()
    }

    /// A quick action with a title alone.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
}

/// The icon of a quick action, as UIKit's `UIApplicationShortcutIcon`.
@preconcurrency @MainActor
open class UIApplicationShortcutIcon: NSObject {
    /// The system icon's name or the symbol's, whichever made it.
    let name: String

    /// A symbol's icon.
    public convenience init(systemImageName: String) {
        self.init(name: systemImageName)
    }

    /// An image of the app's.
    public convenience init(templateImageName: String) {
        self.init(name: templateImageName)
    }

    private init(name: String) {
        self.name = name
        super.init()
    }
}
