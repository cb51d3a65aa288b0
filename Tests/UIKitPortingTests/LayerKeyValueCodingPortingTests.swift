import QuartzCore
import UIKit
import XCTest

/// Key-value coding on layers, as iOS code reads a spinner's angle, sets a scale by key path,
/// or keeps its own values on a layer.
final class LayerKeyValueCodingPortingTests: XCTestCase {
    func testPropertiesAndTheirFieldsReadByKeyPath() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        layer.opacity = 0.5
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        XCTAssertEqual(layer.value(forKey: "position") as? CGPoint, CGPoint(x: 10, y: 20))
        XCTAssertEqual((layer.value(forKeyPath: "position.y") as? NSNumber)?.doubleValue, 20)
        XCTAssertEqual((layer.value(forKey: "opacity") as? NSNumber)?.floatValue, 0.5)
        XCTAssertEqual((layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue ?? 0, .pi / 4, accuracy: 1e-9)
        XCTAssertEqual(layer.value(forKey: "hidden") as? Bool, false)
    }

    func testSettingByKeyPathChangesTheProperty() {
        let layer = CALayer()
        layer.setValue(0.5, forKeyPath: "transform.scale")
        XCTAssertEqual(layer.transform.m11, 0.5, accuracy: 1e-9)
        XCTAssertEqual(layer.transform.m22, 0.5, accuracy: 1e-9)
        layer.setValue(CGFloat.pi, forKeyPath: "transform.rotation.z")
        XCTAssertEqual((layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)?.doubleValue ?? 0, .pi, accuracy: 1e-9)
        layer.setValue(NSNumber(value: 30), forKeyPath: "position.x")
        XCTAssertEqual(layer.position.x, 30)
        layer.setValue(UIColor.red.cgColor, forKey: "backgroundColor")
        XCTAssertEqual(layer.backgroundColor, UIColor.red.cgColor)
        layer.setValue(nil, forKey: "backgroundColor")
        XCTAssertNil(layer.backgroundColor)
        layer.setValue(true, forKey: "hidden")
        XCTAssertTrue(layer.isHidden)
        let shape = CAShapeLayer()
        shape.setValue(0.25, forKey: "strokeEnd")
        XCTAssertEqual(shape.strokeEnd, 0.25)
        let text = CATextLayer()
        text.setValue(18, forKey: "fontSize")
        XCTAssertEqual(text.fontSize, 18)
    }

    func testOtherKeysKeepTheirValuesAndCopiesKeepThem() {
        let layer = CALayer()
        XCTAssertNil(layer.value(forKey: "badgeCount"))
        layer.setValue(3, forKey: "badgeCount")
        XCTAssertEqual(layer.value(forKey: "badgeCount") as? Int, 3)
        XCTAssertEqual(CALayer(layer: layer).value(forKey: "badgeCount") as? Int, 3)
        layer.setValue(nil, forKey: "badgeCount")
        XCTAssertNil(layer.value(forKey: "badgeCount"))
        XCTAssertEqual((layer.value(forKey: "shadowRadius") as? NSNumber)?.doubleValue, 3)
        XCTAssertEqual(CATextLayer().value(forKey: "unknownKey") as? Int, nil)
    }
}
