import Foundation

/// The drag in progress (one at a time, as one pointer drives it): the session, the preview
/// that follows the touch above everything in the window, and the collection view under the
/// touch that would take the drop.
@MainActor
final class ActiveDrag {
    static private(set) var current: ActiveDrag?

    /// The scale and alpha of a lifted preview (iOS lifts the item slightly towards the finger).
    static let liftScale: CGFloat = 1.05
    static let liftAlpha: CGFloat = 0.9
    /// How long the lift, the drop and the cancel animations take.
    static let animationDuration: TimeInterval = 0.25

    let source: UICollectionView
    let session: LocalDragSession
    let preview: UIView
    /// The preview's center minus the touch, kept as the touch moves.
    private let grabOffset: CGPoint
    private(set) weak var target: UICollectionView?
    /// The cell the drag lifted: told `.none` when the drag ends.
    private weak var liftedCell: UICollectionViewCell?
    /// Collection views that declined the session (`canHandle`) since the touch entered them.
    private var declined: Set<ObjectIdentifier> = []
    private var proposal = UICollectionViewDropProposal(operation: .cancel)
    private var destination: IndexPath?
    /// Collection views the session entered, told when it ends.
    private var entered: [UICollectionView] = []
    private let cadenceTimer = GestureTimer()
    private var pendingGap: IndexPath?
    /// Scrolls the collection view under the touch while it is near its edges.
    private lazy var autoscroller = EdgeAutoscroller { [weak self] in
        guard let self, let target = self.target else { return }
        self.update(target)
    }

    private init(source: UICollectionView, session: LocalDragSession, preview: UIView, grabOffset: CGPoint) {
        self.source = source
        self.session = session
        self.preview = preview
        self.grabOffset = grabOffset
    }

    // MARK: Beginning

    /// Lifts the item under the touch when the drag delegate gives items for it.
    static func begin(in collectionView: UICollectionView, windowLocation: CGPoint) {
        guard current == nil, let delegate = collectionView.dragDelegate, let window = collectionView.window else { return }
        let point = collectionView.convert(windowLocation, from: window)
        guard let path = collectionView.indexPathForItem(at: point), let cell = collectionView.cellForItem(at: path) else { return }
        let session = LocalDragSession(items: [], sourceIndexPaths: [], windowLocation: windowLocation, window: window)
        let items = delegate.collectionView(collectionView, itemsForBeginning: session, at: path)
        guard !items.isEmpty else { return }
        cell.setDragState(.lifting)
        session.add(items, from: path)
        session.allowsMoveOperation = delegate.collectionView(collectionView, dragSessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication =
            delegate.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: session)
        let frame = window.convert(cell.bounds, from: cell)
        let preview = makePreview(for: items[0], of: cell, at: path, in: collectionView)
        preview.isUserInteractionEnabled = false
        preview.bounds = CGRect(origin: .zero, size: frame.size)
        preview.center = CGPoint(x: frame.midX, y: frame.midY)
        window.addSubview(preview)
        let drag = ActiveDrag(source: collectionView, session: session, preview: preview,
                              grabOffset: CGPoint(x: frame.midX - windowLocation.x, y: frame.midY - windowLocation.y))
        current = drag
        drag.liftedCell = cell
        delegate.collectionView(collectionView, dragSessionWillBegin: session)
        cell.setDragState(.dragging)
        UIView.animate(withDuration: animationDuration) {
            preview.transform = CGAffineTransform(scaleX: liftScale, y: liftScale)
            preview.alpha = liftAlpha
        }
        drag.move(to: windowLocation)
    }

