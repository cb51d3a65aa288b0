import Foundation

/// The closure that makes a context menu's actions, as UIKit's `UIContextMenuActionProvider`:
/// it gets the suggested elements (none here: the system suggests none on Linux) and returns
/// the menu, or nil for no menu.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// The closure that makes a context menu's custom preview, as UIKit's
/// `UIContextMenuContentPreviewProvider`: nil previews the view the menu came from.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration` (iOS 13): its
/// identifier, the provider of its preview and the provider of its actions. A delegate returns
/// one for the location of a long press (`UIContextMenuInteractionDelegate`,
/// `UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)`).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The order of a menu's elements relative to where it appears, as UIKit's
    /// `UIContextMenuConfiguration.ElementOrder` (iOS 16).
    public enum ElementOrder: Int, Sendable {
        /// The system decides (elements read from the top).
        case automatic = 0
        /// The first element is nearest the menu's source.
        case priority
        /// The elements keep their order from the top, wherever the menu is.
        case fixed
    }

    /// The identifier given, or a unique `NSUUID` made for the configuration (UIKit does the same).
    public let identifier: NSCopying
    /// Makes the preview's view controller; nil previews the source view.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu; nil shows no menu (the preview alone).
    public let actionProvider: UIContextMenuActionProvider?
    /// How the menu orders its elements (`.automatic`, which reads from the top here).
    open var preferredMenuElementOrder: ElementOrder = .automatic
    /// The identifiers of the other items that the menu acts on too (iOS 16; collection views
    /// pass a multiple selection's items).
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// A number drawn as a badge on a multi-item preview (iOS 17; kept, not drawn).
    open var badgeCount: Int = 0

    /// Creates a configuration (UIKit's `init(identifier:previewProvider:actionProvider:)`).
    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu its action provider makes (no suggested elements).
    func makeMenu() -> UIMenu? { actionProvider?([]) }
}
