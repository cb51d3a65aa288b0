import Foundation

/// Adding items to a drag in progress, as on iOS: while one finger drags, a tap with another
/// on an item of the same collection or table view asks the drag delegate for the items to add
/// (`collectionView(_:itemsForAddingTo:at:point:)`, `tableView(_:itemsForAddingTo:at:point:)`);
/// the preview shows how many items the drag carries. Items of other views cannot be added here.
extension ActiveDrag {
    /// Adds the items the drag delegate gives for the item at `point` (in `host`'s coordinates)
    /// when `host` is the drag's source; true when the tap added any.
    static func addItems(at point: CGPoint, in host: DragDropHost) -> Bool {
        guard let drag = current, drag.source === host, let (path, _) = host.draggableItem(at: point),
              !drag.session.sourceIndexPaths.contains(path) else { return false }
        let items = host.itemsForAdding(to: drag.session, at: path, point: point)
        guard !items.isEmpty else { return false }
        drag.session.add(items, from: path)
        drag.showItemCount()
        return true
    }

    /// The badge in the preview's corner with the number of items dragged (shown from two).
    private func showItemCount() {
        let badge = preview.subviews.compactMap { $0 as? DragCountBadge }.first ?? {
            let made = DragCountBadge()
            preview.addSubview(made)
            return made
        }()
        badge.count = session.items.count
        badge.center = CGPoint(x: preview.bounds.maxX - 4, y: preview.bounds.minY + 4)
    }
}

/// The count of a multi-item drag: white digits in a blue circle, as iOS's drag badge.
final class DragCountBadge: UILabel {
    static let diameter: CGFloat = 24

    var count = 0 {
        didSet { text = "\(count)" }
    }

    override init(frame: CGRect) {
        super.init(frame: CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
        backgroundColor = .systemBlue
        textColor = .white
        font = .boldSystemFont(ofSize: 14)
        textAlignment = .center
        layer.cornerRadius = Self.diameter / 2
        clipsToBounds = true
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
