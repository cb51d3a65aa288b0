import Foundation

/// A placeholder row shown in a table for a dropped item, until the app commits or deletes it.
@MainActor
final class TableDropPlaceholderContext: DropItemAnimation, UITableViewDropPlaceholderContext {
    let dragItem: UIDragItem
    let placeholder: UITableViewDropPlaceholder
    weak var tableView: UITableView?

    init(dragItem: UIDragItem, placeholder: UITableViewDropPlaceholder, tableView: UITableView) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.tableView = tableView
    }

    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        tableView?.commitDropPlaceholder(self, dataSourceUpdates: dataSourceUpdates) ?? false
    }

    @discardableResult
    func deletePlaceholder() -> Bool {
        tableView?.deleteDropPlaceholder(self) ?? false
    }
}

/// The coordinator a table's drop delegate performs a drop with; it records where each item
/// goes for the preview animations that follow.
@MainActor
final class TableDropCoordinator: DropPlacementRecorder, UITableViewDropCoordinator {
    let tableView: UITableView
    let items: [UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: UIDropSession

    init(tableView: UITableView, items: [UITableViewDropItem], destinationIndexPath: IndexPath?,
         proposal: UITableViewDropProposal, session: UIDropSession) {
        self.tableView = tableView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext {
        let context = TableDropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, tableView: tableView)
        tableView.insertDropPlaceholder(context)
        record(dragItem, .placeholder(context))
        return context
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating { place(dragItem, at: indexPath) }

    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        place(dragItem, into: indexPath, rect: rect)
    }
}
