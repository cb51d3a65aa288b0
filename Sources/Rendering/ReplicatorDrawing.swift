internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// A replicator layer's copies of a sublayer (`CAReplicatorLayer`): copy `i` placed by the
/// instance transform applied `i` times about the replicator's center, its animations valued
/// `i × instanceDelay` seconds earlier, its colors multiplied by the copy's instance color and
/// faded by its alpha.
extension ViewRenderer {
    func compositeCopies(of child: CALayer, in replicator: CAReplicatorLayer, bounds: CGRect, on canvas: CairoCanvas,
                         sublayerTransform inherited: CATransform3D?) {
        let context = canvas.context
        let center = CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0)
        var repeated = CATransform3DIdentity
        let previousDelay = CALayer.presentationDelay
        defer { CALayer.presentationDelay = previousDelay }
        for index in 0..<max(0, replicator.instanceCount) {
            if index > 0 { repeated = CATransform3DConcat(repeated, replicator.instanceTransform) }
            let color = replicator.color(ofInstance: index)
            guard color.alpha > 0.001 else { continue }
            let around = CATransform3DConcat(CATransform3DConcat(CATransform3DInvert(center), repeated), center)
            let placement = inherited.map { CATransform3DConcat(around, $0) } ?? around
            CALayer.presentationDelay = previousDelay + Double(index) * replicator.instanceDelay
            let tinted = color.red < 1 || color.green < 1 || color.blue < 1
            guard tinted || color.alpha < 0.999 else {
                compositeLayer(child, on: canvas, sublayerTransform: placement)
                continue
            }
            cairo_push_group(context)
            compositeLayer(child, on: canvas, sublayerTransform: placement)
            if tinted {
                // Multiplied where the copy drew (its alpha as the coverage), transparent elsewhere.
                let drawn = cairo_pop_group(context)
                cairo_push_group(context)
                cairo_set_source(context, drawn)
                cairo_paint(context)
                cairo_set_operator(context, CAIRO_OPERATOR_MULTIPLY)
                cairo_set_source_rgb(context, color.red, color.green, color.blue)
                cairo_mask(context, drawn)
                cairo_set_operator(context, CAIRO_OPERATOR_OVER)
                cairo_pattern_destroy(drawn)
            }
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, color.alpha)
        }
    }
}
