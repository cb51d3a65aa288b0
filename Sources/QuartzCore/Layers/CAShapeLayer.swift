import Foundation

/// A layer that draws a cubic Bézier spline in its coordinate space, as Core Animation's
/// `CAShapeLayer`.
///
/// The path is filled with `fillColor` (by `fillRule`), then stroked with `strokeColor`, over
/// the layer's background and below its sublayers. The path is not clipped to the bounds.
/// `strokeStart` and `strokeEnd` trim the stroke to a part of the path's length (the fill is
/// not trimmed); a dash pattern starts again at each subpath, and trimming does not move it.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The path of the shape, in the layer's coordinate space. Default nil: nothing is drawn.
    open var path: CGPath? {
        didSet { valueDidChange(.path, from: .path(oldValue)) }
    }
    /// The color the path is filled with; nil fills nothing. Default opaque black.
    open var fillColor: CGColor? = .black {
        didSet { valueDidChange(.fillColor, from: .color(oldValue)) }
    }
    /// The rule that decides what is inside the path. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { displayedValueDidChange() } }
    /// The color the path is stroked with; nil strokes nothing. Default nil.
    open var strokeColor: CGColor? {
        didSet { valueDidChange(.strokeColor, from: .color(oldValue)) }
    }
    /// Where the stroke starts, as a fraction 0…1 of the path's length. Default 0.
    open var strokeStart: CGFloat = 0 {
        didSet { valueDidChange(.strokeStart, from: .number(Double(oldValue))) }
    }
    /// Where the stroke ends, as a fraction 0…1 of the path's length. Default 1.
    open var strokeEnd: CGFloat = 1 {
        didSet { valueDidChange(.strokeEnd, from: .number(Double(oldValue))) }
    }
    /// The width of the stroke, in points. Default 1.
    open var lineWidth: CGFloat = 1 {
        didSet { valueDidChange(.lineWidth, from: .number(Double(oldValue))) }
    }
    /// The limit of a miter join's length, as a multiple of the line width; longer joins are
    /// beveled. Default 10.
    open var miterLimit: CGFloat = 10 {
        didSet { valueDidChange(.miterLimit, from: .number(Double(oldValue))) }
    }
    /// The shape of the stroke's ends. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { displayedValueDidChange() } }
    /// The shape of the joins between segments of the stroke. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { displayedValueDidChange() } }
    /// Where the dash pattern starts. Default 0.
    open var lineDashPhase: CGFloat = 0 {
        didSet { valueDidChange(.lineDashPhase, from: .number(Double(oldValue))) }
    }
    /// The dash pattern: lengths of painted and unpainted segments, alternating, in points.
    /// Default nil: a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { displayedValueDidChange() } }

    /// Creates a shape layer with no path.
    public override init() {
        super.init()
        updateContentFeature()
    }

    /// Creates a shape layer with the properties of `layer` (its shape's too, when it is one).
    public override init(layer: Any) {
        super.init(layer: layer)
        updateContentFeature()
        guard let shape = layer as? CAShapeLayer else { return }
        path = shape.path
        fillColor = shape.fillColor
        fillRule = shape.fillRule
        strokeColor = shape.strokeColor
        strokeStart = shape.strokeStart
        strokeEnd = shape.strokeEnd
        lineWidth = shape.lineWidth
        miterLimit = shape.miterLimit
        lineCap = shape.lineCap
        lineJoin = shape.lineJoin
        lineDashPhase = shape.lineDashPhase
        lineDashPattern = shape.lineDashPattern
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateContentFeature()
    }

    override var drawsOwnContent: Bool { true }
}

/// The fill rules of a shape layer, as Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside when the path winds around the point a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside when a ray from the point crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shapes of a stroke's ends, as Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Squared off at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle beyond the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Squared off half the line width beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shapes of the joins of a stroke, as Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, beveled beyond the miter limit.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A cut-off corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
