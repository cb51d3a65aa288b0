@_spi(Host) import UIKit
import XCTest

/// Bar item members apps set: a minimal or generic back button, a back action that asks before
/// leaving, a button wide enough for its possible titles, a tab's own bar appearance and badge
/// text attributes.
final class BarItemMembersPortingTests: XCTestCase {
    private func push(_ setUp: (UIViewController, UIViewController) -> Void) -> (UIWindow, UINavigationController) {
        let root = UIViewController()
        root.title = "Settings"
        let detail = UIViewController()
        detail.title = "Detail"
        setUp(root, detail)
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        return (window, navigation)
    }

    /// The texts of the bar's labels, by their frames' order (the back button's first).
    private func backButtonTitle(_ navigation: UINavigationController) -> String? {
        let bar = navigation.navigationBar
        let labels = bar.allSubviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden && $0.window != nil && $0.text != nil }
        return labels.filter { $0.text != navigation.topViewController?.title }.first?.text
    }

    func testBackButtonDisplayModes() {
        XCTAssertEqual(UINavigationItem().backButtonDisplayMode, .default)
        let plain = push { _, _ in }
        XCTAssertEqual(backButtonTitle(plain.1), "Settings")
        let generic = push { root, _ in root.navigationItem.backButtonDisplayMode = .generic }
        XCTAssertEqual(backButtonTitle(generic.1), "Back")
        let minimal = push { root, _ in root.navigationItem.backButtonDisplayMode = .minimal }
        XCTAssertNil(backButtonTitle(minimal.1), "the chevron alone")
    }

    func testABackActionRunsInsteadOfPopping() {
        var asked = 0
        let (window, navigation) = push { _, detail in
            detail.navigationItem.backAction = UIAction { _ in asked += 1 }
        }
        let input = TouchInput(window: window)
        let back = navigation.navigationBar.convert(CGPoint(x: 30, y: 22), to: nil)
        input.end(input.begin(at: back))
        window.layoutIfNeeded()
        XCTAssertEqual(asked, 1)
        XCTAssertEqual(navigation.viewControllers.count, 2, "the back action decides; nothing popped")
    }

    func testPossibleTitlesWidenTheButton() {
        let plain = UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
        let widened = UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
        widened.possibleTitles = ["Go", "Stop loading"]
        let (window, navigation) = push { _, detail in detail.navigationItem.rightBarButtonItems = [plain, widened] }
        window.layoutIfNeeded()
        let buttons = navigation.navigationBar.allSubviews.compactMap { $0 as? UIControl }
            .filter { control in control.subviews.contains { ($0 as? UILabel)?.text == "Go" } }
        XCTAssertEqual(buttons.count, 2)
        let widths = buttons.map(\.frame.width).sorted()
        XCTAssertGreaterThan(widths[1], widths[0] * 3)
    }

    func testATabsOwnAppearanceShowsWhileItIsSelected() {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
        let special = UITabBarAppearance()
        special.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        second.tabBarItem.standardAppearance = special
        second.tabBarItem.setBadgeTextAttributes([.foregroundColor: UIColor.black], for: .normal)
        second.tabBarItem.badgeValue = "1"
        XCTAssertEqual(second.tabBarItem.badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .black)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        func label(_ text: String) -> UILabel? { tabs.tabBar.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == text } }
        XCTAssertNotEqual(label("Two")?.textColor, .systemGreen)
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        XCTAssertEqual(label("Two")?.textColor, .systemGreen)
        XCTAssertEqual(label("1")?.textColor, .black)
    }

    func testAPromptAddsARowAboveTheTitle() throws {
        let (window, navigation) = push { _, detail in detail.navigationItem.prompt = "Choose a photo" }
        let bar = navigation.navigationBar
        XCTAssertEqual(bar.frame.height, 74)
        let prompt = try XCTUnwrap(bar.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Choose a photo" })
        XCTAssertFalse(prompt.isHidden)
        XCTAssertEqual(prompt.frame.minY, 0)
        XCTAssertEqual(prompt.frame.height, 30)
        let title = try XCTUnwrap(bar.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Detail" && !$0.isHidden })
        XCTAssertEqual(title.frame.midY, 30 + 22, accuracy: 1)
        XCTAssertEqual(navigation.topViewController?.view.safeAreaInsets.top, window.safeAreaInsets.top + 74)
        navigation.topViewController?.navigationItem.prompt = nil
        window.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 44)
    }

    func testAnEditorStyleItemPutsItsTitleAtTheLeadingSide() throws {
        let (_, navigation) = push { _, detail in detail.navigationItem.style = .editor }
        let bar = navigation.navigationBar
        let title = try XCTUnwrap(bar.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Detail" && !$0.isHidden })
        XCTAssertLessThan(title.frame.minX, 150, "after the back button, not centered")
        XCTAssertEqual(UINavigationItem().style, .navigator)
    }

    func testItemGroupsAreTheItemsOnEachSide() {
        let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let item = UINavigationItem(title: "Files")
        item.trailingItemGroups = [UIBarButtonItemGroup(barButtonItems: [share, add], representativeItem: nil)]
        XCTAssertEqual(item.rightBarButtonItems, [share, add])
        XCTAssertNotNil(share.buttonGroup)
        XCTAssertEqual(share.buttonGroup?.barButtonItems, [share, add])
        item.leftBarButtonItems = [add]
        XCTAssertEqual(item.leadingItemGroups.first?.barButtonItems, [add])
        item.leadingItemGroups = []
        XCTAssertNil(item.leftBarButtonItems)
        item.customizationIdentifier = "files"
        XCTAssertEqual(item.customizationIdentifier, "files")
    }

    func testAPrimaryActionGivesTheItemItsTitleAndImage() {
        let share = UIImage(systemName: "square.and.arrow.up")
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Share", image: share) { _ in })
        XCTAssertEqual(item.title, "Share")
        XCTAssertEqual(item.image, share)
        XCTAssertEqual(UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in }).title, "Done", "a title given wins")
        item.primaryAction = UIAction(title: "Send") { _ in }
        XCTAssertEqual(item.title, "Send", "setting an action updates the title")
        XCTAssertNil(UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "Add one") { _ in }).title, "a system item keeps its own")
    }

    func testAnItemThatChangesSelectionShowsTheSelectedActionsTitle() {
        let sort = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [
            UIAction(title: "Name", state: .off) { _ in },
            UIAction(title: "Date", state: .on) { _ in },
        ]))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        toolbar.items = [sort]
        window.addSubview(toolbar)
        func shownTitles() -> [String] {
            toolbar.layoutIfNeeded()
            return toolbar.allSubviews.compactMap { ($0 as? UILabel)?.text }
        }
        XCTAssertEqual(shownTitles(), ["Sort"])
        sort.changesSelectionAsPrimaryAction = true
        XCTAssertEqual(shownTitles(), ["Date"])
        XCTAssertEqual(sort.preferredMenuElementOrder, .automatic)
    }
}

