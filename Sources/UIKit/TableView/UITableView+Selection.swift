import Foundation

/// Selection, with UIKit's order of calls: a touch highlights its row (`shouldHighlightRowAt`,
/// `didHighlightRowAt`), lifting it selects the row (`willSelectRowAt` may redirect or veto,
/// the previous row is deselected in single selection, `didSelectRowAt`, the notification, the
/// primary action); a scroll that begins cancels the touch. Programmatic selection tells no one.
extension UITableView {
    /// Whether the user may select now (editing has its own settings).
    private var userSelectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    private var multipleSelectionAllowed: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func trackTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        if trackedTouch != nil { return true }
        guard let touch = touches.first else { return false }
        let point = touch.location(in: self)
        guard let path = indexPathForRow(at: point), visibleCellsByPath[path] != nil else { return false }
        let stopped = scrollPan.stoppedScrolling
        trackedTouch = (touch, stopped)
        if !stopped, userSelectionAllowed { highlight(path) }
        return true
    }

    func trackTouchesMoved(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedTouch else { return false }
        guard touches.contains(tracked.touch) else { return true }
        let path = indexPathForRow(at: tracked.touch.location(in: self))
        if let highlighted = highlightedPath, path != highlighted { unhighlight(highlighted) }
        return true
    }

    func trackTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedTouch else { return false }
        guard touches.contains(tracked.touch) else { return true }
        trackedTouch = nil
        let point = tracked.touch.location(in: self)
        let path = indexPathForRow(at: point)
        if let highlighted = highlightedPath { unhighlight(highlighted, animated: false) }
        guard !tracked.stoppedScrolling, let path else { return true }
        if let cell = visibleCellsByPath[path], cell.detailButton(at: cell.convert(point, from: self)) {
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: path)
            return true
        }
        userDidTap(path)
        return true
    }

    func trackTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedTouch else { return false }
        guard touches.contains(tracked.touch) else { return true }
        trackedTouch = nil
        if let highlighted = highlightedPath { unhighlight(highlighted) }
        return true
    }

    /// A scroll began: the touch selects nothing.
    func cancelTrackedTouchForScrolling() {
        guard trackedTouch != nil else { return }
        trackedTouch = nil
        if let highlighted = highlightedPath { unhighlight(highlighted) }
    }

    private func highlight(_ path: IndexPath) {
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        highlightedPath = path
        visibleCellsByPath[path]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: path)
    }

    private func unhighlight(_ path: IndexPath, animated: Bool = true) {
        highlightedPath = nil
        visibleCellsByPath[path]?.setHighlighted(false, animated: animated)
        tableDelegate?.tableView(self, didUnhighlightRowAt: path)
    }

    /// The user chose the row: select it (or deselect it in multiple selection), then perform
    /// its primary action.
    func userDidTap(_ tapped: IndexPath) {
        guard userSelectionAllowed else { return }
        let delegate = tableDelegate
        if multipleSelectionAllowed && selection.contains(tapped) {
            userDeselect(tapped)
            return
        }
        guard let path = delegate == nil ? tapped : delegate?.tableView(self, willSelectRowAt: tapped), isValid(path) else { return }
        if !multipleSelectionAllowed {
            for other in selection.ordered where other != path { userDeselect(other) }
        }
        if !selection.contains(path) {
            selection.insert(path)
            visibleCellsByPath[path]?.setSelected(true, animated: true)
            delegate?.tableView(self, didSelectRowAt: path)
            NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
        }
        if !isEditing, delegate?.tableView(self, canPerformPrimaryActionForRowAt: path) ?? false {
            delegate?.tableView(self, performPrimaryActionForRowAt: path)
        }
    }

    private func userDeselect(_ tapped: IndexPath) {
        let delegate = tableDelegate
        guard let path = delegate == nil ? tapped : delegate?.tableView(self, willDeselectRowAt: tapped), selection.contains(path) else { return }
        selection.remove(path)
        visibleCellsByPath[path]?.setSelected(false, animated: true)
        delegate?.tableView(self, didDeselectRowAt: path)
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }

    func selectProgrammatically(_ path: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadGeometryIfNeeded()
        guard let path else {
            clearSelection()
            return
        }
        guard isValid(path) else { return }
        if !multipleSelectionAllowed { clearSelection(except: path) }
        selection.insert(path)
        visibleCellsByPath[path]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scroll(toRow: path, at: scrollPosition, animated: animated) }
    }

    func deselect(_ path: IndexPath, animated: Bool) {
        guard selection.contains(path) else { return }
        selection.remove(path)
        visibleCellsByPath[path]?.setSelected(false, animated: animated)
    }

    /// Deselects every row (but `kept`) without telling anyone.
    func clearSelection(except kept: IndexPath? = nil) {
        for path in selection.ordered where path != kept { deselect(path, animated: false) }
    }
}
