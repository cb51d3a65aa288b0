import Foundation

/// The methods that an object adopts to manage user interactions with items in a collection
/// view, as UIKit's `UICollectionViewDelegate`. Every method is optional; the defaults do what
/// UIKit does when the method is absent.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether the item should be highlighted during tracking. When absent: true.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Tells the delegate that the item was highlighted.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// Tells the delegate that the highlight was removed from the item.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the item should be selected. When absent: true.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether the item should be deselected. When absent: true.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// Tells the delegate that the item was selected.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Tells the delegate that the item was deselected.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Whether a two-finger pan (or a Shift-drag) that began on the item may select several
    /// items, putting the collection view in editing mode. When absent: the collection view's
    /// `allowsMultipleSelectionDuringEditing`.
    func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// The multiple-selection pan began on the item (a place to show a Done button).
    func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The multiple-selection pan ended: the fingers lifted.
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView)

    /// Tells the delegate that the cell is about to be displayed.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// Tells the delegate that the supplementary view is about to be displayed.
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// Tells the delegate that the cell was removed from the collection view.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// Tells the delegate that the supplementary view was removed from the collection view.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)

    /// The transition layout to use when changing layouts interactively. When absent: a
    /// `CollectionViewTransitionLayout` between the two.
    func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout
    /// The content offset to use after a layout change or an animated update. When absent:
    /// `proposedContentOffset`.
    func collectionView(_ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint)
        -> CGPoint
    /// The index path an interactively moved item should go to. When absent: the proposal.
    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath

    // MARK: Context menus (CollectionView+ContextMenu.swift)

    /// The context menu for a long press at `point` on the items at `indexPaths` (none: on the
    /// background) (iOS 16). Default: the iOS 13 form's answer for the first item, nil on the
    /// background.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration?
    /// The context menu for a long press at `point` on the item (iOS 13, deprecated in iOS 16).
    /// Default: nil, no menu.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> ContextMenuConfiguration?
    /// The preview lifted while the menu shows (iOS 16). Default: the iOS 13 form's answer, else
    /// the cell.
    func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> TargetedPreview?
    /// The preview the menu goes back to (iOS 16). Default: the iOS 13 form's answer, else the cell.
    func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                        dismissalPreviewForItemAt indexPath: IndexPath) -> TargetedPreview?
    /// The preview lifted while the menu shows (iOS 13). Default: nil, the cell.
    func collectionView(_ collectionView: CollectionView,
                        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    /// The preview the menu goes back to (iOS 13). Default: nil, the cell.
    func collectionView(_ collectionView: CollectionView,
                        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    /// The context menu is about to appear; the animator's animations run with it (iOS 13.2).
    func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionAnimating?)
    /// The context menu is about to go away (iOS 13.2).
    func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionAnimating?)
    /// The preview was tapped: open what it previews in the animator's completion (iOS 13).
    func collectionView(_ collectionView: CollectionView,
                        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionCommitAnimating)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        collectionView.allowsMultipleSelectionDuringEditing
    }
    public func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    public func collectionView(
        _ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }
    public func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }

    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> ContextMenuConfiguration? {
        guard let first = indexPaths.first else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: first, point: point)
    }
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> ContextMenuConfiguration? {
        nil
    }
    public func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                               highlightPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? {
        self.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }
    public func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                               dismissalPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? {
        self.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
    }
    public func collectionView(_ collectionView: CollectionView,
                               previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? {
        nil
    }
    public func collectionView(_ collectionView: CollectionView,
                               previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? {
        nil
    }
    public func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                               animator: ContextMenuInteractionAnimating?) {}
    public func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                               animator: ContextMenuInteractionAnimating?) {}
    public func collectionView(_ collectionView: CollectionView,
                               willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                               animator: ContextMenuInteractionCommitAnimating) {}
}
