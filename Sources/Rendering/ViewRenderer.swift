internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// Draws view trees with Cairo, as Core Animation composites layers: a view's expensive content
/// (a label's text, what its `draw(_:)` draws) is drawn into a cached surface only when the
/// content changes (`contentVersion`, size or scale); each frame composites backgrounds, borders,
/// images and the cached surfaces with the views' presentation geometry, transforms, alpha,
/// clipping and z order, and scroll views' indicators over their content. The same tree and
/// values always give the same pixels.
@preconcurrency @MainActor
public final class ViewRenderer {
    let images = ImageSurfaces()
    /// Drawn content: views' by serial number, standalone layers' by their negated serial number.
    var contents: [Int: CachedContent] = [:]
    /// Blurred `shadowPath` shadows, by layer.
    let shadowMasks = ShadowMasks()
    /// Blurs effect views' backdrops, in these surfaces.
    let colorBlur = ColorBlur()
    let blurSurfaces = ScratchSurfaces()
    private(set) var frameNumber = 0

    public init() {}

    /// Draws the tree rooted at `root` (placed at the target's origin) into `target`, over
    /// `background` (nil: transparent).
    public func render(_ root: UIView, into target: RenderTarget, background: UIColor? = .white) {
        frameNumber &+= 1
        let canvas = target.canvas
        canvas.clear(to: background)
        cairo_save(canvas.context)
        cairo_translate(canvas.context, Double(-root.frame.minX), Double(-root.frame.minY))
        composite(root, on: canvas)
        cairo_restore(canvas.context)
        cairo_surface_flush(canvas.surface)
        evictUnusedContents()
    }

    /// Renders the tree rooted at `root` (its frame's size) at `scale` pixels per point.
    public func renderFrame(_ root: UIView, scale: CGFloat, background: UIColor? = .white) -> RenderTarget {
        let target = RenderTarget(size: root.frame.size, scale: scale)
        render(root, into: target, background: background)
        return target
    }

    // MARK: Compositing

