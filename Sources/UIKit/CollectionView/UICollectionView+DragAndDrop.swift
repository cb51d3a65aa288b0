import Foundation

/// A collection view's drag and drop state: its delegates and settings, the gap and
/// placeholders shown during a drop.
@MainActor
final class CollectionViewDragDropState {
    weak var dragDelegate: UICollectionViewDragDelegate?
    weak var dropDelegate: UICollectionViewDropDelegate?
    var dragInteractionEnabled = true
    var reorderingCadence = UICollectionView.ReorderingCadence.immediate
    /// What the collection view shows in place of the data source's items during a drop.
    var overlay: DropDisplayOverlay?
    /// The placeholders shown, by their context's identity.
    var placeholders: [ObjectIdentifier: DropPlaceholderContext] = [:]
}

/// Drag and drop in a collection view, as UIKit's: a long press on an item lifts it (the drag
/// delegate gives the items), its preview follows the touch across the window, the collection
/// view under the touch asks its drop delegate for a proposal and opens a gap where the items
/// would go, and lifting the finger asks it to perform the drop with a coordinator.
extension UICollectionView {
    /// The speed at which items move aside to show where a drop would go, as UIKit's
    /// `UICollectionView.ReorderingCadence`.
    public enum ReorderingCadence: Int, Sendable {
        /// Items move aside at once.
        case immediate = 0
        /// Items move aside after a short delay (0.2 s here; UIKit does not document it).
        case fast = 1
        /// Items move aside after a longer delay (0.5 s here; UIKit does not document it).
        case slow = 2

        /// How long the touch must stay over a new destination before the gap moves there.
        var delay: TimeInterval {
            switch self {
            case .immediate: 0
            case .fast: 0.2
            case .slow: 0.5
            }
        }
    }

    /// The work of `dragDelegate`'s setter: installs the long press that lifts items.
    func installDragDelegate(_ delegate: UICollectionViewDragDelegate?) {
        dragDrop.dragDelegate = delegate
        if delegate != nil { installLiftGesture() }
    }

    /// Whether a drag, not the standard reordering gesture, takes the long press.
    var dragTakesLongPress: Bool { dragDrop.dragInteractionEnabled && dragDrop.dragDelegate != nil }

    /// Forgets the gap and placeholders (the data was reloaded).
    func resetDropDisplay() {
        dragDrop.overlay = nil
        dragDrop.placeholders.removeAll()
    }

    // MARK: Destinations

    /// The index path a drop at `point` (in the collection view's coordinates) would insert at,
    /// as the items will be after the drop, from the visible item nearest the touch: before it when the touch is in its leading half,
    /// after it in its trailing half; where a gap is open, the item under the
    /// touch gives its place to the gap. Past the
    /// last item of a section (below it, or right of it in its row) is the section's end. Nil
    /// when the collection view has no sections.
    func dropDestinationIndexPath(at point: CGPoint) -> IndexPath? {
        guard numberOfSections > 0 else { return nil }
        let gapOpen = dragDrop.overlay.map { $0.movedItem != nil || $0.displayedPath(of: .gap) != nil } ?? false
        let cells = indexPathsForVisibleItems.compactMap { layoutAttributesForItem(at: $0) }
        guard let nearest = cells.min(by: { distance($0.frame, point) < distance($1.frame, point) }) else {
            return IndexPath(item: 0, section: 0)
        }
        let path = nearest.indexPath
        let count = numberOfItems(inSection: path.section)
        if let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: path.section))?.frame,
           point.y > last.maxY || (point.y >= last.minY && point.x > last.maxX) {
            return IndexPath(item: dropGapPath?.section == path.section ? count - 1 : count, section: path.section)
        }
        if gapOpen { return path }
        let trailing = isStackedVertically(at: path) ? point.y > nearest.frame.midY : point.x > nearest.frame.midX
        return trailing ? IndexPath(item: path.item + 1, section: path.section) : path
    }

    private func distance(_ frame: CGRect, _ point: CGPoint) -> CGFloat {
        let dx = max(frame.minX - point.x, 0, point.x - frame.maxX)
        let dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
        return hypot(dx, dy)
    }

    /// Whether the items around `path` are stacked top to bottom (a list) rather than side by
    /// side (a grid row): a neighbor beside it in the same row says side by side, one above or
    /// below in the same column says stacked; else an item narrower than most of the width is
    /// taken for a grid's.
    private func isStackedVertically(at path: IndexPath) -> Bool {
        guard let frame = layoutAttributesForItem(at: path)?.frame else { return true }
        let count = numberOfItems(inSection: path.section)
        for neighbor in [path.item + 1, path.item - 1] where neighbor >= 0 && neighbor < count {
            guard let other = layoutAttributesForItem(at: IndexPath(item: neighbor, section: path.section))?.frame else { continue }
            if other.minY < frame.maxY && other.maxY > frame.minY { return false }
            if other.minX < frame.maxX && other.maxX > frame.minX { return true }
        }
        return frame.width > bounds.width * 0.75
    }
}
