@_spi(Host) import UIKit
import XCTest

/// A list reordered by drag and drop as the well-known iOS 11 recipe writes it: the drag
/// delegate gives an item per row, the drop delegate proposes a move for local drags and does
/// nothing in `performDropWith`; the data source's `moveRowAt` updates the model.
class DragReorderListController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    var words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"]
    var calls: [String] = []
    var dragStates: [UITableViewCell.DragState] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(DragStateCell.self, forCellReuseIdentifier: "cell")
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { words.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! DragStateCell
        cell.textLabel?.text = words[indexPath.row]
        cell.onDragStateChange = { [weak self] in self?.dragStates.append($0) }
        return cell
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        words.insert(words.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        calls.append("items for row \(indexPath.row)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: words[indexPath.row] as NSString))
        item.localObject = words[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) { calls.append("will begin") }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) { calls.append("did end") }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if session.localDragSession != nil {
            return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UITableViewDropProposal(operation: .cancel, intent: .unspecified)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        calls.append("perform drop")
    }
}

/// The reorderable list with a context menu on its rows too: a long press shows the menu, and
/// moving the finger then drags the row instead.
final class MenuDragReorderListController: DragReorderListController {
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Copy") { _ in }])
        }
    }

    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionAnimating?) {
        calls.append("menu")
    }

    override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionAnimating?) {
        calls.append("menu gone")
    }
}

/// A cell that reports its drag states.
final class DragStateCell: UITableViewCell {
    var onDragStateChange: ((DragState) -> Void)?

    override func dragStateDidChange(_ dragState: DragState) {
        super.dragStateDidChange(dragState)
        onDragStateChange?(dragState)
    }
}

/// Only a drag delegate: the table reorders its rows by itself through `moveRowAt`.
final class DragOnlyListController: UITableViewController, UITableViewDragDelegate {
    var words = ["one", "two", "three", "four"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dragDelegate = self
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { words.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = words[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        words.insert(words.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: words[indexPath.row] as NSString))]
    }
}

/// Two tables side by side: names dragged from the left one are copied into the right one
/// through a placeholder row while they load.
final class TwoTablesController: UIViewController, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    var leftTable: UITableView!
    var rightTable: UITableView!
    var left = ["Ada", "Grace", "Linus"]
    var right = ["Ken"]
    var pending: [UITableViewDropPlaceholderContext] = []
    var proposedIntent = UITableViewDropProposal.Intent.insertAtDestinationIndexPath
    var lastDestination: IndexPath?

    private func makeTable(x: CGFloat) -> UITableView {
        let tableView = UITableView(frame: CGRect(x: x, y: 0, width: 150, height: 480), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        view.addSubview(tableView)
        return tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        leftTable = makeTable(x: 0)
        rightTable = makeTable(x: 160)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView === leftTable ? left.count : right.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = tableView === leftTable ? left[indexPath.row] : right[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let name = tableView === leftTable ? left[indexPath.row] : right[indexPath.row]
        session.localContext = tableView
        return [UIDragItem(itemProvider: NSItemProvider(object: name as NSString))]
    }

    func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem] {
        let name = tableView === leftTable ? left[indexPath.row] : right[indexPath.row]
        return [UIDragItem(itemProvider: NSItemProvider(object: name as NSString))]
    }

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        guard let source = session.localDragSession?.localContext as? UITableView, source !== tableView else {
            return UITableViewDropProposal(operation: .cancel)
        }
        lastDestination = destinationIndexPath
        return UITableViewDropProposal(operation: .copy, intent: proposedIntent)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: right.count, section: 0)
        for item in coordinator.items {
            let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "cell", rowHeight: 60)
            placeholder.cellUpdateHandler = { cell in cell.textLabel?.text = "Loading…" }
            pending.append(coordinator.drop(item.dragItem, to: placeholder))
        }
    }

    /// The app's loads finished: the placeholders become the dropped names.
    func finishLoading() {
        for context in pending {
            context.dragItem.itemProvider.loadObject(ofClass: NSString.self) { object, _ in
                guard let name = object as? String else { return }
                context.commitInsertion { indexPath in self.right.insert(name, at: indexPath.row) }
            }
        }
        pending.removeAll()
    }
}

