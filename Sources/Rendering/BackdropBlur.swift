internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// A blur effect view's backdrop: the pixels already drawn under the view, blurred and tinted
/// with its material. The blur is done small — the region is scaled down until the blur's
/// standard deviation is about two pixels, blurred there (`ColorBlur`), and scaled back up
/// smoothly — so its cost grows with the region's area, and little with the radius.
extension ViewRenderer {
    /// The standard deviation, in scaled-down pixels, the blur is done at.
    static let smallBlurSigma: CGFloat = 2

    /// Lays the blur of what lies under `bounds` (clipped to its corners) over it, then the
    /// material's tint, resolved with `view`'s traits, both at `alpha`; `layer` gives the corners.
    func drawBackdrop(_ material: BlurMaterial, of view: UIView, corners layer: CALayer, in bounds: CGRect, alpha: CGFloat,
                      on canvas: CairoCanvas) {
        let context = canvas.context
        let scale = canvas.scale
        cairo_save(context)
        canvas.addRect(bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
        cairo_clip(context)
        let region = deviceRegion(of: bounds, on: context)
        let sigma = material.radius * scale
        if sigma >= 0.5, let region {
            let factor = max(1, (sigma / Self.smallBlurSigma).rounded(.down))
            let margin = (3 * material.radius).rounded(.up)
            var sampled = region.insetBy(dx: -margin, dy: -margin)
            if cairo_get_group_target(context) == canvas.surface {
                sampled = sampled.intersection(CGRect(x: 0, y: 0, width: CGFloat(canvas.pixelWidth) / scale,
                                                      height: CGFloat(canvas.pixelHeight) / scale))
            }
            if !sampled.isNull, sampled.width > 0, sampled.height > 0 {
                paintBlurred(sampled, factor: factor, sigma: sigma / factor, scale: scale, alpha: alpha, on: context)
            }
        }
        cairo_identity_matrix(context)
        canvas.setSource(view.displayedColor(material.tint))
        cairo_paint_with_alpha(context, Double(alpha))
        cairo_restore(context)
    }

    /// The region, in the target's points, that `bounds` covers under the current transform.
    private func deviceRegion(of bounds: CGRect, on context: OpaquePointer) -> CGRect? {
        var xs: [Double] = [], ys: [Double] = []
        for corner in [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY)] {
            var x = Double(corner.0), y = Double(corner.1)
            cairo_user_to_device(context, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(), maxX > minX, maxY > minY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).integral
    }

    /// Scales `region` of the current target down by `factor` pixels, blurs it there by `sigma`
    /// small pixels, and paints it back over it scaled up, at `alpha` (within the clip).
    private func paintBlurred(_ region: CGRect, factor: CGFloat, sigma: CGFloat, scale: CGFloat, alpha: CGFloat, on context: OpaquePointer) {
        let width = max(1, Int((region.width * scale / factor).rounded(.up)))
        let height = max(1, Int((region.height * scale / factor).rounded(.up)))
        let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(small) }
        let smallContext = cairo_create(small)
        cairo_scale(smallContext, Double(scale / factor), Double(scale / factor))
        cairo_set_source_surface(smallContext, cairo_get_group_target(context), Double(-region.minX), Double(-region.minY))
        cairo_pattern_set_filter(cairo_get_source(smallContext), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(smallContext), CAIRO_EXTEND_PAD)
        cairo_set_operator(smallContext, CAIRO_OPERATOR_SOURCE)
        cairo_paint(smallContext)
        cairo_destroy(smallContext)
        cairo_surface_flush(small)
        ColorBlur.blur(cairo_image_surface_get_data(small), width: width, height: height,
                       stride: Int(cairo_image_surface_get_stride(small)), sigma: Double(sigma))
        cairo_surface_mark_dirty(small)
        cairo_identity_matrix(context)
        cairo_translate(context, Double(region.minX), Double(region.minY))
        cairo_scale(context, Double(factor / scale), Double(factor / scale))
        cairo_set_source_surface(context, small, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(context, Double(alpha))
    }
}
