import Foundation

/// What a tab bar controller asks and tells its delegate, as UIKit's
/// `UITabBarControllerDelegate` (defaults for all).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the user's tap on a tab selects its controller. Default true.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after the user selected a tab (also when it was already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator of a switch from `fromVC`'s tab to `toVC`'s on screen (nil: the switch is
    /// immediate). Default nil.
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives the switch `animationController` animates.
    /// Default nil.
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

/// A container that shows one of its controllers at a time, chosen with the tab bar at the
/// bottom, as UIKit's `UITabBarController`. Every controller of `viewControllers` is a child;
/// the selected one's view fills the container with the tab bar's height added to its safe
/// area. Switching tabs makes the old one disappear and the new one appear. There is no More
/// tab: every controller gets a tab (docs/porting.md).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The tab bar, made with the controller.
    open var tabBar: UITabBar { ownTabBar }
    private let ownTabBar = UITabBar(frame: .zero)
    /// The delegate asked before and told after the user's selections.
    open weak var delegate: UITabBarControllerDelegate?
    var storedSelectedIndex = NSNotFound

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.delegate = self
    }

    open override func loadView() {
        let container = TabBarContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        view = container
        container.addSubview(tabBar)
        if let selected = selectedViewController { install(selected) }
    }

    /// The controllers of the tabs, in order. Setting it selects the first (or keeps the
    /// selected one when it is still there).
    open var viewControllers: [UIViewController]? {
        get { childList.isEmpty ? nil : childList }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controllers a person may rearrange in the "More" list's Edit sheet; nil (the
    /// default until set) is all of them. Kept: every tab shows in the bar here, so there is no
    /// More list to edit, and the customizing calls below are never made.
    open var customizableViewControllers: [UIViewController]? {
        get { storedCustomizable ?? viewControllers }
        set { storedCustomizable = newValue }
    }
    private var storedCustomizable: [UIViewController]?

    /// The navigation controller of the "More" tab, which iPhone shows for tabs beyond the
    /// fifth. Made on first use; never shown here, where every tab shows in the bar.
    open var moreNavigationController: UINavigationController { madeMoreNavigationController }
    private lazy var madeMoreNavigationController = UINavigationController()

    // The tab bar's customizing calls, which the controller receives as the bar's delegate.
    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}

    /// Replaces the tabs' controllers.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let controllers = viewControllers ?? []
        let previous = selectedViewController
        for child in childList where !controllers.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            if child === previous { hide(child) }
            child.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
            controller.transitionFlags.remove(.movingToParent)
        }
        childList = controllers
        tabItemsDidChange()
        // The selected controller stays selected when it is still there, else the first is.
        // (A removed one's view already left; a kept one is shown again without calls.)
        let keep = previous.flatMap { kept in controllers.firstIndex { $0 === kept } }
        storedSelectedIndex = NSNotFound
        select(index: keep ?? (controllers.isEmpty ? NSNotFound : 0), from: keep == nil ? nil : previous)
    }

    /// The index of the selected tab (`NSNotFound` without controllers).
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(index: newValue, from: selectedViewController) }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { storedSelectedIndex >= 0 && storedSelectedIndex < childList.count ? childList[storedSelectedIndex] : nil }
        set {
            guard let newValue, let index = childList.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    func tabItemsDidChange() {
        tabBar.setItems(childList.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// Shows the tab at `index`: the old controller disappears, the new one appears (through
    /// the delegate's animator when it gives one: Controllers/Transitions/).
    private func select(index: Int, from old: UIViewController?) {
        guard index == NSNotFound || (index >= 0 && index < childList.count) else { return }
        let new = index == NSNotFound ? nil : childList[index]
        storedSelectedIndex = index
        tabBar.selectedItem = new?.tabBarItem
        guard new !== old, isViewLoaded else { return }
        let onScreen = appearanceState == .appeared && view.isInVisibleWindow
        if onScreen, let old, let new,
           let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new) {
            runCustomTransition(from: old, to: new, animator: animator)
            return
        }
        if onScreen {
            old?.beginAppearanceTransition(false, animated: false)
            new?.beginAppearanceTransition(true, animated: false)
        }
        if let old { hide(old) }
        if let new { install(new) }
        view.layoutIfNeeded()
        if onScreen {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
    }

    /// The tab bar's delegate method: the tab bar controller is its tab bar's delegate and
    /// selects the tab of `item` here (asking its own delegate first). Subclasses override it
    /// to hear taps, and call `super`.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        userSelected(item)
    }

    private func userSelected(_ item: UITabBarItem) {
        guard let index = childList.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = childList[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) {
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        if controller === selectedViewController, let navigation = controller as? UINavigationController {
            // Tapping the selected tab again pops its navigation stack to the root, as iOS does.
            navigation.popToRootViewController(animated: true)
        }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }

    func install(_ controller: UIViewController) {
        let content: UIView = controller.view
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let barIndex = view.subviews.firstIndex { $0 === tabBar } ?? view.subviews.count
        view.insertSubview(content, at: barIndex)
        controller.containerSafeAreaInsets.bottom = tabBar.isHidden ? 0 : UITabBar.barHeight
    }

    private func hide(_ controller: UIViewController) {
        controller.viewIfLoaded?.removeFromSuperview()
    }

    /// The tab bar at the bottom: 49 pt plus the bottom safe area; hidden while the selected
    /// navigation stack holds, above its root, a controller that `hidesBottomBarWhenPushed`.
    func layOutTabBar() {
        guard isViewLoaded else { return }
        let bottom = view.safeAreaInsets.bottom - view.controllerSafeAreaInsets.bottom
        let height = UITabBar.barHeight + bottom
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        let stack = (selectedViewController as? UINavigationController)?.viewControllers.dropFirst() ?? []
        tabBar.isHidden = stack.contains { $0.hidesBottomBarWhenPushed }
        for child in childList { child.containerSafeAreaInsets.bottom = tabBar.isHidden ? 0 : UITabBar.barHeight }
        updateTabBarScrollEdge()
    }
}

/// The tab bar controller's view: it lays out the tab bar.
@preconcurrency @MainActor
final class TabBarContainerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layOutTabBar()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}

extension UITabBarController: UITabBarDelegate {}
