import Foundation
import Testing
@_spi(Rendering) @testable @_spi(Host) import UIKit

/// `CAKeyframeAnimation`, `CASpringAnimation` and `CAAnimationGroup`.
@Suite @MainActor struct KeyframeAndSpringTests {
    @Test func linearKeyframesWithKeyTimesAndDefaults() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 0]
        shake.duration = 0.6
        shake.isAdditive = true
        layer.position = CGPoint(x: 50, y: 0)
        layer.add(shake, forKey: "shake")
        clock.advance(by: 0.1)
        #expect(abs(layer.presentation()!.position.x - 55) < 1e-9, "evenly spread: halfway to the first keyframe")
        clock.advance(by: 0.2)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-9)

        let timed = CAKeyframeAnimation(keyPath: "opacity")
        timed.values = [0, 1, 0.5]
        timed.keyTimes = [0, 0.8, 1]
        timed.duration = 1
        layer.add(timed, forKey: "timed")
        clock.advance(by: 0.4)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
        clock.advance(by: 0.5)
        #expect(abs(layer.presentation()!.opacity - 0.75) < 1e-6)
    }

    @Test func discreteHoldsEachValueAndPacedMovesEvenly() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        let steps = CAKeyframeAnimation(keyPath: "opacity")
        steps.values = [0.2, 0.4, 0.6, 0.8]
        steps.calculationMode = .discrete
        steps.duration = 1
        layer.add(steps, forKey: "steps")
        clock.advance(by: 0.3)
        #expect(abs(layer.presentation()!.opacity - 0.4) < 1e-6, "four values each hold a quarter")
        layer.removeAllAnimations()

        let paced = CAKeyframeAnimation(keyPath: "position")
        paced.values = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10)]
        paced.calculationMode = .paced
        paced.duration = 4
        layer.add(paced, forKey: "paced")
        clock.advance(by: 3.5)
        #expect(layer.presentation()!.position == CGPoint(x: 30, y: 5), "35 of 40 points along")
    }

    @Test func pathAnimationsFollowThePathByLengthAndTurnWithIt() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = path
        follow.duration = 2
        follow.rotationMode = .rotateAuto
        layer.add(follow, forKey: "follow")
        clock.advance(by: 1.5)
        let shown = layer.presentation()!
        #expect(shown.position == CGPoint(x: 100, y: 50))
        #expect(abs(shown.transform.m12 - 1) < 1e-9, "turned a quarter to follow the downward segment")
    }

    @Test func springOvershootsThenSettles() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 4, "\(spring.settlingDuration)")
        layer.add(spring, forKey: "spring")
        var peak: CGFloat = 0
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            peak = max(peak, layer.presentation()!.position.y)
        }
        #expect(peak > 100, "an underdamped spring overshoots")
        clock.advance(by: spring.duration)
        #expect(layer.animationKeys() == nil)

        let critical = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(critical.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(critical.bounce) < 1e-9)
        #expect(abs(CASpringAnimation(perceptualDuration: 1, bounce: 0.3).bounce - 0.3) < 1e-9)
    }

    @Test func groupsRunTheirChildrenInTheGroupsTime() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.beginTime = 1
        move.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 1.5
        let log = AnimationDelegateLog()
        group.delegate = log
        group.setValue("group", forKey: "name")
        layer.add(group, forKey: "group")
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.opacity == 0.5 && layer.presentation()!.position.x == 0)
        clock.advance(by: 0.75)
        #expect(layer.presentation()!.position.x == 25, "the second child started a second in")
        clock.advance(by: 0.25)
        #expect(log.events == ["start group", "stop group true"], "the group's duration cuts its children off")
    }
}
