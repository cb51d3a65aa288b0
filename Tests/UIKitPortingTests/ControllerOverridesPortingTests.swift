import UIKit
import XCTest

/// Controller members iOS code overrides: its own navigation item, the tab bar controller's
/// `tabBar(_:didSelect:)` (re-tap to scroll to top), and the transition flags.
final class ControllerOverridesPortingTests: XCTestCase {
    final class CustomItemController: UIViewController {
        let customItem = UINavigationItem(title: "Custom")
        override var navigationItem: UINavigationItem { customItem }
        var leftParent = false
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            leftParent = isMovingFromParent
        }
    }

    final class ReTappingTabBarController: UITabBarController {
        var taps: [String] = []
        override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
            taps.append(item.title ?? "")
            super.tabBar(tabBar, didSelect: item)
        }
    }

    func testAnOverriddenNavigationItemIsTheOneShown() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let custom = CustomItemController()
        navigation.pushViewController(custom, animated: false)
        XCTAssertTrue(navigation.navigationBar.topItem === custom.customItem)
        XCTAssertEqual(navigation.navigationBar.topItem?.title, "Custom")
        navigation.popViewController(animated: false)
        XCTAssertTrue(custom.leftParent, "isMovingFromParent during the pop")
    }

    func testTheTabBarControllerIsItsTabBarsDelegate() {
        let tabs = ReTappingTabBarController()
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 1)
        tabs.viewControllers = [first, second]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertTrue(tabs.tabBar.delegate === tabs)
        tabs.tabBar(tabs.tabBar, didSelect: second.tabBarItem)
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(tabs.taps, ["Second"])
    }
}
