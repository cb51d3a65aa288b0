import Foundation

/// The methods that a scroll view's delegate may implement, as UIKit's `UIScrollViewDelegate`:
/// all fourteen of them. Every method is optional: the defaults do nothing (and
/// `viewForZooming(in:)` returns nil, `scrollViewShouldScrollToTop(_:)` true).
///
/// The scroll view calls them in UIKit's order:
/// - a drag that ends moving: `scrollViewWillBeginDragging`, `scrollViewDidScroll`…,
///   `scrollViewWillEndDragging`, `scrollViewDidEndDragging(willDecelerate: true)`,
///   `scrollViewWillBeginDecelerating`, `scrollViewDidScroll`…, `scrollViewDidEndDecelerating`;
/// - a drag that ends at rest: the same up to `scrollViewDidEndDragging(willDecelerate: false)`;
/// - `setContentOffset(_:animated: true)`: `scrollViewDidScroll`… on each frame, then
///   `scrollViewDidEndScrollingAnimation`;
/// - a pinch: `scrollViewWillBeginZooming`, (`scrollViewDidScroll`, `scrollViewDidZoom`)…,
///   `scrollViewDidEndZooming` — after the bounce back when it ended past a zoom limit;
/// - `setZoomScale(_:animated: true)` and `zoom(to:animated: true)`: `scrollViewWillBeginZooming`,
///   `scrollViewDidScroll`, `scrollViewDidZoom` (the views take their final values at once and
///   animate on screen), then `scrollViewDidEndZooming` when the animation ends; without
///   animation only `scrollViewDidScroll` and `scrollViewDidZoom`;
/// - the scroll to top: `scrollViewShouldScrollToTop`, `scrollViewDidScroll`…,
///   `scrollViewDidScrollToTop` (not `scrollViewDidEndScrollingAnimation`).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// Tells the delegate that the content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Tells the delegate that the zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Tells the delegate that the scroll view is about to start scrolling the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Tells the delegate that the user finished dragging, with the velocity in points per
    /// millisecond and where the scroll will stop; the delegate may change that target.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Tells the delegate that dragging ended, and whether the content goes on decelerating.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Tells the delegate that the scroll view is starting to decelerate.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Tells the delegate that the scroll view ended decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Tells the delegate that a scrolling animation (`setContentOffset(_:animated:)`,
    /// `scrollRectToVisible(_:animated:)`) ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Asks the delegate for the view to scale when zooming occurs: a subview of the scroll view
    /// (never the scroll view itself). Nil, the default, turns zooming off.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Tells the delegate that zooming of the content is about to start, with the view that
    /// zooms.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Tells the delegate that zooming ended, with the view that zoomed and the final scale.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Asks the delegate whether the scroll-to-top gesture (a tap on the status bar) may scroll
    /// the content to the top. The default is true.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Tells the delegate that the scroll view scrolled to the top of the content.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Tells the delegate that `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
