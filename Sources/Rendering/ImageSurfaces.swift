internal import CCairoPango
import Foundation
import OpenCollectionView

/// Images as Cairo surfaces: made once per image object, kept while the image lives.
@MainActor
final class ImageSurfaces {
    private var surfaces: [ObjectIdentifier: (image: Image, surface: OpaquePointer)] = [:]

    isolated deinit {
        for entry in surfaces.values { cairo_surface_destroy(entry.surface) }
    }

    /// The image's pixels as an ARGB32 surface with the image's scale.
    func surface(for image: Image) -> OpaquePointer {
        let key = ObjectIdentifier(image)
        if let entry = surfaces[key], entry.image === image { return entry.surface }
        let surface = Self.makeSurface(image)
        if surfaces.count > 512 { evictAll() }
        surfaces[key] = (image, surface)
        return surface
    }

    private func evictAll() {
        for entry in surfaces.values { cairo_surface_destroy(entry.surface) }
        surfaces.removeAll()
    }

    /// Premultiplied RGBA bytes into Cairo's native-endian ARGB32.
    static func makeSurface(_ image: Image) -> OpaquePointer {
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
    static func loadPNG(_ path: String) throws -> Image {
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
        return Image(canvas: canvas, scale: 1)
    }
}

extension Image {
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
