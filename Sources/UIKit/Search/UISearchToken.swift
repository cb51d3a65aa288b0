import Foundation

/// A token in a search field, as UIKit's `UISearchToken`: a discrete piece of the search (a
/// filter) shown as a capsule of its icon and text before the field's text. As in UIKit, the
/// icon and text are given when it is made and not read back; `representedObject` is the app's.
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// The icon drawn at the token's leading edge (nil: none).
    let icon: UIImage?
    /// The text drawn in the token.
    let text: String

    /// Creates a token showing `icon` (optional) and `text`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }

    /// The object the token stands for: the app's to set and read, never interpreted by the
    /// field (held strongly).
    open var representedObject: Any?
}
