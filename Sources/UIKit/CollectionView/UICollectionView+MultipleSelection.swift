import Foundation

/// The multiple-selection interaction (iOS 13): two fingers panning over the items — or, with a
/// pointer, a drag with Shift held — put the collection view in editing mode and select every
/// item from the one the pan began on to the one under the fingers, in index-path order (a
/// pan that begins on a selected item deselects instead). Items the range leaves again go back
/// to how they were; held near an edge, the pan scrolls the collection view on (`EdgeAutoscroller`).
/// The delegate is asked first (`collectionView(_:shouldBeginMultipleSelectionInteractionAt:)`)
/// and told when it begins and ends. As in UIKit, a collection view that scrolls both ways does
/// not recognize it.
extension UICollectionView {
    /// The state of a multiple-selection pan in progress.
    struct MultipleSelectionPan {
        /// The item the pan began on.
        let anchor: IndexPath
        /// Whether the pan deselects (it began on a selected item) rather than selects.
        let deselects: Bool
        /// The items the pan changed so far.
        var changed: Set<IndexPath> = []
        /// Where the fingers are, in window coordinates, and the scrolling near the edges.
        var windowLocation: CGPoint = .zero
        var autoscroller: EdgeAutoscroller?
    }

    func installMultipleSelectionPan() {
        multipleSelectionPan.addTarget(nil) { [unowned self] recognizer in
            let location = recognizer.location(in: nil)
            switch recognizer.state {
            case .began: multipleSelectionBegan()
            case .changed: multipleSelectionMoved(to: location)
            case .ended, .cancelled: multipleSelectionEnded()
            default: break
            }
        }
        addGestureRecognizer(multipleSelectionPan)
        scrollPan.require(toFail: multipleSelectionPan)
    }

    /// Whether a multiple-selection pan whose fingers went down at `starts` (content
    /// coordinates, their centre first) may begin: the collection view scrolls one way only,
    /// allows multiple selection while editing, and the delegate agrees for the item there.
    func multipleSelectionShouldBegin(at starts: [CGPoint]) -> Bool {
        let scrollsSideways = contentSize.width > bounds.width, scrollsDown = contentSize.height > bounds.height
        guard !(scrollsSideways && scrollsDown), allowsMultipleSelectionDuringEditing,
              let path = starts.lazy.compactMap({ self.indexPathForItem(at: $0) }).first,
              collectionDelegate?.collectionView(self, shouldBeginMultipleSelectionInteractionAt: path)
                ?? allowsMultipleSelectionDuringEditing else { return false }
        multipleSelection = MultipleSelectionPan(anchor: path, deselects: selection.contains(path))
        return true
    }

    private func multipleSelectionBegan() {
        guard let anchor = multipleSelection?.anchor else { return }
        if !isEditing { isEditing = true }
        multipleSelection?.autoscroller = EdgeAutoscroller { [weak self] in
            guard let self, let location = self.multipleSelection?.windowLocation else { return }
            self.multipleSelectionMoved(to: location)
        }
        collectionDelegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: anchor)
        applyMultipleSelection(through: anchor)
    }

    /// The fingers are at `windowLocation`: the range reaches the item under them.
    private func multipleSelectionMoved(to windowLocation: CGPoint) {
        multipleSelection?.windowLocation = windowLocation
        multipleSelection?.autoscroller?.update(self, at: windowLocation)
        guard let window, let path = indexPathForItem(at: convert(windowLocation, from: window)) else { return }
        applyMultipleSelection(through: path)
    }

    private func multipleSelectionEnded() {
        guard let pan = multipleSelection else { return }
        pan.autoscroller?.stop()
        multipleSelection = nil
        collectionDelegate?.collectionViewDidEndMultipleSelectionInteraction(self)
    }

    /// Selects (or deselects) the items from the anchor through `end`, and puts back the ones
    /// the pan changed that are no longer in that range; the delegate is asked and told for each.
    private func applyMultipleSelection(through end: IndexPath) {
        guard var pan = multipleSelection else { return }
        let range = indexPaths(from: min(pan.anchor, end), through: max(pan.anchor, end))
        let inRange = Set(range)
        for path in pan.changed.sorted() where !inRange.contains(path) {
            if setSelectionByUser(pan.deselects, at: path) { pan.changed.remove(path) }
        }
        for path in range where selection.contains(path) == pan.deselects {
            if setSelectionByUser(!pan.deselects, at: path) { pan.changed.insert(path) }
        }
        multipleSelection = pan
    }

    /// Selects or deselects the item at `path` as a user's touch does: asking the delegate first
    /// and telling it after. True when it changed.
    func setSelectionByUser(_ selected: Bool, at path: IndexPath) -> Bool {
        guard selection.contains(path) != selected else { return false }
        let delegate = collectionDelegate
        if selected {
            guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return false }
            setSelected(true, at: path)
            delegate?.collectionView(self, didSelectItemAt: path)
        } else {
            guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return false }
            setSelected(false, at: path)
            delegate?.collectionView(self, didDeselectItemAt: path)
        }
        return true
    }

    /// The item index paths from `start` through `end`, in order, across sections.
    private func indexPaths(from start: IndexPath, through end: IndexPath) -> [IndexPath] {
        var paths: [IndexPath] = []
        for section in start.section...end.section {
            let first = section == start.section ? start.item : 0
            let last = section == end.section ? end.item : numberOfItems(inSection: section) - 1
            if first <= last { paths += (first...last).map { IndexPath(item: $0, section: section) } }
        }
        return paths
    }
}

/// The pan of the multiple-selection interaction: two fingers, or one pointer with Shift held
/// when it goes down; it begins past the pan's hysteresis where the collection view agrees.
final class MultipleSelectionPanGestureRecognizer: UIPanGestureRecognizer {
    override init(target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
        super.init(target: target, action: action)
        maximumNumberOfTouches = 2
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible, trackedTouches.count == 1, !event.modifierFlags.contains(.shift) { state = .failed }
    }

    override func shouldBegin(translation: CGPoint) -> Bool {
        guard let collectionView = view as? UICollectionView, let touch = trackedTouches.first else { return false }
        let start = trackedTouches.map { collectionView.convert($0.beganWindowLocation, from: touch.window) }
        let centre = CGPoint(x: start.map(\.x).reduce(0, +) / CGFloat(start.count),
                             y: start.map(\.y).reduce(0, +) / CGFloat(start.count))
        return collectionView.multipleSelectionShouldBegin(at: [centre] + start)
    }
}
