import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// Pans, swipes, pinches and rotations, and how recognizers decide between themselves.
@Suite @MainActor struct PanAndArbitrationTests {
    @Test func aPanBeginsAfterTenPointsAndFailsATap() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        let actions = ActionLog()
        let tap = UITapGestureRecognizer(target: nil, action: actions.record("tap"))
        let pan = UIPanGestureRecognizer(target: nil, action: actions.record("pan"))
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        let touch = fixture.input.begin(at: CGPoint(x: 100, y: 100))
        fixture.clock.advance(by: 0.01)
        fixture.input.move(touch, to: CGPoint(x: 106, y: 107))
        #expect(pan.state == .possible && tap.state == .possible)
        fixture.clock.advance(by: 0.01)
        fixture.input.move(touch, to: CGPoint(x: 100, y: 110))
        #expect(pan.state == .began && tap.state == .failed)
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 10))
        #expect(fixture.input.event.touches(for: pan) == [touch] && fixture.input.event.touches(for: tap) == [touch])
        fixture.clock.advance(by: 0.01)
        fixture.input.move(touch, to: CGPoint(x: 100, y: 130))
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30))
        // 30 points over the 0.03 s since the touch went down.
        #expect(abs(pan.velocity(in: view).y - 1000) < 0.001 && pan.velocity(in: view).x == 0)
        fixture.input.end(touch)
        #expect(actions.take() == ["pan began (100, 110)", "pan changed (100, 130)", "pan ended (100, 130)"])
        #expect(fixture.takeLog() == ["began v (100, 100)", "moved v (106, 107)", "cancelled v (100, 110)"])
    }

    @Test func translationAndVelocityFollowTheViewsScaleAndSetTranslationRestarts() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 200, height: 200))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let touch = fixture.input.begin(at: CGPoint(x: 100, y: 100))
        fixture.clock.advance(by: 0.05)
        fixture.input.move(touch, to: CGPoint(x: 140, y: 100))
        #expect(pan.translation(in: view) == CGPoint(x: 20, y: 0))
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 0))
        #expect(abs(pan.velocity(in: nil).x - 800) < 0.001)
        pan.setTranslation(.zero, in: view)
        #expect(pan.velocity(in: nil) == .zero)
        fixture.clock.advance(by: 0.05)
        fixture.input.move(touch, to: CGPoint(x: 150, y: 100))
        #expect(pan.translation(in: view) == CGPoint(x: 5, y: 0))
        // After resting 0.2 s, the lift has no velocity (no fling).
        fixture.clock.advance(by: 0.2)
        #expect(pan.velocity(in: nil) == .zero)
        fixture.input.end(touch)
    }

    @Test func onlyTheInnerPanRecognizesUnlessTheyAreSimultaneous() {
        let fixture = EventFixture()
        let outer = fixture.view("outer", CGRect(x: 0, y: 0, width: 400, height: 600))
        let inner = fixture.view("inner", CGRect(x: 0, y: 0, width: 200, height: 200), in: outer)
        let actions = ActionLog()
        let outerPan = UIPanGestureRecognizer(target: nil, action: actions.record("outer"))
        let innerPan = UIPanGestureRecognizer(target: nil, action: actions.record("inner"))
        outer.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        var touch = fixture.input.begin(at: CGPoint(x: 50, y: 50))
        fixture.input.move(touch, to: CGPoint(x: 70, y: 50))
        fixture.input.end(touch)
        #expect(actions.take() == ["inner began (70, 50)", "inner ended (70, 50)"])

        let delegate = TestGestureDelegate()
        delegate.simultaneous = true
        innerPan.delegate = delegate
        touch = fixture.input.begin(at: CGPoint(x: 50, y: 50))
        fixture.input.move(touch, to: CGPoint(x: 70, y: 50))
        fixture.input.end(touch)
        #expect(actions.take() == ["inner began (70, 50)", "outer began (70, 50)", "inner ended (70, 50)", "outer ended (70, 50)"])
    }

    @Test func theDelegateCanRefuseTheBeginningOrTheTouch() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        let actions = ActionLog()
        let pan = UIPanGestureRecognizer(target: nil, action: actions.record("pan"))
        let delegate = TestGestureDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        var touch = fixture.input.begin(at: CGPoint(x: 50, y: 50))
        fixture.input.move(touch, to: CGPoint(x: 80, y: 50))
        #expect(pan.state == .failed)
        fixture.input.end(touch)
        #expect(fixture.takeLog() == ["began v (50, 50)", "moved v (80, 50)", "ended v (80, 50)"])
        delegate.shouldBegin = true
        delegate.receives = { $0.location(in: nil).x > 100 }
        touch = fixture.input.begin(at: CGPoint(x: 50, y: 50))
        #expect(touch.gestureRecognizers?.isEmpty == true && pan.numberOfTouches == 0)
        fixture.input.move(touch, to: CGPoint(x: 150, y: 50))
        fixture.input.end(touch)
        #expect(actions.take().isEmpty)
    }

    @Test func disablingAPanInProgressCancelsIt() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        let actions = ActionLog()
        let pan = UIPanGestureRecognizer(target: nil, action: actions.record("pan"))
        view.addGestureRecognizer(pan)
        let touch = fixture.input.begin(at: CGPoint(x: 50, y: 50))
        fixture.input.move(touch, to: CGPoint(x: 80, y: 50))
        pan.isEnabled = false
        #expect(pan.state == .cancelled)
        fixture.input.move(touch, to: CGPoint(x: 90, y: 50))
        fixture.input.end(touch)
        #expect(actions.take() == ["pan began (80, 50)", "pan cancelled (80, 50)"])
        #expect(pan.state == .possible)
    }

    @Test func delaysTouchesBeganHoldsTheViewsTouchesUntilTheRecognizerFails() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        var touch = fixture.input.begin(at: CGPoint(x: 50, y: 50))
        fixture.input.move(touch, to: CGPoint(x: 52, y: 50))
        #expect(fixture.takeLog().isEmpty)
        fixture.input.move(touch, to: CGPoint(x: 70, y: 50))
        #expect(fixture.takeLog() == ["began v (70, 50)"])
        fixture.input.end(touch)
        #expect(fixture.takeLog() == ["ended v (70, 50)"])
        // Recognized: the view never hears of the touch.
        touch = fixture.input.begin(at: CGPoint(x: 50, y: 50))
        fixture.clock.advance(by: 0.6)
        fixture.input.end(touch)
        #expect(fixture.takeLog().isEmpty)
    }

    @Test func swipesRecognizeInTheirDirectionOnly() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        let actions = ActionLog()
        let swipe = UISwipeGestureRecognizer(target: nil, action: actions.record("swipe"))
        view.addGestureRecognizer(swipe)
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        var touch = fixture.input.begin(at: CGPoint(x: 100, y: 100))
        fixture.clock.advance(by: 0.05)
        fixture.input.move(touch, to: CGPoint(x: 130, y: 105))
        fixture.input.move(touch, to: CGPoint(x: 160, y: 110))
        #expect(swipe.state == .ended)
        fixture.input.end(touch)
        touch = fixture.input.begin(at: CGPoint(x: 200, y: 100))
        fixture.input.move(touch, to: CGPoint(x: 140, y: 100))
        #expect(swipe.state == .failed)
        fixture.input.end(touch)
        swipe.direction = [.left, .up]
        touch = fixture.input.begin(at: CGPoint(x: 200, y: 300))
        fixture.input.move(touch, to: CGPoint(x: 200, y: 240))
        fixture.input.end(touch)
        #expect(actions.take() == ["swipe ended (160, 110)", "swipe ended (200, 240)"])
    }

    @Test func pinchAndRotationFollowTwoFingers() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        let actions = ActionLog()
        let pinch = UIPinchGestureRecognizer(target: nil, action: actions.record("pinch"))
        let rotation = UIRotationGestureRecognizer(target: nil, action: actions.record("rotation"))
        let delegate = TestGestureDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        let fingers = fixture.input.begin(at: [CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)])
        fixture.clock.advance(by: 0.1)
        fixture.input.move([(fingers[0], CGPoint(x: 100, y: 200)), (fingers[1], CGPoint(x: 300, y: 200))])
        #expect(pinch.state == .began && pinch.scale == 2 && abs(pinch.velocity - 10) < 1e-9)
        #expect(rotation.state == .possible)
        fixture.clock.advance(by: 0.1)
        // A quarter turn clockwise about the centre (200, 200).
        fixture.input.move([(fingers[0], CGPoint(x: 200, y: 100)), (fingers[1], CGPoint(x: 200, y: 300))])
        #expect(rotation.state == .began && abs(rotation.rotation - .pi / 2) < 1e-9)
        #expect(abs(rotation.velocity - .pi / 2 / 0.1) < 1e-6)
        #expect(pinch.state == .changed && pinch.scale == 2)
        fixture.input.end(fingers)
        #expect(actions.take() == ["pinch began (200, 200)", "pinch changed (200, 200)", "rotation began (200, 200)",
                                   "pinch ended (200, 200)", "rotation ended (200, 200)"])
        #expect(pinch.scale == 1 && rotation.rotation == 0)
    }

    @Test func aTargetThatIsGoneIsNotCalledAndRemoveTargetRemovesItsActions() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        var calls: [String] = []
        final class Target {}
        var target: Target? = Target()
        let kept = Target()
        let tap = UITapGestureRecognizer(target: target, action: { _ in calls.append("gone") })
        tap.addTarget(kept) { _ in calls.append("kept") }
        tap.addTarget(kept) { _ in calls.append("kept again") }
        view.addGestureRecognizer(tap)
        target = nil
        fixture.input.tap(at: CGPoint(x: 10, y: 10))
        #expect(calls == ["kept", "kept again"])
        tap.removeTarget(kept, action: nil)
        fixture.clock.advance(by: 1)
        fixture.input.tap(at: CGPoint(x: 10, y: 10))
        #expect(calls == ["kept", "kept again"])
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }
}
