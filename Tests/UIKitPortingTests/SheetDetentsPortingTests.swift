@_spi(Host) import UIKit
import XCTest

/// A half-height sheet, as iOS 15 apps write it (Apple's "Customizing and resizing sheets in
/// UIKit"): detents, the one selected, a grabber, no dimming at the medium detent, a drag between
/// the detents heard by the sheet's delegate.
final class SheetDetentsPortingTests: ManualClockTestCase {
    final class SheetDelegate: NSObject, UISheetPresentationControllerDelegate {
        var changes: [UISheetPresentationController.Detent.Identifier?] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            changes.append(sheetPresentationController.selectedDetentIdentifier)
        }
    }

    private var window: UIWindow!
    private var root: UIViewController!
    private var tapped = 0

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        button.addAction(UIAction { [unowned self] _ in tapped += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
    }

    /// The largest detent: the window less the sheet's 10-point gap at the top.
    private let largest: CGFloat = 834

    private func present(_ configure: (UISheetPresentationController) -> Void) -> UIViewController {
        let content = UIViewController()
        if let sheet = content.sheetPresentationController { configure(sheet) }
        root.present(content, animated: true)
        run(window, seconds: 1)
        return content
    }

    /// A finger on the sheet `distance` points down (up when negative) over `frames` frames.
    private func drag(from start: CGPoint, by distance: CGFloat, frames: Int) {
        let input = TouchInput(window: window)
        let finger = input.begin(at: start)
        for frame in 1...frames {
            input.move(finger, to: CGPoint(x: start.x, y: start.y + distance * CGFloat(frame) / CGFloat(frames)))
            run(window, seconds: 1.0 / 60)
        }
        run(window, seconds: 0.2)
        input.end(finger)
        run(window, seconds: 1)
    }

    func testASheetHasASheetPresentationControllerAndAFullScreenControllerHasNone() {
        let sheet = UIViewController()
        XCTAssertNotNil(sheet.sheetPresentationController)
        XCTAssertIdentical(sheet.presentationController, sheet.sheetPresentationController)
        XCTAssertEqual(sheet.sheetPresentationController?.detents, [.large()])
        XCTAssertNil(sheet.sheetPresentationController?.selectedDetentIdentifier)
        XCTAssertFalse(sheet.sheetPresentationController?.prefersGrabberVisible ?? true)
        XCTAssertTrue(sheet.sheetPresentationController?.prefersScrollingExpandsWhenScrolledToEdge ?? false)
        let fullScreen = UIViewController()
        fullScreen.modalPresentationStyle = .fullScreen
        XCTAssertNil(fullScreen.sheetPresentationController)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        XCTAssertNotNil(form.sheetPresentationController)
    }

    func testTheDelegateSetOnThePresentationControllerIsTheSheets() {
        let content = UIViewController()
        let delegate = SheetDelegate()
        content.presentationController?.delegate = delegate
        XCTAssertIdentical(content.sheetPresentationController?.delegate, delegate)
    }

    func testTheSheetRestsAtTheSmallestDetentFirst() {
        let content = present { $0.detents = [.medium(), .large()] }
        XCTAssertEqual(content.view.frame.minY, 844 - largest * 0.56, accuracy: 0.001)
        XCTAssertEqual(content.view.frame.height, largest)
        XCTAssertEqual(content.view.frame.width, 390)
    }

    func testSelectingTheLargeDetentInAnimateChangesMovesTheSheetUp() throws {
        let content = present { $0.detents = [.medium(), .large()] }
        let sheet = try XCTUnwrap(content.sheetPresentationController)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        XCTAssertEqual(content.view.frame.minY, 10, "the model value at once, animated to")
        run(window, seconds: 1)
        XCTAssertEqual(content.view.frame.minY, 10)
        XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
    }

    func testACustomDetentGetsItsHeightFromItsResolver() {
        var maximum: CGFloat = 0
        let content = present { sheet in
            sheet.detents = [.custom(identifier: .init("small")) { context in
                maximum = context.maximumDetentValue
                return 200
            }, .large()]
        }
        XCTAssertEqual(maximum, largest)
        XCTAssertEqual(content.view.frame.minY, 644)
        XCTAssertEqual(content.sheetPresentationController?.detents.first?.identifier.rawValue, "small")
    }

    func testAGrabberShowsAtTheSheetsTop() throws {
        let content = present { sheet in
            sheet.detents = [.medium()]
            sheet.prefersGrabberVisible = true
        }
        let container = try XCTUnwrap(content.sheetPresentationController?.containerView)
        let grabber = try XCTUnwrap(container.subviews.first { $0.bounds.size == CGSize(width: 36, height: 5) })
        XCTAssertEqual(grabber.frame.midX, 195)
        XCTAssertEqual(grabber.frame.minY, content.view.frame.minY + 5, accuracy: 0.001)
        XCTAssertEqual(grabber.layer.cornerRadius, 2.5)
    }

    func testBelowTheLargestUndimmedDetentTheScreenBeneathTakesTouches() {
        _ = present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        let input = TouchInput(window: window)
        input.end(input.begin(at: CGPoint(x: 60, y: 120)))
        run(window, seconds: 0.1)
        XCTAssertEqual(tapped, 1)
        XCTAssertIdentical(root.presentedViewController?.view.window, window)
    }

    func testADimmedSheetKeepsTouchesFromTheScreenBeneath() {
        _ = present { $0.detents = [.medium(), .large()] }
        let input = TouchInput(window: window)
        input.end(input.begin(at: CGPoint(x: 60, y: 120)))
        run(window, seconds: 0.1)
        XCTAssertEqual(tapped, 0)
    }

    func testDraggingUpMovesTheSheetToTheLargeDetentAndTellsTheDelegate() {
        let delegate = SheetDelegate()
        let content = present { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.delegate = delegate
        }
        let top = content.view.frame.minY
        drag(from: CGPoint(x: 195, y: top + 30), by: -300, frames: 20)
        XCTAssertEqual(content.view.frame.minY, 10)
        XCTAssertEqual(delegate.changes, [.large])
        drag(from: CGPoint(x: 195, y: 40), by: 300, frames: 20)
        XCTAssertEqual(content.view.frame.minY, top, accuracy: 0.001)
        XCTAssertEqual(delegate.changes, [.large, .medium])
        XCTAssertIdentical(root.presentedViewController, content)
    }

    func testDraggingDownFromTheSmallestDetentDismisses() {
        let content = present { $0.detents = [.medium(), .large()] }
        drag(from: CGPoint(x: 195, y: content.view.frame.minY + 30), by: 300, frames: 20)
        XCTAssertNil(root.presentedViewController)
    }

    func testTheSystemDetentsAnswerTheirHeights() {
        struct Context: UISheetPresentationControllerDetentResolutionContext {
            var containerTraitCollection: UITraitCollection { UITraitCollection() }
            var maximumDetentValue: CGFloat { 500 }
        }
        XCTAssertEqual(UISheetPresentationController.Detent.large().resolvedValue(in: Context()), 500)
        XCTAssertEqual(UISheetPresentationController.Detent.medium().identifier, .medium)
        XCTAssertEqual(UISheetPresentationController.Detent.large().identifier.rawValue, "com.apple.UIKit.large")
        XCTAssertNotEqual(UISheetPresentationController.Detent.custom { _ in 1 }.identifier,
                          UISheetPresentationController.Detent.custom { _ in 1 }.identifier)
    }
}
