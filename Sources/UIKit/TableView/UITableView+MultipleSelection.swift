import Foundation

/// The table's multiple-selection interaction (`MultipleSelectionHost`): its rows, its
/// selection, and its delegate's `shouldBeginMultipleSelectionInteractionAt`,
/// `didBeginMultipleSelectionInteractionAt` and `tableViewDidEndMultipleSelectionInteraction`.
extension UITableView: MultipleSelectionHost {
    func multipleSelectionItem(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func multipleSelectionNumberOfItems(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    func isItemSelected(_ path: IndexPath) -> Bool { selection.contains(path) }

    func delegateAllowsMultipleSelection(at path: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldBeginMultipleSelectionInteractionAt: path) ?? false
    }

    func multipleSelectionDidBegin(at path: IndexPath) {
        tableDelegate?.tableView(self, didBeginMultipleSelectionInteractionAt: path)
    }

    func multipleSelectionDidEnd() {
        tableDelegate?.tableViewDidEndMultipleSelectionInteraction(self)
    }
}
