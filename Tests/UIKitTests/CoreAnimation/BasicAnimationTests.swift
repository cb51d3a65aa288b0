import Foundation
import Testing
@_spi(Rendering) @testable @_spi(Host) import UIKit

/// `CABasicAnimation` on a layer, step by step: values, timing, removal, delegate.
@Suite @MainActor struct BasicAnimationTests {
    private func opacity(_ layer: CALayer) -> Float { layer.presentation()!.opacity }

    @Test func fromToLinearOverItsDuration() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 2
        layer.add(fade, forKey: "fade")
        #expect(layer.animation(forKey: "fade")?.beginTime == 100, "a begin time of 0 becomes the current time")
        #expect(layer.animation(forKey: "fade") !== fade, "the layer keeps a copy")
        #expect(opacity(layer) == 0)
        clock.advance(by: 0.5)
        #expect(opacity(layer) == 0.25)
        clock.advance(by: 1)
        #expect(opacity(layer) == 0.75)
        #expect(layer.opacity == 1, "the model value never changes")
        clock.advance(by: 0.5)
        #expect(layer.animationKeys() == nil, "removed on completion")
        #expect(opacity(layer) == 1)
    }

    @Test func zeroDurationMeansAQuarterSecond() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        layer.add(move, forKey: nil)
        clock.advance(by: 0.125)
        #expect(layer.presentation()!.position.x == 50)
        #expect(layer.animationKeys() == nil, "a nil key is not listed")
        clock.advance(by: 0.125)
        #expect(layer.presentation() === layer, "nothing animates any more")
    }

    @Test func toValueAloneStartsFromTheCurrentValueAndByValueAddsToIt() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        let to = CABasicAnimation(keyPath: "position")
        to.toValue = CGPoint(x: 110, y: 20)
        to.duration = 1
        layer.add(to, forKey: "to")
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 60, y: 20))
        layer.removeAnimation(forKey: "to")
        let by = CABasicAnimation(keyPath: "bounds.size.width")
        by.byValue = 40
        by.duration = 1
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.add(by, forKey: "by")
        clock.advance(by: 0.25)
        #expect(layer.presentation()!.bounds == CGRect(x: 0, y: 0, width: 110, height: 50))
    }

    @Test func timingFunctionsShapeTheProgress() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.y")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(move, forKey: "move")
        clock.advance(by: 0.5)
        let y = layer.presentation()!.position.y
        #expect(y > 30 && y < 32, "ease-in (0.42, 0, 1, 1) is at 31.5% halfway: \(y)")
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: &point)
        #expect(point == [0.25, 0.1])
    }

    @Test func repeatsAutoreversesAndAccumulates() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 2
        pulse.duration = 1
        pulse.autoreverses = true
        pulse.repeatCount = 2
        layer.add(pulse, forKey: "pulse")
        clock.advance(by: 0.5)
        #expect(abs(layer.presentation()!.transform.m11 - 1.5) < 1e-9)
        clock.advance(by: 1)
        #expect(abs(layer.presentation()!.transform.m11 - 1.5) < 1e-9, "on the way back")
        clock.advance(by: 1)
        #expect(abs(layer.presentation()!.transform.m22 - 1.5) < 1e-9, "second cycle")
        clock.advance(by: 1.5)
        #expect(layer.animationKeys() == nil, "four seconds in all")

        let spin = CABasicAnimation(keyPath: "position.x")
        spin.fromValue = 0
        spin.toValue = 10
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.isCumulative = true
        layer.add(spin, forKey: "spin")
        clock.advance(by: 3.5)
        #expect(layer.presentation()!.position.x == 35, "each repeat starts where the last ended")
        clock.advance(by: 100)
        #expect(layer.animationKeys() == ["spin"], "infinite repeats never end")
    }

    @Test func fillModeForwardsKeepsTheEndWhenNotRemoved() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.2
        fade.duration = 1
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        layer.add(fade, forKey: "fade")
        clock.advance(by: 5)
        #expect(layer.animationKeys() == ["fade"])
        #expect(opacity(layer) == 0.2)

        let later = CABasicAnimation(keyPath: "position.x")
        later.fromValue = 50
        later.toValue = 100
        later.beginTime = CACurrentMediaTime() + 1
        later.duration = 1
        layer.add(later, forKey: "later")
        #expect(layer.presentation()!.position.x == 0, "no effect before it begins")
        later.fillMode = .backwards
        layer.add(later, forKey: "later")
        #expect(layer.presentation()!.position.x == 50, "backwards fill shows the first value early")
    }

    @Test func additiveAnimationsAddToTheModelValue() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 100)
        let nudge = CABasicAnimation(keyPath: "position.x")
        nudge.fromValue = -10
        nudge.toValue = 10
        nudge.duration = 1
        nudge.isAdditive = true
        layer.add(nudge, forKey: "nudge")
        clock.advance(by: 0.25)
        #expect(layer.presentation()!.position == CGPoint(x: 95, y: 100))
    }

    @Test func delegateHearsStartAndStopAboutTheCopy() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        let log = AnimationDelegateLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = log
        fade.setValue("fade", forKey: "name")
        layer.add(fade, forKey: "fade")
        #expect(log.events == ["start fade"])
        clock.advance(by: 1)
        #expect(log.events == ["start fade", "stop fade true"])

        let other = fade.copy() as! CABasicAnimation
        other.setValue("other", forKey: "name")
        layer.add(other, forKey: "other")
        layer.add(fade, forKey: "other")
        #expect(log.events.suffix(2) == ["start other", "stop other false"], "replacing an animation stops it unfinished")
        layer.removeAllAnimations()
        #expect(log.events.last == "stop fade false")
    }

    @Test func rotationByTransformFieldTurnsTheShorterWayOrAllTheWay() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi * 2
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        clock.advance(by: 0.5)
        let half = layer.presentation()!.transform
        #expect(abs(half.m11 + 1) < 1e-9 && abs(half.m12) < 1e-9, "half a turn, not a shrink")

        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DIdentity
        turn.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        turn.duration = 1
        layer.removeAllAnimations()
        layer.add(turn, forKey: "turn")
        clock.advance(by: 0.5)
        let eighth = layer.presentation()!.transform
        #expect(abs(eighth.m11 - cos(.pi / 4)) < 1e-9 && abs(eighth.m12 - sin(.pi / 4)) < 1e-9,
                "a whole transform interpolates by its decomposition: an eighth of a turn at scale 1")
    }

    @Test func unknownKeyPathsAreReported() {
        _ = CoreAnimationFixture.manualClock()
        let log = MessageLog()
        let layer = CALayer()
        log.capture { layer.add(CABasicAnimation(keyPath: "frame"), forKey: "frame") }
        #expect(log.messages == ["CAPropertyAnimation: the key path \"frame\" is not an animatable property of CALayer; the animation changes nothing."])
    }
}
