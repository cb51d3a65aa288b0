@_spi(Host) import UIKit
import XCTest

/// An editor in a sheet, as iOS apps write it (Apple's "Disabling the pull-down gesture for a
/// sheet"): the presenter is the sheet's presentation controller delegate, set before
/// presenting; while the editor has changes it is modal in presentation, and an attempt to pull
/// it down is reported.
final class SheetEditorHost: UIViewController, UIAdaptivePresentationControllerDelegate {
    let editor = UIViewController()
    var events: [String] = []

    func showEditor() {
        let navigation = UINavigationController(rootViewController: editor)
        navigation.presentationController?.delegate = self
        present(navigation, animated: false)
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.append("shouldDismiss")
        return true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        events.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        events.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        events.append("didAttemptToDismiss")
    }
}

final class SheetPullPortingTests: ManualClockTestCase {
    /// A finger on the sheet's navigation bar pulled down `distance` points over `frames` frames.
    private func pull(in window: UIWindow, by distance: CGFloat, frames: Int) {
        let input = TouchInput(window: window)
        let finger = input.begin(at: CGPoint(x: 200, y: 40))
        for frame in 1...frames {
            input.move(finger, to: CGPoint(x: 200, y: 40 + distance * CGFloat(frame) / CGFloat(frames)))
            run(window, seconds: 1.0 / 60)
        }
        run(window, seconds: 0.2)
        input.end(finger)
        run(window, seconds: 1)
    }

    private func makeHost() -> (UIWindow, SheetEditorHost) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let host = SheetEditorHost()
        window.rootViewController = host
        window.makeKeyAndVisible()
        host.showEditor()
        run(window, seconds: 0.1)
        return (window, host)
    }

    func testPullingTheSheetDownDismissesItAndTellsTheDelegate() throws {
        let (window, host) = makeHost()
        let sheet = try XCTUnwrap(host.presentedViewController)
        XCTAssertEqual(sheet.presentationController?.presentationStyle, .pageSheet)
        XCTAssertTrue(sheet.presentationController?.delegate === host)
        pull(in: window, by: 400, frames: 20)
        XCTAssertNil(host.presentedViewController)
        XCTAssertEqual(host.events, ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    func testAPullOnAListAtItsTopPullsTheSheetAndScrollsItOtherwise() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let host = SheetEditorHost()
        window.rootViewController = host
        window.makeKeyAndVisible()
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        list.contentSize = CGSize(width: 390, height: 3000)
        host.editor.view.addSubview(list)
        host.showEditor()
        run(window, seconds: 0.1)
        let input = TouchInput(window: window)
        // Up first: the list scrolls; then down from its top: the sheet follows the finger.
        var finger = input.begin(at: CGPoint(x: 200, y: 600))
        for frame in 1...10 {
            input.move(finger, to: CGPoint(x: 200, y: 600 - 20 * CGFloat(frame)))
            run(window, seconds: 1.0 / 60)
        }
        input.end(finger)
        run(window, seconds: 3)
        XCTAssertGreaterThan(list.contentOffset.y, 100)
        list.setContentOffset(CGPoint(x: 0, y: -list.adjustedContentInset.top), animated: false)
        finger = input.begin(at: CGPoint(x: 200, y: 300))
        for frame in 1...20 {
            input.move(finger, to: CGPoint(x: 200, y: 300 + 20 * CGFloat(frame)))
            run(window, seconds: 1.0 / 60)
        }
        run(window, seconds: 0.2)
        input.end(finger)
        run(window, seconds: 1)
        XCTAssertNil(host.presentedViewController)
        XCTAssertEqual(host.events, ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    func testAShortPullSpringsBack() throws {
        let (window, host) = makeHost()
        let sheetView = try XCTUnwrap(host.presentedViewController?.view)
        let resting = sheetView.frame
        pull(in: window, by: 100, frames: 20)
        XCTAssertNotNil(host.presentedViewController)
        XCTAssertEqual(sheetView.frame, resting)
        XCTAssertEqual(host.events, ["shouldDismiss"])
    }

    func testAModalSheetResistsAndReportsTheAttempt() throws {
        let (window, host) = makeHost()
        host.editor.isModalInPresentation = true
        let navigation = try XCTUnwrap(host.presentedViewController)
        XCTAssertFalse(navigation.isModalInPresentation)
        navigation.isModalInPresentation = true
        let sheetView: UIView = navigation.view
        let resting = sheetView.frame
        pull(in: window, by: 400, frames: 20)
        XCTAssertNotNil(host.presentedViewController)
        XCTAssertEqual(sheetView.frame, resting)
        XCTAssertEqual(host.events, ["didAttemptToDismiss"])
    }
}
