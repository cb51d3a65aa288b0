import Foundation

/// Prefetching: cells prepared just ahead of the visible area in the scroll direction
/// (`isPrefetchingEnabled`), and the prefetch data source told about items coming near and
/// moving away.
extension UICollectionView {
    /// Prepares cells for the items in the strip ahead of the bounds (half a screen deep, in the
    /// direction of the last scroll), and tells the prefetch data source about the items within
    /// a screen ahead. Called after every display pass; nothing is redone while the content has
    /// not moved and the visible set has not changed, and the data source is told again only
    /// when the visible set changed or the direction flipped.
    func updatePrefetching(visibleSetChanged: Bool) {
        let offset = contentOffset
        let moved = CGPoint(x: offset.x - lastDisplayedOffset.x, y: offset.y - lastDisplayedOffset.y)
        lastDisplayedOffset = offset
        let direction = moved == .zero ? prefetchDirection
            : CGPoint(x: moved.x < 0 ? -1 : (moved.x == 0 ? 0 : 1), y: moved.y < 0 ? -1 : (moved.y == 0 ? 0 : 1))
        let turned = direction != prefetchDirection
        prefetchDirection = direction
        if isPrefetchingEnabled {
            if moved != .zero || visibleSetChanged { prepareCellsAhead(in: region(ahead: 0.5)) }
        } else if !preparedCells.isEmpty {
            dropPreparedCells { _ in true }
        }
        if let source = prefetchDataSource, visibleSetChanged || turned {
            tellPrefetchDataSource(source, about: region(ahead: 1))
        }
    }

    /// The strip beyond the bounds in the scroll direction, `depth` bounds deep (both sides along
    /// the vertical axis before any scroll).
    private func region(ahead depth: CGFloat) -> CGRect {
        let visible = bounds
        let dx = visible.width * depth, dy = visible.height * depth
        let direction = prefetchDirection
        if direction.y > 0 { return CGRect(x: visible.minX, y: visible.maxY, width: visible.width, height: dy) }
        if direction.y < 0 { return CGRect(x: visible.minX, y: visible.minY - dy, width: visible.width, height: dy) }
        if direction.x > 0 { return CGRect(x: visible.maxX, y: visible.minY, width: dx, height: visible.height) }
        if direction.x < 0 { return CGRect(x: visible.minX - dx, y: visible.minY, width: dx, height: visible.height) }
        return visible.insetBy(dx: 0, dy: -dy)
    }

    /// The items whose frames overlap `rect`, into a reusable buffer.
    private func collectItems(in rect: CGRect) {
        aheadElements.removeAll(keepingCapacity: true)
        let handledFast = forEachLayoutElement(in: rect) { category, _, section, item, frame, _ in
            guard category == .cell, frame.overlaps(rect) else { return }
            aheadElements.append(PendingElement(category: .cell, kind: nil, section: section, item: item,
                                                frame: frame, zIndex: 0, attributes: nil))
        }
        if !handledFast {
            for attributes in layoutElements(in: rect)
            where attributes.representedElementCategory == .cell && !attributes.isHidden && attributes.frame.overlaps(rect)
                && attributes.indexPath.count == 2 {
                aheadElements.append(PendingElement(category: .cell, kind: nil, section: attributes.indexPath.section,
                                                    item: attributes.indexPath.item, frame: attributes.frame, zIndex: 0,
                                                    attributes: attributes))
            }
        }
    }

    private func prepareCellsAhead(in area: CGRect) {
        guard let dataSource else { return }
        collectItems(in: area)
        prefetchGeneration &+= 1
        let generation = prefetchGeneration
        for element in aheadElements {
            preparedCells[section: element.section, item: element.item]?.displayGeneration = generation
        }
        dropPreparedCells { $0.displayGeneration != generation }
        for element in aheadElements {
            guard visibleCellViews[section: element.section, item: element.item] == nil,
                  preparedCells[section: element.section, item: element.item] == nil
            else { continue }
            let path = IndexPath(item: element.item, section: element.section)
            frameForNextDequeue = element.frame
            let cell = cellForDisplayedItem(at: path, from: dataSource)
            frameForNextDequeue = nil
            cell.displayGeneration = generation
            preparedCells[section: element.section, item: element.item] = cell
        }
    }

    /// Sends prepared cells that `shouldDrop` back to the reuse queue; they were never shown.
    func dropPreparedCells(where shouldDrop: (UICollectionViewCell) -> Bool) {
        leavingCells.removeAll(keepingCapacity: true)
        preparedCells.forEachEntry { section, item, cell in
            if shouldDrop(cell) { leavingCells.append((section, item)) }
        }
        for (section, item) in leavingCells {
            guard let cell = preparedCells[section: section, item: item] else { continue }
            preparedCells[section: section, item: item] = nil
            reusePool.enqueue(cell, as: ReusePool.Key(category: .cell, kind: nil, identifier: cell.reuseIdentifier ?? ""))
        }
    }

    private func tellPrefetchDataSource(_ source: UICollectionViewDataSourcePrefetching, about area: CGRect) {
        collectItems(in: area)
        var wanted: Set<IndexPath> = []
        for element in aheadElements {
            let path = IndexPath(item: element.item, section: element.section)
            if visibleCellViews[path] == nil { wanted.insert(path) }
        }
        let new = wanted.subtracting(prefetchedItems).sorted()
        let gone = prefetchedItems.subtracting(wanted).filter { visibleCellViews[$0] == nil }.sorted()
        prefetchedItems = wanted
        if !new.isEmpty { source.collectionView(self, prefetchItemsAt: new) }
        if !gone.isEmpty { source.collectionView(self, cancelPrefetchingForItemsAt: gone) }
    }
}