private extension UIView {
    var allSubviews: [UIView] { subviews + subviews.flatMap(\.allSubviews) }
}

/// Collection and tab bar controller members subclasses override.
final class CollectionAndTabControllerMembersPortingTests: XCTestCase {
    final class Board: UICollectionViewController {
        var asked: [IndexPath] = []
        override func collectionView(_ collectionView: UICollectionView,
                                     targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                     atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
            asked.append(currentIndexPath)
            return IndexPath(item: 0, section: 0)
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    }

    func testAMovedItemGoesWhereTheIOS15DelegateMethodSays() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let board = Board(collectionViewLayout: layout)
        XCTAssertFalse(board.useLayoutToLayoutNavigationTransitions)
        board.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = board
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertTrue(board.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        board.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 60))
        XCTAssertEqual(board.asked.first, IndexPath(item: 4, section: 0))
        board.collectionView.endInteractiveMovement()
    }

    func testEveryTabIsCustomizableAndTheMoreListIsANavigationController() {
        let tabs = UITabBarController()
        let first = UIViewController(), second = UIViewController()
        tabs.viewControllers = [first, second]
        XCTAssertEqual(tabs.customizableViewControllers, [first, second])
        tabs.customizableViewControllers = [second]
        XCTAssertEqual(tabs.customizableViewControllers, [second])
        XCTAssertIdentical(tabs.moreNavigationController, tabs.moreNavigationController)
    }
}
