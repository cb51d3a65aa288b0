import Foundation

/// The animatable properties of a view.
enum AnimatedProperty: Sendable {
    case center
    case bounds
    case transform
    case alpha
}

/// Up to six numbers: a point, a rectangle, an affine transform or an alpha, so that every
/// property animates with the same additive arithmetic.
struct AnimatableVector: Equatable, Sendable {
    var a: CGFloat = 0, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 0, e: CGFloat = 0, f: CGFloat = 0

    init(_ a: CGFloat = 0, _ b: CGFloat = 0, _ c: CGFloat = 0, _ d: CGFloat = 0, _ e: CGFloat = 0, _ f: CGFloat = 0) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    init(_ point: CGPoint) { self.init(point.x, point.y) }
    init(_ rect: CGRect) { self.init(rect.origin.x, rect.origin.y, rect.width, rect.height) }
    init(_ t: CGAffineTransform) { self.init(t.a, t.b, t.c, t.d, t.tx, t.ty) }

    var point: CGPoint { CGPoint(x: a, y: b) }
    var rect: CGRect { CGRect(x: a, y: b, width: c, height: d) }
    var transform: CGAffineTransform { CGAffineTransform(a: a, b: b, c: c, d: d, tx: e, ty: f) }

    static func - (l: AnimatableVector, r: AnimatableVector) -> AnimatableVector {
        AnimatableVector(l.a - r.a, l.b - r.b, l.c - r.c, l.d - r.d, l.e - r.e, l.f - r.f)
    }

    static func + (l: AnimatableVector, r: AnimatableVector) -> AnimatableVector {
        AnimatableVector(l.a + r.a, l.b + r.b, l.c + r.c, l.d + r.d, l.e + r.e, l.f + r.f)
    }

    static func * (l: AnimatableVector, s: CGFloat) -> AnimatableVector {
        AnimatableVector(l.a * s, l.b * s, l.c * s, l.d * s, l.e * s, l.f * s)
    }
}

/// One running animation of one property: the difference between the old and the new model
/// value, decaying from 1 to 0 along the curve — repeated, played back, or limited to a
/// keyframe's part of the time when the animation block said so.
@MainActor
final class PropertyAnimation {
    let property: AnimatedProperty
    let delta: AnimatableVector
    let start: TimeInterval
    /// The duration of one play (one way).
    let duration: TimeInterval
    let curve: TimingCurve
    let group: AnimationGroup?
    /// How many plays (`.infinity`: until removed), and whether each goes forth and back.
    let repeatCount: Double
    let autoreverses: Bool
    /// In a keyframe animation, the keyframe's part of the time.
    let segment: KeyframeSegment?

    init(property: AnimatedProperty, delta: AnimatableVector, start: TimeInterval, duration: TimeInterval,
         curve: TimingCurve, group: AnimationGroup?, repeatCount: Double = 1, autoreverses: Bool = false,
         segment: KeyframeSegment? = nil) {
        self.property = property
        self.delta = delta
        self.start = start
        self.duration = duration
        self.curve = curve
        self.group = group
        self.repeatCount = repeatCount > 0 ? repeatCount : 1
        self.autoreverses = autoreverses
        self.segment = segment
    }

    /// The time every play takes together.
    private var activeDuration: TimeInterval { duration * (autoreverses ? 2 : 1) * repeatCount }

    func isFinished(at time: TimeInterval) -> Bool { time >= start + activeDuration }

    /// What remains of the difference at `time`: all of it before the start, none at the end
    /// (an autoreversing animation ends on the model value, as Core Animation's does).
    func remaining(at time: TimeInterval) -> AnimatableVector {
        guard duration > 0 else { return AnimatableVector() }
        let elapsed = time - start
        if elapsed >= activeDuration { return AnimatableVector() }
        var fraction: Double
        if elapsed <= 0 {
            fraction = 0
        } else if repeatCount == 1, !autoreverses {
            fraction = elapsed / duration
        } else {
            let cycle = duration * (autoreverses ? 2 : 1)
            let local = elapsed.truncatingRemainder(dividingBy: cycle)
            fraction = local <= duration ? local / duration : (cycle - local) / duration
        }
        var progress = curve.progress(at: fraction, duration: duration)
        if let segment { progress = segment.progress(at: progress) }
        return delta * CGFloat(1 - progress)
    }
}
