import UIKit
import XCTest

/// iOS 17's trait change registration as view controllers and views use it in place of
/// `traitCollectionDidChange(_:)`: a handler per trait, called with the object as its own type.
final class TraitChangeRegistrationPortingTests: XCTestCase {
    final class ThemedViewController: UIViewController {
        var styles: [UIUserInterfaceStyle] = []
        var registration: UITraitChangeRegistration?

        override func viewDidLoad() {
            super.viewDidLoad()
            registration = registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
                self.styles.append(self.traitCollection.userInterfaceStyle)
                XCTAssertNotEqual(previous.userInterfaceStyle, self.traitCollection.userInterfaceStyle)
            }
        }
    }

    func testAControllersHandlerHearsItsTraitChange() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ThemedViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = controller.view.traitCollection
        var sizeClassChanges = 0
        let label = UILabel()
        controller.view.addSubview(label)
        _ = label.traitCollection
        label.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UILabel, _) in sizeClassChanges += 1 }

        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(controller.styles, [.dark])
        XCTAssertEqual(sizeClassChanges, 0, "the label registered for another trait")
        controller.unregisterForTraitChanges(try XCTUnwrap(controller.registration))
        window.overrideUserInterfaceStyle = .light
        XCTAssertEqual(controller.styles, [.dark], "unregistered")
        window.isHidden = true
    }
}
