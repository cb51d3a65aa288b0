import Foundation

/// A view whose items are dragged and that takes drops, as UIKit's collection and table views:
/// the drag in progress (`ActiveDrag`) asks it, and it turns the questions into its own
/// delegates' (`UICollectionViewDragDelegate`, `UITableViewDropDelegate`, ...). Index paths
/// are the view's: items of a collection view, rows of a table.
@MainActor
protocol DragDropHost: UIScrollView {
    // MARK: Dragging items out

    /// Whether a drag may lift an item now: a drag delegate is set and drag interaction enabled.
    var liftsItems: Bool { get }
    /// The index path and visible cell of the item at `point` (in the view's coordinates).
    func draggableItem(at point: CGPoint) -> (IndexPath, UIView)?
    /// The drag delegate's items for a drag beginning on the item at `path` (none: no drag).
    func itemsForBeginning(_ session: UIDragSession, at path: IndexPath) -> [UIDragItem]
    /// The drag delegate's items to add to a drag in progress for a tap on the item at `path`.
    func itemsForAdding(to session: UIDragSession, at path: IndexPath, point: CGPoint) -> [UIDragItem]
    /// The drag delegate's preview parameters of the lifted item.
    func dragPreviewParameters(forItemAt path: IndexPath) -> UIDragPreviewParameters?
    func dragSessionWillBegin(_ session: UIDragSession)
    func dragSessionDidEnd(_ session: UIDragSession)
    func dragSessionAllowsMoveOperation(_ session: UIDragSession) -> Bool
    func dragSessionIsRestrictedToDraggingApplication(_ session: UIDragSession) -> Bool
    /// A second cell configured for the item by the data source: the preview where no snapshot
    /// can be taken.
    func cellCopy(forItemAt path: IndexPath) -> UIView?
    /// Tells the cell of a dragged item where the drag is.
    func setDragState(_ state: UICollectionViewCell.DragState, of cell: UIView)
    /// The item's frame, in the view's coordinates, where previews fly to.
    func frameOfItem(at path: IndexPath) -> CGRect?

    // MARK: Taking drops

    /// Whether the view may take drops at all (it has a drop delegate, or reorders by itself).
    var takesDrops: Bool { get }
    /// Whether the view takes drops of `session` (its drop delegate's `canHandle`).
    func canHandle(_ session: UIDropSession) -> Bool
    func dropSessionDidEnter(_ session: UIDropSession)
    func dropSessionDidExit(_ session: UIDropSession)
    func dropSessionDidEnd(_ session: UIDropSession)
    /// The drop delegate's proposal for a drop of `session` at `destination`.
    func dropProposal(for session: LocalDragSession, at destination: IndexPath?) -> UIDropProposal
    /// The index path a drop at `point` (in the view's coordinates) would insert at.
    func dropDestinationIndexPath(at point: CGPoint) -> IndexPath?
    /// Where a gap opens for `proposal` with the touch at `point`: the destination when the
    /// items would be inserted there, nil when they would not (no gap).
    func gapDestination(for proposal: UIDropProposal, at destination: IndexPath?, point: CGPoint) -> IndexPath?
    /// How long the touch must stay over a new destination before the gap moves there.
    var dropGapDelay: TimeInterval { get }
    /// Where the gap (or the dragged item shown moved) is, if open.
    var dropGapPath: IndexPath? { get }
    /// Opens the gap at `destination`: the dragged item itself, hidden, when `movedItem` is the
    /// view's own (a reorder), else an empty space the size of `previewSize`.
    func showDropGap(at destination: IndexPath, movedItem: IndexPath?, previewSize: CGSize)
    /// Closes the gap.
    func hideDropGap(animated: Bool)
    /// Performs the drop of `session` (its gap closed): the drop delegate's `performDropWith`,
    /// or the view's own reorder. Where each item went, by the item's identity.
    func performDrop(of session: LocalDragSession, from source: DragDropHost, at destination: IndexPath?,
                     proposal: UIDropProposal, previewSize: CGSize) -> [ObjectIdentifier: DropPlacement]
    /// Where a placed item's preview lands, in the view's coordinates.
    func landingFrame(of placement: DropPlacement) -> CGRect?
}

extension DragDropHost {
    /// The frame an item dropped `.item` or `.into` lands in; placeholders are the view's own.
    func itemLandingFrame(of placement: DropPlacement, placeholderPath: (DropItemAnimation) -> IndexPath?) -> CGRect? {
        switch placement {
        case .item(let path, _):
            return frameOfItem(at: path)
        case .into(let path, let rect, _):
            guard let frame = frameOfItem(at: path) else { return nil }
            return rect.offsetBy(dx: frame.minX, dy: frame.minY)
        case .placeholder(let context):
            return placeholderPath(context).flatMap(frameOfItem(at:))
        }
    }
}
