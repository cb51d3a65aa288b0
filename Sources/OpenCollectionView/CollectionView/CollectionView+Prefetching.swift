import Foundation

/// Prefetching: cells prepared just ahead of the visible area in the scroll direction
/// (`isPrefetchingEnabled`), and the prefetch data source told about items coming near and
/// moving away.
extension CollectionView {
    /// Prepares cells for the items in the strip ahead of the bounds (half a screen deep, in the
    /// direction of the last scroll), and tells the prefetch data source about the items within
    /// a screen ahead. Called after every display pass.
    func updatePrefetching() {
        let offset = contentOffset
        let moved = CGPoint(x: offset.x - lastDisplayedOffset.x, y: offset.y - lastDisplayedOffset.y)
        lastDisplayedOffset = offset
        if moved != .zero { prefetchDirection = CGPoint(x: moved.x.sign == .minus ? -1 : (moved.x == 0 ? 0 : 1),
                                                        y: moved.y.sign == .minus ? -1 : (moved.y == 0 ? 0 : 1)) }
        if isPrefetchingEnabled { prepareCellsAhead(in: region(ahead: 0.5)) } else { dropPreparedCells { _ in true } }
        if let source = prefetchDataSource { tellPrefetchDataSource(source, about: region(ahead: 1)) }
    }

    /// The area beyond the bounds in the scroll direction, `depth` bounds deep (both ways along
    /// the scroll axis before any scroll).
    private func region(ahead depth: CGFloat) -> CGRect {
        let visible = bounds
        let dx = visible.width * depth, dy = visible.height * depth
        let direction = prefetchDirection
        var area = visible
        if direction.x > 0 { area.size.width += dx } else if direction.x < 0 { area.origin.x -= dx; area.size.width += dx }
        if direction.y > 0 { area.size.height += dy } else if direction.y < 0 { area.origin.y -= dy; area.size.height += dy }
        if direction == .zero { area = area.insetBy(dx: 0, dy: -dy) }
        return area
    }

    /// The items whose frames overlap `rect`, into a reusable buffer.
    private func collectItems(in rect: CGRect) {
        aheadElements.removeAll(keepingCapacity: true)
        let handledFast = layout.forEachDisplayElement(in: rect) { category, _, section, item, frame, _ in
            guard category == .cell, frame.overlaps(rect) else { return }
            aheadElements.append(PendingElement(category: .cell, kind: nil, section: section, item: item,
                                                frame: frame, zIndex: 0, attributes: nil))
        }
        if !handledFast {
            for attributes in layout.layoutAttributesForElements(in: rect) ?? []
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
        dropPreparedCells { path in !aheadElements.contains { $0.section == path.section && $0.item == path.item } }
        for element in aheadElements {
            let path = IndexPath(item: element.item, section: element.section)
            guard visibleCellViews[path] == nil, preparedCells[path] == nil else { continue }
            frameForNextDequeue = element.frame
            let cell = dataSource.collectionView(self, cellForItemAt: dataIndexPath(forDisplayed: path))
            frameForNextDequeue = nil
            preparedCells[path] = cell
        }
    }

    /// Sends prepared cells that `shouldDrop` back to the reuse queue; they were never shown.
    func dropPreparedCells(where shouldDrop: (IndexPath) -> Bool) {
        for (path, cell) in preparedCells where shouldDrop(path) {
            preparedCells[path] = nil
            reusePool.enqueue(cell, as: ReusePool.Key(category: .cell, kind: nil, identifier: cell.reuseIdentifier ?? ""))
        }
    }

    private func tellPrefetchDataSource(_ source: CollectionViewDataSourcePrefetching, about area: CGRect) {
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
