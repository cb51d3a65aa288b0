import Testing
@testable import UIKit

/// iOS 15's bottom bars: a tab bar and a navigation controller's toolbar show their scroll-edge
/// appearance (without one: the standard appearance on a transparent background, no hairline)
/// while the content's end shows above them, and the standard one once content runs beneath.
@MainActor
struct BottomBarScrollEdgeTests {
    /// A window 375 × 667 showing `root`, laid out.
    private func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func aTabBarIsTransparentWhileTheContentEndsAboveIt() {
        let list = UIViewController()
        let scroll = UIScrollView()
        list.view = scroll
        let tabs = UITabBarController()
        tabs.viewControllers = [list, UIViewController()]
        let standard = UITabBarAppearance()
        standard.configureWithOpaqueBackground()
        tabs.tabBar.standardAppearance = standard
        let window = show(tabs)
        #expect(tabs.tabBar.isAtScrollEdge, "the content is shorter than the view")
        #expect(tabs.tabBar.shownAppearance?.transparent == true)
        scroll.contentSize = CGSize(width: 375, height: 2000)
        #expect(!tabs.tabBar.isAtScrollEdge, "content runs beneath the bar")
        #expect(tabs.tabBar.shownAppearance?.transparent == false)
        scroll.contentOffset.y = 2000 - 667 + scroll.adjustedContentInset.bottom
        #expect(tabs.tabBar.isAtScrollEdge, "scrolled to the end")
        let edge = UITabBarAppearance()
        edge.configureWithDefaultBackground()
        tabs.tabBar.scrollEdgeAppearance = edge
        #expect(tabs.tabBar.shownAppearance?.appearance === tabs.tabBar.scrollEdgeAppearance)
        #expect(tabs.tabBar.shownAppearance?.transparent == false)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isAtScrollEdge, "a controller without a scroll view is at the edge")
    }

    @Test func aToolbarFollowsTheScrollViewSetForTheBottomEdge() {
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(systemItem: .trash)]
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentSize = CGSize(width: 375, height: 3000)
        root.view.addSubview(UIView())
        root.view.addSubview(scroll)
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        let window = show(navigation)
        #expect(navigation.toolbar.isAtScrollEdge, "the scroll view is not the view's first subview: none is followed")
        root.setContentScrollView(scroll, for: .bottom)
        window.layoutIfNeeded()
        #expect(!navigation.toolbar.isAtScrollEdge)
        scroll.contentOffset.y = 3000
        #expect(navigation.toolbar.isAtScrollEdge)
    }

    @Test func aBarWithoutAppearancesKeepsOnlyItsTintAtTheEdge() {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        tabs.tabBar.barTintColor = .systemRed
        _ = show(tabs)
        #expect(tabs.tabBar.shownAppearance == nil)
        #expect(tabs.tabBar.isAtScrollEdge)
        #expect(tabs.tabBar.backgroundView.colorView.backgroundColor == .systemRed, "no material")
        #expect(tabs.tabBar.hairline.isHidden, "no hairline")
    }
}
