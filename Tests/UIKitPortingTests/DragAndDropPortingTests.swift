@_spi(Host) import UIKit
import XCTest

/// A cell that shows a word.
final class WordCell: UICollectionViewCell {
    var word: String?
}

/// A reorderable grid as iOS apps write it with a diffable data source: the drag delegate
/// gives a drag item per word, the drop delegate proposes a move inserting at the destination
/// and performs it on a snapshot.
class DiffableReorderController: UIViewController, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    enum Section { case main }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<WordCell, String> { cell, _, word in
            cell.word = word
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, word in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: word)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["red", "orange", "yellow", "green", "blue", "indigo", "violet"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.dragInteractionEnabled = true
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        guard let word = dataSource.itemIdentifier(for: indexPath) else { return [] }
        let itemProvider = NSItemProvider(object: word as NSString)
        let dragItem = UIDragItem(itemProvider: itemProvider)
        dragItem.localObject = word
        return [dragItem]
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if collectionView.hasActiveDrag {
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UICollectionViewDropProposal(operation: .forbidden)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard coordinator.proposal.operation == .move,
              let item = coordinator.items.first,
              let sourceIndexPath = item.sourceIndexPath,
              let destinationIndexPath = coordinator.destinationIndexPath,
              let word = item.dragItem.localObject as? String,
              sourceIndexPath != destinationIndexPath else { return }
        var snapshot = dataSource.snapshot()
        let items = snapshot.itemIdentifiers
        snapshot.deleteItems([word])
        let remaining = items.filter { $0 != word }
        if destinationIndexPath.item < remaining.count {
            snapshot.insertItems([word], beforeItem: remaining[destinationIndexPath.item])
        } else {
            snapshot.appendItems([word])
        }
        dataSource.apply(snapshot, animatingDifferences: true)
        coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
    }
}

/// The reorderable grid with a context menu on its items too: a long press shows the menu, and
/// moving the finger then drags the item instead (iOS's hand-off from menu to drag).
final class MenuReorderController: DiffableReorderController, UICollectionViewDelegate {
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Copy") { _ in }])
        }
    }

    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        events.append("menu")
    }

    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        events.append("menu gone")
    }
}

/// Two lists side by side; words are dragged from one into the other, which copies them
/// through a placeholder while the text loads (the classic array-backed code).
final class TwoListsController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
    UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var leftView: UICollectionView!
    var rightView: UICollectionView!
    var left = ["apple", "banana", "cherry"]
    var right = ["kiwi"]
    var pending: [UICollectionViewDropPlaceholderContext] = []

    private func makeCollectionView(x: CGFloat) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 150, height: 50)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: CGRect(x: x, y: 0, width: 150, height: 480), collectionViewLayout: layout)
        collectionView.register(WordCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        view.addSubview(collectionView)
        return collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        leftView = makeCollectionView(x: 0)
        rightView = makeCollectionView(x: 160)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        collectionView === leftView ? left.count : right.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! WordCell
        cell.word = collectionView === leftView ? left[indexPath.item] : right[indexPath.item]
        return cell
    }

    /// Sizes from the model, as apps write them: the layout must only ask about the model's
    /// items, even while a drop shows its gap and placeholder.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let word = collectionView === leftView ? left[indexPath.item] : right[indexPath.item]
        return CGSize(width: 150, height: word.count > 4 ? 60 : 50)
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let word = collectionView === leftView ? left[indexPath.item] : right[indexPath.item]
        session.localContext = collectionView
        return [UIDragItem(itemProvider: NSItemProvider(object: word as NSString))]
    }

    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                        point: CGPoint) -> [UIDragItem] {
        let word = collectionView === leftView ? left[indexPath.item] : right[indexPath.item]
        return [UIDragItem(itemProvider: NSItemProvider(object: word as NSString))]
    }

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        guard let source = session.localDragSession?.localContext as? UICollectionView, source !== collectionView else {
            return UICollectionViewDropProposal(operation: .cancel)
        }
        return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: right.count, section: 0)
        for item in coordinator.items {
            let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "cell")
            placeholder.cellUpdateHandler = { cell in (cell as? WordCell)?.word = "Loading…" }
            let context = coordinator.drop(item.dragItem, to: placeholder)
            pending.append(context)
        }
    }

    /// The app's loads finished: the placeholders become the dropped words.
    func finishLoading() {
        for context in pending {
            context.dragItem.itemProvider.loadObject(ofClass: NSString.self) { object, _ in
                guard let word = object as? String else { return }
                context.commitInsertion { indexPath in self.right.insert(word, at: indexPath.item) }
            }
        }
        pending.removeAll()
    }
}

