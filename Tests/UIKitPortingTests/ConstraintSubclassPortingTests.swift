import UIKit
import XCTest

/// Layout DSLs subclass `NSLayoutConstraint` and make their constraints through UIKit's
/// item/attribute initializer, describing them their own way.
final class ConstraintSubclassPortingTests: XCTestCase {
    final class DSLConstraint: NSLayoutConstraint {
        var label: String?

        override var description: String {
            "<DSLConstraint \(label ?? "unlabelled") \(firstAttribute.rawValue) \(relation.rawValue) \(constant)>"
        }
    }

    func testASubclassIsMadeThroughTheItemInitializerAndLaysOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let left = DSLConstraint(item: child, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 20)
        left.label = "left"
        let width = DSLConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100)
        let top = DSLConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 10)
        let height = DSLConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: root, attribute: .height, multiplier: 0.5, constant: 0)
        NSLayoutConstraint.activate([left, width, top, height])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 100, height: 100))
        XCTAssertTrue(left.firstItem === child)
        XCTAssertEqual(height.multiplier, 0.5)
        XCTAssertEqual("\(left)", "<DSLConstraint left \(NSLayoutConstraint.Attribute.left.rawValue) 0 20.0>")
        XCTAssertTrue(root.constraints.contains(left))
        left.constant = 40
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.minX, 40)
    }

    func testAnEmptyConstraint() {
        let empty = NSLayoutConstraint()
        XCTAssertNil(empty.firstItem)
        XCTAssertEqual(empty.firstAttribute, .notAnAttribute)
        XCTAssertEqual(empty.relation, .equal)
        XCTAssertEqual(empty.multiplier, 1)
        XCTAssertEqual(empty.constant, 0)
        XCTAssertFalse(empty.isActive)
    }
}
