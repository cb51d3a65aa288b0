import Foundation
@testable import OpenCollectionView

/// A scroll view delegate that records every call, by name, and may give a view for zooming or
/// decline the scroll to top.
@MainActor
final class ScrollRecorder: ScrollViewDelegate {
    private(set) var calls: [String] = []
    /// What `viewForZooming(in:)` returns.
    var zoomView: View?
    /// What `scrollViewShouldScrollToTop(_:)` returns.
    var allowsScrollToTop = true

    /// The calls with runs of the same call kept once: the order UIKit documents.
    var order: [String] {
        calls.reduce(into: []) { result, call in if result.last != call { result.append(call) } }
    }

    func clear() { calls.removeAll() }

    func scrollViewDidScroll(_ scrollView: ScrollView) { calls.append("didScroll") }
    func scrollViewDidZoom(_ scrollView: ScrollView) { calls.append("didZoom") }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) { calls.append("willEndDragging") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(willDecelerate: \(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {
        calls.append("willBeginZooming(with: \(view === zoomView ? "zoomView" : "other"))")
    }
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
        calls.append("didEndZooming(atScale: \(scale))")
    }
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
        calls.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: ScrollView) { calls.append("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { calls.append("didChangeAdjustedContentInset") }
}
