import Foundation

/// What the pinch and rotation recognizers share: a value measured between two fingers that
/// moves the gesture on once it passed a hysteresis, its rate of change, and the end when a
/// finger lifts.
@MainActor
struct TwoFingerGesture {
    /// The value when the fingers went down (or when the app set it).
    private(set) var base: CGFloat
    /// The last sample, for the velocity.
    private var last: (time: TimeInterval, value: CGFloat)?
    /// The rate of change, per second.
    private(set) var velocity: CGFloat = 0

    init(base: CGFloat) {
        self.base = base
    }

    /// The fingers went down with the gesture at `base`.
    mutating func start(at time: TimeInterval) {
        last = (time, base)
    }

    /// Starts measuring again from `value` (the app set it).
    mutating func rebase(to value: CGFloat) {
        base = value
    }

    /// The gesture measured `value` at `time`, `distance` from where it started: before the
    /// hysteresis (while `recognizer` is possible) it only remembers the sample and returns
    /// false; after it, it updates the velocity and returns true — the caller shows the value,
    /// then calls `advance(_:)`.
    mutating func measure(_ value: CGFloat, distance: CGFloat, hysteresis: CGFloat, at time: TimeInterval,
                          on recognizer: UIGestureRecognizer) -> Bool {
        defer { last = (time, value) }
        if recognizer.state == .possible, distance < hysteresis { return false }
        if let last, time - last.time > 0 { velocity = (value - last.value) / CGFloat(time - last.time) }
        return true
    }

    /// Moves `recognizer` from possible to began, then to changed (its actions see the new value).
    static func advance(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .possible: recognizer.state = .began
        case .began, .changed: recognizer.state = .changed
        default: break
        }
    }

    /// Touches ended: a gesture under way ends; one still possible fails when its last fingers
    /// lifted. Returns whether the gesture should forget where it started.
    static func end(_ recognizer: UIGestureRecognizer, lifting touches: Set<UITouch>) -> Bool {
        switch recognizer.state {
        case .began, .changed: recognizer.state = .ended
        case .possible where recognizer.trackedTouches.count == touches.count: recognizer.state = .failed
        default: return true
        }
        return false
    }

    /// Touches were cancelled: a possible gesture fails, one under way is cancelled.
    static func cancel(_ recognizer: UIGestureRecognizer) {
        recognizer.state = recognizer.state == .possible ? .failed : .cancelled
    }
}
