internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// `CGContext`'s painting on a Cairo canvas. Base space is the canvas's current Cairo matrix
/// (a view's points in `draw(_:)`, a bitmap's pixels flipped to y-up in a bitmap context); each
/// operation applies the context's user transformation on top of it and restores it, so the
/// clip set by `clip(to:rule:)` stays in Cairo's graphics state, saved and restored with it.
@MainActor
final class CairoContextBackend: CGContextBackend {
    private let canvasProvider: () -> CairoCanvas
    let baseIsFlipped: Bool
    /// Called after each painting operation with the canvas pixels it may have changed (nil:
    /// any), so that a bitmap context copies them out.
    var didPaint: ((CGRect?) -> Void)?

    /// A backend on the canvas `canvasProvider` gives (made on first use by the caller).
    init(baseIsFlipped: Bool, canvas canvasProvider: @escaping () -> CairoCanvas) {
        self.baseIsFlipped = baseIsFlipped
        self.canvasProvider = canvasProvider
    }

    private var madeCanvas: CairoCanvas?
    private var context: OpaquePointer { canvas.context }
    /// The canvas painted on (asked for once).
    var canvas: CairoCanvas {
        if let madeCanvas { return madeCanvas }
        let made = canvasProvider()
        madeCanvas = made
        return made
    }

    var baseToDevice: CGAffineTransform {
        let canvas = self.canvas
        guard baseIsFlipped else { return .identity }
        return CGAffineTransform(a: canvas.scale, b: 0, c: 0, d: -canvas.scale, tx: 0, ty: CGFloat(canvas.pixelHeight))
    }

    /// The masks what is painted goes through (`clip(to:mask:)`), each with the depth of saved
    /// states it was set at.
    private var masks: [(surface: OpaquePointer, matrix: cairo_matrix_t, depth: Int)] = []
    /// Cairo's matrix when the operation being painted began: base space to the device.
    private var baseMatrix = cairo_matrix_t()
    private lazy var patternTiles = CairoPatternTiles()
    private var depth = 0

    isolated deinit {
        for mask in masks { cairo_surface_destroy(mask.surface) }
    }

    func save() {
        cairo_save(context)
        depth += 1
    }

    func restore() {
        cairo_restore(context)
        depth -= 1
        dropMasks { $0 > depth }
    }

    private func dropMasks(where dropped: (Int) -> Bool) {
        for mask in masks where dropped(mask.depth) { cairo_surface_destroy(mask.surface) }
        masks.removeAll { dropped($0.depth) }
    }

    // MARK: Painting

