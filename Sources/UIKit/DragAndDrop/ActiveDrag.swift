import Foundation

/// The drag in progress (one at a time, as one pointer drives it): the session, the preview
/// that follows the touch above everything in the window, and the collection or table view
/// under the touch that would take the drop.
@MainActor
final class ActiveDrag {
    static private(set) var current: ActiveDrag?

    /// The scale and alpha of a lifted preview (iOS lifts the item slightly towards the finger).
    static let liftScale: CGFloat = 1.05
    static let liftAlpha: CGFloat = 0.9
    /// How long the lift, the drop and the cancel animations take.
    static let animationDuration: TimeInterval = 0.25

    let source: DragDropHost
    let session: LocalDragSession
    let preview: UIView
    /// The preview's center minus the touch, kept as the touch moves.
    private let grabOffset: CGPoint
    private(set) weak var target: DragDropHost?
    /// The cell the drag lifted: told `.none` when the drag ends.
    private weak var liftedCell: UIView?
    /// Views that declined the session (`canHandle`) since the touch entered them.
    private var declined: Set<ObjectIdentifier> = []
    private var proposal = UIDropProposal(operation: .cancel)
    private var destination: IndexPath?
    /// Views the session entered, told when it ends.
    private var entered: [DragDropHost] = []
    private let cadenceTimer = GestureTimer()
    private var pendingGap: IndexPath?
    /// Scrolls the view under the touch while it is near its edges.
    private lazy var autoscroller = EdgeAutoscroller { [weak self] in
        guard let self, let target = self.target else { return }
        self.update(target)
    }

    private init(source: DragDropHost, session: LocalDragSession, preview: UIView, grabOffset: CGPoint) {
        self.source = source
        self.session = session
        self.preview = preview
        self.grabOffset = grabOffset
    }

    // MARK: Beginning

    /// Lifts the item under the touch when the drag delegate gives items for it.
    static func begin(in host: DragDropHost, windowLocation: CGPoint) {
        guard current == nil, host.liftsItems, let window = host.window else { return }
        let point = host.convert(windowLocation, from: window)
        guard let (path, cell) = host.draggableItem(at: point) else { return }
        let session = LocalDragSession(items: [], sourceIndexPaths: [], windowLocation: windowLocation, window: window)
        let items = host.itemsForBeginning(session, at: path)
        guard !items.isEmpty else { return }
        host.setDragState(.lifting, of: cell)
        session.add(items, from: path)
        session.allowsMoveOperation = host.dragSessionAllowsMoveOperation(session)
        session.isRestrictedToDraggingApplication = host.dragSessionIsRestrictedToDraggingApplication(session)
        let frame = window.convert(cell.bounds, from: cell)
        let preview = makePreview(for: items[0], of: cell, at: path, in: host)
        preview.isUserInteractionEnabled = false
        preview.bounds = CGRect(origin: .zero, size: frame.size)
        preview.center = CGPoint(x: frame.midX, y: frame.midY)
        window.addSubview(preview)
        let drag = ActiveDrag(source: host, session: session, preview: preview,
                              grabOffset: CGPoint(x: frame.midX - windowLocation.x, y: frame.midY - windowLocation.y))
        current = drag
        drag.liftedCell = cell
        host.dragSessionWillBegin(session)
        host.setDragState(.dragging, of: cell)
        UIView.animate(withDuration: animationDuration) {
            preview.transform = CGAffineTransform(scaleX: liftScale, y: liftScale)
            preview.alpha = liftAlpha
        }
        drag.move(to: windowLocation)
    }

    /// The item's own preview, else a snapshot of the cell, as UIKit lifts one; without the
    /// rendering module (no snapshots), a copy of the cell: the data source configures a second
    /// cell for the item. Either is drawn over the drag preview parameters' background color.
    private static func makePreview(for item: UIDragItem, of cell: UIView, at path: IndexPath, in host: DragDropHost) -> UIView {
        if let preview = item.previewProvider?() {
            if let color = preview.parameters.backgroundColor { preview.view.backgroundColor = color }
            return preview.view
        }
        let parameters = host.dragPreviewParameters(forItemAt: path)
        if let snapshot = cell.snapshotView(afterScreenUpdates: false) {
            snapshot.backgroundColor = parameters?.backgroundColor
            return snapshot
        }
        let copy = host.cellCopy(forItemAt: path) ?? UIView()
        copy.transform = .identity
        copy.isHidden = false
        copy.alpha = 1
        if let color = parameters?.backgroundColor { copy.backgroundColor = color }
        copy.bounds = cell.bounds
        copy.layoutIfNeeded()
        return copy
    }

    // MARK: Moving

    /// The touch moved to `windowLocation`: the preview follows; the view under the touch is
    /// entered, updated or exited.
    func move(to windowLocation: CGPoint) {
        session.windowLocation = windowLocation
        preview.center = CGPoint(x: windowLocation.x + grabOffset.x, y: windowLocation.y + grabOffset.y)
        let under = dropTarget(at: windowLocation)
        if under !== target {
            if let target { exit(target) }
            target = under
            if let under {
                if !entered.contains(where: { $0 === under }) { entered.append(under) }
                under.dropSessionDidEnter(session)
            }
        }
        if let target { update(target) }
        autoscroller.update(target ?? innermostHost(at: windowLocation), at: windowLocation)
    }

