import Foundation

/// A path that consists of straight and curved line segments, with the attributes that describe
/// how to draw it, as UIKit's `UIBezierPath`.
///
/// The geometry is a `CGPath` (`cgPath`); the line width, cap and join styles, miter limit,
/// flatness, fill rule and dash pattern are kept beside it for the renderer, which draws the
/// path. An empty path has no current point: start with `move(to:)`, or with one of the shape
/// initializers.
open class UIBezierPath: NSObject, NSCopying {
    /// The geometry, mutated in place by the construction methods.
    var mutablePath = CGMutablePath()

    // MARK: Drawing (UIBezierPath+Drawing.swift)

    /// Paints the region the path encloses with the context's fill color, by the path's fill
    /// rule (`usesEvenOddFillRule`); open subpaths are closed for filling.
    @preconcurrency @MainActor
    open func fill() { fillInContext(blendMode: nil, alpha: nil) }

    /// Paints the region the path encloses, composited with `blendMode`, at opacity `alpha`
    /// (0…1; the context's alpha is set to it for the call).
    @preconcurrency @MainActor
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { fillInContext(blendMode: blendMode, alpha: alpha) }

    /// Draws a line along the path with the context's stroke color and the path's line width,
    /// cap and join styles, miter limit and dash pattern.
    @preconcurrency @MainActor
    open func stroke() { strokeInContext(blendMode: nil, alpha: nil) }

    /// Draws a line along the path, composited with `blendMode`, at opacity `alpha` (0…1; the
    /// context's alpha is set to it for the call).
    @preconcurrency @MainActor
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { strokeInContext(blendMode: blendMode, alpha: alpha) }

    /// Intersects the clipping area of the current context with the region the path encloses
    /// (by its fill rule): later drawing shows only inside it. The graphics state is not saved:
    /// save it first to undo the clip.
    @preconcurrency @MainActor
    open func addClip() { clipInContext() }

    // MARK: Line attributes

    /// The line width of the path, in points. Default 1.
    open var lineWidth: CGFloat = 1
    /// The shape of the path's end points when stroked. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of the joints between connected segments of a stroked path. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limiting value that helps avoid spikes at junctions between connected line segments,
    /// used when `lineJoinStyle` is `.miter`. Default 10.
    open var miterLimit: CGFloat = 10
    /// The factor that determines the rendering accuracy for curved path segments: the maximum
    /// distance, in pixels, between a curve and its drawn approximation. Default 0.6.
    open var flatness: CGFloat = 0.6
    /// Whether the even-odd winding rule is in use for drawing paths, clipping and hit testing
    /// (`contains(_:)`). Default false: the non-zero rule.
    open var usesEvenOddFillRule = false
    /// The dash pattern set by `setLineDash(_:count:phase:)`: lengths of painted and unpainted
    /// segments, alternating; empty for a solid line. (A Swift view of `getLineDash`.)
    public private(set) var lineDashPattern: [CGFloat] = []
    /// How far into the dash pattern the line starts. (A Swift view of `getLineDash`.)
    public private(set) var lineDashPhase: CGFloat = 0

    /// Creates an empty path.
    public required override init() {
        super.init()
    }

    /// Creates a path with the shape of `cgPath`; later changes to a mutable `cgPath` are ignored.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// Creates a rectangular path: a move to the rectangle's top-left corner, lines clockwise
    /// through the other corners, and a close.
    public convenience init(rect: CGRect) {
        self.init()
        mutablePath.addRect(rect)
    }

