import Foundation

/// The appearance properties of a layer: corners, border, shadow, contents, mask. They live in
/// a storage object made when the first of them is set, so that a plain view's layer stays
/// small; until then they read their defaults.
extension Layer {
    /// The appearance values to write: made on first use.
    private var appearance: LayerAppearance {
        if let storage = appearanceStorage { return storage }
        let storage = LayerAppearance()
        appearanceStorage = storage
        return storage
    }

    /// The appearance values to read.
    private var readAppearance: LayerAppearance { appearanceStorage ?? LayerAppearance.defaults }

    /// The radius of the rounded corners of the background and border, and of the clipping when
    /// `masksToBounds` is true; the contents image is not rounded unless it is clipped. Default 0.
    public var cornerRadius: CGFloat {
        get { readAppearance.cornerRadius }
        set {
            let old = cornerRadius
            appearance.cornerRadius = newValue
            displayedValueDidChange()
            didChangeAnimatable(.cornerRadius, from: .number(Double(old)))
        }
    }

    /// Whether the layer and its sublayers are drawn into a bitmap at `rasterizationScale` pixels
    /// per point, which is then composited (transformed, faded) as an image, as Core Animation
    /// does: a scale below the screen's looks soft, a layer scaled up looks pixelated. Default
    /// false. Core Animation also keeps the bitmap across frames to save time; here it is drawn
    /// again each frame the layer is drawn, so it looks the same and saves nothing.
    public var shouldRasterize: Bool {
        get { readAppearance.shouldRasterize }
        set {
            appearance.shouldRasterize = newValue
            compositingFeatures.set(.rasterized, newValue)
            displayedValueDidChange()
        }
    }

    /// The pixels per point of the rasterized bitmap. Default 1 (set it to the screen's scale
    /// for a sharp result, as on iOS).
    public var rasterizationScale: CGFloat {
        get { readAppearance.rasterizationScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            appearance.rasterizationScale = newValue
            displayedValueDidChange()
        }
    }

    /// The curve of the rounded corners. Default `.circular`.
    public var cornerCurve: CornerCurve {
        get { readAppearance.cornerCurve }
        set { appearance.cornerCurve = newValue; displayedValueDidChange() }
    }

    /// Which of the four corners `cornerRadius` rounds. Default all four.
    public var maskedCorners: CornerMask {
        get { readAppearance.maskedCorners }
        set { appearance.maskedCorners = newValue; displayedValueDidChange() }
    }

    /// The width of the border, drawn inside the bounds, above the content and the sublayers.
    /// Default 0.
    public var borderWidth: CGFloat {
        get { readAppearance.borderWidth }
        set {
            let old = borderWidth
            appearance.borderWidth = newValue
            displayedValueDidChange()
            didChangeAnimatable(.borderWidth, from: .number(Double(old)))
        }
    }

    /// The color of the border. Default opaque black.
    public var borderColor: CGColor? {
        get { readAppearance.borderColor }
        set {
            let old = borderColor
            appearance.borderColor = newValue
            displayedValueDidChange()
            didChangeAnimatable(.borderColor, from: .color(old))
        }
    }

    // MARK: Shadow

    /// The color of the shadow. Default opaque black.
    public var shadowColor: CGColor? {
        get { readAppearance.shadowColor }
        set {
            let old = shadowColor
            appearance.shadowColor = newValue
            displayedValueDidChange()
            didChangeAnimatable(.shadowColor, from: .color(old))
        }
    }

    /// The opacity of the shadow, 0 to 1. Default 0: no shadow.
    public var shadowOpacity: Float {
        get { readAppearance.shadowOpacity }
        set {
            let old = shadowOpacity
            appearance.shadowOpacity = newValue
            compositingFeatures.set(.shadow, newValue > 0)
            displayedValueDidChange()
            didChangeAnimatable(.shadowOpacity, from: .number(Double(old)))
        }
    }

    /// The offset of the shadow, in the layer's coordinate space. Default (0, −3): on iOS, three
    /// points up.
    public var shadowOffset: CGSize {
        get { readAppearance.shadowOffset }
        set {
            let old = shadowOffset
            appearance.shadowOffset = newValue
            displayedValueDidChange()
            didChangeAnimatable(.shadowOffset, from: .size(old))
        }
    }

