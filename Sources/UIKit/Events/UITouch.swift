import Foundation

/// A finger (or a mouse button held down) on the screen, as UIKit's `UITouch`: one object for
/// the touch's whole life, updated as it moves, delivered in an `Event`. Locations are kept in
/// the window's coordinates.
@preconcurrency @MainActor
open class UITouch: NSObject {
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
    /// The radius of the touch's contact area in points (UIKit's `majorRadius`, accurate to
    /// within `majorRadiusTolerance`): 20 unless the host reports one, a fingertip's size; a mouse
    /// or a pen has no contact area to measure and reports the same.
    open internal(set) var majorRadius: CGFloat = 20
    /// How far `majorRadius` may be off, in points: 5 unless the host reports it.
    open internal(set) var majorRadiusTolerance: CGFloat = 5
    /// The force of the touch, where 1 is the force of an average touch (UIKit's `force`,
    /// "available on devices that support 3D Touch or Apple Pencil"; 0 elsewhere). 0 unless the
    /// host reports pressure (`TouchInput.Sample.force`): a mouse and a finger on a screen without
    /// pressure sensing report 0, as an iPhone without 3D Touch does.
    open internal(set) var force: CGFloat = 0
    /// The greatest `force` this input device can report (UIKit's `maximumPossibleForce`): 0
    /// for a device that senses no force, which is every mouse and most Linux touch screens; a
    /// host that reports pressure sets it with `TouchInput.Sample.maximumPossibleForce`.
    open internal(set) var maximumPossibleForce: CGFloat = 0
    /// The stylus's altitude in radians (UIKit's `altitudeAngle`): 0 when it lies parallel to the
    /// screen, π/2 when it stands perpendicular to it. "Valid only for stylus touch types": a
    /// finger or a mouse reports π/2, standing straight on the screen.
    open internal(set) var altitudeAngle: CGFloat = .pi / 2
    /// The stylus's roll about its own axis in radians (UIKit's `rollAngle`, iOS 17.5, Apple
    /// Pencil Pro): 0 unless the host reports one.
    open internal(set) var rollAngle: CGFloat = 0
    /// The azimuth in the window's coordinates, in radians (0 points along the window's +x axis,
    /// angles grow clockwise on screen as the y axis points down).
    var windowAzimuthAngle: CGFloat = 0
    /// The touch's properties whose values are estimates (UIKit's `estimatedProperties`):
    /// empty, hosts here report measured values (UIKit estimates Apple Pencil's force and
    /// angles at first and sends the measured ones later).
    open internal(set) var estimatedProperties: Properties = []
    /// The estimated properties whose measured values are still to come (UIKit's
    /// `estimatedPropertiesExpectingUpdates`): empty, nothing here is sent later.
    open internal(set) var estimatedPropertiesExpectingUpdates: Properties = []
    /// The number that ties a touch to the later updates of its estimated properties (UIKit's
    /// `estimationUpdateIndex`, "only guaranteed non-nil if this UITouch expects or is an
    /// update"): nil, no updates are expected.
    open internal(set) var estimationUpdateIndex: NSNumber?
    /// The samples the host reported since the last delivery (`TouchInput.move(_:through:)`),
    /// each a copy of the touch at that moment, the last one its present state; empty when the
    /// host reported one.
    var coalescedSamples: [UITouch] = []

