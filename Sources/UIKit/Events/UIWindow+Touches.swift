import Foundation

/// Touch delivery: hit testing when a touch begins, `isMultipleTouchEnabled` and
/// `isExclusiveTouch`, the gesture recognizers (`GestureArena`), then the views'
/// `touches…(_:with:)` methods, grouped by view and phase.
extension UIWindow {
    func deliverTouches(_ event: UIEvent) {
        for touch in event.touchList where touch.window == nil || touch.window === self {
            touch.window = self
            if touch.phase == .began, touch.view == nil { admit(touch, in: event) }
        }
        gestureArena.deliver(event.touchList.filter { $0.window === self }, with: event)
        event.removeFinishedTouches()
    }

    /// Finds a new touch's view by hit testing, and decides whether the view receives it: not
    /// when the view already has a touch and its `isMultipleTouchEnabled` is false, nor when an
    /// exclusive-touch view has one and this is another view, nor when this view is exclusive
    /// and other views have touches (UIKit's rules).
    func admit(_ touch: UITouch, in event: UIEvent) {
        touch.view = hitTest(touch.windowLocation, with: event)
        guard let view = touch.view else { return }
        let others = event.touchList.filter {
            $0 !== touch && $0.window === self && $0.deliversToView && $0.phase != .ended && $0.phase != .cancelled
                && !($0.phase == .began && event.touchList.firstIndex(of: $0)! > event.touchList.firstIndex(of: touch)!)
        }
        let onSameView = others.contains { $0.view === view }
        let onOtherViews = others.filter { $0.view !== view }
        if onSameView && !view.isMultipleTouchEnabled
            || onOtherViews.contains(where: { $0.view?.isExclusiveTouch == true })
            || view.isExclusiveTouch && !onOtherViews.isEmpty {
            touch.deliversToView = false
        }
    }

    /// Calls each view's `touchesBegan`/`Moved`/`Ended`/`Cancelled(_:with:)` once per phase with
    /// its touches of that phase (stationary touches are not delivered), in the order the
    /// touches joined the event.
    func sendToViews(_ touches: [UITouch], with event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var groups: [(UIView, Set<UITouch>)] = []
            for touch in touches where touch.phase == phase {
                guard let view = touch.view else { continue }
                if let index = groups.firstIndex(where: { $0.0 === view }) {
                    groups[index].1.insert(touch)
                } else {
                    groups.append((view, [touch]))
                }
            }
            for (view, set) in groups {
                if phase == .ended || phase == .cancelled { for touch in set { touch.endDelivered = true } }
                switch phase {
                case .began: view.touchesBegan(set, with: event)
                case .moved: view.touchesMoved(set, with: event)
                case .ended: view.touchesEnded(set, with: event)
                default: view.touchesCancelled(set, with: event)
                }
            }
        }
    }
}
