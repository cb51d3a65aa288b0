import Foundation

#if !canImport(Darwin)
extension CGPath {
    /// The bounding box of the path: the smallest rectangle completely enclosing all points in
    /// the path, including control points for Bézier and quadratic curves; `CGRect.null` when the
    /// path is empty (`CGPathGetBoundingBox`).
    ///
    /// - Complexity: O(n) in the number of elements.
    public var boundingBox: CGRect {
        var box = BoundingBox()
        for element in storage.elements {
            for point in element.points { box.add(point) }
        }
        return box.rect
    }

    /// The path bounding box: the smallest rectangle completely enclosing all points in the
    /// path, *not* including control points for Bézier and quadratic curves — the curves' own
    /// extremes; `CGRect.null` when the path is empty (`CGPathGetPathBoundingBox`).
    ///
    /// - Complexity: O(n) in the number of elements.
    public var boundingBoxOfPath: CGRect {
        var box = BoundingBox()
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in storage.elements {
            switch element {
            case .move(let end):
                box.add(end)
                subpathStart = end
                current = end
            case .line(let end):
                box.add(end)
                current = end
            case .quadCurve(let end, let control):
                box.add(QuadraticBezier(start: current, control: control, end: end).bounds)
                current = end
            case .curve(let end, let control1, let control2):
                box.add(CubicBezier(start: current, control1: control1, control2: control2, end: end).bounds)
                current = end
            case .closeSubpath:
                current = subpathStart
            }
        }
        return box.rect
    }
}
#endif
