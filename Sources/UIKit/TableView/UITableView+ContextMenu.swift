import Foundation

/// Context menus on rows, as UIKit's table shows them (iOS 13): its own context menu
/// interaction (a long press, or a secondary click) asks the delegate for a configuration for
/// the row under the press, lifts the cell (or the delegate's preview), shows the menu, and
/// reports will-display, will-end and perform-preview to the delegate.
extension UITableView {
    /// Adds the table's context menu interaction (called once, from the initializers).
    func installContextMenuInteraction() {
        let adapter = TableViewContextMenuAdapter(tableView: self)
        let interaction = TableViewContextMenuInteraction(delegate: adapter)
        interaction.retainedDelegate = adapter
        interaction.liftsViewByDefault = false
        addInteraction(interaction)
    }

    /// The work of `contextMenuInteraction`.
    var builtInContextMenuInteraction: UIContextMenuInteraction? {
        InteractionStore.interactions(of: self).lazy.compactMap { $0 as? TableViewContextMenuInteraction }.first
    }
}

/// The interaction a table adds for itself.
final class TableViewContextMenuInteraction: DragHandoffContextMenuInteraction {}

/// Turns the interaction's questions into the table delegate's, for the row under the press.
final class TableViewContextMenuAdapter: UIContextMenuInteractionDelegate {
    weak var tableView: UITableView?
    /// The row of the configuration asked for last.
    private var indexPath: IndexPath?

    init(tableView: UITableView) {
        self.tableView = tableView
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
        -> UIContextMenuConfiguration? {
        guard let tableView, let delegate = tableView.tableDelegate, let path = tableView.indexPathForRow(at: location) else { return nil }
        indexPath = path
        return delegate.tableView(tableView, contextMenuConfigurationForRowAt: path, point: location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview? {
        guard let tableView else { return nil }
        return tableView.tableDelegate?.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
            ?? cellPreview()
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview? {
        guard let tableView else { return nil }
        return tableView.tableDelegate?.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
            ?? cellPreview()
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        guard let tableView else { return }
        tableView.tableDelegate?.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        guard let tableView else { return }
        tableView.tableDelegate?.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        guard let tableView else { return }
        tableView.tableDelegate?.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    /// The row's cell as the preview, where it is (nil when it is not on screen).
    private func cellPreview() -> UITargetedPreview? {
        guard let indexPath, let cell = tableView?.cellForRow(at: indexPath), cell.superview != nil else { return nil }
        return UITargetedPreview(view: cell)
    }
}
