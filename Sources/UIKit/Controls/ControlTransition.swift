import Foundation

/// A drawn value of a control that slides to a new value on the animator's clock, as UIKit's
/// switch knob and slider thumb slide for `setOn(_:animated: true)` and
/// `setValue(_:animated: true)`. Tests step it with a `ManualAnimationClock`.
@MainActor
final class ControlTransition {
    /// How long a slide takes. UIKit does not document it; 0.25 s matches what iOS shows.
    static let duration: TimeInterval = 0.25

    private var callbackID: Int?

    /// Whether a slide is running.
    var isRunning: Bool { callbackID != nil }

    /// Slides from `start` to `end` over `duration` on the ease-in-out curve, handing each
    /// frame's value to `apply` (the last one is `end`), replacing a slide already running.
    func run(from start: CGFloat, to end: CGFloat, duration: TimeInterval = ControlTransition.duration,
             apply: @escaping @MainActor (CGFloat) -> Void) {
        cancel()
        guard start != end, duration > 0 else { return apply(end) }
        let began = Animator.shared.clock.now
        callbackID = Animator.shared.addFrameCallback { [weak self] now in
            let fraction = min(max((now - began) / duration, 0), 1)
            let progress = CGFloat(TimingCurve.easeInOut.progress(at: fraction, duration: duration))
            apply(start + (end - start) * progress)
            guard fraction < 1 else {
                self?.callbackID = nil
                return false
            }
            return true
        }
    }

    /// Stops the slide where it is.
    func cancel() {
        if let callbackID { Animator.shared.removeFrameCallback(callbackID) }
        callbackID = nil
    }
}
