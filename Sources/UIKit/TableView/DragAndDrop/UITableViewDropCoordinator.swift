import Foundation

/// A table's drop proposal: the operation and how the items go in, as UIKit's
/// `UITableViewDropProposal`.
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// How dropped items are incorporated, as UIKit's `UITableViewDropProposal.Intent`.
    public enum Intent: Int, Sendable {
        /// No intent: the drop goes to the table as a whole; no gap opens.
        case unspecified = 0
        /// The items are inserted at the destination index path: the rows move apart to open a
        /// gap there while the drag hovers.
        case insertAtDestinationIndexPath = 1
        /// The items go into the row at the destination index path.
        case insertIntoDestinationIndexPath = 2
        /// The table chooses by where the touch is: over the middle half of a row, into it;
        /// nearer its edges, at the destination (a gap opens).
        case automatic = 3
    }

    /// How the dropped items are incorporated.
    public let intent: Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` with the unspecified intent.
    public convenience override init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}

/// A dragged item as a table's drop sees it, as UIKit's `UITableViewDropItem`.
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    /// The drag item.
    var dragItem: UIDragItem { get }
    /// The item's row when it is dragged from this same table, else nil.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview.
    var previewSize: CGSize { get }
}

/// A placeholder row for dropped content not loaded yet, as UIKit's
/// `UITableViewDropPlaceholderContext`.
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    /// The drag item the placeholder stands for.
    var dragItem: UIDragItem { get }
    /// Exchanges the placeholder for the real row: `dataSourceUpdates` inserts the item into
    /// the data source at the index path it receives (the placeholder's current one, which other
    /// updates may have moved). False when the placeholder is no longer in the table.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder without inserting anything. False when it was already gone.
    @discardableResult
    func deletePlaceholder() -> Bool
}

/// What a table's drop delegate gets to perform a drop, as UIKit's `UITableViewDropCoordinator`:
/// the items, the destination and proposal, and the methods that say where each item goes
/// (they animate its preview there).
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    /// The items dropped.
    var items: [UITableViewDropItem] { get }
    /// Where the items go; nil when the drop is not over a place an index path names.
    var destinationIndexPath: IndexPath? { get }
    /// The last proposal the delegate made.
    var proposal: UITableViewDropProposal { get }
    /// The drop session.
    var session: UIDropSession { get }
    /// Inserts a placeholder row for `dragItem` at the placeholder's index path (the data
    /// source is not changed) and animates the item's preview to it.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext
    /// Animates the item's preview to the row at `indexPath` (insert the row first).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating
    /// Animates the item's preview into `rect` of the row at `indexPath`, shrinking it.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
}

/// A placeholder row to show in a table until its content is ready, as UIKit's
/// `UITableViewPlaceholder`.
@preconcurrency @MainActor
open class UITableViewPlaceholder: NSObject {
    /// Where the placeholder is inserted.
    public let insertionIndexPath: IndexPath
    /// The reuse identifier of the placeholder's cell (registered with the table).
    public let reuseIdentifier: String
    /// The placeholder row's height; `UITableView.automaticDimension` sizes it as the table's
    /// other rows.
    public let rowHeight: CGFloat
    /// Configures the placeholder's cell when it is made.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath` whose cell is dequeued with `reuseIdentifier`,
    /// `rowHeight` high.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        super.init()
    }
}

/// A placeholder for a dropped item, as UIKit's `UITableViewDropPlaceholder`.
@preconcurrency @MainActor
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    /// The preview parameters of the placeholder's cell. Kept for ported code; the cell is
    /// shown whole here.
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}
