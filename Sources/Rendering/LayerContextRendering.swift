internal import CCairoPango
import Foundation
@_spi(Rendering) import UIKit

/// `CALayer.render(in:)`: the layer and its sublayers drawn by a fresh renderer into the
/// context's canvas, in the context's user space (the layer's bounds coordinates there), with
/// the layer's opacity. In a bitmap context (y up) the layer comes out upside down, as on iOS.
@MainActor
enum LayerContextRendering {
    static func install() {
        CALayer.contextRenderer = { layer, context in
            guard let backend = context.backend as? CairoContextBackend else {
                return Diagnostics.report("CALayer.render(in:): the context was not made by the renderer; nothing was drawn")
            }
            let canvas = backend.canvas
            var matrix = cairo_matrix_t(context.userTransform)
            cairo_save(canvas.context)
            cairo_transform(canvas.context, &matrix)
            let alpha = layer.view?.alpha ?? CGFloat(layer.opacity)
            ViewRenderer().drawLayerTree(layer, shown: layer, bounds: layer.bounds, alpha: alpha, on: canvas)
            cairo_restore(canvas.context)
            backend.flush()
        }
    }
}
