import Foundation

/// A bar that shows how far a task has gone, as UIKit's: a 4-point rounded track with the
/// progress filled from the leading edge in the tint color. `setProgress(_:animated:)` animates
/// the fill; `observedProgress` follows a Foundation `Progress` (read each frame while the
/// view is in a window: Foundation on Linux has no key-value observing).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// How the bar looks.
    public enum Style: Int, Sendable {
        /// The standard bar: a track with rounded ends.
        case `default` = 0
        /// A bar for toolbars: the track's ends square.
        case bar = 1
    }

    private let trackView = UIImageView()
    private let fillView = UIImageView()
    private var observingCallback: Int?

    /// The style. Default `.default`.
    open var progressViewStyle: Style = .default { didSet { updateColors() } }

    /// How far the task has gone, 0 to 1 (values outside are clamped; NaN is 0).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0

    /// The fill's color; nil: the tint color.
    open var progressTintColor: UIColor? { didSet { updateColors() } }
    /// The track's color; nil: the system's gray fill.
    open var trackTintColor: UIColor? { didSet { updateColors() } }
    /// An image drawn as the fill (stretched), instead of its color.
    open var progressImage: UIImage? { didSet { fillView.image = progressImage; updateColors() } }
    /// An image drawn as the track (stretched), instead of its color.
    open var trackImage: UIImage? { didSet { trackView.image = trackImage; updateColors() } }

    /// A `Progress` whose `fractionCompleted` the bar shows (nil: `progress` as set).
    open var observedProgress: Progress? {
        didSet {
            if let observingCallback { Animator.shared.removeFrameCallback(observingCallback) }
            observingCallback = nil
            guard observedProgress != nil else { return }
            followObservedProgress()
            observingCallback = Animator.shared.addFrameCallback { [weak self] _ in
                guard let self, self.observedProgress != nil else { return false }
                self.followObservedProgress()
                return true
            }
        }
    }

    /// Creates a bar of a style.
    public init(progressViewStyle style: Style) {
        super.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
        progressViewStyle = style
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        clipsToBounds = true
        addSubview(trackView)
        addSubview(fillView)
        updateColors()
    }

    /// Sets the progress (clamped to 0…1), animating the fill when asked.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        setNeedsLayout()
        guard animated, window != nil else { return }
        UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() }
    }

    private func followObservedProgress() {
        guard let observed = observedProgress else { return }
        let fraction = Float(observed.fractionCompleted)
        if fraction != storedProgress { setProgress(fraction, animated: false) }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 150, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        trackView.frame = bounds
        let width = bounds.width * CGFloat(storedProgress)
        let leading = effectiveUserInterfaceLayoutDirection == .leftToRight
        fillView.frame = CGRect(x: leading ? 0 : bounds.width - width, y: 0, width: width, height: bounds.height)
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        layer.cornerRadius = radius
        fillView.layer.cornerRadius = radius
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        trackView.backgroundColor = trackImage == nil ? trackTintColor ?? .systemFill : nil
        fillView.backgroundColor = progressImage == nil ? progressTintColor ?? tintColor : nil
    }
}
