internal import CCairoPango
import Foundation
import UIKit

/// Draws `UIGraphicsImageRenderer`'s images on a Cairo canvas, with the operations views use in
/// `draw(_:)`.
@preconcurrency @MainActor
final class CairoOffscreenDrawing: OffscreenDrawing {
    func image(bounds: CGRect, scale: CGFloat, _ draw: (GraphicsContext) -> Void) -> UIImage {
        let context = CairoGraphicsContext(size: bounds.size, scale: scale, images: ImageSurfaces())
        context.fill(.zero, color: .clear, cornerRadius: 0)
        let canvas = context.canvas!
        cairo_translate(canvas.context, Double(-bounds.minX), Double(-bounds.minY))
        draw(context)
        return UIImage(canvas: canvas, scale: scale)
    }
}
