import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// Which view a touch goes to: UIKit's hit test, and the rules for extra touches.
@Suite @MainActor struct HitTestingTests {
    @Test func frontmostDeepestViewGetsTheTouchInItsOwnCoordinates() {
        let fixture = EventFixture()
        let back = fixture.view("back", CGRect(x: 0, y: 0, width: 400, height: 300))
        fixture.view("child", CGRect(x: 50, y: 50, width: 100, height: 100), in: back)
        fixture.view("front", CGRect(x: 100, y: 100, width: 100, height: 100))
        fixture.input.tap(at: CGPoint(x: 60, y: 70))
        fixture.input.tap(at: CGPoint(x: 120, y: 130))
        fixture.input.tap(at: CGPoint(x: 300, y: 10))
        #expect(fixture.takeLog() == [
            "began child (10, 20)", "ended child (10, 20)",
            "began front (20, 30)", "ended front (20, 30)",
            "began back (300, 10)", "ended back (300, 10)",
        ])
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        let fixture = EventFixture()
        let back = fixture.view("back", CGRect(x: 0, y: 0, width: 400, height: 600))
        let hidden = fixture.view("hidden", CGRect(x: 0, y: 0, width: 100, height: 100))
        hidden.isHidden = true
        let clear = fixture.view("clear", CGRect(x: 100, y: 0, width: 100, height: 100))
        clear.alpha = 0.009
        let faint = fixture.view("faint", CGRect(x: 200, y: 0, width: 100, height: 100))
        faint.alpha = 0.01
        let inert = fixture.view("inert", CGRect(x: 300, y: 0, width: 100, height: 100))
        inert.isUserInteractionEnabled = false
        for x in [50, 150, 250, 350] { fixture.input.tap(at: CGPoint(x: x, y: 50)) }
        #expect(fixture.takeLog() == [
            "began back (50, 50)", "ended back (50, 50)",
            "began back (150, 50)", "ended back (150, 50)",
            "began faint (50, 50)", "ended faint (50, 50)",
            "began back (350, 50)", "ended back (350, 50)",
        ])
        #expect(back.window === fixture.window && inert.window === fixture.window)
    }

    @Test func theTouchStaysWithItsViewWhenItMovesAway() {
        let fixture = EventFixture()
        fixture.view("a", CGRect(x: 0, y: 0, width: 100, height: 100))
        fixture.view("b", CGRect(x: 200, y: 0, width: 100, height: 100))
        let touch = fixture.input.begin(at: CGPoint(x: 10, y: 10))
        fixture.input.move(touch, to: CGPoint(x: 250, y: 20))
        #expect(touch.location(in: nil) == CGPoint(x: 250, y: 20))
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 10, y: 10))
        fixture.input.end(touch)
        #expect(fixture.takeLog() == ["began a (10, 10)", "moved a (250, 20)", "ended a (250, 20)"])
        #expect(touch.view?.frame.origin == .zero && touch.window === fixture.window && touch.phase == .ended)
        #expect(fixture.input.activeTouches.isEmpty)
    }

    @Test func aSecondTouchIsWithheldUnlessMultipleTouchIsEnabled() {
        let fixture = EventFixture()
        let single = fixture.view("single", CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = fixture.input.begin(at: CGPoint(x: 10, y: 10))
        let second = fixture.input.begin(at: CGPoint(x: 50, y: 50))
        fixture.input.end([first, second])
        #expect(fixture.takeLog() == ["began single (10, 10)", "ended single (10, 10)"])
        single.isMultipleTouchEnabled = true
        let pair = fixture.input.begin(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 50)])
        fixture.input.end(pair)
        #expect(fixture.takeLog() == ["began single (10, 10) (50, 50)", "ended single (10, 10) (50, 50)"])
    }

    @Test func anExclusiveTouchViewBlocksOtherViewsAndIsBlocked() {
        let fixture = EventFixture()
        let exclusive = fixture.view("exclusive", CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        fixture.view("other", CGRect(x: 200, y: 0, width: 100, height: 100))
        let first = fixture.input.begin(at: CGPoint(x: 10, y: 10))
        let second = fixture.input.begin(at: CGPoint(x: 210, y: 10))
        fixture.input.end([first, second])
        let third = fixture.input.begin(at: CGPoint(x: 210, y: 10))
        let fourth = fixture.input.begin(at: CGPoint(x: 10, y: 10))
        fixture.input.end([third, fourth])
        #expect(fixture.takeLog() == ["began exclusive (10, 10)", "ended exclusive (10, 10)",
                                      "began other (10, 10)", "ended other (10, 10)"])
    }

    @Test func tapCountGrowsForQuickTapsNearby() {
        let fixture = EventFixture()
        fixture.view("v", CGRect(x: 0, y: 0, width: 400, height: 600))
        let one = fixture.input.tap(at: CGPoint(x: 100, y: 100))
        fixture.clock.advance(by: 0.2)
        let two = fixture.input.tap(at: CGPoint(x: 110, y: 100))
        fixture.clock.advance(by: 0.2)
        let three = fixture.input.tap(at: CGPoint(x: 110, y: 100))
        fixture.clock.advance(by: 0.5)
        let late = fixture.input.tap(at: CGPoint(x: 110, y: 100))
        fixture.clock.advance(by: 0.1)
        let far = fixture.input.tap(at: CGPoint(x: 300, y: 100))
        #expect([one, two, three, late, far].map(\.tapCount) == [1, 2, 3, 1, 1])
        #expect(two.timestamp == 0.2 && late.timestamp == 0.9)
    }

    @Test func eventListsItsTouchesByViewAndWindow() {
        let fixture = EventFixture()
        let a = fixture.view("a", CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = fixture.view("b", CGRect(x: 200, y: 0, width: 100, height: 100))
        let touches = fixture.input.begin(at: [CGPoint(x: 10, y: 10), CGPoint(x: 210, y: 10)])
        let event = fixture.input.event
        #expect(event.type == .touches && event.subtype == .none)
        #expect(event.allTouches == Set(touches))
        #expect(event.touches(for: a) == [touches[0]] && event.touches(for: b) == [touches[1]])
        #expect(event.touches(for: fixture.window) == Set(touches))
        fixture.input.end(touches)
        #expect(event.allTouches?.isEmpty == true)
        #expect(UIEvent(type: .presses).allTouches == nil)
    }
}
