import Foundation

/// Context menus on items, as UIKit's collection view shows them: its own context menu
/// interaction (a long press) asks the delegate for a configuration for the items under the
/// press (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`, which falls back on
/// the iOS 13 single-item form), lifts the cell (or the delegate's preview), shows the menu,
/// and reports will-display, will-end and perform-preview to the delegate.
extension UICollectionView {
    /// Adds the collection view's context menu interaction (called once, from the initializers).
    func installContextMenuInteraction() {
        let adapter = CollectionViewContextMenuAdapter(collectionView: self)
        let interaction = CollectionViewContextMenuInteraction(delegate: adapter)
        interaction.retainedDelegate = adapter
        interaction.liftsViewByDefault = false
        addInteraction(interaction)
    }

    /// The work of `contextMenuInteraction`.
    var builtInContextMenuInteraction: UIContextMenuInteraction? {
        InteractionStore.interactions(of: self).lazy.compactMap { $0 as? CollectionViewContextMenuInteraction }.first
    }
}

/// The interaction a collection view adds for itself.
final class CollectionViewContextMenuInteraction: DragHandoffContextMenuInteraction {}

/// Turns the interaction's questions into the collection view delegate's, for the items under
/// the press.
final class CollectionViewContextMenuAdapter: UIContextMenuInteractionDelegate {
    weak var collectionView: UICollectionView?
    /// The items of the configuration asked for last.
    private(set) var indexPaths: [IndexPath] = []

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
        -> UIContextMenuConfiguration? {
        guard let collectionView, let delegate = collectionView.collectionDelegate else { return nil }
        indexPaths = collectionView.indexPathForItem(at: location).map { [$0] } ?? []
        return delegate.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview? {
        guard let collectionView, let path = indexPaths.first else { return nil }
        return collectionView.collectionDelegate?.collectionView(collectionView, contextMenuConfiguration: configuration,
                                                                 highlightPreviewForItemAt: path)
            ?? cellPreview(at: path)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview? {
        guard let collectionView, let path = indexPaths.first else { return nil }
        return collectionView.collectionDelegate?.collectionView(collectionView, contextMenuConfiguration: configuration,
                                                                 dismissalPreviewForItemAt: path)
            ?? cellPreview(at: path)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(collectionView, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(collectionView, willEndContextMenuInteraction: configuration,
                                                          animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(collectionView, willPerformPreviewActionForMenuWith: configuration,
                                                          animator: animator)
    }

    /// The cell's own preview, where it is (nil when it is not on screen).
    private func cellPreview(at indexPath: IndexPath) -> UITargetedPreview? {
        guard let cell = collectionView?.cellForItem(at: indexPath), cell.superview != nil else { return nil }
        return UITargetedPreview(view: cell)
    }
}
