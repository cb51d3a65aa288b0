import Foundation

/// What a bar shows behind its items and as its hairline, worked out from an appearance or
/// from the bar's own (pre-iOS 13) properties.
struct BarBackground {
    var effect: UIBlurEffect?
    var color: UIColor?
    var image: UIImage?
    var imageContentMode: UIView.ContentMode = .scaleToFill
    var shadowColor: UIColor?
    var shadowImage: UIImage?

    init(effect: UIBlurEffect? = nil, color: UIColor? = nil, image: UIImage? = nil, shadowColor: UIColor? = nil, shadowImage: UIImage? = nil) {
        self.effect = effect
        self.color = color
        self.image = image
        self.shadowColor = shadowColor
        self.shadowImage = shadowImage
    }

    /// The background an appearance describes; `transparent` drops its background and shadow
    /// (a bar at its scroll edge without a scroll-edge appearance, as iOS 15 draws it).
    @MainActor
    init(_ appearance: UIBarAppearance, transparent: Bool = false) {
        guard !transparent else { return }
        effect = appearance.backgroundEffect
        color = appearance.backgroundColor
        image = appearance.backgroundImage
        imageContentMode = appearance.backgroundImageContentMode == .redraw ? .scaleToFill : appearance.backgroundImageContentMode
        shadowColor = appearance.shadowColor
        shadowImage = appearance.shadowImage
    }

    /// Whether the hairline shows: an image that is not a template shows; otherwise the shadow
    /// color must be visible.
    var showsShadow: Bool {
        if let shadowImage, shadowImage.renderingMode != .alwaysTemplate { return true }
        return (shadowColor?.alpha ?? 0) > 0
    }
}

/// The background of a bar: the blur (a visual effect view), the color over it, the image over
/// that; and the
/// bar's hairline, which the bar places.
@preconcurrency @MainActor
final class BarBackgroundView: UIView {
    private let effectView = UIVisualEffectView(effect: nil)
    let colorView = UIView()
    private let imageView = UIImageView()
    /// The hairline at the bar's edge.
    let hairline = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for view in [effectView, colorView, imageView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        hairline.isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `background`.
    func show(_ background: BarBackground) {
        effectView.effect = background.effect
        effectView.isHidden = background.effect == nil
        colorView.backgroundColor = background.color
        imageView.image = background.image
        imageView.contentMode = background.imageContentMode
        imageView.isHidden = background.image == nil
        hairline.isHidden = !background.showsShadow
        if let shadowImage = background.shadowImage {
            hairline.image = shadowImage
            hairline.tintColor = background.shadowColor
            hairline.backgroundColor = nil
        } else {
            hairline.image = nil
            hairline.backgroundColor = background.shadowColor
        }
    }
}
