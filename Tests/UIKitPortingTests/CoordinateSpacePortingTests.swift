@_spi(Host) import UIKit
import XCTest

/// Coordinate spaces and focus item containers as iOS 12 code uses them: a view's frame in the
/// screen's space for a popover or a tooltip, a view's focus items, a scroll view's visible size.
final class CoordinateSpacePortingTests: XCTestCase {
    func testAViewConvertsToTheScreensSpaceThroughItsWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 80))
        let badge = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 20))
        card.addSubview(badge)
        window.addSubview(card)
        let screen = UIScreen.main.coordinateSpace
        XCTAssertEqual(badge.convert(badge.bounds, to: screen), CGRect(x: 30, y: 105, width: 20, height: 20))
        XCTAssertEqual(badge.convert(CGPoint(x: 30, y: 105), from: screen), .zero)
        XCTAssertEqual(screen.convert(CGPoint(x: 30, y: 105), to: badge), .zero)
        XCTAssertEqual(UIScreen.main.fixedCoordinateSpace.bounds, UIScreen.main.bounds)
        let space: UICoordinateSpace = card
        XCTAssertEqual(space.convert(CGPoint(x: 10, y: 5), to: badge), .zero, "a view is a coordinate space")
        XCTAssertEqual(badge.convert(CGPoint.zero, to: card), CGPoint(x: 10, y: 5), "views still convert to views")
        XCTAssertEqual(badge.convert(CGPoint.zero, to: nil), CGPoint(x: 30, y: 105))
    }

    func testAViewConvertsToASpaceOfTheApps() {
        final class Offset: NSObject, UICoordinateSpace {
            let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
                UIScreen.main.coordinateSpace.convert(CGPoint(x: point.x + 50, y: point.y), to: coordinateSpace)
            }
            func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
                let onScreen = UIScreen.main.coordinateSpace.convert(point, from: coordinateSpace)
                return CGPoint(x: onScreen.x - 50, y: onScreen.y)
            }
            func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
                CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
            }
            func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
                CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 70, y: 10, width: 10, height: 10))
        window.addSubview(view)
        XCTAssertEqual(view.convert(CGPoint.zero, to: Offset()), CGPoint(x: 20, y: 10))
        XCTAssertEqual(view.convert(CGPoint(x: 20, y: 10), from: Offset()), .zero)
    }

    /// A view whose `convert(_:to:)` for views is overridden, as coordinate-fixing libraries do.
    final class Shifted: UIView {
        override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
            let converted = super.convert(point, to: view)
            return CGPoint(x: converted.x + 1000, y: converted.y)
        }
    }

    func testConvertingToAViewGoesThroughTheOverride() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let shifted = Shifted(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        root.addSubview(shifted)
        let space: UICoordinateSpace = root
        XCTAssertEqual(shifted.convert(CGPoint.zero, to: space), CGPoint(x: 1010, y: 0))
    }

    func testViewsAndControllersContainFocusItems() {
        let controller = UIViewController()
        XCTAssertNil(controller.focusItemContainer, "no view loaded yet")
        let view = controller.view!
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let left = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let right = UIButton(frame: CGRect(x: 200, y: 0, width: 100, height: 44))
        let hidden = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        hidden.isHidden = true
        [left, right, hidden].forEach(view.addSubview)
        let container = controller.focusItemContainer
        XCTAssertTrue(container === view)
        XCTAssertTrue(container?.coordinateSpace === view)
        let items = container?.focusItems(in: CGRect(x: 0, y: 0, width: 150, height: 50)) ?? []
        XCTAssertEqual(items.count, 1)
        XCTAssertTrue(items.first === left)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let scrollable: UIFocusItemScrollableContainer = scroll
        XCTAssertEqual(scrollable.visibleSize, CGSize(width: 320, height: 200))
    }
}

/// A presenting controller that opts out of actions while it presents.
final class QuietPresenter: UIViewController {
    var saved = 0
    override var canBecomeFirstResponder: Bool { true }
    var quiet = false
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .command, action: { [weak self] _ in self?.saved += 1 })]
    }
    override var performsActionsWhilePresentingModally: Bool { !quiet }
}

final class PresentingResponderPortingTests: XCTestCase {
    func testAPresentedControllersNextResponderIsThePresenter() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let presenter = QuietPresenter()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        final class Sheet: UIViewController {
            override var canBecomeFirstResponder: Bool { true }
        }
        let sheet = Sheet()
        presenter.present(sheet, animated: false)
        XCTAssertTrue(sheet.becomeFirstResponder())
        XCTAssertTrue(sheet.next === presenter, "UIKit: the presenting view controller")
        XCTAssertTrue(presenter.performsActionsWhilePresentingModally)
        let keys = KeyInput(window: window)
        keys.press(UIKey(keyCode: .keyboardS, characters: "s", modifierFlags: .command))
        XCTAssertEqual(presenter.saved, 1, "its shortcut works while it presents")
        presenter.quiet = true
        keys.press(UIKey(keyCode: .keyboardS, characters: "s", modifierFlags: .command))
        XCTAssertEqual(presenter.saved, 1, "not when it opts out")
        presenter.dismiss(animated: false)
        XCTAssertTrue(presenter.becomeFirstResponder())
        keys.press(UIKey(keyCode: .keyboardS, characters: "s", modifierFlags: .command))
        XCTAssertEqual(presenter.saved, 2, "nor does it matter once nothing is presented")
    }
}

/// An image that grows with the accessibility text sizes, as accessibility-minded apps set it.
final class ImageAdjustingPortingTests: XCTestCase {
    func testAnImageViewGrowsOnlyInAccessibilitySizes() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }
        let imageView = UIImageView(image: image)
        window.addSubview(imageView)
        XCTAssertFalse(imageView.adjustsImageSizeForAccessibilityContentSizeCategory)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 20, height: 10), "off by default")
        imageView.adjustsImageSizeForAccessibilityContentSizeCategory = true
        let adjusting: UIAccessibilityContentSizeCategoryImageAdjusting = imageView
        XCTAssertTrue(adjusting.adjustsImageSizeForAccessibilityContentSizeCategory)
        let grown = imageView.intrinsicContentSize
        XCTAssertGreaterThan(grown.width, 20)
        XCTAssertEqual(grown.width / grown.height, 2, accuracy: 0.1)
        XCTAssertEqual(imageView.sizeThatFits(.zero), grown)
        window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 20, height: 10), "only the accessibility sizes")
    }

    func testAButtonsImageGrowsWithTheImageViewsScale() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        window.addSubview(button)
        XCTAssertFalse(button.adjustsImageSizeForAccessibilityContentSizeCategory)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 20, height: 10), "off by default")
        button.adjustsImageSizeForAccessibilityContentSizeCategory = true
        let reference = UIImageView(image: image)
        reference.adjustsImageSizeForAccessibilityContentSizeCategory = true
        window.addSubview(reference)
        XCTAssertEqual(button.intrinsicContentSize, reference.intrinsicContentSize)
        XCTAssertGreaterThan(button.intrinsicContentSize.width, 20)
        button.sizeToFit()
        button.layoutIfNeeded()
        XCTAssertEqual(button.imageView?.frame.size, reference.intrinsicContentSize)
        window.traitOverrides.preferredContentSizeCategory = .large
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 20, height: 10))
    }
}
