import Foundation
@_spi(Rendering) import UIKit

/// `CALayer.render(in:)`: the layer and its sublayers drawn by a fresh renderer into the
/// context's canvas, in the layer's bounds coordinates, with the layer's opacity.
@MainActor
enum LayerContextRendering {
    static func install() {
        CALayer.contextRenderer = { layer, context in
            guard let drawing = context as? CairoGraphicsContext else {
                return Diagnostics.report("CALayer.render(in:): the context was not made by the renderer; nothing was drawn")
            }
            let alpha = layer.view?.alpha ?? CGFloat(layer.opacity)
            ViewRenderer().drawLayerTree(layer, shown: layer, bounds: layer.bounds, alpha: alpha, on: drawing.target)
        }
    }
}
