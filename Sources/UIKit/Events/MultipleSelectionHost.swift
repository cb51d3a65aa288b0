import Foundation

/// The state of a multiple-selection pan in progress.
struct MultipleSelectionPan {
    /// The item (or row) the pan began on.
    let anchor: IndexPath
    /// Whether the pan deselects (it began on a selected item) rather than selects.
    let deselects: Bool
    /// The items the pan changed so far.
    var changed: Set<IndexPath> = []
    /// Where the fingers are, in window coordinates, and the scrolling near the edges.
    var windowLocation: CGPoint = .zero
    var autoscroller: EdgeAutoscroller?
}

/// A view with the multiple-selection interaction (iOS 13): a collection view or a table. Two
/// fingers panning over the items — or, with a pointer, a drag with Shift held — put the view in
/// editing mode and select every item from the one the pan began on to the one under the
/// fingers, in index-path order (a pan that begins on a selected item deselects instead). Items
/// the range leaves again go back to how they were; held near an edge, the pan scrolls the view
/// on (`EdgeAutoscroller`). The delegate is asked first and told when it begins and ends. As in
/// UIKit, a view that scrolls both ways does not recognize it.
@preconcurrency @MainActor
protocol MultipleSelectionHost: UIScrollView {
    var multipleSelection: MultipleSelectionPan? { get set }
    var multipleSelectionPan: MultipleSelectionPanGestureRecognizer { get }
    var allowsMultipleSelectionDuringEditing: Bool { get }
    var isEditing: Bool { get set }
    /// The item at `point` (the view's coordinates).
    func multipleSelectionItem(at point: CGPoint) -> IndexPath?
    func multipleSelectionNumberOfItems(inSection section: Int) -> Int
    func isItemSelected(_ path: IndexPath) -> Bool
    /// Whether the delegate lets a pan begin on the item (when absent:
    /// `allowsMultipleSelectionDuringEditing`).
    func delegateAllowsMultipleSelection(at path: IndexPath) -> Bool
    func multipleSelectionDidBegin(at path: IndexPath)
    func multipleSelectionDidEnd()
    /// Selects or deselects the item as a user's touch does, asking and telling the delegate;
    /// true when it changed.
    func setSelectionByUser(_ selected: Bool, at path: IndexPath) -> Bool
}

extension MultipleSelectionHost {
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
    /// coordinates, their centre first) may begin: the view scrolls one way only, allows
    /// multiple selection while editing, and the delegate agrees for the item there.
    func multipleSelectionShouldBegin(at starts: [CGPoint]) -> Bool {
        let scrollsSideways = contentSize.width > bounds.width, scrollsDown = contentSize.height > bounds.height
        guard !(scrollsSideways && scrollsDown), allowsMultipleSelectionDuringEditing,
              let path = starts.lazy.compactMap({ self.multipleSelectionItem(at: $0) }).first,
              delegateAllowsMultipleSelection(at: path) else { return false }
        multipleSelection = MultipleSelectionPan(anchor: path, deselects: isItemSelected(path))
        return true
    }

    private func multipleSelectionBegan() {
        guard let anchor = multipleSelection?.anchor else { return }
        if !isEditing { isEditing = true }
        multipleSelection?.autoscroller = EdgeAutoscroller { [weak self] in
            guard let self, let location = self.multipleSelection?.windowLocation else { return }
            self.multipleSelectionMoved(to: location)
        }
        multipleSelectionDidBegin(at: anchor)
        applyMultipleSelection(through: anchor)
    }

    /// The fingers are at `windowLocation`: the range reaches the item under them.
    private func multipleSelectionMoved(to windowLocation: CGPoint) {
        multipleSelection?.windowLocation = windowLocation
        multipleSelection?.autoscroller?.update(self, at: windowLocation)
        guard let window, let path = multipleSelectionItem(at: convert(windowLocation, from: window)) else { return }
        applyMultipleSelection(through: path)
    }

    private func multipleSelectionEnded() {
        guard let pan = multipleSelection else { return }
        pan.autoscroller?.stop()
        multipleSelection = nil
        multipleSelectionDidEnd()
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
        for path in range where isItemSelected(path) == pan.deselects {
            if setSelectionByUser(!pan.deselects, at: path) { pan.changed.insert(path) }
        }
        multipleSelection = pan
    }

    /// The index paths from `start` through `end`, in order, across sections.
    private func indexPaths(from start: IndexPath, through end: IndexPath) -> [IndexPath] {
        var paths: [IndexPath] = []
        for section in start.section...end.section {
            let first = section == start.section ? start.item : 0
            let last = section == end.section ? end.item : multipleSelectionNumberOfItems(inSection: section) - 1
            if first <= last { paths += (first...last).map { IndexPath(item: $0, section: section) } }
        }
        return paths
    }
}

/// The pan of the multiple-selection interaction: two fingers, or one pointer with Shift held
/// when it goes down; it begins past the pan's hysteresis where the view agrees.
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
        guard let host = view as? MultipleSelectionHost, let touch = trackedTouches.first else { return false }
        let start = trackedTouches.map { host.convert($0.beganWindowLocation, from: touch.window) }
        let centre = CGPoint(x: start.map(\.x).reduce(0, +) / CGFloat(start.count),
                             y: start.map(\.y).reduce(0, +) / CGFloat(start.count))
        return host.multipleSelectionShouldBegin(at: [centre] + start)
    }
}
