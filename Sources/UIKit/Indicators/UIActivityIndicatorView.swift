import Foundation

/// A spinning indicator of work in progress, as UIKit's: eight spokes graded from the head,
/// turning a step (45°) every eighth of a second while animating. Hidden while stopped unless
/// `hidesWhenStopped` is false (a new indicator is hidden until `startAnimating()`).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size and color.
    public enum Style: Int, Sendable {
        /// 20 points, gray (iOS 13).
        case medium = 100
        /// 37 points, gray (iOS 13).
        case large = 101
        /// 37 points, white (deprecated in iOS 13).
        case whiteLarge = 0
        /// 20 points, white (deprecated in iOS 13).
        case white = 1
        /// 20 points, gray (deprecated in iOS 13).
        case gray = 2

        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
        var color: UIColor { self == .white || self == .whiteLarge ? .white : .systemGray }
    }

    private let spinner = RefreshSpinnerView()
    private var frameCallback: Int?
    private var startedAt: TimeInterval = 0
    private var storedColor: UIColor?

    /// The style; changing it changes the size and the default color.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            updateSpinner()
        }
    }

    /// Whether the indicator hides while stopped. Default true.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// The spokes' color: the style's (gray, or white for the white styles) unless set.
    open var color: UIColor! {
        get { storedColor ?? style.color }
        set {
            storedColor = newValue
            updateSpinner()
        }
    }

    /// Whether the indicator is turning.
    open private(set) var isAnimating = false

    /// Creates an indicator of a style.
    public init(style: Style) {
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        self.style = style
        setUp()
    }

    /// Creates a medium indicator with a frame.
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
        isHidden = hidesWhenStopped
        spinner.look = RefreshSpinnerView.Look(reveal: 1, graded: 1, rotation: 0, scale: 1)
        addSubview(spinner)
        updateSpinner()
    }

    private func updateSpinner() {
        spinner.color = color
        // The refresh control's 40-point spinner, scaled to the style's side.
        spinner.look.scale = style.side / RefreshSpinnerView.side * 1.1
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = RefreshSpinnerView.side
        spinner.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// Starts turning (and shows the indicator).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        startedAt = Animator.shared.clock.now
        frameCallback = Animator.shared.addFrameCallback { [weak self] now in
            guard let self, self.isAnimating else { return false }
            self.turn(at: now)
            return true
        }
    }

    /// Stops turning (and hides the indicator when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if let frameCallback { Animator.shared.removeFrameCallback(frameCallback) }
        frameCallback = nil
        if hidesWhenStopped { isHidden = true }
    }

    /// The spokes at `now`: a 45° step every eighth of a second since the start.
    func turn(at now: TimeInterval) {
        let steps = ((now - startedAt) * 8).rounded(.down)
        spinner.look.rotation = CGFloat(steps.truncatingRemainder(dividingBy: 8)) * .pi / 4
    }
}
