// The shape of UIKit's view controllers, navigation and tab bars as iOS code uses them (issue
// 15, parts 1 and 2), through `import UIKit`: the lifecycle overrides, containment,
// presentation, transition coordinators, UINavigationController and its bar and items,
// UIBarButtonItem, UITabBarController and UITabBarItem. Nothing here asserts a value: it must
// COMPILE in Swift 6 and Swift 5 language modes and run without trapping.
import UIKit

@MainActor
final class ShapeDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        navigationItem.rightBarButtonItem = editButtonItem
        navigationItem.largeTitleDisplayMode = .never
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isMovingFromParent || isBeingDismissed { _ = transitionCoordinator }
    }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func updateViewConstraints() { super.updateViewConstraints() }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { context in
            _ = context.isAnimated
            _ = context.viewController(forKey: .from)
            _ = context.view(forKey: UITransitionContextViewKey.to)
            _ = context.containerView
        }, completion: { context in _ = context.isCancelled })
        coordinator.animate(alongsideTransition: { _ in })
    }
}

@MainActor
final class ShapeNavigationDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
}

@MainActor
func controllersShape() {
    // A window with a root controller.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    let delegate = ShapeNavigationDelegate()
    navigation.delegate = delegate
    window.rootViewController = navigation
    window.makeKeyAndVisible()

    // Navigation.
    let detail = ShapeDetailViewController()
    navigation.pushViewController(detail, animated: false)
    let top: UIViewController? = navigation.topViewController
    let visible: UIViewController? = navigation.visibleViewController
    let stack: [UIViewController] = navigation.viewControllers
    _ = (top, visible, stack, detail.navigationController, navigation.interactivePopGestureRecognizer)
    let popped: UIViewController? = navigation.popViewController(animated: false)
    navigation.setViewControllers([root, detail], animated: false)
    let poppedToRoot: [UIViewController]? = navigation.popToRootViewController(animated: false)
    _ = navigation.popToViewController(root, animated: false)
    _ = (popped, poppedToRoot)
    navigation.setNavigationBarHidden(false, animated: false)
    navigation.isNavigationBarHidden = false

    // Items.
    let item: UINavigationItem = root.navigationItem
    item.title = "Albums"
    item.backButtonTitle = "Back"
    item.hidesBackButton = false
    item.largeTitleDisplayMode = .always
    item.titleView = nil
    item.leftBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)]
    item.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in })
    item.rightBarButtonItems = [
        UIBarButtonItem(title: "Save", style: .done, target: nil, action: { _ in }),
        UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: nil, action: nil),
        UIBarButtonItem(title: "Menu", image: nil, primaryAction: nil, menu: UIMenu(title: "", children: [])),
        UIBarButtonItem(primaryAction: UIAction(title: "Go") { _ in }),
        UIBarButtonItem(customView: UIView()),
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, primaryAction: nil, menu: nil),
    ]
    let barItem = UIBarButtonItem()
    barItem.style = .plain
    barItem.isEnabled = false
    barItem.tintColor = .systemRed
    barItem.primaryAction = nil
    barItem.menu = nil
    barItem.width = 20
    let systemItems: [UIBarButtonItem.SystemItem] = [.done, .edit, .add, .cancel, .save, .close, .flexibleSpace, .fixedSpace]
    _ = systemItems
    item.backBarButtonItem = UIBarButtonItem(title: "List", style: .plain, target: nil, action: nil)

    // Presentation.
    let sheet = UIViewController()
    sheet.modalPresentationStyle = .pageSheet
    let styles: [UIModalPresentationStyle] = [.automatic, .pageSheet, .formSheet, .fullScreen, .overFullScreen, .currentContext, .popover, .none]
    _ = styles
    sheet.modalTransitionStyle = .coverVertical
    root.present(sheet, animated: false, completion: nil)
    _ = (sheet.presentingViewController, root.presentedViewController, sheet.isBeingPresented)
    sheet.dismiss(animated: false) {}
    root.preferredContentSize = CGSize(width: 100, height: 100)
    root.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)

    // Containment.
    let child = UIViewController()
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    _ = (root.children, child.parent, root.isEditing)
    root.beginAppearanceTransition(true, animated: false)
    root.endAppearanceTransition()

    // Tabs.
    let tabs = UITabBarController()
    tabs.delegate = delegate
    let favorites = UIViewController()
    favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
    let library = UINavigationController(rootViewController: UIViewController())
    library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "photo"), tag: 0)
    library.tabBarItem.badgeValue = "3"
    tabs.viewControllers = [library, favorites]
    tabs.selectedIndex = 1
    tabs.selectedViewController = library
    let bar: UITabBar = tabs.tabBar
    _ = (bar.items, bar.selectedItem, favorites.tabBarController)
    window.rootViewController = tabs

    // An edge pan.
    let edgePan = UIScreenEdgePanGestureRecognizer(target: nil, action: { _ in })
    edgePan.edges = .left
}

/// iOS 17's trait registration as controllers and views write it.
final class ShapeThemedController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitHorizontalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
            self.view.setNeedsLayout()
        }
        let traits: [UITrait] = [UITraitPreferredContentSizeCategory.self]
        let registration = view.registerForTraitChanges(traits) { (view: UIView, _: UITraitCollection) in view.setNeedsDisplay() }
        view.unregisterForTraitChanges(registration)
    }
}
