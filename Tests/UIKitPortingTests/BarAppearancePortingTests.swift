import UIKit
import XCTest

/// An app that styles its bars the iOS 13 way: `UINavigationBarAppearance` set on the bar and on
/// one screen's navigation item, a toolbar and a tab bar appearance, titles in its own font.
final class BarAppearancePortingTests: XCTestCase {
    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func testTheDefaultsAreUIKits() {
        let appearance = UINavigationBarAppearance()
        XCTAssertEqual((appearance.backgroundEffect)?.style, .systemChromeMaterial)
        XCTAssertNil(appearance.backgroundColor)
        XCTAssertEqual(appearance.backgroundImageContentMode, .scaleToFill)
        XCTAssertNotNil(appearance.shadowColor)
        XCTAssertTrue(appearance.titleTextAttributes.isEmpty)
        XCTAssertEqual(appearance.titlePositionAdjustment, .zero)
        XCTAssertEqual(appearance.idiom, .phone)

        appearance.configureWithOpaqueBackground()
        XCTAssertNil(appearance.backgroundEffect)
        XCTAssertEqual(appearance.backgroundColor, .systemBackground)
        appearance.configureWithTransparentBackground()
        XCTAssertNil(appearance.backgroundEffect)
        XCTAssertNil(appearance.backgroundColor)
        XCTAssertNil(appearance.shadowColor)
    }

    func testCopiesAreOfTheirClassAndIndependent() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let copy = appearance.copy()
        copy.backgroundColor = .systemRed
        XCTAssertEqual(appearance.backgroundColor, .systemIndigo)
        XCTAssertEqual(copy.titleTextAttributes[.foregroundColor] as? UIColor, .white)
        // A toolbar's appearance starts a navigation bar's: the background carries over.
        let toolbar = UIToolbarAppearance()
        toolbar.backgroundColor = .systemTeal
        XCTAssertEqual(UINavigationBarAppearance(barAppearance: toolbar).backgroundColor, .systemTeal)
    }

    func testTheBarCopiesWhatIsSetAndFollowsChangesToWhatItHolds() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = show(navigation)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20, weight: .bold)]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        XCTAssertFalse(navigation.navigationBar.standardAppearance === appearance, "the bar holds a copy")
        appearance.backgroundColor = .systemRed
        XCTAssertEqual(navigation.navigationBar.standardAppearance.backgroundColor, .systemIndigo)

        navigation.topViewController?.title = "Inbox"
        window.layoutIfNeeded()
        let title = try? XCTUnwrap(navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" })
        XCTAssertEqual(title?.textColor, .white)
        XCTAssertEqual(title?.font.pointSize, 20)

        // Changing the appearance the bar holds changes the bar.
        navigation.navigationBar.scrollEdgeAppearance?.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        XCTAssertEqual(title?.textColor, .systemYellow)
    }

    func testAnItemsAppearanceTakesThePlaceOfTheBarsWhileItIsOnTop() {
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        let window = show(navigation)
        let detail = UIViewController()
        detail.title = "Detail"
        let special = UINavigationBarAppearance()
        special.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        detail.navigationItem.standardAppearance = special
        detail.navigationItem.scrollEdgeAppearance = special
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        func titleColor() -> UIColor? {
            navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first { $0.text == navigation.topViewController?.title }?.textColor
        }
        XCTAssertEqual(titleColor(), .systemGreen)
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(titleColor(), .label)
    }

    func testBarButtonItemTitleAttributes() {
        let item = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        XCTAssertNil(item.titleTextAttributes(for: .normal))
        item.setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .normal)
        XCTAssertEqual(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemOrange)
        XCTAssertNil(item.titleTextAttributes(for: .highlighted))

        let appearance = UIBarButtonItemAppearance(style: .plain)
        appearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.gray]
        let navigationAppearance = UINavigationBarAppearance()
        navigationAppearance.buttonAppearance = appearance
        XCTAssertEqual(navigationAppearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor, .white)
    }

    func testToolbarItemsShowInTheNavigationControllersToolbar() {
        let root = UIViewController()
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
        root.toolbarItems = [trash, .flexibleSpace(), compose]
        let navigation = UINavigationController(rootViewController: root)
        let window = show(navigation)
        XCTAssertTrue(navigation.isToolbarHidden, "hidden by default")
        let bottom = window.safeAreaInsets.bottom
        XCTAssertEqual(root.view.safeAreaInsets.bottom, bottom)

        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        let toolbar = navigation.toolbar!
        XCTAssertEqual(toolbar.frame, CGRect(x: 0, y: 844 - bottom - 44, width: 390, height: 44))
        XCTAssertEqual(toolbar.items?.count, 3)
        XCTAssertEqual(root.view.safeAreaInsets.bottom, bottom + 44)

        // The pushed controller's items replace the root's; popping brings them back.
        let detail = UIViewController()
        detail.toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
        navigation.pushViewController(detail, animated: false)
        XCTAssertEqual(toolbar.items?.count, 1)
        navigation.popViewController(animated: false)
        XCTAssertTrue(toolbar.items?.first === trash)
    }

    func testAToolbarPlacesItemsWithFlexibleAndFixedSpaces() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let left = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30)))
        let middle = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30)))
        let right = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30)))
        toolbar.items = [left, .flexibleSpace(), middle, .fixedSpace(20), right]
        toolbar.layoutIfNeeded()
        XCTAssertEqual(left.customView?.frame, CGRect(x: 16, y: 7, width: 40, height: 30))
        // 358 pt of room: 40 + 50 + 20 + 60 taken, the flexible space gets the other 188.
        XCTAssertEqual(middle.customView?.frame, CGRect(x: 244, y: 7, width: 50, height: 30))
        XCTAssertEqual(right.customView?.frame, CGRect(x: 314, y: 7, width: 60, height: 30))
        XCTAssertEqual(toolbar.sizeThatFits(CGSize(width: 390, height: 100)).height, 44)
        XCTAssertEqual(toolbar.barPosition, .bottom)
    }

    func testTabBarAppearanceColorsItems() {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = show(tabs)
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        appearance.stackedLayoutAppearance.normal.iconColor = .systemGray3
        tabs.tabBar.standardAppearance = appearance
        window.layoutIfNeeded()
        let labels = tabs.tabBar.allSubviews.compactMap { $0 as? UILabel }
        XCTAssertEqual(labels.first { $0.text == "Home" }?.textColor, .systemPink)
        XCTAssertEqual(labels.first { $0.text == "Search" }?.textColor, .systemGray3)
    }
}

private extension UIView {
    var allSubviews: [UIView] { subviews + subviews.flatMap(\.allSubviews) }
}

/// A navigation controller's toolbar inside a tab bar controller sits above the tab bar.
final class ToolbarInTabsPortingTests: XCTestCase {
    func testTheToolbarSitsAboveTheTabBar() {
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let toolbar = navigation.toolbar.convert(navigation.toolbar.bounds, to: nil)
        let tabBar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        XCTAssertEqual(toolbar.maxY, tabBar.minY)
        XCTAssertEqual(toolbar.height, 44)
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 844 - tabBar.minY + 44)
    }
}
