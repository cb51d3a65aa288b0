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
/// value, decaying from 1 to 0 along the curve.
@MainActor
final class PropertyAnimation {
    let property: AnimatedProperty
    let delta: AnimatableVector
    let start: TimeInterval
    let duration: TimeInterval
    let curve: TimingCurve
    let group: AnimationGroup?

    init(property: AnimatedProperty, delta: AnimatableVector, start: TimeInterval, duration: TimeInterval,
         curve: TimingCurve, group: AnimationGroup?) {
        self.property = property
        self.delta = delta
        self.start = start
        self.duration = duration
        self.curve = curve
        self.group = group
    }

    func isFinished(at time: TimeInterval) -> Bool { time >= start + duration }

    /// What remains of the difference at `time`: all of it before the start, none at the end.
    func remaining(at time: TimeInterval) -> AnimatableVector {
        let fraction = duration > 0 ? (time - start) / duration : 1
        return delta * CGFloat(1 - curve.progress(at: fraction, duration: duration))
    }
}
