import Foundation

/// A row swiped to reveal its actions.
struct RowSwipe {
    var indexPath: IndexPath
    var startOffset: CGFloat
    var leading: UISwipeActionsConfiguration?
    var trailing: UISwipeActionsConfiguration?
}

/// A cell that slides sideways to reveal swipe actions: a list cell or a table cell.
@preconcurrency @MainActor
protocol SwipeableCell: UIView {
    /// How far the row has slid (negative: toward the leading side, showing the trailing actions).
    var swipeOffset: CGFloat { get set }
    /// The revealed swipe actions.
    var swipeActionsView: SwipeActionsView? { get set }
}

/// A view whose rows swipe to reveal actions (iOS 11's `UIContextualAction`): a collection
/// view's lists and a table. A horizontal drag on a row slides it and reveals the actions the
/// host gives for it; letting go past half the buttons keeps them open, a full swipe performs
/// the first action (when the configuration allows it), a tap on a button performs its action,
/// a tap elsewhere closes them.
@preconcurrency @MainActor
protocol SwipeActionsHost: UIScrollView {
    var rowSwipe: RowSwipe? { get set }
    var swipeActionsPan: SwipeActionsPanGestureRecognizer { get }
    /// The row at `point` (the host's coordinates).
    func swipeRow(at point: CGPoint) -> IndexPath?
    func swipeableCell(at path: IndexPath) -> SwipeableCell?
    /// The actions of the row, nil for a side without any.
    func swipeConfigurations(at path: IndexPath) -> (leading: UISwipeActionsConfiguration?, trailing: UISwipeActionsConfiguration?)
    /// The row's swipe began (its actions are about to show) or ended (they closed).
    func swipeDidBegin(at path: IndexPath)
    func swipeDidEnd(at path: IndexPath)
}

extension SwipeActionsHost {
    func installSwipeActionsPan() {
        swipeActionsPan.addTarget(nil) { [unowned self] recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            switch pan.state {
            case .began, .changed: changeSwipe(translation: pan.translation(in: self).x)
            case .ended: endSwipe(velocity: pan.velocity(in: self).x)
            case .cancelled: endSwipe(velocity: 0)
            default: break
            }
        }
        addGestureRecognizer(swipeActionsPan)
    }

    /// A horizontal drag started at `point`: true when the row there has swipe actions and the
    /// swipe begins.
    func beginSwipe(at point: CGPoint) -> Bool {
        guard let path = swipeRow(at: point), let cell = swipeableCell(at: path) else { return false }
        if let swipe = rowSwipe, swipe.indexPath != path { closeSwipe(animated: true) }
        let (leading, trailing) = swipeConfigurations(at: path)
        let shownLeading = leading.flatMap { $0.actions.isEmpty ? nil : $0 }
        let shownTrailing = trailing.flatMap { $0.actions.isEmpty ? nil : $0 }
        guard shownLeading != nil || shownTrailing != nil else { return false }
        if rowSwipe?.indexPath != path { swipeDidBegin(at: path) }
        rowSwipe = RowSwipe(indexPath: path, startOffset: cell.swipeOffset, leading: shownLeading, trailing: shownTrailing)
        return true
    }

    /// The drag moved `translation` points horizontally since it began: the row follows.
    func changeSwipe(translation: CGFloat) {
        guard let swipe = rowSwipe, let cell = swipeableCell(at: swipe.indexPath) else { return }
        var offset = swipe.startOffset + translation
        offset = min(offset, swipe.leading == nil ? 0 : cell.bounds.width)
        offset = max(offset, swipe.trailing == nil ? 0 : -cell.bounds.width)
        reveal(offset, in: cell, swipe: swipe)
    }

    /// The finger lifted moving at `velocity` points per second: the actions stay open, close,
    /// or the first one is performed by a full swipe.
    func endSwipe(velocity: CGFloat) {
        guard let swipe = rowSwipe, let cell = swipeableCell(at: swipe.indexPath), let actions = cell.swipeActionsView else {
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
        swipeDidEnd(at: swipe.indexPath)
        guard let cell = swipeableCell(at: swipe.indexPath) else { return }
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
        if let cell = swipeableCell(at: swipe.indexPath), let actions = cell.swipeActionsView,
           let action = actions.action(at: actions.convert(point, from: self)) {
            perform(action, from: actions)
            return true
        }
        closeSwipe(animated: true)
        return true
    }

    private func reveal(_ offset: CGFloat, in cell: SwipeableCell, swipe: RowSwipe) {
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

/// The pan that swipes rows: it begins on a mostly sideways drag that starts on a row with
/// swipe actions, outside nested scroll views (a list's orthogonally scrolling sections).
final class SwipeActionsPanGestureRecognizer: UIPanGestureRecognizer {
    override func shouldBegin(translation: CGPoint) -> Bool {
        guard let host = view as? SwipeActionsHost, abs(translation.x) > abs(translation.y),
              let touch = trackedTouches.first else { return false }
        var node = touch.view
        while let current = node, current !== host {
            if current is UIScrollView { return false }
            node = current.superview
        }
        return host.beginSwipe(at: host.convert(touch.beganWindowLocation, from: touch.window))
    }
}
