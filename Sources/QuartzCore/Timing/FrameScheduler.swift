import Foundation

/// The frame clock every animation runs on, as a display link drives Core Animation on iOS:
/// layer animations and UIKit's frame callbacks (a scroll view's deceleration, view animations)
/// are called on each tick with its time. With the system clock it ticks 120 times a second on
/// the main queue, which the main run loop drains; UIKit's animator sets another clock (a test's
/// manual one) with `now` and `ticksByItself`, and then ticks it itself.
@preconcurrency @MainActor
package final class FrameScheduler {
    /// The scheduler of the program.
    package static let shared = FrameScheduler()

    /// The current time, in seconds: the system's monotonic clock unless UIKit's animator set
    /// another.
    package var now: @MainActor () -> TimeInterval = FrameScheduler.systemUptime
    /// Whether ticks come by themselves from the main queue (the system clock) or only when the
    /// owner of the clock calls `tick()`.
    package var ticksByItself = true {
        didSet { scheduleTicksIfNeeded() }
    }
    /// The animations that are ticked around the frame callbacks (UIKit's view animations).
    package weak var participant: (any FrameParticipant)?

    private var frameCallbacks: [(id: Int, callback: @MainActor (TimeInterval) -> Bool)] = []
    private var nextCallbackID = 0
    /// Whether a tick is scheduled on the main queue.
    private var tickScheduled = false

    private init() {}

    package static func systemUptime() -> TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Whether anything is running: the participant's animations or frame callbacks.
    package var hasWork: Bool { participant?.hasFrameWork == true || !frameCallbacks.isEmpty }

    /// Calls `callback` with the clock's time on every tick until it returns false. Returns an
    /// identifier for `removeFrameCallback(_:)`.
    @discardableResult
    package func addFrameCallback(_ callback: @escaping @MainActor (TimeInterval) -> Bool) -> Int {
        nextCallbackID += 1
        frameCallbacks.append((nextCallbackID, callback))
        scheduleTicksIfNeeded()
        return nextCallbackID
    }

    package func removeFrameCallback(_ id: Int) {
        frameCallbacks.removeAll { $0.id == id }
    }

    /// Forgets every frame callback.
    package func removeAllFrameCallbacks() {
        frameCallbacks.removeAll()
    }

    /// Brings the participant's animations and every frame callback to the clock's time.
    package func tick() {
        let time = now()
        participant?.frameWillCallBack(at: time)
        if !frameCallbacks.isEmpty {
            let callbacks = frameCallbacks
            for entry in callbacks where !entry.callback(time) {
                removeFrameCallback(entry.id)
            }
        }
        participant?.frameDidCallBack(at: time)
        scheduleTicksIfNeeded()
    }

    /// Schedules the next tick on the main queue while there is work and the clock ticks by
    /// itself.
    package func scheduleTicksIfNeeded() {
        guard !tickScheduled, ticksByItself, hasWork else { return }
        tickScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 / 120) {
            MainActor.assumeIsolated {
                let scheduler = FrameScheduler.shared
                scheduler.tickScheduled = false
                if scheduler.ticksByItself { scheduler.tick() }
            }
        }
    }
}

/// Animations ticked with the frame callbacks: UIKit's view animations.
@MainActor
package protocol FrameParticipant: AnyObject {
    /// Whether animations are running or completions pending.
    var hasFrameWork: Bool { get }
    /// Called at the start of a tick, before the frame callbacks.
    func frameWillCallBack(at time: TimeInterval)
    /// Called after the frame callbacks: finished animations end and their completions run.
    func frameDidCallBack(at time: TimeInterval)
}