    /// Sets the source color (unless `color` is false), the operator and antialiasing; Cairo's
    /// defaults (over, antialiased) are left as they are, and `resetPaintState` puts them back.
    private func apply(_ paint: CGContextPaint, color: Bool = true, on context: OpaquePointer) {
        if color, let pattern = paint.color.pattern {
            patternTiles.setSource(paint.color, pattern: pattern, alpha: paint.alpha, phase: paint.patternPhase, base: baseMatrix,
                                   pixelScale: canvas.scale, baseIsFlipped: baseIsFlipped, on: context)
        } else if color {
            let (red, green, blue, alpha) = paint.color.sRGBComponents ?? (0, 0, 0, paint.color.alpha)
            cairo_set_source_rgba(context, Double(red), Double(green), Double(blue), Double(alpha * paint.alpha))
        }
        if let flatness = paint.flatness { cairo_set_tolerance(context, Double(flatness)) }
        if paint.blendMode != .normal {
            cairo_set_operator(context, paint.blendMode == .clear ? CAIRO_OPERATOR_CLEAR : PathDrawing.cairoOperator(paint.blendMode))
        }
        if !paint.antialias { cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE) }
    }

    /// Runs `draw` on the canvas, after the shadow of what it draws when `paint` has one,
    /// through the masks when there are any. `area` bounds what it draws, in base space (nil:
    /// anywhere in the clip).
    private func paint(_ paint: CGContextPaint, area: @autoclosure () -> CGRect? = nil, _ draw: (OpaquePointer, CGContextPaint) -> Void) {
        let context = self.context
        cairo_get_matrix(context, &baseMatrix)
        // Only a bitmap context asks what changed.
        let changed = didPaint != nil && paint.shadow == nil ? changedPixels(within: area()) : nil
        if !masks.isEmpty { cairo_push_group(context) }
        if let shadow = paint.shadow { castShadow(shadow, paint: paint, of: draw) }
        draw(context, paint)
        if !masks.isEmpty { compositeThroughMasks() }
        didPaint?(changed)
    }

    /// The canvas pixels `area` (base space; nil: the clip) covers, widened by a pixel for
    /// antialiasing.
    private func changedPixels(within area: CGRect?) -> CGRect? {
        let context = self.context
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        var bounds = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        if let area { bounds = bounds.intersection(area) }
        guard !bounds.isNull, bounds.isFiniteRect else { return .zero }
        var xs = [Double(bounds.minX), Double(bounds.maxX), Double(bounds.minX), Double(bounds.maxX)]
        var ys = [Double(bounds.minY), Double(bounds.minY), Double(bounds.maxY), Double(bounds.maxY)]
        for index in 0..<4 { cairo_user_to_device(context, &xs[index], &ys[index]) }
        let scale = Double(canvas.scale)
        return CGRect(x: xs.min()! * scale, y: ys.min()! * scale, width: (xs.max()! - xs.min()!) * scale,
                      height: (ys.max()! - ys.min()!) * scale).insetBy(dx: -1, dy: -1)
    }

    /// Paints the group pushed for a masked operation through each mask in turn.
    private func compositeThroughMasks() {
        let context = self.context
        var base = cairo_matrix_t()
        cairo_get_matrix(context, &base)
        var source = cairo_pop_group(context)!
        for (index, mask) in masks.enumerated() {
            let last = index == masks.count - 1
            if !last { cairo_push_group(context) }
            cairo_save(context)
            cairo_set_matrix(context, &base)
            cairo_set_source(context, source)
            var matrix = mask.matrix
            cairo_set_matrix(context, &matrix)
            cairo_mask_surface(context, mask.surface, 0, 0)
            cairo_restore(context)
            cairo_pattern_destroy(source)
            if !last { source = cairo_pop_group(context)! }
        }
    }

    /// Draws what `draw` paints on a transparent canvas of the same size and matrix (no clip),
    /// blurs its alpha and paints the shadow color through it, offset, under the canvas's clip.
    private func castShadow(_ shadow: CGContextShadow, paint: CGContextPaint, of draw: (OpaquePointer, CGContextPaint) -> Void) {
        let canvas = self.canvas, context = canvas.context
        let scratch = CairoCanvas(size: CGSize(width: CGFloat(canvas.pixelWidth) / canvas.scale,
                                               height: CGFloat(canvas.pixelHeight) / canvas.scale), scale: canvas.scale)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_set_matrix(scratch.context, &matrix)
        draw(scratch.context, paint)
        cairo_surface_flush(scratch.surface)
        guard let data = cairo_image_surface_get_data(scratch.surface) else { return }
        let width = scratch.pixelWidth, height = scratch.pixelHeight, stride = scratch.stride
        var alphaValues = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width { alphaValues[y * width + x] = UInt8(row[x] >> 24) }
        }
        let scale = Double(canvas.scale)
        // The blur's Gaussian, as the project's layer shadows measure a radius: half of it.
        let sigma = Double(shadow.blur) / 2 * scale * hypot(matrix.xx, matrix.yx)
        AlphaBlur.blur(&alphaValues, width: width, height: height, sigma: sigma)
        let maskStride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        cairo_surface_flush(mask)
        if let maskData = cairo_image_surface_get_data(mask) {
            for y in 0..<height {
                for x in 0..<width { maskData[y * maskStride + x] = alphaValues[y * width + x] }
            }
        }
        cairo_surface_mark_dirty(mask)
        cairo_surface_set_device_scale(mask, scale, scale)
        // The offset is in base space: through the matrix's linear part, to the canvas's points.
        let dx = matrix.xx * Double(shadow.offset.width) + matrix.xy * Double(shadow.offset.height)
        let dy = matrix.yx * Double(shadow.offset.width) + matrix.yy * Double(shadow.offset.height)
        cairo_save(context)
        cairo_identity_matrix(context)
        let (red, green, blue, shadowAlpha) = shadow.color.sRGBComponents ?? (0, 0, 0, shadow.color.alpha)
        cairo_set_source_rgba(context, Double(red), Double(green), Double(blue), Double(shadowAlpha * paint.alpha))
        cairo_set_operator(context, PathDrawing.cairoOperator(paint.blendMode))
        cairo_mask_surface(context, mask, dx, dy)
        cairo_restore(context)
    }

    func fill(_ path: CGPath, rule: CGPathFillRule, paint: CGContextPaint) {
        self.paint(paint, area: path.boundingBoxOfPath) { context, paint in
            cairo_new_path(context)
            PathDrawing.add(path, to: context)
            PathDrawing.setFillRule(rule, on: context)
            apply(paint, on: context)
            cairo_fill(context)
            resetPaintState(of: context, paint, rule: rule)
        }
    }

    func fill(rect: CGRect, paint: CGContextPaint) {
        self.paint(paint, area: rect) { context, paint in
            cairo_new_path(context)
            cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            apply(paint, on: context)
            cairo_fill(context)
            resetPaintState(of: context, paint)
        }
    }

    /// Puts back what `apply` and a fill rule changed (cheaper than saving Cairo's state).
    private func resetPaintState(of context: OpaquePointer, _ paint: CGContextPaint, rule: CGPathFillRule = .winding) {
        if paint.blendMode != .normal { cairo_set_operator(context, CAIRO_OPERATOR_OVER) }
        if !paint.antialias { cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT) }
        if rule != .winding { cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING) }
        if paint.flatness != nil { cairo_set_tolerance(context, 0.1) }
    }

    /// Sets up `path` (base space) for stroking under `user`: false when `user` cannot be
    /// inverted (nothing is stroked, as in Core Graphics). `finishStroke` undoes it.
    private func prepareStroke(_ path: CGPath, line: CGContextLine, user: CGAffineTransform, on context: OpaquePointer) -> Bool {
        guard abs(user.a * user.d - user.b * user.c) > 1e-12 else { return false }
        cairo_new_path(context)
        if user.isIdentity {
            PathDrawing.add(path, to: context)
        } else {
            var inverse = user.inverted()
            guard let userPath = path.copy(using: &inverse) else { return false }
            cairo_save(context)
            transform(context, by: user)
            PathDrawing.add(userPath, to: context)
        }
        setLine(line, on: context)
        return true
    }

    private func setLine(_ line: CGContextLine, on context: OpaquePointer) {
        PathDrawing.setLine(width: line.width, cap: line.cap, join: line.join, miterLimit: line.miterLimit, on: context)
        if !line.dashLengths.isEmpty { PathDrawing.setDash(line.dashLengths, phase: line.dashPhase, on: context) }
    }

    /// Puts back what `prepareStroke` changed: the matrix, and line attributes that are not
    /// Cairo's defaults (cheaper than saving Cairo's state for every stroke).
    private func finishStroke(_ line: CGContextLine, user: CGAffineTransform, on context: OpaquePointer) {
        if !user.isIdentity { cairo_restore(context) }
        cairo_set_line_width(context, 2)
        if line.cap != .butt { cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT) }
        if line.join != .miter { cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER) }
        cairo_set_miter_limit(context, 10)
        if !line.dashLengths.isEmpty { cairo_set_dash(context, nil, 0, 0) }
    }

    func stroke(_ path: CGPath, line: CGContextLine, user: CGAffineTransform, paint: CGContextPaint) {
        // The pen reaches half the width (a miter up to the limit times that) beyond the path.
        let area = {
            let reach = abs(line.width) / 2 * max(1.5, line.miterLimit) * max(hypot(user.a, user.b), hypot(user.c, user.d))
            return path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach)
        }
        self.paint(paint, area: area()) { context, paint in
            guard prepareStroke(path, line: line, user: user, on: context) else { return }
            apply(paint, on: context)
            cairo_stroke(context)
            resetPaintState(of: context, paint)
            finishStroke(line, user: user, on: context)
        }
    }

    /// Runs `draw` on the canvas's context in user space (under `user`), composited with
    /// `paint`'s alpha, blend mode and shadow and through the masks: what UIKit draws in a
    /// context without a path (strings, `UIImage`s).
    func paint(inUserSpace user: CGAffineTransform, paint: CGContextPaint, _ draw: (OpaquePointer) -> Void) {
        self.paint(paint) { context, paint in
            cairo_save(context)
            transform(context, by: user)
            let grouped = paint.alpha < 1 || paint.blendMode != .normal
            if grouped { cairo_push_group(context) }
            draw(context)
            if grouped {
                cairo_pop_group_to_source(context)
                apply(paint, color: false, on: context)
                cairo_paint_with_alpha(context, Double(paint.alpha))
            }
            cairo_restore(context)
        }
    }

    /// Casts the shadow of what `draw` paints in user space (under `user`) with `paint`,
    /// without painting it, through the masks: a text run's own shadow (`NSShadow`).
    func castShadow(_ shadow: CGContextShadow, inUserSpace user: CGAffineTransform, paint: CGContextPaint,
                    _ draw: (OpaquePointer) -> Void) {
        let context = self.context
        cairo_get_matrix(context, &baseMatrix)
        if !masks.isEmpty { cairo_push_group(context) }
        castShadow(shadow, paint: paint) { context, _ in
            cairo_save(context)
            transform(context, by: user)
            draw(context)
            cairo_restore(context)
        }
        if !masks.isEmpty { compositeThroughMasks() }
    }

    /// Intersects the clip with the path `addPath` makes in user space (under `user`): the
    /// outlines of text drawn in a clip mode.
    func clip(inUserSpace user: CGAffineTransform, path addPath: (OpaquePointer) -> Void) {
        let context = self.context
        var base = cairo_matrix_t()
        cairo_get_matrix(context, &base)
        transform(context, by: user)
        cairo_new_path(context)
        addPath(context)
        cairo_set_matrix(context, &base)
        cairo_clip(context)
    }

    func fill(circleAt center: CGPoint, radius: CGFloat, paint: CGContextPaint) {
        let bounds = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        self.paint(paint, area: bounds) { context, paint in
            addCircle(at: center, radius: radius, to: context)
            apply(paint, on: context)
            cairo_fill(context)
            resetPaintState(of: context, paint)
        }
    }

    func stroke(circleAt center: CGPoint, radius: CGFloat, line: CGContextLine, paint: CGContextPaint) {
        let reach = radius + abs(line.width) / 2
        self.paint(paint, area: CGRect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach)) { context, paint in
            addCircle(at: center, radius: radius, to: context)
            setLine(line, on: context)
            apply(paint, on: context)
            cairo_stroke(context)
            resetPaintState(of: context, paint)
            finishStroke(line, user: .identity, on: context)
        }
    }

    /// A closed circle as the current path, from angle 0 with the angle growing, as Core
    /// Graphics' ellipses go.
    private func addCircle(at center: CGPoint, radius: CGFloat, to context: OpaquePointer) {
        cairo_new_path(context)
        cairo_arc(context, Double(center.x), Double(center.y), Double(radius), 0, 2 * .pi)
        cairo_close_path(context)
    }

    func strokeContains(_ point: CGPoint, path: CGPath, line: CGContextLine, user: CGAffineTransform) -> Bool {
        let context = self.context
        guard prepareStroke(path, line: line, user: user, on: context) else { return false }
        let inUser = point.applying(user.inverted())
        let contains = cairo_in_stroke(context, Double(inUser.x), Double(inUser.y)) != 0
        cairo_new_path(context)
        finishStroke(line, user: user, on: context)
        return contains
    }

    func clip(to path: CGPath, rule: CGPathFillRule) {
        let context = self.context
        cairo_new_path(context)
        PathDrawing.add(path, to: context)
        PathDrawing.setFillRule(rule, on: context)
        cairo_clip(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }

    func clip(to rect: CGRect, mask image: CGImage, user: CGAffineTransform) {
        let context = self.context
        var base = cairo_matrix_t()
        cairo_get_matrix(context, &base)
        transform(context, by: user)
        var clipMatrix = cairo_matrix_t()
        cairo_get_matrix(context, &clipMatrix)
        cairo_new_path(context)
        cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_set_matrix(context, &base)
        cairo_clip(context)
        guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0,
              let surface = Self.coverage(of: image) else { return }
        // Upright in Core Graphics' y-up sense, as images are drawn.
        var placement = cairo_matrix_t()
        cairo_matrix_init_translate(&placement, Double(rect.minX), Double(rect.maxY))
        cairo_matrix_scale(&placement, Double(rect.width) / Double(image.width), -Double(rect.height) / Double(image.height))
        var matrix = cairo_matrix_t()
        cairo_matrix_multiply(&matrix, &placement, &clipMatrix)
        masks.append((surface, matrix, depth))
    }

    /// An A8 surface of the image's coverage: its alpha, or its luminance without alpha.
    private static func coverage(of image: CGImage) -> OpaquePointer? {
        let width = image.width, height = image.height
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let usesAlpha = image.isMask || image.alphaInfo != .none
        if let data = cairo_image_surface_get_data(surface) {
            image.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = (y * width + x) * 4
                        let luminance = (2126 * Int(pixels[i]) + 7152 * Int(pixels[i + 1]) + 722 * Int(pixels[i + 2]) + 5000) / 10000
                        data[y * stride + x] = usesAlpha ? pixels[i + 3] : UInt8(min(luminance, 255))
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    func resetClip() {
        cairo_reset_clip(context)
        dropMasks { _ in true }
    }

    var clipBoundingBox: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Gradients and images

    private func transform(_ context: OpaquePointer, by user: CGAffineTransform) {
        var matrix = cairo_matrix_t(user)
        cairo_transform(context, &matrix)
    }

    func drawGradient(_ gradient: CGGradient, shape: CGGradientShape, options: CGGradientDrawingOptions,
                      user: CGAffineTransform, paint: CGContextPaint) {
        let pattern: OpaquePointer
        switch shape {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        case .radial(let startCenter, let startRadius, let endCenter, let endRadius):
            pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(max(0, startRadius)),
                                                  Double(endCenter.x), Double(endCenter.y), Double(max(0, endRadius)))
        }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            let (red, green, blue, alpha) = stop.color.sRGBComponents ?? (0, 0, 0, stop.color.alpha)
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), Double(red), Double(green), Double(blue), Double(alpha))
        }
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        self.paint(paint) { context, paint in
            cairo_save(context)
            transform(context, by: user)
            switch shape {
            case .linear(let start, let end):
                GradientClipping.clipLinear(from: start, to: end, options: options, on: context)
            case .radial(let startCenter, let startRadius, let endCenter, let endRadius):
                GradientClipping.clipRadial(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                                            endRadius: endRadius, options: options, on: context)
            }
            cairo_set_source(context, pattern)
            apply(paint, color: false, on: context)
            cairo_paint_with_alpha(context, Double(paint.alpha))
            cairo_restore(context)
        }
    }

    func draw(_ image: CGImage, in rect: CGRect, user: CGAffineTransform, tiled: Bool, paint: CGContextPaint) {
        guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else { return }
        let surface = ImageSurfaces.makeSurface(UIImage(cgImage: image))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, 1, 1)
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, paint.interpolationQuality == .none || !image.shouldInterpolate ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_NONE)
        self.paint(paint) { context, paint in
            cairo_save(context)
            transform(context, by: user)
            // Upright in Core Graphics' y-up sense: the image's first row at the rect's maximum y.
            cairo_translate(context, Double(rect.minX), Double(rect.maxY))
            cairo_scale(context, Double(rect.width) / Double(image.width), -Double(rect.height) / Double(image.height))
            cairo_set_source(context, pattern)
            apply(paint, color: false, on: context)
            if !tiled {
                cairo_rectangle(context, 0, 0, Double(image.width), Double(image.height))
                cairo_clip(context)
            }
            cairo_paint_with_alpha(context, Double(paint.alpha))
            cairo_restore(context)
        }
    }

    // MARK: Layers and output

    func beginTransparencyLayer() { cairo_push_group(context) }

    func endTransparencyLayer(paint: CGContextPaint) {
        let layer = cairo_pop_group(context)!
        defer { cairo_pattern_destroy(layer) }
        self.paint(paint) { context, paint in
            cairo_save(context)
            cairo_set_source(context, layer)
            apply(paint, color: false, on: context)
            cairo_paint_with_alpha(context, Double(paint.alpha))
            cairo_restore(context)
        }
    }

    func flush() {
        cairo_surface_flush(canvas.surface)
        didPaint?(nil)
    }

    func makeImage() -> CGImage? {
        let canvas = self.canvas
        cairo_surface_flush(canvas.surface)
        return CGImage(width: canvas.pixelWidth, height: canvas.pixelHeight, pixels: canvas.premultipliedRGBABytes())
    }
}

