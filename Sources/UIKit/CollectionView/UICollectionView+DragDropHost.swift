import Foundation

/// The collection view's side of a drag: its drag and drop delegates' methods, its items'
/// frames, its gap and placeholders.
extension UICollectionView: DragDropHost {
    // MARK: Dragging items out

    var liftsItems: Bool { dragTakesLongPress }

    func draggableItem(at point: CGPoint) -> (IndexPath, UIView)? {
        guard let path = indexPathForItem(at: point), let cell = cellForItem(at: path) else { return nil }
        return (path, cell)
    }

    func itemsForBeginning(_ session: UIDragSession, at path: IndexPath) -> [UIDragItem] {
        dragDelegate?.collectionView(self, itemsForBeginning: session, at: path) ?? []
    }

    func itemsForAdding(to session: UIDragSession, at path: IndexPath, point: CGPoint) -> [UIDragItem] {
        dragDelegate?.collectionView(self, itemsForAddingTo: session, at: path, point: point) ?? []
    }

    func dragPreviewParameters(forItemAt path: IndexPath) -> UIDragPreviewParameters? {
        dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: path)
    }

    func dragSessionWillBegin(_ session: UIDragSession) { dragDelegate?.collectionView(self, dragSessionWillBegin: session) }
    func dragSessionDidEnd(_ session: UIDragSession) { dragDelegate?.collectionView(self, dragSessionDidEnd: session) }

    func dragSessionAllowsMoveOperation(_ session: UIDragSession) -> Bool {
        dragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragSessionIsRestrictedToDraggingApplication(_ session: UIDragSession) -> Bool {
        dragDelegate?.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func cellCopy(forItemAt path: IndexPath) -> UIView? {
        dataSource.map { requestCell(from: $0, at: path) }
    }

    func setDragState(_ state: UICollectionViewCell.DragState, of cell: UIView) {
        (cell as? UICollectionViewCell)?.setDragState(state)
    }

    func frameOfItem(at path: IndexPath) -> CGRect? { layoutAttributesForItem(at: path)?.frame }

    // MARK: Taking drops

    var takesDrops: Bool { dropDelegate != nil }

    func canHandle(_ session: UIDropSession) -> Bool { dropDelegate?.collectionView(self, canHandle: session) ?? false }
    func dropSessionDidEnter(_ session: UIDropSession) { dropDelegate?.collectionView(self, dropSessionDidEnter: session) }
    func dropSessionDidExit(_ session: UIDropSession) { dropDelegate?.collectionView(self, dropSessionDidExit: session) }
    func dropSessionDidEnd(_ session: UIDropSession) { dropDelegate?.collectionView(self, dropSessionDidEnd: session) }

    func dropProposal(for session: LocalDragSession, at destination: IndexPath?) -> UIDropProposal {
        dropDelegate?.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            ?? UICollectionViewDropProposal(operation: .cancel)
    }

    func gapDestination(for proposal: UIDropProposal, at destination: IndexPath?, point: CGPoint) -> IndexPath? {
        (proposal as? UICollectionViewDropProposal)?.intent == .insertAtDestinationIndexPath ? destination : nil
    }

    var dropGapDelay: TimeInterval { reorderingCadence.delay }

    /// Where the gap (or the moved dragged item) is shown, if open.
    var dropGapPath: IndexPath? {
        guard let overlay = dragDrop.overlay else { return nil }
        if let moved = overlay.movedItem { return overlay.displayedPath(of: .data(moved)) }
        return overlay.displayedPath(of: .gap)
    }

    func showDropGap(at destination: IndexPath, movedItem: IndexPath?, previewSize: CGSize) {
        showDropGap(at: destination, movedItem: movedItem)
    }

    func performDrop(of session: LocalDragSession, from source: DragDropHost, at destination: IndexPath?,
                     proposal: UIDropProposal, previewSize: CGSize) -> [ObjectIdentifier: DropPlacement] {
        guard let delegate = dropDelegate else { return [:] }
        let items = zip(session.items, session.sourceIndexPaths).map { item, path in
            DropItem(dragItem: item, sourceIndexPath: source === self ? path : nil, previewSize: previewSize)
        }
        let coordinator = DropCoordinator(collectionView: self, items: items, destinationIndexPath: destination,
                                          proposal: proposal as? UICollectionViewDropProposal ?? UICollectionViewDropProposal(operation: proposal.operation),
                                          session: session)
        delegate.collectionView(self, performDropWith: coordinator)
        return coordinator.placements
    }

    func landingFrame(of placement: DropPlacement) -> CGRect? {
        itemLandingFrame(of: placement) { context in
            (context as? DropPlaceholderContext).flatMap(displayedPath(of:))
        }
    }
}
