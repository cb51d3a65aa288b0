import UIKit
import XCTest

/// Ending editing wherever it is, as iOS code does it from anywhere (a scroll, a tap on the
/// background): `sendAction` with the first responder's `resignFirstResponder`.
final class SendActionPortingTests: XCTestCase {
    func testResigningTheFirstResponderFromAnywhere() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        window.addSubview(field)
        window.makeKeyAndVisible()
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil))
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: self, for: nil),
                       "nothing is first responder: no responder takes it")
        XCTAssertTrue(UIApplication.shared.sendAction(UIResponder.becomeFirstResponder, to: field, from: nil, for: nil))
        XCTAssertTrue(field.isFirstResponder, "sent to its target")
        field.resignFirstResponder()
    }
}
