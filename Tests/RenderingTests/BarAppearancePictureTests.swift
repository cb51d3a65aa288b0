import Foundation
import Rendering
import Testing
@_spi(Host) import UIKit

/// Bars styled with iOS 13's appearances and a navigation controller's toolbar, drawn at 2
/// pixels a point and compared with reference pictures: an opaque indigo bar with white titles
/// and buttons over scrolled content, a toolbar with a blurred material over a striped photo,
/// and a tab bar with colored items.
@Suite(.serialized) @MainActor struct BarAppearancePictureTests {
    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    private func window(root: UIViewController, height: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: height))
        window.setRootSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0))
        window.traitOverrides.displayScale = 2
        window.traitOverrides.userInterfaceStyle = .light
        window.contentScaleFactor = 2
        window.backgroundColor = .systemBackground
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Vertical stripes of color, for a blur to show.
    private func stripes() -> UIView {
        let view = UIView()
        view.backgroundColor = .systemYellow
        for index in 0..<10 {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 40, y: 0, width: 20, height: 400))
            stripe.backgroundColor = index % 2 == 0 ? .systemBlue : .systemRed
            view.addSubview(stripe)
        }
        return view
    }

    @Test func anOpaqueBarWithAToolbarOverAPhoto() throws {
        let root = UIViewController()
        root.title = "Beach"
        root.view = stripes()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil), .flexibleSpace(),
                             UIBarButtonItem(title: "Favorite", style: .done, target: nil, action: nil), .flexibleSpace(),
                             UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        let toolbar = UIToolbarAppearance()
        toolbar.backgroundEffect = UIBlurEffect(style: .systemThinMaterial)
        toolbar.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        navigation.toolbar.standardAppearance = toolbar
        navigation.toolbar.scrollEdgeAppearance = toolbar
        navigation.isToolbarHidden = false
        let window = window(root: navigation, height: 260)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "bar-appearances-toolbar")
    }

    @Test func aTabBarWithColoredItems() throws {
        let tabs = UITabBarController()
        let titles = [("Home", "house"), ("Search", "magnifyingglass"), ("Profile", "person")]
        tabs.viewControllers = titles.map { title, symbol in
            let controller = UIViewController()
            controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
            return controller
        }
        tabs.viewControllers?[2].tabBarItem.badgeValue = "3"
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemGray6
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        appearance.stackedLayoutAppearance.normal.iconColor = .systemGray
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemIndigo
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        let window = window(root: tabs, height: 120)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(window, scale: 2), "tab-bar-appearance")
    }
}
