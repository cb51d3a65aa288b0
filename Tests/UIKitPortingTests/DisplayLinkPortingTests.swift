@_spi(Host) import UIKit
import XCTest

/// `CADisplayLink` as animation code drives it: a progress ring stepped each frame from the
/// link's timestamps, paused, slowed to 30 frames a second, and invalidated.
final class DisplayLinkPortingTests: ManualClockTestCase {
    final class ProgressRing: UIView {
        var link: CADisplayLink?
        var steps: [CFTimeInterval] = []
        var durations: [CFTimeInterval] = []

        func start() {
            link = CADisplayLink(target: self, selector: { [weak self] link in self?.step(link) })
            link?.add(to: .main, forMode: .common)
        }

        func step(_ link: CADisplayLink) {
            steps.append(link.timestamp)
            durations.append(link.targetTimestamp - link.timestamp)
        }
    }

    private func frames(_ count: Int) {
        for _ in 0..<count { clock.advance(by: 1.0 / 60) }
    }

    func testTheActionRunsOnEveryFrameWithItsTimes() {
        let ring = ProgressRing()
        ring.start()
        XCTAssertEqual(ring.link?.timestamp, 0, "no frame yet")
        let start = CACurrentMediaTime()
        frames(3)
        XCTAssertEqual(ring.steps.count, 3)
        XCTAssertEqual(ring.steps.last!, start + 3.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(ring.durations.last!, 1.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(ring.link!.duration, 1.0 / 60, accuracy: 1e-9)
    }

    func testAPausedLinkSkipsFramesAndALinkNotAddedNeverRuns() {
        let ring = ProgressRing()
        ring.start()
        ring.link?.isPaused = true
        frames(3)
        XCTAssertEqual(ring.steps.count, 0)
        ring.link?.isPaused = false
        frames(2)
        XCTAssertEqual(ring.steps.count, 2)
        ring.link?.remove(from: .main, forMode: .common)
        frames(2)
        XCTAssertEqual(ring.steps.count, 2)
        let idle = CADisplayLink(target: ring, selector: { _ in XCTFail("not added to a run loop") })
        frames(2)
        idle.invalidate()
    }

    func testAPreferredRateSpacesTheCalls() {
        let ring = ProgressRing()
        ring.start()
        ring.link?.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
        frames(6)
        XCTAssertEqual(ring.steps.count, 3, "30 a second on a 60 Hz display: every other frame")
        XCTAssertEqual(ring.durations.last!, 1.0 / 30, accuracy: 1e-9)
        ring.link?.preferredFrameRateRange = .default
        ring.link?.preferredFramesPerSecond = 20
        frames(6)
        XCTAssertEqual(ring.steps.count, 5)
    }

    func testTheLinkHoldsItsTargetUntilInvalidated() {
        weak var held: ProgressRing?
        var link: CADisplayLink?
        do {
            let ring = ProgressRing()
            ring.start()
            link = ring.link
            ring.link = nil
            held = ring
        }
        XCTAssertNotNil(held, "a display link holds its target, as UIKit's does")
        frames(1)
        XCTAssertEqual(held?.steps.count, 1)
        link?.invalidate()
        XCTAssertNil(held, "invalidate() lets it go")
        frames(2)
    }
}
