import Foundation

extension UICollectionView {
    /// What `reconfigureItems` does unless a subclass overrides it.
    func defaultReconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for path in indexPaths {
            if let prepared = preparedCells.removeValue(forKey: path) {
                reusePool.enqueue(prepared, as: ReusePool.Key(category: .cell, kind: nil, identifier: prepared.reuseIdentifier ?? ""))
            }
            guard let cell = visibleCellViews[path] else { continue }
            cellBeingReconfigured = cell
            let returned = requestCell(from: dataSource, at: dataIndexPath(forDisplayed: path))
            cellBeingReconfigured = nil
            guard returned !== cell, let attributes = cell.appliedAttributes?.copy() as? UICollectionViewLayoutAttributes else {
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
