import Foundation

/// An animation through a list of values, as Core Animation's `CAKeyframeAnimation`: `values`
/// (or, for a point property, the points along `path`, paced by length), reached at
/// `keyTimes` (fractions of the duration; evenly spread when nil), each segment paced by its
/// entry of `timingFunctions`, by `calculationMode`: linear, discrete (each value held until
/// the next key time; then `keyTimes` has one more entry than `values`), paced (even speed,
/// key times and timing functions ignored), cubic (a Catmull-Rom spline through the values: Core Animation's
/// spline with tension, continuity and bias 0; those three lists are not offered)
/// or cubic paced. `rotationMode` turns the layer along the path's direction.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path for a point property to follow; when set, `values` is ignored.
    open var path: CGPath?
    /// When each value is reached, as fractions 0…1 of the duration, increasing.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether the layer turns to follow the path's direction. Default nil: it does not.
    open var rotationMode: CAAnimationRotationMode?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        rotationMode = other.rotationMode
    }

    override var animatedProperties: [LayerProperty] {
        super.animatedProperties + (rotationMode != nil && path != nil ? [.transform] : [])
    }

    /// The keyframes: the path's points, or the values.
    private var keyframes: [LayerValue] {
        if let path {
            return FlattenedPath(path, tolerance: 0.25).subpaths.flatMap(\.vertices).map { .point($0) }
        }
        return (values ?? []).compactMap { LayerValue($0) }
    }

    private var isPaced: Bool { path != nil || calculationMode == .paced || calculationMode == .cubicPaced }

    override func value(at iterationTime: CFTimeInterval, iteration: Int, underlying: LayerValue) -> LayerValue? {
        let frames = keyframes
        guard let first = frames.first, let last = frames.last else { return nil }
        let value = frames.count == 1 ? first : self.value(in: frames, at: easedFraction(iterationTime))
        return accumulated(value, iteration: iteration, from: first, to: last)
    }

    override func apply(at time: CFTimeInterval, to values: inout PresentedValues) {
        super.apply(at: time, to: &values)
        guard let rotationMode, path != nil, let (iterationTime, _) = iterationTime(at: time) else { return }
        let frames = keyframes
        let fraction = easedFraction(iterationTime)
        let ahead = value(in: frames, at: min(fraction + 0.001, 1)), behind = value(in: frames, at: max(fraction - 0.001, 0))
        guard case .point(let a) = behind, case .point(let b) = ahead, a != b else { return }
        let angle = atan2(Double(b.y - a.y), Double(b.x - a.x)) + (rotationMode == .rotateAutoReverse ? .pi : 0)
        values.set(.number(angle), for: LayerKeyPath(property: .transform, field: .rotationZ))
    }

    /// The value at `fraction` (0…1) of the whole animation.
    private func value(in frames: [LayerValue], at fraction: Double) -> LayerValue {
        let times = keyTimes(for: frames)
        if calculationMode == .discrete {
            let index = (0..<frames.count).last { times[$0] <= fraction } ?? 0
            return frames[index]
        }
        var segment = (1..<frames.count).first { times[$0] >= fraction } ?? frames.count - 1
        segment = max(segment, 1)
        let start = times[segment - 1], end = times[segment]
        var local = end > start ? (fraction - start) / (end - start) : 1
        if !isPaced, let functions = timingFunctions, segment - 1 < functions.count {
            local = functions[segment - 1].progress(at: local)
        }
        let a = frames[segment - 1], b = frames[segment]
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            let before = frames[max(segment - 2, 0)], after = frames[min(segment + 1, frames.count - 1)]
            let t = local, t2 = t * t, t3 = t2 * t
            let weights = [(-t3 + 2 * t2 - t) / 2, (3 * t3 - 5 * t2 + 2) / 2, (-3 * t3 + 4 * t2 + t) / 2, (t3 - t2) / 2]
            if let spline = LayerValue.weightedSum([before, a, b, after], weights) { return spline }
        }
        return a.interpolated(to: b, fraction: local)
    }

    /// When each keyframe is reached: by distance when paced, else `keyTimes` when it fits,
    /// else evenly spread.
    private func keyTimes(for frames: [LayerValue]) -> [Double] {
        let count = frames.count
        let discrete = calculationMode == .discrete
        if isPaced, !discrete {
            var distances = [0.0]
            for index in 1..<count { distances.append(distances[index - 1] + (frames[index - 1].distance(to: frames[index]) ?? 1)) }
            let total = distances[count - 1]
            if total > 0 { return distances.map { $0 / total } }
        }
        if let keyTimes, keyTimes.count >= count { return keyTimes.prefix(count).map(\.doubleValue) }
        let segments = discrete ? count : count - 1
        return (0..<count).map { Double($0) / Double(max(segments, 1)) }
    }
}

/// How a keyframe animation computes values between keyframes, as Core Animation's
/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a keyframe animation along a path turns the layer to the path's direction, as Core
/// Animation's `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Along the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Against the path's direction.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
