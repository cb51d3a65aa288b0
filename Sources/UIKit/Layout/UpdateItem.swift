import Foundation

/// One change of a batch update, as UIKit's `UICollectionViewUpdateItem`: the layout receives
/// them in `prepare(forCollectionViewUpdates:)`.
///
/// Insert: `indexPathBeforeUpdate` is nil. Delete: `indexPathAfterUpdate` is nil. Move and
/// reload: both are set. A section change uses an index path whose item is `NSNotFound`.
open class UICollectionViewUpdateItem: NSObject {
    /// The kinds of update.
    public enum Action: Int, Sendable {
        case insert = 0
        case delete = 1
        case reload = 2
        case move = 3
        case none = 4
    }

    /// The index path of the item before the update; nil for an insert.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The index path of the item after the update; nil for a delete.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// The kind of update.
    open private(set) var updateAction: Action

    /// Creates an update item; the collection view makes them for a batch update.
    public init(action: Action, indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?) {
        self.updateAction = action
        self.indexPathBeforeUpdate = indexPathBeforeUpdate
        self.indexPathAfterUpdate = indexPathAfterUpdate
        super.init()
    }

    /// Whether the item names a whole section (its item index is `NSNotFound`).
    var isSectionUpdate: Bool {
        let path = indexPathBeforeUpdate ?? indexPathAfterUpdate
        return path.map { $0.count == 2 && $0.item == NSNotFound } ?? false
    }

    open override var description: String {
        func text(_ path: IndexPath?) -> String {
            guard let path else { return "(null)" }
            return path.item == NSNotFound ? "section \(path.section)" : "\(path)"
        }
        return "<\(type(of: self)): \(ObjectIdentifier(self))> index path before update (\(text(indexPathBeforeUpdate))) "
            + "index path after update (\(text(indexPathAfterUpdate))) action (\(updateAction))"
    }
}
