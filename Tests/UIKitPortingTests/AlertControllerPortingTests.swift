import UIKit
import XCTest

/// `UIAlertController` as iOS code builds and presents it.
final class AlertControllerPortingTests: XCTestCase {
    private var window: UIWindow!

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    func testAnAlertKeepsWhatItIsGiven() {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        XCTAssertEqual(alert.title, "Title")
        XCTAssertEqual(alert.message, "Message")
        XCTAssertEqual(alert.preferredStyle, .alert)
        XCTAssertNil(alert.textFields, "no text fields: nil, as in UIKit")
        XCTAssertTrue(alert.actions.isEmpty)
        XCTAssertNil(alert.preferredAction)
        XCTAssertEqual(alert.severity, .default)
        XCTAssertEqual(alert.modalPresentationStyle, .custom)
        let ok = UIAlertAction(title: "OK", style: .default)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(ok)
        alert.addAction(cancel)
        XCTAssertEqual(alert.actions, [ok, cancel])
        alert.preferredAction = ok
        XCTAssertTrue(alert.preferredAction === ok)
        var configured: UITextField?
        alert.addTextField { field in
            field.placeholder = "Name"
            configured = field
        }
        XCTAssertEqual(alert.textFields?.count, 1)
        XCTAssertTrue(alert.textFields?.first === configured)
        XCTAssertEqual(alert.textFields?.first?.placeholder, "Name")
        XCTAssertTrue(ok.isEnabled)
        XCTAssertEqual(cancel.style, .cancel)
        XCTAssertEqual(ok.title, "OK")
        let copy = ok.copy() as? UIAlertAction
        XCTAssertEqual(copy?.title, "OK")
        XCTAssertFalse(copy === ok)
    }

    func testPresentingAndDismissingAnAlert() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let alert = UIAlertController(title: "Done", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        var presented = false
        root.present(alert, animated: false) { presented = true }
        XCTAssertTrue(presented)
        XCTAssertTrue(root.presentedViewController === alert)
        XCTAssertTrue(alert.presentingViewController === root)
        XCTAssertNotNil(root.view.window, "an alert leaves its presenter on screen")
        let dismissed = expectation(description: "dismissed")
        alert.dismiss(animated: true) { dismissed.fulfill() }
        wait(for: [dismissed], timeout: 2)
        XCTAssertNil(root.presentedViewController)
    }
}
