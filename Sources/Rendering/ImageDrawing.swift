internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// Drawing an image scaled into a rectangle: bilinear, from the image or its mip level, turned
/// by its orientation; a resizable image in nine parts (`ImageSlicing`); as it is, or as a
/// template — its shape (alpha) filled with one color.
enum ImageDrawing {
    /// Draws `image` scaled into `rect`: its pixels, or with `fill` its shape in that color
    /// (resolved with the current trait collection when dynamic).
    @MainActor
    static func draw(_ image: UIImage, in rect: CGRect, fill: UIColor? = nil, filtering: ImageFiltering = ImageFiltering(),
                     on context: OpaquePointer, images: ImageSurfaces) {
        guard image.size.width > 0, image.size.height > 0, rect.width > 0, rect.height > 0 else { return }
        if image.isResizable, rect.size != image.size, image.imageOrientation == .up {
            drawSliced(image, in: rect, fill: fill, on: context, images: images)
            return
        }
        cairo_save(context)
        cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(context)
        cairo_translate(context, Double(rect.minX), Double(rect.minY))
        cairo_scale(context, Double(rect.width / image.size.width), Double(rect.height / image.size.height))
        if image.imageOrientation != .up {
            let turn = image.orientationTransform
            var matrix = cairo_matrix_t(turn)
            cairo_transform(context, &matrix)
        }
        // Device pixels per image pixel: the current matrix's scale, the target's, the image's.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        var deviceScale = 1.0, unused = 1.0
        cairo_surface_get_device_scale(cairo_get_target(context), &deviceScale, &unused)
        let userScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let ratio = userScale * deviceScale / Double(image.scale)
        let filter = ratio < 1 ? filtering.minification : filtering.magnification
        let nearest = filter == .nearest
        let levelRatio = nearest ? 1 : filter == .trilinear ? ratio * pow(2, -Double(filtering.bias)) : ratio
        let pattern = cairo_pattern_create_for_surface(images.surface(for: image, pixelRatio: levelRatio))!
        cairo_pattern_set_filter(pattern, nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        paint(pattern, fill: fill, on: context)
        cairo_pattern_destroy(pattern)
        cairo_restore(context)
    }

    /// Paints `pattern`, or with `fill` its shape in that color.
    @MainActor
    private static func paint(_ pattern: OpaquePointer, fill: UIColor?, on context: OpaquePointer) {
        if let fill {
            let color = fill.isDynamic ? fill.resolvedColor(with: .current) : fill
            cairo_set_source_rgba(context, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            cairo_mask(context, pattern)
        } else {
            cairo_set_source(context, pattern)
            cairo_paint(context)
        }
    }

    /// Draws a resizable image in nine parts: caps at their size, the rest stretched or tiled.
    @MainActor
    private static func drawSliced(_ image: UIImage, in rect: CGRect, fill: UIColor?, on context: OpaquePointer, images: ImageSurfaces) {
        let surface = images.surface(for: image, pixelRatio: 1)
        cairo_save(context)
        cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(context)
        cairo_push_group(context)
        for part in ImageSlicing.parts(of: image, in: rect) {
            drawPart(part, of: surface, scale: Double(image.scale), on: context)
        }
        let group = cairo_pop_group(context)!
        paint(group, fill: fill, on: context)
        cairo_pattern_destroy(group)
        cairo_restore(context)
    }

    /// Draws one part: the source piece scaled to the destination, or repeated across it.
    private static func drawPart(_ part: ImageSlicing.Part, of surface: OpaquePointer, scale: Double, on context: OpaquePointer) {
        let source = part.source, destination = part.destination
        cairo_save(context)
        cairo_rectangle(context, Double(destination.minX), Double(destination.minY), Double(destination.width), Double(destination.height))
        cairo_clip(context)
        cairo_translate(context, Double(destination.minX), Double(destination.minY))
        cairo_scale(context, part.tilesHorizontally ? 1 : Double(destination.width / source.width),
                    part.tilesVertically ? 1 : Double(destination.height / source.height))
        // Each part from its own copy, as UIKit draws each from its own bitmap: a stretched
        // part's edges do not blend with the next part's pixels.
        let piece = copy(source, of: surface, scale: scale)
        let pattern = cairo_pattern_create_for_surface(piece)!
        cairo_pattern_set_extend(pattern, part.tilesHorizontally || part.tilesVertically ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_source(context, pattern)
        cairo_paint(context)
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(piece)
        cairo_restore(context)
    }

    /// The pixels of `rect` (in points) of `surface` as a surface of their own.
    private static func copy(_ rect: CGRect, of surface: OpaquePointer, scale: Double) -> OpaquePointer {
        let width = max(1, Int32((Double(rect.width) * scale).rounded())), height = max(1, Int32((Double(rect.height) * scale).rounded()))
        let piece = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let context = cairo_create(piece)!
        cairo_scale(context, scale, scale)
        cairo_set_source_surface(context, surface, -Double(rect.minX), -Double(rect.minY))
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(piece)
        cairo_surface_set_device_scale(piece, scale, scale)
        return piece
    }
}

/// How an image is sampled when drawn at another size: a layer's `minificationFilter`,
/// `magnificationFilter` and `minificationFilterBias`. The defaults are how images are drawn.
struct ImageFiltering {
    var minification: CALayerContentsFilter = .linear
    var magnification: CALayerContentsFilter = .linear
    /// Halvings added to the level `.trilinear` minification draws from.
    var bias: Float = 0
}
