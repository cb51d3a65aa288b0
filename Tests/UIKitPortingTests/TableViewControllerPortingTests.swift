@_spi(Host) import UIKit
import XCTest

/// A Settings-like screen as iOS code builds it: a grouped table view controller whose
/// subclass overrides the data source and delegate methods.
final class SettingsViewController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry", "Date"]
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 2 : fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Value") ?? UITableViewCell(style: .value1, reuseIdentifier: "Value")
            cell.textLabel?.text = indexPath.row == 0 ? "Wi-Fi" : "Bluetooth"
            cell.detailTextLabel?.text = indexPath.row == 0 ? "Home" : "On"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Connections" : "Fruits"
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.section == 1 }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.section == 1 }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            fruits.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let fruit = fruits.remove(at: sourceIndexPath.row)
        fruits.insert(fruit, at: destinationIndexPath.row)
        events.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
    }

    override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                            toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath.section == sourceIndexPath.section ? proposedDestinationIndexPath : sourceIndexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.section)-\(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        events.append("willBeginEditing \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        events.append("didEndEditing")
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPath.section == 1 else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in
                self?.fruits.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }])
        }
    }

    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionAnimating?) {
        events.append("willDisplayContextMenu")
    }
}

final class TableViewControllerPortingTests: ManualClockTestCase {
    private var window: UIWindow!

    private func show(_ controller: UIViewController) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    private func finishAnimations() {
        clock.advance(by: 1)
        window.layoutIfNeeded()
    }

    func testControllerMakesAGroupedTableWithItselfAsDataSourceAndDelegate() {
        let controller = SettingsViewController(style: .insetGrouped)
        show(controller)
        let tableView = controller.tableView!
        XCTAssertEqual(tableView.style, .insetGrouped)
        XCTAssertTrue(tableView.dataSource === controller)
        XCTAssertTrue(tableView.delegate === controller)
        XCTAssertTrue(controller.clearsSelectionOnViewWillAppear)
        XCTAssertEqual(tableView.numberOfRows(inSection: 1), 4)
        let wifi = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(wifi?.detailTextLabel?.text, "Home")
        XCTAssertEqual(tableView.headerView(forSection: 1)?.textLabel?.text, "FRUITS")
    }

