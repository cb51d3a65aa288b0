import Foundation

/// The touch the collection view follows for highlighting and selection.
struct TrackedCollectionTouch {
    let touch: UITouch
    /// The touch stopped a moving scroll view: it selects nothing.
    let stoppedScrolling: Bool
    /// The touch came while this collection view's item is dragged: a tap adds to the drag.
    var addsToDrag = false
}

/// Selection by touch, with UIKit's timing: an item highlights when the touch reaches the
/// collection view (after the scroll view's short content-touch delay), is selected when the
/// touch lifts on it, and a scroll that begins cancels the touch (no selection). List rows'
/// swipe actions are driven by the collection view's own pan.
extension UICollectionView {
    /// Whether the collection view handles the touch (else it goes up the responder chain).
    func trackTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        if trackedTouch != nil { return true }
        guard let touch = touches.first else { return false }
        if ActiveDrag.current?.source === self {
            trackedTouch = TrackedCollectionTouch(touch: touch, stoppedScrolling: false, addsToDrag: true)
            return true
        }
        let stopped = stoppedScrolling(for: touch)
        let point = touch.location(in: self)
        guard stopped || rowSwipe != nil || indexPathForItem(at: point) != nil else { return false }
        trackedTouch = TrackedCollectionTouch(touch: touch, stoppedScrolling: stopped)
        if !stopped { touchesBegan(at: point) }
        return true
    }

    func isTracking(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedTouch else { return false }
        return touches.contains(tracked.touch)
    }

    func trackTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return trackedTouch != nil }
        trackedTouch = nil
        guard !tracked.stoppedScrolling else { return true }
        let point = tracked.touch.location(in: self)
        if tracked.addsToDrag { return ActiveDrag.addItems(at: point, in: self) || true }
        if handleSwipeTap(at: point) || handleAccessoryTap(at: point) {
            touchesCancelled()
        } else {
            touchesEnded(at: point)
        }
        return true
    }

    func trackTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return trackedTouch != nil }
        trackedTouch = nil
        touchesCancelled()
        return true
    }

    /// Whether the touch stopped this scroll view, or one inside it under the touch, from moving.
    private func stoppedScrolling(for touch: UITouch) -> Bool {
        var node: UIView? = touch.view
        while let view = node {
            if let scrollView = view as? UIScrollView, scrollView.scrollPan.stoppedScrolling { return true }
            if view === self { break }
            node = view.superview
        }
        return false
    }

    // MARK: Reordering

    /// Whether the standard reordering gesture may begin: on an item the data source can move.
    func canBeginStandardMovement(_ recognizer: UIGestureRecognizer) -> Bool {
        guard !dragTakesLongPress else { return false }
        guard let path = indexPathForItem(at: recognizer.location(in: self)) else { return false }
        return dataSource?.collectionView(self, canMoveItemAt: path) ?? false
    }
}

/// The long press `UICollectionViewController.installsStandardGestureForInteractiveMovement`
/// installs: it picks the item up, moves it with the finger and drops it (or cancels).
final class InteractiveMovementGestureRecognizer: UILongPressGestureRecognizer {
    override init(target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
        super.init(target: target, action: action)
        addTarget(nil) { recognizer in
            guard let collectionView = recognizer.view as? UICollectionView else { return }
            switch recognizer.state {
            case .began:
                if let path = collectionView.indexPathForItem(at: recognizer.location(in: collectionView)) {
                    collectionView.beginInteractiveMovementForItem(at: path)
                }
            case .changed: collectionView.updateInteractiveMovementTargetPosition(recognizer.location(in: collectionView))
            case .ended: collectionView.endInteractiveMovement()
            default: collectionView.cancelInteractiveMovement()
            }
        }
    }
}
