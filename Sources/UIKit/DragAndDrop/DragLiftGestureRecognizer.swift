import Foundation

extension DragDropHost {
    /// Adds the long press that lifts items (once: the work of a `dragDelegate` setter).
    func installLiftGesture() {
        guard !(gestureRecognizers ?? []).contains(where: { $0 is DragLiftGestureRecognizer }) else { return }
        addGestureRecognizer(DragLiftGestureRecognizer())
    }

    /// Whether a long press at `point` (in the view's coordinates) may lift an item.
    func canBeginDrag(at point: CGPoint) -> Bool {
        liftsItems && ActiveDrag.current == nil && draggableItem(at: point) != nil
    }
}

/// The long press that lifts a collection or table view's items into a drag: it begins only on
/// an item while the view has a drag delegate and drag interaction is enabled.
final class DragLiftGestureRecognizer: UILongPressGestureRecognizer {
    override init(target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
        super.init(target: target, action: action)
        addTarget(nil) { recognizer in
            guard let host = recognizer.view as? DragDropHost else { return }
            let location = recognizer.location(in: nil)
            switch recognizer.state {
            case .began: ActiveDrag.begin(in: host, windowLocation: location)
            case .changed: ActiveDrag.current?.move(to: location)
            case .ended: ActiveDrag.current?.end(dropping: true)
            default: ActiveDrag.current?.end(dropping: false)
            }
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let host = view as? DragDropHost, let touch = touches.first else { return }
        if !host.canBeginDrag(at: touch.location(in: host)) { state = .failed }
    }

    /// Once the drag began, other fingers are not the drag's: their taps add items to it.
    override func receives(_ touch: UITouch) -> Bool {
        state == .possible && super.receives(touch)
    }
}

/// The context menu interaction a collection or table view adds for itself. When the view drags
/// its items, a finger that moves more than 10 points while the menu shows takes the menu away
/// and drags the pressed item instead, as iOS does.
class DragHandoffContextMenuInteraction: UIContextMenuInteraction, BuiltInInteraction {
    static let dragHandoffDistance: CGFloat = 10
    private var handedToDrag = false

    override func pressMoved(to windowLocation: CGPoint, from start: CGPoint) {
        if handedToDrag { return ActiveDrag.current?.move(to: windowLocation) ?? () }
        guard let host = view as? DragDropHost, let window = host.window,
              host.canBeginDrag(at: host.convert(start, from: window)) else {
            return super.pressMoved(to: windowLocation, from: start)
        }
        guard hypot(windowLocation.x - start.x, windowLocation.y - start.y) > Self.dragHandoffDistance else { return }
        dismissMenu()
        handedToDrag = true
        ActiveDrag.begin(in: host, windowLocation: start)
        ActiveDrag.current?.move(to: windowLocation)
    }

    override func pressEnded(cancelled: Bool) {
        guard handedToDrag else { return super.pressEnded(cancelled: cancelled) }
        handedToDrag = false
        ActiveDrag.current?.end(dropping: !cancelled)
    }
}
