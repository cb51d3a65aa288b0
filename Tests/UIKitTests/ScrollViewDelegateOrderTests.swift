import Foundation
import Testing
@_spi(Host) @testable import UIKit

/// The order in which a scroll view calls its delegate, as UIKit documents and does it, for each
/// way the content moves. Runs of the same call (`scrollViewDidScroll` on every frame) count once.
@Suite @MainActor struct ScrollViewDelegateOrderTests {
    /// A 320×480 scroll view over 320×1440 points of content, with a recording delegate.
    private func scrollView() -> (UIScrollView, ScrollRecorder) {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.contentSize = CGSize(width: 320, height: 1440)
        let recorder = ScrollRecorder()
        view.delegate = recorder
        return (view, recorder)
    }

    private func runUntilStill(_ clock: ManualAnimationClock, _ view: UIScrollView) {
        for _ in 0..<1200 where view.isDecelerating || view.isDragging || Animator.shared.hasWork {
            clock.advance(by: 1.0 / 120)
        }
    }

    @Test func aDragEndingWithDeceleration() {
        let clock = useManualClock()
        let (view, recorder) = scrollView()
        view.panBegan()
        view.panChanged(translation: CGPoint(x: 0, y: -50))
        view.panChanged(translation: CGPoint(x: 0, y: -100))
        view.panEnded(velocity: CGPoint(x: 0, y: -1000))
        runUntilStill(clock, view)
        #expect(recorder.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(willDecelerate: true)",
                                   "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test func aDragEndingAtRest() {
        let clock = useManualClock()
        let (view, recorder) = scrollView()
        view.panBegan()
        view.panChanged(translation: CGPoint(x: 0, y: -50))
        view.panChanged(translation: CGPoint(x: 0, y: -100))
        view.panEnded(velocity: .zero)
        runUntilStill(clock, view)
        #expect(recorder.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(willDecelerate: false)"])
    }

    @Test func anAnimatedContentOffset() {
        let clock = useManualClock()
        let (view, recorder) = scrollView()
        view.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        runUntilStill(clock, view)
        #expect(recorder.order == ["didScroll", "didEndScrollingAnimation"])
        #expect(recorder.calls.filter { $0 == "didScroll" }.count > 10, "one on each frame")
    }

    @Test func anAnimatedZoom() {
        let clock = useManualClock()
        let (view, recorder) = scrollView()
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 1440))
        view.addSubview(photo)
        recorder.zoomView = photo
        view.maximumZoomScale = 2
        view.setZoomScale(2, animated: true)
        runUntilStill(clock, view)
        #expect(recorder.order == ["willBeginZooming(with: zoomView)", "didScroll", "didZoom", "didEndZooming(atScale: 2.0)"])
    }

    @Test func aPinch() {
        let (view, recorder) = scrollView()
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 1440))
        view.addSubview(photo)
        recorder.zoomView = photo
        view.maximumZoomScale = 2
        view.pinchBegan(at: CGPoint(x: 160, y: 240))
        view.pinchChanged(scale: 1.2, at: CGPoint(x: 160, y: 240))
        view.pinchChanged(scale: 1.4, at: CGPoint(x: 160, y: 240))
        view.pinchEnded()
        #expect(recorder.order == ["willBeginZooming(with: zoomView)", "didScroll", "didZoom", "didScroll", "didZoom",
                                   "didEndZooming(atScale: 1.4)"])
    }

    @Test func theScrollToTop() {
        let clock = useManualClock()
        let (view, recorder) = scrollView()
        view.contentOffset = CGPoint(x: 0, y: 700)
        recorder.clear()
        #expect(UIScrollView.statusBarTapped(in: view))
        runUntilStill(clock, view)
        #expect(recorder.order == ["shouldScrollToTop", "didScroll", "didScrollToTop"])
    }
}
