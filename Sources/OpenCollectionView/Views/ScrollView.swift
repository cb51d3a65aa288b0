import Foundation

/// A view that allows the scrolling and zooming of its contained views, as UIKit's
/// `UIScrollView`. The content offset is the origin of the bounds.
@preconcurrency @MainActor
open class ScrollView: View {
    /// Constants that indicate how safe area insets are added to the adjusted content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The top and bottom edges always (as for a scroll view filling a view controller's
        /// view), the left and right edges when the content scrolls horizontally.
        case automatic
        /// Adjusts the edges of the axes the content scrolls along.
        case scrollableAxes
        /// Never adjusts.
        case never
        /// Always adds the safe area insets.
        case always
    }

    /// Scroll views clip their content to their bounds, as UIKit's do.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The delegate of the scroll view. A collection view's delegate is set here too.
    open weak var delegate: ScrollViewDelegate?

    /// The point at which the origin of the content view is offset from the origin of the scroll
    /// view: the origin of `bounds`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
        }
    }

    /// The size of the content view.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue, contentInsetAdjustmentBehavior != .never else { return }
            let before = adjustedInsets(contentSize: oldValue)
            if before != adjustedContentInset { adjustedContentInsetMayHaveChanged() }
        }
    }

    /// The custom distance that the content view is inset from the safe area or scroll view edges.
    open var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    /// How the safe area insets are added to `adjustedContentInset`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetMayHaveChanged() }
    }

    /// Whether the scroll view bounces vertically even when the content is no taller than it.
    open var alwaysBounceVertical = false
    /// Whether the scroll view bounces horizontally even when the content is no wider than it.
    open var alwaysBounceHorizontal = false
    /// Whether the scroll view bounces past the edges of the content (rubber-banding). Default true.
    open var bounces = true
    /// Whether scrolling stops on multiples of the bounds. Default false.
    open var isPagingEnabled = false
    /// Whether the user can scroll. Default true.
    open var isScrollEnabled = true
    /// How fast the scroll view slows down after the user lifts the finger. Default `.normal`.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a finger is down and has moved the content.
    public internal(set) var isDragging = false
    /// Whether a finger is down on the scroll view.
    public internal(set) var isTracking = false
    /// Whether the content is moving after the user lifted the finger.
    public internal(set) var isDecelerating = false

    /// The content offset when the current drag began.
    var dragStartOffset: CGPoint = .zero
    /// The running scroll animation (deceleration, bounce, paging or `setContentOffset`).
    var scrollAnimation: (id: Int, kind: ScrollAnimationKind)?

    /// The insets derived from the content insets and the safe area of the scroll view.
    open var adjustedContentInset: EdgeInsets { adjustedInsets(contentSize: contentSize) }

    private func adjustedInsets(contentSize: CGSize) -> EdgeInsets {
        let scrollsVertically = alwaysBounceVertical || contentSize.height > bounds.height
        let scrollsHorizontally = alwaysBounceHorizontal || contentSize.width > bounds.width
        let addVertical: Bool, addHorizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: (addVertical, addHorizontal) = (true, true)
        case .automatic: (addVertical, addHorizontal) = (true, scrollsHorizontally)
        case .scrollableAxes: (addVertical, addHorizontal) = (scrollsVertically, scrollsHorizontally)
        }
        let safe = safeAreaInsets
        var insets = contentInset
        if addVertical {
            insets.top += safe.top
            insets.bottom += safe.bottom
        }
        if addHorizontal {
            insets.left += safe.left
            insets.right += safe.right
        }
        return insets
    }

    /// Called when the adjusted content inset may have changed; the default lays out again.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    func adjustedContentInsetMayHaveChanged() {
        setNeedsLayout()
        adjustedContentInsetDidChange()
    }

    /// Where a drag that would stop at `proposed` stops: a subclass (the collection view asks
    /// its layout) may choose another place. The default keeps it.
    func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        if oldBounds.origin != bounds.origin { delegate?.scrollViewDidScroll(self) }
    }
}
