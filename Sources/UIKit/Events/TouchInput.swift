import Foundation

/// The host's side of touch input: turns fingers going down, moving and lifting (a mouse
/// button, a touch screen's fingers, a test's script) into `UITouch`es and the touch `Event`
/// that UIKit's event system sends to a window. One event object is sent again for every
/// change, as UIKit does; touches that did not change are `.stationary` in it. Times come
/// from `Animator.shared.clock`.
@preconcurrency @MainActor
@_spi(Host) public final class TouchInput {
    /// The window the touches are sent to.
    public let window: UIWindow
    /// The event sent for every change.
    public let event = UIEvent(type: .touches)
    /// The longest pause between taps that still counts them as one series (UIKit's
    /// multi-tap interval), and the farthest a tap may land from the previous one.
    public static let multiTapInterval: TimeInterval = 0.35
    public static let multiTapDistance: CGFloat = 45

    /// The modifier keys the host says are held: every event sent carries them.
    public var modifierFlags: UIKeyModifierFlags = []
    /// The pointer buttons the host says are held: events of `.indirectPointer` touches carry
    /// them (fingers' events carry none, as in UIKit). Default `.primary`.
    public var buttonMask: UIEvent.ButtonMask = .primary

    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    public init(window: UIWindow) {
        self.window = window
    }

    /// The touches that began and have not ended.
    public var activeTouches: [UITouch] { event.touchList }

    /// One finger goes down at `location` (window coordinates).
    @discardableResult
    public func begin(at location: CGPoint, type: UITouch.TouchType = .direct) -> UITouch {
        begin(at: [location], type: type)[0]
    }

    /// Fingers go down together at `locations` (window coordinates), in one event.
    @discardableResult
    public func begin(at locations: [CGPoint], type: UITouch.TouchType = .direct) -> [UITouch] {
        let now = Animator.shared.clock.now
        let touches = locations.map { location in
            let touch = UITouch(location: location, in: window, type: type, timestamp: now)
            touch.tapCount = tapCount(at: location, time: now)
            return touch
        }
        for touch in touches { event.add(touch) }
        send(changed: touches)
        return touches
    }

    /// A finger (or a pen) goes down with what its device reports (`sample`'s force, angles,
    /// radius), at `sample.location` in window coordinates.
    @discardableResult
    public func begin(with sample: Sample, type: UITouch.TouchType = .direct) -> UITouch {
        begin(with: [sample], type: type)[0]
    }

    /// Fingers go down together with what their device reports, in one event.
    @discardableResult
    public func begin(with samples: [Sample], type: UITouch.TouchType = .direct) -> [UITouch] {
        let now = Animator.shared.clock.now
        let touches = samples.map { sample in
            let touch = UITouch(location: sample.location, in: window, type: type, timestamp: sample.timestamp ?? now)
            touch.tapCount = tapCount(at: sample.location, time: now)
            touch.apply(sample)
            return touch
        }
        for touch in touches { event.add(touch) }
        send(changed: touches)
        return touches
    }

    /// One finger moves to `location`.
    public func move(_ touch: UITouch, to location: CGPoint) {
        move([(touch, location)])
    }

    /// One finger moves through `samples`, all reported since the last event and delivered in
    /// one (UIKit's coalesced touches): the touch takes the last sample's location and values,
    /// its previous location stays where the last event left it, and
    /// `event.coalescedTouches(for:)` gives a copy of the touch at each sample, in order. A
    /// host that reads several motions of one finger per frame (SDL queues them) passes them
    /// here instead of sending an event for each.
    public func move(_ touch: UITouch, through samples: [Sample]) {
        guard let last = samples.last else { return }
        let now = Animator.shared.clock.now
        var copies: [UITouch] = []
        var previous = touch.windowLocation
        for sample in samples {
            let copy = touch.snapshot()
            copy.previousWindowLocation = previous
            copy.windowLocation = sample.location
            copy.phase = .moved
            copy.timestamp = sample.timestamp ?? now
            copy.apply(sample)
            copies.append(copy)
            previous = sample.location
        }
        touch.update(location: last.location, phase: .moved, timestamp: last.timestamp ?? now)
        touch.apply(last)
        touch.coalescedSamples = samples.count > 1 ? copies : []
        send(changed: [touch], coalesced: [touch])
    }

    /// Fingers move together, in one event.
    public func move(_ moves: [(UITouch, CGPoint)]) {
        let now = Animator.shared.clock.now
        for (touch, location) in moves { touch.update(location: location, phase: .moved, timestamp: now) }
        send(changed: moves.map(\.0))
    }

    /// Fingers lift (at their last locations, or at `location` for one finger).
    public func end(_ touches: [UITouch]) {
        finish(touches, phase: .ended)
    }

    /// One finger lifts, at `location` when given (a move there first if it differs).
    public func end(_ touch: UITouch, at location: CGPoint? = nil) {
        if let location, location != touch.windowLocation { move(touch, to: location) }
        finish([touch], phase: .ended)
    }

