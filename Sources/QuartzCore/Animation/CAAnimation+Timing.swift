import Foundation

/// Core Animation's timing model: where in its iteration an animation is at a given time of
/// its parent (the layer's time).
extension CAAnimation {
    /// The duration of one iteration: `duration`, or 0.25 s when it is 0.
    var iterationDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// One iteration, forwards and (when autoreversing) back.
    private var cycleDuration: CFTimeInterval { iterationDuration * (autoreverses ? 2 : 1) }

    /// How long the animation is active in its own time: `repeatDuration`, or the cycles
    /// `repeatCount` asks for (one when 0); infinite for `.infinity`.
    var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        return cycleDuration * Double(repeatCount > 0 ? repeatCount : 1)
    }

    /// The animation's own time at its parent's `time`.
    func localTime(at time: CFTimeInterval) -> CFTimeInterval {
        (time - beginTime) * Double(speed) + timeOffset
    }

    /// Whether the animation has run to its end at `time` (a stopped one, `speed` 0, never does).
    func hasEnded(at time: CFTimeInterval) -> Bool {
        speed != 0 && activeDuration.isFinite && localTime(at: time) >= activeDuration
    }

    /// Whether the animation has begun at `time`.
    func hasBegun(at time: CFTimeInterval) -> Bool { localTime(at: time) >= 0 }

    /// The time within the current iteration (0 to `iterationDuration`, running back while
    /// autoreversing) and the number of whole iterations done, at the parent's `time`; nil when
    /// the animation has no effect then (before its start or after its end, unless its fill
    /// mode holds a value there).
    func iterationTime(at time: CFTimeInterval) -> (time: CFTimeInterval, iteration: Int)? {
        let local = localTime(at: time)
        let active = activeDuration
        let clamped: CFTimeInterval
        if local < 0 {
            guard fillMode.fillsBackwards else { return nil }
            clamped = 0
        } else if local >= active {
            guard fillMode.fillsForwards, active.isFinite else { return nil }
            clamped = active
        } else {
            clamped = local
        }
        let cycle = cycleDuration, single = iterationDuration
        var iteration = Int((clamped / cycle).rounded(.down))
        var within = clamped - Double(iteration) * cycle
        // At the very end of a whole number of cycles, show the end of the last one.
        if clamped == active, within < 1e-9, iteration > 0 {
            iteration -= 1
            within = cycle
        }
        if autoreverses, within > single { within = 2 * single - within }
        return (min(max(within, 0), single), iteration)
    }

    /// The eased progress (0 to 1) of the iteration at `iterationTime`.
    func easedFraction(_ iterationTime: CFTimeInterval) -> Double {
        let fraction = iterationTime / iterationDuration
        return timingFunction?.progress(at: fraction) ?? fraction
    }
}
