import Foundation
import Testing
@_spi(Host) @testable import UIKit

/// Zooming as UIKit does it: a scale transform on the delegate's view (its bounds unchanged), the
/// content size following its frame, the offset keeping an anchor point in place, UIKit's
/// animation durations, the pinch's rubber band and the bounce back.
@Suite @MainActor struct ScrollViewZoomTests {
    /// A 300×400 scroll view over a 600×800 photo that zooms from 0.5 to 2.
    private func photoViewer() -> (scrollView: UIScrollView, photo: UIView, recorder: ScrollRecorder) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
        scrollView.addSubview(photo)
        scrollView.contentSize = photo.bounds.size
        let recorder = ScrollRecorder()
        recorder.zoomView = photo
        scrollView.delegate = recorder
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 2
        recorder.clear()
        return (scrollView, photo, recorder)
    }

    @Test func defaultsAreUIKits() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(scrollView.zoomScale == 1 && scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1)
        #expect(scrollView.bouncesZoom && !scrollView.isZooming && !scrollView.isZoomBouncing)
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1, "no view for zooming: nothing zooms")
    }

    @Test func theZoomedViewGetsATransformAndTheContentSizeFollowsItsFrame() {
        let (scrollView, photo, recorder) = photoViewer()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.zoomScale = 0.5
        #expect(scrollView.zoomScale == 0.5 && photo.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(photo.bounds == CGRect(x: 0, y: 0, width: 600, height: 800), "the bounds never change")
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 400) && scrollView.contentOffset == .zero)
        #expect(recorder.calls == ["didZoom"], "no begin or end without animation")
        recorder.clear()
        // Clamped to the maximum, around the middle of the visible area: the photo's point
        // (300, 400) at 0.5 is at (150, 200) on screen, and stays there at 2.
        scrollView.zoomScale = 3
        #expect(scrollView.zoomScale == 2 && photo.frame == CGRect(x: 0, y: 0, width: 1200, height: 1600))
        #expect(scrollView.contentSize == CGSize(width: 1200, height: 1600))
        #expect(scrollView.contentOffset == CGPoint(x: 600 - 150, y: 800 - 200))
        #expect(recorder.calls == ["didScroll", "didZoom"])
        let log = MessageLog()
        log.capture { scrollView.zoomScale = .nan }
        #expect(scrollView.zoomScale == 2)
        #expect(log.messages == ["UIScrollView is ignoring an attempt to set zoomScale to a non-finite value: nan"])
    }

    @Test func settingTheScaleKeepsTheMiddleWithinTheEdges() {
        let (scrollView, _, recorder) = photoViewer()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.zoomScale = 2
        scrollView.contentOffset = CGPoint(x: 900, y: 1200)
        scrollView.zoomScale = 0.5
        #expect(scrollView.contentOffset == .zero, "the photo at 0.5 just fills the view")
    }

    @Test func anAnimatedZoomSetsItsValuesAtOnceAndEndsAfterUIKitsDuration() {
        let clock = useManualClock()
        let (scrollView, photo, recorder) = photoViewer()
        defer { withExtendedLifetime(recorder) {} }
        // 0.1 + 0.3 × |ln 1 − ln 2| = 0.3079… seconds.
        let duration = 0.1 + 0.3 * log(2.0)
        #expect(abs(scrollView.zoomAnimationDuration(to: 2) - duration) < 1e-12)
        #expect(scrollView.zoomAnimationDuration(to: 0.01) == 0.4, "at most 0.4 second")
        scrollView.setZoomScale(2, animated: true)
        #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == CGPoint(x: 150, y: 200))
        #expect(photo.presentationTransform == .identity, "on screen it starts from 1")
        #expect(recorder.calls == ["willBeginZooming(with: zoomView)", "didScroll", "didZoom"])
        clock.advance(by: duration / 2)
        #expect(abs(photo.presentationTransform.a - 1.5) < 1e-9, "half way at half time (ease in-out)")
        #expect(!scrollView.isZooming, "isZooming is for a pinch")
        clock.advance(by: duration / 2 + 0.001)
        #expect(recorder.calls.last == "didEndZooming(atScale: 2.0)")
    }

    @Test func zoomingToARectFitsAndCentersIt() {
        let (scrollView, _, recorder) = photoViewer()
        defer { withExtendedLifetime(recorder) {} }
        // 150×200 in a 300×400 view: scale 2; its middle (175, 200) lands in the middle.
        scrollView.zoom(to: CGRect(x: 100, y: 100, width: 150, height: 200), animated: false)
        #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == CGPoint(x: 350 - 150, y: 400 - 200))
        recorder.clear()
        // The same scale: it only scrolls.
        scrollView.zoom(to: CGRect(x: 300, y: 300, width: 150, height: 200), animated: false)
        #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == CGPoint(x: 750 - 150, y: 800 - 200))
        #expect(recorder.calls == ["didScroll"])
        // A wide rect fits the width: 300 / 600 = 0.5.
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 600, height: 300), animated: false)
        #expect(scrollView.zoomScale == 0.5 && scrollView.contentOffset == .zero)
    }

    @Test func zoomingToARectAtTheSameScaleAnimatesTheOffsetOverATenthOfASecond() {
        let clock = useManualClock()
        let (scrollView, _, recorder) = photoViewer()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.zoomScale = 2
        recorder.clear()
        scrollView.zoom(to: CGRect(x: 300, y: 300, width: 150, height: 200), animated: true)
        clock.advance(by: 0.05)
        #expect(abs(scrollView.contentOffset.x - (150 + 450 / 2)) < 1e-9)
        clock.advance(by: 0.06)
        #expect(scrollView.contentOffset == CGPoint(x: 600, y: 600) && recorder.calls.last == "didEndScrollingAnimation")
    }

    @Test func aPinchKeepsThePointUnderTheFingersAndRubberBandsPastTheMaximum() {
        let clock = useManualClock()
        let (scrollView, _, recorder) = photoViewer()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.pinchBegan(at: CGPoint(x: 150, y: 200))
        #expect(scrollView.isZooming && recorder.calls == ["willBeginZooming(with: zoomView)"])
        scrollView.pinchChanged(scale: 1.5, at: CGPoint(x: 150, y: 200))
        #expect(scrollView.zoomScale == 1.5 && scrollView.contentOffset == CGPoint(x: 225 - 150, y: 300 - 200))
        // 3 is past the maximum 2: 2 × (2 − 2 / 3) = 8 / 3.
        scrollView.pinchChanged(scale: 3, at: CGPoint(x: 150, y: 200))
        #expect(abs(scrollView.zoomScale - 8.0 / 3) < 1e-12)
        scrollView.pinchEnded()
        #expect(!scrollView.isZooming && scrollView.isZoomBouncing)
        #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == CGPoint(x: 150, y: 200), "bouncing back to 2")
        // 0.1 + 0.3 × ln(4 / 3) = 0.186… seconds.
        clock.advance(by: 0.1 + 0.3 * log(4.0 / 3) + 0.001)
        #expect(!scrollView.isZoomBouncing)
        #expect(recorder.calls == ["willBeginZooming(with: zoomView)", "didScroll", "didZoom", "didScroll", "didZoom",
                                   "didScroll", "didZoom", "didEndZooming(atScale: 2.0)"])
    }

    @Test func aPinchRubberBandsBelowTheMinimum() {
        let (scrollView, _, recorder) = photoViewer()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.pinchBegan(at: CGPoint(x: 150, y: 200))
        // 0.25 is below the minimum 0.5: 0.5 / (2 − 0.25 / 0.5) = 1 / 3.
        scrollView.pinchChanged(scale: 0.25, at: CGPoint(x: 150, y: 200))
        #expect(abs(scrollView.zoomScale - 1.0 / 3) < 1e-12)
        scrollView.pinchEnded()
        #expect(scrollView.isZoomBouncing && scrollView.zoomScale == 0.5)
    }

    @Test func withoutBouncesZoomAPinchStopsAtTheLimits() {
        let (scrollView, _, recorder) = photoViewer()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.bouncesZoom = false
        scrollView.pinchBegan(at: CGPoint(x: 0, y: 0))
        scrollView.pinchChanged(scale: 5, at: CGPoint(x: 0, y: 0))
        #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == .zero)
        scrollView.pinchEnded()
        #expect(!scrollView.isZoomBouncing && recorder.calls.last == "didEndZooming(atScale: 2.0)")
    }

    @Test func noPinchWhenTheScalesAreEqualOrNoViewZooms() {
        let (scrollView, _, recorder) = photoViewer()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.maximumZoomScale = 0.5
        scrollView.minimumZoomScale = 0.5
        scrollView.pinchBegan(at: .zero)
        #expect(!scrollView.isZooming)
        scrollView.maximumZoomScale = 2
        recorder.zoomView = nil
        scrollView.pinchBegan(at: .zero)
        #expect(!scrollView.isZooming && recorder.calls.isEmpty)
    }

    @Test func aPinchShowsTheIndicators() {
        _ = useManualClock()
        let (scrollView, _, recorder) = photoViewer()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.pinchBegan(at: CGPoint(x: 150, y: 200))
        scrollView.pinchChanged(scale: 1.2, at: CGPoint(x: 150, y: 200))
        let indicators = scrollView.scrollIndicatorLayout
        #expect(indicators.needsVerticalIndicator && indicators.needsHorizontalIndicator)
        #expect(scrollView.indicatorState.vertical.alpha(at: Animator.shared.clock.now) == 1)
    }
}
