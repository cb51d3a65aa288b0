import Foundation
import Testing
@_spi(Host) @testable import UIKit

/// Dragging, deceleration, bouncing, paging and programmatic scrolling on a manual clock.
@Suite @MainActor struct ScrollingTests {
    private func run(_ clock: ManualAnimationClock, seconds: Double) {
        for _ in 0..<Int(seconds * 120) { clock.advance(by: 1.0 / 120) }
    }

    @Test func dragFollowsTheFingerAndDeceleratesToTheProjectedStop() {
        let clock = useManualClock()
        let fixture = EngineFixture(items: 300)
        let view = fixture.collectionView
        view.panBegan()
        view.panChanged(translation: CGPoint(x: 0, y: -100))
        #expect(view.contentOffset == CGPoint(x: 0, y: 100) && view.isDragging)
        // 1000 points per second = 1 point per millisecond: the stop is 1 × 0.998 / 0.002 = 499 further.
        view.panEnded(velocity: CGPoint(x: 0, y: -1000))
        #expect(!view.isDragging && view.isDecelerating)
        let scrollCalls = fixture.calls.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") }
        #expect(scrollCalls == ["willBeginDragging", "willEndDragging 599.0", "didEndDragging true", "willBeginDecelerating"])
        clock.advance(by: 0.01)
        // After 10 ms the remaining distance is 499 × 0.998^10.
        let expected = 599 - 499 * pow(0.998, 10.0)
        #expect(abs(view.contentOffset.y - expected) < 1e-6)
        run(clock, seconds: 6)
        #expect(view.contentOffset == CGPoint(x: 0, y: 599) && !view.isDecelerating)
        #expect(fixture.calls.last == "didEndDecelerating")
        fixture.checkVisibleCells()
    }

    @Test func pullingPastTheEdgeRubberBandsAndBouncesBack() {
        let clock = useManualClock()
        let fixture = EngineFixture(items: 300)
        let view = fixture.collectionView
        view.panBegan()
        view.panChanged(translation: CGPoint(x: 0, y: 100))
        // (1 − 1 / (100 × 0.55 / 480 + 1)) × 480 = 49.34…
        let stretch: CGFloat = 100 * 0.55 / 480 + 1
        let band: CGFloat = (1 - 1 / stretch) * 480
        #expect(abs(view.contentOffset.y + band) < 1e-9)
        view.panEnded(velocity: .zero)
        run(clock, seconds: 2)
        #expect(view.contentOffset == .zero)
    }

    @Test func flingPastTheEndStopsAtTheEnd() {
        let clock = useManualClock()
        let fixture = EngineFixture(items: 30)
        let view = fixture.collectionView
        // 10 rows: content 1090 tall, so the largest offset is 610.
        view.panBegan()
        view.panChanged(translation: CGPoint(x: 0, y: -50))
        view.panEnded(velocity: CGPoint(x: 0, y: -5000))
        run(clock, seconds: 8)
        #expect(view.contentOffset == CGPoint(x: 0, y: 610))
    }

    @Test func pagingStopsOnPages() {
        let clock = useManualClock()
        let fixture = EngineFixture(items: 300)
        let view = fixture.collectionView
        view.isPagingEnabled = true
        view.panBegan()
        view.panChanged(translation: CGPoint(x: 0, y: -100))
        view.panEnded(velocity: CGPoint(x: 0, y: -400))
        run(clock, seconds: 3)
        #expect(view.contentOffset == CGPoint(x: 0, y: 480))
        view.panBegan()
        view.panChanged(translation: CGPoint(x: 0, y: -100))
        view.panEnded(velocity: .zero)
        run(clock, seconds: 3)
        #expect(view.contentOffset == CGPoint(x: 0, y: 480), "a slow drag of less than half a page goes back")
    }

    @Test func animatedOffsetAndWheel() {
        let clock = useManualClock()
        let fixture = EngineFixture(items: 300)
        let view = fixture.collectionView
        view.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        clock.advance(by: 0.15)
        #expect(abs(view.contentOffset.y - 500) < 1e-6, "half way at half time (ease in-out)")
        clock.advance(by: 0.2)
        #expect(view.contentOffset.y == 1000 && fixture.calls.last == "didEndScrollingAnimation")
        fixture.checkVisibleCells()
        view.scroll(by: CGPoint(x: 0, y: -5000))
        #expect(view.contentOffset == .zero)
        view.scrollRectToVisible(CGRect(x: 0, y: 2000, width: 10, height: 10), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 2010 - 480))
    }
}
