import Foundation
import Rendering
import Testing
@_spi(Host) import UIKit

/// Navigation bars, a sheet and a tab bar as iOS draws them, at 2 pixels a point, compared with
/// reference pictures.
@Suite(.serialized) @MainActor struct NavigationPictureTests {
    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    private func window(root: UIViewController, height: CGFloat = 200) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: height))
        window.setRootSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        window.traitOverrides.displayScale = 2
        window.contentScaleFactor = 2
        window.backgroundColor = .systemBackground
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    private func content(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = .systemTeal
        return controller
    }

    @Test func aPushedControllersBarWithBackAndItems() throws {
        let root = content("Albums")
        let navigation = UINavigationController(rootViewController: root)
        let window = window(root: navigation)
        let detail = content("Beach")
        detail.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
        ]
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "navigation-bar-pushed")
    }

    @Test func aLargeTitleBarWithEditAndAdd() throws {
        let root = content("Library")
        root.view.backgroundColor = .systemBackground
        root.navigationItem.leftBarButtonItem = root.editButtonItem
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let window = window(root: navigation)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "navigation-bar-large-title")
    }

    @Test func aTabBarWithABadge() throws {
        let tabs = UITabBarController()
        let first = content("Library")
        first.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "photo"), tag: 0)
        let second = content("Favorites")
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        second.tabBarItem.badgeValue = "3"
        let third = content("Search")
        third.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
        tabs.viewControllers = [first, second, third]
        let window = window(root: tabs, height: 120)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "tab-bar-badge")
    }

    @Test func aPageSheet() throws {
        let root = content("Presenter")
        let window = window(root: root, height: 300)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        root.present(sheet, animated: false)
        window.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "page-sheet")
    }
}
