internal import CCairoPango
import Foundation
@_spi(Rendering) import OpenCollectionView

/// Layer shadows. Cairo has no blur, so a shadow is drawn as Core Animation describes it —
/// the layer's alpha (or its `shadowPath`), blurred by `shadowRadius`, offset by
/// `shadowOffset`, tinted with `shadowColor` at `shadowOpacity` — from an offscreen alpha mask:
/// the layer (without its shadow) is drawn offscreen at the target's scale, its alpha channel
/// is blurred by three box blurs approximating a Gaussian of standard deviation
/// `shadowRadius / 2` (`AlphaBlur`), and the result masks the shadow color, under the layer.
enum ShadowDrawing {
    /// The Gaussian's standard deviation for a shadow radius, in points: half the radius, as
    /// Core Animation's shadows measure.
    static func sigma(radius: CGFloat) -> CGFloat { max(0, radius) / 2 }

    /// How far a blurred shadow reaches beyond its shape, in points.
    static func spread(radius: CGFloat) -> CGFloat { (3 * sigma(radius: radius)).rounded(.up) + 1 }
}

extension ViewRenderer {
    /// Draws `layer`'s shadow in its bounds coordinates.
    func drawShadow(of layer: Layer, bounds: CGRect, on canvas: CairoCanvas) {
        guard let color = layer.shadowColor, color.alpha > 0, layer.shadowOpacity > 0 else { return }
        let spread = ShadowDrawing.spread(radius: layer.shadowRadius)
        let shape = layer.shadowPath
        let extent = (shape?.boundingBoxOfPath ?? drawnExtent(of: layer, bounds: bounds)).insetBy(dx: -spread, dy: -spread)
        guard extent.isDrawableArea else { return }
        let scale = canvas.scale
        let offscreen = CairoCanvas(size: extent.size, scale: scale)
        let context = offscreen.context
        cairo_translate(context, Double(-extent.minX), Double(-extent.minY))
        if let shape {
            PathDrawing.add(shape, to: context)
            cairo_set_source_rgba(context, 0, 0, 0, 1)
            cairo_fill(context)
        } else {
            drawLayerTree(layer, bounds: bounds, alpha: 1, on: offscreen, shadow: false)
        }
        guard let mask = Self.blurredAlpha(of: offscreen, sigma: Double(ShadowDrawing.sigma(radius: layer.shadowRadius) * scale)) else {
            return
        }
        defer { cairo_surface_destroy(mask) }
        cairo_surface_set_device_scale(mask, Double(scale), Double(scale))
        let target = canvas.context
        cairo_save(target)
        cairo_translate(target, Double(layer.shadowOffset.width), Double(layer.shadowOffset.height))
        let shade = (layer.view?.displayedColor(color) ?? color.resolvedColor(with: .current))
        canvas.setSource(shade.withAlphaComponent(shade.alpha * CGFloat(min(layer.shadowOpacity, 1))))
        cairo_mask_surface(target, mask, Double(extent.minX), Double(extent.minY))
        cairo_restore(target)
    }

    /// An A8 surface of the canvas's alpha channel, blurred; nil when Cairo cannot make one.
    private static func blurredAlpha(of canvas: CairoCanvas, sigma: Double) -> OpaquePointer? {
        cairo_surface_flush(canvas.surface)
        let width = canvas.pixelWidth, height = canvas.pixelHeight
        guard let source = cairo_image_surface_get_data(canvas.surface) else { return nil }
        var alpha = [UInt8](repeating: 0, count: width * height)
        let stride = canvas.stride
        for y in 0..<height {
            let row = UnsafeRawPointer(source + y * stride)
            for x in 0..<width { alpha[y * width + x] = UInt8(row.load(fromByteOffset: x * 4, as: UInt32.self) >> 24) }
        }
        AlphaBlur.blur(&alpha, width: width, height: height, sigma: sigma)
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
              cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(mask) else { return nil }
        let maskStride = Int(cairo_image_surface_get_stride(mask))
        alpha.withUnsafeBufferPointer { values in
            for y in 0..<height {
                (data + y * maskStride).update(from: values.baseAddress! + y * width, count: width)
            }
        }
        cairo_surface_mark_dirty(mask)
        return mask
    }
}
