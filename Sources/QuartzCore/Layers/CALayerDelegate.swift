import Foundation

/// The object that displays, lays out and chooses the actions of a layer, as Core Animation's
/// `CALayerDelegate`. A view is its layer's delegate; a standalone layer's is its `delegate`.
/// Every method has Core Animation's default, so a delegate implements only what it needs.
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    /// Displays the layer (sets its `contents`). The default draws it with `draw(_:in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's content in `ctx`. The default draws nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws. The default does nothing.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers when its bounds changed. The default does nothing.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on the layer: an action, `NSNull()` for none, or nil to let the
    /// layer look further. The default returns nil.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.displayDrawnContent() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

extension CALayer {
    /// Lays out the standalone sublayers that need it, depth first (a view's layout pass calls
    /// it for the view's layer; the subviews' layers lay out with their views).
    package func layOutStandaloneSublayers() {
        for sublayer in storedSublayers where sublayer.backingView == nil {
            sublayer.layOutStandaloneTree()
        }
    }

    private func layOutStandaloneTree() {
        if takeNeedsLayout() { layoutSublayers() }
        layOutStandaloneSublayers()
    }

    /// The view whose layer holds this standalone layer, directly or through other standalone
    /// layers.
    var hostView: (any CALayerBackingView)? {
        var node = storedSuperlayer
        while let layer = node {
            if let backingView = layer.backingView { return backingView }
            node = layer.storedSuperlayer
        }
        return nil
    }
}
