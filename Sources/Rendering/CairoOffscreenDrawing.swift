internal import CCairoPango
import Foundation
import UIKit

/// Draws `UIGraphicsImageRenderer`'s images and UIKit's image contexts on Cairo canvases, with
/// Core Graphics' API and the operations views use in `draw(_:)`.
@preconcurrency @MainActor
final class CairoOffscreenDrawing: OffscreenDrawing {
    func image(bounds: CGRect, scale: CGFloat, _ draw: (GraphicsContext) -> Void) -> UIImage {
        let context = CairoGraphicsContext(size: bounds.size, scale: scale, images: ImageSurfaces())
        let canvas = context.target
        cairo_translate(canvas.context, Double(-bounds.minX), Double(-bounds.minY))
        draw(context)
        return UIImage(canvas: canvas, scale: scale)
    }

    func makeContext(size: CGSize, scale: CGFloat) -> GraphicsContext {
        let context = CairoGraphicsContext(size: size, scale: scale, images: ImageSurfaces())
        _ = context.target
        return context
    }

    func image(of context: GraphicsContext) -> UIImage? {
        guard let context = context as? CairoGraphicsContext else { return nil }
        return UIImage(canvas: context.target, scale: context.target.scale)
    }
}
