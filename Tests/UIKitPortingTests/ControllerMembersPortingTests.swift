import UIKit
import XCTest

/// A container that logs the containment and appearance calls made through it.
private final class LoggingContainer: UIViewController {
    var log: [String] = []

    override func addChild(_ childController: UIViewController) {
        log.append("addChild")
        super.addChild(childController)
    }

    override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        log.append("begin \(isAppearing)")
        super.beginAppearanceTransition(isAppearing, animated: animated)
    }

    override func endAppearanceTransition() {
        log.append("end")
        super.endAppearanceTransition()
    }
}

/// A navigation controller with a bar of its own class, as bar-customizing libraries write one.
private final class BrandedNavigationBar: UINavigationBar {}

private final class BrandedNavigationController: UINavigationController {
    private let brandedBar = BrandedNavigationBar(frame: .zero)
    override var navigationBar: UINavigationBar { brandedBar }
}

/// View controller members iOS code overrides: containment, appearance, presentation, margins,
/// bars and trait overrides.
final class ControllerMembersPortingTests: XCTestCase {
    func testContainmentAndAppearanceGoThroughOverrides() {
        let container = LoggingContainer()
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        container.beginAppearanceTransition(true, animated: false)
        container.endAppearanceTransition()
        XCTAssertEqual(container.log, ["addChild", "begin true", "end"])
        XCTAssertTrue(child.parent === container)
        XCTAssertNil(container.presentedViewController)
        XCTAssertNil(container.presentingViewController)
        XCTAssertNotNil(container.presentationController, "made on first access for the built-in sheet")
        XCTAssertEqual(container.systemMinimumLayoutMargins.leading, 16)
    }

    func testANavigationControllerCanReturnItsOwnBar() {
        let navigation = BrandedNavigationController(rootViewController: UIViewController())
        XCTAssertTrue(navigation.navigationBar is BrandedNavigationBar)
        XCTAssertFalse(UITabBarController().tabBar.isHidden)
    }

    func testTraitOverridesReachTheControllersViews() {
        let controller = UIViewController()
        controller.traitOverrides.userInterfaceStyle = .dark
        let label = UILabel()
        controller.view.addSubview(label)
        controller.updateTraitsIfNeeded()
        XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(label.traitCollection.userInterfaceStyle, .dark)
        controller.traitOverrides.userInterfaceStyle = .light
        XCTAssertEqual(label.traitCollection.userInterfaceStyle, .light)
    }
}

/// A split-style container that makes its child compact, as pre-iOS 17 containers did.
final class OverrideTraitCollectionPortingTests: XCTestCase {
    func testAContainerGivesItsChildTraits() {
        let container = UIViewController()
        container.traitOverrides.horizontalSizeClass = .regular
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .regular, "inherited")

        container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: child)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(container.overrideTraitCollection(forChild: child)?.horizontalSizeClass, .compact)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, container.traitCollection.userInterfaceStyle, "only what it specifies")

        child.traitOverrides.userInterfaceStyle = .dark
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact, "the child's own overrides add to its parent's")
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertNil(container.overrideTraitCollection(forChild: child))
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .regular, "the override ended when the child left")
    }
}

/// A controller that restores itself, as state-restoring apps declare one.
private final class RestorableController: UIViewController, UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        RestorableController()
    }
}

final class RestorationClassPortingTests: XCTestCase {
    func testTheRestorationClassIsKept() {
        let controller = RestorableController()
        XCTAssertNil(controller.restorationClass)
        controller.restorationIdentifier = "detail"
        controller.restorationClass = RestorableController.self
        XCTAssertEqual(controller.restorationClass.map { ObjectIdentifier($0) }, ObjectIdentifier(RestorableController.self))
    }
}

/// A screen whose scroll view is not its view's first subview names it, as iOS 15 code does.
private final class HeaderedListController: UIViewController {
    let header = UIView()
    let list = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 10)
        list.frame = view.bounds
        list.contentSize = CGSize(width: 390, height: 3000)
        view.addSubview(header)
        view.addSubview(list)
    }
}

final class ContentScrollViewPortingTests: XCTestCase {
    func testTheLargeTitleFollowsTheScrollViewTheControllerNames() {
        let screen = HeaderedListController()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let expanded = navigation.navigationBar.frame.height

        screen.list.contentOffset.y += 200
        XCTAssertEqual(navigation.navigationBar.frame.height, expanded, "not its content scroll view: the title stays large")

        XCTAssertNil(screen.contentScrollView(for: .top))
        screen.setContentScrollView(screen.list)
        XCTAssertTrue(screen.contentScrollView(for: .top) === screen.list)
        XCTAssertTrue(screen.contentScrollView(for: .bottom) === screen.list)
        screen.list.contentOffset.y += 10
        XCTAssertLessThan(navigation.navigationBar.frame.height, expanded, "scrolled down: the large title collapses")

        screen.setContentScrollView(nil, for: .bottom)
        XCTAssertNil(screen.contentScrollView(for: .bottom))
        XCTAssertTrue(screen.contentScrollView(for: .top) === screen.list)
    }
}