    func composite(_ view: UIView, on canvas: CairoCanvas) {
        guard !view.isHidden else { return }
        if view.needsLayerCompositing { return compositeLayer(view.layer, on: canvas, sublayerTransform: nil) }
        let alpha = view.presentationAlpha * ((view as? UIVisualEffectView)?.contentOpacity ?? 1)
        guard alpha > 0.001 else { return }
        let context = canvas.context
        let bounds = view.presentationBounds, center = view.presentationCenter, transform = view.presentationTransform
        cairo_save(context)
        cairo_translate(context, Double(center.x), Double(center.y))
        if !transform.isIdentity {
            var matrix = cairo_matrix_t(transform)
            cairo_transform(context, &matrix)
        }
        let anchor = view.layerAnchorPoint
        cairo_translate(context, Double(-bounds.width * anchor.x - bounds.minX), Double(-bounds.height * anchor.y - bounds.minY))
        let children = view.subviews  // hidden ones are skipped by `composite`
        let hasVisibleChildren = children.contains { !$0.isHidden }
        let grouped = alpha < 0.999 && hasVisibleChildren
        if grouped { cairo_push_group(context) }
        drawContent(of: view, in: bounds, alpha: grouped ? 1 : alpha, on: canvas, border: !hasVisibleChildren)
        if hasVisibleChildren {
            if view.clipsToBounds {
                canvas.addRect(bounds, radius: view.layer.cornerRadius, corners: view.layer.maskedCorners, curve: view.layer.cornerCurve)
                cairo_clip(context)
            }
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(context, &x1, &y1, &x2, &y2)
            let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            for child in Self.zOrdered(children) where child.presentationFrame.intersects(visible) {
                composite(child, on: canvas)
            }
            drawBorder(of: view.layer, in: bounds, on: canvas)
        }
        if let scrollView = view as? UIScrollView { canvas.drawScrollIndicators(of: scrollView) }
        if grouped {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, Double(alpha))
        }
        cairo_restore(context)
    }

    /// Siblings back to front: by `layer.zPosition`, then in subview order.
    private static func zOrdered(_ views: [UIView]) -> [UIView] {
        guard views.contains(where: { $0.layer.zPosition != 0 }) else { return views }
        return views.enumerated().sorted { a, b in
            a.element.layer.zPosition != b.element.layer.zPosition
                ? a.element.layer.zPosition < b.element.layer.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    /// A view's own content: background, layer content, image, cached drawing (text,
    /// `draw(_:)`), and the border unless it is drawn later, over the subviews. `appearance` is
    /// the view's layer with its animations applied, when it has any.
    func drawContent(of view: UIView, appearance: CALayer? = nil, in bounds: CGRect, alpha: CGFloat, on canvas: CairoCanvas,
                     border: Bool) {
        let context = canvas.context, layer = appearance ?? view.layer
        let grouped = alpha < 0.999
        if let material = (view as? UIVisualEffectView)?.blurMaterial {
            drawBackdrop(material, of: view, corners: layer, in: bounds, alpha: alpha, on: canvas)
        }
        if grouped { cairo_push_group(context) }
        // The view's own color (resolved for its traits), or the color its animations show.
        let background = appearance == nil ? view.backgroundColor.map(view.displayedColor) : layer.backgroundColor.map(UIColor.init(cgColor:))
        if let background, background.alpha > 0 {
            canvas.addRect(bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
            canvas.setSource(background)
            cairo_fill(context)
        }
        if layer.compositingFeatures.contains(.content) { drawLayerContent(of: view.layer, shown: layer, in: bounds, on: canvas) }
        if let imageView = view as? UIImageView {
            ImageViewDrawing.draw(imageView, in: bounds, on: canvas, images: images)
        }
        if let cached = cachedContent(of: view, size: bounds.size, scale: canvas.scale).canvas {
            cairo_set_source_surface(context, cached.surface, Double(bounds.minX), Double(bounds.minY))
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
            cairo_paint(context)
        }
        if border { drawBorder(of: layer, in: bounds, on: canvas) }
        if grouped {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, Double(alpha))
        }
    }

    /// A layer's border: inside the bounds, over the content and the sublayers.
    func drawBorder(of layer: CALayer, in bounds: CGRect, on canvas: CairoCanvas) {
        guard layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        let inset = layer.borderWidth / 2
        canvas.addRect(bounds.insetBy(dx: inset, dy: inset), radius: max(0, layer.cornerRadius - inset), corners: layer.maskedCorners, curve: layer.cornerCurve)
        canvas.setSource(color)
        cairo_set_line_width(canvas.context, Double(layer.borderWidth))
        cairo_stroke(canvas.context)
    }

    // MARK: Content cache

    /// The view's drawn content (a label's text and its `draw(_:)`), drawn again only when the
    /// content, the size or the scale changed — on the same surface when only the content did,
    /// and only the part `setNeedsDisplay(_:)` marked when that is all that changed; no surface
    /// when it draws nothing.
    private func cachedContent(of view: UIView, size: CGSize, scale: CGFloat) -> CachedContent {
        let key = view.serialNumber
        if let cached = contents[key], cached.size == size, cached.scale == scale {
            if cached.version == view.contentVersion {
                cached.lastUsed = frameNumber
                return cached
            }
            // The same surface is drawn on again: all of it, or the part marked.
            if let canvas = cached.canvas {
                let all = CGRect(origin: .zero, size: size)
                redraw(view.invalidContentRect(since: cached.version) ?? all, of: view, size: size, on: canvas)
                let updated = CachedContent(version: view.contentVersion, size: size, scale: scale, canvas: canvas)
                updated.lastUsed = frameNumber
                contents[key] = updated
                return updated
            }
        }
        let drawing = CairoGraphicsContext(size: size, scale: scale, images: images)
        let previous = Graphics.currentContext
        Graphics.currentContext = drawing
        // Dynamic colors used by `draw(_:)` resolve with the view's traits, as in UIKit.
        view.traitCollection.performAsCurrent { view.drawContent(size: size, in: drawing) }
        Graphics.currentContext = previous
        let cached = CachedContent(version: view.contentVersion, size: size, scale: scale, canvas: drawing.canvas)
        cached.lastUsed = frameNumber
        contents[key] = cached
        return cached
    }

    /// Draws `part` of a view's content again over its cached drawing: the part, out to whole
    /// pixels, is cleared and `draw(_:)` is called with it, clipped to it (all of the view when
    /// the part covers it).
    private func redraw(_ part: CGRect, of view: UIView, size: CGSize, on canvas: CairoCanvas) {
        let scale = canvas.scale
        let bounds = CGRect(origin: .zero, size: size)
        let clipped = part.intersection(bounds)
        guard !clipped.isNull, !clipped.isEmpty else { return }
        let (minX, minY) = ((clipped.minX * scale).rounded(.down), (clipped.minY * scale).rounded(.down))
        let (maxX, maxY) = ((clipped.maxX * scale).rounded(.up), (clipped.maxY * scale).rounded(.up))
        let rect = CGRect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
        let context = canvas.context
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_reset_clip(context)
        cairo_new_path(context)
        cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(context)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        let drawing = CairoGraphicsContext(reusing: canvas, images: images)
        let previous = Graphics.currentContext
        Graphics.currentContext = drawing
        view.traitCollection.performAsCurrent { view.drawContent(size: size, rect: rect, in: drawing) }
        Graphics.currentContext = previous
        cairo_restore(context)
    }

    /// Frees the cached content of views not drawn for a while.
    private func evictUnusedContents() {
        guard frameNumber % 120 == 0 else { return }
        let cutoff = frameNumber - 120
        contents = contents.filter { $0.value.lastUsed > cutoff }
        shadowMasks.evict(unusedSince: cutoff)
        blurSurfaces.evict(unusedSince: cutoff)
    }
}

/// A view's cached drawing.
final class CachedContent {
    let version: Int
    let size: CGSize
    let scale: CGFloat
    let canvas: CairoCanvas?
    var lastUsed = 0

    init(version: Int, size: CGSize, scale: CGFloat, canvas: CairoCanvas?) {
        self.version = version
        self.size = size
        self.scale = scale
        self.canvas = canvas
    }
}

/// Where frames are drawn: a surface of `pixelWidth × pixelHeight` pixels, premultiplied ARGB
/// 32-bit words (SDL's `ARGB8888`), reused frame after frame.
@preconcurrency @MainActor
public final class RenderTarget {
    let canvas: CairoCanvas

    /// A target of `size` points at `scale` pixels per point.
    public init(size: CGSize, scale: CGFloat) {
        canvas = CairoCanvas(size: size, scale: scale)
    }

    public var pixelWidth: Int { canvas.pixelWidth }
    public var pixelHeight: Int { canvas.pixelHeight }
    /// Bytes per row.
    public var bytesPerRow: Int { canvas.stride }

    /// Calls `body` with the pixel words (native-endian ARGB, premultiplied).
    public func withPixels<Result>(_ body: (UnsafeRawPointer) -> Result) -> Result {
        body(UnsafeRawPointer(cairo_image_surface_get_data(canvas.surface)!))
    }

    /// The pixels as straight RGBA bytes, rows top to bottom.
    public func rgbaBytes() -> [UInt8] { canvas.rgbaBytes() }

    /// Writes the frame as a PNG file.
    public func writePNG(to path: String) throws { try canvas.writePNG(to: path) }

    /// A copy of the frame as an image at the target's scale.
    public func image() -> UIImage { UIImage(canvas: canvas, scale: canvas.scale) }
}
