import Foundation

/// A view that shows a visual effect over what lies behind it, as UIKit's
/// `UIVisualEffectView`: with a `UIBlurEffect`, the renderer blurs the pixels beneath the view
/// and lays the style's material over them; with a `UIVibrancyEffect` (the effect view placed
/// in a blur's `contentView`), its own content is drawn translucent over the blur. Put
/// subviews in `contentView`, as in UIKit.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add content to: it fills the effect view and is drawn over the effect.
    public let contentView: UIView

    /// The effect shown (nil: none, the view is plain). Setting it inside an animation block
    /// changes the view at once.
    open var effect: UIVisualEffect? {
        didSet { setNeedsDisplay() }
    }

    /// Makes an effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        installContentView()
    }

    /// Makes an effect view without an effect (`init(effect: nil)`).
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Makes an effect view without an effect (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        effect = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The blur the renderer draws behind the content, if the effect is a blur.
    @_spi(Rendering) public var blurMaterial: BlurMaterial? { (effect as? UIBlurEffect)?.material }

    /// How opaque the content is drawn: less than 1 for vibrancy.
    @_spi(Rendering) public var contentOpacity: CGFloat { (effect as? UIVibrancyEffect)?.contentOpacity ?? 1 }
}