    /// The system takes the touches away (the window lost focus, the pointer left it).
    public func cancel(_ touches: [UITouch]) {
        finish(touches, phase: .cancelled)
    }

    /// One finger goes down and lifts at `location` (a tap); the touch is returned.
    @discardableResult
    public func tap(at location: CGPoint) -> UITouch {
        let touch = begin(at: location)
        end(touch)
        return touch
    }

    private func finish(_ touches: [UITouch], phase: UITouch.Phase) {
        let now = Animator.shared.clock.now
        for touch in touches {
            touch.update(location: touch.windowLocation, phase: phase, timestamp: now)
            if phase == .ended {
                lastTap = (touch.windowLocation, now, touch.tapCount)
            }
        }
        send(changed: touches)
    }

    private func send(changed: [UITouch], coalesced: [UITouch] = []) {
        for touch in event.touchList where !changed.contains(touch) {
            touch.phase = .stationary
        }
        for touch in event.touchList where !coalesced.contains(touch) {
            touch.coalescedSamples = []
        }
        event.stamp(Animator.shared.clock.now)
        event.modifierFlags = modifierFlags
        event.buttonMask = event.touchList.contains { $0.type == .indirectPointer } ? buttonMask : []
        window.sendEvent(event)
    }

    /// The tap count of a touch beginning at `location`: one more than the last tap's when it
    /// ended less than `multiTapInterval` ago within `multiTapDistance`, else 1.
    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let lastTap, time - lastTap.time <= Self.multiTapInterval,
              hypot(location.x - lastTap.location.x, location.y - lastTap.location.y) <= Self.multiTapDistance else { return 1 }
        return lastTap.count + 1
    }

    /// What an input device reports for a touch at one moment (UIKit's `UITouch` values
    /// beyond the location). A nil value leaves the touch's as it was: a finger that reports
    /// nothing keeps UIKit's values for touches without the sensor (force 0, altitude π/2,
    /// azimuth 0, radius 20 ± 5).
    public struct Sample: Equatable, Sendable {
        /// Where the touch is, in window coordinates.
        public var location: CGPoint
        /// When the device measured it, on `Animator.shared.clock` (nil: now).
        public var timestamp: TimeInterval?
        /// The force, where 1 is an average touch, and the greatest force the device reports.
        public var force: CGFloat?
        public var maximumPossibleForce: CGFloat?
        /// A stylus's altitude (0 flat on the screen, π/2 upright), its azimuth in the window
        /// (radians from the +x axis, clockwise on screen) and its roll.
        public var altitudeAngle: CGFloat?
        public var azimuthAngle: CGFloat?
        public var rollAngle: CGFloat?
        /// The contact's radius and its tolerance, in points.
        public var majorRadius: CGFloat?
        public var majorRadiusTolerance: CGFloat?

        public init(location: CGPoint, timestamp: TimeInterval? = nil, force: CGFloat? = nil,
                    maximumPossibleForce: CGFloat? = nil, altitudeAngle: CGFloat? = nil, azimuthAngle: CGFloat? = nil,
                    rollAngle: CGFloat? = nil, majorRadius: CGFloat? = nil, majorRadiusTolerance: CGFloat? = nil) {
            self.location = location
            self.timestamp = timestamp
            self.force = force
            self.maximumPossibleForce = maximumPossibleForce
            self.altitudeAngle = altitudeAngle
            self.azimuthAngle = azimuthAngle
            self.rollAngle = rollAngle
            self.majorRadius = majorRadius
            self.majorRadiusTolerance = majorRadiusTolerance
        }

        /// A sample at `location` whose pressure a device reports from 0 (none) to 1 (its most),
        /// as SDL's `SDL_TouchFingerEvent.pressure` is: the force is `pressure ×
        /// maximumPossibleForce`, with 20/3 as the maximum (the 3D Touch iPhones' value), so that
        /// a pressure of 0.15 is about an average touch's force of 1.
        public static func pressure(_ pressure: CGFloat, at location: CGPoint, timestamp: TimeInterval? = nil,
                                    maximumPossibleForce: CGFloat = 20.0 / 3) -> Sample {
            Sample(location: location, timestamp: timestamp, force: min(max(pressure, 0), 1) * maximumPossibleForce,
                   maximumPossibleForce: maximumPossibleForce)
        }
    }
}

extension UITouch {
    /// Takes the values `sample` reports.
    func apply(_ sample: TouchInput.Sample) {
        if let force = sample.force { self.force = force }
        if let maximum = sample.maximumPossibleForce { maximumPossibleForce = maximum }
        if let altitude = sample.altitudeAngle { altitudeAngle = altitude }
        if let azimuth = sample.azimuthAngle { windowAzimuthAngle = azimuth }
        if let roll = sample.rollAngle { rollAngle = roll }
        if let radius = sample.majorRadius { majorRadius = radius }
        if let tolerance = sample.majorRadiusTolerance { majorRadiusTolerance = tolerance }
    }
}
