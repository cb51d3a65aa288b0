import Foundation

/// Right-to-left mirroring at the boundary with the layout: every frame, rectangle, point and
/// content offset the collection view exchanges with its layout goes through `layoutMirror`
/// (`LayoutMirror`), which is nil unless the layout flips in this direction. Attributes are
/// mirrored as copies, so the layout's own objects keep its coordinates. The rest of the
/// collection view works in its own coordinates only.
extension UICollectionView {
    /// Whether the layout's frames are mirrored, as UIKit decides: the layout flips in the
    /// opposite direction, and the collection view's direction is not the layout's.
    var mirrorsLayout: Bool {
        layout.flipsHorizontallyInOppositeLayoutDirection
            && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// Makes `layoutMirror` match the layout, the direction, the content size and the bounds
    /// (called by every prepare check), keeping the bounds origin at the leading edge as UIKit
    /// does: while mirrored, a change keeps the offset the layout sees, so the content starts
    /// at its right end and stays there as it grows; turning mirroring on (the first layout
    /// included) or off reflects the offset within its range. A layout's `contentOffsetAdjustment`
    /// applies in the layout's coordinates.
    func updateLayoutMirror(applying adjustment: CGPoint) {
        let old = layoutMirror
        let new = mirrorsLayout
            ? LayoutMirror(contentWidth: contentSize.width, boundsWidth: bounds.width, insets: adjustedContentInset) : nil
        if new != old {
            layoutMirror = new
            if let old, let new {
                contentOffset = new.contentOffset(old.contentOffset(contentOffset))
            } else {
                let range = contentOffsetRange
                let x = min(max(range.min.x + range.max.x - contentOffset.x, range.min.x), range.max.x)
                contentOffset = CGPoint(x: x, y: contentOffset.y)
            }
        }
        guard adjustment != .zero else { return }
        let change = layoutMirror?.offsetChange(adjustment) ?? adjustment
        contentOffset = CGPoint(x: contentOffset.x + change.x, y: contentOffset.y + change.y)
    }

    // MARK: Reading the layout

    /// The layout's attributes for the elements in `rect` (collection view coordinates), in
    /// collection view coordinates.
    func layoutElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard let mirror = layoutMirror else { return layout.layoutAttributesForElements(in: rect) ?? [] }
        return (layout.layoutAttributesForElements(in: mirror.rect(rect)) ?? []).map(mirror.attributes)
    }

    /// The layout's fast path (`forEachDisplayElement(in:_:)`) in collection view coordinates.
    func forEachLayoutElement(
        in rect: CGRect, _ body: (UICollectionView.ElementCategory, String?, Int, Int, CGRect, Int) -> Void
    ) -> Bool {
        guard let mirror = layoutMirror else { return layout.forEachDisplayElement(in: rect, body) }
        return layout.forEachDisplayElement(in: mirror.rect(rect)) { category, kind, section, item, frame, zIndex in
            body(category, kind, section, item, mirror.rect(frame), zIndex)
        }
    }

    /// The layout's attributes for the item at `indexPath`, in collection view coordinates.
    func layoutItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        mirrored(layout.layoutAttributesForItem(at: indexPath))
    }

    /// The layout's attributes for a supplementary view, in collection view coordinates.
    func layoutSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        mirrored(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// The layout's target for a proposed content offset (and a velocity, when scrolling), both
    /// in collection view coordinates.
    func layoutTargetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint? = nil) -> CGPoint {
        let mirror = layoutMirror
        let offset = mirror?.contentOffset(proposed) ?? proposed
        let target = velocity.map {
            layout.targetContentOffset(forProposedContentOffset: offset, withScrollingVelocity: mirror?.offsetChange($0) ?? $0)
        } ?? layout.targetContentOffset(forProposedContentOffset: offset)
        return mirror?.contentOffset(target) ?? target
    }

    // MARK: Converting

    /// Attributes taken between the layout's coordinates and the collection view's (a copy
    /// when mirrored; the mirror is its own inverse).
    func mirrored(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let attributes, let mirror = layoutMirror else { return attributes }
        return mirror.attributes(attributes)
    }

    /// A point taken between the layout's coordinates and the collection view's.
    func mirrored(_ point: CGPoint) -> CGPoint {
        layoutMirror?.point(point) ?? point
    }
}
