import Foundation

/// The animations of dropped items going to their places, as UIKit's `UIDragAnimating`.
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    /// Adds animations that run alongside the drop animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion called when the drop animation ends.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// A dragged item as a collection view's drop sees it, as UIKit's `UICollectionViewDropItem`.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The drag item.
    var dragItem: UIDragItem { get }
    /// The item's index path when it is dragged from this same collection view, else nil.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview.
    var previewSize: CGSize { get }
}

/// A placeholder for dropped content not loaded yet, as UIKit's `UICollectionViewDropPlaceholderContext`.
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The drag item the placeholder stands for.
    var dragItem: UIDragItem { get }
    /// Exchanges the placeholder for the real item: `dataSourceUpdates` inserts the item into
    /// the data source at the index path it receives (the placeholder's current one, which other
    /// updates may have moved). False when the placeholder is no longer in the collection view.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder without inserting anything. False when it was already gone.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Calls the placeholder's `cellUpdateHandler` again on its cell.
    func setNeedsCellUpdate()
}

/// What a collection view's drop delegate gets to perform a drop, as UIKit's
/// `UICollectionViewDropCoordinator`: the items, the destination and proposal, and the methods
/// that say where each item goes (they animate its preview there).
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The items dropped.
    var items: [UICollectionViewDropItem] { get }
    /// Where the items go; nil when the drop is not over a place an index path names.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal the delegate made.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session.
    var session: UIDropSession { get }
    /// Inserts a placeholder cell for `dragItem` at the placeholder's index path (the data
    /// source is not changed) and animates the item's preview to it.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext
    /// Animates the item's preview to the item at `indexPath` (insert the item first).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
    /// Animates the item's preview into `rect` of the item at `indexPath`, shrinking it.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
}

/// A placeholder cell to show in a collection view until its content is ready, as UIKit's
/// `UICollectionViewPlaceholder`.
@preconcurrency @MainActor
open class UICollectionViewPlaceholder: NSObject {
    /// Where the placeholder is inserted.
    public let insertionIndexPath: IndexPath
    /// The reuse identifier of the placeholder's cell (registered with the collection view).
    public let reuseIdentifier: String
    /// Configures the placeholder's cell; called when the cell is made and on
    /// `setNeedsCellUpdate()`.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath` whose cell is dequeued with `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

/// A placeholder for a dropped item, as UIKit's `UICollectionViewDropPlaceholder`.
@preconcurrency @MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// The preview parameters of the placeholder's cell. Kept for ported code; the cell is
    /// shown whole here.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}

/// Where an animation stopped, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end.
    case end = 0
    /// At its start (reversed).
    case start = 1
    /// Somewhere in between (stopped).
    case current = 2
}
