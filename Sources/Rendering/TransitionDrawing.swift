internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// A layer in the middle of a `CATransition`: the picture taken when it was added (the old
/// look) and the layer drawn as it is now (the new look), cross-faded or moved by the
/// transition's progress.
extension ViewRenderer {
    func drawTransition(_ transition: CATransition, progress p: Double, from before: CGImage, of layer: CALayer, shown: CALayer,
                        bounds: CGRect, alpha: CGFloat, on canvas: CairoCanvas) {
        let context = canvas.context
        let drawNew = { self.drawLayerTree(layer, shown: shown, bounds: bounds, alpha: 1, on: canvas) }
        cairo_push_group(context)
        if transition.type == .fade {
            // old × (1 − p) + new × p, summed in the group.
            drawPicture(before, in: bounds, offset: .zero, alpha: 1 - p, on: context)
            cairo_push_group(context)
            drawNew()
            cairo_pop_group_to_source(context)
            cairo_set_operator(context, CAIRO_OPERATOR_ADD)
            cairo_paint_with_alpha(context, p)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        } else {
            let (new, old) = Self.offsets(of: transition.subtype, progress: p, size: bounds.size)
            let drawOld = { self.drawPicture(before, in: bounds, offset: transition.type == .moveIn ? .zero : old, alpha: 1, on: context) }
            let drawMoved = {
                cairo_save(context)
                if transition.type != .reveal { cairo_translate(context, Double(new.x), Double(new.y)) }
                drawNew()
                cairo_restore(context)
            }
            if transition.type == .reveal {
                drawMoved()
                drawOld()
            } else {
                drawOld()
                drawMoved()
            }
        }
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, Double(alpha))
    }

    /// Where the new look and the old one are at progress `p` of a movement from `subtype`'s
    /// side (the left without one).
    private static func offsets(of subtype: CATransitionSubtype?, progress p: Double, size: CGSize) -> (new: CGPoint, old: CGPoint) {
        let w = size.width, h = size.height, rest = CGFloat(1 - p), done = CGFloat(p)
        switch subtype {
        case .fromRight?: return (CGPoint(x: w * rest, y: 0), CGPoint(x: -w * done, y: 0))
        case .fromTop?: return (CGPoint(x: 0, y: -h * rest), CGPoint(x: 0, y: h * done))
        case .fromBottom?: return (CGPoint(x: 0, y: h * rest), CGPoint(x: 0, y: -h * done))
        default: return (CGPoint(x: -w * rest, y: 0), CGPoint(x: w * done, y: 0))
        }
    }

    /// Paints the picture of the layer's bounds (two pixels a point) moved by `offset`.
    private func drawPicture(_ picture: CGImage, in bounds: CGRect, offset: CGPoint, alpha: Double, on context: OpaquePointer) {
        let surface = ImageSurfaces.makeSurface(UIImage(cgImage: picture))
        defer { cairo_surface_destroy(surface) }
        cairo_save(context)
        cairo_translate(context, Double(bounds.minX + offset.x), Double(bounds.minY + offset.y))
        cairo_scale(context, 0.5, 0.5)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(context, alpha)
        cairo_restore(context)
    }
}
