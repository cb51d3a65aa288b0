import Foundation

extension UIImage {
    /// The image's bitmap, as UIKit's `cgImage`: its pixels as stored (premultiplied sRGB RGBA),
    /// without the cap insets, orientation, alignment insets, baseline or frames a `UIImage`
    /// adds (a layer whose contents is a resizable image's `cgImage` stretches it whole, as on
    /// iOS). The bitmap shares the image's pixels.
    public var cgImage: CGImage? {
        CGImage(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }

    /// An image of `cgImage`'s pixels at scale 1, drawn as it is, as UIKit's `init(cgImage:)`.
    public convenience init(cgImage: CGImage) {
        self.init(pixelWidth: cgImage.width, pixelHeight: cgImage.height, scale: 1, pixels: cgImage.pixels)
    }
}
