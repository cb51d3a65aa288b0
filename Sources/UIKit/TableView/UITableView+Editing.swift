import Foundation

/// Editing a table's rows: swipe actions (the delegate's, or the default Delete), the delete
/// confirmation of the editing mode's delete control, the insert control, and reordering by
/// the reorder control.
extension UITableView: SwipeActionsHost {
    func swipeRow(at point: CGPoint) -> IndexPath? {
        isEditing ? nil : indexPathForRow(at: point)
    }

    func swipeableCell(at path: IndexPath) -> SwipeableCell? { visibleCellsByPath[path] }

    func swipeConfigurations(at path: IndexPath) -> (leading: UISwipeActionsConfiguration?, trailing: UISwipeActionsConfiguration?) {
        let delegate = tableDelegate
        let leading = delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        let trailing = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
            ?? rowActionsConfiguration(at: path) ?? defaultDeleteConfiguration(at: path)
        return (leading, trailing)
    }

    /// The delegate's iOS 8 row actions as swipe actions (no full swipe, as then).
    private func rowActionsConfiguration(at path: IndexPath) -> UISwipeActionsConfiguration? {
        guard let actions = tableDelegate?.tableView(self, editActionsForRowAt: path) else { return nil }
        let configuration = UISwipeActionsConfiguration(actions: actions.map { $0.contextualAction(at: path) })
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    func swipeDidBegin(at path: IndexPath) {
        tableDelegate?.tableView(self, willBeginEditingRowAt: path)
    }

    func swipeDidEnd(at path: IndexPath) {
        tableDelegate?.tableView(self, didEndEditingRowAt: isValid(path) ? path : nil)
    }

    /// The row's editing style: the delegate's, else `.delete` for rows the data source lets edit.
    func editingStyle(at path: IndexPath) -> UITableViewCell.EditingStyle {
        if let delegate = tableDelegate { return delegate.tableView(self, editingStyleForRowAt: path) }
        return dataSource?.tableView(self, canEditRowAt: path) == false ? .none : .delete
    }

    /// The Delete action UIKit offers for a row whose editing style is `.delete`, titled by the
    /// delegate; it commits the deletion through the data source.
    func defaultDeleteConfiguration(at path: IndexPath) -> UISwipeActionsConfiguration? {
        guard !dataSourceLacksCommit, editingStyle(at: path) == .delete else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
        let action = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self, let swipe = rowSwipe else { return completion(false) }
            dataSource?.tableView(self, commit: .delete, forRowAt: swipe.indexPath)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [action])
    }

    /// Shows the delete confirmation of a row whose delete control was tapped.
    func showDeleteConfirmation(at path: IndexPath) {
        guard let cell = visibleCellsByPath[path], let configuration = defaultDeleteConfiguration(at: path) ?? deleteConfirmationForEditing(at: path) else { return }
        if let swipe = rowSwipe, swipe.indexPath != path { closeSwipe(animated: false) }
        tableDelegate?.tableView(self, willBeginEditingRowAt: path)
        rowSwipe = RowSwipe(indexPath: path, startOffset: 0, leading: nil, trailing: configuration)
        let actions = SwipeActionsView(configuration, leading: false)
        cell.swipeActionsView = actions
        UIView.animate(withDuration: 0.25) {
            cell.swipeOffset = -actions.revealedWidth
            cell.layoutIfNeeded()
        }
    }

    /// In editing mode the delete control confirms even when the default swipe is withheld.
    private func deleteConfirmationForEditing(at path: IndexPath) -> UISwipeActionsConfiguration? {
        let wasLacking = dataSourceLacksCommit
        dataSourceLacksCommit = false
        defer { dataSourceLacksCommit = wasLacking }
        return defaultDeleteConfiguration(at: path)
    }

    /// What a tap on a cell's editing part does: the delete control asks for confirmation, the
    /// insert control commits the insertion, the detail button tells the delegate.
    func handleEditingTap(_ part: UITableViewCell.EditingPart, at path: IndexPath) {
        switch part {
        case .editingControl:
            switch visibleCellsByPath[path]?.editingStyle {
            case .delete?: showDeleteConfirmation(at: path)
            case .insert?: dataSource?.tableView(self, commit: .insert, forRowAt: path)
            default: userDidTap(path)
            }
        case .detailButton:
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: path)
        case .reorderControl:
            break
        }
    }

    /// Whether the row shows a reorder control while editing.
    func canMoveRow(at path: IndexPath) -> Bool {
        dataSource?.tableView(self, canMoveRowAt: path) ?? false
    }
}
