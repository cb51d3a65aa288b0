import Foundation

/// Keyboard focus on rows (iPad with a keyboard): which rows can be focused, where focus goes
/// when it enters the table, Up and Down to the next focusable row, Return to choose it, and
/// selection that follows focus. The focused row's cell shows the highlighted background.
extension UITableView: FocusItemHost {
    var defaultCanFocusRows: Bool { isEditing ? allowsFocusDuringEditing : allowsFocus }

    func canFocusRow(at path: IndexPath) -> Bool {
        isValid(path) && (tableDelegate?.tableView(self, canFocusRowAt: path) ?? defaultCanFocusRows)
    }

    func focusCell(at path: IndexPath) -> UIView? { visibleCellsByPath[path] }

    /// The last focused row when the table remembers it, else the delegate's preferred row, else
    /// the first visible focusable row.
    func preferredFocusIndexPath() -> IndexPath? {
        guard isVisibleForFocus else { return nil }
        loadGeometryIfNeeded()
        if remembersLastFocusedIndexPath, let last = lastFocusedRow, canFocusRow(at: last) { return last }
        if let preferred = tableDelegate?.indexPathForPreferredFocusedView(in: self), canFocusRow(at: preferred) { return preferred }
        return visibleCellsByPath.keys.sorted().first { canFocusRow(at: $0) }
    }

    /// Up and Down move to the nearest focusable row above or below (across sections); the
    /// other arrows stay.
    func focusCandidate(from path: IndexPath, heading: UIFocusHeading) -> IndexPath? {
        guard heading == .up || heading == .down else { return nil }
        var next = heading == .down ? geometry.row(after: path) : geometry.row(before: path)
        while let candidate = next {
            if canFocusRow(at: candidate) { return candidate }
            next = heading == .down ? geometry.row(after: candidate) : geometry.row(before: candidate)
        }
        return nil
    }

    /// Focus moved to `path` (nil: away from the rows): the row scrolls into view, is remembered,
    /// and is selected when selection follows focus.
    func focusDidMove(to path: IndexPath?) {
        focusedRow = path
        guard let path else { return }
        lastFocusedRow = path
        scroll(toRow: path, at: .none, animated: true)
        let follows = tableDelegate?.tableView(self, selectionFollowsFocusForRowAt: path) ?? selectionFollowsFocus
        guard follows, isEditing ? allowsSelectionDuringEditing : allowsSelection, !selection.contains(path) else { return }
        if !(isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection) {
            for other in selection.ordered where other != path { _ = setSelectionByUser(false, at: other) }
        }
        _ = setSelectionByUser(true, at: path)
    }

    func focusContext(_ context: UIFocusUpdateContext, previous: IndexPath?, next: IndexPath?) -> UIFocusUpdateContext {
        UITableViewFocusUpdateContext(context, previous: previous, next: next)
    }

    func delegateShouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        guard let context = context as? UITableViewFocusUpdateContext else { return true }
        return tableDelegate?.tableView(self, shouldUpdateFocusIn: context) ?? true
    }

    func delegateDidUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        guard let context = context as? UITableViewFocusUpdateContext else { return }
        tableDelegate?.tableView(self, didUpdateFocusIn: context, with: coordinator)
    }

    /// Return or Space chooses the focused row as a tap does.
    func chooseFocusedItem(at path: IndexPath) {
        userDidTap(path)
    }

    /// Follows the focused and last focused rows to their index paths after an update; focus
    /// leaves a row that went away.
    func remapFocus(_ map: (IndexPath) -> IndexPath?) {
        lastFocusedRow = lastFocusedRow.flatMap(map)
        guard let focused = focusedRow else { return }
        let moved = map(focused)
        focusedRow = moved
        window?.focusSystem.focusedItemMoved(in: self, to: moved)
    }
}
