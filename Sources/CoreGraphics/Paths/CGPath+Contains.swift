import Foundation

#if !canImport(Darwin)
/// Rules for determining which regions are interior to a path, used by the `fillPath(using:)`
/// and `clip(using:)` methods and by `CGPath.contains(_:using:transform:)`, as CoreGraphics'
/// `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// A rule that considers a region to be interior to a path if the winding number for that
    /// region is nonzero: crossings of path elements drawn upward count +1, downward −1.
    case winding = 0
    /// A rule that considers a region to be interior to a path based on the number of times it
    /// is enclosed by path elements: odd is interior, even is exterior.
    case evenOdd = 1
}

extension CGPath {
    /// Returns whether the specified point is interior to the path: whether it is inside the
    /// painted region when the path is filled with `rule`. As filling does, every open subpath
    /// counts as closed by a line back to its start. `transform` is applied to the point before
    /// checking for containment in the path (`CGPathContainsPoint`).
    ///
    /// Curves are followed exactly, split only near the point. A point exactly on the path is
    /// inside on left and top edges and outside on right and bottom ones, as `CGRect.contains`.
    ///
    /// - Complexity: O(n) in the number of elements.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        var winding = WindingNumber(around: point.applying(transform))
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in storage.elements {
            switch element {
            case .move(let end):
                winding.addLine(from: current, to: subpathStart)
                subpathStart = end
                current = end
            case .line(let end):
                winding.addLine(from: current, to: end)
                current = end
            case .quadCurve(let end, let control):
                winding.addCurve(QuadraticBezier(start: current, control: control, end: end).cubic)
                current = end
            case .curve(let end, let control1, let control2):
                winding.addCurve(CubicBezier(start: current, control1: control1, control2: control2, end: end))
                current = end
            case .closeSubpath:
                winding.addLine(from: current, to: subpathStart)
                current = subpathStart
            }
        }
        winding.addLine(from: current, to: subpathStart)
        switch rule {
        case .winding: return winding.value != 0
        case .evenOdd: return winding.value % 2 != 0
        }
    }
}
#endif
