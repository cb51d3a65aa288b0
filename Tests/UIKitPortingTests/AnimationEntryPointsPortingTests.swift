@_spi(Host) import UIKit
import XCTest

/// UIView's animation class methods as iOS code calls them: the overloads of
/// `animate(withDuration:…)`, the iOS 17 spring, keyframes, repeats, and the switches.
final class AnimationEntryPointsPortingTests: ManualClockTestCase {
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    override func tearDown() {
        UIView.setAnimationsEnabled(true)
        super.tearDown()
    }

    func testTheShortestOverloadAnimatesAlongEaseInEaseOut() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0
        UIView.animate(withDuration: 1) { view.alpha = 1 }
        XCTAssertEqual(view.alpha, 1, "the model value changes at once")
        XCTAssertEqual(view.presentationAlpha, 0, accuracy: 1e-9)
        clock.advance(by: 0.25)
        XCTAssertLessThan(view.presentationAlpha, 0.25, "eases in")
        clock.advance(by: 0.25)
        XCTAssertEqual(view.presentationAlpha, 0.5, accuracy: 1e-6)
        clock.advance(by: 0.5)
        XCTAssertEqual(view.presentationAlpha, 1)
    }

    func testKeyframesTakeOnePropertyThroughSeveralValuesInSequence() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 1 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.5 }
        }, completion: { finished = $0 })
        XCTAssertEqual(view.alpha, 0.5, "the model takes the last keyframe's value at once")
        var shown: [CGFloat] = [view.presentationAlpha]
        for _ in 0..<4 {
            clock.advance(by: 0.25)
            shown.append(view.presentationAlpha)
        }
        for (value, expected) in zip(shown, [0, 0.5, 1, 0.75, 0.5] as [CGFloat]) {
            XCTAssertEqual(value, expected, accuracy: 1e-9)
        }
        XCTAssertEqual(finished, true)
    }

    func testChangesOutsideKeyframesAnimateOverTheWholeDuration() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear, animations: {
            view.center = CGPoint(x: 105, y: 5)
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.alpha = 0 }
        })
        clock.advance(by: 0.5)
        XCTAssertEqual(view.presentationCenter.x, 30, accuracy: 1e-9, "a quarter of the way")
        XCTAssertEqual(view.presentationAlpha, 1, "its keyframe has not started")
        clock.advance(by: 0.75)
        XCTAssertEqual(view.presentationCenter.x, 67.5, accuracy: 1e-9)
        XCTAssertEqual(view.presentationAlpha, 0.5, accuracy: 1e-9, "half through its keyframe")
        clock.advance(by: 0.25)
        XCTAssertEqual(view.presentationAlpha, 0, accuracy: 1e-9)
        XCTAssertEqual(view.presentationCenter.x, 80, accuracy: 1e-9)
    }

    func testKeyframesFollowTheWholeAnimationsEaseInEaseOutByDefault() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 1 }
        })
        clock.advance(by: 0.25)
        XCTAssertLessThan(view.presentationAlpha, 0.4, "the whole animation eases in")
        clock.advance(by: 0.25)
        XCTAssertEqual(view.presentationAlpha, 1, accuracy: 1e-6, "half the time is half the progress")
    }

    func testDiscreteKeyframesJumpAtTheirEnds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [linear, .calculationModeDiscrete], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 1 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.5 }
        })
        clock.advance(by: 0.45)
        XCTAssertEqual(view.presentationAlpha, 0)
        clock.advance(by: 0.1)
        XCTAssertEqual(view.presentationAlpha, 1)
        clock.advance(by: 0.4)
        XCTAssertEqual(view.presentationAlpha, 1)
        clock.advance(by: 0.1)
        XCTAssertEqual(view.presentationAlpha, 0.5)
    }

    func testKeyframeAnimationsWaitForTheirDelay() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        }, completion: { finished = $0 })
        clock.advance(by: 0.5)
        XCTAssertEqual(view.presentationAlpha, 1)
        clock.advance(by: 0.5)
        XCTAssertEqual(view.presentationAlpha, 0.5, accuracy: 1e-9)
        XCTAssertNil(finished)
        clock.advance(by: 0.5)
        XCTAssertEqual(finished, true)
    }

    func testAddKeyframeOutsideAKeyframeAnimationJustMakesTheChanges() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.2 }
        XCTAssertEqual(view.presentationAlpha, 0.2)
    }

    func testModifyAnimationsRepeatsAndAutoreversesThenEndsOnTheNewValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.center = .zero
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) {
                view.center = CGPoint(x: 100, y: 0)
            }
        }, completion: { finished = $0 })
        var shown: [CGFloat] = []
        for _ in 0..<8 {
            clock.advance(by: 0.5)
            shown.append(view.presentationCenter.x)
        }
        for (value, expected) in zip(shown, [50, 100, 50, 0, 50, 100, 50, 100] as [CGFloat]) {
            XCTAssertEqual(value, expected, accuracy: 1e-9)
        }
        XCTAssertEqual(finished, true, "two times forth and back: 4 s")
    }

    func testRepeatAndAutoreverseOptionsRunUntilTheAnimationsAreRemoved() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: {
            view.alpha = 0
        }, completion: { finished = $0 })
        clock.advance(by: 10.25)
        XCTAssertEqual(view.presentationAlpha, 0.75, accuracy: 1e-9, "a quarter into the sixth time forth")
        XCTAssertNil(finished)
        Animator.shared.reset()
        XCTAssertEqual(finished, false)
    }

    func testTheIOS17SpringRunsUntilItSettles() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.center = .zero
        var finished: Bool?
        UIView.animate(springDuration: 0.5, bounce: 0.5) {
            view.center = CGPoint(x: 100, y: 0)
        } completion: { finished = $0 }
        var highest: CGFloat = 0
        for _ in 0..<50 {
            clock.advance(by: 0.02)
            highest = max(highest, view.presentationCenter.x)
        }
        XCTAssertGreaterThan(highest, 105, "a bouncy spring overshoots")
        XCTAssertNil(finished, "it settles after 1.1 s at bounce 0.5")
        clock.advance(by: 1.25)
        XCTAssertEqual(finished, true)

        finished = nil
        UIView.animate(springDuration: 0.5) { view.alpha = 0 } completion: { finished = $0 }
        clock.advance(by: 0.5)
        XCTAssertNil(finished, "without bounce it settles at 1.1 times the duration")
        clock.advance(by: 0.06)
        XCTAssertEqual(finished, true)
    }

    func testAnimationsCanBeTurnedOffForTheWholeProgram() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        XCTAssertFalse(UIView.areAnimationsEnabled)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        XCTAssertEqual(view.presentationAlpha, 0, "no animation")
        clock.advance(by: 0.01)
        XCTAssertEqual(finished, true, "the completion still runs")
        UIView.setAnimationsEnabled(true)
        XCTAssertTrue(UIView.areAnimationsEnabled)
    }

    func testInheritedAnimationDurationIsTheBlocksDuration() {
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
        var inside: TimeInterval = -1, withoutAnimation: TimeInterval = -1, inKeyframe: TimeInterval = -1
        UIView.animate(withDuration: 0.7) {
            inside = UIView.inheritedAnimationDuration
            UIView.performWithoutAnimation { withoutAnimation = UIView.inheritedAnimationDuration }
        }
        UIView.animateKeyframes(withDuration: 2, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { inKeyframe = UIView.inheritedAnimationDuration }
        })
        XCTAssertEqual(inside, 0.7)
        XCTAssertEqual(withoutAnimation, 0)
        XCTAssertEqual(inKeyframe, 2)
    }

    func testOptionBitsAreUIKits() {
        XCTAssertEqual(UIView.AnimationOptions.allowAnimatedContent.rawValue, 1 << 7)
        XCTAssertEqual(UIView.AnimationOptions.showHideTransitionViews.rawValue, 1 << 8)
        XCTAssertEqual(UIView.AnimationOptions.overrideInheritedOptions.rawValue, 1 << 9)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.overrideInheritedOptions.rawValue, 1 << 9)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModeLinear.rawValue, 0)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue, 1 << 10)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue, 4 << 10)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.repeat.rawValue, UIView.AnimationOptions.repeat.rawValue)
    }
}
