import UIKit

/// Dragging tiles within the grid, within the shelf and between them, as iOS code writes it
/// (Apple's "Supporting drag and drop in collection views"): a drag item per tile carrying the
/// tile as its local object; the session's local context is the collection view it came from.
/// A drop inside the app moves the tile (removed from where it was, inserted at the
/// destination, both data sources' views updated in batch updates).
///
/// Outside editing, a long press shows the tile's context menu and moving the finger then drags
/// the tile, as on iOS; while editing (menus are off, as in iOS's select modes) a long press
/// lifts the tile at once.
extension FlowShowcaseViewController: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                               at indexPath: IndexPath) -> [UIDragItem] {
        let tile = board.tile(at: indexPath, in: container(of: collectionView))
        let dragItem = UIDragItem(itemProvider: NSItemProvider(object: tile.label as NSString))
        dragItem.localObject = tile
        session.localContext = collectionView
        return [dragItem]
    }

    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        guard session.localDragSession?.localContext is UICollectionView else {
            return UICollectionViewDropProposal(operation: .forbidden)
        }
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard coordinator.proposal.operation == .move,
              let source = coordinator.session.localDragSession?.localContext as? UICollectionView else { return }
        let destination = coordinator.destinationIndexPath ?? board.endIndexPath(in: container(of: collectionView))
        for item in coordinator.items {
            guard let tile = item.dragItem.localObject as? FlowTile else { continue }
            let placed = move(tile, from: container(of: source), to: container(of: collectionView), at: destination)
            if let placed { coordinator.drop(item.dragItem, toItemAt: placed) }
        }
    }

    /// Moves `tile` to `destination` (its item clamped to the section's end once the tile left
    /// its place) and updates both collection views; the index path it went to, nil when the
    /// tile is no longer there.
    @discardableResult
    func move(_ tile: FlowTile, from source: FlowContainer, to target: FlowContainer, at destination: IndexPath) -> IndexPath? {
        guard let from = board.indexPath(ofTile: tile.id, in: source) else { return nil }
        if source == target {
            var to = destination
            to.item = min(to.item, board.count(in: target, section: to.section) - (from.section == to.section ? 1 : 0))
            guard from != to else { return to }
            let view = collectionView(for: target)
            view.performBatchUpdates { [self] in
                board.remove(at: from, from: source)
                board.insert(tile, at: to, in: target)
                view.moveItem(at: from, to: to)
            }
            reloadFooters()
            return to
        }
        var to = destination
        to.item = min(to.item, board.count(in: target, section: to.section))
        collectionView(for: source).performBatchUpdates { [self] in
            board.remove(at: from, from: source)
            collectionView(for: source).deleteItems(at: [from])
        }
        collectionView(for: target).performBatchUpdates { [self] in
            board.insert(tile, at: to, in: target)
            collectionView(for: target).insertItems(at: [to])
        }
        reloadFooters()
        updateShelfLabel()
        return to
    }
}
