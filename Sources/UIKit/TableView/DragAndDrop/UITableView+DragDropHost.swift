import Foundation

/// The table's side of a drag: its drag and drop delegates' methods, its rows' frames, its gap
/// and placeholders, and its own reordering of rows dragged within it.
extension UITableView: DragDropHost {
    // MARK: Dragging rows out

    var liftsItems: Bool { dragDrop.dragInteractionEnabled && dragDrop.dragDelegate != nil && reordering == nil }

    func draggableItem(at point: CGPoint) -> (IndexPath, UIView)? {
        guard let path = indexPathForRow(at: point), dropPlaceholder(at: path) == nil,
              let cell = visibleCellsByPath[path] else { return nil }
        return (path, cell)
    }

    func itemsForBeginning(_ session: UIDragSession, at path: IndexPath) -> [UIDragItem] {
        dragDelegate?.tableView(self, itemsForBeginning: session, at: path) ?? []
    }

    func itemsForAdding(to session: UIDragSession, at path: IndexPath, point: CGPoint) -> [UIDragItem] {
        dragDelegate?.tableView(self, itemsForAddingTo: session, at: path, point: point) ?? []
    }

    func dragPreviewParameters(forItemAt path: IndexPath) -> UIDragPreviewParameters? {
        dragDelegate?.tableView(self, dragPreviewParametersForRowAt: path)
    }

    func dragSessionWillBegin(_ session: UIDragSession) { dragDelegate?.tableView(self, dragSessionWillBegin: session) }
    func dragSessionDidEnd(_ session: UIDragSession) { dragDelegate?.tableView(self, dragSessionDidEnd: session) }

    func dragSessionAllowsMoveOperation(_ session: UIDragSession) -> Bool {
        dragDelegate?.tableView(self, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragSessionIsRestrictedToDraggingApplication(_ session: UIDragSession) -> Bool {
        dragDelegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func cellCopy(forItemAt path: IndexPath) -> UIView? { makeCell(at: path) }

    func setDragState(_ state: UICollectionViewCell.DragState, of cell: UIView) {
        (cell as? UITableViewCell)?.setDragState(UITableViewCell.DragState(rawValue: state.rawValue) ?? .none)
    }

    func frameOfItem(at path: IndexPath) -> CGRect? { isValid(path) ? displayedFrameOfRow(path) : nil }

    // MARK: Taking drops

    /// A drop delegate takes drops; without one, the table still takes its own row dragged
    /// within it, and moves it (UIKit reorders by drag when the data source moves rows).
    var takesDrops: Bool { dropDelegate != nil || ownDraggedRow != nil }

    func canHandle(_ session: UIDropSession) -> Bool {
        guard let delegate = dropDelegate else { return ownDraggedRow != nil }
        return delegate.tableView(self, canHandle: session)
    }

    func dropSessionDidEnter(_ session: UIDropSession) { dropDelegate?.tableView(self, dropSessionDidEnter: session) }
    func dropSessionDidExit(_ session: UIDropSession) { dropDelegate?.tableView(self, dropSessionDidExit: session) }
    func dropSessionDidEnd(_ session: UIDropSession) { dropDelegate?.tableView(self, dropSessionDidEnd: session) }

    func dropProposal(for session: LocalDragSession, at destination: IndexPath?) -> UIDropProposal {
        guard let delegate = dropDelegate else {
            return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return delegate.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    }

    func dropDestinationIndexPath(at point: CGPoint) -> IndexPath? { tableDropDestination(at: point) }

    func gapDestination(for proposal: UIDropProposal, at destination: IndexPath?, point: CGPoint) -> IndexPath? {
        let intent = (proposal as? UITableViewDropProposal)?.intent ?? .unspecified
        dragDrop.insertsAtDestination = destination != nil && !dropsIntoRow(at: point, intent: intent)
        return dragDrop.insertsAtDestination ? destination : nil
    }

    /// Rows move aside at once, as UIKit's table.
    var dropGapDelay: TimeInterval { 0 }

    var dropGapPath: IndexPath? { dragDrop.gap?.destination }

    func showDropGap(at destination: IndexPath, movedItem: IndexPath?, previewSize: CGSize) {
        showTableDropGap(at: destination, movedRow: movedItem, height: previewSize.height)
    }

    func hideDropGap(animated: Bool) { hideTableDropGap(animated: animated) }

    func performDrop(of session: LocalDragSession, from source: DragDropHost, at destination: IndexPath?,
                     proposal: UIDropProposal, previewSize: CGSize) -> [ObjectIdentifier: DropPlacement] {
        if source === self, let moved = ownDraggedRow, let destination, proposal.operation == .move,
           dragDrop.insertsAtDestination, reorderDroppedRow(from: moved, to: destination) {
            return [ObjectIdentifier(session.items[0]): .item(destination, DropItemAnimation())]
        }
        guard let delegate = dropDelegate else { return [:] }
        let items = zip(session.items, session.sourceIndexPaths).map { item, path in
            DropItem(dragItem: item, sourceIndexPath: source === self ? path : nil, previewSize: previewSize)
        }
        let coordinator = TableDropCoordinator(tableView: self, items: items, destinationIndexPath: destination,
                                               proposal: proposal as? UITableViewDropProposal ?? UITableViewDropProposal(operation: proposal.operation),
                                               session: session)
        delegate.tableView(self, performDropWith: coordinator)
        return coordinator.placements
    }

    func landingFrame(of placement: DropPlacement) -> CGRect? {
        itemLandingFrame(of: placement) { context in
            dragDrop.placeholders.first { $0.context === context }?.path
        }
    }

    /// Moves a row dropped within its own table through the data source, as the reorder
    /// control does; false when the data source does not move rows (`tableView(_:moveRowAt:to:)`
    /// absent): the drop goes to the drop delegate.
    private func reorderDroppedRow(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard let dataSource else { return false }
        dataSourceLacksMove = false
        dataSource.tableView(self, moveRowAt: source, to: destination)
        guard !dataSourceLacksMove else { return false }
        if destination != source { moveRowInternally(from: source, to: destination) }
        return true
    }
}
