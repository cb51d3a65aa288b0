import Foundation

#if !canImport(Darwin)
/// A quadratic Bézier segment: the geometry behind `addQuadCurve(to:control:)`.
struct QuadraticBezier: Sendable {
    var start: CGPoint
    var control: CGPoint
    var end: CGPoint

    /// The point at parameter `t` (0 at `start`, 1 at `end`).
    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                       y: u * u * start.y + 2 * u * t * control.y + t * t * end.y)
    }

    /// The smallest rectangle that contains the curve (not its control point): the end points
    /// and the points where the curve turns back in x or in y.
    var bounds: CGRect {
        var box = BoundingBox()
        box.add(start)
        box.add(end)
        for t in [Self.turningParameter(start.x, control.x, end.x), Self.turningParameter(start.y, control.y, end.y)] {
            if let t { box.add(point(at: t)) }
        }
        return box.rect
    }

    /// The parameter in (0, 1) where the coordinate's derivative, proportional to
    /// `(c − a)(1 − t) + (b − c)t`, is zero, if there is one.
    private static func turningParameter(_ a: CGFloat, _ c: CGFloat, _ b: CGFloat) -> CGFloat? {
        let denominator = a - 2 * c + b
        guard denominator != 0 else { return nil }
        let t = (a - c) / denominator
        return t > 0 && t < 1 ? t : nil
    }

    /// The same curve as a cubic (degree elevation).
    var cubic: CubicBezier {
        CubicBezier(start: start,
                    control1: CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
                    control2: CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)),
                    end: end)
    }
}

/// A cubic Bézier segment: the geometry behind `addCurve(to:control1:control2:)` and every arc.
struct CubicBezier: Sendable {
    var start: CGPoint
    var control1: CGPoint
    var control2: CGPoint
    var end: CGPoint

    /// The point at parameter `t` (0 at `start`, 1 at `end`).
    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                       y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// The two halves of the curve, split at t = 1/2 (de Casteljau); they share the midpoint exactly.
    func halves() -> (CubicBezier, CubicBezier) {
        let a = start.midpoint(control1), b = control1.midpoint(control2), c = control2.midpoint(end)
        let ab = a.midpoint(b), bc = b.midpoint(c)
        let middle = ab.midpoint(bc)
        return (CubicBezier(start: start, control1: a, control2: ab, end: middle),
                CubicBezier(start: middle, control1: bc, control2: c, end: end))
    }

    /// The smallest rectangle that contains the curve (not its control points): the end points
    /// and the points where the curve turns back in x or in y.
    var bounds: CGRect {
        var box = BoundingBox()
        box.add(start)
        box.add(end)
        for t in Self.turningParameters(start.x, control1.x, control2.x, end.x)
            + Self.turningParameters(start.y, control1.y, control2.y, end.y) {
            box.add(point(at: t))
        }
        return box.rect
    }

    /// The smallest rectangle that contains the four points, which contains the curve.
    var hullBounds: CGRect {
        var box = BoundingBox()
        box.add(start)
        box.add(control1)
        box.add(control2)
        box.add(end)
        return box.rect
    }

    /// The parameters in (0, 1) where one coordinate's derivative is zero. The derivative over 3
    /// is `(d0 − 2·d1 + d2)t² + 2(d1 − d0)t + d0`, with `d0`, `d1`, `d2` the differences of
    /// successive coordinates; solved in the form that keeps precision when `b² ≫ 4ac`.
    private static func turningParameters(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        let d0 = p1 - p0, d1 = p2 - p1, d2 = p3 - p2
        let a = d0 - 2 * d1 + d2, b = 2 * (d1 - d0), c = d0
        var roots: [CGFloat] = []
        if a == 0 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
            roots.append(q / a)
            if q != 0 { roots.append(c / q) }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

/// The smallest rectangle around the points and rectangles added so far; `CGRect.null` before any.
struct BoundingBox: Sendable {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ point: CGPoint) {
        minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
        minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
    }

    mutating func add(_ rect: CGRect) {
        add(CGPoint(x: rect.minX, y: rect.minY))
        add(CGPoint(x: rect.maxX, y: rect.maxY))
    }

    var rect: CGRect {
        minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGPoint {
    /// The point halfway to `other`.
    func midpoint(_ other: CGPoint) -> CGPoint {
        CGPoint(x: (x + other.x) / 2, y: (y + other.y) / 2)
    }
}
#endif
