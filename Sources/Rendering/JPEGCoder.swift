internal import CJPEG
import Foundation
@_spi(Rendering) import UIKit

/// Reads and writes JPEG file data with libjpeg(-turbo) (the C target `CJPEG` catches its
/// errors). A JPEG's EXIF orientation becomes the image's `imageOrientation`, and is written
/// back by `jpegData`. Safe on any thread.
enum JPEGCoder {
    /// Whether `data` starts as a JPEG file does.
    static func isJPEG(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            cjpeg_is_jpeg(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count) != 0
        }
    }

    /// The image in JPEG `data` at `scale`; nil when it does not decode.
    static func image(from data: Data, scale: CGFloat) -> UIImage? {
        var decoded = cjpeg_image()
        let ok = data.withUnsafeBytes { bytes in
            cjpeg_decode(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &decoded) != 0
        }
        guard ok, let pixels = decoded.pixels else { return nil }
        defer { cjpeg_free(pixels) }
        let width = Int(decoded.width), height = Int(decoded.height)
        let bitmap = CGImage(width: width, height: height, pixels: Array(UnsafeBufferPointer(start: pixels, count: width * height * 4)))
        return UIImage(cgImage: bitmap, scale: scale, orientation: UIImage.Orientation(exifOrientation: Int(decoded.orientation)))
    }

    /// `image` as JPEG data: its premultiplied colors (so transparent parts are black) at
    /// `compressionQuality` (0 to 1), with its orientation as EXIF.
    static func data(of image: UIImage, compressionQuality: CGFloat) -> Data? {
        guard image.pixelWidth > 0, image.pixelHeight > 0 else { return nil }
        var rgb = [UInt8](repeating: 0, count: image.pixelWidth * image.pixelHeight * 3)
        image.pixels.withUnsafeBufferPointer { pixels in
            for pixel in 0..<image.pixelWidth * image.pixelHeight {
                rgb[pixel * 3] = pixels[pixel * 4]
                rgb[pixel * 3 + 1] = pixels[pixel * 4 + 1]
                rgb[pixel * 3 + 2] = pixels[pixel * 4 + 2]
            }
        }
        let quality = compressionQuality.isFinite ? Int32((min(max(compressionQuality, 0), 1) * 100).rounded()) : 75
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let ok = cjpeg_encode(rgb, Int32(image.pixelWidth), Int32(image.pixelHeight), quality,
                              Int32(image.imageOrientation.exifOrientation), &output, &size) != 0
        guard ok, let output else { return nil }
        defer { cjpeg_free(output) }
        return Data(bytes: output, count: Int(size))
    }
}

/// The coder `Rendering.install()` installs: JPEG with libjpeg, PNG (and anything else Cairo
/// reads) with Cairo.
struct FileImageCoder: ImageCoding {
    private let png = CairoPNGCoder()

    func image(from data: Data, scale: CGFloat) -> UIImage? {
        JPEGCoder.isJPEG(data) ? JPEGCoder.image(from: data, scale: scale) : png.image(from: data, scale: scale)
    }

    func pngData(of image: UIImage) -> Data? {
        png.pngData(of: image)
    }

    func jpegData(of image: UIImage, compressionQuality: CGFloat) -> Data? {
        JPEGCoder.data(of: image, compressionQuality: compressionQuality)
    }
}
