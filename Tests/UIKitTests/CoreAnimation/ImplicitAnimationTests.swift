import Foundation
import Testing
@_spi(Rendering) @testable @_spi(Host) import UIKit

/// Implicit animations, actions, `CATransaction` and the layer's own timeline.
@Suite @MainActor struct ImplicitAnimationTests {
    @Test func aDisplayedStandaloneLayerAnimatesItsChanges() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CoreAnimationFixture.displayedLayer(CALayer())
        layer.opacity = 0
        let implicit = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(implicit?.duration == 0.25)
        #expect(implicit?.timingFunction == CAMediaTimingFunction(name: .default))
        #expect(layer.opacity == 0 && layer.presentation()!.opacity == 1)
        clock.advance(by: 0.25)
        #expect(layer.presentation()!.opacity == 0)

        let fresh = CALayer()
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil, "a layer never displayed does not animate")
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.hasBeenDisplayed = true
        view.layer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil, "a view's layer does not animate outside animation blocks")
    }

    @Test func transactionsSetDurationTimingAndDisableActions() {
        let clock = CoreAnimationFixture.manualClock()
        let shape = CoreAnimationFixture.displayedLayer(CAShapeLayer())
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        shape.strokeEnd = 0
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.lineWidth = 4
        #expect(CATransaction.animationDuration() == 2, "nested transactions inherit")
        CATransaction.commit()
        CATransaction.commit()
        #expect(shape.animationKeys() == ["strokeEnd"])
        clock.advance(by: 1)
        #expect(shape.presentation()!.strokeEnd == 0.5)
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func actionsDictionaryAndNullTurnAnimationsOff() {
        _ = CoreAnimationFixture.manualClock()
        let layer = CoreAnimationFixture.displayedLayer(CALayer())
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 10, y: 10)
        #expect(layer.animationKeys() == nil)
        let slow = CABasicAnimation()
        slow.duration = 3
        layer.actions = ["position": slow]
        layer.position = CGPoint(x: 20, y: 10)
        let added = layer.animation(forKey: "position") as? CABasicAnimation
        #expect(added?.duration == 3 && added?.fromValue as? CGPoint == CGPoint(x: 10, y: 10),
                "an action without values animates from the value on screen")
        #expect(layer.action(forKey: "opacity") is CABasicAnimation)
        #expect(layer.action(forKey: "name") == nil)
    }

    @Test func completionBlockWaitsForTheTransactionsAnimations() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        var done = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { done += 1 }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        #expect(done == 0)
        clock.advance(by: 1)
        #expect(done == 1)

        CATransaction.begin()
        CATransaction.setCompletionBlock { done += 10 }
        CATransaction.commit()
        #expect(done == 11, "no animations: called at commit")
    }

    @Test func pausingALayerFreezesItsAnimations() {
        let clock = CoreAnimationFixture.manualClock()
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        layer.add(move, forKey: "move")
        clock.advance(by: 0.25)
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        clock.advance(by: 5)
        #expect(layer.presentation()!.position.x == 25)
        #expect(layer.animationKeys() == ["move"], "a paused animation does not end")
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        clock.advance(by: 0.25)
        #expect(layer.presentation()!.position.x == 50, "resumes where it stopped")
    }

    @Test func valuesReadBackAsIOSCodeReadsThem() {
        let clock = CoreAnimationFixture.manualClock()
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let shimmer = CABasicAnimation(keyPath: "locations")
        shimmer.fromValue = [-1.0, -0.5]
        shimmer.toValue = [1.5, 2.0]
        shimmer.duration = 1
        gradient.add(shimmer, forKey: "shimmer")
        clock.advance(by: 0.5)
        #expect(gradient.presentation()!.locations == [0.25, 0.75])
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.byValue = Double.pi
        spin.duration = 1
        gradient.add(spin, forKey: "spin")
        clock.advance(by: 0.25)
        #expect(gradient.presentation()!.model() === gradient)
        let shown = gradient.presentation()!
        #expect(shown !== gradient && shown.presentation() === shown, "a presentation copy presents itself")
    }
}
