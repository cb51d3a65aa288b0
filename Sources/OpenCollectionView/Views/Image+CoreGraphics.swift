import Foundation

extension Image {
    /// The image as Core Graphics and Core Animation take it (`layer.contents = image.cgImage`):
    /// the image itself, since `CGImage` is `Image` here.
    public var cgImage: CGImage? { self }

    /// Creates an image with the pixels of `cgImage`, at scale 1 (a Core Graphics image has
    /// pixels, not points), as UIKit's `init(cgImage:)`.
    public convenience init(cgImage: CGImage) {
        self.init(pixelWidth: cgImage.pixelWidth, pixelHeight: cgImage.pixelHeight, scale: 1, pixels: cgImage.pixels)
    }
}

#if !canImport(Darwin)
/// A bitmap image, as CoreGraphics' `CGImage`: on Linux it is `Image` itself.
public typealias CGImage = Image
#endif
