import Foundation

#if !canImport(Darwin)
/// A path as polylines: each curve replaced by straight segments that stay within a tolerance
/// of it. Stroke trimming measures and cuts these.
package struct FlattenedPath: Sendable {
    /// One subpath: its points in order, and whether it was closed (the segment back to the
    /// first point counts then).
    package struct Subpath: Sendable {
        package var points: [CGPoint]
        package var isClosed: Bool

        /// The points with the closing point repeated at the end for a closed subpath.
        package var vertices: [CGPoint] {
            guard isClosed, let first = points.first, points.last != first else { return points }
            return points + [first]
        }

        /// The length of the polyline, closing segment included.
        var length: CGFloat {
            let vertices = vertices
            guard vertices.count > 1 else { return 0 }
            var total: CGFloat = 0
            for index in 1..<vertices.count { total += vertices[index - 1].distance(to: vertices[index]) }
            return total
        }
    }

    package private(set) var subpaths: [Subpath] = []

    /// Flattens `path` so that no point of a curve is farther than `tolerance` from its polyline
    /// (Wang's bound on the number of segments). A segment after a close starts a new subpath
    /// at the closed subpath's first point, as CoreGraphics does.
    package init(_ path: CGPath, tolerance: CGFloat) {
        let tolerance = max(tolerance, 1e-6)
        var current: Subpath?
        var start = CGPoint.zero, point = CGPoint.zero
        func finish() {
            if let current { subpaths.append(current) }
            current = nil
        }
        func continueSubpath() {
            if current == nil { current = Subpath(points: [point], isClosed: false) }
        }
        for element in path.storage.elements {
            switch element {
            case .move(let end):
                finish()
                current = Subpath(points: [end], isClosed: false)
                start = end
                point = end
            case .line(let end):
                continueSubpath()
                current!.points.append(end)
                point = end
            case .quadCurve(let end, let control):
                continueSubpath()
                let curve = QuadraticBezier(start: point, control: control, end: end)
                let bend = (point.x - 2 * control.x + end.x, point.y - 2 * control.y + end.y)
                let steps = Self.steps(bend: hypot(bend.0, bend.1), factor: 0.25, tolerance: tolerance)
                for step in 1...steps { current!.points.append(curve.point(at: CGFloat(step) / CGFloat(steps))) }
                point = end
            case .curve(let end, let control1, let control2):
                continueSubpath()
                let curve = CubicBezier(start: point, control1: control1, control2: control2, end: end)
                let bend = max(hypot(point.x - 2 * control1.x + control2.x, point.y - 2 * control1.y + control2.y),
                               hypot(control1.x - 2 * control2.x + end.x, control1.y - 2 * control2.y + end.y))
                let steps = Self.steps(bend: bend, factor: 0.75, tolerance: tolerance)
                for step in 1...steps { current!.points.append(curve.point(at: CGFloat(step) / CGFloat(steps))) }
                point = end
            case .closeSubpath:
                if current != nil { current!.isClosed = true }
                finish()
                point = start
            }
        }
        finish()
    }

    /// Wang's formula: `√(factor · bend / tolerance)` segments, at least 1 and at most 1,000.
    private static func steps(bend: CGFloat, factor: CGFloat, tolerance: CGFloat) -> Int {
        let steps = (factor * bend / tolerance).squareRoot().rounded(.up)
        guard steps.isFinite else { return 1 }
        return Int(min(max(steps, 1), 1000))
    }
}

extension CGPoint {
    /// The distance to `other`.
    func distance(to other: CGPoint) -> CGFloat {
        hypot(other.x - x, other.y - y)
    }
}
#endif