    /// The item's own preview, else a snapshot of the cell, as UIKit lifts one; without the
    /// rendering module (no snapshots), a copy of the cell: the data source configures a second
    /// cell for the item. Either is drawn over the drag preview parameters' background color.
    private static func makePreview(for item: UIDragItem, of cell: UICollectionViewCell, at path: IndexPath,
                                    in collectionView: UICollectionView) -> UIView {
        if let preview = item.previewProvider?() {
            if let color = preview.parameters.backgroundColor { preview.view.backgroundColor = color }
            return preview.view
        }
        let parameters = collectionView.dragDelegate?.collectionView(collectionView, dragPreviewParametersForItemAt: path)
        if let snapshot = cell.snapshotView(afterScreenUpdates: false) {
            snapshot.backgroundColor = parameters?.backgroundColor
            return snapshot
        }
        let copy: UIView
        if let dataSource = collectionView.dataSource {
            copy = collectionView.requestCell(from: dataSource, at: path)
        } else {
            copy = UIView()
        }
        copy.transform = .identity
        copy.isHidden = false
        copy.alpha = 1
        if let color = parameters?.backgroundColor { copy.backgroundColor = color }
        copy.bounds = cell.bounds
        copy.layoutIfNeeded()
        return copy
    }

    // MARK: Moving

    /// The touch moved to `windowLocation`: the preview follows; the collection view under the
    /// touch is entered, updated or exited.
    func move(to windowLocation: CGPoint) {
        session.windowLocation = windowLocation
        preview.center = CGPoint(x: windowLocation.x + grabOffset.x, y: windowLocation.y + grabOffset.y)
        let under = dropTarget(at: windowLocation)
        if under !== target {
            if let target { exit(target) }
            target = under
            if let under {
                if !entered.contains(where: { $0 === under }) { entered.append(under) }
                under.dropDelegate?.collectionView(under, dropSessionDidEnter: session)
            }
        }
        if let target { update(target) }
        autoscroller.update(target ?? scrollView(at: windowLocation), at: windowLocation)
    }

    /// The innermost collection view under the touch (one the drop would not go into still scrolls).
    private func scrollView(at windowLocation: CGPoint) -> UICollectionView? {
        var node = session.window?.hitTest(windowLocation, with: nil)
        while let view = node, !(view is UICollectionView) { node = view.superview }
        return node as? UICollectionView
    }

    /// The collection view with a drop delegate under the touch that handles the session.
    private func dropTarget(at windowLocation: CGPoint) -> UICollectionView? {
        guard let window = session.window else { return nil }
        var node = window.hitTest(windowLocation, with: nil)
        while let view = node {
            if let collectionView = view as? UICollectionView, let delegate = collectionView.dropDelegate {
                let key = ObjectIdentifier(collectionView)
                if collectionView === target { return collectionView }
                if declined.contains(key) { return nil }
                if delegate.collectionView(collectionView, canHandle: session) { return collectionView }
                declined.insert(key)
                return nil
            }
            node = view.superview
        }
        declined.removeAll()
        return nil
    }

