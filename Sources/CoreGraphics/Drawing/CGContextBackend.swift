import Foundation

#if !canImport(Darwin)
/// What paints a `CGContext`'s pixels: the rendering module's Cairo canvas. `CGContext` keeps
/// Core Graphics' semantics — the graphics state and its stack, the current transformation, the
/// current path — and hands the backend finished work in *base space*: the context's space
/// before any `translateBy`/`scaleBy`/`rotate`/`concatenate` (a view's points, top-left origin,
/// in `draw(_:)`; a bitmap's pixels, bottom-left origin, in a bitmap context). `user` is the
/// transformation from user space to base space at the time of the call.
@preconcurrency @MainActor
package protocol CGContextBackend: AnyObject {
    /// Whether base space's y axis points down (UIKit's contexts) rather than up (bitmaps).
    var baseIsFlipped: Bool { get }
    /// The transformation from base space to Core Graphics' device space (pixels, y up).
    var baseToDevice: CGAffineTransform { get }
    /// Pushes the backend's part of the graphics state (the clip).
    func save()
    /// Pops it.
    func restore()
    /// Fills `path` (base space) by `rule` with `paint`.
    func fill(_ path: CGPath, rule: CGPathFillRule, paint: CGContextPaint)
    /// Fills `rect` (base space) with `paint`: the common case, without a path.
    func fill(rect: CGRect, paint: CGContextPaint)
    /// Fills the circle at `center` (base space) with `paint`: a common case, without a path.
    func fill(circleAt center: CGPoint, radius: CGFloat, paint: CGContextPaint)
    /// Strokes the circle at `center` (base space, which is user space here) with `line`.
    func stroke(circleAt center: CGPoint, radius: CGFloat, line: CGContextLine, paint: CGContextPaint)
    /// Strokes `path` (base space) with `line` under the user transformation `user` (line
    /// widths and dashes are in user space) with `paint`.
    func stroke(_ path: CGPath, line: CGContextLine, user: CGAffineTransform, paint: CGContextPaint)
    /// Whether `point` (base space) is covered by the stroke of `path` (base space) with `line`
    /// under `user`.
    func strokeContains(_ point: CGPoint, path: CGPath, line: CGContextLine, user: CGAffineTransform) -> Bool
    /// Intersects the clip with `path` (base space) filled by `rule`.
    func clip(to path: CGPath, rule: CGPathFillRule)
    /// Intersects the clip with `rect` (user space, under `user`) and masks what is painted
    /// from now on by `mask` mapped onto it: its alpha (an image mask's painted samples), or its
    /// luminance when it has no alpha.
    func clip(to rect: CGRect, mask: CGImage, user: CGAffineTransform)
    /// Restores the clip the context began with (the whole surface).
    func resetClip()
    /// The clip's bounds, in base space.
    var clipBoundingBox: CGRect { get }
    /// Paints the clip with `gradient` (positions in user space) under `user`.
    func drawGradient(_ gradient: CGGradient, shape: CGGradientShape, options: CGGradientDrawingOptions,
                      user: CGAffineTransform, paint: CGContextPaint)
    /// Draws `image` into `rect` (user space) under `user`, upright in Core Graphics' y-up
    /// sense (so upside down in a flipped context, as on iOS); tiled from `rect` over the clip
    /// when `tiled`.
    func draw(_ image: CGImage, in rect: CGRect, user: CGAffineTransform, tiled: Bool, paint: CGContextPaint)
    /// Starts a transparency layer: what is drawn until `endTransparencyLayer` composites as one.
    func beginTransparencyLayer()
    /// Composites the layer with `paint`'s alpha and blend mode.
    func endTransparencyLayer(paint: CGContextPaint)
    /// Finishes pending drawing (a bitmap context's bytes are up to date after it).
    func flush()
    /// The pixels drawn so far, for `makeImage()`; nil where the backend keeps none.
    func makeImage() -> CGImage?
}

/// How a painting operation composites: color (or pattern), alpha, blend mode, shadow and
/// quality settings.
package struct CGContextPaint {
    package var color: CGColor
    package var alpha: CGFloat
    package var blendMode: CGBlendMode
    package var antialias: Bool
    package var interpolationQuality: CGInterpolationQuality
    package var shadow: CGContextShadow?
    /// Where pattern cells start, in base space.
    package var patternPhase: CGSize
    /// How far curves may be flattened, in device pixels (nil: the renderer's default).
    package var flatness: CGFloat?
}

/// A shadow under what is painted: offset in base space (not transformed by the CTM, as in
/// Core Graphics), blurred by `blur` base-space units, in `color`.
package struct CGContextShadow {
    package var offset: CGSize
    package var blur: CGFloat
    package var color: CGColor

    package init(offset: CGSize, blur: CGFloat, color: CGColor) {
        (self.offset, self.blur, self.color) = (offset, blur, color)
    }
}

/// The line attributes of a stroke.
package struct CGContextLine {
    package var width: CGFloat
    package var cap: CGLineCap
    package var join: CGLineJoin
    package var miterLimit: CGFloat
    package var dashPhase: CGFloat
    package var dashLengths: [CGFloat]
}

/// A gradient's geometry, in user space.
package enum CGGradientShape {
    case linear(start: CGPoint, end: CGPoint)
    case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
}
#endif