final class DragAndDropPortingTests: ManualClockTestCase {
    func testDiffableReorderWithDragAndDrop() {
        let controller = DiffableReorderController()
        let window = show(controller, width: 300)
        drag(in: window, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 150))
        XCTAssertEqual(controller.dataSource.snapshot().itemIdentifiers,
                       ["orange", "yellow", "green", "blue", "red", "indigo", "violet"])
        XCTAssertFalse(controller.collectionView.hasActiveDrag)
        XCTAssertFalse(controller.collectionView.hasUncommittedUpdates)
        let shown = (0..<7).map { (controller.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? WordCell)?.word }
        XCTAssertEqual(shown, ["orange", "yellow", "green", "blue", "red", "indigo", "violet"])
    }

    func testMovingTheFingerWhileTheMenuShowsDragsTheItem() {
        let controller = MenuReorderController()
        let window = show(controller, width: 300)
        drag(in: window, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 150))
        XCTAssertEqual(controller.events, ["menu", "menu gone"], "the menu showed, then went away for the drag")
        XCTAssertEqual(controller.dataSource.snapshot().itemIdentifiers,
                       ["orange", "yellow", "green", "blue", "red", "indigo", "violet"])
        XCTAssertFalse(controller.collectionView.hasActiveDrag)
        XCTAssertEqual(window.subviews.count, 1, "no menu left over the window")
    }

    func testASecondFingersTapAddsAnItemToTheDrag() {
        let controller = TwoListsController()
        let window = show(controller, width: 320)
        let input = TouchInput(window: window)
        let finger = input.begin(at: CGPoint(x: 75, y: 25))
        run(window, seconds: 0.6)
        input.move(finger, to: CGPoint(x: 85, y: 30))
        run(window, seconds: 1.0 / 60)
        XCTAssertTrue(controller.leftView.hasActiveDrag)
        input.tap(at: CGPoint(x: 75, y: 125))
        run(window, seconds: 0.2)
        XCTAssertEqual(controller.leftView.indexPathsForSelectedItems, [], "the tap added to the drag; it selected nothing")
        for step in 1...10 {
            input.move(finger, to: CGPoint(x: 85 + 15 * CGFloat(step), y: 30))
            run(window, seconds: 1.0 / 60)
        }
        input.end(finger)
        run(window, seconds: 1)
        XCTAssertEqual(controller.rightView.numberOfItems(inSection: 0), 3, "two placeholders and kiwi")
        controller.finishLoading()
        run(window, seconds: 1)
        XCTAssertEqual(controller.right.sorted(), ["apple", "cherry", "kiwi"])
        XCTAssertEqual(controller.left, ["apple", "banana", "cherry"])
    }

    func testCopyBetweenTwoCollectionViewsThroughAPlaceholder() {
        let controller = TwoListsController()
        let window = show(controller, width: 320)
        drag(in: window, from: CGPoint(x: 75, y: 75), to: CGPoint(x: 235, y: 20))
        XCTAssertEqual(controller.right, ["kiwi"])
        XCTAssertTrue(controller.rightView.hasUncommittedUpdates)
        XCTAssertEqual(controller.rightView.numberOfItems(inSection: 0), 2)
        XCTAssertEqual((controller.rightView.cellForItem(at: IndexPath(item: 0, section: 0)) as? WordCell)?.word, "Loading…")
        controller.finishLoading()
        run(window, seconds: 1)
        XCTAssertEqual(controller.right, ["banana", "kiwi"])
        XCTAssertEqual(controller.left, ["apple", "banana", "cherry"])
        XCTAssertFalse(controller.rightView.hasUncommittedUpdates)
        XCTAssertEqual((controller.rightView.cellForItem(at: IndexPath(item: 0, section: 0)) as? WordCell)?.word, "banana")
    }
}