    /// The blur radius of the shadow, in points. Default 3.
    public var shadowRadius: CGFloat {
        get { readAppearance.shadowRadius }
        set {
            let old = shadowRadius
            appearance.shadowRadius = newValue
            displayedValueDidChange()
            didChangeAnimatable(.shadowRadius, from: .number(Double(old)))
        }
    }

    /// The shape of the shadow, in the layer's coordinate space, filled with the non-zero rule.
    /// Default nil: the shadow follows the alpha of the layer's content and sublayers. Setting
    /// a path is cheaper to draw, as Core Animation says.
    public var shadowPath: CGPath? {
        get { readAppearance.shadowPath }
        set {
            let old = shadowPath
            appearance.shadowPath = newValue?.copy()
            displayedValueDidChange()
            didChangeAnimatable(.shadowPath, from: .path(old))
        }
    }

    // MARK: Contents

    /// The image the layer shows over its background, placed by `contentsGravity`: an `Image`
    /// (`CGImage`, what `UIImage.cgImage` returns). Core Animation draws nothing for other
    /// values, and neither does this. Default nil.
    public var contents: Any? {
        get { readAppearance.contents }
        set {
            appearance.contents = newValue
            updateContentFeature()
            displayedValueDidChange()
        }
    }

    /// How `contents` is placed in the bounds. Default `.resize`.
    public var contentsGravity: ContentsGravity {
        get { readAppearance.contentsGravity }
        set { appearance.contentsGravity = newValue; displayedValueDidChange() }
    }

    /// The pixels per point of `contents`: an image's size in points, for the gravities that do
    /// not scale it, is its pixel size divided by this. Default 1.
    public var contentsScale: CGFloat {
        get { readAppearance.contentsScale }
        set {
            guard newValue > 0, newValue.isFinite else { return }
            appearance.contentsScale = newValue
            displayedValueDidChange()
        }
    }

    // MARK: Mask and name

    /// A layer whose alpha channel masks this layer's content, sublayers and shadow: opaque
    /// parts show it, transparent parts hide it. The mask is placed in this layer's coordinate
    /// space and has no superlayer. Default nil.
    public var mask: Layer? {
        get { readAppearance.mask }
        set {
            appearance.mask = newValue
            compositingFeatures.set(.mask, newValue != nil)
            displayedValueDidChange()
        }
    }

    /// The name of the layer, for finding it among its siblings. Default nil.
    public var name: String? {
        get { readAppearance.name }
        set { appearance.name = newValue }
    }

    /// The image of `contents`, when it is one.
    @_spi(Rendering) public var contentsImage: Image? { appearanceStorage?.contents as? Image }

    /// Whether a layer draws content of its own (`contents`, a shape, a gradient, a displayed
    /// standalone layer): subclasses and `setNeedsDisplay()` keep it up to date.
    func updateContentFeature() {
        compositingFeatures.set(.content, appearanceStorage?.contents != nil || drawsOwnContent)
    }

    /// Copies the appearance properties of `other` (for `init(layer:)`).
    func copyAppearance(of other: Layer) {
        guard let copied = other.appearanceStorage?.copy() else { return }
        copied.mask = nil
        appearanceStorage = copied
        compositingFeatures.set(.shadow, copied.shadowOpacity > 0)
        compositingFeatures.set(.rasterized, copied.shouldRasterize)
        updateContentFeature()
    }
}

/// A layer's appearance values, made on first use.
@MainActor
final class LayerAppearance {
    /// The values of a layer that set none.
    static let defaults = LayerAppearance()

    var cornerRadius: CGFloat = 0
    var maskedCorners: Layer.CornerMask = .all
    var cornerCurve: Layer.CornerCurve = .circular
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = Color.black
    var shadowColor: CGColor? = Color.black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var shadowPath: CGPath?
    var contents: Any?
    var contentsGravity: Layer.ContentsGravity = .resize
    var contentsScale: CGFloat = 1
    var mask: Layer?
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
        copy.mask = mask
        copy.name = name
        return copy
    }
}
