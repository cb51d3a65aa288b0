import Foundation

/// A continuous recognizer of two fingers turning, as UIKit's `UIRotationGestureRecognizer`:
/// it begins when the line between them turned by 0.07 radians (4°), `rotation` is the angle
/// since they went down (clockwise positive, as on screen), and it ends when a finger lifts.
@preconcurrency @MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// How far the fingers turn before the rotation begins, in radians.
    static let hysteresis: CGFloat = 0.07

    /// The rotation in radians since the fingers went down (settable, to measure from a new
    /// start).
    open var rotation: CGFloat {
        get { storedRotation }
        set {
            storedRotation = newValue
            baseRotation = newValue
            if let angle = currentAngle { startAngle = angle }
        }
    }
    /// The rotation's rate of change, in radians per second.
    open private(set) var velocity: CGFloat = 0

    private var storedRotation: CGFloat = 0
    private var baseRotation: CGFloat = 0
    private var startAngle: CGFloat?
    private var lastSample: (time: TimeInterval, rotation: CGFloat)?

    private var currentAngle: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if trackedTouches.count > 2 { return state = .failed }
        if let angle = currentAngle { startAngle = angle; lastSample = (event.timestamp, 0) }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        super.touchesMoved(touches, with: event)
        guard let startAngle, let angle = currentAngle else { return }
        var turn = angle - startAngle
        while turn > .pi { turn -= 2 * .pi }
        while turn < -.pi { turn += 2 * .pi }
        let newRotation = baseRotation + turn
        if state == .possible, abs(turn) < Self.hysteresis {
            lastSample = (event.timestamp, newRotation)
            return
        }
        if let lastSample, event.timestamp - lastSample.time > 0 {
            velocity = (newRotation - lastSample.rotation) / CGFloat(event.timestamp - lastSample.time)
        }
        lastSample = (event.timestamp, newRotation)
        storedRotation = newRotation
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
        default: startAngle = nil
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        super.touchesCancelled(touches, with: event)
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        startAngle = nil
        storedRotation = 0
        baseRotation = 0
        velocity = 0
        lastSample = nil
    }
}
