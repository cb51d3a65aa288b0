import UIKit
import XCTest

/// A classic button that stacks its image above its title by overriding UIKit's rect methods.
final class ButtonRectsPortingTests: XCTestCase {
    final class StackedButton: UIButton {
        override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
            CGRect(x: contentRect.midX - 12, y: contentRect.minY, width: 24, height: 24)
        }
        override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
            CGRect(x: contentRect.minX, y: contentRect.minY + 28, width: contentRect.width, height: 20)
        }
        override func contentRect(forBounds bounds: CGRect) -> CGRect {
            bounds.insetBy(dx: 4, dy: 4)
        }
    }

    func testOverriddenRectsPlaceTheImageAndTitle() throws {
        let button = StackedButton(type: .custom)
        button.setTitle("Share", for: .normal)
        button.setImage(UIImage(size: CGSize(width: 24, height: 24), color: .blue), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 88, height: 60)
        button.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(button.imageView).frame, CGRect(x: 32, y: 4, width: 24, height: 24))
        XCTAssertEqual(try XCTUnwrap(button.titleLabel).frame, CGRect(x: 4, y: 32, width: 80, height: 20))
    }

    func testTheDefaultsAreUIKits() {
        let button = UIButton(type: .custom)
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        XCTAssertEqual(button.backgroundRect(forBounds: bounds), bounds)
        XCTAssertEqual(button.contentRect(forBounds: bounds), CGRect(x: 3, y: 2, width: 92, height: 34))
        button.setTitle("OK", for: .normal)
        button.frame = bounds
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleRect(forContentRect: button.contentRect(forBounds: bounds)), button.titleLabel?.frame)
        XCTAssertEqual(button.imageRect(forContentRect: button.contentRect(forBounds: bounds)), .zero, "no image")
    }
}
