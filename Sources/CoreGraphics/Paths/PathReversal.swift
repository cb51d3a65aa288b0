import Foundation

/// A path drawn backward: the geometry behind `UIBezierPath.reversing()`.
package enum PathReversal {
    /// One segment of a subpath, with the control points that lead to its end.
    private enum Segment {
        case line
        case quadCurve(control: CGPoint)
        case curve(control1: CGPoint, control2: CGPoint)
    }

    /// A subpath: its points in order (the start, then each segment's end) and whether it was closed.
    private struct Subpath {
        var points: [CGPoint]
        var segments: [Segment] = []
        var isClosed = false
    }

    /// `path` with every subpath drawn from its last point back to its first, control points
    /// swapped, closed subpaths still closed, and the subpaths in reverse order — the path a
    /// pen retracing `path` from its end would draw.
    package static func reversed(_ path: CGPath) -> CGMutablePath {
        var subpaths: [Subpath] = []
        path.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                subpaths.append(Subpath(points: [points[0]]))
            case .addLineToPoint:
                append(.line, to: points[0], in: &subpaths)
            case .addQuadCurveToPoint:
                append(.quadCurve(control: points[0]), to: points[1], in: &subpaths)
            case .addCurveToPoint:
                append(.curve(control1: points[0], control2: points[1]), to: points[2], in: &subpaths)
            case .closeSubpath:
                subpaths[subpaths.count - 1].isClosed = true
            }
        }
        let reversed = CGMutablePath()
        for subpath in subpaths.reversed() {
            reversed.move(to: subpath.points[subpath.points.count - 1])
            for (index, segment) in subpath.segments.enumerated().reversed() {
                let end = subpath.points[index]
                switch segment {
                case .line: reversed.addLine(to: end)
                case .quadCurve(let control): reversed.addQuadCurve(to: end, control: control)
                case .curve(let control1, let control2): reversed.addCurve(to: end, control1: control2, control2: control1)
                }
            }
            if subpath.isClosed { reversed.closeSubpath() }
        }
        return reversed
    }

    /// Adds a segment ending at `end` to the last subpath; after a close, a segment starts a new
    /// subpath at the closed one's first point, as the path's current point is there.
    private static func append(_ segment: Segment, to end: CGPoint, in subpaths: inout [Subpath]) {
        if subpaths[subpaths.count - 1].isClosed {
            subpaths.append(Subpath(points: [subpaths[subpaths.count - 1].points[0]]))
        }
        subpaths[subpaths.count - 1].points.append(end)
        subpaths[subpaths.count - 1].segments.append(segment)
    }
}
