import Foundation

#if !canImport(Darwin)
/// Painting: the current path filled, stroked or clipped (and then cleared), rectangles,
/// ellipses and line segments, gradients, images and transparency layers.
extension CGContext {
    /// How painting in `color` composites now: the alpha, blend mode, antialiasing,
    /// interpolation quality and shadow of the graphics state.
    package func paint(_ color: CGColor) -> CGContextPaint {
        CGContextPaint(color: color, alpha: state.alpha, blendMode: state.blendMode,
                       antialias: state.shouldAntialias && state.allowsAntialiasing, interpolationQuality: state.interpolationQuality,
                       shadow: state.shadow, patternPhase: state.patternPhase, flatness: state.flatness)
    }

    /// The current path, which is then cleared.
    private func takePath() -> CGPath {
        let taken = currentPath
        currentPath = CGMutablePath()
        return taken
    }

    // MARK: The current path

    /// Fills the current path with the fill color by `rule` (open subpaths are closed), and
    /// clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        backend.fill(takePath(), rule: rule, paint: paint(state.fillColor))
    }

    /// Fills the current path by the even-odd rule, and clears it.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the stroke color and line attributes, and clears it.
    public func strokePath() {
        backend.stroke(takePath(), line: state.line, user: state.user, paint: paint(state.strokeColor))
    }

    /// Paints the current path as `mode` says (fill, stroke, or both: the fill first), and
    /// clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let taken = takePath()
        switch mode {
        case .fill, .fillStroke: backend.fill(taken, rule: .winding, paint: paint(state.fillColor))
        case .eoFill, .eoFillStroke: backend.fill(taken, rule: .evenOdd, paint: paint(state.fillColor))
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            backend.stroke(taken, line: state.line, user: state.user, paint: paint(state.strokeColor))
        }
    }

    /// Intersects the clipping area with the current path, filled by `rule`, and clears it.
    public func clip(using rule: CGPathFillRule = .winding) { backend.clip(to: takePath(), rule: rule) }
    /// Intersects the clipping area with the current path by the even-odd rule, and clears it.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clipping area with `rect`. The current path is kept.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clipping area with the union of `rects`. The current path is kept.
    public func clip(to rects: [CGRect]) {
        guard valid(rects) else { return }
        let region = CGMutablePath()
        region.addRects(rects, transform: state.user)
        backend.clip(to: region, rule: .winding)
    }

    /// Maps `mask` onto `rect` (user space, upright in Core Graphics' y-up sense) and
    /// intersects the clipping area with it: what is painted next is masked by the image's
    /// alpha — an image mask's (`CGImage(maskWidth:…)`) painted samples, or a gray image's
    /// luminance — until the graphics state is restored.
    public func clip(to rect: CGRect, mask: CGImage) {
        if valid(rect) { backend.clip(to: rect, mask: mask, user: state.user) }
    }

    /// Restores the clipping area the context began with.
    public func resetClip() { backend.resetClip() }

    /// The bounds of the clipping area, in user space.
    public var boundingBoxOfClipPath: CGRect { backend.clipBoundingBox.applying(state.user.inverted()) }

    // MARK: Shapes

    /// Fills `rect` with the fill color. The current path is kept.
    public func fill(_ rect: CGRect) {
        guard valid(rect) else { return }
        let user = state.user
        if user.b == 0 && user.c == 0 {
            // An axis-aligned transformation keeps a rectangle one.
            backend.fill(rect: user.isIdentity ? rect : rect.applying(user), paint: paint(state.fillColor))
        } else {
            let shape = CGMutablePath()
            shape.addRect(rect, transform: user)
            backend.fill(shape, rule: .winding, paint: paint(state.fillColor))
        }
    }

    /// Fills each of `rects` with the fill color.
    public func fill(_ rects: [CGRect]) {
        guard valid(rects) else { return }
        let shape = CGMutablePath()
        shape.addRects(rects, transform: state.user)
        backend.fill(shape, rule: .winding, paint: paint(state.fillColor))
    }

    /// Strokes the outline of `rect` with the line attributes (the line centred on it).
    public func stroke(_ rect: CGRect) {
        guard valid(rect) else { return }
        let shape = CGMutablePath()
        shape.addRect(rect, transform: state.user)
        backend.stroke(shape, line: state.line, user: state.user, paint: paint(state.strokeColor))
    }

    /// Strokes the outline of `rect` with a line `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Makes `rect` transparent (every component 0), whatever the blend mode.
    public func clear(_ rect: CGRect) {
        guard valid(rect) else { return }
        let shape = CGMutablePath()
        shape.addRect(rect, transform: state.user)
        var cleared = paint(.clear)
        cleared.blendMode = .clear
        cleared.alpha = 1
        cleared.shadow = nil
        backend.fill(shape, rule: .winding, paint: cleared)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        guard valid(rect) else { return }
        if let (center, radius) = circle(in: rect) {
            backend.fill(circleAt: center, radius: radius, paint: paint(state.fillColor))
            return
        }
        let shape = CGMutablePath()
        shape.addEllipse(in: rect, transform: state.user)
        backend.fill(shape, rule: .winding, paint: paint(state.fillColor))
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        guard valid(rect) else { return }
        if let (center, radius) = circle(in: rect) {
            backend.stroke(circleAt: center, radius: radius, line: state.line, paint: paint(state.strokeColor))
            return
        }
        let shape = CGMutablePath()
        shape.addEllipse(in: rect, transform: state.user)
        backend.stroke(shape, line: state.line, user: state.user, paint: paint(state.strokeColor))
    }

    /// The center and radius of the circle inscribed in `rect` when it is one under the
    /// identity transformation (drawn without a path).
    private func circle(in rect: CGRect) -> (CGPoint, CGFloat)? {
        guard state.user.isIdentity, rect.width == rect.height, rect.width != 0 else { return nil }
        return (CGPoint(x: rect.midX, y: rect.midY), abs(rect.width) / 2)
    }

    /// Strokes the segments between each pair of `points` (0 to 1, 2 to 3, …; an odd last
    /// point is ignored).
    public func strokeLineSegments(between points: [CGPoint]) {
        guard valid(points) else { return }
        let shape = CGMutablePath()
        for pair in stride(from: 0, to: points.count - 1, by: 2) {
            shape.move(to: points[pair], transform: state.user)
            shape.addLine(to: points[pair + 1], transform: state.user)
        }
        backend.stroke(shape, line: state.line, user: state.user, paint: paint(state.strokeColor))
    }

    // MARK: Gradients

    /// Paints the clipping area with `gradient` along the line from `startPoint` to `endPoint`
    /// (user space): each color across its line's perpendicular; beyond the ends only where
    /// `options` say.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard valid([startPoint, endPoint]) else { return }
        backend.drawGradient(gradient, shape: .linear(start: startPoint, end: endPoint), options: options,
                             user: state.user, paint: paint(.black))
    }

    /// Paints the clipping area with `gradient` between the start circle and the end circle
    /// (user space); inside the start circle and outside the end circle only where `options`
    /// say.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard valid([startCenter, endCenter]), valid(startRadius, endRadius) else { return }
        backend.drawGradient(gradient, shape: .radial(startCenter: startCenter, startRadius: startRadius,
                                                      endCenter: endCenter, endRadius: endRadius),
                             options: options, user: state.user, paint: paint(.black))
    }

    /// Paints the clipping area with `shading`'s colors (beyond its ends where it extends).
    public func drawShading(_ shading: CGShading) {
        guard let gradient = shading.gradient else { return }
        var options: CGGradientDrawingOptions = []
        if shading.extendStart { options.insert(.drawsBeforeStartLocation) }
        if shading.extendEnd { options.insert(.drawsAfterEndLocation) }
        backend.drawGradient(gradient, shape: shading.shape, options: options, user: state.user, paint: paint(.black))
    }

    // MARK: Images

    /// Draws `image` scaled into `rect` (user space), upright in Core Graphics' y-up sense: in a
    /// UIKit context (flipped) it appears upside down, as on iOS — flip the context, or draw a
    /// `UIImage`, to see it upright.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard valid(rect) else { return }
        backend.draw(image, in: rect, user: state.user, tiled: false, paint: paint(.black))
    }

    /// Draws `image` into `rect` when `byTiling` is false; else repeats it over the clipping
    /// area, one copy in `rect` and the others beside it.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard valid(rect) else { return }
        backend.draw(image, in: rect, user: state.user, tiled: byTiling, paint: paint(.black))
    }

    // MARK: Transparency layers

    /// Starts a transparency layer: what is drawn until `endTransparencyLayer()` is composited
    /// as one picture, with the alpha and blend mode current now.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        saveGState()
        layerPaints.append(paint(.black))
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
        backend.beginTransparencyLayer()
    }

    /// Starts a transparency layer bounded by `rect` (user space): what is drawn outside it
    /// until `endTransparencyLayer()` is not kept.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    /// Composites the transparency layer begun last. Does nothing without one.
    public func endTransparencyLayer() {
        guard let layerPaint = layerPaints.popLast() else { return }
        backend.endTransparencyLayer(paint: layerPaint)
        restoreGState()
    }

    // MARK: Output

    /// Finishes the drawing done so far: a bitmap context's bytes hold it after this.
    public func flush() { backend.flush() }
    /// Also finishes the drawing done so far.
    public func synchronize() { backend.flush() }
}
#endif
