@_spi(Host) import UIKit
import XCTest

/// `touchesShouldBegin(_:with:in:)` and `touchesShouldCancel(in:)` as scroll views that hold
/// buttons override them.
final class ScrollViewTouchesPortingTests: ManualClockTestCase {
    final class ButtonFriendlyScrollView: UIScrollView {
        var refusesTouches = false
        var asked: [UIView] = []
        override func touchesShouldCancel(in view: UIView) -> Bool {
            view is UIButton ? true : super.touchesShouldCancel(in: view)
        }
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
            asked.append(view)
            return !refusesTouches
        }
    }

    final class TouchRecordingView: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }

    private func install<S: UIScrollView>(_ scrollView: S, in window: UIWindow) -> S {
        scrollView.frame = window.bounds
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        return scrollView
    }

    /// Holds a finger on `point` past the delay, then drags it up 100 points.
    private func holdAndDrag(at point: CGPoint, in window: UIWindow) {
        let input = TouchInput(window: window)
        let finger = input.begin(at: point)
        clock.advance(by: 0.3)
        for step in 1...10 {
            clock.advance(by: 1.0 / 60)
            input.move(finger, to: CGPoint(x: point.x, y: point.y - 10 * CGFloat(step)))
        }
        input.end(finger)
    }

    func testADragHeldOnAControlDoesNotScrollByDefault() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let plain = install(UIScrollView(), in: window)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 200, width: 200, height: 60)
        plain.addSubview(button)
        holdAndDrag(at: CGPoint(x: 150, y: 230), in: window)
        XCTAssertEqual(plain.contentOffset.y, 0, "UIKit: touchesShouldCancel(in:) is false for a control")
        XCTAssertTrue(plain.touchesShouldCancel(in: UIView()))
        XCTAssertFalse(plain.touchesShouldCancel(in: UISwitch()))
    }

    func testAnOverrideLetsTheDragCancelTheButton() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let friendly = install(ButtonFriendlyScrollView(), in: window)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 200, width: 200, height: 60)
        friendly.addSubview(button)
        holdAndDrag(at: CGPoint(x: 150, y: 230), in: window)
        XCTAssertGreaterThan(friendly.contentOffset.y, 0)
        XCTAssertTrue(friendly.asked.contains { $0 === button })
    }

    func testTouchesShouldBeginKeepsTouchesFromTheContent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let friendly = install(ButtonFriendlyScrollView(), in: window)
        let recorder = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        friendly.addSubview(recorder)
        let input = TouchInput(window: window)
        friendly.refusesTouches = true
        input.end(input.begin(at: CGPoint(x: 100, y: 100)))
        clock.advance(by: 0.3)
        XCTAssertEqual(recorder.began, 0)
        friendly.refusesTouches = false
        input.end(input.begin(at: CGPoint(x: 100, y: 100)))
        clock.advance(by: 0.3)
        XCTAssertEqual(recorder.began, 1)
    }
}
