import Foundation

extension CollectionView {
    /// Updates the data of the items at `indexPaths` while keeping their cells, as UIKit's
    /// `reconfigureItems(at:)`: the data source's `collectionView(_:cellForItemAt:)` is asked
    /// again, and dequeuing the item's reuse identifier there returns the existing cell, without
    /// `prepareForReuse()`. Items not on screen are left alone (a cell prepared ahead of the
    /// screen goes back to the queue): they are configured when they appear. Call it outside
    /// `performBatchUpdates`, with the index paths of the current data.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for path in indexPaths {
            if let prepared = preparedCells.removeValue(forKey: path) {
                reusePool.enqueue(prepared, as: ReusePool.Key(category: .cell, kind: nil, identifier: prepared.reuseIdentifier ?? ""))
            }
            guard let cell = visibleCellViews[path] else { continue }
            cellBeingReconfigured = cell
            let returned = requestCell(from: dataSource, at: dataIndexPath(forDisplayed: path))
            cellBeingReconfigured = nil
            guard returned !== cell, let attributes = cell.appliedAttributes?.copy() as? CollectionViewLayoutAttributes else {
                continue
            }
            // The data source made another cell: it replaces the old one.
            visibleCellViews[path] = nil
            endDisplaying(cell, at: path)
            present(returned, at: path, attributes: attributes)
            returned.displayGeneration = displayGeneration
            visibleCellViews[path] = returned
        }
    }
}
