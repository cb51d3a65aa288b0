import Foundation

/// The host's side of touch input: turns fingers going down, moving and lifting (a mouse
/// button, a touch screen's fingers, a test's script) into `Touch`es and the touch `Event`
/// that UIKit's event system sends to a window. One event object is sent again for every
/// change, as UIKit does; touches that did not change are `.stationary` in it. Times come
/// from `Animator.shared.clock`.
@preconcurrency @MainActor
public final class TouchInput {
    /// The window the touches are sent to.
    public let window: Window
    /// The event sent for every change.
    public let event = Event(type: .touches)
    /// The longest pause between taps that still counts them as one series (UIKit's
    /// multi-tap interval), and the farthest a tap may land from the previous one.
    public static let multiTapInterval: TimeInterval = 0.35
    public static let multiTapDistance: CGFloat = 45

    /// The modifier keys the host says are held: every event sent carries them.
    public var modifierFlags: KeyModifierFlags = []
    /// The pointer buttons the host says are held: events of `.indirectPointer` touches carry
    /// them (fingers' events carry none, as in UIKit). Default `.primary`.
    public var buttonMask: Event.ButtonMask = .primary

    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    public init(window: Window) {
        self.window = window
    }

    /// The touches that began and have not ended.
    public var activeTouches: [Touch] { event.touchList }

    /// One finger goes down at `location` (window coordinates).
    @discardableResult
    public func begin(at location: CGPoint, type: Touch.TouchType = .direct) -> Touch {
        begin(at: [location], type: type)[0]
    }

    /// Fingers go down together at `locations` (window coordinates), in one event.
    @discardableResult
    public func begin(at locations: [CGPoint], type: Touch.TouchType = .direct) -> [Touch] {
        let now = Animator.shared.clock.now
        let touches = locations.map { location in
            let touch = Touch(location: location, in: window, type: type, timestamp: now)
            touch.tapCount = tapCount(at: location, time: now)
            return touch
        }
        for touch in touches { event.add(touch) }
        send(changed: touches)
        return touches
    }

    /// One finger moves to `location`.
    public func move(_ touch: Touch, to location: CGPoint) {
        move([(touch, location)])
    }

    /// Fingers move together, in one event.
    public func move(_ moves: [(Touch, CGPoint)]) {
        let now = Animator.shared.clock.now
        for (touch, location) in moves { touch.update(location: location, phase: .moved, timestamp: now) }
        send(changed: moves.map(\.0))
    }

    /// Fingers lift (at their last locations, or at `location` for one finger).
    public func end(_ touches: [Touch]) {
        finish(touches, phase: .ended)
    }

    /// One finger lifts, at `location` when given (a move there first if it differs).
    public func end(_ touch: Touch, at location: CGPoint? = nil) {
        if let location, location != touch.windowLocation { move(touch, to: location) }
        finish([touch], phase: .ended)
    }

    /// The system takes the touches away (the window lost focus, the pointer left it).
    public func cancel(_ touches: [Touch]) {
        finish(touches, phase: .cancelled)
    }

    /// One finger goes down and lifts at `location` (a tap); the touch is returned.
    @discardableResult
    public func tap(at location: CGPoint) -> Touch {
        let touch = begin(at: location)
        end(touch)
        return touch
    }

    private func finish(_ touches: [Touch], phase: Touch.Phase) {
        let now = Animator.shared.clock.now
        for touch in touches {
            touch.update(location: touch.windowLocation, phase: phase, timestamp: now)
            if phase == .ended {
                lastTap = (touch.windowLocation, now, touch.tapCount)
            }
        }
        send(changed: touches)
    }

    private func send(changed: [Touch]) {
        for touch in event.touchList where !changed.contains(touch) {
            touch.phase = .stationary
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
}
