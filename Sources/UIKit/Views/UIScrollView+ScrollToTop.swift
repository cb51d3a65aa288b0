import Foundation

/// The scroll-to-top gesture. On iOS a tap on the status bar scrolls the one scroll view on
/// screen whose `scrollsToTop` is set to the top of its content; Linux has no status bar, so a
/// host calls `UIScrollView.statusBarTapped(in:)` for the action it maps to it (the gallery: the
/// Home key).
extension UIScrollView {
    /// What a tap on the status bar does on iOS, for the view tree under `root`: when exactly one
    /// visible scroll view in it has `scrollsToTop` set — as on iPhone, two or more cancel the
    /// gesture — that one scrolls to the top of its content, unless it is there already, a finger
    /// is on it, it is zooming, scrolling is off or its delegate's
    /// `scrollViewShouldScrollToTop(_:)` declines. The scroll animates over 0.3 second with the
    /// scroll indicators showing, keeps the horizontal offset, and ends with the delegate's
    /// `scrollViewDidScrollToTop(_:)`. Returns whether a scroll view scrolls.
    @discardableResult
    @_spi(Host) public static func statusBarTapped(in root: UIView) -> Bool {
        var candidates: [UIScrollView] = []
        func collect(_ view: UIView) {
            guard !view.isHidden, view.isUserInteractionEnabled else { return }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
            for subview in view.subviews { collect(subview) }
        }
        collect(root)
        guard candidates.count == 1 else { return false }
        return candidates[0].scrollToTopIfPossible()
    }

    /// UIKit's `_scrollToTopIfPossible:`: the checks, then the animated scroll to the top.
    func scrollToTopIfPossible() -> Bool {
        let top = -adjustedContentInset.top
        guard scrollsToTop, isUserInteractionEnabled, isScrollEnabled, contentOffset.y != top, !isTracking, !isZooming,
              delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        stopScrollAnimation()
        let target = CGPoint(x: clampedContentOffset(contentOffset).x, y: top)
        animateContentOffset(to: target, duration: 0.3, kind: .scrollingToTop)
        return true
    }
}