    func testTappingARowSelectsItThroughTheSubclassOverride() {
        let controller = SettingsViewController(style: .grouped)
        show(controller)
        let tableView = controller.tableView!
        let rect = tableView.rectForRow(at: IndexPath(row: 1, section: 1))
        let point = tableView.convert(CGPoint(x: rect.midX, y: rect.midY), to: window)
        let input = TouchInput(window: window)
        input.end(input.begin(at: point))
        XCTAssertEqual(controller.events, ["select 1-1"])
        XCTAssertEqual(tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 1))
    }

    func testEditingShowsDeleteControlsOnEditableRowsAndConfirmsADeletion() {
        let controller = SettingsViewController(style: .plain)
        show(controller)
        let tableView = controller.tableView!
        controller.setEditing(true, animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(tableView.isEditing)
        let banana = tableView.cellForRow(at: IndexPath(row: 1, section: 1))!
        XCTAssertTrue(banana.isEditing)
        XCTAssertEqual(banana.editingStyle, .delete)
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.editingStyle, UITableViewCell.EditingStyle.none)
        XCTAssertEqual(banana.contentView.frame.minX, 38, "the content moves aside for the delete control")
        // Tap the delete control, then the Delete button it reveals.
        let input = TouchInput(window: window)
        let control = banana.convert(CGPoint(x: 27, y: banana.bounds.midY), to: window)
        input.end(input.begin(at: control))
        finishAnimations()
        XCTAssertTrue(banana.showingDeleteConfirmation)
        XCTAssertEqual(controller.events, ["willBeginEditing 1"])
        let deleteButton = banana.convert(CGPoint(x: banana.bounds.maxX - 10, y: banana.bounds.midY), to: window)
        input.end(input.begin(at: deleteButton))
        finishAnimations()
        XCTAssertEqual(controller.fruits, ["Apple", "Cherry", "Date"])
        XCTAssertEqual(tableView.numberOfRows(inSection: 1), 3)
        XCTAssertEqual(controller.events.last, "didEndEditing")
    }

    func testSwipingARowRevealsTheDefaultDeleteAction() {
        let controller = SettingsViewController(style: .plain)
        show(controller)
        let tableView = controller.tableView!
        let row = tableView.convert(tableView.rectForRow(at: IndexPath(row: 0, section: 1)), to: window)
        let input = TouchInput(window: window)
        let touch = input.begin(at: CGPoint(x: 300, y: row.midY))
        for x in stride(from: 290, through: 150, by: -20) { input.move(touch, to: CGPoint(x: CGFloat(x), y: row.midY)) }
        input.end(touch)
        finishAnimations()
        let apple = tableView.cellForRow(at: IndexPath(row: 0, section: 1))!
        XCTAssertTrue(apple.showingDeleteConfirmation)
        XCTAssertLessThan(apple.contentView.frame.minX, 0, "the row slid toward the leading side")
        input.end(input.begin(at: CGPoint(x: 380, y: row.midY)))
        finishAnimations()
        XCTAssertEqual(controller.fruits, ["Banana", "Cherry", "Date"])
    }

    func testTheReorderControlMovesARow() {
        let controller = SettingsViewController(style: .plain)
        show(controller)
        let tableView = controller.tableView!
        controller.setEditing(true, animated: false)
        window.layoutIfNeeded()
        let apple = tableView.cellForRow(at: IndexPath(row: 0, section: 1))!
        XCTAssertNotNil(apple.subviews.first { $0.frame.width == 22 && $0.frame.minX == 390 - 16 - 22 }, "a reorder control")
        let grip = apple.convert(CGPoint(x: 390 - 16 - 11, y: 22), to: window)
        let input = TouchInput(window: window)
        let touch = input.begin(at: grip)
        for step in 1...4 { input.move(touch, to: CGPoint(x: grip.x, y: grip.y + CGFloat(step) * 20)) }
        input.end(touch)
        finishAnimations()
        XCTAssertEqual(controller.events, ["move 0 to 2"])
        XCTAssertEqual(controller.fruits, ["Banana", "Cherry", "Apple", "Date"])
        XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 2, section: 1)) === apple)
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 2, section: 1))?.textLabel?.text, "Apple")
    }

    func testDeletingARowAnimatesTheRowsBelowUpAndCompletesAfterTheAnimation() {
        let controller = SettingsViewController(style: .plain)
        show(controller)
        let tableView = controller.tableView!
        let cherry = tableView.cellForRow(at: IndexPath(row: 2, section: 1))!
        let banana = tableView.cellForRow(at: IndexPath(row: 1, section: 1))!
        let start = cherry.frame
        var completed = false
        controller.fruits.remove(at: 1)
        tableView.performBatchUpdates({
            tableView.deleteRows(at: [IndexPath(row: 1, section: 1)], with: .left)
        }, completion: { completed = $0 })
        XCTAssertFalse(completed, "the completion waits for the animation")
        XCTAssertEqual(cherry.frame, start.offsetBy(dx: 0, dy: -44), "the model frame is the new one")
        clock.advance(by: 0.15)
        XCTAssertGreaterThan(cherry.presentationFrame.minY, start.minY - 44, "mid-flight")
        XCTAssertLessThan(banana.presentationFrame.minX, 0, "the deleted row slides out to the left")
        XCTAssertGreaterThan(banana.presentationFrame.minX, -390)
        clock.advance(by: 0.2)
        XCTAssertTrue(completed)
        XCTAssertTrue(banana.isHidden || banana.superview == nil, "the deleted row's cell went back to the queue")
        XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 1, section: 1)) === cherry)
    }

    func testLongPressOnARowShowsItsContextMenu() {
        let controller = SettingsViewController(style: .plain)
        show(controller)
        let tableView = controller.tableView!
        let rect = tableView.convert(tableView.rectForRow(at: IndexPath(row: 2, section: 1)), to: window)
        let input = TouchInput(window: window)
        let finger = input.begin(at: CGPoint(x: rect.midX, y: rect.midY))
        clock.advance(by: 0.6)
        input.end(finger)
        for _ in 0..<40 { clock.advance(by: 1.0 / 60) }
        XCTAssertEqual(controller.events, ["willDisplayContextMenu"])
        XCTAssertNotNil(tableView.contextMenuInteraction)
        XCTAssertNil(tableView.indexPathForSelectedRow, "a long press does not select")
    }

    func testATablePushedUnderANavigationBarStartsAtTheTopOfItsContent() {
        let navigation = UINavigationController(rootViewController: SettingsViewController(style: .insetGrouped))
        show(navigation)
        let pushed = SettingsViewController(style: .plain)
        navigation.pushViewController(pushed, animated: false)
        finishAnimations()
        let tableView = pushed.tableView!
        XCTAssertGreaterThan(tableView.adjustedContentInset.top, 0)
        XCTAssertEqual(tableView.contentOffset.y, -tableView.adjustedContentInset.top)
        XCTAssertEqual(tableView.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
    }

    func testLegacyRowActionsShowOnSwipeAndRunTheirHandler() {
        final class Legacy: UITableViewController {
            var tapped: [String] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
                let more = UITableViewRowAction(style: .normal, title: "More") { action, path in
                    self.tapped.append("\(action.title ?? "") \(path.row)")
                }
                more.backgroundColor = .systemBlue
                return [UITableViewRowAction(style: .destructive, title: "Remove") { _, _ in }, more]
            }
        }
        let controller = Legacy(style: .plain)
        show(controller)
        XCTAssertEqual(UITableViewRowAction.Style.destructive, .default)
        let row = controller.tableView.convert(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
        let input = TouchInput(window: window)
        let touch = input.begin(at: CGPoint(x: 300, y: row.midY))
        for x in stride(from: 280, through: 100, by: -20) { input.move(touch, to: CGPoint(x: CGFloat(x), y: row.midY)) }
        input.end(touch)
        finishAnimations()
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        XCTAssertTrue(cell.showingDeleteConfirmation)
        // The first action is the outermost: "Remove" at the edge, "More" next to the row.
        let more = cell.convert(CGPoint(x: cell.bounds.maxX + cell.contentView.frame.minX + 10, y: cell.bounds.midY), to: window)
        input.end(input.begin(at: more))
        finishAnimations()
        XCTAssertEqual(controller.tapped, ["More 1"])
    }

    func testCellsHearTheirEditingTransitions() {
        final class Watching: UITableViewCell {
            var states: [String] = []
            override func willTransition(to state: UITableViewCell.StateMask) { states.append("will \(state.rawValue)") }
            override func didTransition(to state: UITableViewCell.StateMask) { states.append("did \(state.rawValue)") }
        }
        let cell = Watching(style: .default, reuseIdentifier: nil)
        cell.setEditing(true, animated: false)
        cell.setEditing(false, animated: false)
        XCTAssertEqual(cell.states, ["will 0", "did 0", "will 0", "did 0"], "no editing style outside a table: no control")
    }

    func testTwoFingerPanSelectsRowsAndEntersEditing() {
        final class Mail: UITableViewController {
            var events: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.allowsMultipleSelectionDuringEditing = true
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: "mail")
            }
            override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
                setEditing(true, animated: true)
                events.append("began \(indexPath.row)")
            }
            override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) { events.append("ended") }
        }
        let controller = Mail(style: .plain)
        show(controller)
        let tableView = controller.tableView!
        let row1 = tableView.convert(tableView.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
        let input = TouchInput(window: window)
        let fingers = input.begin(at: [CGPoint(x: 180, y: row1.midY), CGPoint(x: 200, y: row1.midY)])
        for step in 1...10 {
            clock.advance(by: 1.0 / 60)
            input.move(fingers.map { ($0, CGPoint(x: $0.location(in: nil).x, y: row1.midY + CGFloat(step) * 15)) })
        }
        input.end(fingers)
        finishAnimations()
        XCTAssertEqual(controller.events, ["began 1", "ended"])
        XCTAssertTrue(tableView.isEditing)
        XCTAssertEqual(tableView.indexPathsForSelectedRows?.map(\.row), [1, 2, 3, 4])
        XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 2, section: 0))!.isSelected)
        XCTAssertNotNil(tableView.cellForRow(at: IndexPath(row: 2, section: 0))!.subviews.first { $0.frame.width == 22 },
                        "editing with multiple selection shows the selection circles")
    }

    func testKeyboardFocusMovesAlongTheRowsAndReturnChoosesOne() {
        final class Inbox: UITableViewController {
            var events: [String] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: "message")
            }
            override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { indexPath.row != 1 }
            override func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
                                    with coordinator: UIFocusAnimationCoordinator) {
                events.append("focus \(context.nextFocusedIndexPath?.row ?? -1)")
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
        }
        let controller = Inbox(style: .plain)
        show(controller)
        let keys = KeyInput(window: window)
        let press = { (code: UIKeyboardHIDUsage, characters: String) in
            keys.press(UIKey(keyCode: code, characters: characters, modifierFlags: []))
            self.finishAnimations()
        }
        press(.keyboardTab, "\t")
        press(.keyboardDownArrow, UIKeyCommand.inputDownArrow)
        press(.keyboardReturnOrEnter, "\r")
        XCTAssertEqual(controller.events, ["focus 0", "focus 2", "select 2"], "row 1 cannot take focus")
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))!
        XCTAssertTrue(cell.isFocused)
        XCTAssertTrue(cell.configurationState.isFocused)
        XCTAssertEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        controller.tableView.selectionFollowsFocus = true
        press(.keyboardUpArrow, UIKeyCommand.inputUpArrow)
        XCTAssertEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: 0, section: 0), "selection follows focus")
    }

    func testClearsSelectionWhenTheViewAppearsAgain() {
        let controller = SettingsViewController(style: .plain)
        show(controller)
        controller.tableView.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        XCTAssertNil(controller.tableView.indexPathForSelectedRow)
    }
}

