import UIKit
import XCTest

/// Screen and orientation reads apps still make: the brightness a reader app dims, the status
/// bar's orientation, the display's frame rate.
final class ScreenDetailsPortingTests: XCTestCase {
    func testBrightnessIsKeptAndClampedWithItsNotification() {
        let screen = UIScreen.main
        let before = screen.brightness
        defer { screen.brightness = before }
        var posted = 0
        let observer = NotificationCenter.default.addObserver(forName: UIScreen.brightnessDidChangeNotification, object: screen, queue: nil) { _ in
            posted += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        screen.brightness = 0.3
        XCTAssertEqual(screen.brightness, 0.3, accuracy: 1e-9)
        screen.brightness = 7
        XCTAssertEqual(screen.brightness, 1)
        screen.brightness = .nan
        XCTAssertEqual(screen.brightness, 1, "NaN changes nothing")
        XCTAssertEqual(posted, 2)
        XCTAssertFalse(screen.wantsSoftwareDimming)
        XCTAssertEqual(screen.maximumFramesPerSecond, 60)
    }

    func testTheStatusBarOrientationFollowsTheScreensShape() {
        let screen = UIScreen.main
        let before = screen.bounds
        defer { screen.bounds = before }
        screen.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
        XCTAssertEqual(UIApplication.shared.statusBarOrientation, .portrait)
        screen.bounds = CGRect(x: 0, y: 0, width: 900, height: 600)
        XCTAssertEqual(UIApplication.shared.statusBarOrientation, .landscapeRight)
    }
}
