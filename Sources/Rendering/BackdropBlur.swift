internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// A blur effect view's backdrop: the pixels already drawn under the view, blurred and tinted
/// with its material. The blur is done small — the region is halved (each pixel the average
/// of four) until the blur's standard deviation is 1.25 to 2.5 pixels, blurred there
/// (`ColorBlur`), tinted, and doubled back up smoothly — so its cost grows with the region's
/// area, and little with the radius.
extension ViewRenderer {
    /// The smallest standard deviation, in scaled-down pixels, the blur is done at (the blur
    /// stays within 10 levels of an exact Gaussian: VisualEffectTests).
    static let smallBlurSigma: CGFloat = 1.25

    /// Lays the blur of what lies under `bounds` (clipped to its corners) over it, tinted with
    /// the material's color resolved with `view`'s traits, at `alpha`; `layer` gives the corners.
    func drawBackdrop(_ material: BlurMaterial, of view: UIView, corners layer: CALayer, in bounds: CGRect, alpha: CGFloat,
                      on canvas: CairoCanvas) {
        let context = canvas.context
        let scale = canvas.scale
        let tint = view.displayedColor(material.tint)
        cairo_save(context)
        canvas.addRect(bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, curve: layer.cornerCurve)
        cairo_clip(context)
        let sigma = material.radius * scale
        var sampled = deviceRegion(of: bounds, on: context)?.insetBy(dx: -(3 * material.radius).rounded(.up), dy: -(3 * material.radius).rounded(.up))
        if cairo_get_group_target(context) == canvas.surface {
            sampled = sampled?.intersection(CGRect(x: 0, y: 0, width: CGFloat(canvas.pixelWidth) / scale,
                                                   height: CGFloat(canvas.pixelHeight) / scale))
        }
        if sigma >= 0.5, let sampled, !sampled.isNull, sampled.width > 0, sampled.height > 0 {
            var halvings = 0
            while sigma / CGFloat(1 << (halvings + 1)) >= Self.smallBlurSigma { halvings += 1 }
            paintBlurred(sampled, halvings: halvings, sigma: sigma / CGFloat(1 << halvings), scale: scale, tint: tint, alpha: alpha,
                         on: context, target: canvas.surface)
        } else {
            cairo_identity_matrix(context)
            CairoCanvas.setSource(tint, on: context)
            cairo_paint_with_alpha(context, Double(alpha))
        }
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

    /// Halves `region` of the current target `halvings` times, blurs it there by `sigma` small
    /// pixels, lays `tint` over it, and paints it back onto the region doubled as many times, at
    /// `alpha` (within the clip).
    private func paintBlurred(_ region: CGRect, halvings: Int, sigma: CGFloat, scale: CGFloat, tint: UIColor, alpha: CGFloat,
                              on context: OpaquePointer, target: OpaquePointer) {
        var width = Double(region.width * scale), height = Double(region.height * scale)
        var small: OpaquePointer?
        var remaining = halvings, step = 0
        // The first paint reads the target, quartering it when it can (a smooth sample of each
        // 4×4 block's middle: the blur that follows hides what it skips); the others halve.
        repeat {
            let factor = small == nil && remaining >= 2 ? 2 : min(remaining, 1)
            remaining -= factor
            let shrink = 1 / Double(1 << factor)
            let (nextWidth, nextHeight) = ((width * shrink).rounded(.up), (height * shrink).rounded(.up))
            let next = blurSurfaces.surface(for: step, width: Int(nextWidth), height: Int(nextHeight), frame: frameNumber)
            step += 1
            let nextContext = cairo_create(next)
            if let small {
                cairo_scale(nextContext, shrink, shrink)
                cairo_set_source_surface(nextContext, small, 0, 0)
            } else {
                cairo_scale(nextContext, Double(scale) * shrink, Double(scale) * shrink)
                cairo_set_source_surface(nextContext, cairo_get_group_target(context), Double(-region.minX), Double(-region.minY))
            }
            cairo_pattern_set_filter(cairo_get_source(nextContext), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(nextContext), CAIRO_EXTEND_PAD)
            cairo_set_operator(nextContext, CAIRO_OPERATOR_SOURCE)
            cairo_paint(nextContext)
            cairo_destroy(nextContext)
            small = next
            (width, height) = (nextWidth, nextHeight)
        } while remaining > 0
        guard let small else { return }
        cairo_surface_flush(small)
        colorBlur.blur(cairo_image_surface_get_data(small), width: Int(width), height: Int(height),
                       stride: Int(cairo_image_surface_get_stride(small)), sigma: Double(sigma))
        cairo_surface_mark_dirty(small)
        let tinting = cairo_create(small)!
        CairoCanvas.setSource(tint, on: tinting)
        cairo_paint(tinting)
        cairo_destroy(tinting)
        // Back up by doubling, smoothly, the last onto the target: replacing what was there (it
        // is what was blurred), or over it when the view is translucent. The last doubling
        // repeats each pixel — the image is smooth by then, and Cairo's smooth filter would
        // cost more than all the rest. When the view is opaque and its clip is whole pixels,
        // the last two doublings are written straight into the target's pixels
        // (`PixelDoubling`); otherwise Cairo paints them.
        cairo_identity_matrix(context)
        let origin = (x: region.minX * scale, y: region.minY * scale)
        let straightClip = halvings > 0 && alpha >= 0.999 && origin.x == origin.x.rounded() && origin.y == origin.y.rounded()
            ? pixelClip(of: context, scale: scale, drawingOn: target).flatMap { PixelDoubling.isWholePixels($0) ? $0 : nil } : nil
        let smoothlyStraight = straightClip != nil && halvings >= 2
        var shown = small, shownWidth = width, shownHeight = height
        for _ in 0..<max(0, halvings - (smoothlyStraight ? 2 : 1)) {
            let larger = blurSurfaces.surface(for: step, width: Int(shownWidth * 2), height: Int(shownHeight * 2), frame: frameNumber)
            step += 1
            let largerContext = cairo_create(larger)!
            cairo_scale(largerContext, 2, 2)
            Self.paint(shown, filter: CAIRO_FILTER_BILINEAR, operator: CAIRO_OPERATOR_SOURCE, alpha: 1, on: largerContext)
            cairo_destroy(largerContext)
            (shown, shownWidth, shownHeight) = (larger, shownWidth * 2, shownHeight * 2)
        }
        if let straightClip {
            PixelDoubling.paint(shown, smoothly: smoothlyStraight, onto: target, at: (Int(origin.x), Int(origin.y)), within: straightClip)
            return
        }
        let factor = halvings == 0 ? 1 : 2.0
        cairo_translate(context, Double(region.minX), Double(region.minY))
        cairo_scale(context, factor / Double(scale), factor / Double(scale))
        Self.paint(shown, filter: halvings == 0 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_FAST,
                   operator: alpha >= 0.999 ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_OVER, alpha: alpha, on: context)
    }

    /// The clip of `context` (at the identity transform) as rectangles of `target`'s pixels,
    /// when it draws straight on `target` and its clip is rectangles; nil otherwise.
    private func pixelClip(of context: OpaquePointer, scale: CGFloat, drawingOn target: OpaquePointer) -> [CGRect]? {
        guard cairo_get_group_target(context) == target, let list = cairo_copy_clip_rectangle_list(context) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        return (0..<Int(list.pointee.num_rectangles)).map { index in
            let rectangle = list.pointee.rectangles[index]
            return CGRect(x: rectangle.x * Double(scale), y: rectangle.y * Double(scale),
                          width: rectangle.width * Double(scale), height: rectangle.height * Double(scale))
        }
    }

    /// Paints `surface` at the origin through `filter`, its edges extended.
    private static func paint(_ surface: OpaquePointer, filter: cairo_filter_t, operator: cairo_operator_t, alpha: CGFloat,
                              on context: OpaquePointer) {
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), filter)
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_set_operator(context, `operator`)
        cairo_paint_with_alpha(context, Double(alpha))
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    }
}
