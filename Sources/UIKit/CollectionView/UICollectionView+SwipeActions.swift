import Foundation

/// A list row swiped to reveal its actions.
struct RowSwipe {
    var indexPath: IndexPath
    var startOffset: CGFloat
    var leading: UISwipeActionsConfiguration?
    var trailing: UISwipeActionsConfiguration?
}

/// Swipe actions of list rows (iOS 11's `UIContextualAction` in lists): a horizontal drag on a
/// row slides it and reveals the actions its list's swipe-actions provider gives; letting go
/// past half the buttons keeps them open, a full swipe performs the first action (when the
/// configuration allows it), a tap on a button performs its action, a tap elsewhere closes them.
/// The host (or, with gesture recognizers, a pan) drives `swipeBegan`/`swipeChanged`/`swipeEnded`.
extension UICollectionView {
    /// A horizontal drag started at `point` (content coordinates): true when the row there has
    /// swipe actions and the swipe begins.
    @discardableResult
    @_spi(Host) public func swipeBegan(at point: CGPoint) -> Bool {
        guard let path = indexPathForItem(at: point), let cell = cellForItem(at: path) as? UICollectionViewListCell,
              let configuration = (layout as? UICollectionViewCompositionalLayout)?.listConfiguration(ofSection: path.section)
        else { return false }
        if let swipe = rowSwipe, swipe.indexPath != path { closeSwipe(animated: true) }
        let leading = configuration.leadingSwipeActionsConfigurationProvider?(path).flatMap { $0.actions.isEmpty ? nil : $0 }
        let trailing = configuration.trailingSwipeActionsConfigurationProvider?(path).flatMap { $0.actions.isEmpty ? nil : $0 }
        guard leading != nil || trailing != nil else { return false }
        rowSwipe = RowSwipe(indexPath: path, startOffset: cell.swipeOffset, leading: leading, trailing: trailing)
        return true
    }

    /// The drag moved `translation` points horizontally since it began: the row follows.
    @_spi(Host) public func swipeChanged(translation: CGFloat) {
        guard let swipe = rowSwipe, let cell = cellForItem(at: swipe.indexPath) as? UICollectionViewListCell else { return }
        var offset = swipe.startOffset + translation
        offset = min(offset, swipe.leading == nil ? 0 : cell.bounds.width)
        offset = max(offset, swipe.trailing == nil ? 0 : -cell.bounds.width)
        reveal(offset, in: cell, swipe: swipe)
    }

    /// The finger lifted moving at `velocity` points per second: the actions stay open, close,
    /// or the first one is performed by a full swipe.
    @_spi(Host) public func swipeEnded(velocity: CGFloat) {
        guard let swipe = rowSwipe, let cell = cellForItem(at: swipe.indexPath) as? UICollectionViewListCell,
              let actions = cell.swipeActionsView
        else {
            closeSwipe(animated: true)
            return
        }
        let offset = cell.swipeOffset
        let revealed = actions.revealedWidth
        if abs(offset) > cell.bounds.width * 0.6, actions.configuration.performsFirstActionWithFullSwipe,
           let first = actions.configuration.actions.first {
            perform(first, from: actions.buttons.first ?? actions)
            return
        }
        let flung = offset < 0 ? velocity < -300 : velocity > 300
        let open = abs(offset) > revealed / 2 || flung
        UIView.animate(withDuration: 0.25) {
            self.reveal(open ? (offset < 0 ? -revealed : revealed) : 0, in: cell, swipe: swipe)
        }
        if !open { closeSwipe(animated: false) }
    }

    /// Closes the open swipe actions, if any.
    func closeSwipe(animated: Bool) {
        guard let swipe = rowSwipe else { return }
        rowSwipe = nil
        guard let cell = cellForItem(at: swipe.indexPath) as? UICollectionViewListCell else { return }
        let close = {
            cell.swipeOffset = 0
            cell.layoutIfNeeded()
        }
        guard animated else {
            close()
            cell.swipeActionsView = nil
            return
        }
        UIView.animate(withDuration: 0.25, animations: close) { _ in
            if cell.swipeOffset == 0 { cell.swipeActionsView = nil }
        }
    }

    /// A tap while a row's actions are open: on a button, its action; elsewhere, closing them.
    /// True when the tap was the swipe's.
    func handleSwipeTap(at point: CGPoint) -> Bool {
        guard let swipe = rowSwipe else { return false }
        if let cell = cellForItem(at: swipe.indexPath) as? UICollectionViewListCell, let actions = cell.swipeActionsView,
           let action = actions.action(at: actions.convert(point, from: self)) {
            perform(action, from: actions)
            return true
        }
        closeSwipe(animated: true)
        return true
    }

    private func reveal(_ offset: CGFloat, in cell: UICollectionViewListCell, swipe: RowSwipe) {
        let configuration = offset < 0 ? swipe.trailing : offset > 0 ? swipe.leading : nil
        if let configuration, cell.swipeActionsView?.configuration !== configuration {
            cell.swipeActionsView = SwipeActionsView(configuration, leading: offset > 0)
        }
        cell.swipeOffset = offset
        cell.layoutIfNeeded()
    }

    /// Runs `action`'s handler; its completion closes the actions.
    private func perform(_ action: UIContextualAction, from view: UIView) {
        action.handler(action, view) { [weak self] _ in self?.closeSwipe(animated: true) }
    }
}
