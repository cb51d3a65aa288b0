import Foundation

#if !canImport(Darwin)
/// A part of a path to stroke: a polyline, whether it is a whole closed subpath, and how far
/// along its subpath it starts (a dash pattern, which starts again at each subpath, is shifted
/// by this so that trimming does not move the dashes).
@_spi(Rendering) public struct TrimmedSubpath: Equatable, Sendable {
    public var points: [CGPoint]
    public var isClosed: Bool
    public var startDistance: CGFloat
}

extension CGPath {
    /// The part of the path between the fractions `start` and `end` (each clamped to 0…1) of
    /// its length, as `CAShapeLayer`'s `strokeStart` and `strokeEnd` select it: the length runs
    /// over all subpaths in order, curves flattened to within `tolerance`. Nothing when `start`
    /// is not below `end`.
    @_spi(Rendering) public func trimmed(from start: CGFloat, to end: CGFloat, tolerance: CGFloat) -> [TrimmedSubpath] {
        let start = start.isNaN ? 0 : min(max(start, 0), 1), end = end.isNaN ? 1 : min(max(end, 0), 1)
        guard start < end else { return [] }
        let subpaths = FlattenedPath(self, tolerance: tolerance).subpaths
        let lengths = subpaths.map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0 else { return [] }
        let from = start * total, to = end * total
        var result: [TrimmedSubpath] = []
        var offset: CGFloat = 0
        for (subpath, length) in zip(subpaths, lengths) {
            defer { offset += length }
            let localFrom = max(0, from - offset), localTo = min(length, to - offset)
            guard length > 0, localFrom < localTo else { continue }
            if localFrom == 0, localTo == length {
                result.append(TrimmedSubpath(points: subpath.points, isClosed: subpath.isClosed, startDistance: 0))
            } else {
                result.append(TrimmedSubpath(points: Self.cut(subpath.vertices, from: localFrom, to: localTo),
                                             isClosed: false, startDistance: localFrom))
            }
        }
        return result
    }

    /// The part of a polyline between two distances along it.
    private static func cut(_ vertices: [CGPoint], from: CGFloat, to: CGFloat) -> [CGPoint] {
        var points: [CGPoint] = []
        var travelled: CGFloat = 0
        for index in 1..<vertices.count {
            let a = vertices[index - 1], b = vertices[index]
            let length = a.distance(to: b)
            let segmentStart = travelled, segmentEnd = travelled + length
            travelled = segmentEnd
            guard length > 0, segmentEnd > from, segmentStart < to else { continue }
            func at(_ distance: CGFloat) -> CGPoint {
                let t = (distance - segmentStart) / length
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            if points.isEmpty { points.append(from > segmentStart ? at(from) : a) }
            points.append(to < segmentEnd ? at(to) : b)
        }
        return points
    }
}
#endif
