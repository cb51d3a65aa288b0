import UIKit
import XCTest

/// Values print as they print on iOS: code and tests build strings from them and compare them.
final class DescriptionsPortingTests: XCTestCase {
    func testGeometryPrintsAsOnIOS() {
        XCTAssertEqual("\(CGRect(x: 0, y: 0, width: 100, height: 100))", "(0.0, 0.0, 100.0, 100.0)")
        XCTAssertEqual("\(CGPoint(x: 1.5, y: -2))", "(1.5, -2.0)")
        XCTAssertEqual("\(CGSize(width: 320, height: 44))", "(320.0, 44.0)")
        XCTAssertEqual(CGVector(dx: 3, dy: 4).debugDescription, "(3.0, 4.0)")
        XCTAssertEqual(String(describing: CGRect.zero), "(0.0, 0.0, 0.0, 0.0)")
        XCTAssertEqual(CGRect(x: 1, y: 2, width: 3, height: 4).debugDescription, "(1.0, 2.0, 3.0, 4.0)")
        XCTAssertEqual("\(CGAffineTransform.identity)", "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
        XCTAssertEqual("\(CGAffineTransform(translationX: 5, y: 6))", "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 5.0, ty: 6.0)")
        XCTAssertEqual("\(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))", "UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)")
        XCTAssertEqual("\(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
                       "NSDirectionalEdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)")
        XCTAssertEqual("\(UIOffset(horizontal: 2, vertical: -1))", "UIOffset(horizontal: 2.0, vertical: -1.0)")
        XCTAssertEqual("\(IndexPath(item: 3, section: 1))", "[1, 3]")
        XCTAssertEqual("\(IndexPath(row: 0, section: 0))", "[0, 0]")
    }

    func testStringsBuiltFromFramesCompare() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual("frame: \(view.frame)", "frame: (10.0, 20.0, 30.0, 40.0)")
        XCTAssertEqual("\(view.bounds.size)", "(30.0, 40.0)")
        XCTAssertEqual("\(view.center)", "(25.0, 40.0)")
    }
}

/// A type may add `description` to Core Graphics' geometry, as it may on iOS, where these types
/// have only `debugDescription`.
extension CGVector: CustomStringConvertible {
    public var description: String { "CGVector(dx: \(dx), dy: \(dy))" }
}

final class OwnDescriptionPortingTests: XCTestCase {
    func testAnOwnDescriptionWins() {
        XCTAssertEqual("\(CGVector(dx: 1, dy: 2))", "CGVector(dx: 1.0, dy: 2.0)")
        XCTAssertEqual(CGVector(dx: 1, dy: 2).debugDescription, "(1.0, 2.0)")
    }
}
