import Foundation

/// A window's arbitration of gesture recognizers (UIKit's gesture environment): which
/// recognizers receive a touch, what a recognition does to the others (prevention, failure
/// requirements, simultaneity) and to the views' touches (`cancelsTouchesInView`,
/// `delaysTouchesBegan`, `delaysTouchesEnded`).
@MainActor
final class GestureArena {
    unowned let window: UIWindow
    /// The recognizers taking part in the current gesture, in the order they joined: a touch's
    /// recognizers from its view outward.
    private(set) var recognizers: [UIGestureRecognizer] = []
    /// The touch event being (or last) delivered: held touches and cancellations use it.
    var event: UIEvent?
    /// Touches whose began or ended delivery to the view is held by a recognizer.
    private var held: [UITouch] = []
    var heldTouches: [UITouch] { held }
    private var isDelivering = false

    init(window: UIWindow) {
        self.window = window
    }

    // MARK: Joining

    /// The recognizers of `touch`'s view and its ancestors that receive it, joined to the arena.
    func collect(_ touch: UITouch, in event: UIEvent) {
        var node = touch.view
        var joined: [UIGestureRecognizer] = []
        while let view = node {
            for recognizer in view.gestureRecognizerList where recognizer.isEnabled {
                guard recognizer.storedState == .possible || recognizer.storedState == .began || recognizer.storedState == .changed,
                      recognizer.shouldReceive(event),
                      recognizer.receives(touch) else { continue }
                recognizer.trackedTouches.append(touch)
                recognizer.arena = self
                joined.append(recognizer)
                if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
            }
            node = view.superview
        }
        touch.recognizerList = joined
    }

    // MARK: Delivery

    /// Delivers `touches` (the window's, of one event) to their recognizers, then to their views.
    func deliver(_ touches: [UITouch], with event: UIEvent) {
        self.event = event
        isDelivering = true
        for touch in touches where touch.phase == .began && touch.recognizerList == nil { collect(touch, in: event) }
        for recognizer in recognizers {
            guard recognizer.isEnabled, recognizer.storedState.isActive else { continue }
            let mine = touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
            if !mine.isEmpty {
                recognizer.modifierFlags = event.modifierFlags
                recognizer.buttonMask = event.buttonMask
            }
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let set = Set(mine.filter { $0.phase == phase })
                guard !set.isEmpty, recognizer.storedState.isActive else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
            }
            if !mine.isEmpty, !recognizer.trackedTouches.isEmpty { recognizer.lastLocation = recognizer.centroid(recognizer.trackedTouches) }
        }
        var toViews: [UITouch] = []
        for touch in touches where touch.deliversToView && touch.view != nil && !touch.isCancelledInView {
            switch touch.phase {
            case .began:
                if blocksBegan(touch) {
                    hold(touch)
                } else if touch.isLetInByScrollView(with: event) {
                    touch.beganDelivered = true
                    toViews.append(touch)
                } else {
                    touch.isCancelledInView = true
                }
            case .moved:
                if touch.beganDelivered { toViews.append(touch) }
            case .ended:
                if !touch.beganDelivered || blocksEnded(touch) { hold(touch) } else { toViews.append(touch) }
            case .cancelled:
                if touch.beganDelivered { toViews.append(touch) }
            default: break
            }
        }
        window.sendToViews(toViews, with: event)
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            for recognizer in touch.recognizerList ?? [] { recognizer.trackedTouches.removeAll { $0 === touch } }
        }
        isDelivering = false
        settle(allTouchesLifted: !event.touchList.contains { $0.window === window && $0.phase != .ended && $0.phase != .cancelled })
    }

    /// Whether a recognizer of the touch that delays touches began is still undecided.
    private func blocksBegan(_ touch: UITouch) -> Bool {
        (touch.recognizerList ?? []).contains { $0.delaysTouchesBegan && $0.storedState == .possible && $0.arena === self }
    }

    /// Whether a recognizer of the touch that delays touches ended is still undecided.
    private func blocksEnded(_ touch: UITouch) -> Bool {
        (touch.recognizerList ?? []).contains { $0.delaysTouchesEnded && $0.storedState == .possible && $0.arena === self }
    }

    private func hold(_ touch: UITouch) {
        if !held.contains(where: { $0 === touch }) { held.append(touch) }
    }

    /// Delivers the held touches that nothing holds any more: a held began (then the end, if
    /// the touch ended meanwhile) or a held end.
    private func releaseHeldTouches() {
        guard let event else { return }
        for touch in held {
            guard !touch.isCancelledInView, let view = touch.view else {
                held.removeAll { $0 === touch }
                continue
            }
            if !touch.beganDelivered {
                guard !blocksBegan(touch) else { continue }
                guard touch.isLetInByScrollView(with: event) else {
                    touch.isCancelledInView = true
                    held.removeAll { $0 === touch }
                    continue
                }
                touch.beganDelivered = true
                view.touchesBegan([touch], with: event)
                if touch.phase == .cancelled {
                    view.touchesCancelled([touch], with: event)
                    held.removeAll { $0 === touch }
                    continue
                }
            }
            guard touch.phase == .ended || touch.phase == .cancelled else {
                held.removeAll { $0 === touch }
                continue
            }
            guard !blocksEnded(touch) else { continue }
            held.removeAll { $0 === touch }
            if touch.phase == .ended { view.touchesEnded([touch], with: event) } else { view.touchesCancelled([touch], with: event) }
        }
    }

    /// After a delivery or a timer: held touches go out, finished recognizers reset, and when
    /// every finger lifted, recognizers still possible (and not waiting on the clock) fail.
    func settle(allTouchesLifted: Bool) {
        guard !isDelivering else { return }
        if allTouchesLifted {
            for recognizer in recognizers where recognizer.storedState == .possible && recognizer.pendingState == nil
                && !recognizer.isWaitingForTime && recognizer.trackedTouches.isEmpty {
                transition(recognizer, to: .failed)
            }
        }
        releaseHeldTouches()
        let liveTouches = event?.touchList.contains { $0.window === window && $0.phase != .ended && $0.phase != .cancelled } ?? false
        for recognizer in recognizers where recognizer.storedState.isFinished && recognizer.trackedTouches.isEmpty {
            // A recognizer others wait on stays until they are decided.
            guard !recognizers.contains(where: { $0.pendingState != nil && requires($0, recognizer) }) else { continue }
            reset(recognizer)
        }
        if !liveTouches && recognizers.isEmpty { held.removeAll() }
    }

    private func reset(_ recognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === recognizer }
        recognizer.storedState = .possible
        recognizer.pendingState = nil
        recognizer.hasRecognized = false
        recognizer.trackedTouches = []
        recognizer.ignoredTouches = []
        recognizer.arena = nil
        recognizer.reset()
    }
}

extension UIGestureRecognizer.State {
    /// Whether a recognizer in this state still receives touches.
    var isActive: Bool { self == .possible || self == .began || self == .changed }
    /// Whether the gesture is over (the recognizer waits for its reset).
    var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
}
