import Foundation

/// The touch the table follows, and what it is on.
struct TrackedTableTouch {
    enum Kind {
        /// A row: it highlights, and selects when it lifts on the row.
        case row
        /// A touch that stopped a scroll: it selects nothing.
        case stoppedScrolling
        /// A cell's editing control, reorder control or detail button.
        case editingPart(UITableViewCell.EditingPart, IndexPath)
        /// A touch while swipe actions are open: a button's action, or closing them.
        case closingSwipe
        /// A tap while this table's rows are dragged: it adds its row to the drag.
        case addingToDrag
    }

    let touch: UITouch
    let kind: Kind
}

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
        if ActiveDrag.current?.source === self {
            trackedTouch = TrackedTableTouch(touch: touch, kind: .addingToDrag)
            return true
        }
        if rowSwipe != nil {
            trackedTouch = TrackedTableTouch(touch: touch, kind: .closingSwipe)
            return true
        }
        guard let path = indexPathForRow(at: point), let cell = visibleCellsByPath[path] else { return false }
        if let part = cell.editingPart(at: cell.convert(point, from: self)) {
            trackedTouch = TrackedTableTouch(touch: touch, kind: .editingPart(part, path))
            return true
        }
        let stopped = scrollPan.stoppedScrolling
        trackedTouch = TrackedTableTouch(touch: touch, kind: stopped ? .stoppedScrolling : .row)
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
        if let highlighted = highlightedPath { unhighlight(highlighted, animated: false) }
        switch tracked.kind {
        case .closingSwipe:
            _ = handleSwipeTap(at: point)
        case .editingPart(let part, let path):
            if indexPathForRow(at: point) == path { handleEditingTap(part, at: path) }
        case .row:
            if let path = indexPathForRow(at: point) { userDidTap(path) }
        case .addingToDrag:
            _ = ActiveDrag.addItems(at: point, in: self)
        case .stoppedScrolling:
            break
        }
        return true
    }

    func trackTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedTouch else { return false }
        guard touches.contains(tracked.touch) else { return true }
        trackedTouch = nil
        if let highlighted = highlightedPath { unhighlight(highlighted) }
        return true
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
        guard let path = delegate == nil ? tapped : delegate?.tableView(self, willDeselectRowAt: tapped) else { return }
        _ = setSelectionByUser(false, at: path)
    }

    /// Selects or deselects the row as a user's touch does (the multiple-selection pan): the
    /// delegate may veto (`willSelectRowAt`/`willDeselectRowAt` returning nil) and hears of it;
    /// true when it changed.
    func setSelectionByUser(_ selected: Bool, at path: IndexPath) -> Bool {
        guard selection.contains(path) != selected, isValid(path) else { return false }
        let delegate = tableDelegate
        if selected {
            guard delegate == nil || delegate?.tableView(self, willSelectRowAt: path) != nil else { return false }
            selection.insert(path)
        } else {
            guard delegate == nil || delegate?.tableView(self, willDeselectRowAt: path) != nil else { return false }
            selection.remove(path)
        }
        visibleCellsByPath[path]?.setSelected(selected, animated: true)
        if selected { delegate?.tableView(self, didSelectRowAt: path) } else { delegate?.tableView(self, didDeselectRowAt: path) }
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
        return true
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
