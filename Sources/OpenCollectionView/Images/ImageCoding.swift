import Foundation
import Synchronization

/// Reads and writes image file data: the rendering module installs one (Cairo reads and writes
/// PNG). Used from any thread, as UIKit's `UIImage(data:)` is.
public protocol ImageCoding: Sendable {
    /// The image in `data` at `scale` pixels per point; nil when `data` is not a file it reads.
    func image(from data: Data, scale: CGFloat) -> Image?
    /// The image as PNG file data.
    func pngData(of image: Image) -> Data?
}

extension Image {
    private static let coderStorage = Mutex<(any ImageCoding)?>(nil)

    /// Reads and writes image files for `init(named:)`, `init(contentsOfFile:)`,
    /// `init(data:)` and `pngData()`; `Rendering.install()` installs Cairo's PNG coder. Without
    /// one, no file is read and `pngData()` returns nil.
    public static var coder: (any ImageCoding)? {
        get { coderStorage.withLock { $0 } }
        set { coderStorage.withLock { $0 = newValue } }
    }

    /// The image in `data` (a PNG file's bytes), scale 1, as UIKit's `init(data:)`; nil when
    /// the data is not an image the coder reads (JPEG is not: see docs/porting.md).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in `data` shown at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = Image.coder?.image(from: data, scale: scale) else { return nil }
        self.init(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale, pixels: image.pixels)
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
        Image.coder?.pngData(of: self)
    }
}
