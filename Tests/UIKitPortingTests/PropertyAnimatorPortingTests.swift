@_spi(Host) import UIKit
import XCTest

/// `UIViewPropertyAnimator` as iOS code drives it: started, paused and scrubbed by a pan,
/// reversed, stopped where it is.
final class PropertyAnimatorPortingTests: ManualClockTestCase {
    private func step(_ seconds: TimeInterval) {
        for _ in 0..<Int((seconds * 60).rounded()) { clock.advance(by: 1.0 / 60) }
    }

    private func card() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    func testARunningAnimatorMovesTheViewAndCompletesAtTheEnd() {
        let view = card()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { ended.append($0) }
        XCTAssertEqual(animator.state, .inactive)
        animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        step(0.5)
        XCTAssertEqual(view.presentationCenter.x, 150, accuracy: 2)
        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 0.02)
        step(0.6)
        XCTAssertEqual(ended, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.center.x, 250)
    }

    func testAPausedAnimatorIsScrubbedThenFinishes() {
        let view = card()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { ended.append($0) }
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        animator.fractionComplete = 0.75
        step(0.5)
        XCTAssertEqual(view.presentationAlpha, 0.25, accuracy: 0.01, "held where the scrub put it")
        animator.startAnimation()
        step(0.3)
        XCTAssertEqual(ended, [.end])
        XCTAssertEqual(view.alpha, 0)
    }

    func testAReversedAnimatorGoesBackToTheStart() {
        let view = card()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.center.y = 450 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        step(0.5)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.startAnimation()
        step(1)
        XCTAssertEqual(ended, [.start])
        XCTAssertEqual(view.center.y, 50)
        XCTAssertEqual(view.presentationCenter.y, 50, accuracy: 0.5)
    }

    func testStoppingKeepsWhatTheViewShows() {
        let view = card()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        step(0.25)
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertEqual(view.center.x, 100, accuracy: 2, "the model takes the value shown")
        animator.finishAnimation(at: .current)
        XCTAssertEqual(ended, [.current])
        XCTAssertEqual(animator.state, .inactive)

        let other = card()
        var done = false
        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [.curveEaseOut],
                                                                    animations: { other.alpha = 0.5 },
                                                                    completion: { position in done = position == .end })
        XCTAssertTrue(running.isRunning)
        step(0.4)
        XCTAssertTrue(done)
        XCTAssertEqual(other.alpha, 0.5)
    }

    func testKeyframesInsideAnAnimatorAreScrubbedAndPlayedOnTheirOwnParts() {
        let view = card()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.2 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) { view.alpha = 0 }
            })
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.125
        step(0.1)
        XCTAssertEqual(view.presentationAlpha, 0.6, accuracy: 0.01, "half way through the first keyframe")
        animator.startAnimation()
        step(0.125)
        XCTAssertEqual(view.presentationAlpha, 0.2, accuracy: 0.02, "the first keyframe ends at a quarter")
        step(0.375)
        XCTAssertEqual(view.presentationAlpha, 0.1, accuracy: 0.02, "then the second plays over the rest")
        step(0.5)
        XCTAssertEqual(view.alpha, 0)
    }
}