final class TableDragAndDropPortingTests: ManualClockTestCase {
    private func texts(_ tableView: UITableView) -> [String?] {
        (0..<tableView.numberOfRows(inSection: 0)).map { tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
    }

    func testALocalMoveProposalReordersThroughMoveRowAtWithoutPerformDrop() {
        let controller = DragReorderListController(style: .plain)
        let window = show(controller, width: 320)
        drag(in: window, from: CGPoint(x: 100, y: 22), to: CGPoint(x: 100, y: 110))
        XCTAssertEqual(controller.words, ["bravo", "charlie", "alpha", "delta", "echo", "foxtrot"])
        XCTAssertEqual(controller.calls, ["items for row 0", "will begin", "move 0 to 2", "did end"])
        XCTAssertEqual(texts(controller.tableView), ["bravo", "charlie", "alpha", "delta", "echo", "foxtrot"])
        XCTAssertEqual(controller.tableView.rectForRow(at: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 88, width: 320, height: 44))
        XCTAssertFalse(controller.tableView.hasActiveDrag)
        XCTAssertFalse(controller.tableView.hasUncommittedUpdates)
        XCTAssertEqual(controller.dragStates, [.lifting, .dragging, .none])
    }

    func testMovingTheFingerWhileTheMenuShowsDragsTheRow() {
        let controller = MenuDragReorderListController(style: .plain)
        let window = show(controller, width: 320)
        drag(in: window, from: CGPoint(x: 100, y: 22), to: CGPoint(x: 100, y: 110))
        XCTAssertEqual(controller.calls, ["menu", "menu gone", "items for row 0", "will begin", "move 0 to 2", "did end"])
        XCTAssertEqual(controller.words, ["bravo", "charlie", "alpha", "delta", "echo", "foxtrot"])
        XCTAssertEqual(window.subviews.count, 1, "no menu or preview left over the window")
    }

    func testTheRowsMakeRoomWhileTheRowHovers() {
        let controller = DragReorderListController(style: .plain)
        let window = show(controller, width: 320)
        let (input, finger) = drag(in: window, from: CGPoint(x: 100, y: 22), to: CGPoint(x: 100, y: 110), lift: false)
        run(window, seconds: 0.5)
        let tableView = controller.tableView!
        XCTAssertTrue(tableView.hasActiveDrag)
        XCTAssertTrue(tableView.hasActiveDrop)
        XCTAssertTrue(tableView.hasUncommittedUpdates)
        XCTAssertTrue(tableView.cellForRow(at: IndexPath(row: 0, section: 0))!.isHidden, "the dragged row's cell is shown by the preview")
        // bravo and charlie close up over alpha's place; delta and below stay under the gap.
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY, 0)
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY, 44)
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY, 132)
        XCTAssertEqual(controller.words.first, "alpha", "the data source is not changed before the drop")
        input.end(finger)
        run(window, seconds: 1)
        XCTAssertFalse(tableView.cellForRow(at: IndexPath(row: 2, section: 0))!.isHidden)
        XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY, 132)
    }

    func testATargetIndexPathFromTheDelegateRedirectsTheMove() {
        final class NoLastRowController: DragReorderListController {
            override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                                    toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
                IndexPath(row: min(proposedDestinationIndexPath.row, 3), section: 0)
            }
        }
        let controller = NoLastRowController(style: .plain)
        let window = show(controller, width: 320)
        drag(in: window, from: CGPoint(x: 100, y: 22), to: CGPoint(x: 100, y: 240))
        XCTAssertEqual(controller.words, ["bravo", "charlie", "delta", "alpha", "echo", "foxtrot"])
    }

    func testWithoutADropDelegateTheTableStillReordersItsRows() {
        let controller = DragOnlyListController(style: .plain)
        let window = show(controller, width: 320)
        drag(in: window, from: CGPoint(x: 100, y: 110), to: CGPoint(x: 100, y: 10))
        XCTAssertEqual(controller.words, ["three", "one", "two", "four"])
        XCTAssertEqual(texts(controller.tableView), ["three", "one", "two", "four"])
    }

    func testDragInteractionDisabledLiftsNothing() {
        let controller = DragOnlyListController(style: .plain)
        let window = show(controller, width: 320)
        controller.tableView.dragInteractionEnabled = false
        drag(in: window, from: CGPoint(x: 100, y: 110), to: CGPoint(x: 100, y: 10))
        XCTAssertEqual(controller.words, ["one", "two", "three", "four"])
    }

    func testCopyBetweenTwoTablesThroughAPlaceholderRow() {
        let controller = TwoTablesController()
        let window = show(controller, width: 320)
        drag(in: window, from: CGPoint(x: 75, y: 66), to: CGPoint(x: 235, y: 10))
        XCTAssertEqual(controller.lastDestination, IndexPath(row: 0, section: 0), "above Ken's middle: before Ken")
        let right = controller.rightTable!
        XCTAssertEqual(controller.right, ["Ken"], "the data source is not changed by a placeholder")
        XCTAssertTrue(right.hasUncommittedUpdates)
        XCTAssertEqual(right.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(right.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Loading…")
        XCTAssertEqual(right.rectForRow(at: IndexPath(row: 0, section: 0)).height, 60, "the placeholder's row height")
        XCTAssertEqual(right.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Ken",
                       "rows below the placeholder ask the data source for their own index path")
        controller.finishLoading()
        run(window, seconds: 1)
        XCTAssertEqual(controller.right, ["Grace", "Ken"])
        XCTAssertEqual(controller.left, ["Ada", "Grace", "Linus"])
        XCTAssertFalse(right.hasUncommittedUpdates)
        XCTAssertEqual(texts(right), ["Grace", "Ken"])
        XCTAssertEqual(right.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44)
    }

    func testADeletedPlaceholderLeavesTheTableAsItWas() {
        let controller = TwoTablesController()
        let window = show(controller, width: 320)
        drag(in: window, from: CGPoint(x: 75, y: 22), to: CGPoint(x: 235, y: 60))
        XCTAssertEqual(controller.lastDestination, IndexPath(row: 1, section: 0), "below Ken's middle: after Ken")
        XCTAssertEqual(controller.rightTable.numberOfRows(inSection: 0), 2)
        XCTAssertTrue(controller.pending[0].deletePlaceholder())
        XCTAssertFalse(controller.pending[0].deletePlaceholder(), "already gone")
        run(window, seconds: 1)
        XCTAssertEqual(controller.rightTable.numberOfRows(inSection: 0), 1)
        XCTAssertFalse(controller.rightTable.hasUncommittedUpdates)
        XCTAssertEqual(texts(controller.rightTable), ["Ken"])
    }

    func testAnAutomaticIntentOverARowsMiddleOpensNoGap() {
        let controller = TwoTablesController()
        controller.proposedIntent = .automatic
        let window = show(controller, width: 320)
        let (input, finger) = drag(in: window, from: CGPoint(x: 75, y: 22), to: CGPoint(x: 235, y: 22), lift: false)
        XCTAssertTrue(controller.rightTable.hasActiveDrop)
        XCTAssertFalse(controller.rightTable.hasUncommittedUpdates, "over Ken's middle: into Ken, no gap")
        input.move(finger, to: CGPoint(x: 235, y: 40))
        run(window, seconds: 0.5)
        XCTAssertTrue(controller.rightTable.hasUncommittedUpdates, "near Ken's bottom edge: a gap after Ken")
        XCTAssertEqual(controller.lastDestination, IndexPath(row: 1, section: 0))
        input.move(finger, to: CGPoint(x: 235, y: 22))
        run(window, seconds: 0.5)
        XCTAssertFalse(controller.rightTable.hasUncommittedUpdates, "the gap closes over the middle again")
        XCTAssertEqual(controller.rightTable.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY, 0)
        input.end(finger)
        run(window, seconds: 1)
        XCTAssertFalse(controller.leftTable.hasActiveDrag)
    }

    func testASecondFingersTapAddsARowToTheDrag() {
        let controller = TwoTablesController()
        let window = show(controller, width: 320)
        let input = TouchInput(window: window)
        let finger = input.begin(at: CGPoint(x: 75, y: 22))
        run(window, seconds: 0.6)
        input.move(finger, to: CGPoint(x: 85, y: 30))
        run(window, seconds: 1.0 / 60)
        XCTAssertTrue(controller.leftTable.hasActiveDrag)
        input.tap(at: CGPoint(x: 75, y: 110))
        run(window, seconds: 0.2)
        XCTAssertEqual(controller.leftTable.indexPathsForSelectedRows ?? [], [], "the tap added to the drag; it selected nothing")
        for step in 1...10 {
            input.move(finger, to: CGPoint(x: 85 + 15 * CGFloat(step), y: 30))
            run(window, seconds: 1.0 / 60)
        }
        input.end(finger)
        run(window, seconds: 1)
        XCTAssertEqual(controller.rightTable.numberOfRows(inSection: 0), 3, "two placeholders and Ken")
        controller.finishLoading()
        run(window, seconds: 1)
        XCTAssertEqual(controller.right.sorted(), ["Ada", "Ken", "Linus"])
    }
}
