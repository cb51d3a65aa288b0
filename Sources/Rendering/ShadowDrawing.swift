internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

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
    /// Draws the shadow of `layer` (as `shown`, its animated values) in its bounds coordinates.
    /// A `shadowPath` shadow's blurred mask is kept (`ShadowMasks`) while the path, radius and
    /// scale stay the same.
    func drawShadow(of layer: CALayer, shown: CALayer, bounds: CGRect, on canvas: CairoCanvas) {
        let model = layer
        let layer = shown
        guard let color = layer.shadowColor, color.alpha > 0, layer.shadowOpacity > 0 else { return }
        let scale = canvas.scale, radius = layer.shadowRadius
        let shape = layer.shadowPath
        let made: ShadowMask?
        if let shape {
            made = shadowMasks.mask(for: model.serialNumber, path: shape, radius: radius, scale: scale, frame: frameNumber) {
                ShadowMask(radius: radius, scale: scale, around: shape.boundingBoxOfPath, kept: true) { offscreen in
                    PathDrawing.add(shape, to: offscreen.context)
                    cairo_set_source_rgba(offscreen.context, 0, 0, 0, 1)
                    cairo_fill(offscreen.context)
                }
            }
        } else {
            made = ShadowMask(radius: radius, scale: scale, around: drawnExtent(of: model, bounds: bounds), kept: false) { offscreen in
                drawLayerTree(model, shown: layer, bounds: bounds, alpha: 1, on: offscreen, shadow: false)
            }
        }
        guard let mask = made else { return }
        let target = canvas.context
        cairo_save(target)
        cairo_translate(target, Double(layer.shadowOffset.width), Double(layer.shadowOffset.height))
        let shade = UIColor(cgColor: color)
        canvas.setSource(shade.withAlphaComponent(shade.alpha * CGFloat(min(layer.shadowOpacity, 1))))
        let pattern = cairo_pattern_create_for_surface(mask.surface)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, Double(-mask.extent.minX), Double(-mask.extent.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_mask(target, pattern)
        cairo_pattern_destroy(pattern)
        cairo_restore(target)
    }
}

/// A shadow's shape as an A8 surface: what casts it drawn offscreen at the target's scale, its
/// alpha channel blurred. Owns the surface.
final class ShadowMask {
    let surface: OpaquePointer
    /// Where the surface lies, in the layer's bounds coordinates.
    let extent: CGRect

    /// Draws what casts the shadow (`draw`, in the layer's bounds coordinates) around `area`,
    /// and blurs it; `kept` for a mask painted again and again. Nil when there is nothing to
    /// draw or Cairo cannot make the surface.
    init?(radius: CGFloat, scale: CGFloat, around area: CGRect, kept: Bool, draw: (CairoCanvas) -> Void) {
        let spread = ShadowDrawing.spread(radius: radius)
        let extent = area.insetBy(dx: -spread, dy: -spread)
        guard extent.isDrawableArea else { return nil }
        let offscreen = CairoCanvas(size: extent.size, scale: scale)
        cairo_translate(offscreen.context, Double(-extent.minX), Double(-extent.minY))
        draw(offscreen)
        // A wide blur is computed on the alpha averaged over k × k pixels (k keeps at least two
        // pixels of deviation): the shadow is smooth, and Cairo scales the mask back up.
        // A kept mask is scaled back up once, so that painting it is a plain copy.
        let sigma = Double(ShadowDrawing.sigma(radius: radius) * scale)
        let k = min(max(Int(sigma / 2), 1), 8)
        guard var surface = Self.blurredAlpha(of: offscreen, reducedBy: k, sigma: sigma / Double(k)) else { return nil }
        var maskScale = Double(scale) / Double(k)
        if kept, k > 1, let full = Self.enlarged(surface, by: k, to: offscreen) {
            cairo_surface_destroy(surface)
            surface = full
            maskScale = Double(scale)
        }
        cairo_surface_set_device_scale(surface, maskScale, maskScale)
        self.surface = surface
        self.extent = extent
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// `surface` scaled up `k` times, bilinearly, to the pixel size of `canvas`.
    private static func enlarged(_ surface: OpaquePointer, by k: Int, to canvas: CairoCanvas) -> OpaquePointer? {
        guard let full = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(canvas.pixelWidth), Int32(canvas.pixelHeight)),
              cairo_surface_status(full) == CAIRO_STATUS_SUCCESS else { return nil }
        let context = cairo_create(full)
        cairo_scale(context, Double(k), Double(k))
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(full)
        return full
    }

    /// An A8 surface of the canvas's alpha channel averaged over `k` × `k` pixels (the last
    /// block of a row or column reaching past the edge counts the missing pixels as
    /// transparent), blurred; nil when Cairo cannot make one.
    private static func blurredAlpha(of canvas: CairoCanvas, reducedBy k: Int, sigma: Double) -> OpaquePointer? {
        cairo_surface_flush(canvas.surface)
        guard let source = cairo_image_surface_get_data(canvas.surface) else { return nil }
        let sourceWidth = canvas.pixelWidth, sourceHeight = canvas.pixelHeight, stride = canvas.stride
        let width = (sourceWidth + k - 1) / k, height = (sourceHeight + k - 1) / k
        var sums = [UInt32](repeating: 0, count: width * height)
        sums.withUnsafeMutableBufferPointer { sums in
            for y in 0..<sourceHeight {
                let row = UnsafeRawPointer(source + y * stride), base = (y / k) * width
                var x = 0, block = 0
                while x < sourceWidth {
                    let end = min(x + k, sourceWidth)
                    var sum: UInt32 = 0
                    while x < end {
                        sum += row.load(fromByteOffset: x * 4, as: UInt32.self) >> 24
                        x += 1
                    }
                    sums[base + block] += sum
                    block += 1
                }
            }
        }
        let area = UInt32(k * k)
        var alpha = sums.map { UInt8(($0 + area / 2) / area) }
        AlphaBlur.blur(&alpha, width: width, height: height, sigma: sigma)
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(mask) else {
            cairo_surface_destroy(mask)
            return nil
        }
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

/// The blurred masks of `shadowPath` shadows, by layer: Core Animation documents a shadow path
/// as the way to make shadows cheap, and here a shadow with an unchanged path, radius and scale
/// is painted from its mask without drawing or blurring anything.
@MainActor
final class ShadowMasks {
    private struct Entry {
        let path: CGPath
        let radius: CGFloat
        let scale: CGFloat
        let mask: ShadowMask
        var lastUsed: Int
    }

    private var entries: [Int: Entry] = [:]

    /// The mask for the layer with serial number `layer`, made by `make` when the path, radius
    /// or scale changed.
    func mask(for layer: Int, path: CGPath, radius: CGFloat, scale: CGFloat, frame: Int, make: () -> ShadowMask?) -> ShadowMask? {
        if var entry = entries[layer], entry.radius == radius, entry.scale == scale, entry.path == path {
            entry.lastUsed = frame
            entries[layer] = entry
            return entry.mask
        }
        guard let mask = make() else {
            entries[layer] = nil
            return nil
        }
        entries[layer] = Entry(path: path, radius: radius, scale: scale, mask: mask, lastUsed: frame)
        return mask
    }

    /// Frees the masks not used since frame `cutoff`.
    func evict(unusedSince cutoff: Int) {
        entries = entries.filter { $0.value.lastUsed > cutoff }
    }
}
