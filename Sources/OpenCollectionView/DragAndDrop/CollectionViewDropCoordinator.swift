import Foundation

/// The animations of dropped items going to their places, as UIKit's `UIDragAnimating`.
@preconcurrency @MainActor
public protocol DragAnimating: AnyObject {
    /// Adds animations that run alongside the drop animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion called when the drop animation ends.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
}

/// A dragged item as a collection view's drop sees it, as UIKit's `UICollectionViewDropItem`.
@preconcurrency @MainActor
public protocol CollectionViewDropItem: AnyObject {
    /// The drag item.
    var dragItem: DragItem { get }
    /// The item's index path when it is dragged from this same collection view, else nil.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview.
    var previewSize: CGSize { get }
}

/// A placeholder for dropped content not loaded yet, as UIKit's `UICollectionViewDropPlaceholderContext`.
@preconcurrency @MainActor
public protocol CollectionViewDropPlaceholderContext: DragAnimating {
    /// The drag item the placeholder stands for.
    var dragItem: DragItem { get }
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
public protocol CollectionViewDropCoordinator: AnyObject {
    /// The items dropped.
    var items: [CollectionViewDropItem] { get }
    /// Where the items go; nil when the drop is not over a place an index path names.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal the delegate made.
    var proposal: CollectionViewDropProposal { get }
    /// The drop session.
    var session: DropSession { get }
    /// Inserts a placeholder cell for `dragItem` at the placeholder's index path (the data
    /// source is not changed) and animates the item's preview to it.
    @discardableResult
    func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder) -> CollectionViewDropPlaceholderContext
    /// Animates the item's preview to the item at `indexPath` (insert the item first).
    @discardableResult
    func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> DragAnimating
    /// Animates the item's preview into `rect` of the item at `indexPath`, shrinking it.
    @discardableResult
    func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> DragAnimating
}

/// A placeholder cell to show in a collection view until its content is ready, as UIKit's
/// `UICollectionViewPlaceholder`.
@preconcurrency @MainActor
open class CollectionViewPlaceholder: NSObject {
    /// Where the placeholder is inserted.
    public let insertionIndexPath: IndexPath
    /// The reuse identifier of the placeholder's cell (registered with the collection view).
    public let reuseIdentifier: String
    /// Configures the placeholder's cell; called when the cell is made and on
    /// `setNeedsCellUpdate()`.
    open var cellUpdateHandler: ((CollectionViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath` whose cell is dequeued with `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

/// A placeholder for a dropped item, as UIKit's `UICollectionViewDropPlaceholder`.
@preconcurrency @MainActor
open class CollectionViewDropPlaceholder: CollectionViewPlaceholder {
    /// The preview parameters of the placeholder's cell. Kept for ported code; the cell is
    /// shown whole here.
    open var previewParametersProvider: ((CollectionViewCell) -> DragPreviewParameters?)?
}

/// Where an animation stopped, as UIKit's `UIViewAnimatingPosition`.
public enum ViewAnimatingPosition: Int, Sendable {
    /// At its end.
    case end = 0
    /// At its start (reversed).
    case start = 1
    /// Somewhere in between (stopped).
    case current = 2
}
