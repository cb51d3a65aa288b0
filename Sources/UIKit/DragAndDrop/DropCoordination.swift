import Foundation

/// Animations to run with a dropped item's preview as it goes to its place.
@MainActor
class DropItemAnimation: UIDragAnimating {
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }
}

/// A placeholder shown in a collection view for a dropped item, until the app commits or
/// deletes it.
@MainActor
final class DropPlaceholderContext: DropItemAnimation, UICollectionViewDropPlaceholderContext {
    let dragItem: UIDragItem
    let placeholder: UICollectionViewDropPlaceholder
    weak var collectionView: UICollectionView?

    init(dragItem: UIDragItem, placeholder: UICollectionViewDropPlaceholder, collectionView: UICollectionView) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.collectionView = collectionView
    }

    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        collectionView?.commitDropPlaceholder(self, dataSourceUpdates: dataSourceUpdates) ?? false
    }

    @discardableResult
    func deletePlaceholder() -> Bool {
        collectionView?.deleteDropPlaceholder(self) ?? false
    }

    func setNeedsCellUpdate() {
        collectionView?.updateDropPlaceholderCell(self)
    }
}

/// A dragged item as the drop sees it (a collection view's or a table's).
@MainActor
final class DropItem: UICollectionViewDropItem, UITableViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// Where the drop delegate sent a dragged item: to an item (or row), into one, or to a
/// placeholder (the view's own context).
@MainActor
enum DropPlacement {
    case item(IndexPath, DropItemAnimation)
    case into(IndexPath, CGRect, DropItemAnimation)
    case placeholder(DropItemAnimation)

    var animation: DropItemAnimation {
        switch self {
        case .item(_, let animation), .into(_, _, let animation): animation
        case .placeholder(let context): context
        }
    }
}

/// Where a drop delegate sent each dragged item, by the item's identity, for the preview
/// animations that follow: what a collection view's and a table's drop coordinators share.
@MainActor
class DropPlacementRecorder {
    private(set) var placements: [ObjectIdentifier: DropPlacement] = [:]

    func record(_ dragItem: UIDragItem, _ placement: DropPlacement) {
        placements[ObjectIdentifier(dragItem)] = placement
    }

    /// The item goes to the item (or row) at `indexPath`.
    func place(_ dragItem: UIDragItem, at indexPath: IndexPath) -> UIDragAnimating {
        let animation = DropItemAnimation()
        record(dragItem, .item(indexPath, animation))
        return animation
    }

    /// The item goes into `rect` of the item (or row) at `indexPath`.
    func place(_ dragItem: UIDragItem, into indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        let animation = DropItemAnimation()
        record(dragItem, .into(indexPath, rect, animation))
        return animation
    }
}

/// The coordinator a collection view's drop delegate performs a drop with; it records where
/// each item goes for the preview animations that follow.
@MainActor
final class DropCoordinator: DropPlacementRecorder, UICollectionViewDropCoordinator {
    let collectionView: UICollectionView
    let items: [UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: UIDropSession

    init(collectionView: UICollectionView, items: [UICollectionViewDropItem], destinationIndexPath: IndexPath?,
         proposal: UICollectionViewDropProposal, session: UIDropSession) {
        self.collectionView = collectionView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext {
        let context = DropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, collectionView: collectionView)
        collectionView.insertDropPlaceholder(context)
        record(dragItem, .placeholder(context))
        return context
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating { place(dragItem, at: indexPath) }

    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        place(dragItem, into: indexPath, rect: rect)
    }
}
