import Foundation

/// A timer on the display's frames, as Core Animation's `CADisplayLink`: once added to a run
/// loop it calls its target's action at every frame the host draws (60 a second, the refresh
/// rate of the desktop window here), with `timestamp` the frame's time and `targetTimestamp`
/// the next one's, until it is invalidated. It holds its target strongly, as UIKit's does:
/// `invalidate()` lets it go.
///
/// Selectors need the Objective-C runtime, so the action is a closure given the link:
/// `CADisplayLink(target: self, selector: { [weak self] link in self?.step(link) })` (what
/// `ocv-port` writes for `#selector(step)`). Run loops and modes are not told apart: a link
/// added to any run loop ticks with the frames (the main run loop's, where UIKit draws).
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    /// The display's frame interval, in seconds (60 Hz).
    static let refreshInterval: CFTimeInterval = 1.0 / 60

    private var target: Any?
    private var action: (@MainActor (CADisplayLink) -> Void)?
    private var callbackID: Int?
    private var isAdded = false
    /// The time of the last frame the action was called for.
    private var lastCall: CFTimeInterval?

    /// Creates a link calling `selector` with the link on each frame, holding `target`.
    public init(target: Any, selector: @escaping @MainActor (CADisplayLink) -> Void) {
        self.target = target
        self.action = selector
        super.init()
    }

    /// The time of the last frame the action was called for (0 before the first).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time between the display's frames (a 60th of a second), as UIKit's: a link running
    /// at a lower preferred rate has `targetTimestamp` further ahead.
    open var duration: CFTimeInterval { Self.refreshInterval }
    /// The time of the next frame the action is called for.
    open private(set) var targetTimestamp: CFTimeInterval = 0

    /// Whether the action is called (false by default); a paused link stays added.
    open var isPaused = false {
        didSet { updateCallback() }
    }

    /// The frame rate the link asks for (iOS 15); its `preferred` rate, when set, spaces the
    /// calls (30: every other frame).
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// The frames a second the link asks for (0: the display's rate). Deprecated in iOS 15 for
    /// `preferredFrameRateRange`; both are honoured, the range first.
    open var preferredFramesPerSecond = 0
    /// How many display frames pass between calls (1). Deprecated in iOS 10.
    open var frameInterval = 1

    /// Starts calling the action on each frame.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAdded = true
        updateCallback()
    }

    /// Stops calling the action (until added again).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAdded = false
        updateCallback()
    }

    /// Stops the link for good and lets its target go.
    open func invalidate() {
        isAdded = false
        updateCallback()
        target = nil
        action = nil
    }

    /// The interval between calls the preferred rates ask for.
    private var callInterval: CFTimeInterval {
        let rate = preferredFrameRateRange.preferred.map(Double.init) ?? Double(preferredFramesPerSecond)
        if rate > 0 { return max(Self.refreshInterval, 1 / rate) }
        return Self.refreshInterval * Double(max(1, frameInterval))
    }

    private func updateCallback() {
        let runs = isAdded && !isPaused && action != nil
        if runs, callbackID == nil {
            callbackID = FrameScheduler.shared.addFrameCallback { [self] time in frame(at: time) }
        } else if !runs, let id = callbackID {
            FrameScheduler.shared.removeFrameCallback(id)
            callbackID = nil
            lastCall = nil
        }
    }

    /// A frame at `time`: the action is called when the preferred rate's interval has passed.
    private func frame(at time: CFTimeInterval) -> Bool {
        guard let action else { return false }
        let interval = callInterval
        if let lastCall, time - lastCall < interval - 0.002 { return true }
        lastCall = time
        timestamp = time
        targetTimestamp = time + interval
        action(self)
        return callbackID != nil
    }
}

/// The range of frame rates a display link or an animation asks for (iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate, in frames a second.
    public var minimum: Float
    /// The highest rate, in frames a second.
    public var maximum: Float
    /// The rate asked for, if any.
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }

    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }

    /// The display's own rate: no preference.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)

    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
