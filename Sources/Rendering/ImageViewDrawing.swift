internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// An image view's content, as UIKit draws it: the displayed image (highlighted, with the
/// preferred symbol configuration) placed by the content mode and clipped to the rounded
/// corners; a symbol image drawn again for the pixels it covers (sharp at any scale, as
/// UIKit's vector symbols are); a template image's shape filled
/// with the view's tint color, an image's own tint color filling it whatever the mode — both
/// resolved for the view's trait collection; an image flipped for right-to-left layouts
/// mirrored in a right-to-left view.
enum ImageViewDrawing {
    @MainActor
    static func draw(_ imageView: UIImageView, in bounds: CGRect, on canvas: CairoCanvas, images: ImageSurfaces) {
        guard let shown = imageView.displayedImage else { return }
        let context = canvas.context
        let rect = imageView.contentMode.rect(for: shown.size, in: bounds)
        let enlargement = max(rect.width / shown.size.width, rect.height / shown.size.height, 1)
        let image = shown.drawn(atDisplayScale: canvas.scale * enlargement)
        let fill = shown.fillColor(tintColor: imageView.tintColor).map(imageView.displayedColor)
        cairo_save(context)
        if imageView.layer.cornerRadius > 0 {
            canvas.addRect(bounds, radius: imageView.layer.cornerRadius, corners: imageView.layer.maskedCorners, curve: imageView.layer.cornerCurve)
            cairo_clip(context)
        }
        if shown.flipsForRightToLeftLayoutDirection, imageView.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            // Mirrored about the image's rectangle, as UIKit's image view shows such an image.
            cairo_translate(context, Double(rect.minX + rect.maxX), 0)
            cairo_scale(context, -1, 1)
        }
        ImageDrawing.draw(image, in: rect, fill: fill, on: context, images: images)
        cairo_restore(context)
    }
}
