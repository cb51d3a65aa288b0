import Foundation

/// A continuous recognizer of two fingers moving apart or together, as UIKit's
/// `UIPinchGestureRecognizer`: it begins when their distance changed by 8 points, `scale` is
/// their distance over the distance when they went down, and it ends when a finger lifts.
@preconcurrency @MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// How much the fingers' distance changes before the pinch begins, in points.
    static let hysteresis: CGFloat = 8

    /// The scale: the fingers' distance over their distance at the start (settable, as in
    /// UIKit, to measure from a new start).
    open var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            baseScale = newValue
            if let span = currentSpan { startSpan = span }
        }
    }
    /// The scale's rate of change, per second.
    open private(set) var velocity: CGFloat = 0

    private var storedScale: CGFloat = 1
    private var startSpan: CGFloat?
    private var baseScale: CGFloat = 1
    private var lastSample: (time: TimeInterval, scale: CGFloat)?

    private var currentSpan: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return hypot(a.x - b.x, a.y - b.y)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if trackedTouches.count > 2 { return state = .failed }
        if let span = currentSpan { startSpan = span; lastSample = (event.timestamp, 1) }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard let startSpan, startSpan > 0, let span = currentSpan else { return }
        let newScale = baseScale * span / startSpan
        if state == .possible, abs(span - startSpan) < Self.hysteresis {
            lastSample = (event.timestamp, newScale)
            return
        }
        if let lastSample, event.timestamp - lastSample.time > 0 {
            velocity = (newScale - lastSample.scale) / CGFloat(event.timestamp - lastSample.time)
        }
        lastSample = (event.timestamp, newScale)
        storedScale = newScale
        switch state {
        case .possible: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .began, .changed: state = .ended
        case .possible where trackedTouches.count == touches.count: state = .failed
        default: startSpan = nil
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        startSpan = nil
        storedScale = 1
        baseScale = 1
        velocity = 0
        lastSample = nil
    }
}
