import Foundation

/// The appearance properties of a layer: corners, border, shadow, contents, mask. They live in
/// a storage object made when the first of them is set, so that a plain view's layer stays
/// small; until then they read their defaults.
extension CALayer {
    /// The appearance values to write: made on first use.
    private var appearance: LayerAppearance {
        if let storage = appearanceStorage { return storage }
        let storage = LayerAppearance()
        appearanceStorage = storage
        return storage
    }

    /// The appearance values to read.
    private var readAppearance: LayerAppearance { appearanceStorage ?? LayerAppearance.defaults }

    /// `cornerRadius`: its value and what setting it does.
    var appearanceCornerRadius: CGFloat {
        get { readAppearance.cornerRadius }
        set {
            let old = cornerRadius
            appearance.cornerRadius = newValue
            displayedValueDidChange()
            didChangeAnimatable(.cornerRadius, from: .number(Double(old)))
        }
    }

    /// `shouldRasterize`: its value and what setting it does.
    var appearanceShouldRasterize: Bool {
        get { readAppearance.shouldRasterize }
        set {
            appearance.shouldRasterize = newValue
            compositingFeatures.set(.rasterized, newValue)
            displayedValueDidChange()
        }
    }

    /// `rasterizationScale`: its value and what setting it does.
    var appearanceRasterizationScale: CGFloat {
        get { readAppearance.rasterizationScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            appearance.rasterizationScale = newValue
            displayedValueDidChange()
        }
    }

    /// `cornerCurve`: its value and what setting it does.
    var appearanceCornerCurve: CALayerCornerCurve {
        get { readAppearance.cornerCurve }
        set { appearance.cornerCurve = newValue; displayedValueDidChange() }
    }

    /// `maskedCorners`: its value and what setting it does.
    var appearanceMaskedCorners: CACornerMask {
        get { readAppearance.maskedCorners }
        set { appearance.maskedCorners = newValue; displayedValueDidChange() }
    }

    /// `borderWidth`: its value and what setting it does.
    var appearanceBorderWidth: CGFloat {
        get { readAppearance.borderWidth }
        set {
            let old = borderWidth
            appearance.borderWidth = newValue
            displayedValueDidChange()
            didChangeAnimatable(.borderWidth, from: .number(Double(old)))
        }
    }

    /// `borderColor`: its value and what setting it does.
    var appearanceBorderColor: CGColor? {
        get { readAppearance.borderColor }
        set {
            let old = borderColor
            appearance.borderColor = newValue
            displayedValueDidChange()
            didChangeAnimatable(.borderColor, from: .color(old))
        }
    }

    // MARK: Shadow

    /// `shadowColor`: its value and what setting it does.
    var appearanceShadowColor: CGColor? {
        get { readAppearance.shadowColor }
        set {
            let old = shadowColor
            appearance.shadowColor = newValue
            displayedValueDidChange()
            didChangeAnimatable(.shadowColor, from: .color(old))
        }
    }

    /// `shadowOpacity`: its value and what setting it does.
    var appearanceShadowOpacity: Float {
        get { readAppearance.shadowOpacity }
        set {
            let old = shadowOpacity
            appearance.shadowOpacity = newValue
            compositingFeatures.set(.shadow, newValue > 0)
            displayedValueDidChange()
            didChangeAnimatable(.shadowOpacity, from: .number(Double(old)))
        }
    }

    /// `shadowOffset`: its value and what setting it does.
    var appearanceShadowOffset: CGSize {
        get { readAppearance.shadowOffset }
        set {
            let old = shadowOffset
            appearance.shadowOffset = newValue
            displayedValueDidChange()
            didChangeAnimatable(.shadowOffset, from: .size(old))
        }
    }

    /// `shadowRadius`: its value and what setting it does.
    var appearanceShadowRadius: CGFloat {
        get { readAppearance.shadowRadius }
        set {
            let old = shadowRadius
            appearance.shadowRadius = newValue
            displayedValueDidChange()
            didChangeAnimatable(.shadowRadius, from: .number(Double(old)))
        }
    }

    /// `shadowPath`: its value and what setting it does.
    var appearanceShadowPath: CGPath? {
        get { readAppearance.shadowPath }
        set {
            let old = shadowPath
            appearance.shadowPath = newValue?.copy()
            displayedValueDidChange()
            didChangeAnimatable(.shadowPath, from: .path(old))
        }
    }

    // MARK: Contents

    /// `contents`: its value and what setting it does.
    var appearanceContents: Any? {
        get { readAppearance.contents }
        set {
            appearance.contents = newValue
            updateContentFeature()
            displayedValueDidChange()
        }
    }

    /// `contentsGravity`: its value and what setting it does.
    var appearanceContentsGravity: CALayerContentsGravity {
        get { readAppearance.contentsGravity }
        set { appearance.contentsGravity = newValue; displayedValueDidChange() }
    }

    /// `contentsScale`: its value and what setting it does.
    var appearanceContentsScale: CGFloat {
        get { readAppearance.contentsScale }
        set {
            guard newValue > 0, newValue.isFinite else { return }
            appearance.contentsScale = newValue
            displayedValueDidChange()
        }
    }

    /// `contentsRect`: its value and what setting it does.
    var appearanceContentsRect: CGRect {
        get { readAppearance.contentsRect }
        set {
            guard newValue.isFiniteRect, newValue != contentsRect else { return }
            let old = contentsRect
            appearance.contentsRect = newValue
            displayedValueDidChange()
            didChangeAnimatable(.contentsRect, from: .rect(old))
        }
    }

    /// `contentsCenter`: its value and what setting it does.
    var appearanceContentsCenter: CGRect {
        get { readAppearance.contentsCenter }
        set {
            guard newValue.isFiniteRect, newValue != contentsCenter else { return }
            let old = contentsCenter
            appearance.contentsCenter = newValue
            displayedValueDidChange()
            didChangeAnimatable(.contentsCenter, from: .rect(old))
        }
    }

