import Foundation

/// The counts the data source gives, and reloading them.
extension UICollectionView {
    var counts: [Int] {
        if let loadedCounts { return loadedCounts }
        let loaded = loadCounts()
        loadedCounts = loaded
        return loaded
    }

    func loadCounts() -> [Int] {
        guard let dataSource else { return [0] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { section in
            max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
        }
    }

    /// The work of `reloadData()`.
    func reloadAllData() {
        if updateDepth > 0 {
            reloadRequestedDuringUpdate = true
            return
        }
        interactiveMovement = nil
        indexTitlesNeedReload = true
        resetDropDisplay()
        dropPreparedCells { _ in true }
        removeAllDisplayedElements()
        selection.removeAll()
        loadedCounts = nil
        let context = layout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: context)
    }
}
