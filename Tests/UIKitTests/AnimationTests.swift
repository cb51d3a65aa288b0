import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// Animations on a hand-stepped clock.
@Suite @MainActor struct AnimationTests {
    private func manualClock() -> ManualAnimationClock {
        Animator.shared.reset()
        let clock = ManualAnimationClock()
        Animator.shared.clock = clock
        return clock
    }

    @Test func modelChangesAtOncePresentationFollowsTheCurve() {
        let clock = manualClock()
        let view = UIView(frame: rect(0, 0, 100, 100))
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame = rect(100, 0, 100, 100)
            view.alpha = 0
        }, completion: { finished.append($0) })
        #expect(view.frame == rect(100, 0, 100, 100) && view.alpha == 0, "the model value is the final one")
        #expect(view.presentationFrame == rect(0, 0, 100, 100) && view.presentationAlpha == 1)
        clock.advance(by: 0.25)
        #expect(view.presentationFrame == rect(25, 0, 100, 100) && view.presentationAlpha == 0.75)
        #expect(finished.isEmpty && view.hasPropertyAnimations)
        clock.advance(by: 0.75)
        #expect(view.presentationFrame == rect(100, 0, 100, 100) && !view.hasPropertyAnimations)
        #expect(finished == [true])
        clock.advance(by: 1)
        #expect(finished == [true], "called once")
    }

    @Test func easeInOutIsSlowAtTheEnds() {
        let clock = manualClock()
        let view = UIView(frame: rect(0, 0, 10, 10))
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 105, y: 5) }
        clock.advance(by: 0.1)
        let early = view.presentationCenter.x - 5
        clock.advance(by: 0.4)
        let middle = view.presentationCenter.x - 5
        #expect(early > 0 && early < 10)
        #expect(abs(middle - 50) < 1e-6)
    }

    @Test func animationsOfTheSamePropertyAdd() {
        let clock = manualClock()
        let view = UIView(frame: rect(0, 0, 10, 10))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 })
        clock.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 5 })
        #expect(abs(view.presentationCenter.x - 55) < 1e-9, "no jump when the second one starts")
        clock.advance(by: 0.5)
        #expect(abs(view.presentationCenter.x - 5 - 50) < 1e-9)
        clock.advance(by: 0.5)
        #expect(view.presentationCenter.x == 5 && !view.hasPropertyAnimations)
    }

    @Test func performWithoutAnimationAndZeroDurationDoNotAnimate() {
        let clock = manualClock()
        let view = UIView(frame: rect(0, 0, 10, 10))
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
            #expect(UIView.areAnimationsEnabled)
        }
        #expect(view.presentationAlpha == 0.5 && !view.hasPropertyAnimations)
        var done = false
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.2 }, completion: { done = $0 })
        #expect(view.presentationAlpha == 0.2 && !done)
        clock.advance(by: 0)
        #expect(done, "completion on the next tick, finished")
    }

    @Test func delayHoldsTheOldValue() {
        let clock = manualClock()
        let view = UIView(frame: rect(0, 0, 10, 10))
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { view.transform = CGAffineTransform(scaleX: 3, y: 3) })
        clock.advance(by: 0.5)
        #expect(view.presentationTransform == .identity)
        clock.advance(by: 1)
        #expect(view.presentationTransform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test func springSettlesAtTheEnd() {
        let clock = manualClock()
        let view = UIView(frame: rect(0, 0, 10, 10))
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                     animations: { view.center.x = 105 })
        var overshoot = false
        for _ in 0..<20 {
            clock.advance(by: 0.05)
            overshoot = overshoot || view.presentationCenter.x > 105.5
        }
        #expect(overshoot && view.presentationCenter.x == 105)
    }

    @Test func resetEndsEverythingUnfinished() {
        _ = manualClock()
        let view = UIView(frame: rect(0, 0, 10, 10))
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        Animator.shared.reset()
        #expect(finished == false && !view.hasPropertyAnimations)
    }
}
