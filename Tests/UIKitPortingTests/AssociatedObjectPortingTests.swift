import UIKit
import XCTest

private var badgeKey: UInt8 = 0
private var ownerKey: UInt8 = 0
private var tagsKey: UInt8 = 0

/// A category-style property on a UIKit class, as iOS libraries write them.
extension UIView {
    var badgeText: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

final class Tracked {
    static var released = 0
    deinit { Tracked.released += 1 }
}

final class AssociatedObjectPortingTests: XCTestCase {
    func testEveryPolicy() {
        let view = UIView()
        XCTAssertNil(view.badgeText)
        view.badgeText = "3"
        XCTAssertEqual(view.badgeText, "3")
        view.badgeText = nil
        XCTAssertNil(view.badgeText)

        let tags = NSMutableArray(array: ["a"])
        objc_setAssociatedObject(view, &tagsKey, tags, .OBJC_ASSOCIATION_COPY)
        tags.add("b")
        XCTAssertEqual((objc_getAssociatedObject(view, &tagsKey) as? NSArray)?.count, 1, "copied when set")

        var owner: Tracked? = Tracked()
        objc_setAssociatedObject(view, &ownerKey, owner, .OBJC_ASSOCIATION_ASSIGN)
        XCTAssertTrue(objc_getAssociatedObject(view, &ownerKey) as? Tracked === owner)
        owner = nil
        XCTAssertNil(objc_getAssociatedObject(view, &ownerKey), "an assigned value is not kept alive")

        objc_setAssociatedObject(view, &ownerKey, Tracked(), .OBJC_ASSOCIATION_RETAIN)
        XCTAssertNotNil(objc_getAssociatedObject(view, &ownerKey) as? Tracked, "a retained value is kept alive")
        objc_removeAssociatedObjects(view)
        XCTAssertNil(objc_getAssociatedObject(view, &ownerKey))
        XCTAssertNil(objc_getAssociatedObject(view, &tagsKey))
    }

    func testValuesAreReleasedWithTheirOwner() {
        Tracked.released = 0
        var view: UIView? = UIView()
        objc_setAssociatedObject(view!, &ownerKey, Tracked(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertEqual(Tracked.released, 0)
        view = nil
        // The next associated-object call releases the values of owners that are gone.
        XCTAssertNil(objc_getAssociatedObject(UIView(), &ownerKey))
        XCTAssertEqual(Tracked.released, 1)
    }
}
