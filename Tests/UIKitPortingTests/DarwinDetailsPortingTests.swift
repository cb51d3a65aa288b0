import UIKit
import XCTest

/// Details iOS code uses without thinking: Darwin's macros, deprecated names, literals and the
/// device.
final class DarwinDetailsPortingTests: XCTestCase {
    func testHugeRepeatsForEver() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.repeatCount = HUGE
        XCTAssertEqual(animation.repeatCount, .greatestFiniteMagnitude)
        XCTAssertEqual(MAXFLOAT, Float.greatestFiniteMagnitude)
        XCTAssertEqual(HUGE_VAL, Double.infinity)
    }

    func testDeprecatedColorNames() {
        XCTAssertEqual(UIColor.groupTableViewBackground, UIColor.systemGroupedBackground)
    }

    func testColorLiteral() {
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual(red, 1)
        XCTAssertEqual(green, 0.5)
        XCTAssertEqual(blue, 0)
        XCTAssertEqual(alpha, 1)
        let view = UIView()
        view.backgroundColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        XCTAssertEqual(view.backgroundColor, UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
    }

    func testImageLiteral() {
        UIImage.register(UIImage(size: CGSize(width: 4, height: 3), color: .red), named: "swatch")
        let image = #imageLiteral(resourceName: "swatch")
        XCTAssertEqual(image.size, CGSize(width: 4, height: 3))
        XCTAssertEqual(image, UIImage(named: "swatch"))
    }

    func testDeviceReportsAPhone() {
        let device = UIDevice.current
        XCTAssertEqual(device.userInterfaceIdiom, .phone)
        XCTAssertEqual(device.model, "iPhone")
        XCTAssertEqual(device.systemName, "iOS")
        XCTAssertEqual(device.systemVersion, "18.0")
        XCTAssertFalse(device.name.isEmpty)
        XCTAssertNotEqual(device.systemVersion.compare("13.0", options: .numeric), .orderedAscending)
        XCTAssertEqual(device.orientation, .unknown, "no orientation before notifications are on")
        device.beginGeneratingDeviceOrientationNotifications()
        XCTAssertTrue(device.isGeneratingDeviceOrientationNotifications)
        XCTAssertTrue(device.orientation.isValidInterfaceOrientation)
        XCTAssertEqual(device.orientation.isPortrait, UIScreen.main.bounds.height >= UIScreen.main.bounds.width)
        device.endGeneratingDeviceOrientationNotifications()
        XCTAssertEqual(device.orientation, .unknown)
        XCTAssertEqual(device.batteryLevel, -1, "monitoring is off")
        XCTAssertEqual(device.batteryState, .unknown)
        device.isBatteryMonitoringEnabled = true
        XCTAssertTrue(device.batteryLevel == -1 || (0...1).contains(device.batteryLevel))
        device.isBatteryMonitoringEnabled = false
        device.isProximityMonitoringEnabled = true
        XCTAssertFalse(device.isProximityMonitoringEnabled, "no proximity sensor")
        XCTAssertEqual(device.identifierForVendor, UIDevice.current.identifierForVendor)
        XCTAssertTrue(UIDeviceOrientation.landscapeLeft.isLandscape)
        XCTAssertTrue(UIDeviceOrientation.faceUp.isFlat)
        XCTAssertFalse(UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        _ = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in }
    }
}
