import Foundation

/// An image, as UIKit's `UIImage`: immutable RGBA pixels (8 bits per channel, premultiplied
/// alpha, rows top to bottom) shown at `scale` pixels per point, and how they are drawn — the
/// rendering mode, a tint color, and for a symbol image the symbol and its configuration.
///
/// The `with…` methods make new images that share the pixels (and so the renderer's surfaces).
/// An `NSObject`, as UIKit's: equality is `isEqual(_:)` (see UIImage+Equality.swift), and
/// subclasses may override it, `hash` and `description`. Immutable, so it is sendable.
open class UIImage: NSObject, @unchecked Sendable {
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// `pixelWidth × pixelHeight × 4` bytes: premultiplied RGBA, rows top to bottom. A symbol
    /// image's glyph is black, or its tint color after `withTintColor(_:)`.
    public let pixels: [UInt8]
    /// How the image is drawn, as UIKit's `renderingMode`: as it is, or as a template whose
    /// shape is filled with a tint color.
    public let renderingMode: RenderingMode
    /// The configuration the image was made for, as UIKit's `configuration`: for a symbol
    /// image, its symbol configuration.
    public let configuration: Configuration?
    /// The color `withTintColor(_:)` gave the image.
    let tint: UIColor?
    /// The symbol a symbol image shows.
    let symbol: ImageSymbol?
    /// Cap insets, orientation, alignment, baseline and animation frames (`ImageAttributes`).
    let attributes: ImageAttributes
    /// The asset the image belongs to (`imageAsset`), once it has one.
    var assetStorage: UIImageAsset?
    /// What assistive technologies say for the image (UIKit's informal accessibility protocol on
    /// `NSObject`); nil by default.
    open var accessibilityLabel: String?
    /// The image's identifier for UI tests (`UIAccessibilityIdentification`); nil by default.
    open var accessibilityIdentifier: String?

    /// An empty image, of size zero, as `UIImage()` makes on iOS (set as a bar's shadow image,
    /// it hides the hairline).
    public override convenience init() {
        self.init(pixelWidth: 0, pixelHeight: 0, pixels: [])
    }

    /// Creates an image from premultiplied RGBA pixels.
    public convenience init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, pixels: [UInt8]) {
        self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: pixels, renderingMode: .automatic,
                  configuration: nil, tint: nil, symbol: nil)
    }

    init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, pixels: [UInt8], renderingMode: RenderingMode,
         configuration: Configuration?, tint: UIColor?, symbol: ImageSymbol?, attributes: ImageAttributes = ImageAttributes()) {
        guard pixelWidth >= 0 && pixelHeight >= 0 && pixels.count == pixelWidth * pixelHeight * 4 else {
            fatalError("an image of \(pixelWidth)×\(pixelHeight) pixels needs \(pixelWidth * pixelHeight * 4) bytes")
        }
        let scale = scale > 0 && scale.isFinite ? scale : 1
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.pixels = pixels
        self.renderingMode = renderingMode
        self.configuration = configuration
        self.tint = tint
        self.symbol = symbol
        self.attributes = attributes
        let width = CGFloat(pixelWidth) / scale, height = CGFloat(pixelHeight) / scale
        // A quarter turn shows the bitmap on its side, as UIKit's `size` does.
        size = attributes.orientation.isQuarterTurn ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
        super.init()
    }

    /// Equal images, as UIKit's `isEqual(_:)` (UIImage+Equality.swift).
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIImage).map(isEqualImage) ?? false }
    open override var hash: Int { imageHash }
    /// As iOS describes an image: `<UIImage:0x… anonymous {width, height} renderingMode=…>`.
    open override var description: String { imageDescription }

    /// An image literal (`#imageLiteral(resourceName:)`): the image named `name`, as
    /// `init(named:)` finds it. As on iOS, a name with no image traps.
    public required convenience init(imageLiteralResourceName name: String) {
        guard let found = MainActor.assumeIsolated({ UIImage(named: name) }) else {
            fatalError("#imageLiteral(resourceName: \"\(name)\"): no image of that name")
        }
        self.init(copying: found)
    }

    /// The image in `data` (a PNG or JPEG file's bytes), scale 1, as UIKit's `init(data:)`; nil
    /// when the data is not an image the coder reads. A JPEG's EXIF orientation becomes the
    /// image's `imageOrientation`, as on iOS. Required (subclasses have it, as UIKit's inherit
    /// `initWithData:`), so that an item provider can make any image class from data.
    public required convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// A new image with `image`'s pixels and how it is drawn (a found image's, for the
    /// initializers that find one).
    convenience init(copying image: UIImage) {
        self.init(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale, pixels: image.pixels,
                  renderingMode: image.renderingMode, configuration: image.configuration, tint: image.tint, symbol: image.symbol,
                  attributes: image.attributes)
    }

    /// Creates an image filled with one color.
    public convenience init(size: CGSize, scale: CGFloat = 1, color: UIColor) {
        let width = max(0, Int((size.width * scale).rounded())), height = max(0, Int((size.height * scale).rounded()))
        let a = color.alpha
        let pixel: [UInt8] = [color.red * a, color.green * a, color.blue * a, a].map { UInt8(($0 * 255).rounded()) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            pixels.replaceSubrange(offset..<offset + 4, with: pixel)
        }
        self.init(pixelWidth: width, pixelHeight: height, scale: scale, pixels: pixels)
    }

    /// A copy of this image with other attributes (`ImageAttributes`).
    func copy(changing change: (inout ImageAttributes) -> Void) -> UIImage {
        var changed = attributes
        change(&changed)
        return copy(attributes: changed)
    }

    /// A copy of this image with other drawing attributes and, optionally, other pixels.
    func copy(pixels: [UInt8]? = nil, renderingMode: RenderingMode? = nil, configuration: Configuration?? = nil,
              tint: UIColor?? = nil, attributes: ImageAttributes? = nil) -> UIImage {
        UIImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: pixels ?? self.pixels,
              renderingMode: renderingMode ?? self.renderingMode, configuration: configuration ?? self.configuration,
              tint: tint ?? self.tint, symbol: symbol, attributes: attributes ?? self.attributes)
    }
}
