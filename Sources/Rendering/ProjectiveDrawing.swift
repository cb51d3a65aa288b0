internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// Layers whose transform is not affine (a perspective, `m34`): Cairo's matrices are affine,
/// so such a layer is drawn (with its sublayers, flattened, as Core Animation flattens them)
/// into an offscreen surface in its own plane, and that surface is mapped onto the target
/// through the inverse of the projective map: every target pixel the layer covers is traced
/// back to the layer's plane and sampled there, bilinearly. The mapping is exact (no grid of
/// affine pieces, no seams); edges are smoothed by the bilinear filter over one source pixel.
/// Parts at or behind the eye (w ≤ 0) are not drawn, as in Core Animation.
extension ViewRenderer {
    /// Draws `layer` in the current coordinates through `plane` (its bounds coordinates to its
    /// superlayer's).
    func drawProjected(_ layer: CALayer, shown: CALayer, bounds: CGRect, alpha: CGFloat, through plane: Homography, on canvas: CairoCanvas) {
        let context = canvas.context
        let extent = drawnExtent(of: layer, bounds: bounds)
        guard extent.isDrawableArea else { return }
        let scale = Double(canvas.scale)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let current = CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
        let toDevice = plane.concatenating(Homography(current)).concatenating(Homography(CGAffineTransform(scaleX: scale, y: scale)))
        guard let fromDevice = toDevice.inverse, let area = deviceArea(of: extent, under: toDevice, on: context, scale: scale) else {
            return
        }
        let resolution = Self.sourceResolution(for: extent, under: toDevice, deviceScale: scale)
        let source = CairoCanvas(size: extent.size, scale: resolution)
        cairo_translate(source.context, Double(-extent.minX), Double(-extent.minY))
        drawLayerTree(layer, shown: shown, bounds: bounds, alpha: 1, on: source)
        cairo_surface_flush(source.surface)
        guard let mapped = Self.map(source, extent: extent, resolution: resolution, area: area, fromDevice: fromDevice, plane: plane)
        else { return }
        defer { cairo_surface_destroy(mapped) }
        cairo_surface_set_device_scale(mapped, scale, scale)
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, mapped, Double(area.x) / scale, Double(area.y) / scale)
        cairo_paint_with_alpha(context, Double(alpha))
        cairo_restore(context)
    }

    /// The device pixels the layer may cover: the box of its projected corners within the clip
    /// (the whole clip when a corner is behind the eye); nil when empty.
    private func deviceArea(of extent: CGRect, under toDevice: Homography, on context: OpaquePointer,
                            scale: Double) -> (x: Int, y: Int, width: Int, height: Int)? {
        cairo_save(context)
        cairo_identity_matrix(context)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(context, &x1, &y1, &x2, &y2)
        cairo_restore(context)
        var area = CGRect(x: x1 * scale, y: y1 * scale, width: (x2 - x1) * scale, height: (y2 - y1) * scale)
        let corners = Self.corners(of: extent).compactMap { toDevice.apply($0) }
        if corners.count == 4 {
            let xs = corners.map(\.x), ys = corners.map(\.y)
            area = area.intersection(CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                .insetBy(dx: -1, dy: -1))
        }
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let minX = Int(area.minX.rounded(.down)), minY = Int(area.minY.rounded(.down))
        let maxX = Int(area.maxX.rounded(.up)), maxY = Int(area.maxY.rounded(.up))
        return (minX, minY, maxX - minX, maxY - minY)
    }

    /// Offscreen pixels per point: as many as the most stretched edge of the projected layer
    /// covers, at least one and at most four times the device scale (and 4,096 pixels a side),
    /// rounded up to a half so that a slowly turning layer keeps its cached content longer.
    private static func sourceResolution(for extent: CGRect, under toDevice: Homography, deviceScale: Double) -> CGFloat {
        let corners = corners(of: extent)
        var stretch = 1.0
        for index in 0..<4 {
            let a = corners[index], b = corners[(index + 1) % 4]
            guard let pa = toDevice.apply(a), let pb = toDevice.apply(b) else { continue }
            let length = Double(hypot(b.x - a.x, b.y - a.y))
            if length > 0 { stretch = max(stretch, Double(hypot(pb.x - pa.x, pb.y - pa.y)) / length) }
        }
        let largest = min(4 * deviceScale, 4096 / Double(max(extent.width, extent.height)))
        return CGFloat(max(0.5, (min(stretch, largest) * 2).rounded(.up) / 2))
    }

    private static func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
    }

    /// A surface of `area`'s device pixels, each traced back through `fromDevice` to the layer's
    /// plane and sampled bilinearly from `source` (premultiplied ARGB; transparent outside).
    private static func map(_ source: CairoCanvas, extent: CGRect, resolution: CGFloat,
                            area: (x: Int, y: Int, width: Int, height: Int), fromDevice: Homography,
                            plane: Homography) -> OpaquePointer? {
        guard let sourceData = cairo_image_surface_get_data(source.surface),
              let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(area.width), Int32(area.height)),
              cairo_surface_status(out) == CAIRO_STATUS_SUCCESS, let outData = cairo_image_surface_get_data(out) else { return nil }
        let sourcePixels = UnsafeRawPointer(sourceData), sourceStride = source.stride
        let sourceWidth = source.pixelWidth, sourceHeight = source.pixelHeight
        let outStride = Int(cairo_image_surface_get_stride(out))
        let r = Double(resolution), originX = Double(extent.minX), originY = Double(extent.minY)
        let m = fromDevice.m
        func texel(_ x: Int, _ y: Int) -> UInt32 {
            guard x >= 0, y >= 0, x < sourceWidth, y < sourceHeight else { return 0 }
            return sourcePixels.load(fromByteOffset: y * sourceStride + x * 4, as: UInt32.self)
        }
        let planeW = (plane.m.2, plane.m.5, plane.m.8)
        let lastX = sourceWidth - 1, lastY = sourceHeight - 1
        for row in 0..<area.height {
            let outRow = UnsafeMutableRawPointer(outData + row * outStride)
            let dy = Double(area.y + row) + 0.5, dx = Double(area.x) + 0.5
            // The numerators and w of the inverse map, stepped along the row.
            var px = dx * m.0 + dy * m.3 + m.6, py = dx * m.1 + dy * m.4 + m.7, pw = dx * m.2 + dy * m.5 + m.8
            for column in 0..<area.width {
                defer { px += m.0; py += m.1; pw += m.2 }
                var pixel: UInt32 = 0
                if pw != 0 {
                    let inverseW = 1 / pw
                    let x = px * inverseW, y = py * inverseW
                    let sx = (x - originX) * r - 0.5, sy = (y - originY) * r - 0.5
                    if x * planeW.0 + y * planeW.1 + planeW.2 > 1e-9,
                       sx > -1, sy > -1, sx < Double(sourceWidth), sy < Double(sourceHeight) {
                        // floor, for values above −1.
                        let x0 = Int(sx + 1) - 1, y0 = Int(sy + 1) - 1
                        let fx = UInt32((sx - Double(x0)) * 256), fy = UInt32((sy - Double(y0)) * 256)
                        if x0 >= 0, y0 >= 0, x0 < lastX, y0 < lastY {
                            let offset = y0 * sourceStride + x0 * 4
                            pixel = bilinear(sourcePixels.load(fromByteOffset: offset, as: UInt32.self),
                                             sourcePixels.load(fromByteOffset: offset + 4, as: UInt32.self),
                                             sourcePixels.load(fromByteOffset: offset + sourceStride, as: UInt32.self),
                                             sourcePixels.load(fromByteOffset: offset + sourceStride + 4, as: UInt32.self), fx, fy)
                        } else {
                            pixel = bilinear(texel(x0, y0), texel(x0 + 1, y0), texel(x0, y0 + 1), texel(x0 + 1, y0 + 1), fx, fy)
                        }
                    }
                }
                outRow.storeBytes(of: pixel, toByteOffset: column * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(out)
        return out
    }

    /// Blends four premultiplied ARGB pixels by the fractions along x and y, in 256ths; two
    /// channels at a time, each in its own 32-bit lane of a 64-bit word.
    private static func bilinear(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ fx: UInt32, _ fy: UInt32) -> UInt32 {
        if a == b && a == c && a == d { return a }
        let wa = UInt64((256 - fx) * (256 - fy)), wb = UInt64(fx * (256 - fy)), wc = UInt64((256 - fx) * fy), wd = UInt64(fx * fy)
        func lanes(_ pixel: UInt32, _ shift: UInt32) -> UInt64 {
            UInt64((pixel >> shift) & 0xFF) | UInt64((pixel >> (shift + 16)) & 0xFF) << 32
        }
        func blend(_ shift: UInt32) -> UInt32 {
            // The weights sum to 2^16: each lane stays below 2^24.
            let sum = lanes(a, shift) * wa + lanes(b, shift) * wb + lanes(c, shift) * wc + lanes(d, shift) * wd
            let rounded = (sum + 0x0000_8000_0000_8000) >> 16
            return (UInt32(rounded & 0xFF) | UInt32((rounded >> 32) & 0xFF) << 16) << shift
        }
        return blend(0) | blend(8)
    }
}