    private func exit(_ collectionView: UICollectionView) {
        cadenceTimer.cancel()
        pendingGap = nil
        collectionView.hideDropGap(animated: true)
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidExit: session)
        destination = nil
        proposal = UICollectionViewDropProposal(operation: .cancel)
    }

    private func update(_ collectionView: UICollectionView) {
        guard let delegate = collectionView.dropDelegate else { return }
        destination = collectionView.dropDestinationIndexPath(at: session.location(in: collectionView))
        proposal = delegate.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        let opensGap = proposal.intent == .insertAtDestinationIndexPath && (proposal.operation == .move || proposal.operation == .copy)
        guard opensGap, let destination else {
            cadenceTimer.cancel()
            pendingGap = nil
            collectionView.hideDropGap(animated: true)
            return
        }
        guard destination != collectionView.dropGapPath, destination != pendingGap else { return }
        let delay = collectionView.reorderingCadence.delay
        if delay == 0 || collectionView.dropGapPath == nil {
            openGap(at: destination, in: collectionView)
        } else {
            pendingGap = destination
            cadenceTimer.start(after: delay) { [weak self, weak collectionView] in
                guard let self, let collectionView, self.target === collectionView, let gap = self.pendingGap else { return }
                self.openGap(at: gap, in: collectionView)
            }
        }
    }

    private func openGap(at destination: IndexPath, in collectionView: UICollectionView) {
        pendingGap = nil
        cadenceTimer.cancel()
        collectionView.showDropGap(at: destination, movedItem: movedItem(into: collectionView))
    }

    /// The dragged item shown moved in a reorder: the single item of a move within its own
    /// collection view.
    private func movedItem(into collectionView: UICollectionView) -> IndexPath? {
        guard collectionView === source, proposal.operation == .move, session.sourceIndexPaths.count == 1 else { return nil }
        return session.sourceIndexPaths[0]
    }

    // MARK: Ending

    /// The touch lifted (`dropping`) or the drag was cancelled: the target performs the drop
    /// when its proposal is a copy or a move; else the preview goes back to the item.
    func end(dropping: Bool) {
        cadenceTimer.cancel()
        autoscroller.stop()
        let target = self.target
        var coordinator: DropCoordinator?
        if dropping, let target, let delegate = target.dropDelegate, proposal.operation == .copy || proposal.operation == .move {
            target.hideDropGap(animated: false)
            let items = zip(session.items, session.sourceIndexPaths).map { item, path in
                DropItem(dragItem: item, sourceIndexPath: target === source ? path : nil, previewSize: preview.bounds.size)
            }
            let made = DropCoordinator(collectionView: target, items: items, destinationIndexPath: destination,
                                       proposal: proposal, session: session)
            delegate.collectionView(target, performDropWith: made)
            coordinator = made
        } else if let target {
            target.hideDropGap(animated: true)
            target.dropDelegate?.collectionView(target, dropSessionDidExit: session)
        }
        ActiveDrag.current = nil
        liftedCell?.setDragState(.none)
        for collectionView in entered { collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session) }
        source.dragDelegate?.collectionView(source, dragSessionDidEnd: session)
        if let coordinator, let target {
            animateDrop(into: target, with: coordinator)
        } else {
            animateCancel()
        }
    }

    /// The preview flies to where the first item went and fades; the items' animations and
    /// completions run with it.
    private func animateDrop(into collectionView: UICollectionView, with coordinator: DropCoordinator) {
        let placements = session.items.compactMap { coordinator.placement(of: $0) }
        let preview = self.preview
        let landing = placements.first.flatMap { frame(of: $0, in: collectionView) }
        UIView.animate(withDuration: ActiveDrag.animationDuration) {
            if let landing, let window = preview.superview {
                let frame = window.convert(landing, from: collectionView)
                preview.transform = CGAffineTransform(scaleX: frame.width / max(1, preview.bounds.width),
                                                      y: frame.height / max(1, preview.bounds.height))
                preview.center = CGPoint(x: frame.midX, y: frame.midY)
                preview.alpha = 1
            } else {
                preview.alpha = 0
            }
            for placement in placements { for animation in placement.animation.animations { animation() } }
        } completion: { _ in
            preview.removeFromSuperview()
            for placement in placements { for completion in placement.animation.completions { completion(.end) } }
        }
    }

    private func frame(of placement: DropPlacement, in collectionView: UICollectionView) -> CGRect? {
        switch placement {
        case .item(let path, _):
            return collectionView.layoutAttributesForItem(at: path)?.frame
        case .into(let path, let rect, _):
            guard let frame = collectionView.layoutAttributesForItem(at: path)?.frame else { return nil }
            return rect.offsetBy(dx: frame.minX, dy: frame.minY)
        case .placeholder(let context):
            return collectionView.displayedPath(of: context).flatMap { collectionView.layoutAttributesForItem(at: $0)?.frame }
        }
    }

    /// The preview goes back to the dragged item and disappears.
    private func animateCancel() {
        let preview = self.preview
        let home = session.sourceIndexPaths.first.flatMap { source.layoutAttributesForItem(at: $0)?.frame }
        UIView.animate(withDuration: ActiveDrag.animationDuration) {
            if let home, let window = preview.superview {
                let frame = window.convert(home, from: self.source)
                preview.transform = .identity
                preview.center = CGPoint(x: frame.midX, y: frame.midY)
            }
            preview.alpha = home == nil ? 0 : 1
        } completion: { _ in
            preview.removeFromSuperview()
        }
    }
}

extension UICollectionView {
    /// Where the gap (or the moved dragged item) is shown, if open.
    var dropGapPath: IndexPath? {
        guard let overlay = dragDrop.overlay else { return nil }
        if let moved = overlay.movedItem { return overlay.displayedPath(of: .data(moved)) }
        return overlay.displayedPath(of: .gap)
    }
}
