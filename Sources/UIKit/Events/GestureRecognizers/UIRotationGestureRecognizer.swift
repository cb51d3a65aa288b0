import Foundation

/// A continuous recognizer of two fingers turning, as UIKit's `UIRotationGestureRecognizer`:
/// it begins when the line between them turned by 0.07 radians (4°), `rotation` is the angle
/// since they went down (clockwise positive, as on screen), and it ends when a finger lifts.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers turn before the rotation begins, in radians.
    static let hysteresis: CGFloat = 0.07

    /// The rotation in radians since the fingers went down (settable, to measure from a new
    /// start).
    open var rotation: CGFloat {
        get { storedRotation }
        set {
            storedRotation = newValue
            gesture.rebase(to: newValue)
            if let angle = currentAngle { startAngle = angle }
        }
    }
    /// The rotation's rate of change, in radians per second.
    open var velocity: CGFloat { gesture.velocity }

    private var storedRotation: CGFloat = 0
    private var startAngle: CGFloat?
    private var gesture = TwoFingerGesture(base: 0)

    private var currentAngle: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if trackedTouches.count > 2 { return state = .failed }
        if let angle = currentAngle { startAngle = angle; gesture.start(at: event.timestamp) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let startAngle, let angle = currentAngle else { return }
        var turn = angle - startAngle
        while turn > .pi { turn -= 2 * .pi }
        while turn < -.pi { turn += 2 * .pi }
        let newRotation = gesture.base + turn
        if gesture.measure(newRotation, distance: abs(turn), hysteresis: Self.hysteresis, at: event.timestamp, on: self) {
            storedRotation = newRotation
            TwoFingerGesture.advance(self)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if TwoFingerGesture.end(self, lifting: touches) { startAngle = nil }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        TwoFingerGesture.cancel(self)
    }

    open override func reset() {
        super.reset()
        startAngle = nil
        storedRotation = 0
        gesture = TwoFingerGesture(base: 0)
    }
}
