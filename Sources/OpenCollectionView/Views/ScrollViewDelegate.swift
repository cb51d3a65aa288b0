import Foundation

/// The methods that a scroll view's delegate may implement, as UIKit's `UIScrollViewDelegate`.
/// Every method is optional: the defaults do nothing.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// Tells the delegate that the content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// Tells the delegate that the scroll view is about to start scrolling the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// Tells the delegate that the user finished dragging, with the velocity in points per
    /// millisecond and where the scroll will stop; the delegate may change that target.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Tells the delegate that dragging ended, and whether the content goes on decelerating.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Tells the delegate that the scroll view is starting to decelerate.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// Tells the delegate that the scroll view ended decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// Tells the delegate that a scrolling animation (`setContentOffset(_:animated:)`) ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// Tells the delegate that `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
