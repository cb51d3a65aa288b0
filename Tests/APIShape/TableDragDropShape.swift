// The shape of UIKit's drag and drop in table views as iOS code uses it (issue 27), through
// `import UIKit`: the table's drag and drop delegates with every method, proposals and their
// intents, the drop coordinator, placeholders and their contexts, the table's drag properties.
// Nothing here asserts a value: it must COMPILE in Swift 6 and Swift 5 language modes and run
// without trapping.
import UIKit

@MainActor
final class TableDragDropShapeController: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    var names = ["Ada", "Grace"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let item = UIDragItem(itemProvider: NSItemProvider(object: names[indexPath.row] as NSString))
        item.localObject = names[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem] { [] }
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {}
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {}
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }

    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {}

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if tableView.hasActiveDrag {
            return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UITableViewDropProposal(operation: .copy, intent: .automatic)
    }

    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {}
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {}
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: names.count, section: 0)
        let _: UITableViewDropProposal = coordinator.proposal
        let _: UIDropSession = coordinator.session
        for item in coordinator.items {
            let _: IndexPath? = item.sourceIndexPath
            let _: CGSize = item.previewSize
            let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "cell", rowHeight: 44)
            placeholder.cellUpdateHandler = { cell in cell.textLabel?.text = "…" }
            placeholder.previewParametersProvider = { _ in nil }
            let context: UITableViewDropPlaceholderContext = coordinator.drop(item.dragItem, to: placeholder)
            context.addAnimations {}
            context.addCompletion { _ in }
            item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { object, _ in
                DispatchQueue.main.async {
                    if let name = object as? String {
                        context.commitInsertion { indexPath in self.names.insert(name, at: indexPath.row) }
                    } else {
                        context.deletePlaceholder()
                    }
                }
            }
        }
        if let first = coordinator.items.first {
            coordinator.drop(first.dragItem, toRowAt: destination).addCompletion { _ in }
            coordinator.drop(first.dragItem, intoRowAt: destination, rect: .zero)
        }
    }
}

@MainActor
func tableDragDropShape() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let controller = TableDragDropShapeController()
    tableView.dataSource = controller
    tableView.dragDelegate = controller
    tableView.dropDelegate = controller
    tableView.dragInteractionEnabled = true
    let intents: [UITableViewDropProposal.Intent] = [.unspecified, .insertAtDestinationIndexPath, .insertIntoDestinationIndexPath, .automatic]
    _ = intents
    let flags: (Bool, Bool, Bool) = (tableView.hasActiveDrag, tableView.hasActiveDrop, tableView.hasUncommittedUpdates)
    _ = flags
    let proposal = UITableViewDropProposal(operation: .copy)
    _ = (proposal.intent, proposal.operation)
    let placeholder = UITableViewPlaceholder(insertionIndexPath: IndexPath(row: 0, section: 0), reuseIdentifier: "cell", rowHeight: 44)
    _ = (placeholder.insertionIndexPath, placeholder.reuseIdentifier, placeholder.rowHeight)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.userInteractionEnabledWhileDragging = true
    let states: [UITableViewCell.DragState] = [.none, .lifting, .dragging]
    _ = states
}
