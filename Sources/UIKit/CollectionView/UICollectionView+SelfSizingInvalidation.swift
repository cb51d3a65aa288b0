import Foundation

extension UICollectionView {
    /// Whether self-sizing cells are sized again when their content changes, as UIKit's
    /// `UICollectionView.SelfSizingInvalidation` (iOS 16).
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Cells are sized only when the layout asks (their first display, an invalidation).
        case disabled = 0
        /// A cell that calls `invalidateIntrinsicContentSize()` on itself or its content view is
        /// sized again at the next layout pass, and the layout updates around it.
        case enabled = 1
        /// As `.enabled`; UIKit also watches the cell's constraints. Here a constraint change
        /// does not size the cell again by itself: call `invalidateIntrinsicContentSize()` after
        /// changing them.
        case enabledIncludingConstraints = 2
    }

    /// Offers the views that asked to be sized again their attributes anew (the layout updates
    /// when it wants their new sizes).
    func sizePendingViewsAgain() {
        guard !viewsNeedingSelfSizing.isEmpty else { return }
        let views = viewsNeedingSelfSizing
        viewsNeedingSelfSizing = []
        prepareLayoutIfNeeded()
        for view in views where view.superview === self {
            guard let attributes = view.appliedAttributes else { continue }
            askPreferredAttributes(of: view, attributes)
        }
    }
}

extension UICollectionViewCell {
    /// The cell's content asked for another size: its collection view sizes it again, unless
    /// `selfSizingInvalidation` is `.disabled` or the cell is not displayed.
    func selfSizingContentDidChange() {
        guard let collectionView = superview as? UICollectionView, collectionView.selfSizingInvalidation != .disabled,
              appliedAttributes != nil, !collectionView.viewsNeedingSelfSizing.contains(where: { $0 === self }) else { return }
        collectionView.viewsNeedingSelfSizing.append(self)
        collectionView.setNeedsLayout()
    }
}
