import Foundation

/// A view is its layer's delegate — it lays out the layer's sublayers (`layoutSublayers(of:)`,
/// whose default runs `layoutSubviews()`), displays it and answers its actions — and the owner of
/// the values the layer shows (`CALayerBackingView`).
extension UIView: CALayerBackingView {
    package var layerTransform: CATransform3D { nonAffineTransform3D ?? CATransform3DMakeAffineTransform(transform) }

    package var layerBackgroundColor: CGColor? {
        get { backgroundColor.map { displayedColor($0).cgColor } }
        set { backgroundColor = newValue.map(UIColor.init(cgColor:)) }
    }

    package func sublayerNeedsLayout() {
        subtreeNeedsLayout = true
        markAncestorsNeedLayout()
    }

    package var subviewLayers: [CALayer] { subviews.map(\.layer) }

    package var superviewLayer: CALayer? { superview?.layer }

    package func subviewIndex(ofLayer layer: CALayer) -> Int? {
        subviews.firstIndex { $0.layerIfMade === layer }
    }

    package func insertSubview(ofLayer layer: CALayer, at index: Int) {
        guard let view = layer.view else { return }
        insertSubview(view, at: index)
    }

    package var presentationLayerValues: [String: Any] {
        ["position": presentationCenter, "bounds": presentationBounds, "opacity": Double(presentationAlpha),
         "transform": nonAffineTransform3D ?? CATransform3DMakeAffineTransform(presentationTransform)]
    }
}

extension CALayer {
    /// The view this layer backs (`view.layer`); nil for a standalone layer.
    @_spi(Rendering) public var view: UIView? {
        backingView.map { unsafeDowncast($0 as AnyObject, to: UIView.self) }
    }
}
