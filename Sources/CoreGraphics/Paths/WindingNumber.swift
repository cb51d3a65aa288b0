import Foundation

#if !canImport(Darwin)
/// The winding number of a path around a point: the signed count of times the path's segments
/// cross the horizontal ray from the point toward +x (upward +1, downward −1).
///
/// Edges follow a half-open rule, so that a point on the left or top edge of a rectangle is
/// inside and one on its right or bottom edge is outside, as `CGRect.contains` does. Curves are
/// split in halves only where their hull straddles the point, down to pieces far below a point's
/// size: a curve whose hull lies wholly on one side of the point needs no splitting.
struct WindingNumber: Sendable {
    let point: CGPoint
    private(set) var value = 0

    /// Halving depth at which a piece is taken as its chord: 2⁻⁴⁰ of the curve's parameter range.
    private static let maximumDepth = 40

    init(around point: CGPoint) {
        self.point = point
    }

    /// Counts the straight segment from `a` to `b`.
    mutating func addLine(from a: CGPoint, to b: CGPoint) {
        // Which side of the line a→b the point is on: positive when it is to the left.
        let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
        if a.y <= point.y {
            if b.y > point.y, side > 0 { value += 1 }
        } else if b.y <= point.y, side < 0 {
            value -= 1
        }
    }

    /// Counts the cubic Bézier `curve`.
    mutating func addCurve(_ curve: CubicBezier) {
        addCurve(curve, depth: 0)
    }

    private mutating func addCurve(_ curve: CubicBezier, depth: Int) {
        let hull = curve.hullBounds
        // Wholly above, below or left of the point: no crossing of the ray.
        if hull.maxY <= point.y || hull.minY > point.y || hull.maxX <= point.x { return }
        // Wholly right of the point: the curve crosses the ray as many times, signed, as any
        // path between the same end points does.
        if hull.minX > point.x {
            value += (curve.end.y > point.y ? 1 : 0) - (curve.start.y > point.y ? 1 : 0)
            return
        }
        if depth == Self.maximumDepth {
            addLine(from: curve.start, to: curve.end)
            return
        }
        let (first, second) = curve.halves()
        addCurve(first, depth: depth + 1)
        addCurve(second, depth: depth + 1)
    }
}
#endif
