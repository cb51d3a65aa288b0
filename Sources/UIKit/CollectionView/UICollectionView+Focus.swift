import Foundation

/// A collection view's focus settings and the item that has focus.
struct CollectionFocus {
    var allowsFocus = true
    var allowsFocusDuringEditing = false
    var selectionFollowsFocus = false
    var remembersLastFocusedIndexPath = false
    /// The focused item, while the window's focus is on one of this collection view's items.
    var focusedPath: IndexPath?
    /// The item focused last (for `remembersLastFocusedIndexPath`).
    var lastFocusedPath: IndexPath?
}

/// Focus in a collection view (iOS 15, iPad with a keyboard): which items can be focused, where
/// focus goes when it enters, where the arrow keys take it, and selection that follows it.
extension UICollectionView: FocusItemHost {
    func focusCell(at path: IndexPath) -> UIView? { cellForItem(at: path) }

    func focusContext(_ context: UIFocusUpdateContext, previous: IndexPath?, next: IndexPath?) -> UIFocusUpdateContext {
        UICollectionViewFocusUpdateContext(context, previous: previous, next: next)
    }

    func delegateShouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        guard let context = context as? UICollectionViewFocusUpdateContext else { return true }
        return collectionDelegate?.collectionView(self, shouldUpdateFocusIn: context) ?? true
    }

    func delegateDidUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        guard let context = context as? UICollectionViewFocusUpdateContext else { return }
        collectionDelegate?.collectionView(self, didUpdateFocusIn: context, with: coordinator)
    }

    func chooseFocusedItem(at path: IndexPath) {
        if allowsSelectionInCurrentMode { selectByUser(at: path) }
    }

    /// Whether the item at `path` can take focus: a visible cell's `canBecomeFocused` (which
    /// asks the delegate, then `allowsFocus`), else the delegate, then `allowsFocus`.
    func canFocusItem(at path: IndexPath) -> Bool {
        if let cell = cellForItem(at: path) { return cell.canBecomeFocused }
        return delegateAllowsFocus(at: path)
    }

    /// The delegate's `canFocusItemAt`, whose default is `allowsFocus` (while editing,
    /// `allowsFocusDuringEditing`).
    func delegateAllowsFocus(at path: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, canFocusItemAt: path) ?? defaultCanFocusItems
    }

    var defaultCanFocusItems: Bool { isEditing ? allowsFocusDuringEditing : allowsFocus }

    /// The item focus goes to when it enters the collection view: the last focused one when it
    /// remembers it, else the delegate's preferred one, else the first focusable visible item.
    func preferredFocusIndexPath() -> IndexPath? {
        guard isVisibleForFocus else { return nil }
        if remembersLastFocusedIndexPath, let last = focus.lastFocusedPath, isValidItem(last), canFocusItem(at: last) {
            return last
        }
        if let preferred = collectionDelegate?.indexPathForPreferredFocusedView(in: self), isValidItem(preferred),
           canFocusItem(at: preferred) {
            return preferred
        }
        return indexPathsForVisibleItems.sorted().first { canFocusItem(at: $0) }
    }

    /// The focusable item nearest `path` in the `heading` direction (an arrow key), by
    /// `UIFocusHeading.score`; the layout is searched a screen's length ahead first, then twice as
    /// far, and so on to the content's edge.
    func focusCandidate(from path: IndexPath, heading: UIFocusHeading) -> IndexPath? {
        guard let from = layoutAttributesForItem(at: path)?.frame else { return nil }
        let (dx, dy) = heading.step
        let content = CGRect(origin: .zero, size: contentSize).union(from)
        var reach = max(bounds.width, bounds.height, 1)
        while true {
            var band = from.union(from.offsetBy(dx: dx * reach, dy: dy * reach))
            if dx == 0 { band = CGRect(x: content.minX, y: band.minY, width: content.width, height: band.height) }
            if dy == 0 { band = CGRect(x: band.minX, y: content.minY, width: band.width, height: content.height) }
            var best: (path: IndexPath, score: CGFloat)?
            for candidate in collectionViewLayout.layoutAttributesForElements(in: band) ?? []
            where candidate.representedElementCategory == .cell && candidate.indexPath != path {
                guard let score = heading.score(of: candidate.frame, from: from), best.map({ score < $0.score }) ?? true,
                      canFocusItem(at: candidate.indexPath) else { continue }
                best = (candidate.indexPath, score)
            }
            if let best { return best.path }
            if (dx < 0 && band.minX <= content.minX) || (dx > 0 && band.maxX >= content.maxX)
                || (dy < 0 && band.minY <= content.minY) || (dy > 0 && band.maxY >= content.maxY) { return nil }
            reach *= 2
        }
    }

    /// Focus moved to `path` (nil: away from this collection view's items): the item scrolls
    /// into view, is remembered, and is selected when selection follows focus.
    func focusDidMove(to path: IndexPath?) {
        focus.focusedPath = path
        guard let path else { return }
        focus.lastFocusedPath = path
        if let frame = layoutAttributesForItem(at: path)?.frame {
            let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: adjustedContentInset)
            if !visible.contains(frame) { scrollRectToVisible(frame, animated: true) }
        }
        let follows = collectionDelegate?.collectionView(self, selectionFollowsFocusForItemAt: path) ?? selectionFollowsFocus
        guard follows, allowsSelectionInCurrentMode, !selection.contains(path) else { return }
        if !allowsMultipleSelectionInCurrentMode {
            for other in selection.ordered where other != path { _ = setSelectionByUser(false, at: other) }
        }
        _ = setSelectionByUser(true, at: path)
    }

    /// The focused item's cell comes on screen (or its cell leaves): it shows focus, or not.
    func updateFocusAppearance(of cell: UICollectionViewCell, at path: IndexPath) {
        if focus.focusedPath == path || cell.isFocusedState { cell.showFocus(focus.focusedPath == path) }
    }

    private func isValidItem(_ path: IndexPath) -> Bool {
        path.count == 2 && path.section >= 0 && path.section < numberOfSections
            && path.item >= 0 && path.item < numberOfItems(inSection: path.section)
    }
}

extension UICollectionView {
    /// Follows the focused and last focused items to their index paths after an update; focus
    /// leaves an item that went away.
    func remapFocus(_ map: (IndexPath) -> IndexPath?) {
        focus.lastFocusedPath = focus.lastFocusedPath.flatMap(map)
        guard let focused = focus.focusedPath else { return }
        let moved = map(focused)
        focus.focusedPath = moved
        window?.focusSystem.focusedItemMoved(in: self, to: moved)
    }
}
