@_spi(Host) import UIKit
import XCTest

/// Driving a window as a person does, for the drag-and-drop and sheet tests: a window showing
/// a controller, frames stepped at 60 a second, and a long press that lifts, moves in ten
/// steps and lifts.
extension ManualClockTestCase {
    /// Steps the clock and lays the window out, a frame at a time, for `seconds`.
    func run(_ window: UIWindow, seconds: TimeInterval) {
        for _ in 0..<Int(seconds * 60) {
            clock.advance(by: 1.0 / 60)
            window.layoutIfNeeded()
        }
    }

    /// `controller` as the root of a window `width` points wide and 480 high, laid out.
    func show(_ controller: UIViewController, width: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Presses at `start` long enough to lift, moves to `end` in ten steps, and lifts the
    /// finger (`lift`) or keeps it down.
    @discardableResult
    func drag(in window: UIWindow, from start: CGPoint, to end: CGPoint, lift: Bool = true) -> (TouchInput, UITouch) {
        let input = TouchInput(window: window)
        let finger = input.begin(at: start)
        run(window, seconds: 0.6)
        for step in 1...10 {
            let t = CGFloat(step) / 10
            input.move(finger, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            run(window, seconds: 1.0 / 60)
        }
        if lift {
            input.end(finger)
            run(window, seconds: 1)
        }
        return (input, finger)
    }
}
