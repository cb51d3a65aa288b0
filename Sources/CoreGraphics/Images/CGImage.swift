import Foundation

#if !canImport(Darwin)
/// A bitmap image, as Core Graphics' `CGImage`: `width` × `height` pixels in a layout
/// (`bitsPerComponent`, `bitsPerPixel`, `bytesPerRow`, `bitmapInfo`) and a color space. Immutable.
///
/// Core Graphics accepts many layouts; this one reads 8-bit components in gray, RGB and CMYK
/// spaces with or without alpha, premultiplied or not, first or last, in either 32-bit byte
/// order, and 1-, 2-, 4- and 8-bit gray and mask samples. Others (16-bit and float components)
/// make the initializers return nil, as Core Graphics does for layouts it does not support.
/// Colors are drawn in sRGB (`CGColorSpace`).
public final class CGImage: Hashable, CustomStringConvertible, Sendable {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    /// The image's color space; nil for a mask.
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    /// Whether the image is an image mask (`init(maskWidth:…)`).
    public let isMask: Bool
    /// Whether the image is smoothed when drawn scaled.
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent
    /// The pixels as drawn: `width × height × 4` bytes of premultiplied sRGB RGBA, rows top to
    /// bottom.
    package let pixels: [UInt8]
    /// The bytes the image was made from, as `dataProvider` gives them back.
    private let source: Data?

    private init(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, colorSpace: CGColorSpace?,
                 bitmapInfo: CGBitmapInfo, isMask: Bool, shouldInterpolate: Bool, renderingIntent: CGColorRenderingIntent,
                 pixels: [UInt8], source: Data?) {
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.colorSpace = colorSpace
        self.bitmapInfo = bitmapInfo
        self.isMask = isMask
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = renderingIntent
        self.pixels = pixels
        self.source = source
    }

    /// An image of premultiplied sRGB RGBA pixels (`width × height × 4` bytes).
    package convenience init(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else {
            fatalError("a bitmap of \(width)×\(height) pixels needs \(width * height * 4) bytes")
        }
        self.init(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4, colorSpace: .sRGBSpace,
                  bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue), isMask: false, shouldInterpolate: true,
                  renderingIntent: .defaultIntent, pixels: pixels, source: nil)
    }

    /// An image of `provider`'s bytes in the given layout, as Core Graphics'
    /// `init?(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)`;
    /// nil for a layout this implementation does not read or for too few bytes. `decode` maps
    /// each component's samples linearly to the range it gives (two values per component).
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
                             bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
                             intent: CGColorRenderingIntent) {
        let layout = BitmapLayout(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo, isMask: false)
        guard let layout, let pixels = layout.premultipliedRGBA(from: provider.bytes, decode: decode) else { return nil }
        self.init(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                  colorSpace: space, bitmapInfo: bitmapInfo, isMask: false, shouldInterpolate: shouldInterpolate, renderingIntent: intent,
                  pixels: pixels, source: provider.bytes)
    }

    /// An image mask, as Core Graphics' `init?(maskWidth:height:bitsPerComponent:bitsPerPixel:bytesPerRow:provider:decode:shouldInterpolate:)`:
    /// 1-, 2-, 4- or 8-bit samples that act as an inverse alpha — 0 paints, the largest sample
    /// blocks painting. Drawn, it paints the fill color through that alpha.
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool) {
        let layout = BitmapLayout(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                  bytesPerRow: bytesPerRow, space: nil, bitmapInfo: [], isMask: true)
        guard let layout, let pixels = layout.premultipliedRGBA(from: provider.bytes, decode: decode) else { return nil }
        self.init(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                  colorSpace: nil, bitmapInfo: [], isMask: true, shouldInterpolate: shouldInterpolate, renderingIntent: .defaultIntent,
                  pixels: pixels, source: provider.bytes)
    }

    /// `image` tagged with `colorSpace`, drawn as `pixels`.
    private convenience init(copying image: CGImage, colorSpace: CGColorSpace?, pixels: [UInt8]) {
        self.init(width: image.width, height: image.height, bitsPerComponent: image.bitsPerComponent, bitsPerPixel: image.bitsPerPixel,
                  bytesPerRow: image.bytesPerRow, colorSpace: colorSpace, bitmapInfo: image.bitmapInfo, isMask: image.isMask,
                  shouldInterpolate: image.shouldInterpolate, renderingIntent: image.renderingIntent, pixels: pixels, source: image.source)
    }

    /// Where alpha is and whether components are premultiplied.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }
    /// The byte order of the pixels.
    public var byteOrderInfo: CGImageByteOrderInfo { bitmapInfo.byteOrder ?? .orderDefault }
    /// The image's bytes, in its layout.
    public var dataProvider: CGDataProvider? { CGDataProvider(bytes: source ?? Data(pixels)) }
    /// The decode array the image was made with; not kept (its mapping is applied to the pixels).
    public var decode: UnsafePointer<CGFloat>? { nil }

    /// The pixels inside `rect` (in pixels, made integral), as Core Graphics' `cropping(to:)`:
    /// an image of premultiplied RGBA; nil when `rect` does not meet the bitmap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let crop = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !crop.isNull, crop.width > 0, crop.height > 0 else { return nil }
        let x = Int(crop.minX), y = Int(crop.minY), cropWidth = Int(crop.width), cropHeight = Int(crop.height)
        var cropped = [UInt8]()
        cropped.reserveCapacity(cropWidth * cropHeight * 4)
        for row in y..<y + cropHeight {
            let start = (row * width + x) * 4
            cropped.append(contentsOf: pixels[start..<start + cropWidth * 4])
        }
        return CGImage(width: cropWidth, height: cropHeight, pixels: cropped)
    }

    /// The same image, as Core Graphics' `copy()`.
    public func copy() -> CGImage? { self }

    /// The image tagged with another space of the same number of components, as Core Graphics'
    /// `copy(colorSpace:)`; nil for a mask or a space of another model.
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard !isMask, colorSpace?.model == space.model,
              let layout = BitmapLayout(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                        bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo, isMask: false),
              let pixels = layout.premultipliedRGBA(from: source ?? Data(pixels), decode: nil) else { return nil }
        return CGImage(copying: self, colorSpace: space, pixels: pixels)
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// As Core Graphics describes an image: `<CGImage 0x…> (IP) <<CGColorSpace 0x…> (…)> width = 3, height = 2, …`.
    public var description: String {
        "<CGImage \(Unmanaged.passUnretained(self).toOpaque())> <\(colorSpace.map(String.init(describing:)) ?? "mask")> "
            + "width = \(width), height = \(height), bpc = \(bitsPerComponent), bpp = \(bitsPerPixel), row bytes = \(bytesPerRow)"
    }
}
#endif
