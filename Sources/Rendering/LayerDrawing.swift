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
    /// displayed drawing, a shape, a gradient, a text or particles.
    func drawLayerContent(of model: CALayer, shown layer: CALayer, in bounds: CGRect, on canvas: CairoCanvas) {
        let context = canvas.context
        // A `CGImage`, as iOS draws; or a `UIImage`, which the package's bars set (drawn with its
        // cap insets; on iOS a `UIImage` there draws nothing, so ported code never sets one).
        let contents = (layer.contents as? CGImage).map { UIImage(cgImage: $0, scale: layer.contentsScale, orientation: .up) }
        if let image = contents ?? layer.contents as? UIImage {
            drawContents(image, of: layer, in: bounds, on: context)
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
        } else if let text = layer as? CATextLayer {
            TextLayerDrawing.draw(text, in: bounds, on: context)
        } else if let emitter = model as? CAEmitterLayer {
            EmitterDrawing.draw(emitter, on: context)
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

    /// Draws a layer's `contents`: the part `contentsRect` selects, placed by `contentsGravity`
    /// as the whole image would be, its `contentsCenter` stretched and the rest kept, sampled by
    /// the layer's filters.
    private func drawContents(_ image: UIImage, of layer: CALayer, in bounds: CGRect, on context: OpaquePointer) {
        let part = layer.contentsRect, center = layer.contentsCenter
        guard part.width > 0, part.height > 0 else { return }
        let size = CGSize(width: CGFloat(image.pixelWidth) / layer.contentsScale, height: CGFloat(image.pixelHeight) / layer.contentsScale)
        let target = layer.contentsGravity.rect(for: CGSize(width: size.width * part.width, height: size.height * part.height), in: bounds)
        var drawn = image
        if center != CGRect(x: 0, y: 0, width: 1, height: 1), !image.isResizable {
            let caps = UIEdgeInsets(top: max(0, center.minY) * image.size.height, left: max(0, center.minX) * image.size.width,
                                    bottom: max(0, 1 - center.maxY) * image.size.height, right: max(0, 1 - center.maxX) * image.size.width)
            drawn = image.resizableImage(withCapInsets: caps, resizingMode: .stretch)
        }
        let filtering = ImageFiltering(minification: layer.minificationFilter, magnification: layer.magnificationFilter,
                                       bias: layer.minificationFilterBias)
        guard part != CGRect(x: 0, y: 0, width: 1, height: 1) else {
            return ImageDrawing.draw(drawn, in: target, filtering: filtering, on: context, images: images)
        }
        // The whole image, placed so that the selected part covers the target, clipped to it.
        let whole = CGRect(x: target.minX - part.minX / part.width * target.width, y: target.minY - part.minY / part.height * target.height,
                           width: target.width / part.width, height: target.height / part.height)
        cairo_save(context)
        cairo_rectangle(context, Double(target.minX), Double(target.minY), Double(target.width), Double(target.height))
        cairo_clip(context)
        ImageDrawing.draw(drawn, in: whole, filtering: filtering, on: context, images: images)
        cairo_restore(context)
    }
}
