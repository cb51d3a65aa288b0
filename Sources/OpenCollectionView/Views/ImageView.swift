import Foundation

/// A view that displays one image, as UIKit's `UIImageView`. A template image (a symbol image,
/// or one made with `withRenderingMode(.alwaysTemplate)`) is drawn in the view's `tintColor`,
/// resolved for its trait collection; an image given a color by `withTintColor(_:)` keeps it.
@preconcurrency @MainActor
open class ImageView: View {
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
    open var image: Image? {
        didSet {
            setNeedsDisplay()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The image displayed while `isHighlighted` is true; the view shows `image` when it is nil.
    open var highlightedImage: Image? {
        didSet { if isHighlighted { setNeedsDisplay() } }
    }

    /// Whether the view shows `highlightedImage`. False by default.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// The configuration symbol images are drawn with, as UIKit's: applied over the image's own
    /// symbol configuration (its values win). Nil by default; bitmap images ignore it.
    open var preferredSymbolConfiguration: Image.SymbolConfiguration? {
        didSet { setNeedsDisplay() }
    }

    /// Creates an image view showing `image`, sized to it.
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view showing `image`, and `highlightedImage` while highlighted; sized
    /// to `image`.
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image drawn now: the highlighted image while highlighted (when there is one), else
    /// the image; a symbol image with `preferredSymbolConfiguration` applied.
    @_spi(Rendering) public var displayedImage: Image? {
        let shown = isHighlighted ? highlightedImage ?? image : image
        guard let shown, let preferred = preferredSymbolConfiguration, shown.isSymbolImage else { return shown }
        return shown.applyingSymbolConfiguration(preferred)
    }

    /// The displayed image's size, or the current size without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? bounds.size }

    /// The image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        displayedImage?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
