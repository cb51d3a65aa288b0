import Foundation

/// The methods for dragging rows from a table, as UIKit's `UITableViewDragDelegate`.
/// `itemsForBeginning` is required; the others are optional in UIKit and have defaults here
/// that do what UIKit does when they are absent.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items to drag when a drag begins on the row at `indexPath`; an empty array does not
    /// begin a drag.
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// The items to add to a drag in progress when the user taps the row at `indexPath`.
    /// When absent: none.
    func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem]
    /// How the lifted row's preview is drawn. When absent: nil (the whole cell).
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// Tells the delegate that the drag session is about to begin (the rows are lifted).
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)
    /// Tells the delegate that the drag session ended (dropped or cancelled).
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)
    /// Whether a drop may move the rows. When absent: true.
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
    /// Whether the rows may only be dropped in this app. When absent: false (drags here never
    /// leave the app anyway).
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                          point: CGPoint) -> [UIDragItem] { [] }
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        false
    }
}

/// The methods for dropping items into a table, as UIKit's `UITableViewDropDelegate`.
/// `performDropWith` is required; the others are optional in UIKit and have defaults here that
/// do what UIKit does when they are absent.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// Incorporates the dropped items: update the data source and tell the coordinator where
    /// each item goes (`drop(_:toRowAt:)`, `drop(_:to:)` with a placeholder). Not called for a
    /// row moved within its own table when the proposal is a move inserting at the destination:
    /// the table reorders it through the data source's `tableView(_:moveRowAt:to:)`, as UIKit.
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
    /// Whether the table takes drops of the session at all. When absent: true.
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool
    /// Tells the delegate that the drag entered the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)
    /// The proposal for a drop at `destinationIndexPath` (nil where none can be found), asked
    /// as the touch moves. When absent: `.cancel`.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    /// Tells the delegate that the drag left the table.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)
    /// Tells the delegate that the drag ended (after the drop, or cancelled) while it had
    /// entered the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)
    /// How the cell the item drops onto is drawn. When absent: nil (the whole cell).
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
