import Foundation

/// A continuous recognizer of two fingers moving apart or together, as UIKit's
/// `UIPinchGestureRecognizer`: it begins when their distance changed by 8 points, `scale` is
/// their distance over the distance when they went down, and it ends when a finger lifts.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much the fingers' distance changes before the pinch begins, in points.
    static let hysteresis: CGFloat = 8

    /// The scale: the fingers' distance over their distance at the start (settable, as in
    /// UIKit, to measure from a new start).
    open var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            gesture.rebase(to: newValue)
            if let span = currentSpan { startSpan = span }
        }
    }
    /// The scale's rate of change, per second.
    open var velocity: CGFloat { gesture.velocity }

    private var storedScale: CGFloat = 1
    private var startSpan: CGFloat?
    private var gesture = TwoFingerGesture(base: 1)

    private var currentSpan: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return hypot(a.x - b.x, a.y - b.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if trackedTouches.count > 2 { return state = .failed }
        if let span = currentSpan { startSpan = span; gesture.start(at: event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let startSpan, startSpan > 0, let span = currentSpan else { return }
        let newScale = gesture.base * span / startSpan
        if gesture.measure(newScale, distance: abs(span - startSpan), hysteresis: Self.hysteresis, at: event.timestamp, on: self) {
            storedScale = newScale
            TwoFingerGesture.advance(self)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if TwoFingerGesture.end(self, lifting: touches) { startSpan = nil }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        TwoFingerGesture.cancel(self)
    }

    open override func reset() {
        super.reset()
        startSpan = nil
        storedScale = 1
        gesture = TwoFingerGesture(base: 1)
    }
}
