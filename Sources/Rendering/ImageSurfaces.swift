internal import CCairoPango
import Foundation
import UIKit

/// Images as Cairo surfaces: made once per pixel buffer — the copies `UIImage(named:)` returns
/// share their pixels, and so their surfaces — and kept while the entry holds the image. Like
/// a GPU's mipmaps, an image drawn small is drawn from a copy halved as often as needed (made
/// once, with good filtering), so that drawing it is a cheap bilinear scale by ½ to 1.
@MainActor
final class ImageSurfaces {
    private var entries: [SurfaceKey: Entry] = [:]

    /// An image's pixel storage (alive while its entry holds the image) and its scale.
    private struct SurfaceKey: Hashable {
        let pixels: UnsafeRawPointer?
        let scale: CGFloat

        init(_ image: UIImage) {
            pixels = image.pixels.withUnsafeBytes { $0.baseAddress }
            scale = image.scale
        }
    }

    /// An image's surfaces: level 0 is the image, level k is it halved k times.
    private struct Entry {
        let image: UIImage
        var levels: [OpaquePointer]
    }

    isolated deinit {
        for entry in entries.values { entry.levels.forEach { cairo_surface_destroy($0) } }
    }

    /// The surface to draw `image` from when one of its pixels covers `pixelRatio` device
    /// pixels: the image itself from ½ up, else the level halved until that holds. Every level
    /// has the image's size in points.
    func surface(for image: UIImage, pixelRatio: Double) -> OpaquePointer {
        let key = SurfaceKey(image)
        if entries[key]?.image.pixelWidth != image.pixelWidth {
            if entries.count > 512 { evictAll() }
            entries[key] = Entry(image: image, levels: [Self.makeSurface(image)])
        }
        var level = 0
        var ratio = pixelRatio
        while ratio < 0.5, (image.pixelWidth >> (level + 1)) >= 1, (image.pixelHeight >> (level + 1)) >= 1 {
            ratio *= 2
            level += 1
        }
        while entries[key]!.levels.count <= level {
            let levels = entries[key]!.levels
            entries[key]!.levels.append(Self.halved(levels[levels.count - 1], scale: image.scale / Double(1 << levels.count)))
        }
        return entries[key]!.levels[level]
    }

    private func evictAll() {
        for entry in entries.values { entry.levels.forEach { cairo_surface_destroy($0) } }
        entries.removeAll()
    }

    /// A copy of `surface` at half its pixel size, with `scale` pixels per point.
    private static func halved(_ surface: OpaquePointer, scale: Double) -> OpaquePointer {
        let width = max(1, cairo_image_surface_get_width(surface) / 2)
        let height = max(1, cairo_image_surface_get_height(surface) / 2)
        let half = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let context = cairo_create(half)!
        cairo_scale(context, Double(width) / Double(cairo_image_surface_get_width(surface)),
                    Double(height) / Double(cairo_image_surface_get_height(surface)))
        var sx = 0.0, sy = 0.0
        cairo_surface_get_device_scale(surface, &sx, &sy)
        cairo_scale(context, sx, sy)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(half)
        cairo_surface_set_device_scale(half, scale, scale)
        return half
    }

    /// Premultiplied RGBA bytes into Cairo's native-endian ARGB32.
    nonisolated static func makeSurface(_ image: UIImage) -> OpaquePointer {
        let width = max(1, image.pixelWidth), height = max(1, image.pixelHeight)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface), image.pixelWidth > 0, image.pixelHeight > 0 {
            let stride = Int(cairo_image_surface_get_stride(surface))
            image.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<height {
                    let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
                    for x in 0..<width {
                        let i = (y * width + x) * 4
                        row[x] = UInt32(pixels[i + 3]) << 24 | UInt32(pixels[i]) << 16 | UInt32(pixels[i + 1]) << 8
                            | UInt32(pixels[i + 2])
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_surface_set_device_scale(surface, Double(image.scale), Double(image.scale))
        return surface
    }

    /// An image from a PNG file.
    static func loadPNG(_ path: String) throws -> UIImage {
        let surface = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderingError.cannotRead(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        let canvas = CairoCanvas(size: CGSize(width: Int(cairo_image_surface_get_width(surface)),
                                              height: Int(cairo_image_surface_get_height(surface))), scale: 1)
        cairo_set_source_surface(canvas.context, surface, 0, 0)
        cairo_paint(canvas.context)
        return UIImage(canvas: canvas, scale: 1)
    }
}

extension UIImage {
    /// The canvas's pixels as an image (premultiplied RGBA).
    convenience init(canvas: CairoCanvas, scale: CGFloat) {
        cairo_surface_flush(canvas.surface)
        var pixels = [UInt8](repeating: 0, count: canvas.pixelWidth * canvas.pixelHeight * 4)
        if let data = cairo_image_surface_get_data(canvas.surface) {
            let stride = canvas.stride
            for y in 0..<canvas.pixelHeight {
                for x in 0..<canvas.pixelWidth {
                    let pixel = (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                    let o = (y * canvas.pixelWidth + x) * 4
                    pixels[o] = UInt8((pixel >> 16) & 0xFF)
                    pixels[o + 1] = UInt8((pixel >> 8) & 0xFF)
                    pixels[o + 2] = UInt8(pixel & 0xFF)
                    pixels[o + 3] = UInt8(pixel >> 24)
                }
            }
        }
        self.init(pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight, scale: scale, pixels: pixels)
    }
}
