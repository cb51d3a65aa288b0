import Foundation
import Synchronization

/// Reads and writes image file data: the rendering module installs one (Cairo reads and writes
/// PNG). Used from any thread, as UIKit's `UIImage(data:)` is.
package protocol ImageCoding: Sendable {
    /// The image in `data` at `scale` pixels per point; nil when `data` is not a file it reads.
    func image(from data: Data, scale: CGFloat) -> UIImage?
    /// The image as PNG file data.
    func pngData(of image: UIImage) -> Data?
    /// The image as JPEG file data at `compressionQuality` (0 smallest, 1 best).
    func jpegData(of image: UIImage, compressionQuality: CGFloat) -> Data?
}

extension ImageCoding {
    /// No JPEG writer: nil.
    public func jpegData(of image: UIImage, compressionQuality: CGFloat) -> Data? { nil }
}

extension UIImage {
    private static let coderStorage = Mutex<(any ImageCoding)?>(nil)

    /// Reads and writes image files for `init(named:)`, `init(contentsOfFile:)`,
    /// `init(data:)`, `pngData()` and `jpegData(compressionQuality:)`; `Rendering.install()`
    /// installs one that reads PNG (Cairo) and JPEG (libjpeg). Without one, no file is read and
    /// `pngData()` and `jpegData(compressionQuality:)` return nil.
    package static var coder: (any ImageCoding)? {
        get { coderStorage.withLock { $0 } }
        set { coderStorage.withLock { $0 = newValue } }
    }

    /// The image in `data` shown at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = UIImage.coder?.image(from: data, scale: scale) else { return nil }
        self.init(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale, pixels: image.pixels,
                  renderingMode: .automatic, configuration: nil, tint: nil, symbol: nil, attributes: image.attributes)
    }

    /// The image in the file at `path`, as UIKit's `init(contentsOfFile:)`: its scale is the
    /// one its name gives (`photo@2x.png` is 2×, other names 1×); nil when the file cannot be
    /// read or decoded. The image is not cached.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: ImageFileNames.scale(ofFileAt: path))
    }

    /// The image as PNG file data, as UIKit's `pngData()`: its pixels (a symbol image's glyph,
    /// black or in its tint color) at its scale; nil without a coder.
    public func pngData() -> Data? {
        UIImage.coder?.pngData(of: self)
    }

    /// The image as JPEG file data, as UIKit's `jpegData(compressionQuality:)`: its pixels on
    /// black where they are transparent (JPEG has no alpha), at `compressionQuality` from 0
    /// (smallest file) to 1 (best quality), with its `imageOrientation` as the EXIF orientation;
    /// nil for an empty image or without a coder.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        UIImage.coder?.jpegData(of: self, compressionQuality: compressionQuality)
    }
}