    /// `minificationFilter`, `magnificationFilter` and `minificationFilterBias`.
    var appearanceFilters: (minification: CALayerContentsFilter, magnification: CALayerContentsFilter, bias: Float) {
        get { (readAppearance.minificationFilter, readAppearance.magnificationFilter, readAppearance.minificationFilterBias) }
        set {
            appearance.minificationFilter = newValue.minification
            appearance.magnificationFilter = newValue.magnification
            appearance.minificationFilterBias = newValue.bias
            displayedValueDidChange()
        }
    }

    // MARK: Facing and flipping

    /// `isDoubleSided`: its value and what setting it does.
    var appearanceIsDoubleSided: Bool {
        get { readAppearance.isDoubleSided }
        set {
            appearance.isDoubleSided = newValue
            compositingFeatures.set(.backFaceHidden, !newValue)
            displayedValueDidChange()
        }
    }

    /// `allowsGroupOpacity`: its value and what setting it does.
    var appearanceAllowsGroupOpacity: Bool {
        get { readAppearance.allowsGroupOpacity }
        set {
            appearance.allowsGroupOpacity = newValue
            compositingFeatures.set(.ungroupedOpacity, !newValue)
            displayedValueDidChange()
        }
    }

    /// `isGeometryFlipped`: its value and what setting it does.
    var appearanceIsGeometryFlipped: Bool {
        get { readAppearance.isGeometryFlipped }
        set {
            appearance.isGeometryFlipped = newValue
            compositingFeatures.set(.geometryFlipped, newValue)
            displayedValueDidChange()
        }
    }

    /// `edgeAntialiasingMask` and `allowsEdgeAntialiasing`.
    var appearanceEdgeAntialiasing: (mask: CAEdgeAntialiasingMask, allowed: Bool) {
        get { (readAppearance.edgeAntialiasingMask, readAppearance.allowsEdgeAntialiasing) }
        set {
            appearance.edgeAntialiasingMask = newValue.mask
            appearance.allowsEdgeAntialiasing = newValue.allowed
        }
    }

    // MARK: Mask and name

    /// `mask`: its value and what setting it does.
    var appearanceMask: CALayer? {
        get { readAppearance.mask }
        set {
            appearance.mask = newValue
            compositingFeatures.set(.mask, newValue != nil)
            displayedValueDidChange()
        }
    }

    /// `name`: its value and what setting it does.
    var appearanceName: String? {
        get { readAppearance.name }
        set { appearance.name = newValue }
    }

    /// Whether a layer draws content of its own (`contents`, a shape, a gradient, a displayed
    /// standalone layer): subclasses and `setNeedsDisplay()` keep it up to date.
    func updateContentFeature() {
        compositingFeatures.set(.content, appearanceStorage?.contents != nil || drawsOwnContent)
    }

    /// Copies the appearance properties of `other` (for `init(layer:)`).
    func copyAppearance(of other: CALayer) {
        guard let copied = other.appearanceStorage?.copy() else { return }
        copied.mask = nil
        appearanceStorage = copied
        compositingFeatures.set(.shadow, copied.shadowOpacity > 0)
        compositingFeatures.set(.rasterized, copied.shouldRasterize)
        compositingFeatures.set(.backFaceHidden, !copied.isDoubleSided)
        compositingFeatures.set(.geometryFlipped, copied.isGeometryFlipped)
        compositingFeatures.set(.ungroupedOpacity, !copied.allowsGroupOpacity)
        updateContentFeature()
    }
}

/// A layer's appearance values, made on first use.
@MainActor
final class LayerAppearance {
    /// The values of a layer that set none.
    static let defaults = LayerAppearance()

    var cornerRadius: CGFloat = 0
    var maskedCorners: CACornerMask = .all
    var cornerCurve: CALayerCornerCurve = .circular
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var contents: Any?
    var contentsGravity: CALayerContentsGravity = .resize
    var contentsScale: CGFloat = 1
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var minificationFilter: CALayerContentsFilter = .linear
    var magnificationFilter: CALayerContentsFilter = .linear
    var minificationFilterBias: Float = 0
    var isDoubleSided = true
    var isGeometryFlipped = false
    var allowsGroupOpacity = true
    var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    var allowsEdgeAntialiasing = false
    var mask: CALayer?
    var name: String?

    func copy() -> LayerAppearance {
        let copy = LayerAppearance()
        copy.cornerRadius = cornerRadius
        copy.maskedCorners = maskedCorners
        copy.cornerCurve = cornerCurve
        copy.shouldRasterize = shouldRasterize
        copy.rasterizationScale = rasterizationScale
        copy.borderWidth = borderWidth
        copy.borderColor = borderColor
        copy.shadowColor = shadowColor
        copy.shadowOpacity = shadowOpacity
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = shadowRadius
        copy.shadowPath = shadowPath
        copy.contents = contents
        copy.contentsGravity = contentsGravity
        copy.contentsScale = contentsScale
        copy.contentsRect = contentsRect
        copy.contentsCenter = contentsCenter
        copy.minificationFilter = minificationFilter
        copy.magnificationFilter = magnificationFilter
        copy.minificationFilterBias = minificationFilterBias
        copy.isDoubleSided = isDoubleSided
        copy.isGeometryFlipped = isGeometryFlipped
        copy.allowsGroupOpacity = allowsGroupOpacity
        copy.edgeAntialiasingMask = edgeAntialiasingMask
        copy.allowsEdgeAntialiasing = allowsEdgeAntialiasing
        copy.mask = mask
        copy.name = name
        return copy
    }
}
