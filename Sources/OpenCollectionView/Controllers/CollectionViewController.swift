import Foundation

/// A view controller that manages a collection view, as UIKit's `UICollectionViewController`:
/// its view is a collection view whose data source and delegate are the controller. Subclasses
/// override the data source and delegate methods they need (they are declared here, so that
/// overrides are seen).
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    private let initialLayout: CollectionViewLayout

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout (UIKit would load the layout from the nib; there
    /// are no nibs here).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller with a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the controller's view.
    open var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view.
    open var collectionViewLayout: CollectionViewLayout { collectionView.collectionViewLayout }

    /// Whether the selection is cleared when the view appears. Default true.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether the controller installs a long-press recognizer on the collection view that
    /// reorders items (`beginInteractiveMovementForItem(at:)`, updates, end or cancel) when the
    /// data source lets them move. Default true.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { if isViewLoaded { updateStandardMovementGesture() } }
    }

    private var standardMovementGesture: InteractiveMovementGestureRecognizer?

    /// Makes a collection view with the layout, the controller as its data source and delegate.
    open override func loadView() {
        let collectionView = CollectionView(frame: Screen.main.bounds, collectionViewLayout: initialLayout)
        view = collectionView
        collectionView.dataSource = self
        collectionView.delegate = self
        updateStandardMovementGesture()
    }

    private func updateStandardMovementGesture() {
        if installsStandardGestureForInteractiveMovement, let collectionView, standardMovementGesture == nil {
            let gesture = InteractiveMovementGestureRecognizer()
            collectionView.addGestureRecognizer(gesture)
            standardMovementGesture = gesture
        } else if !installsStandardGestureForInteractiveMovement, let gesture = standardMovementGesture {
            gesture.view?.removeGestureRecognizer(gesture)
            standardMovementGesture = nil
        }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, isViewLoaded else { return }
        for path in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: path, animated: animated) }
    }

    /// Turns editing on or off for the controller and its collection view (`isEditing`).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        if isViewLoaded { collectionView.isEditing = editing }
    }

    // MARK: Data source

    /// The number of items in `section`. The default is 0.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// The cell for an item. Subclasses that show items must override it.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        raiseException(.invalidArgumentException, "\(type(of: self)) must override collectionView(_:cellForItemAt:) to show items")
    }

    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        raiseException(.invalidArgumentException, "\(type(of: self)) must override collectionView(_:viewForSupplementaryElementOfKind:at:) to show supplementary views")
    }

    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    open func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: Delegate

    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    open func collectionView(
        _ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }
    open func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }

    open func collectionView(
        _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        collectionView.allowsMultipleSelectionDuringEditing
    }
    open func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
    open func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}

    // MARK: Focus

    open func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        collectionView.defaultCanFocusItems
    }
    open func collectionView(_ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext) -> Bool {
        true
    }
    open func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {}
    open func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? { nil }
    open func collectionView(_ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionView.selectionFollowsFocus
    }

    // MARK: Context menus (the same defaults as the delegate protocol's)

    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? {
        guard let first = indexPaths.first else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: first, point: point)
    }
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? {
        self.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? {
        self.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
    }
    open func collectionView(
        _ collectionView: CollectionView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    open func collectionView(
        _ collectionView: CollectionView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    open func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimating?
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionAnimating?
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: ContextMenuInteractionCommitAnimating
    ) {}

    // MARK: Scroll view delegate

    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewDidZoom(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
