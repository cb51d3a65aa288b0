import UIKit
import XCTest

/// `view.keyboardLayoutGuide` as chat screens pin their input bar to it: with no on-screen
/// keyboard it is the docked, hidden keyboard — the bottom safe area.
final class KeyboardLayoutGuidePortingTests: XCTestCase {
    func testAnInputBarPinnedToTheKeyboardSitsAboveTheSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        let guide = controller.view.keyboardLayoutGuide
        XCTAssertTrue(guide === controller.view.keyboardLayoutGuide, "one guide per view")
        XCTAssertTrue(guide.usesBottomSafeArea)
        XCTAssertFalse(guide.followsUndockedKeyboard)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: guide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        controller.view.layoutIfNeeded()
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 844 - 34 - 50, width: 390, height: 50))
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 810, width: 390, height: 34))
        guide.usesBottomSafeArea = false
        controller.view.layoutIfNeeded()
        XCTAssertEqual(bar.frame.maxY, 844)
    }

    func testTrackingConstraintsFollowTheDockedKeyboard() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let nearBottom = box.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
        let awayFromBottom = box.topAnchor.constraint(equalTo: view.topAnchor)
        view.keyboardLayoutGuide.setConstraints([nearBottom], activeWhenNearEdge: .bottom)
        view.keyboardLayoutGuide.setConstraints([awayFromBottom], activeWhenAwayFrom: .bottom)
        XCTAssertTrue(nearBottom.isActive)
        XCTAssertFalse(awayFromBottom.isActive)
        XCTAssertEqual(view.keyboardLayoutGuide.constraints(activeWhenNearEdge: .bottom), [nearBottom])
    }

    func testTheAssistantItemIsKeptPerResponder() {
        let field = UITextField()
        XCTAssertTrue(field.inputAssistantItem === field.inputAssistantItem)
        XCTAssertTrue(field.inputAssistantItem.allowsHidingShortcuts)
        field.inputAssistantItem.leadingBarButtonGroups = []
        let group = UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(title: "Bold", style: .plain, target: nil, action: nil)],
                                         representativeItem: nil)
        field.inputAssistantItem.trailingBarButtonGroups = [group]
        XCTAssertEqual(field.inputAssistantItem.trailingBarButtonGroups.first?.barButtonItems.first?.title, "Bold")
        XCTAssertFalse(UITextView().inputAssistantItem === field.inputAssistantItem)
    }
}
