import Foundation

/// The time source of every animation: a monotonic clock in seconds.
@preconcurrency @MainActor
@_spi(Host) public protocol AnimationClock: AnyObject {
    /// The current time, in seconds.
    var now: TimeInterval { get }
}

/// The system's monotonic clock. Animations on it advance when the main run loop runs (a timer
/// ticks the animator), so `RunLoop.main.run(until:)` and XCTest's `wait(for:timeout:)` move
/// them forward, as they do in UIKit.
@preconcurrency @MainActor
@_spi(Host) public final class SystemAnimationClock: AnimationClock {
    public init() {}
    public var now: TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}

/// A clock that moves only when told: tests step animations frame by frame with it.
@preconcurrency @MainActor
@_spi(Host) public final class ManualAnimationClock: AnimationClock {
    public private(set) var now: TimeInterval

    public init(now: TimeInterval = 0) {
        self.now = now
    }

    /// Moves the clock forward and brings every animation (and scrolling) up to the new time.
    public func advance(by seconds: TimeInterval) {
        now += max(0, seconds)
        Animator.shared.tick()
    }
}
