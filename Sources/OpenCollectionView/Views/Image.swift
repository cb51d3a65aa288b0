import Foundation

/// An image, as UIKit's `UIImage`: immutable RGBA pixels (8 bits per channel, premultiplied
/// alpha, rows top to bottom) shown at `scale` pixels per point.
public final class Image: Sendable {
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// `pixelWidth × pixelHeight × 4` bytes: premultiplied RGBA, rows top to bottom.
    public let pixels: [UInt8]

    /// Creates an image from premultiplied RGBA pixels.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, pixels: [UInt8]) {
        precondition(pixelWidth >= 0 && pixelHeight >= 0 && pixels.count == pixelWidth * pixelHeight * 4,
                     "an image of \(pixelWidth)×\(pixelHeight) pixels needs \(pixelWidth * pixelHeight * 4) bytes")
        let scale = scale > 0 && scale.isFinite ? scale : 1
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.pixels = pixels
        size = CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// Creates an image filled with one color.
    public convenience init(size: CGSize, scale: CGFloat = 1, color: Color) {
        let width = max(0, Int((size.width * scale).rounded())), height = max(0, Int((size.height * scale).rounded()))
        let a = color.alpha
        let pixel: [UInt8] = [color.red * a, color.green * a, color.blue * a, a].map { UInt8(($0 * 255).rounded()) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            pixels.replaceSubrange(offset..<offset + 4, with: pixel)
        }
        self.init(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)
    }

    /// The image registered under `name` (see `register(_:named:)`), else the one the image
    /// loader finds (the rendering module loads PNG files), else nil.
    @MainActor
    public convenience init?(named name: String) {
        guard let found = Image.registry[name] ?? Image.loader?(name) else { return nil }
        self.init(pixelWidth: found.pixelWidth, pixelHeight: found.pixelHeight, scale: found.scale, pixels: found.pixels)
    }

    @MainActor private static var registry: [String: Image] = [:]

    /// Finds images that are not registered, by name; the rendering module installs a PNG loader.
    @MainActor public static var loader: ((String) -> Image?)?

    /// Makes `image` available as `Image(named: name)`.
    @MainActor
    public static func register(_ image: Image, named name: String) {
        registry[name] = image
    }
}

/// A view that displays one image, as UIKit's `UIImageView`.
@preconcurrency @MainActor
open class ImageView: View {
    /// The image displayed.
    open var image: Image? {
        didSet { setNeedsDisplay() }
    }

    /// Creates an image view showing `image`, sized to it.
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size, or the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }
}
