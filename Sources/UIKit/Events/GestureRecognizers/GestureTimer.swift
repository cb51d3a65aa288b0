import Foundation

/// A one-shot timer on `Animator.shared.clock`, as the built-in recognizers use for their
/// durations (a long press, the interval between taps): tests step it with a manual clock.
@MainActor
final class GestureTimer {
    private var callbackID: Int?
    /// Counts starts: a callback of an earlier start does nothing.
    private var generation = 0

    /// Calls `fire` once the clock reaches `delay` seconds from now (at the first animator
    /// tick after that), replacing a timer already running.
    func start(after delay: TimeInterval, _ fire: @escaping @MainActor () -> Void) {
        cancel()
        let deadline = Animator.shared.clock.now + delay
        generation &+= 1
        let started = generation
        callbackID = Animator.shared.addFrameCallback { [weak self] now in
            guard let self, self.generation == started, self.callbackID != nil else { return false }
            guard now >= deadline else { return true }
            self.callbackID = nil
            fire()
            return false
        }
    }

    /// Stops the timer if it runs.
    func cancel() {
        if let callbackID { Animator.shared.removeFrameCallback(callbackID) }
        callbackID = nil
    }

    var isRunning: Bool { callbackID != nil }
}
