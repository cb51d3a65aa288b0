import Foundation

/// A scroll indicator's opacity over time: the value it was set to or a fade in progress, and
/// at most one fade scheduled after it (the fade-out that follows a flash or the end of a
/// scroll). Fades ease in and out, as UIKit's view animations do. A pure value that allocates
/// nothing, so a scroll frame can set it.
struct ScrollIndicatorOpacity: Sendable, Equatable {
    struct Fade: Sendable, Equatable {
        var start: TimeInterval
        var duration: TimeInterval
        var from: CGFloat
        var to: CGFloat

        func value(at time: TimeInterval) -> CGFloat {
            guard time < end else { return to }
            guard time > start else { return from }
            let progress = TimingCurve.easeInOut.progress(at: (time - start) / duration, duration: duration)
            return from + (to - from) * CGFloat(progress)
        }

        var end: TimeInterval { start + duration }
    }

    private var current = Fade(start: 0, duration: 0, from: 0, to: 0)
    private var scheduled: Fade?

    /// The opacity at `time`.
    func alpha(at time: TimeInterval) -> CGFloat {
        if let scheduled, time >= scheduled.start { return scheduled.value(at: time) }
        return current.value(at: time)
    }

    /// Sets the opacity from `time` on, forgetting any fade.
    mutating func set(_ alpha: CGFloat, at time: TimeInterval) {
        current = Fade(start: time, duration: 0, from: alpha, to: alpha)
        scheduled = nil
    }

    /// Fades from the opacity at `time` to `alpha` over `duration`, forgetting any scheduled fade.
    mutating func fade(to alpha: CGFloat, at time: TimeInterval, duration: TimeInterval) {
        current = Fade(start: time, duration: duration, from: self.alpha(at: time), to: alpha)
        scheduled = nil
    }

    /// After what runs now, fades to `alpha` from `start` (not before the current fade starts)
    /// over `duration`, replacing an earlier scheduled fade.
    mutating func schedule(_ alpha: CGFloat, at start: TimeInterval, duration: TimeInterval) {
        let start = max(start, current.start)
        scheduled = Fade(start: start, duration: duration, from: current.value(at: start), to: alpha)
    }

    /// Whether the opacity no longer changes after `time`.
    func isSettled(at time: TimeInterval) -> Bool {
        time >= (scheduled ?? current).end
    }
}

/// The opacities of a scroll view's two indicators, and the frame callback that keeps a host
/// drawing while one of them fades.
struct ScrollIndicatorState {
    var vertical = ScrollIndicatorOpacity()
    var horizontal = ScrollIndicatorOpacity()
    /// The animator frame callback running while an opacity changes.
    var ticker: Int?

    func isSettled(at time: TimeInterval) -> Bool {
        vertical.isSettled(at: time) && horizontal.isSettled(at: time)
    }
}
