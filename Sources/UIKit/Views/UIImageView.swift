import Foundation

/// A view that displays one image, as UIKit's `UIImageView`. A template image (a symbol image,
/// or one made with `withRenderingMode(.alwaysTemplate)`) is drawn in the view's `tintColor`,
/// resolved for its trait collection; an image given a color by `withTintColor(_:)` keeps it.
/// A resizable image is drawn in nine parts under `.scaleToFill`; an animated image animates by
/// itself (repeating, without `isAnimating`), and `animationImages` between `startAnimating()`
/// and `stopAnimating()` (see `UIImageView+Animation.swift`).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Creates an image view; it ignores touches (`isUserInteractionEnabled` is false), as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image displayed.
    open var image: UIImage? {
        didSet {
            setNeedsDisplay()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
            if image?.images != nil { showAnimatedImage() }
            if image !== oldValue { KeyValueObservers.objectDidChange(self) }
        }
    }

    /// The image displayed while `isHighlighted` is true; the view shows `image` when it is nil.
    open var highlightedImage: UIImage? {
        didSet {
            if isHighlighted { setNeedsDisplay() }
            if highlightedImage?.images != nil { showAnimatedImage() }
        }
    }

    /// The images shown in turn between `startAnimating()` and `stopAnimating()`, as UIKit's
    /// `animationImages`; nil by default. Setting it stops a running animation.
    open var animationImages: [UIImage]? {
        didSet { if isAnimating { stopAnimating() } }
    }

    /// The images shown in turn while the view animates highlighted, as UIKit's
    /// `highlightedAnimationImages`; `animationImages` are shown when it is nil.
    open var highlightedAnimationImages: [UIImage]? {
        didSet { if isAnimating, isHighlighted { setNeedsDisplay() } }
    }

    /// The time one pass through the animation images takes, as UIKit's `animationDuration`:
    /// 0 by default, which means 1/30 s per image.
    open var animationDuration: TimeInterval = 0

    /// How many times the animation runs, as UIKit's `animationRepeatCount`: 0 (the default)
    /// repeats it until `stopAnimating()`.
    open var animationRepeatCount = 0

    /// The running `startAnimating()` animation: when it started and its frame callback.
    var imageAnimation: (start: TimeInterval, callback: Int)?
    /// When the animated image shown (`UIImage.animatedImage(with:duration:)`) started, and its
    /// frame callback.
    var animatedImageStart: (start: TimeInterval, callback: Int)?

    /// Whether the view shows `highlightedImage`. False by default.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// The configuration symbol images are drawn with, as UIKit's: applied over the image's own
    /// symbol configuration (its values win). Nil by default; bitmap images ignore it.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the image grows with the accessibility text sizes (iOS 11): in an accessibility
    /// content size category the view's intrinsic and fitting sizes are the image's scaled as the
    /// body font is (a 17-point body at `.large`). False by default.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false {
        didSet { if adjustsImageSizeForAccessibilityContentSizeCategory != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Creates an image view showing `image`, sized to it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        if image?.images != nil, animatedImageStart == nil { showAnimatedImage() }
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted; sized
    /// to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Whether the `animationImages` animation runs, as UIKit's `isAnimating`.
    open var isAnimating: Bool { imageAnimation != nil }

    /// Starts showing `animationImages` (or `highlightedAnimationImages` while highlighted) in
    /// turn, from the first, as UIKit's `startAnimating()`: one pass takes `animationDuration`
    /// (1/30 s per image when 0), repeated `animationRepeatCount` times (forever when 0); then
    /// the view shows its image again. Nothing happens without animation images; a running
    /// animation starts over.
    open func startAnimating() {
        guard let images = animationImages, !images.isEmpty else { return }
        if let running = imageAnimation { Animator.shared.removeFrameCallback(running.callback) }
        let animator = Animator.shared
        var shown = 0
        let callback = animator.addFrameCallback { [weak self] now in
            guard let self, let running = self.imageAnimation else { return false }
            let elapsed = now - running.start
            if self.hasFinishedAnimating(after: elapsed) {
                self.endAnimation()
                return false
            }
            let index = AnimationFrames.index(at: elapsed, count: self.shownAnimationImages.count,
                                              duration: self.effectiveAnimationDuration)
            if index != shown {
                shown = index
                self.setNeedsDisplay()
            }
            return true
        }
        imageAnimation = (animator.clock.now, callback)
        setNeedsDisplay()
    }

    /// Stops the animation and shows the image again, as UIKit's `stopAnimating()`.
    open func stopAnimating() {
        guard let running = imageAnimation else { return }
        Animator.shared.removeFrameCallback(running.callback)
        endAnimation()
    }

    /// The image drawn now: the current animation image while animating, else the highlighted
    /// image while highlighted (when there is one), else the image (an animated one's current
    /// frame); a symbol image with `preferredSymbolConfiguration` applied.
    @_spi(Rendering) public var displayedImage: UIImage? {
        currentAnimationFrame ?? stillImage.map(currentFrame(of:))
    }

    /// The highlighted image while highlighted (when there is one), else the image — its
    /// asset's variant for the view's traits; a symbol image with `preferredSymbolConfiguration`
    /// applied.
    private var stillImage: UIImage? {
        let shown = (isHighlighted ? highlightedImage ?? image : image)?.resolved(for: traitCollection)
        guard let shown, let preferred = preferredSymbolConfiguration, shown.isSymbolImage else { return shown }
        return shown.applyingSymbolConfiguration(preferred)
    }

    /// The shown image's size (adjusted for accessibility text sizes when asked), or the current
    /// size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { adjustedImageSize ?? bounds.size }

    /// The image's size (adjusted for accessibility text sizes when asked); no intrinsic size
    /// without an image.
    open override var intrinsicContentSize: CGSize {
        adjustedImageSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The shown image's size, scaled as the body font in an accessibility content size category
    /// when `adjustsImageSizeForAccessibilityContentSizeCategory`.
    private var adjustedImageSize: CGSize? {
        guard let size = stillImage?.size else { return nil }
        guard adjustsImageSizeForAccessibilityContentSizeCategory, traitCollection.preferredContentSizeCategory.isAccessibilityCategory else {
            return size
        }
        let scale = UIFontMetrics.default.scaledValue(for: 17, compatibleWith: traitCollection) / 17
        return CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
    }

    /// The image's alignment rect insets (`UIImage.withAlignmentRectInsets(_:)`), as UIKit's
    /// image view aligns by its image's; else the view's.
    open override var alignmentRectInsets: UIEdgeInsets {
        guard let insets = stillImage?.alignmentRectInsets, insets != .zero else { return super.alignmentRectInsets }
        return insets
    }
}
