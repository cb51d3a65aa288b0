import Foundation

extension UICollectionView {
    /// Constants that indicate how to scroll an item into the visible portion of the
    /// collection view, as UIKit's `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    // MARK: Visible views

    /// What `visibleCells` is unless a subclass overrides it.
    var defaultVisibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellViews[$0] }
    }

    /// What `indexPathsForVisibleItems` is unless a subclass overrides it.
    var defaultIndexPathsForVisibleItems: [IndexPath] { visibleCellViews.keys.sorted() }

    /// What `cellForItem` does unless a subclass overrides it.
    func defaultCellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellViews[indexPath] }

    /// What `indexPath` does unless a subclass overrides it.
    func defaultIndexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellViews.first { $0.value === cell }?.key
    }

    /// What `indexPath(forSupplementaryView:)` does unless a subclass overrides it.
    func defaultIndexPath(forSupplementaryView view: UICollectionReusableView) -> IndexPath? {
        visibleOtherViews.first { $0.key.category == .supplementaryView && $0.value === view }?.key.indexPath
    }

    /// What `supplementaryView` does unless a subclass overrides it.
    func defaultSupplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleOtherViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// What `visibleSupplementaryViews` does unless a subclass overrides it.
    func defaultVisibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            supplementaryView(forElementKind: elementKind, at: $0)
        }
    }

    /// What `indexPathsForVisibleSupplementaryElements` does unless a subclass overrides it.
    func defaultIndexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleOtherViews.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: Layout information

    /// What `indexPathForItem` does unless a subclass overrides it.
    func defaultIndexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let inLayout = layoutPoint(for: point)
        return layoutElements(in: probe)
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(inLayout) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// What `layoutAttributesForItem` does unless a subclass overrides it.
    func defaultLayoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layoutItem(at: indexPath)
    }

    /// What `layoutAttributesForSupplementaryElement` does unless a subclass overrides it.
    func defaultLayoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        prepareLayoutIfNeeded()
        return layoutSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Scrolling to items

    /// What `scrollToItem` does unless a subclass overrides it.
    func defaultScrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        prepareLayoutIfNeeded()
        guard let frame = layoutItem(at: indexPath)?.frame,
              indexPath.count == 2, indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section)
        else {
            raiseException(.invalidArgumentException, "attempt to scroll to invalid index path: \(indexPath)")
        }
        if scrollOrthogonalSection(indexPath.section, toShow: frame, at: scrollPosition, animated: animated) {
            let across = CGRect(x: contentOffset.x, y: frame.minY, width: bounds.width, height: frame.height)
            setContentOffset(contentOffset(toShow: across, at: scrollPosition), animated: animated)
            return
        }
        setContentOffset(contentOffset(toShow: frame, at: scrollPosition), animated: animated)
    }

    /// The clamped offset that puts `frame` at `position`.
    func contentOffset(toShow frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let insets = adjustedContentInset
        let visible = bounds.inset(by: insets)
        var offset = contentOffset
        func place(_ minEdge: CGFloat, _ maxEdge: CGFloat, visibleMin: CGFloat, visibleLength: CGFloat, inset: CGFloat,
                   start: Bool, center: Bool, end: Bool, current: CGFloat) -> CGFloat {
            if start { return minEdge - inset }
            if center { return (minEdge + maxEdge) / 2 - visibleLength / 2 - inset }
            if end { return maxEdge - visibleLength - inset }
            // Just make it visible.
            if minEdge < visibleMin { return minEdge - inset }
            if maxEdge > visibleMin + visibleLength { return maxEdge - visibleLength - inset }
            return current
        }
        offset.y = place(frame.minY, frame.maxY, visibleMin: visible.minY, visibleLength: visible.height, inset: insets.top,
                         start: position.contains(.top), center: position.contains(.centeredVertically),
                         end: position.contains(.bottom), current: offset.y)
        offset.x = place(frame.minX, frame.maxX, visibleMin: visible.minX, visibleLength: visible.width, inset: insets.left,
                         start: position.contains(.left), center: position.contains(.centeredHorizontally),
                         end: position.contains(.right), current: offset.x)
        return clampedContentOffset(offset)
    }
}
