// The shape of UIKit's drag and drop in collection views as iOS code uses it (issue 15, part
// 3), through `import UIKit`: NSItemProvider, UIDragItem, the drag and drop delegates, proposals,
// the drop coordinator and placeholders. Nothing here asserts a value: it must COMPILE in Swift 6
// and Swift 5 language modes and run without trapping.
import UIKit

@MainActor
final class DragDropShapeController: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var words = ["one", "two", "three"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        let word = words[indexPath.item]
        let item = UIDragItem(itemProvider: NSItemProvider(object: word as NSString))
        item.localObject = word
        session.localContext = "shape"
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                        point: CGPoint) -> [UIDragItem] { [] }

    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        let parameters = UIDragPreviewParameters()
        parameters.backgroundColor = .clear
        parameters.visiblePath = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2)
        return parameters
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {}
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {}
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        false
    }

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self) && session.hasItemsConforming(toTypeIdentifiers: ["public.utf8-plain-text"])
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) {}

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if collectionView.hasActiveDrag {
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        let _: CGPoint = session.location(in: collectionView)
        let _: Bool = session.allowsMoveOperation && !session.isRestrictedToDraggingApplication
        _ = session.localDragSession?.localContext
        return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) {}
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {}
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        nil
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: words.count, section: 0)
        switch coordinator.proposal.operation {
        case .move:
            for item in coordinator.items {
                guard let source = item.sourceIndexPath, let word = item.dragItem.localObject as? String else { continue }
                collectionView.performBatchUpdates {
                    self.words.remove(at: source.item)
                    self.words.insert(word, at: destination.item)
                    collectionView.deleteItems(at: [source])
                    collectionView.insertItems(at: [destination])
                }
                let animator: UIDragAnimating = coordinator.drop(item.dragItem, toItemAt: destination)
                animator.addAnimations {}
                animator.addCompletion { (_: UIViewAnimatingPosition) in }
                _ = item.previewSize
            }
        case .copy:
            for item in coordinator.items {
                let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "cell")
                placeholder.cellUpdateHandler = { (cell: UICollectionViewCell) in cell.backgroundColor = .systemGray }
                let context: UICollectionViewDropPlaceholderContext = coordinator.drop(item.dragItem, to: placeholder)
                item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { object, error in
                    DispatchQueue.main.async {
                        guard let text = object as? String, error == nil else { context.deletePlaceholder(); return }
                        context.commitInsertion { indexPath in self.words.insert(text, at: indexPath.item) }
                    }
                }
                context.setNeedsCellUpdate()
            }
            _ = coordinator.session.loadObjects(ofClass: NSString.self) { (objects: [NSString]) in _ = objects }
        case .cancel, .forbidden:
            break
        @unknown default:
            break
        }
        if let first = coordinator.items.first {
            coordinator.drop(first.dragItem, intoItemAt: IndexPath(item: 0, section: 0), rect: .zero)
        }
    }
}

@MainActor
func dragDropShape() {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let controller = DragDropShapeController()
    collectionView.dataSource = controller
    collectionView.dragDelegate = controller
    collectionView.dropDelegate = controller
    collectionView.dragInteractionEnabled = true
    collectionView.reorderingCadence = .fast
    let cadences: [UICollectionView.ReorderingCadence] = [.immediate, .fast, .slow]
    let intents: [UICollectionViewDropProposal.Intent] = [.unspecified, .insertAtDestinationIndexPath, .insertIntoDestinationIndexPath]
    let operations: [UIDropOperation] = [.cancel, .forbidden, .copy, .move]
    _ = (cadences, intents, operations)
    let flags: (Bool, Bool, Bool) = (collectionView.hasActiveDrag, collectionView.hasActiveDrop, collectionView.hasUncommittedUpdates)
    _ = flags

    let provider = NSItemProvider(object: "text" as NSString)
    provider.suggestedName = "Text"
    provider.registerObject("more" as NSString, visibility: .all)
    let identifiers: [String] = provider.registeredTypeIdentifiers
    _ = identifiers
    if provider.canLoadObject(ofClass: NSString.self) {
        _ = provider.loadObject(ofClass: NSString.self) { string, error in _ = (string, error) }
    }
    let item = UIDragItem(itemProvider: provider)
    item.previewProvider = { UIDragPreview(view: UIView(frame: .zero)) }
    let proposal = UIDropProposal(operation: .copy)
    proposal.isPrecise = false
    let collectionProposal = UICollectionViewDropProposal(operation: .move)
    _ = (collectionProposal.intent, collectionProposal.operation, item.itemProvider)
    let placeholder = UICollectionViewPlaceholder(insertionIndexPath: IndexPath(item: 0, section: 0), reuseIdentifier: "cell")
    placeholder.cellUpdateHandler = nil
}
