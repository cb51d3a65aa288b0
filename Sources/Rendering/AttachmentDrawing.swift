internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// Text attachments (`NSTextAttachment`) in Pango layouts: the attachment's character becomes a
/// Pango shape of the attachment's bounds (so lines make room for it, and it is measured as
/// text is), and a layout's shape renderer draws the image there — a template image (a symbol)
/// in the text's color, which is Cairo's source when Pango draws a shape.
enum AttachmentDrawing {
    /// A shape attribute for `attachment` (bounds in points, y the bottom's offset from the
    /// baseline; NaN or huge bounds clamped), holding its image for the shape renderer
    /// (`drawShapes(of:)`).
    static func shapeAttribute(_ attachment: StyledText.AttachedImage) -> UnsafeMutablePointer<PangoAttribute>? {
        let scale = CGFloat(PANGO_SCALE), bounds = attachment.bounds, padding = max(0, attachment.padding)
        func units(_ value: CGFloat) -> Int32 { value.isFinite ? Int32((min(max(value, -100_000), 100_000) * scale).rounded()) : 0 }
        let top = units(-(bounds.minY + bounds.height)), height = units(max(0, bounds.height)), width = units(max(0, bounds.width))
        var ink = PangoRectangle(x: units(padding), y: top, width: width, height: height)
        var logical = PangoRectangle(x: 0, y: top, width: width + 2 * units(padding), height: height)
        guard let image = attachment.image else { return pango_attr_shape_new(&ink, &logical) }
        return pango_attr_shape_new_with_data(&ink, &logical, Unmanaged.passRetained(image).toOpaque(),
                                              { data in
                                                  guard let data else { return nil }
                                                  _ = Unmanaged<UIImage>.fromOpaque(data).retain()
                                                  return UnsafeMutableRawPointer(mutating: data)
                                              },
                                              { data in data.map { Unmanaged<UIImage>.fromOpaque($0).release() } })
    }

    /// Makes `layout` draw its shapes' images.
    static func drawShapes(of layout: OpaquePointer) {
        pango_cairo_context_set_shape_renderer(pango_layout_get_context(layout), { context, shape, doPath, _ in
            guard doPath == 0, let context, let shape, let data = shape.pointee.data else { return }
            AttachmentDrawing.draw(Unmanaged<UIImage>.fromOpaque(data).takeUnretainedValue(), ink: shape.pointee.ink_rect, on: context)
        }, nil, nil)
    }

    /// Draws `image` into the shape's ink rectangle, from the current point (the shape's origin
    /// on the baseline).
    private static func draw(_ image: UIImage, ink: PangoRectangle, on context: OpaquePointer) {
        guard image.size.width > 0, image.size.height > 0, ink.width > 0, ink.height > 0 else { return }
        var x = 0.0, y = 0.0
        cairo_get_current_point(context, &x, &y)
        let scale = Double(PANGO_SCALE)
        let surface = ImageSurfaces.makeSurface(image)
        defer { cairo_surface_destroy(surface) }
        cairo_save(context)
        cairo_translate(context, x + Double(ink.x) / scale, y + Double(ink.y) / scale)
        cairo_scale(context, Double(ink.width) / scale / Double(image.size.width), Double(ink.height) / scale / Double(image.size.height))
        if image.fillColor(tintColor: textColor) === textColor {
            // A template without its own tint: its shape in the text's color.
            cairo_mask_surface(context, surface, 0, 0)
        } else {
            cairo_set_source_surface(context, surface, 0, 0)
            cairo_paint(context)
        }
        cairo_restore(context)
    }

    /// Stands for the text's color when asking an image what fills it.
    private static let textColor = UIColor(white: 0, alpha: 1)
}
