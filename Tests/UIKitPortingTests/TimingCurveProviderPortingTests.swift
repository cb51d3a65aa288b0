@_spi(Host) import UIKit
import XCTest

/// A timing provider of the app's own, as iOS code writes one for a custom transition: it names
/// its type and hands over UIKit's parameters, and the animator follows them.
final class TimingCurveProviderPortingTests: ManualClockTestCase {
    /// Linear while it says `.cubic`; a spring when it says `.composed`.
    final class AppTiming: NSObject, UITimingCurveProvider {
        let timingCurveType: UITimingCurveType
        init(_ type: UITimingCurveType) { timingCurveType = type }

        var cubicTimingParameters: UICubicTimingParameters? {
            UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1))
        }
        var springTimingParameters: UISpringTimingParameters? {
            UISpringTimingParameters(dampingRatio: 1)
        }
    }

    private func centerX(after seconds: TimeInterval, timing: UITimingCurveProvider) -> CGFloat {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: timing)
        animator.addAnimations { view.center.x = 250 }
        animator.startAnimation()
        for _ in 0..<Int((seconds * 60).rounded()) { clock.advance(by: 1.0 / 60) }
        return view.presentationCenter.x
    }

    func testUIKitsParametersSayTheirType() {
        XCTAssertEqual(UICubicTimingParameters().timingCurveType, .builtin)
        XCTAssertEqual(UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1)).timingCurveType, .cubic)
        XCTAssertEqual(UISpringTimingParameters().timingCurveType, .spring)
        let cubic = UICubicTimingParameters(animationCurve: .easeIn)
        XCTAssertTrue(cubic.cubicTimingParameters === cubic)
        XCTAssertNil(cubic.springTimingParameters)
        XCTAssertEqual(cubic.controlPoint1, CGPoint(x: 0.42, y: 0))
        let spring = UISpringTimingParameters(dampingRatio: 0.5)
        XCTAssertTrue(spring.springTimingParameters === spring)
        XCTAssertNil(spring.cubicTimingParameters)
        XCTAssertEqual(UITimingCurveType.composed.rawValue, 3)
    }

    func testTheAnimatorFollowsACustomProvidersCubicCurve() {
        // Linear control points: halfway through the time, halfway along.
        XCTAssertEqual(centerX(after: 0.5, timing: AppTiming(.cubic)), 150, accuracy: 2)
    }

    func testAComposedProviderIsTimedByItsSpring() {
        // A critically damped spring is far past halfway at half the time.
        let spring = centerX(after: 0.5, timing: AppTiming(.composed))
        XCTAssertEqual(spring, centerX(after: 0.5, timing: UISpringTimingParameters(dampingRatio: 1)), accuracy: 0.5)
        XCTAssertGreaterThan(spring, 180)
    }
}
