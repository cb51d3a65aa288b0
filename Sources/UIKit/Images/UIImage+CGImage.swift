import Foundation

#if !canImport(Darwin)
/// Core Graphics' bitmap type; on Linux an `UIImage` stands for it, as `UIColor` stands for
/// `CGColor`: its pixels are the bitmap (`width` × `height`), its scale is not part of it.
public typealias CGImage = UIImage
#endif

extension UIImage {
    /// The image's bitmap, as UIKit's `cgImage`: here the image itself, or for an image with
    /// cap insets, an orientation, alignment insets, a baseline or frames, a copy of its pixels
    /// without them (a `CGImage` has none of them on iOS: a layer whose contents is a resizable
    /// image's `cgImage` stretches it whole, as on iOS).
    public var cgImage: CGImage? {
        attributes.isPlain ? self : UIImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: pixels,
                                          renderingMode: renderingMode, configuration: configuration, tint: tint, symbol: symbol)
    }

    /// An image of `cgImage`'s pixels at scale 1, drawn as it is, as UIKit's `init(cgImage:)`.
    public convenience init(cgImage: CGImage) {
        self.init(pixelWidth: cgImage.pixelWidth, pixelHeight: cgImage.pixelHeight, scale: 1, pixels: cgImage.pixels)
    }

    /// The bitmap's width in pixels, as `CGImage.width`.
    public var width: Int { pixelWidth }

    /// The bitmap's height in pixels, as `CGImage.height`.
    public var height: Int { pixelHeight }

    /// The pixels inside `rect` (in pixels, made integral), as `CGImage.cropping(to:)`; nil when
    /// `rect` does not meet the bitmap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let crop = rect.integral.intersection(bounds)
        guard !crop.isNull, crop.width > 0, crop.height > 0 else { return nil }
        let x = Int(crop.minX), y = Int(crop.minY), width = Int(crop.width), height = Int(crop.height)
        var cropped = [UInt8]()
        cropped.reserveCapacity(width * height * 4)
        for row in y..<y + height {
            let start = (row * pixelWidth + x) * 4
            cropped.append(contentsOf: pixels[start..<start + width * 4])
        }
        return UIImage(pixelWidth: width, pixelHeight: height, scale: 1, pixels: cropped)
    }
}