    /// The properties of a touch that may be estimated, as UIKit's `UITouch.Properties`.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The touch's `force`.
        public static let force = Properties(rawValue: 1 << 0)
        /// The touch's azimuth (`azimuthAngle(in:)`).
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// The touch's `altitudeAngle`.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// The touch's location (for predicted touches).
        public static let location = Properties(rawValue: 1 << 3)
        /// The touch's `rollAngle` (iOS 17.5).
        public static let roll = Properties(rawValue: 1 << 4)
    }

    /// The view the touch began in (its hit-test view), kept for the touch's life.
    open internal(set) var view: UIView? {
        get { storedView }
        set { storedView = newValue }
    }
    @Unretained private var storedView: UIView?
    /// The window the touch is in.
    open internal(set) var window: UIWindow? {
        get { storedWindow }
        set { storedWindow = newValue }
    }
    @Unretained private var storedWindow: UIWindow?

    /// The location in the window, and the one before the last move.
    var windowLocation: CGPoint
    /// Where the touch began, in the window.
    let beganWindowLocation: CGPoint
    var previousWindowLocation: CGPoint
    /// Whether the touch is delivered to its view (a second touch on a view whose
    /// `isMultipleTouchEnabled` is false is not, nor one blocked by an exclusive touch).
    var deliversToView = true
    /// The recognizers that receive the touch (nil until it is given to them).
    var recognizerList: [UIGestureRecognizer]?
    /// Whether the view received the touch's began, and its end (ended or cancelled).
    var beganDelivered = false
    var endDelivered = false
    /// Whether a recognizer cancelled the touch in its view: the view receives no more of it.
    var isCancelledInView = false

    /// The gesture recognizers receiving the touch: those of its view and of the view's
    /// ancestors that took it.
    open var gestureRecognizers: [UIGestureRecognizer]? { recognizerList }

    /// Creates a touch at `location` in `window`'s coordinates, as a host does when a finger
    /// goes down (see `TouchInput`, which keeps the timestamp, phase and tap count).
    public init(location: CGPoint, in window: UIWindow?, type: TouchType = .direct, timestamp: TimeInterval? = nil) {
        windowLocation = location
        previousWindowLocation = location
        beganWindowLocation = location
        storedWindow = window
        self.type = type
        super.init()
        self.timestamp = timestamp ?? Animator.shared.clock.now
    }

    /// A touch at the window's origin, as UIKit's `UITouch()`.
    public convenience override init() {
        self.init(location: .zero, in: nil)
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        convert(windowLocation, to: view)
    }

    /// The touch's location before its last move, in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousWindowLocation, to: view)
    }

    /// The location at the input device's full precision (UIKit's `preciseLocation(in:)`; "do
    /// not use precise locations for hit testing"): the same as `location(in:)` here, which
    /// already keeps every fraction of a point the host reports (UIKit rounds `location(in:)`
    /// to the screen's pixels; hosts here report whole points for a mouse, fractions for fingers).
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The previous location at full precision: the same as `previousLocation(in:)` here.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// The stylus's azimuth in `view`'s coordinates (the window's when nil), in radians from 0
    /// to 2π: the direction the stylus's cap points across the screen, 0 along the view's +x
    /// axis (UIKit's `azimuthAngle(in:)`, "valid only for stylus touch types": a finger or a
    /// mouse reports 0 in the window, turned by the view's rotation).
    open func azimuthAngle(in view: UIView?) -> CGFloat {
        let vector = azimuthUnitVector(in: view)
        let angle = atan2(vector.dy, vector.dx)
        return angle < 0 ? angle + 2 * .pi : angle
    }

    /// A unit vector pointing along `azimuthAngle(in:)` in `view`'s coordinates (the window's
    /// when nil): (1, 0) for a finger or a mouse in an unrotated view.
    open func azimuthUnitVector(in view: UIView?) -> CGVector {
        let direction = CGVector(dx: cos(windowAzimuthAngle), dy: sin(windowAzimuthAngle))
        guard let view else { return direction }
        let origin = convert(.zero, to: view), tip = convert(CGPoint(x: direction.dx, y: direction.dy), to: view)
        let dx = tip.x - origin.x, dy = tip.y - origin.y, length = hypot(dx, dy)
        return length > 0 ? CGVector(dx: dx / length, dy: dy / length) : direction
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
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

    /// A copy of the touch as it is now, for `Event.coalescedTouches(for:)`: the same view,
    /// window, phase, locations and device values, a separate object.
    func snapshot() -> UITouch {
        let copy = UITouch(location: windowLocation, in: window, type: type, timestamp: timestamp)
        copy.previousWindowLocation = previousWindowLocation
        copy.phase = phase
        copy.tapCount = tapCount
        copy.view = view
        copy.copyDeviceValues(from: self)
        return copy
    }

    /// Takes `other`'s force, angles, radius and estimation state.
    func copyDeviceValues(from other: UITouch) {
        majorRadius = other.majorRadius
        majorRadiusTolerance = other.majorRadiusTolerance
        force = other.force
        maximumPossibleForce = other.maximumPossibleForce
        altitudeAngle = other.altitudeAngle
        rollAngle = other.rollAngle
        windowAzimuthAngle = other.windowAzimuthAngle
        estimatedProperties = other.estimatedProperties
        estimatedPropertiesExpectingUpdates = other.estimatedPropertiesExpectingUpdates
        estimationUpdateIndex = other.estimationUpdateIndex
    }
}
