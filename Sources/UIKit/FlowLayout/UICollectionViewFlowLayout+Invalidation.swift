import Foundation

/// What an invalidation context asks of a flow layout.
extension UICollectionViewFlowLayout {
    /// Records the work `context` asks for:
    /// - everything or data source counts: ask the delegate again and recompute all;
    /// - `invalidateFlowLayoutDelegateMetrics`: ask again for the named items' sizes, or for all
    ///   metrics when no item is named;
    /// - `invalidateFlowLayoutAttributes` with no item named: recompute every frame;
    /// - preferred sizes of self-sizing cells: recompute from each one's line on.
    func recordInvalidation(_ context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            if context.invalidateDataSourceCounts { measuredSizes = [:] }
            pendingWork = .all
            pendingItems = FlowItemUpdates()
            return
        }
        guard let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext else {
            pendingWork = .all
            return
        }
        for (path, size) in flowContext.preferredItemSizes {
            measuredSizes[path] = size
            pendingItems.sizes[path] = size
        }
        let namedItems = context.invalidatedItemIndexPaths
        if flowContext.invalidateFlowLayoutDelegateMetrics {
            if let namedItems { pendingItems.requery.formUnion(namedItems) } else { pendingWork.insert(.delegateMetrics) }
        }
        if flowContext.invalidateFlowLayoutAttributes && namedItems == nil {
            pendingWork.insert(.frames)
        }
    }

    /// Fills the context of a self-sizing cell's preferred size: the new size, no delegate
    /// query, the content size change along the scroll axis, and the same offset change when
    /// the item lies before the visible area (so that what is on screen does not move).
    func fillPreferredSizeContext(
        _ context: UICollectionViewFlowLayoutInvalidationContext, preferred: UICollectionViewLayoutAttributes,
        original: UICollectionViewLayoutAttributes
    ) {
        context.invalidateFlowLayoutDelegateMetrics = false
        guard preferred.representedElementCategory == .cell, preferred.size != original.size else {
            context.invalidateFlowLayoutAttributes = false
            return
        }
        context.preferredItemSizes[original.indexPath] = preferred.size
        let axis = FlowAxis(scrollDirection)
        let delta = axis.scroll(preferred.size) - axis.scroll(original.size)
        context.contentSizeAdjustment = axis.size(along: 0, scroll: delta)
        if let collectionView,
           axis.scrollRange(original.frame).upper <= axis.scroll(collectionView.bounds.origin) {
            context.contentOffsetAdjustment = axis.point(along: 0, scroll: delta)
        }
    }
}