/// Apple's "editing with a diffable data source" idea: a subclass of the diffable data source
/// gives titles and commits deletions by applying a snapshot.
final class EditableFruitDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = self.snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }
}

final class TableDiffableDataSourcePortingTests: XCTestCase {
    func testApplyingSnapshotsUpdatesTheTable() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = EditableFruitDataSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        XCTAssertEqual(dataSource.defaultRowAnimation, .automatic)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Fruits", "Vegetables"])
        snapshot.appendItems(["Apple", "Banana"], toSection: "Fruits")
        snapshot.appendItems(["Carrot"], toSection: "Vegetables")
        dataSource.apply(snapshot, animatingDifferences: false)
        tableView.layoutIfNeeded()
        XCTAssertEqual(tableView.numberOfSections, 2)
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(tableView.headerView(forSection: 1)?.textLabel?.text, "VEGETABLES")
        let banana = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual((banana?.contentConfiguration as? UIListContentConfiguration)?.text, "Banana")
        XCTAssertEqual(banana?.frame.height, 44)

        snapshot.insertItems(["Apricot"], afterItem: "Apple")
        dataSource.apply(snapshot)
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 3)
        XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === banana, "Banana's cell moved down")
        XCTAssertEqual(dataSource.indexPath(for: "Carrot"), IndexPath(row: 0, section: 1))

        dataSource.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: "Fruits"), ["Apricot", "Banana"])
        XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)
    }
}
