import UIKit
import XCTest

/// Index paths and CoreGraphics members as iOS code uses them.
final class GeometryPortingTests: XCTestCase {
    func testIndexPathRowsAndItems() {
        var path = IndexPath(row: 3, section: 1)
        XCTAssertEqual(path.row, 3)
        XCTAssertEqual(path.item, 3)
        XCTAssertEqual(path, IndexPath(item: 3, section: 1))
        path.row = 5
        XCTAssertEqual(path.item, 5)
        let legacy = NSIndexPath(row: 2, section: 4)
        XCTAssertEqual(legacy.row, 2)
        XCTAssertEqual(legacy.item, 2)
        XCTAssertEqual(legacy.section, 4)
        XCTAssertEqual(NSIndexPath(item: 1, section: 0).item, 1)
    }

    func testEqualToAndConstants() {
        XCTAssertTrue(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        XCTAssertFalse(CGPoint(x: 1, y: 2).equalTo(.zero))
        // CGRectEqualToRect standardizes: a negative size names the same rectangle.
        XCTAssertTrue(CGRect(x: 10, y: 10, width: -10, height: -10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertTrue(CGRect.null.equalTo(.null))
        XCTAssertEqual(CGFLOAT_MAX, .greatestFiniteMagnitude)
        XCTAssertGreaterThan(CGFLOAT_MIN, 0)
    }

    func testDividedAndInset() {
        let (slice, remainder) = CGRect(x: 0, y: 0, width: 100, height: 40).divided(atDistance: 30, from: .minXEdge)
        XCTAssertEqual(slice, CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(remainder, CGRect(x: 30, y: 0, width: 70, height: 40))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 100, height: 40).inset(by: insets), CGRect(x: 2, y: 1, width: 94, height: 36))
    }

    func testDirectionalInsetsAndEdges() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(insets.leading, 2)
        XCTAssertEqual(NSDirectionalEdgeInsets.zero, NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual("\(insets)", "NSDirectionalEdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)")
        let edges: UIRectEdge = [.top, .bottom]
        XCTAssertTrue(edges.contains(.top))
        XCTAssertFalse(edges.contains(.left))
        XCTAssertEqual(UIRectEdge.all, [.top, .left, .bottom, .right])
        XCTAssertEqual(NSDirectionalRectEdge.all, [.top, .leading, .bottom, .trailing])
    }
}

/// The application and the screen, as layouts read them.
final class ApplicationPortingTests: XCTestCase {
    func testLayoutDirectionAndScreen() {
        // The test environment's locale is English (or unset): left to right.
        XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
        let screen = UIScreen.main
        XCTAssertEqual(screen.nativeBounds.width, screen.bounds.width * screen.scale)
        XCTAssertEqual(screen.nativeScale, screen.scale)
    }
}

/// Geometry as strings, as iOS code logs and archives it.
final class GeometryStringPortingTests: XCTestCase {
    func testStringsAndBack() {
        let rect = CGRect(x: 0, y: 10.5, width: 100, height: 1.0 / 3)
        XCTAssertEqual(NSCoder.string(for: CGRect(x: 0, y: 0, width: 100, height: 50.5)), "{{0, 0}, {100, 50.5}}")
        XCTAssertEqual(NSCoder.string(for: CGPoint(x: -1, y: 2)), "{-1, 2}")
        XCTAssertEqual(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), "{1, 2, 3, 4}")
        XCTAssertEqual(NSCoder.cgRect(for: NSCoder.string(for: rect)), rect)
        XCTAssertEqual(NSCoder.cgSize(for: "{3, 4}"), CGSize(width: 3, height: 4))
        XCTAssertEqual(NSCoder.cgPoint(for: "nonsense"), .zero)
        XCTAssertEqual(NSCoder.string(for: CGAffineTransform.identity), "[1, 0, 0, 1, 0, 0]")
    }

    func testGeometryBoxesInNSValueAsUIKitAddsThem() {
        let frame = CGRect(x: 0, y: 500, width: 390, height: 336)
        let userInfo: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        XCTAssertEqual((userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue, frame)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue, CGPoint(x: 3, y: 4))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue, CGSize(width: 5, height: 6))
        XCTAssertEqual(NSValue(cgRect: frame), NSValue(cgRect: frame))
    }
}
