internal import CCairoPango
import Foundation
import UIKit

/// Reads and writes PNG file data with Cairo, for `UIImage(data:)`, `UIImage(contentsOfFile:)`,
/// `UIImage(named:)` and `pngData()` (JPEG is `JPEGCoder`'s; `FileImageCoder` picks). Safe on any
/// thread: each call has its own surfaces.
struct CairoPNGCoder: ImageCoding {
    func image(from data: Data, scale: CGFloat) -> UIImage? {
        let reader = Reader(data)
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            return reader.read(into: buffer!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(reader).toOpaque())!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let canvas = CairoCanvas(size: CGSize(width: Int(cairo_image_surface_get_width(surface)),
                                              height: Int(cairo_image_surface_get_height(surface))), scale: 1)
        cairo_set_source_surface(canvas.context, surface, 0, 0)
        cairo_paint(canvas.context)
        return UIImage(canvas: canvas, scale: scale)
    }

    func pngData(of image: UIImage) -> Data? {
        guard image.pixelWidth > 0, image.pixelHeight > 0 else { return nil }
        let surface = ImageSurfaces.makeSurface(image)
        defer { cairo_surface_destroy(surface) }
        let writer = Writer()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            Unmanaged<Writer>.fromOpaque(closure!).takeUnretainedValue().data.append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(writer).toOpaque())
        return status == CAIRO_STATUS_SUCCESS ? writer.data : nil
    }

    /// File data handed to Cairo in the pieces it asks for.
    private final class Reader {
        let data: Data
        var offset = 0

        init(_ data: Data) { self.data = data }

        func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
            guard count <= data.count - offset else { return false }
            data.copyBytes(to: buffer, from: data.startIndex + offset..<data.startIndex + offset + count)
            offset += count
            return true
        }
    }

    /// The bytes Cairo writes.
    private final class Writer {
        var data = Data()
    }
}
