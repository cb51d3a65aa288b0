import Foundation

#if !canImport(Darwin)
/// A Quartz 2D drawing destination, as Core Graphics' `CGContext`: the graphics state (colors,
/// line attributes, alpha, blend mode, the current transformation matrix, antialiasing and
/// interpolation), saved and restored on a stack; a current path built in user space; filling,
/// stroking and clipping with it; gradients, images and transparency layers. The rendering
/// module paints the pixels with Cairo (`CGContextBackend`).
///
/// In `draw(_:)` and UIKit's image contexts the origin is at the top left and y grows down
/// (UIKit flips the context); a bitmap context (`init(data:width:height:…)`) has Core
/// Graphics' own bottom-left origin.
@preconcurrency @MainActor
open class CGContext {
    /// The graphics state `saveGState()` pushes.
    struct GState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var line = CGContextLine(width: 1, cap: .butt, join: .miter, miterLimit: 10, dashPhase: 0, dashLengths: [])
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shouldAntialias = true
        var allowsAntialiasing = true
        var interpolationQuality = CGInterpolationQuality.default
        var shadow: CGContextShadow?
        /// User space to base space.
        var user = CGAffineTransform.identity
        /// The spaces `setFillColor(_:)`'s and `setStrokeColor(_:)`'s components are in.
        var fillSpace = CGColorSpace.grayGamma22Space
        var strokeSpace = CGColorSpace.grayGamma22Space
        /// Where pattern cells start, in base space.
        var patternPhase = CGSize.zero
        /// The largest distance curves may be off their true shape, in device pixels (nil:
        /// the renderer's own, finer).
        var flatness: CGFloat?
        var textDrawingMode = CGTextDrawingMode.fill
    }

    package let backend: CGContextBackend
    var state = GState()
    private var savedStates: [GState] = []
    /// The current path, in base space (points are placed by the transformation current when
    /// they are added, as Core Graphics does).
    var currentPath = CGMutablePath()
    /// The alpha and blend mode each open transparency layer composites with.
    var layerPaints: [CGContextPaint] = []
    /// A bitmap context's memory and layout (nil for other contexts).
    var bitmap: CGBitmapDescription?

    /// A context painting through `backend`.
    package init(backend: CGContextBackend) {
        self.backend = backend
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (colors, line attributes, alpha, blend mode,
    /// transformation, clip) onto the state stack.
    public func saveGState() {
        savedStates.append(state)
        backend.save()
    }

    /// Sets the graphics state to the one last saved, and removes it from the stack. Does
    /// nothing when the stack is empty.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        backend.restore()
    }

    /// Sets the width of strokes, in user space. Default 1.
    public func setLineWidth(_ width: CGFloat) {
        if valid(width) { state.line.width = width }
    }
    /// Sets the shape of the ends of strokes. Default `.butt`.
    public func setLineCap(_ cap: CGLineCap) { state.line.cap = cap }
    /// Sets the shape of the joins of strokes. Default `.miter`.
    public func setLineJoin(_ join: CGLineJoin) { state.line.join = join }
    /// Sets the miter limit of strokes. Default 10.
    public func setMiterLimit(_ limit: CGFloat) {
        if valid(limit) { state.line.miterLimit = limit }
    }

    /// Sets the dash pattern of strokes: `lengths` painted and unpainted, alternating, starting
    /// `phase` points into the pattern; no lengths is a solid line.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard valid(phase), lengths.allSatisfy({ valid($0) }) else { return }
        state.line.dashLengths = lengths
        state.line.dashPhase = phase
    }

    /// Sets the opacity that everything drawn is multiplied by, 0…1. Default 1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1) }
    /// Sets how what is drawn is composited with what is there. Default `.normal`.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// Casts a shadow under everything painted next: `offset` and `blur` in base space (the
    /// context's space before any transformation — a view's points, so a positive height moves
    /// the shadow down in `draw(_:)` as on iOS), in black at a third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    /// Casts a shadow in `color` under everything painted next; a nil or transparent color
    /// turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = CGContextShadow(offset: offset, blur: max(0, blur), color: color)
    }

    /// Turns antialiasing on or off (part of the graphics state). Default on.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
    /// Whether antialiasing may be used at all (with `setShouldAntialias`). Default true.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { state.allowsAntialiasing = allowsAntialiasing }
    /// How images are smoothed when drawn scaled. Default `.default` (smoothed).
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: Transformation

    /// The transformation from user space to base space (what the backend's base is).
    package var userTransform: CGAffineTransform { state.user }

    /// The current transformation matrix: user space to the device's pixels (y up). In
    /// `draw(_:)` it starts as the screen's scale with the y axis flipped, as on iOS.
    public var ctm: CGAffineTransform { state.user.concatenating(backend.baseToDevice) }

    /// Moves the origin of user space by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` to user space (before the current transformation).
    public func concatenate(_ transform: CGAffineTransform) {
        guard valid(transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty) else { return }
        state.user = transform.concatenating(state.user)
    }

    /// The transformation from user space to device space: the CTM.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// A point of user space in device space (pixels, y up).
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    /// A point of device space in user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    /// A size of user space in device space.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    /// A size of device space in user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    /// The bounds of a rectangle of user space in device space.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    /// The bounds of a rectangle of device space in user space.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    // MARK: Current path

    /// Forgets the current path.
    public func beginPath() { currentPath = CGMutablePath() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) {
        if valid(point) { currentPath.move(to: point, transform: state.user) }
    }
    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        if valid(point) { currentPath.addLine(to: point, transform: state.user) }
    }
    /// Adds lines through `points` (a new subpath at the first).
    public func addLines(between points: [CGPoint]) {
        if valid(points) { currentPath.addLines(between: points, transform: state.user) }
    }
    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) {
        if valid(rect) { currentPath.addRect(rect, transform: state.user) }
    }
    /// Adds rectangles as closed subpaths.
    public func addRects(_ rects: [CGRect]) {
        if valid(rects) { currentPath.addRects(rects, transform: state.user) }
    }
    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) {
        if valid(rect) { currentPath.addEllipse(in: rect, transform: state.user) }
    }

    /// Adds an arc of the circle at `center` from `startAngle` to `endAngle` (radians, from the
    /// positive x axis toward the positive y axis), after a line from the current point to its
    /// start. `clockwise` is in Core Graphics' y-up sense: in a flipped (UIKit) context a
    /// `clockwise: true` arc appears counterclockwise on screen, as on iOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard valid(center), valid(radius, startAngle, endAngle) else { return }
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: state.user)
    }

    /// Adds an arc of radius `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard valid([tangent1End, tangent2End]), valid(radius) else { return }
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.user)
    }

    /// Adds an arc of the circle at `center` from `startAngle` through `delta` radians (the
    /// sign gives the direction: positive toward the positive y axis), after a line from the
    /// current point to its start.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        guard valid(center), valid(radius, startAngle, delta) else { return }
        currentPath.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: state.user)
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard valid([end, control1, control2]) else { return }
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.user)
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if valid([end, control]) { currentPath.addQuadCurve(to: end, control: control, transform: state.user) }
    }
    /// Adds `path` (in user space).
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.user) }
    /// Closes the current subpath with a line to its start.
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point of the current path, in user space (`.zero` when there is none).
    public var currentPointOfPath: CGPoint {
        currentPath.isEmpty ? .zero : currentPath.currentPoint.applying(state.user.inverted())
    }
    /// The bounding box of the current path's points in user space (control points excluded);
    /// `.null` when the path is empty.
    public var boundingBoxOfPath: CGRect { userPath.boundingBoxOfPath }
    /// A copy of the current path, in user space (nil when it is empty).
    public var path: CGPath? { currentPath.isEmpty ? nil : userPath }

    /// Whether `point` (user space) is inside what `mode` would paint of the current path:
    /// filled by the winding or even-odd rule, or covered by the stroke.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let user = userPath
        let filled: Bool
        switch mode {
        case .fill, .fillStroke: filled = user.contains(point, using: .winding)
        case .eoFill, .eoFillStroke: filled = user.contains(point, using: .evenOdd)
        case .stroke: filled = false
        }
        guard !filled, mode == .stroke || mode == .fillStroke || mode == .eoFillStroke else { return filled }
        return backend.strokeContains(point.applying(state.user), path: currentPath, line: state.line, user: state.user)
    }

    // MARK: Invalid values

    /// Core Graphics' message for a NaN or infinite value, which it ignores.
    package static let invalidValueMessage = "Error: this application, or a library it uses, has passed an invalid numeric value (NaN, or not-a-number) to CoreGraphics API and this value is being ignored. Please fix this problem."

    /// Whether every value is finite; otherwise Core Graphics' message is reported and the
    /// call is ignored.
    func valid(_ values: CGFloat...) -> Bool { values.allSatisfy(\.isFinite) || invalid() }

    // Points and rectangles without an array each (they are checked at every drawing call).
    func valid(_ point: CGPoint) -> Bool { point.isFinitePoint || invalid() }
    func valid(_ points: [CGPoint]) -> Bool { points.allSatisfy(\.isFinitePoint) || invalid() }
    func valid(_ rect: CGRect) -> Bool { rect.isFiniteRect || invalid() }
    func valid(_ rects: [CGRect]) -> Bool { rects.allSatisfy(\.isFiniteRect) || invalid() }

    /// Reports Core Graphics' message; false.
    private func invalid() -> Bool {
        Diagnostics.report(Self.invalidValueMessage)
        return false
    }

    /// The current path in user space.
    private var userPath: CGPath {
        var inverse = state.user.inverted()
        return currentPath.copy(using: &inverse) ?? currentPath
    }
}
#endif
