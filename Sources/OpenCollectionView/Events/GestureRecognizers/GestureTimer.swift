import Foundation

/// A one-shot timer on `Animator.shared.clock`, as the built-in recognizers use for their
/// durations (a long press, the interval between taps): tests step it with a manual clock.
@MainActor
final class GestureTimer {
    private var callbackID: Int?

    /// Calls `fire` once the clock reaches `delay` seconds from now (at the first animator
    /// tick after that), replacing a timer already running.
    func start(after delay: TimeInterval, _ fire: @escaping @MainActor () -> Void) {
        cancel()
        let deadline = Animator.shared.clock.now + delay
        var id = 0
        id = Animator.shared.addFrameCallback { [weak self] now in
            guard let self, self.callbackID == id else { return false }
            guard now >= deadline else { return true }
            self.callbackID = nil
            fire()
            return false
        }
        callbackID = id
    }

    /// Stops the timer if it runs.
    func cancel() {
        if let callbackID { Animator.shared.removeFrameCallback(callbackID) }
        callbackID = nil
    }

    var isRunning: Bool { callbackID != nil }
}
