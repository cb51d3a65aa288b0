import Foundation
@testable @_spi(Host) import UIKit

/// A cell that shows a word.
@MainActor final class WordCell: UICollectionViewCell {
    var word: String?
}

/// A collection view of words with a drag and a drop delegate that log their calls and reorder
/// or copy as iOS code does. Items are 100 × 100 points in rows of three, no spacing.
@MainActor final class WordsCollection: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    let name: String
    var words: [String]
    let collectionView: UICollectionView
    var log: [String] = []
    /// The proposal the drop delegate makes: a move within the collection view, a copy from
    /// elsewhere; nil proposes `.cancel`.
    var operation: UIDropOperation? = .move
    var intent = UICollectionViewDropProposal.Intent.insertAtDestinationIndexPath
    /// Whether drops from elsewhere go through a placeholder (kept in `placeholderContexts`).
    var usesPlaceholders = false
    var placeholderContexts: [UICollectionViewDropPlaceholderContext] = []
    /// The other collection view, whose words a move from it removes.
    weak var partner: WordsCollection?
    var destinations: [IndexPath?] = []

    init(_ name: String, words: [String], frame: CGRect) {
        self.name = name
        self.words = words
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init()
        collectionView.register(WordCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(WordCell.self, forCellWithReuseIdentifier: "placeholder")
        collectionView.dataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! WordCell
        cell.word = words[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("itemsForBeginning \(indexPath.item)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: words[indexPath.item] as NSString))
        item.localObject = words[indexPath.item]
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) { log.append("dragWillBegin") }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) { log.append("dragDidEnd") }
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        log.append("canHandle")
        return session.canLoadObjects(ofClass: String.self)
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) { log.append("enter") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) { log.append("exit") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) { log.append("dropDidEnd") }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        destinations.append(destinationIndexPath)
        guard var operation else { return UICollectionViewDropProposal(operation: .cancel) }
        if operation == .move && !collectionView.hasActiveDrag && partner == nil { operation = .copy }
        return UICollectionViewDropProposal(operation: operation, intent: intent)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        log.append("performDrop \(coordinator.destinationIndexPath.map { "\($0.item)" } ?? "nil")")
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: words.count, section: 0)
        for item in coordinator.items {
            if let source = item.sourceIndexPath {
                collectionView.performBatchUpdates {
                    let word = self.words.remove(at: source.item)
                    self.words.insert(word, at: destination.item)
                    collectionView.deleteItems(at: [source])
                    collectionView.insertItems(at: [destination])
                }
                coordinator.drop(item.dragItem, toItemAt: destination)
            } else if usesPlaceholders {
                let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "placeholder")
                placeholder.cellUpdateHandler = { ($0 as! WordCell).word = "placeholder" }
                placeholderContexts.append(coordinator.drop(item.dragItem, to: placeholder))
            } else {
                item.dragItem.itemProvider.loadObject(ofClass: String.self) { word, _ in
                    guard let word else { return }
                    if let partner = self.partner, coordinator.proposal.operation == .move,
                       let index = partner.words.firstIndex(of: word) {
                        partner.words.remove(at: index)
                        partner.collectionView.deleteItems(at: [IndexPath(item: index, section: 0)])
                    }
                    collectionView.performBatchUpdates {
                        self.words.insert(word, at: destination.item)
                        collectionView.insertItems(at: [destination])
                    }
                }
                coordinator.drop(item.dragItem, toItemAt: destination)
            }
        }
    }

    /// The words the cells show, in displayed order.
    var shownWords: [String?] {
        (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            (collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? WordCell)?.word
        }
    }
}

/// A window of 600 × 600 points with collection views in it, and scripted touches.
@MainActor final class DragDropFixture {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    let input: TouchInput
    let clock: ManualAnimationClock

    init() {
        clock = useManualClock()
        input = TouchInput(window: window)
        window.makeKeyAndVisible()
    }

    func add(_ collection: WordsCollection) {
        window.addSubview(collection.collectionView)
        window.layoutIfNeeded()
    }

    /// Advances the clock frame by frame.
    func run(_ seconds: TimeInterval) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            clock.advance(by: 1.0 / 60)
            window.layoutIfNeeded()
        }
    }

    /// Presses at `start` long enough to lift the item (0.5 s and a frame).
    func lift(at start: CGPoint) -> UITouch {
        let touch = input.begin(at: start)
        run(0.55)
        return touch
    }

    /// Moves the touch to `end` in steps of a frame each.
    func move(_ touch: UITouch, to end: CGPoint, steps: Int = 6) {
        let start = touch.windowLocation
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            input.move(touch, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            run(1.0 / 60)
        }
    }

    /// Lifts the item at `start`, moves to `end` and releases; the animations finish.
    func drag(from start: CGPoint, to end: CGPoint) {
        let touch = lift(at: start)
        move(touch, to: end)
        input.end(touch)
        run(0.5)
    }

    /// The center of item `item` of a 3-column collection view at `origin`.
    static func center(of item: Int, origin: CGPoint = .zero) -> CGPoint {
        CGPoint(x: origin.x + CGFloat(item % 3) * 100 + 50, y: origin.y + CGFloat(item / 3) * 100 + 50)
    }
}
