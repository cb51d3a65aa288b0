@_spi(Host) import UIKit
import XCTest

/// Animation blocks nested in others take the enclosing block's duration, curve and repeat
/// options, as UIKit's do, unless the nested block says `.overrideInheritedDuration`,
/// `.overrideInheritedCurve` or `.overrideInheritedOptions`.
final class NestedAnimationPortingTests: ManualClockTestCase {
    func testANestedBlockTakesTheEnclosingDurationAndCurve() {
        let outer = UIView(), inner = UIView()
        outer.alpha = 0
        inner.alpha = 0
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            outer.alpha = 1
            UIView.animate(withDuration: 0.2) { inner.alpha = 1 }
            XCTAssertEqual(UIView.inheritedAnimationDuration, 1)
        })
        clock.advance(by: 0.5)
        XCTAssertEqual(outer.presentationAlpha, 0.5, accuracy: 1e-6)
        XCTAssertEqual(inner.presentationAlpha, 0.5, accuracy: 1e-6, "1 second, linear, as the enclosing block")
        clock.advance(by: 0.5)
        XCTAssertEqual(inner.presentationAlpha, 1)
    }

    func testOverridesKeepTheNestedBlocksOwnTiming() {
        let view = UIView()
        view.alpha = 0
        var finished = false
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                           animations: { view.alpha = 1 }, completion: { finished = $0 })
        })
        clock.advance(by: 0.1)
        XCTAssertEqual(view.presentationAlpha, 0.5, accuracy: 1e-6, "its own 0.2 seconds")
        clock.advance(by: 0.1)
        XCTAssertEqual(view.presentationAlpha, 1)
        clock.advance(by: 0)
        XCTAssertTrue(finished)
    }

    func testOverridingOnlyTheDurationKeepsTheEnclosingCurve() {
        let view = UIView()
        view.alpha = 0
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .curveEaseIn],
                           animations: { view.alpha = 1 })
        })
        clock.advance(by: 0.25)
        XCTAssertEqual(view.presentationAlpha, 0.5, accuracy: 1e-6, "linear over its own half second")
    }

    func testANestedBlockRepeatsWithTheEnclosingOne() {
        let view = UIView()
        view.alpha = 0
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: {
            UIView.animate(withDuration: 1) { view.alpha = 1 }
        })
        clock.advance(by: 1.5)
        XCTAssertEqual(view.presentationAlpha, 0.5, accuracy: 1e-6, "plays back with the enclosing block")
    }

    func testWithoutAnimationInsideABlockStillDoesNotAnimate() {
        let view = UIView()
        view.alpha = 0
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 1 }
        }
        XCTAssertEqual(view.presentationAlpha, 1)
    }
}
