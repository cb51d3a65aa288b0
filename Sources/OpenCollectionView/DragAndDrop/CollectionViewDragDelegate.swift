import Foundation

/// The methods for dragging items from a collection view, as UIKit's
/// `UICollectionViewDragDelegate`. `itemsForBeginning` is required; the others are optional in
/// UIKit and have defaults here that do what UIKit does when they are absent.
@preconcurrency @MainActor
public protocol CollectionViewDragDelegate: AnyObject {
    /// The items to drag when a drag begins on the item at `indexPath`; an empty array does not
    /// begin a drag.
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    /// The items to add to a drag in progress when the user taps the item at `indexPath`.
    /// When absent: none.
    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
                        point: CGPoint) -> [DragItem]
    /// How the lifted item's preview is drawn. When absent: nil (the whole cell).
    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters?
    /// Tells the delegate that the drag session is about to begin (the items are lifted).
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession)
    /// Tells the delegate that the drag session ended (dropped or cancelled).
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession)
    /// Whether a drop may move the items. When absent: true.
    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool
    /// Whether the items may only be dropped in this app. When absent: false (drags here never
    /// leave the app anyway).
    func collectionView(_ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool
}

extension CollectionViewDragDelegate {
    public func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath,
                               point: CGPoint) -> [DragItem] { [] }
    public func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters? { nil }
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) {}
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) {}
    public func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: DragSession)
        -> Bool { false }
}

/// The methods for dropping items into a collection view, as UIKit's
/// `UICollectionViewDropDelegate`. `performDropWith` is required; the others are optional in
/// UIKit and have defaults here that do what UIKit does when they are absent.
@preconcurrency @MainActor
public protocol CollectionViewDropDelegate: AnyObject {
    /// Incorporates the dropped items: update the data source and tell the coordinator where
    /// each item goes (`drop(_:toItemAt:)`, `drop(_:to:)` with a placeholder).
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator)
    /// Whether the collection view takes drops of the session at all. When absent: true.
    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool
    /// Tells the delegate that the drag entered the collection view.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession)
    /// The proposal for a drop at `destinationIndexPath` (nil where none can be found), asked
    /// as the touch moves. When absent: `.cancel` with the unspecified intent.
    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal
    /// Tells the delegate that the drag left the collection view.
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession)
    /// Tells the delegate that the drag ended (after the drop, or cancelled) while it had
    /// entered the collection view.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession)
    /// How the cell the item drops onto is drawn. When absent: nil (the whole cell).
    func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters?
}

extension CollectionViewDropDelegate {
    public func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        CollectionViewDropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters? { nil }
}
