import UIKit
import XCTest

/// UIResponder's standard edit actions, as a copyable label and its controller override them.
final class EditActionsPortingTests: XCTestCase {
    final class CopyableLabel: UILabel {
        var copied: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func copy(_ sender: Any?) {
            copied.append(text ?? "")
        }
        override var inputAccessoryView: UIView? { nil }
    }

    final class PasteViewController: UIViewController {
        var pastes = 0
        override func paste(_ sender: Any?) {
            pastes += 1
        }
    }

    func testActionsReachTheirOverridesAndPassUpTheChain() {
        let controller = PasteViewController()
        let label = CopyableLabel()
        label.text = "Order 42"
        controller.view.addSubview(label)
        label.copy(nil)
        XCTAssertEqual(label.copied, ["Order 42"])
        label.paste(nil)
        XCTAssertEqual(controller.pastes, 1, "the label passes paste to its next responder, the controller")
        label.selectAll(nil)
        label.cut(nil)
        label.delete(nil)
        XCTAssertNil(label.inputView)
        XCTAssertNil(controller.inputAccessoryView)
        label.reloadInputViews()
    }
}
