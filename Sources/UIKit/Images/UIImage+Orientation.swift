import Foundation

extension UIImage {
    /// How an image's bitmap is turned to be shown upright, as UIKit's `UIImage.Orientation`
    /// (raw values are UIKit's; EXIF numbers them 1 to 8 in another order).
    public enum Orientation: Int, Sendable {
        /// The bitmap as it is (EXIF 1).
        case up = 0
        /// Turned half a turn (EXIF 3).
        case down = 1
        /// Turned a quarter turn counterclockwise (EXIF 8).
        case left = 2
        /// Turned a quarter turn clockwise (EXIF 6).
        case right = 3
        /// Mirrored left to right (EXIF 2).
        case upMirrored = 4
        /// Mirrored top to bottom (EXIF 4).
        case downMirrored = 5
        /// Mirrored about the top-left to bottom-right diagonal (EXIF 5).
        case leftMirrored = 6
        /// Mirrored about the top-right to bottom-left diagonal (EXIF 7).
        case rightMirrored = 7

        /// The orientation an EXIF orientation tag (1 to 8) stands for; `.up` for other values.
        @_spi(Rendering) public init(exifOrientation: Int) {
            let orientations: [Orientation] = [.up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left]
            self = (1...8).contains(exifOrientation) ? orientations[exifOrientation - 1] : .up
        }

        /// The EXIF orientation tag (1 to 8) of this orientation.
        @_spi(Rendering) public var exifOrientation: Int {
            switch self {
            case .up: 1
            case .upMirrored: 2
            case .down: 3
            case .downMirrored: 4
            case .leftMirrored: 5
            case .right: 6
            case .rightMirrored: 7
            case .left: 8
            }
        }

        /// Whether the bitmap is shown on its side (its width is the image's height).
        var isQuarterTurn: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }

        /// This orientation mirrored left to right.
        var horizontallyFlipped: Orientation {
            switch self {
            case .up: .upMirrored
            case .upMirrored: .up
            case .down: .downMirrored
            case .downMirrored: .down
            case .left: .rightMirrored
            case .rightMirrored: .left
            case .right: .leftMirrored
            case .leftMirrored: .right
            }
        }

        /// The transform from the bitmap's space (`width` × `height` points, y down) to the
        /// upright image's.
        func transform(bitmapWidth width: CGFloat, height: CGFloat) -> CGAffineTransform {
            switch self {
            case .up: CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0)
            case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: width, ty: height)
            case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: height)
            case .right: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: height, ty: 0)
            case .left: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: width)
            case .leftMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
            case .rightMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: height, ty: width)
            }
        }
    }

    /// How the bitmap is turned to be shown, as UIKit's `imageOrientation`: `.up` unless the
    /// image was made with `init(cgImage:scale:orientation:)` or read from a JPEG file with an
    /// EXIF orientation. `size` is the upright size; `cgImage` is the bitmap as stored.
    public var imageOrientation: Orientation { attributes.orientation }

    /// An image of `cgImage`'s pixels at `scale`, shown turned by `orientation`, as UIKit's
    /// `init(cgImage:scale:orientation:)`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        var attributes = ImageAttributes()
        attributes.orientation = orientation
        self.init(pixelWidth: cgImage.width, pixelHeight: cgImage.height, scale: scale, pixels: cgImage.pixels,
                  renderingMode: .automatic, configuration: nil, tint: nil, symbol: nil, attributes: attributes)
    }

    /// The image mirrored left to right (its orientation mirrored), as UIKit's
    /// `withHorizontallyFlippedOrientation()`.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        copy { $0.orientation = $0.orientation.horizontallyFlipped }
    }

    /// Whether an image view whose layout direction is right to left shows the image mirrored,
    /// as UIKit's `flipsForRightToLeftLayoutDirection`: false unless made by
    /// `imageFlippedForRightToLeftLayoutDirection()`.
    public var flipsForRightToLeftLayoutDirection: Bool { attributes.flipsForRightToLeftLayoutDirection }

    /// A copy that image views in a right-to-left layout show mirrored (a back arrow, say), as
    /// UIKit's `imageFlippedForRightToLeftLayoutDirection()`. Only image views mirror it, as on
    /// iOS: `draw(in:)` draws it as it is.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        copy { $0.flipsForRightToLeftLayoutDirection = true }
    }

    /// The transform from the bitmap's points to the upright image's (`imageOrientation`).
    @_spi(Rendering) public var orientationTransform: CGAffineTransform {
        attributes.orientation.transform(bitmapWidth: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }
}
