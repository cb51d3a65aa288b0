import Foundation
@testable import UIKit

/// A scroll view delegate that records every call, by name, and may give a view for zooming or
/// decline the scroll to top.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    private(set) var calls: [String] = []
    /// What `viewForZooming(in:)` returns.
    var zoomView: UIView?
    /// What `scrollViewShouldScrollToTop(_:)` returns.
    var allowsScrollToTop = true

    /// The calls with runs of the same call kept once: the order UIKit documents.
    var order: [String] {
        calls.reduce(into: []) { result, call in if result.last != call { result.append(call) } }
    }

    func clear() { calls.removeAll() }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { calls.append("willEndDragging") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(willDecelerate: \(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        calls.append("willBeginZooming(with: \(view === zoomView ? "zoomView" : "other"))")
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming(atScale: \(scale))")
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        calls.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls.append("didChangeAdjustedContentInset") }
}
