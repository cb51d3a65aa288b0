import Foundation

/// How a view makes its layer, and what the renderer asks of it.
extension UIView {
    /// The one `NSNull` views answer `action(for:forKey:)` with (made once: layers ask at every
    /// animatable change).
    static let noAction = NSNull()

    /// The work of `layer`: made on first use, of the class `layerClass` names.
    var layerMadeOnFirstUse: CALayer {
        if let layer = madeLayer { return layer }
        let layer = UIView.makeLayer(of: type(of: self).layerClass)
        layer.backingView = self
        madeLayer = layer
        return layer
    }

    /// The layer if it was made.
    @_spi(Rendering) public var layerIfMade: CALayer? { madeLayer }

    private static var serialCounter = 0

    /// A number for a new view that no other view of the program has.
    static func nextSerialNumber() -> Int {
        serialCounter += 1
        return serialCounter
    }

    /// A new layer of `layerClass`. Only `CALayer`, `CAShapeLayer`, `CAGradientLayer`,
    /// `CATextLayer`, `CAReplicatorLayer`, `CAEmitterLayer` and `CATransformLayer` can back a
    /// view here: Swift cannot make an instance of a class known only at run time
    /// without a `required` initializer, which Core Animation's layer subclasses do not declare.
    static func makeLayer(of layerClass: AnyClass) -> CALayer {
        if layerClass == CALayer.self { return CALayer() }
        if layerClass == CAShapeLayer.self { return CAShapeLayer() }
        if layerClass == CAGradientLayer.self { return CAGradientLayer() }
        if layerClass == CATextLayer.self { return CATextLayer() }
        if layerClass == CAReplicatorLayer.self { return CAReplicatorLayer() }
        if layerClass == CAEmitterLayer.self { return CAEmitterLayer() }
        if layerClass == CATransformLayer.self { return CATransformLayer() }
        fatalError("layerClass \(layerClass): only CALayer, CAShapeLayer, CAGradientLayer, CATextLayer, CAReplicatorLayer, CAEmitterLayer and CATransformLayer can back a view here")
    }

    /// Whether the renderer must composite the view through its layer (a 3D transform, a
    /// shadow, a mask, sublayers, layer content...) rather than as a plain view.
    @_spi(Rendering) public var needsLayerCompositing: Bool {
        nonAffineTransform3D != nil || !(layerIfMade?.compositingFeatures.isEmpty ?? true) || (layerIfMade?.hasRunningAnimations ?? false)
    }

    /// The layer's anchor point (`layer.anchorPoint`), for the renderer.
    @_spi(Rendering) public var layerAnchorPoint: CGPoint { unitAnchorPoint }

    /// The layer's transform when it is not affine (`layer.transform`), for the renderer.
    @_spi(Rendering) public var layerTransform3D: CATransform3D? { nonAffineTransform3D }
}
