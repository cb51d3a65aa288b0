import UIKit
import XCTest

/// A mail-like app in a `UISplitViewController`, as iOS 14 code writes it: a list in the primary
/// column, a message in the secondary, expanded side by side on an iPad and collapsed to one
/// stack on an iPhone; and the classic two-controller form.
final class SplitViewControllerPortingTests: XCTestCase {
    final class Watcher: NSObject, UISplitViewControllerDelegate {
        var events: [String] = []
        var topColumn: UISplitViewController.Column = .secondary
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            events.append("top \(proposedTopColumn.rawValue)")
            return topColumn
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("collapsed") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("expanded") }
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            events.append("mode \(displayMode.rawValue)")
        }
    }

    private let list = UIViewController(), message = UIViewController()

    private func show(_ split: UISplitViewController, width: CGFloat, regular: Bool) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 768))
        window.traitOverrides.horizontalSizeClass = regular ? .regular : .compact
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    private func makeSplit() -> UISplitViewController {
        list.title = "Inbox"
        message.title = "Message"
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(message, for: .secondary)
        return split
    }

    func testExpandedTheColumnsLieSideBySide() {
        let split = makeSplit()
        let window = show(split, width: 1024, regular: true)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(split.style, .doubleColumn)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertTrue(split.viewController(for: .primary) === list)
        XCTAssertNotNil(list.navigationController, "each column's controller is in a navigation controller")
        XCTAssertTrue(list.splitViewController === split)
        XCTAssertEqual(list.navigationController?.view.convert(list.navigationController!.view.bounds, to: nil),
                       CGRect(x: 0, y: 0, width: 320, height: 768))
        XCTAssertEqual(message.navigationController?.view.convert(message.navigationController!.view.bounds, to: nil),
                       CGRect(x: 320, y: 0, width: 704, height: 768))
        XCTAssertEqual(split.primaryColumnWidth, 320)
        _ = window
    }

    func testHidingAndShowingThePrimaryColumn() {
        let split = makeSplit()
        let watcher = Watcher()
        split.delegate = watcher
        let window = show(split, width: 1024, regular: true)
        split.hide(.primary)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertNil(list.navigationController?.view.window, "the primary column left the screen")
        XCTAssertEqual(message.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 1024, height: 768))
        split.show(.primary)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertEqual(watcher.events, ["mode 1", "mode 2"])
        XCTAssertNotNil(split.displayModeButtonItem.image)
    }

    func testCollapsedTheSecondaryIsPushedOnThePrimaryStack() {
        let split = makeSplit()
        let watcher = Watcher()
        split.delegate = watcher
        let window = show(split, width: 390, regular: false)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(list.navigationController?.viewControllers, [list, message])
        XCTAssertEqual(watcher.events, ["top 2", "collapsed"])
        // Turning regular again puts the message back in its column.
        window.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(list.navigationController?.viewControllers, [list])
        XCTAssertTrue(message.navigationController !== list.navigationController)
        XCTAssertEqual(watcher.events.last, "expanded")
    }

    func testTheDelegateCanKeepThePrimaryOnTop() {
        let split = makeSplit()
        let watcher = Watcher()
        watcher.topColumn = .primary
        split.delegate = watcher
        _ = show(split, width: 390, regular: false)
        XCTAssertEqual(list.navigationController?.viewControllers, [list])
    }

    func testShowingTheSecondaryColumnWhileCollapsedPushesIt() {
        let split = makeSplit()
        let watcher = Watcher()
        watcher.topColumn = .primary
        split.delegate = watcher
        let window = show(split, width: 390, regular: false)
        split.show(.secondary)
        window.layoutIfNeeded()
        XCTAssertEqual(list.navigationController?.viewControllers, [list, message], "a list's tap: the message pushed")
        split.show(.secondary)
        XCTAssertEqual(list.navigationController?.viewControllers, [list, message], "once")
        split.show(.primary)
        window.layoutIfNeeded()
        XCTAssertEqual(list.navigationController?.viewControllers, [list], "back to the list")
        window.traitOverrides.horizontalSizeClass = .regular
        window.frame.size.width = 1024
        window.layoutIfNeeded()
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(message.navigationController?.viewControllers, [message], "expanded: the message is the secondary column's again")
        XCTAssertTrue(message.view.isDescendant(of: split.view))
    }

    func testShowDetailReplacesTheSecondaryOrPushes() {
        let split = makeSplit()
        let window = show(split, width: 1024, regular: true)
        let other = UIViewController()
        list.showDetailViewController(other, sender: nil)
        window.layoutIfNeeded()
        XCTAssertTrue(split.viewController(for: .secondary) === other)
        let collapsed = makeSplitCollapsed()
        let detail = UIViewController()
        collapsed.0.viewController(for: .primary)?.showDetailViewController(detail, sender: nil)
        XCTAssertTrue(collapsed.0.viewController(for: .primary)?.navigationController?.topViewController === detail)
        _ = collapsed.1
    }

    private func makeSplitCollapsed() -> (UISplitViewController, UIWindow) {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        return (split, show(split, width: 390, regular: false))
    }

    func testTheClassicFormCollapsesTheDetailOntoTheMaster() {
        let master = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        XCTAssertEqual(split.style, .unspecified)
        split.viewControllers = [master, message]
        XCTAssertEqual(split.viewControllers, [master, message])
        _ = show(split, width: 390, regular: false)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(master.viewControllers, [list, message])
    }
}