/// The parts of the clip a gradient paints where Cairo's extend modes (all or nothing beyond
/// the ends) differ from Core Graphics' options (each end on its own).
@MainActor
enum GradientClipping {
    /// How far "everywhere" reaches, in user space.
    private static let far: CGFloat = 1e6

    /// Clips to the side of the start line (across the gradient) that the options draw.
    static func clipLinear(from start: CGPoint, to end: CGPoint, options: CGGradientDrawingOptions, on context: OpaquePointer) {
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        guard before != after else { return }
        let dx = end.x - start.x, dy = end.y - start.y, length = hypot(dx, dy)
        guard length > 0 else { return }
        let (ux, uy) = (dx / length, dy / length)
        // The half-plane drawn: from the start line onward (only after the end extends), or from
        // the end line back (only before the start extends).
        let from = after ? start : end
        let to = after ? CGPoint(x: start.x + ux * far, y: start.y + uy * far) : CGPoint(x: end.x - ux * far, y: end.y - uy * far)
        let corners = [CGPoint(x: to.x - uy * far, y: to.y + ux * far), CGPoint(x: to.x + uy * far, y: to.y - ux * far),
                       CGPoint(x: from.x + uy * far, y: from.y - ux * far), CGPoint(x: from.x - uy * far, y: from.y + ux * far)]
        cairo_new_path(context)
        PathDrawing.add(polyline: corners, closed: true, to: context)
        cairo_clip(context)
    }

    /// Clips out the start circle's inside, or in to the end circle, when only one end extends.
    static func clipRadial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                           options: CGGradientDrawingOptions, on context: OpaquePointer) {
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        guard before != after else { return }
        cairo_new_path(context)
        if after {
            cairo_rectangle(context, -Double(far), -Double(far), 2 * Double(far), 2 * Double(far))
            cairo_new_sub_path(context)
            cairo_arc(context, Double(startCenter.x), Double(startCenter.y), Double(max(0, startRadius)), 0, 2 * Double.pi)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
        } else {
            cairo_arc(context, Double(endCenter.x), Double(endCenter.y), Double(max(0, endRadius)), 0, 2 * Double.pi)
        }
        cairo_clip(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }
}

extension cairo_matrix_t {
    /// Cairo's matrix of an affine transformation.
    init(_ transform: CGAffineTransform) {
        self.init(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
                  x0: Double(transform.tx), y0: Double(transform.ty))
    }
}
