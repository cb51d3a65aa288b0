import Foundation

#if !canImport(Darwin)
/// A mutable graphics path, as CoreGraphics' `CGMutablePath`: a `CGPath` whose elements can be
/// added to.
///
/// Each method that takes a `transform` maps the points it adds through it first. A segment
/// needs a current point: on an empty path, adding a line or curve does nothing and logs
/// CoreGraphics' "no current point" message through `Diagnostics`.
public final class CGMutablePath: CGPath {
    /// An empty mutable path (`CGPathCreateMutable`).
    public init() {
        super.init(storage: PathStorage())
    }

    override init(storage: PathStorage) {
        super.init(storage: storage)
    }

    /// Begins a new subpath at `point` (`CGPathMoveToPoint`).
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.append(.move(to: point.applying(transform)))
    }

    /// Appends a straight line segment from the current point to `point`, which becomes the
    /// current point (`CGPathAddLineToPoint`).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint("CGPathAddLineToPoint") else { return }
        storage.append(.line(to: point.applying(transform)))
    }

    /// Appends a quadratic Bézier curve from the current point to `end` with control point
    /// `control` (`CGPathAddQuadCurveToPoint`).
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint("CGPathAddQuadCurveToPoint") else { return }
        storage.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    /// Appends a cubic Bézier curve from the current point to `end` with control points
    /// `control1` and `control2` (`CGPathAddCurveToPoint`).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint("CGPathAddCurveToPoint") else { return }
        storage.append(.curve(to: end.applying(transform), control1: control1.applying(transform),
                              control2: control2.applying(transform)))
    }

    /// Closes and completes the current subpath: a line from the current point back to the
    /// subpath's start, which becomes the current point (`CGPathCloseSubpath`). Does nothing on
    /// an empty path.
    public func closeSubpath() {
        guard storage.currentPoint != nil else { return }
        storage.append(.closeSubpath)
    }

    /// Adds a sequence of connected straight-line segments: a move to the first point, then a
    /// line to each following point (`CGPathAddLines`). Does nothing for no points.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        storage.append(.move(to: first.applying(transform)))
        for point in points.dropFirst() { storage.append(.line(to: point.applying(transform))) }
    }

    /// Adds a rectangular subpath: a move to the rectangle's minimum corner, lines through the
    /// other three corners (minimum y edge first), and a close (`CGPathAddRect`).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addLines(between: [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                           CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)],
                 transform: transform)
        storage.append(.closeSubpath)
    }

    /// Adds a rectangular subpath for each rectangle, in order (`CGPathAddRects`).
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends the elements of `path`, each point transformed by `transform` (`CGPathAddPath`).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.storage.elements { storage.append(element.applying(transform)) }
    }

    /// Whether there is a point to start a segment from; logs CoreGraphics' message when not.
    func hasCurrentPoint(_ function: String) -> Bool {
        guard storage.currentPoint == nil else { return true }
        Diagnostics.report("\(function): no current point.")
        return false
    }
}
#endif
