import Foundation

/// The collection view's side of a layout pass (`layoutSubviews()` calls these): preparing an
/// invalidated layout, taking its content size, and adopting a list layout's background color.
extension UICollectionView {
    /// A list layout's background color (its configuration's, or its appearance's system color)
    /// becomes the collection view's while the app has not set one of its own.
    func adoptLayoutBackgroundColor() {
        guard backgroundColor == nil || backgroundColor == adoptedLayoutBackgroundColor else { return }
        let color = layout.preferredBackgroundColor
        guard color != adoptedLayoutBackgroundColor else { return }
        adoptedLayoutBackgroundColor = color
        backgroundColor = color
    }

    /// Runs the layout's `prepare()` if an invalidation is pending, then takes the content size;
    /// brings the right-to-left mirror up to date and applies the invalidation's content offset
    /// adjustment.
    func prepareLayoutIfNeeded() {
        if layoutNeedsInvalidationForInsets {
            layoutNeedsInvalidationForInsets = false
            layout.invalidateLayout()
        }
        var adjustment = CGPoint.zero
        if layout.needsPrepare {
            layout.needsPrepare = false
            let pending = layout.pendingInvalidation
            layout.pendingInvalidation = PendingInvalidation()
            layout.prepare()
            contentSize = layout.collectionViewContentSize
            followInteractiveTransition()
            adjustment = pending.contentOffsetAdjustment
        }
        updateLayoutMirror(applying: adjustment)
    }

    /// Called by the layout when it was invalidated.
    func layoutDidInvalidate() {
        setNeedsLayout()
    }
}
