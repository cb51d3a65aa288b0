import UIKit

/// The tiles' context menus, as iOS code writes them (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`,
/// iOS 16): Duplicate puts a copy after the tile, Move to Shelf (Move to Grid on the shelf)
/// moves it to the end of the other collection view, Delete (destructive) removes it. Each
/// action finds the tile where it is when chosen. No menu while editing.
extension FlowShowcaseViewController {
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> UIContextMenuConfiguration? {
        guard let indexPath = indexPaths.first, !collectionView.isEditing else { return nil }
        let container = container(of: collectionView)
        let tile = board.tile(at: indexPath, in: container)
        let other: FlowContainer = container == .grid ? .shelf : .grid
        return UIContextMenuConfiguration(identifier: NSNumber(value: tile.id), previewProvider: nil) { [weak self] _ in
            let duplicate = UIAction(title: "Duplicate", image: UIImage(systemName: "square.on.square")) { _ in
                self?.duplicate(tile, in: container)
            }
            let move = UIAction(title: other == .shelf ? "Move to Shelf" : "Move to Grid",
                                image: UIImage(systemName: other == .shelf ? "arrow.down.circle" : "arrow.up.circle")) { _ in
                guard let self else { return }
                self.move(tile, from: container, to: other, at: self.board.endIndexPath(in: other))
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.delete(tile, from: container)
            }
            return UIMenu(children: [duplicate, move, delete])
        }
    }

    public func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                               animator: UIContextMenuInteractionAnimating?) {
        isShowingContextMenu = true
    }

    public func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                               animator: UIContextMenuInteractionAnimating?) {
        isShowingContextMenu = false
    }

    /// Inserts a copy of `tile` right after it.
    func duplicate(_ tile: FlowTile, in container: FlowContainer) {
        guard let indexPath = board.indexPath(ofTile: tile.id, in: container) else { return }
        let copy = board.makeCopy(of: tile)
        let after = IndexPath(item: indexPath.item + 1, section: indexPath.section)
        let view = collectionView(for: container)
        view.performBatchUpdates { [self] in
            board.insert(copy, at: after, in: container)
            view.insertItems(at: [after])
        }
        reloadFooters()
        updateShelfLabel()
    }

    /// Removes `tile`.
    func delete(_ tile: FlowTile, from container: FlowContainer) {
        guard let indexPath = board.indexPath(ofTile: tile.id, in: container) else { return }
        let view = collectionView(for: container)
        view.performBatchUpdates { [self] in
            board.remove(at: indexPath, from: container)
            view.deleteItems(at: [indexPath])
        }
        reloadFooters()
        updateShelfLabel()
    }
}
