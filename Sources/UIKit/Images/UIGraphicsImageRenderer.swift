import Foundation

/// Draws into a new image with the project's drawing operations, as UIKit's
/// `UIGraphicsImageRenderer`: `image(actions:)` makes a context of the renderer's bounds at its
/// format's scale, current while the actions run (`UIGraphicsGetCurrentContext()`,
/// `UIImage.draw(in:)`, `UIColor.setFill()` work in them), and returns what they drew.
///
/// The rendering module draws (`Rendering.install()` installs Cairo's `offscreenDrawing`).
/// Without it the image has its size and transparent pixels, and the actions are not run —
/// as symbol images without the rendering module.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
    /// How the images are made: their scale, whether they are opaque.
    public let format: UIGraphicsImageRendererFormat
    /// The drawing's coordinates: the image shows this rectangle.
    let bounds: CGRect

    /// Draws offscreen images; `Rendering.install()` installs Cairo's.
    package static var offscreenDrawing: OffscreenDrawing?

    /// A renderer of images of `size` points with the default format (the main screen's scale).
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of images showing `bounds` (its origin at the image's top-left corner).
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of images showing `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` with a new context and returns the image it drew: the bounds' size at
    /// the format's scale, transparent where nothing was drawn (black under an opaque format).
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale > 0 ? format.scale : UIScreen.main.scale
        guard let drawing = UIGraphicsImageRenderer.offscreenDrawing else {
            return UIImage(size: bounds.size, scale: scale, color: format.opaque ? .black : .clear)
        }
        let image = drawing.image(bounds: bounds, scale: scale) { context in
            let saved = (Graphics.currentContext, Graphics.fillColor, Graphics.strokeColor)
            (Graphics.currentContext, Graphics.fillColor, Graphics.strokeColor) = (context, .black, .black)
            defer { (Graphics.currentContext, Graphics.fillColor, Graphics.strokeColor) = saved }
            actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        }
        guard format.opaque else { return image }
        // Over black: premultiplied colors stay, every pixel's alpha becomes 1.
        var pixels = image.pixels
        for offset in stride(from: 3, to: pixels.count, by: 4) { pixels[offset] = 255 }
        return UIImage(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, scale: image.scale, pixels: pixels)
    }
}

/// How an image renderer makes its images, as UIKit's `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point of the images; the main screen's scale by default.
    public var scale: CGFloat
    /// Whether the images are opaque: drawn over black, every pixel's alpha 1. False by default.
    public var opaque = false

    /// The default format: the main screen's scale, not opaque.
    public init() {
        scale = UIScreen.main.scale
    }

    /// The default format.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format best for the main screen: the default one here.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's actions draw in, as UIKit's
/// `UIGraphicsImageRendererContext`.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context the actions draw in (with the project's drawing shortcuts).
    public let cgContext: GraphicsContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: GraphicsContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills `rect` with the context's fill color (`UIColor.setFill()`, black by default).
    public func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the fill color, composited by `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        composited(by: blendMode) { cgContext.fill(rect) }
    }

    /// Strokes the edge of `rect` with the context's stroke color (`UIColor.setStroke()`) and
    /// line width (1 by default), centred on the edge.
    public func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the edge of `rect`, composited by `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        composited(by: blendMode) { cgContext.stroke(rect) }
    }

    /// Runs `draw` with the context's blend mode set to `blendMode`.
    private func composited(by blendMode: CGBlendMode, _ draw: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        draw()
        cgContext.restoreGState()
    }

    /// Intersects the clipping area with `rect`.
    public func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }

    /// The image drawn so far.
    public var currentImage: UIImage {
        UIGraphicsImageRenderer.offscreenDrawing?.image(of: cgContext) ?? UIImage(size: .zero, color: .clear)
    }
}

/// Draws offscreen images for `UIGraphicsImageRenderer`: the rendering module installs one.
@preconcurrency @MainActor
package protocol OffscreenDrawing: AnyObject {
    /// An image of `bounds` (its origin at the image's top-left corner) at `scale`, transparent
    /// where `draw` draws nothing.
    func image(bounds: CGRect, scale: CGFloat, _ draw: (GraphicsContext) -> Void) -> UIImage
    /// A transparent context of `size` points at `scale`, for UIKit's image contexts.
    func makeContext(size: CGSize, scale: CGFloat) -> GraphicsContext
    /// What `context` (made here) shows now.
    func image(of context: GraphicsContext) -> UIImage?
}
