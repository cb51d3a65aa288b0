import Foundation

extension UIImage {
    /// How an image uses its colors, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// The drawing context's default: image views draw symbol images as templates and
        /// other images as they are.
        case automatic = 0
        /// Always draw the image's own colors.
        case alwaysOriginal = 1
        /// Always draw the image as a template: its shape (alpha) filled with a tint color,
        /// its colors ignored.
        case alwaysTemplate = 2
    }

    /// A copy drawn in `renderingMode`, sharing this image's pixels.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// A copy in `color`, keeping this image's rendering mode, as UIKit's `withTintColor(_:)`:
    /// a symbol image always draws in `color` (an image view's tint does not change it); a
    /// bitmap image becomes its shape filled with `color` (UIKit draws the color, then the
    /// image with the destination-in blend mode). A dynamic color is drawn resolved for the
    /// traits of the view that shows the image; the pixels hold it resolved for the current
    /// trait collection.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// A copy in `color` (see `withTintColor(_:)`) drawn in `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(pixels: UIImage.shape(of: pixels, filledWith: color.resolvedColor(with: .current)), renderingMode: renderingMode,
             tint: .some(color))
    }

    /// Whether an image view draws the image as a template: `.alwaysTemplate`, or `.automatic`
    /// for a symbol image.
    @_spi(Rendering) public var isTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    /// The color a view fills the image's shape with, when `tintColor` is the view's tint: the
    /// image's own tint color (`withTintColor(_:)`), else `tintColor` for a template image; nil
    /// when the image is drawn as it is.
    @_spi(Rendering) public func fillColor(tintColor: UIColor) -> UIColor? {
        tint ?? (isTemplate ? tintColor : nil)
    }

    /// Premultiplied RGBA pixels of `color` with the alpha of `pixels`.
    static func shape(of pixels: [UInt8], filledWith color: UIColor) -> [UInt8] {
        let components = [color.red, color.green, color.blue, 1].map { $0 * color.alpha }
        var filled = pixels
        filled.withUnsafeMutableBufferPointer { buffer in
            for offset in stride(from: 0, to: buffer.count, by: 4) {
                let alpha = CGFloat(buffer[offset + 3])
                for channel in 0..<4 { buffer[offset + channel] = UInt8((components[channel] * alpha).rounded()) }
            }
        }
        return filled
    }
}
