import Foundation

/// A function that defines the pacing of an animation as a timing curve, as Core Animation's
/// `CAMediaTimingFunction`: a cubic Bézier from (0, 0) to (1, 1) whose two control points you
/// give, or one of the named curves.
public final class CAMediaTimingFunction: NSObject, Sendable {
    private let controlPoints: (Float, Float, Float, Float)

    /// Creates a timing function with the control points (c1x, c1y) and (c2x, c2y) of a cubic
    /// Bézier curve; the x values are clamped to 0…1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (min(max(c1x, 0), 1), c1y, min(max(c2x, 0), 1), c2y)
    }

    /// Creates one of the predefined timing functions.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// Writes the control point at `idx` (0 to 3: the start (0, 0), the two control points, the
    /// end (1, 1)) to `ptr`, two floats.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float) = switch idx {
        case 0: (0, 0)
        case 1: (controlPoints.0, controlPoints.1)
        case 2: (controlPoints.2, controlPoints.3)
        default: (1, 1)
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The curve's progress at `fraction` of the time.
    func progress(at fraction: Double) -> Double {
        let (x1, y1, x2, y2) = controlPoints
        if x1 == y1, x2 == y2 { return fraction }
        return TimingCurve.bezier(Double(x1), Double(y1), Double(x2), Double(y2), at: fraction)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return other.controlPoints == controlPoints
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(controlPoints.0)
        hasher.combine(controlPoints.1)
        hasher.combine(controlPoints.2)
        hasher.combine(controlPoints.3)
        return hasher.finalize()
    }
}

/// The predefined timing functions' names, as Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Even pacing: (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of most system animations: (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time, as Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Nothing: the animation has no effect before it begins and after it ends (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the end (while the animation is kept: `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the start (a `beginTime` in the future).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// Timing properties of animations and layers, as Core Animation's `CAMediaTiming` protocol:
/// times are in seconds of the object's parent's timeline.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration, in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast time runs relative to the parent's (2: twice as fast; 0: stopped).
    var speed: Float { get set }
    /// An offset added to the object's local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the object repeats (fractions allowed; `.infinity`: forever).
    var repeatCount: Float { get set }
    /// How long the object repeats, in seconds.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays backwards after playing forwards.
    var autoreverses: Bool { get set }
    /// What the object shows outside its active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The current absolute time, in seconds, as Core Animation's `CACurrentMediaTime()`: the clock
/// every animation runs on (a test's manual clock when one is set).
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    FrameScheduler.shared.now()
}

/// Core Foundation's time interval in seconds, as Core Animation's timing uses it (Linux's
/// Foundation does not declare it).
public typealias CFTimeInterval = Double
