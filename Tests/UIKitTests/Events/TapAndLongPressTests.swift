import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// Taps and long presses, step by step on the hand-stepped clock.
@Suite @MainActor struct TapAndLongPressTests {
    @Test func aTapRecognizesOnLiftAndCancelsTheViewsTouch() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 100, y: 100, width: 200, height: 200))
        let actions = ActionLog()
        let tap = UITapGestureRecognizer(target: nil, action: actions.record("tap"))
        view.addGestureRecognizer(tap)
        let touch = fixture.input.begin(at: CGPoint(x: 150, y: 160))
        #expect(tap.state == .possible && touch.gestureRecognizers?.first === tap)
        fixture.clock.advance(by: 0.1)
        fixture.input.move(touch, to: CGPoint(x: 170, y: 160))
        fixture.input.end(touch)
        #expect(actions.take() == ["tap ended (70, 60)"])
        #expect(fixture.takeLog() == ["began v (50, 60)", "moved v (70, 60)", "cancelled v (70, 60)"])
        #expect(tap.state == .possible)  // reset once the touch lifted
        #expect(tap.view === view && view.gestureRecognizers?.count == 1)
    }

    @Test func aTapThatMovesTooFarFailsAndTheViewGetsItsEnd() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        let actions = ActionLog()
        view.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: actions.record("tap")))
        let touch = fixture.input.begin(at: CGPoint(x: 100, y: 100))
        fixture.input.move(touch, to: CGPoint(x: 100, y: 146))
        fixture.input.end(touch)
        #expect(actions.take().isEmpty)
        #expect(fixture.takeLog() == ["began v (100, 100)", "moved v (100, 146)", "ended v (100, 146)"])
    }

    @Test func aPressHeldTooLongIsNoTap() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addTarget(nil) { _ in taps += 1 }
        view.addGestureRecognizer(tap)
        let touch = fixture.input.begin(at: CGPoint(x: 100, y: 100))
        fixture.clock.advance(by: 1.4)
        #expect(tap.state == .possible)
        fixture.clock.advance(by: 0.2)
        #expect(tap.state == .failed)
        fixture.input.end(touch)
        #expect(taps == 0 && tap.state == .possible)
        #expect(fixture.takeLog() == ["began v (100, 100)", "ended v (100, 100)"])
    }

    @Test func aTapBecomesALongPressAfterHalfASecond() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        let actions = ActionLog()
        let tap = UITapGestureRecognizer(target: nil, action: actions.record("tap"))
        let press = UILongPressGestureRecognizer(target: nil, action: actions.record("press"))
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(press)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
        let touch = fixture.input.begin(at: CGPoint(x: 100, y: 100))
        fixture.clock.advance(by: 0.49)
        #expect(press.state == .possible && actions.take().isEmpty)
        fixture.clock.advance(by: 0.01)
        #expect(press.state == .began && tap.state == .failed)
        #expect(actions.take() == ["press began (100, 100)"])
        #expect(fixture.takeLog() == ["began v (100, 100)", "cancelled v (100, 100)"])
        fixture.input.move(touch, to: CGPoint(x: 140, y: 100))
        fixture.input.end(touch)
        #expect(actions.take() == ["press changed (140, 100)", "press ended (140, 100)"])
        #expect(fixture.takeLog().isEmpty)
        #expect(press.state == .possible && tap.state == .possible)
    }

    @Test func aLongPressFailsWhenTheFingerStrays() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        let press = UILongPressGestureRecognizer()
        view.addGestureRecognizer(press)
        let touch = fixture.input.begin(at: CGPoint(x: 100, y: 100))
        fixture.input.move(touch, to: CGPoint(x: 110, y: 100))
        #expect(press.state == .possible)
        fixture.input.move(touch, to: CGPoint(x: 111, y: 100))
        #expect(press.state == .failed)
        fixture.clock.advance(by: 1)
        #expect(press.state == .failed)
        fixture.input.end(touch)
        #expect(press.state == .possible)
    }

    @Test func aDoubleTapWithTheSingleTapRequiredToFailIt() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        let actions = ActionLog()
        let single = UITapGestureRecognizer(target: nil, action: actions.record("single"))
        let double = UITapGestureRecognizer(target: nil, action: actions.record("double"))
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        // One tap: the single tap waits for the double tap's interval to pass.
        fixture.input.tap(at: CGPoint(x: 100, y: 100))
        #expect(actions.take().isEmpty && single.state == .possible)
        #expect(fixture.takeLog() == ["began v (100, 100)"])  // its end is held
        fixture.clock.advance(by: 0.34)
        #expect(actions.take().isEmpty)
        fixture.clock.advance(by: 0.02)
        #expect(actions.take() == ["single ended (100, 100)"])
        #expect(fixture.takeLog() == ["cancelled v (100, 100)"])
        #expect(single.state == .possible && double.state == .possible)

        // Two quick taps: the double tap, and the single tap fails.
        fixture.clock.advance(by: 1)
        fixture.input.tap(at: CGPoint(x: 200, y: 200))
        fixture.clock.advance(by: 0.2)
        let second = fixture.input.tap(at: CGPoint(x: 205, y: 200))
        #expect(second.tapCount == 2)
        #expect(actions.take() == ["double ended (205, 200)"])
        fixture.clock.advance(by: 1)
        #expect(actions.take().isEmpty)
        #expect(fixture.takeLog() == ["began v (200, 200)", "began v (205, 200)", "cancelled v (200, 200)", "cancelled v (205, 200)"])
    }

    @Test func twoFingerTapNeedsBothFingers() {
        let fixture = EventFixture()
        let view = fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        let actions = ActionLog()
        let tap = UITapGestureRecognizer(target: nil, action: actions.record("tap"))
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)
        fixture.input.tap(at: CGPoint(x: 100, y: 100))
        #expect(actions.take().isEmpty)
        let fingers = fixture.input.begin(at: [CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 120)])
        #expect(tap.numberOfTouches == 2)
        #expect(tap.location(ofTouch: 1, in: view) == CGPoint(x: 140, y: 120))
        fixture.input.end(fingers)
        #expect(actions.take() == ["tap ended (120, 110)"])
    }
}