    /// The innermost collection or table view under the touch (one the drop would not go into
    /// still scrolls).
    private func innermostHost(at windowLocation: CGPoint) -> DragDropHost? {
        var node = session.window?.hitTest(windowLocation, with: nil)
        while let view = node, !(view is DragDropHost) { node = view.superview }
        return node as? DragDropHost
    }

    /// The view under the touch that takes drops and handles the session.
    private func dropTarget(at windowLocation: CGPoint) -> DragDropHost? {
        guard let window = session.window else { return nil }
        var node = window.hitTest(windowLocation, with: nil)
        while let view = node {
            if let host = view as? DragDropHost, host.takesDrops {
                let key = ObjectIdentifier(host)
                if host === target { return host }
                if declined.contains(key) { return nil }
                if host.canHandle(session) { return host }
                declined.insert(key)
                return nil
            }
            node = view.superview
        }
        declined.removeAll()
        return nil
    }

    private func exit(_ host: DragDropHost) {
        cadenceTimer.cancel()
        pendingGap = nil
        host.hideDropGap(animated: true)
        host.dropSessionDidExit(session)
        destination = nil
        proposal = UIDropProposal(operation: .cancel)
    }

    private func update(_ host: DragDropHost) {
        let point = session.location(in: host)
        destination = host.dropDestinationIndexPath(at: point)
        proposal = host.dropProposal(for: session, at: destination)
        let opensGap = proposal.operation == .move || proposal.operation == .copy
        guard opensGap, let gap = host.gapDestination(for: proposal, at: destination, point: point) else {
            cadenceTimer.cancel()
            pendingGap = nil
            host.hideDropGap(animated: true)
            return
        }
        guard gap != host.dropGapPath, gap != pendingGap else { return }
        let delay = host.dropGapDelay
        if delay == 0 || host.dropGapPath == nil {
            openGap(at: gap, in: host)
        } else {
            pendingGap = gap
            cadenceTimer.start(after: delay) { [weak self, weak host] in
                guard let self, let host, self.target === host, let gap = self.pendingGap else { return }
                self.openGap(at: gap, in: host)
            }
        }
    }

    private func openGap(at destination: IndexPath, in host: DragDropHost) {
        pendingGap = nil
        cadenceTimer.cancel()
        host.showDropGap(at: destination, movedItem: movedItem(into: host), previewSize: preview.bounds.size)
    }

    /// The dragged item shown moved in a reorder: the single item of a move within its own view.
    private func movedItem(into host: DragDropHost) -> IndexPath? {
        guard host === source, proposal.operation == .move, session.sourceIndexPaths.count == 1 else { return nil }
        return session.sourceIndexPaths[0]
    }

    // MARK: Ending

    /// The touch lifted (`dropping`) or the drag was cancelled: the target performs the drop
    /// when its proposal is a copy or a move; else the preview goes back to the item.
    func end(dropping: Bool) {
        cadenceTimer.cancel()
        autoscroller.stop()
        let target = self.target
        var placements: [ObjectIdentifier: DropPlacement]?
        if dropping, let target, proposal.operation == .copy || proposal.operation == .move {
            target.hideDropGap(animated: false)
            placements = target.performDrop(of: session, from: source, at: destination, proposal: proposal,
                                            previewSize: preview.bounds.size)
        } else if let target {
            target.hideDropGap(animated: true)
            target.dropSessionDidExit(session)
        }
        ActiveDrag.current = nil
        if let liftedCell { source.setDragState(.none, of: liftedCell) }
        for host in entered { host.dropSessionDidEnd(session) }
        source.dragSessionDidEnd(session)
        if let placements, let target {
            animateDrop(into: target, placements: session.items.compactMap { placements[ObjectIdentifier($0)] })
        } else {
            animateCancel()
        }
    }

    /// The preview flies to where the first item went and fades; the items' animations and
    /// completions run with it.
    private func animateDrop(into host: DragDropHost, placements: [DropPlacement]) {
        let preview = self.preview
        let landing = placements.first.flatMap(host.landingFrame(of:))
        UIView.animate(withDuration: ActiveDrag.animationDuration) {
            if let landing, let window = preview.superview {
                let frame = window.convert(landing, from: host)
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

    /// The preview goes back to the dragged item and disappears.
    private func animateCancel() {
        let preview = self.preview
        let source = self.source
        let home = session.sourceIndexPaths.first.flatMap(source.frameOfItem(at:))
        UIView.animate(withDuration: ActiveDrag.animationDuration) {
            if let home, let window = preview.superview {
                let frame = window.convert(home, from: source)
                preview.transform = .identity
                preview.center = CGPoint(x: frame.midX, y: frame.midY)
            }
            preview.alpha = home == nil ? 0 : 1
        } completion: { _ in
            preview.removeFromSuperview()
        }
    }
}
