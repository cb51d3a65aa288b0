internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// A layer's own content, in its bounds coordinates: what a standalone layer draws of itself
/// (background, content, border), and the content any layer adds over its background — its
/// `contents` image, a standalone layer's `draw(in:)` drawing, a shape layer's path, a
/// gradient layer's gradient.
extension ViewRenderer {
    /// A standalone layer's background, content and, unless it is drawn over the sublayers
    /// later, border; at `alpha` as one image.
    func drawStandaloneContent(of layer: CALayer, shown: CALayer, in bounds: CGRect, alpha: CGFloat, on canvas: CairoCanvas, border: Bool) {
        let model = layer
        let layer = shown
        let context = canvas.context
        let grouped = alpha < 0.999
        if grouped { cairo_push_group(context) }
        if let background = layer.backgroundColor, background.alpha > 0 {
            canvas.addRect(bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
            canvas.setSource(background)
            cairo_fill(context)
        }
        if layer.compositingFeatures.contains(.content) { drawLayerContent(of: model, shown: layer, in: bounds, on: canvas) }
        if border { drawBorder(of: layer, in: bounds, on: canvas) }
        if grouped {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, Double(alpha))
        }
    }

    /// The content a layer draws over its background: `contents`, a standalone layer's
    /// displayed drawing, a shape or a gradient.
    func drawLayerContent(of model: CALayer, shown layer: CALayer, in bounds: CGRect, on canvas: CairoCanvas) {
        let context = canvas.context
        // A `CGImage`, as iOS draws; or a `UIImage`, which the package's bars set (drawn with its
        // cap insets; on iOS a `UIImage` there draws nothing, so ported code never sets one).
        if let image = (layer.contents as? CGImage).map(UIImage.init(cgImage:)) ?? layer.contents as? UIImage {
            let size = CGSize(width: CGFloat(image.pixelWidth) / layer.contentsScale, height: CGFloat(image.pixelHeight) / layer.contentsScale)
            ImageDrawing.draw(image, in: layer.contentsGravity.rect(for: size, in: bounds), on: context, images: images)
        }
        model.displayIfNeeded()
        if model.view == nil, model.displayVersion > 0, let drawing = displayedContent(of: model, size: bounds.size, scale: canvas.scale) {
            let size = CGSize(width: CGFloat(drawing.pixelWidth) / drawing.scale, height: CGFloat(drawing.pixelHeight) / drawing.scale)
            let rect = layer.contentsGravity.rect(for: size, in: bounds)
            cairo_save(context)
            cairo_translate(context, Double(rect.minX), Double(rect.minY))
            cairo_scale(context, Double(rect.width / size.width), Double(rect.height / size.height))
            cairo_set_source_surface(context, drawing.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
            cairo_paint(context)
            cairo_restore(context)
        }
        if let shape = layer as? CAShapeLayer {
            ShapeDrawing.draw(shape, on: canvas)
        } else if let gradient = layer as? CAGradientLayer {
            cairo_save(context)
            canvas.addRect(bounds, radius: gradient.cornerRadius, corners: gradient.maskedCorners, curve: gradient.cornerCurve)
            cairo_clip(context)
            GradientDrawing.fill(bounds, with: gradient, on: canvas)
            cairo_restore(context)
        }
    }

    /// What a standalone layer's `draw(in:)` drew at its last display, drawn again only when it
    /// is displayed again or the scale changed. A new size stretches the old drawing (by
    /// `contentsGravity`) until the layer is displayed again. Nil when it drew nothing.
    private func displayedContent(of layer: CALayer, size: CGSize, scale: CGFloat) -> CairoCanvas? {
        let key = -layer.serialNumber
        if let cached = contents[key], cached.version == layer.displayVersion, cached.scale == scale {
            cached.lastUsed = frameNumber
            return cached.canvas
        }
        let drawing = CairoGraphicsContext(size: size, scale: scale, images: images)
        let previous = Graphics.currentContext
        Graphics.currentContext = drawing
        layer.draw(in: drawing)
        Graphics.currentContext = previous
        let cached = CachedContent(version: layer.displayVersion, size: size, scale: scale, canvas: drawing.canvas)
        cached.lastUsed = frameNumber
        contents[key] = cached
        return cached.canvas
    }
}
