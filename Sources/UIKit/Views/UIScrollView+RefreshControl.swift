import Foundation

/// The scroll view's side of `refreshControl` (UIKit's `_UIScrollViewRefreshControlHost` and
/// `-[UIScrollView _addRefreshInset:]`): it holds the control, tells it of every scroll, and
/// keeps the room it asks for while refreshing.
extension UIScrollView {
    func setRefreshControl(_ control: UIRefreshControl?) {
        guard control !== storedRefreshControl else { return }
        if let old = storedRefreshControl {
            old.detach()
            if old.superview === self { old.removeFromSuperview() }
        }
        storedRefreshControl = control
        guard let control else { return }
        if let other = control.hostScrollView, other !== self { other.refreshControl = nil }
        insertSubview(control, at: 0)
        control.attach(to: self)
    }

    /// Whether the content is bouncing back inside its edges after the finger lifted.
    var isBouncing: Bool { isDecelerating && clampedContentOffset(contentOffset) != contentOffset }

    /// The refresh control began refreshing: the top inset grows by `height` and the content
    /// stays where it is. UIKit adds it to the adjusted content inset (`_systemContentInset`),
    /// or to `contentInset` when `contentInsetAdjustmentBehavior` is `.never`.
    func addRefreshInset(_ height: CGFloat, for control: UIRefreshControl) {
        changeRefreshInset(by: height, for: control)
    }

    /// The refresh control ended refreshing: its inset goes and the content stays where it is
    /// (the control scrolls it back).
    func removeRefreshInset(_ height: CGFloat, for control: UIRefreshControl) {
        changeRefreshInset(by: -height, for: control)
    }

    private func changeRefreshInset(by delta: CGFloat, for control: UIRefreshControl) {
        let offset = contentOffset
        let oldRange = contentOffsetRange
        if delta > 0, contentInsetAdjustmentBehavior == .never {
            contentInset.top += delta
        } else if delta < 0, control.adjustedInsetContribution == 0 {
            contentInset.top += delta
        } else {
            control.adjustedInsetContribution += delta
            adjustedContentInsetMayHaveChanged()
        }
        if contentOffset != offset { contentOffset = offset }
        rebaseDrag(from: oldRange)
    }
}
