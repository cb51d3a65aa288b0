import UIKit
import XCTest

/// UIColor and UIImage are NSObjects, compared and described as UIKit does, so structs that
/// hold them are Hashable and diffable items may hold them.
final class NSObjectSemanticsPortingTests: XCTestCase {
    struct Swatch: Hashable {
        let name: String
        let color: UIColor
        let image: UIImage?
    }

    func testColorsCompareByComponentsAndColorSpace() {
        XCTAssertEqual(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        XCTAssertEqual(UIColor(white: 0.5, alpha: 1), UIColor(white: 0.5, alpha: 1))
        XCTAssertNotEqual(UIColor(white: 1, alpha: 1), UIColor(red: 1, green: 1, blue: 1, alpha: 1), "gray and RGB spaces differ")
        XCTAssertEqual(UIColor.white, UIColor(white: 1, alpha: 1))
        XCTAssertEqual(UIColor.black.withAlphaComponent(0.5), UIColor(white: 0, alpha: 0.5))
        XCTAssertTrue(UIColor.red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
        XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash, UIColor.red.hash)
    }

    func testColorsDescribeThemselvesAsOnIOS() {
        XCTAssertEqual(UIColor.red.description, "UIExtendedSRGBColorSpace 1 0 0 1")
        XCTAssertEqual("\(UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))", "UIExtendedSRGBColorSpace 1 0.5 0.25 0.75")
        XCTAssertEqual(UIColor(white: 0.5, alpha: 1).description, "UIExtendedGrayColorSpace 0.5 1")
        XCTAssertEqual(UIColor.clear.description, "UIExtendedGrayColorSpace 0 0")
    }

    func testImagesAreObjectsEqualByTheirData() {
        let image = UIImage(size: CGSize(width: 2, height: 3), color: .red)
        let object: NSObject = image
        XCTAssertTrue(object.isEqual(image))
        XCTAssertFalse(image.isEqual(UIImage(size: CGSize(width: 2, height: 3), color: .red)), "drawn alike is not the same image")
        XCTAssertEqual(image, image.withRenderingMode(.alwaysTemplate), "a copy sharing the pixels is equal")
        XCTAssertTrue(image.description.hasPrefix("<UIImage:0x"))
        XCTAssertTrue(image.description.contains("{2, 3}"))
    }

    func testStructsHoldingColorsAndImagesAreHashable() {
        let image = UIImage(size: CGSize(width: 1, height: 1), color: .blue)
        let a = Swatch(name: "Sky", color: UIColor(red: 0, green: 0.5, blue: 1, alpha: 1), image: image)
        let b = Swatch(name: "Sky", color: UIColor(red: 0, green: 0.5, blue: 1, alpha: 1), image: image)
        XCTAssertEqual(a, b)
        XCTAssertEqual(Set([a, b]).count, 1)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Swatch>()
        snapshot.appendSections([0])
        snapshot.appendItems([a])
        XCTAssertEqual(snapshot.numberOfItems, 1)
    }

    final class TaggedColor: UIColor {
        var tag = ""
        override var description: String { "TaggedColor(\(tag))" }
    }

    func testSubclassesOverrideDescription() {
        let color = TaggedColor(red: 0, green: 0, blue: 0, alpha: 1)
        color.tag = "ink"
        XCTAssertEqual("\(color)", "TaggedColor(ink)")
    }
}
