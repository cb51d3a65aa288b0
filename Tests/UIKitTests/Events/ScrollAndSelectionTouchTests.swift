import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// The scroll view's and the collection view's own recognizers, driven through a window.
@Suite @MainActor struct ScrollAndSelectionTouchTests {
    private func host(_ fixture: EngineFixture) -> (UIWindow, TouchInput, ManualAnimationClock) {
        let clock = useManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.isHidden = false
        window.addSubview(fixture.collectionView)
        fixture.calls.removeAll()
        return (window, TouchInput(window: window), clock)
    }

    @Test func aQuickTapHighlightsAndSelectsOnLift() {
        let fixture = EngineFixture(items: 9)
        let (_, input, _) = host(fixture)
        let touch = input.begin(at: CGPoint(x: 150, y: 50))
        #expect(fixture.calls.isEmpty)  // the content-touch delay
        input.end(touch)
        #expect(fixture.calls == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didSelect 1"])
        #expect(fixture.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func aHeldTouchHighlightsAfterTheDelayAndAScrollCancelsIt() {
        let fixture = EngineFixture(items: 30)
        let (_, input, clock) = host(fixture)
        let collectionView = fixture.collectionView
        let touch = input.begin(at: CGPoint(x: 150, y: 160))
        clock.advance(by: 0.14)
        #expect(fixture.calls.isEmpty && collectionView.isTracking && !collectionView.isDragging)
        clock.advance(by: 0.02)
        #expect(fixture.calls == ["shouldHighlight 4", "didHighlight 4"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == true)
        input.move(touch, to: CGPoint(x: 150, y: 150))
        #expect(collectionView.panGestureRecognizer.state == .began && collectionView.isDragging)
        // The drag begins (its action runs), then the touch is cancelled in the content.
        #expect(fixture.calls == ["shouldHighlight 4", "didHighlight 4", "willBeginDragging", "didUnhighlight 4"])
        input.move(touch, to: CGPoint(x: 150, y: 100))
        #expect(collectionView.contentOffset.y == 50)  // 60 points less the 10-point hysteresis
        clock.advance(by: 0.3)
        input.end(touch)
        #expect(!collectionView.isTracking && !collectionView.isDragging && !collectionView.isDecelerating)
        #expect(collectionView.indexPathsForSelectedItems == [])
        #expect(!fixture.calls.contains { $0.contains("Select") } && fixture.calls.last == "didEndDragging false")
    }

    @Test func aFlingDeceleratesWithTheFingersVelocity() {
        let fixture = EngineFixture(items: 60)
        let (_, input, clock) = host(fixture)
        let collectionView = fixture.collectionView
        let touch = input.begin(at: CGPoint(x: 160, y: 400))
        for step in 1...10 {
            clock.advance(by: 0.02)
            input.move(touch, to: CGPoint(x: 160, y: 400 - 30 * CGFloat(step)))
        }
        #expect(collectionView.contentOffset.y == 270)
        // The last 0.1 s moved 150 points: 1500 points per second, upward.
        let velocity = collectionView.panGestureRecognizer.velocity(in: collectionView)
        #expect(velocity.x == 0 && abs(velocity.y + 1500) < 1e-9)
        input.end(touch)
        #expect(collectionView.isDecelerating)
        for _ in 0..<600 { clock.advance(by: 1.0 / 120) }
        // The projected stop: 270 + 1.5 pt/ms × 0.998 / (1 − 0.998), on the pixel grid.
        #expect(fixture.calls.prefix(4) == ["willBeginDragging", "willEndDragging 1018.0", "didEndDragging true", "willBeginDecelerating"])
        #expect(!collectionView.isDecelerating && collectionView.contentOffset.y == 1018)
        #expect(!fixture.calls.contains { $0.contains("ighlight") || $0.contains("Select") })
    }

    @Test func aTouchThatStopsADecelerationSelectsNothing() {
        let fixture = EngineFixture(items: 60)
        let (_, input, clock) = host(fixture)
        let collectionView = fixture.collectionView
        let drag = input.begin(at: CGPoint(x: 160, y: 400))
        for step in 1...5 {
            clock.advance(by: 0.02)
            input.move(drag, to: CGPoint(x: 160, y: 400 - 40 * CGFloat(step)))
        }
        input.end(drag)
        clock.advance(by: 0.1)
        #expect(collectionView.isDecelerating)
        let stop = input.begin(at: CGPoint(x: 150, y: 160))
        #expect(!collectionView.isDecelerating)
        let stoppedAt = collectionView.contentOffset
        clock.advance(by: 0.05)
        input.end(stop)
        clock.advance(by: 1)
        #expect(collectionView.contentOffset == stoppedAt && collectionView.indexPathsForSelectedItems == [])
        #expect(!fixture.calls.contains { $0.hasPrefix("didSelect") || $0.hasPrefix("didHighlight") })
    }

    @Test func aNestedScrollViewClaimsDragsAlongItsAxisOnly() {
        let clock = useManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.isHidden = false
        let outer = UIScrollView(frame: window.bounds)
        outer.contentSize = CGSize(width: 300, height: 1000)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        inner.contentSize = CGSize(width: 900, height: 100)
        outer.addSubview(inner)
        window.addSubview(outer)
        let input = TouchInput(window: window)
        var touch = input.begin(at: CGPoint(x: 200, y: 150))
        input.move(touch, to: CGPoint(x: 150, y: 155))
        input.move(touch, to: CGPoint(x: 100, y: 155))
        clock.advance(by: 0.5)
        input.end(touch)
        #expect(inner.contentOffset == CGPoint(x: 50, y: 0) && outer.contentOffset == .zero)
        #expect(outer.panGestureRecognizer.state == .possible && !outer.isTracking)
        touch = input.begin(at: CGPoint(x: 200, y: 150))
        input.move(touch, to: CGPoint(x: 195, y: 130))
        input.move(touch, to: CGPoint(x: 190, y: 80))
        clock.advance(by: 0.5)
        input.end(touch)
        #expect(inner.contentOffset == CGPoint(x: 50, y: 0) && outer.contentOffset == CGPoint(x: 0, y: 50))
    }

    @Test func thePinchRecognizerExistsOnlyWhenZoomingIsPossible() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } == true)
        scrollView.maximumZoomScale = 3
        let pinch = scrollView.pinchGestureRecognizer
        #expect(pinch != nil && pinch?.view === scrollView)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil && pinch?.view == nil)
        scrollView.isScrollEnabled = false
        #expect(!scrollView.panGestureRecognizer.isEnabled)
    }
}