    /// Creates an elliptical path inscribed in `rect`: four Bézier curves from the middle of the
    /// right edge, clockwise, closed.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        mutablePath.addEllipse(in: rect)
    }

    /// Creates a path with an arc of a circle. Angles are in radians, 0 pointing along the
    /// positive x axis; `clockwise` is in the view's coordinates, where y points down, so
    /// clockwise runs toward increasing angles.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: Constructing the path

    /// Moves the path's current point to `point`, beginning a new subpath.
    open func move(to point: CGPoint) {
        mutablePath.move(to: point)
    }

    /// Appends a straight line from the current point to `point`, which becomes the current point.
    open func addLine(to point: CGPoint) {
        mutablePath.addLine(to: point)
    }

    /// Appends a cubic Bézier curve from the current point to `endPoint`, shaped by
    /// `controlPoint1` and `controlPoint2`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        mutablePath.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Appends a quadratic Bézier curve from the current point to `endPoint`, shaped by
    /// `controlPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        mutablePath.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Appends an arc of a circle, joined to the current point by a line when there is one.
    /// Angles are in radians, 0 pointing along the positive x axis; `clockwise` is in the view's
    /// coordinates, where y points down, so clockwise runs toward increasing angles. A difference
    /// of a whole turn or more in the drawing direction draws the whole circle.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        // CoreGraphics' clockwise is in its y-up space: the opposite turn.
        mutablePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its first point.
    open func close() {
        mutablePath.closeSubpath()
    }

    /// Removes all points from the path, leaving it empty.
    open func removeAllPoints() {
        mutablePath = CGMutablePath()
    }

    /// Appends the contents of `bezierPath`'s path (not its drawing properties).
    open func append(_ bezierPath: UIBezierPath) {
        mutablePath.addPath(bezierPath.mutablePath)
    }

    /// Transforms all points of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        let transformed = CGMutablePath()
        transformed.addPath(mutablePath, transform: transform)
        mutablePath = transformed
    }

    /// Creates a new path with the same shape drawn in the opposite direction: each subpath is
    /// reversed, and the subpaths come in reverse order. The drawing properties are kept.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.cgPath = PathReversal.reversed(mutablePath)
        copyDrawingProperties(to: reversed)
        return reversed
    }

    // MARK: Path information

    /// The Core Graphics representation of the path: an immutable copy that later changes to this
    /// object do not affect. Setting it stores an immutable copy of the given path, so further
    /// changes to a given `CGMutablePath` are ignored.
    open var cgPath: CGPath {
        get { mutablePath.copy() ?? mutablePath }
        set {
            let copy = CGMutablePath()
            copy.addPath(newValue)
            mutablePath = copy
        }
    }

    /// Whether the path has any elements: moves, lines, curves or closes.
    open var isEmpty: Bool { mutablePath.isEmpty }

    /// The bounding rectangle of the path: it encloses all points of the path, including the
    /// control points of its curves; `CGRect.null` for an empty path.
    open var bounds: CGRect { mutablePath.boundingBox }

    /// The point where the next segment starts; `.zero` for an empty path.
    open var currentPoint: CGPoint { mutablePath.currentPoint }

    /// Whether the area enclosed by the path contains `point`, using the fill rule that
    /// `usesEvenOddFillRule` selects.
    ///
    /// UIKit's documentation says a point inside an open subpath is not enclosed; UIKit answers
    /// with `CGPath.contains(_:using:transform:)`, which, as filling does, counts every open
    /// subpath as closed — and so does this.
    open func contains(_ point: CGPoint) -> Bool {
        mutablePath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Line dash

    /// Sets the line-stroking pattern: `count` lengths read from `pattern`, alternating painted and
    /// unpainted segments, with the stroke starting `phase` points into the pattern. A nil pattern
    /// or a count of 0 gives a solid line.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            lineDashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            lineDashPattern = []
        }
        lineDashPhase = phase
    }

    /// Retrieves the line-stroking pattern: its lengths into `pattern`, which must hold them all
    /// (read `count` first when unsure), their number into `count` and the phase into `phase`;
    /// any of them may be nil.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, length) in lineDashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = lineDashPattern.count
        phase?.pointee = lineDashPhase
    }

    // MARK: Copying

    /// A new path of the same class with the same elements and drawing properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.cgPath = mutablePath
        copyDrawingProperties(to: copy)
        return copy
    }

    /// Gives `other` this path's drawing properties.
    func copyDrawingProperties(to other: UIBezierPath) {
        other.lineWidth = lineWidth
        other.lineCapStyle = lineCapStyle
        other.lineJoinStyle = lineJoinStyle
        other.miterLimit = miterLimit
        other.flatness = flatness
        other.usesEvenOddFillRule = usesEvenOddFillRule
        other.lineDashPattern = lineDashPattern
        other.lineDashPhase = lineDashPhase
    }
}
