internal import CCairoPango
import Foundation
@_spi(Rendering) import OpenCollectionView

/// Drawing an image scaled into a rectangle: bilinear, from the image or its mip level; as it
/// is, or as a template — its shape (alpha) filled with one color.
enum ImageDrawing {
    /// Draws `image` scaled into `rect`: its pixels, or with `fill` its shape in that color
    /// (resolved with the current trait collection when dynamic).
    @MainActor
    static func draw(_ image: Image, in rect: CGRect, fill: Color? = nil, on context: OpaquePointer, images: ImageSurfaces) {
        guard image.size.width > 0, image.size.height > 0, rect.width > 0, rect.height > 0 else { return }
        cairo_save(context)
        cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(context)
        cairo_translate(context, Double(rect.minX), Double(rect.minY))
        cairo_scale(context, Double(rect.width / image.size.width), Double(rect.height / image.size.height))
        // Device pixels per image pixel: the current matrix's scale, the target's, the image's.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        var deviceScale = 1.0, unused = 1.0
        cairo_surface_get_device_scale(cairo_get_target(context), &deviceScale, &unused)
        let userScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let ratio = userScale * deviceScale / Double(image.scale)
        let pattern = cairo_pattern_create_for_surface(images.surface(for: image, pixelRatio: ratio))!
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        if let fill {
            let color = fill.isDynamic ? fill.resolvedColor(with: .current) : fill
            cairo_set_source_rgba(context, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            cairo_mask(context, pattern)
        } else {
            cairo_set_source(context, pattern)
            cairo_paint(context)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(context)
    }
}
