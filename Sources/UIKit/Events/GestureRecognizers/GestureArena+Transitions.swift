import Foundation

/// State changes and what they do: a recognizer leaving the possible state asks its delegate
/// and view, waits for the recognizers it requires to fail, is kept from recognizing by one
/// that already did, and when it recognizes it fails or cancels the others it can prevent
/// (unless they recognize simultaneously), fails those that require it to fail, calls its
/// actions and cancels its touches in the views.
extension GestureArena {
    /// A state set by a recognizer (or by code holding it).
    static func request(_ state: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        if let arena = recognizer.arena {
            arena.transition(recognizer, to: state)
            arena.settle(allTouchesLifted: false)
        } else {
            // Not taking part in a gesture (set by hand): the state changes and the actions run.
            recognizer.storedState = state
            if state != .failed && state != .possible { recognizer.sendActions() }
        }
    }

    func transition(_ recognizer: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        let old = recognizer.storedState
        if recognizer.pendingState != nil {
            switch new {
            case .failed, .cancelled, .possible:
                recognizer.pendingState = nil
                fail(recognizer)
            default:
                if new == .ended || recognizer.pendingState == nil { recognizer.pendingState = new }
            }
            return
        }
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            begin(recognizer, to: new)
        case (.possible, .failed), (.possible, .cancelled), (.possible, .changed):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            recognizer.storedState = new
            recognizer.sendActions()
        case (.began, .failed), (.changed, .failed):
            recognizer.storedState = .cancelled
            recognizer.sendActions()
        case (.began, .began):
            recognizer.storedState = .changed
            recognizer.sendActions()
        default:
            break
        }
    }

    /// The recognizer wants to leave the possible state for `new` (began, or ended for a
    /// discrete gesture). Its delegate, its view and, as in UIKit, the views its touches landed
    /// on may refuse (`gestureRecognizerShouldBegin(_:)`: a control keeps its tap from a
    /// superview's tap recognizer).
    private func begin(_ recognizer: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        let view = recognizer.view
        guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true,
              view?.gestureRecognizerShouldBegin(recognizer) ?? true,
              touchedViewsAllowBeginning(recognizer) else {
            fail(recognizer)
            return
        }
        for other in recognizers where other !== recognizer && other.hasRecognized && other.storedState != .failed
            && !recognizesSimultaneously(recognizer, other)
            && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other) {
            guard other.storedState == .began || other.storedState == .changed || other.storedState == .ended else { continue }
            fail(recognizer)
            return
        }
        if waitsForFailure(recognizer) {
            recognizer.pendingState = new
            return
        }
        commit(recognizer, to: new)
    }

    /// The recognizer recognizes.
    private func commit(_ recognizer: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        recognizer.storedState = new
        recognizer.hasRecognized = true
        for other in recognizers where other !== recognizer && other.storedState.isActive {
            if requires(other, recognizer) {
                other.pendingState = nil
                fail(other)
                continue
            }
            guard !recognizesSimultaneously(recognizer, other),
                  recognizer.canPrevent(other), other.canBePrevented(by: recognizer) else { continue }
            if other.storedState == .possible {
                other.pendingState = nil
                fail(other)
            } else {
                other.storedState = .cancelled
                other.sendActions()
            }
        }
        recognizer.sendActions()
        if recognizer.cancelsTouchesInView { cancelTouchesInViews(of: recognizer) }
    }

    /// The recognizer fails: those waiting on it may now recognize, and held touches may go.
    private func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.storedState = .failed
        for other in recognizers where other.pendingState != nil && requires(other, recognizer) {
            guard !waitsForFailure(other), let pending = other.pendingState else { continue }
            other.pendingState = nil
            begin(other, to: pending == .ended ? .ended : .began)
        }
    }

    /// Sends `touchesCancelled` to the views of the recognizer's touches that reached them,
    /// and keeps the touches from them from now on.
    private func cancelTouchesInViews(of recognizer: UIGestureRecognizer) {
        guard let event else { return }
        var touches: [UITouch] = []
        for touch in heldTouches + recognizer.trackedTouches + event.touchList
        where (touch.recognizerList ?? []).contains(where: { $0 === recognizer }) && !touches.contains(where: { $0 === touch }) {
            touches.append(touch)
        }
        for touch in touches where !touch.isCancelledInView {
            touch.isCancelledInView = true
            guard touch.beganDelivered, !touch.endDelivered, let view = touch.view else { continue }
            touch.endDelivered = true
            view.touchesCancelled([touch], with: event)
        }
    }

    /// Whether `recognizer` must wait for `other` to fail.
    func requires(_ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        recognizer.failureRequirements.contains { $0.recognizer === other }
            || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    /// Whether a recognizer `recognizer` requires to fail is still undecided.
    private func waitsForFailure(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizers.contains { other in
            other !== recognizer && other.storedState == .possible && requires(recognizer, other)
        }
    }

    /// Whether either delegate lets the two recognize at the same time.
    func recognizesSimultaneously(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }

    /// Whether every view the recognizer's touches landed on, other than its own view, lets it
    /// begin.
    private func touchedViewsAllowBeginning(_ recognizer: UIGestureRecognizer) -> Bool {
        var asked: [ObjectIdentifier] = []
        for touch in recognizer.trackedTouches {
            guard let touched = touch.view, touched !== recognizer.view, !asked.contains(ObjectIdentifier(touched)) else { continue }
            asked.append(ObjectIdentifier(touched))
            if !touched.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }
}
