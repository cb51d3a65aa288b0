import Foundation

/// A finger (or a mouse button held down) on the screen, as UIKit's `UITouch`: one object for
/// the touch's whole life, updated as it moves, delivered in an `Event`. Locations are kept in
/// the window's coordinates.
@preconcurrency @MainActor
open class Touch: NSObject {
    /// The phase of a touch, as UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
        case regionEntered = 5
        case regionMoved = 6
        case regionExited = 7
    }

    /// The kind of touch, as UIKit's `UITouch.TouchType`: `.direct` for a finger on the screen
    /// (and, here, the mouse's button), `.indirectPointer` for a pointer device's.
    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
        case indirectPointer = 3

        /// UIKit's older name for `.pencil`.
        public static var stylus: TouchType { .pencil }
    }

    /// The time of the touch's latest change, on `Animator.shared.clock`.
    open internal(set) var timestamp: TimeInterval = 0
    /// The touch's phase in the event being delivered.
    open internal(set) var phase: Phase = .began
    /// The number of taps in a row at this place: 2 for the second touch of a double tap.
    open internal(set) var tapCount = 1
    /// The kind of touch.
    open internal(set) var type: TouchType = .direct
    /// The radius of the touch's contact area in points: 20 for a finger here (a mouse has no
    /// contact area; UIKit reports about that for a fingertip).
    open internal(set) var majorRadius: CGFloat = 20
    /// How far `majorRadius` may be off.
    open internal(set) var majorRadiusTolerance: CGFloat = 5
    /// The force of the touch, where 1 is an average touch: 0 here, as on devices without
    /// force sensing (`maximumPossibleForce` is 0 too).
    open internal(set) var force: CGFloat = 0
    /// The greatest possible `force`: 0, no Linux device senses force.
    open internal(set) var maximumPossibleForce: CGFloat = 0
    /// The view the touch began in (its hit-test view), kept for the touch's life.
    open internal(set) weak var view: View?
    /// The window the touch is in.
    open internal(set) weak var window: Window?

    /// The location in the window, and the one before the last move.
    var windowLocation: CGPoint
    /// Where the touch began, in the window.
    let beganWindowLocation: CGPoint
    var previousWindowLocation: CGPoint
    /// Whether the touch is delivered to its view (a second touch on a view whose
    /// `isMultipleTouchEnabled` is false is not, nor one blocked by an exclusive touch).
    var deliversToView = true
    /// The recognizers that receive the touch (nil until it is given to them).
    var recognizerList: [GestureRecognizer]?
    /// Whether the view received the touch's began, and its end (ended or cancelled).
    var beganDelivered = false
    var endDelivered = false
    /// Whether a recognizer cancelled the touch in its view: the view receives no more of it.
    var isCancelledInView = false

    /// The gesture recognizers receiving the touch: those of its view and of the view's
    /// ancestors that took it.
    open var gestureRecognizers: [GestureRecognizer]? { recognizerList }

    /// Creates a touch at `location` in `window`'s coordinates, as a host does when a finger
    /// goes down (see `TouchInput`, which keeps the timestamp, phase and tap count).
    public init(location: CGPoint, in window: Window?, type: TouchType = .direct, timestamp: TimeInterval? = nil) {
        windowLocation = location
        previousWindowLocation = location
        beganWindowLocation = location
        self.window = window
        self.type = type
        super.init()
        self.timestamp = timestamp ?? Animator.shared.clock.now
    }

    /// A touch at the window's origin, as UIKit's `UITouch()`.
    public convenience override init() {
        self.init(location: .zero, in: nil)
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: View?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// The touch's location before its last move, in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: View?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    /// The location at the input device's full precision: the same as `location(in:)` here.
    open func preciseLocation(in view: View?) -> CGPoint { location(in: view) }

    /// The previous location at full precision: the same as `previousLocation(in:)` here.
    open func precisePreviousLocation(in view: View?) -> CGPoint { previousLocation(in: view) }

    private func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: window)
    }

    /// Moves the touch (a host's update): the old location becomes the previous one.
    public func update(location: CGPoint, phase: Phase, timestamp: TimeInterval? = nil) {
        if location != windowLocation {
            previousWindowLocation = windowLocation
            windowLocation = location
        }
        self.phase = phase
        self.timestamp = timestamp ?? Animator.shared.clock.now
    }
}
