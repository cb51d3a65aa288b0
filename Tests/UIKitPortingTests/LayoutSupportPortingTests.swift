import UIKit
import XCTest

/// `topLayoutGuide` and `bottomLayoutGuide` (deprecated in iOS 11, still in real code): views
/// pinned to them sit below the navigation bar and above the tab bar.
final class LayoutSupportPortingTests: XCTestCase {
    final class PinnedViewController: UIViewController {
        let banner = UIView()
        let footer = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            for subview in [banner, footer] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
                banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                banner.heightAnchor.constraint(equalToConstant: 50),
                footer.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
                footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                footer.widthAnchor.constraint(equalToConstant: 100),
                footer.heightAnchor.constraint(equalTo: bottomLayoutGuide.heightAnchor, constant: 10),
            ])
        }
    }

    func testGuidesFollowTheBars() {
        let pinned = PinnedViewController()
        let navigation = UINavigationController(rootViewController: pinned)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let insets = pinned.view.safeAreaInsets
        XCTAssertGreaterThan(insets.top, 0)
        XCTAssertGreaterThan(insets.bottom, 0)
        XCTAssertEqual(pinned.topLayoutGuide.length, insets.top)
        XCTAssertEqual(pinned.bottomLayoutGuide.length, insets.bottom)
        XCTAssertEqual(pinned.banner.frame, CGRect(x: 0, y: insets.top, width: 390, height: 50))
        XCTAssertEqual(pinned.footer.frame, CGRect(x: 0, y: 844 - insets.bottom - insets.bottom - 10, width: 100, height: insets.bottom + 10))
        XCTAssertTrue(pinned.topLayoutGuide === pinned.topLayoutGuide, "one guide per view")
    }

    func testWithoutBarsTheGuidesAreEmpty() {
        let pinned = PinnedViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = pinned
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(pinned.topLayoutGuide.length, pinned.view.safeAreaInsets.top)
        XCTAssertEqual(pinned.banner.frame.minY, pinned.view.safeAreaInsets.top)
        XCTAssertEqual(pinned.footer.frame.maxY, 480 - pinned.view.safeAreaInsets.bottom)
    }
}
