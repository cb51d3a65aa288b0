@_spi(Host) import UIKit
import XCTest

/// A photo grid and a sidebar list as an iPad app writes them for keyboard navigation
/// (WWDC21 "Focus on iPad keyboard navigation"): the grid's delegate keeps the first item out
/// of focus, refuses to move focus onto item 7, records the updates, and opens an item as its
/// primary action.
final class KeyboardGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var grid: UICollectionView!
    var sidebar: UICollectionView!
    var updates: [String] = []
    var opened: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let list = UICollectionLayoutListConfiguration(appearance: .sidebar)
        sidebar = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 600),
                                   collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        sidebar.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        sidebar.dataSource = self
        sidebar.selectionFollowsFocus = true
        view.addSubview(sidebar)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        grid = UICollectionView(frame: CGRect(x: 200, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = self
        grid.delegate = self
        grid.remembersLastFocusedIndexPath = true
        view.addSubview(grid)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        collectionView === grid ? 60 : 4
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard collectionView === grid else {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = ["Library", "Favorites", "Recents", "Shared"][indexPath.item]
            cell.contentConfiguration = content
            return cell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.backgroundColor = .systemTeal
        cell.layer.cornerRadius = 8
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        indexPath.item != 0
    }

    func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
        context.nextFocusedIndexPath?.item != 7
    }

    func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                        with coordinator: UIFocusAnimationCoordinator) {
        let from = context.previouslyFocusedIndexPath.map { "\($0.item)" } ?? "-"
        let to = context.nextFocusedIndexPath.map { "\($0.item)" } ?? "-"
        updates.append("\(from)>\(to)")
    }

    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        opened.append(indexPath.item)
    }
}

final class FocusPortingTests: ManualClockTestCase {
    private var window: UIWindow!
    private var controller: KeyboardGridController!
    private var keys: KeyInput!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 600))
        controller = KeyboardGridController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        keys = KeyInput(window: window)
    }

    private func press(_ code: UIKeyboardHIDUsage, _ characters: String, shift: Bool = false) {
        keys.press(UIKey(keyCode: code, characters: characters, modifierFlags: shift ? .shift : []))
        for _ in 0..<30 { clock.advance(by: 1.0 / 60) }
        window.layoutIfNeeded()
    }

    private var focusedGridItem: Int? {
        guard let cell = UIFocusSystem.focusSystem(for: controller.grid)?.focusedItem as? UICollectionViewCell else { return nil }
        return controller.grid.indexPath(for: cell)?.item
    }

    func testTabMovesBetweenGroupsAndArrowsWithinTheGrid() {
        XCTAssertTrue(controller.grid.allowsFocus)
        XCTAssertFalse(controller.grid.selectionFollowsFocus)
        press(.keyboardTab, "\t")
        // The sidebar comes first in reading order (same top, further left); selection follows focus there.
        XCTAssertEqual(controller.sidebar.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
        XCTAssertTrue(controller.sidebar.cellForItem(at: IndexPath(item: 0, section: 0))!.isFocused)
        press(.keyboardDownArrow, UIKeyCommand.inputDownArrow)
        XCTAssertEqual(controller.sidebar.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        press(.keyboardTab, "\t")
        // Item 0 cannot be focused: the grid's first focusable visible item is 1.
        XCTAssertEqual(focusedGridItem, 1)
        XCTAssertEqual(controller.updates, ["->1"])
        XCTAssertEqual(controller.grid.indexPathsForSelectedItems, [], "selection does not follow focus in the grid")
        press(.keyboardRightArrow, UIKeyCommand.inputRightArrow)
        XCTAssertEqual(focusedGridItem, 2)
        press(.keyboardDownArrow, UIKeyCommand.inputDownArrow)
        XCTAssertEqual(focusedGridItem, 5)
        press(.keyboardDownArrow, UIKeyCommand.inputDownArrow)
        XCTAssertEqual(focusedGridItem, 8)
        press(.keyboardLeftArrow, UIKeyCommand.inputLeftArrow)
        XCTAssertEqual(focusedGridItem, 8, "the delegate refuses item 7")
        XCTAssertEqual(controller.updates, ["->1", "1>2", "2>5", "5>8"])
        // Shift-Tab goes back to the sidebar; Tab comes back to the item focused last.
        press(.keyboardTab, "\t", shift: true)
        XCTAssertNil(focusedGridItem)
        XCTAssertEqual(controller.updates.last, "8>-")
        press(.keyboardTab, "\t")
        XCTAssertEqual(focusedGridItem, 8)
    }

    func testArrowsScrollTheFocusedItemIntoViewAndReturnOpensIt() {
        press(.keyboardTab, "\t")
        press(.keyboardTab, "\t")
        press(.keyboardRightArrow, UIKeyCommand.inputRightArrow)
        for _ in 0..<8 { press(.keyboardDownArrow, UIKeyCommand.inputDownArrow) }
        XCTAssertEqual(focusedGridItem, 26)
        XCTAssertEqual(controller.grid.contentOffset.y, 300, "row 8 ends at 900, 300 below the 600-point grid")
        press(.keyboardReturnOrEnter, "\r")
        XCTAssertEqual(controller.grid.indexPathsForSelectedItems, [IndexPath(item: 26, section: 0)])
        XCTAssertEqual(controller.opened, [26])
    }

    func testTheFocusedPhotoShowsAHaloAndTheFocusedRowItsState() throws {
        press(.keyboardTab, "\t")
        let row = try XCTUnwrap(controller.sidebar.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        XCTAssertNil(row.focusEffect, "list cells show focus in their background, not with a halo")
        XCTAssertTrue(row.configurationState.isFocused)
        press(.keyboardTab, "\t")
        XCTAssertFalse(row.configurationState.isFocused)
        let photo = try XCTUnwrap(controller.grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertTrue(photo.focusEffect is UIFocusHaloEffect)
        let halo = try XCTUnwrap(photo.layer.sublayers?.compactMap { $0 as? CAShapeLayer }.last)
        XCTAssertEqual(halo.lineWidth, 4)
        XCTAssertEqual(halo.path?.boundingBox, CGRect(x: -2, y: -2, width: 104, height: 104))
        press(.keyboardRightArrow, UIKeyCommand.inputRightArrow)
        XCTAssertNil(photo.layer.sublayers?.first { $0 is CAShapeLayer }, "the halo moves with focus")
    }
}
