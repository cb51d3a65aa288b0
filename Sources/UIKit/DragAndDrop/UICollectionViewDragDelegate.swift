import Foundation

/// The methods for dragging items from a collection view, as UIKit's
/// `UICollectionViewDragDelegate`. `itemsForBeginning` is required; the others are optional in
/// UIKit and have defaults here that do what UIKit does when they are absent.
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The items to drag when a drag begins on the item at `indexPath`; an empty array does not
    /// begin a drag.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// The items to add to a drag in progress when the user taps the item at `indexPath`.
    /// When absent: none.
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                        point: CGPoint) -> [UIDragItem]
    /// How the lifted item's preview is drawn. When absent: nil (the whole cell).
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// Tells the delegate that the drag session is about to begin (the items are lifted).
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession)
    /// Tells the delegate that the drag session ended (dropped or cancelled).
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession)
    /// Whether a drop may move the items. When absent: true.
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
    /// Whether the items may only be dropped in this app. When absent: false (drags here never
    /// leave the app anyway).
    func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath,
                               point: CGPoint) -> [UIDragItem] { [] }
    public func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters? { nil }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession)
        -> Bool { false }
}

/// The methods for dropping items into a collection view, as UIKit's
/// `UICollectionViewDropDelegate`. `performDropWith` is required; the others are optional in
/// UIKit and have defaults here that do what UIKit does when they are absent.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// Incorporates the dropped items: update the data source and tell the coordinator where
    /// each item goes (`drop(_:toItemAt:)`, `drop(_:to:)` with a placeholder).
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
    /// Whether the collection view takes drops of the session at all. When absent: true.
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
    /// Tells the delegate that the drag entered the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)
    /// The proposal for a drop at `destinationIndexPath` (nil where none can be found), asked
    /// as the touch moves. When absent: `.cancel` with the unspecified intent.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    /// Tells the delegate that the drag left the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)
    /// Tells the delegate that the drag ended (after the drop, or cancelled) while it had
    /// entered the collection view.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)
    /// How the cell the item drops onto is drawn. When absent: nil (the whole cell).
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> UIDragPreviewParameters? { nil }
}
