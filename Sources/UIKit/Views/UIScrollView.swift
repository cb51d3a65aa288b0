import Foundation

/// A view that allows the scrolling and zooming of its contained views, as UIKit's
/// `UIScrollView`. The content offset is the origin of the bounds.
@preconcurrency @MainActor
open class UIScrollView: UIView {
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
        installGestureRecognizers()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        installGestureRecognizers()
    }

    // MARK: Gestures (UIScrollView+Gestures.swift)

    let scrollPan = ScrollViewPanGestureRecognizer()
    let delayedTouches = DelayedTouchesGestureRecognizer()
    var storedPinch: ScrollViewPinchGestureRecognizer?
    /// The recognizer of the drags that scroll the content.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    /// The recognizer of the pinches that zoom the content: nil unless zooming is possible
    /// (`minimumZoomScale` differs from `maximumZoomScale`), as in UIKit.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { storedPinch }
    /// Whether touches reach the content only after a short pause (0.15 s) that tells a tap
    /// from the start of a scroll (true): a drag that begins sooner never touches the content.
    open var delaysContentTouches = true {
        didSet { delayedTouches.isEnabled = delaysContentTouches }
    }
    /// Whether a drag cancels touches the content already received (true); when false, a
    /// touch the content received does not scroll.
    open var canCancelContentTouches = true

    /// Whether touches that began in `view`, a view of the content, are delivered to it.
    /// Default true. Return false to keep them from the view.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag that begins may cancel the touches `view`, a view of the content, is
    /// receiving (with `canCancelContentTouches`). Default: true, except for a control, as in
    /// UIKit: a drag held on a button past the delay does not scroll.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The delegate of the scroll view. A collection view's delegate is set here too.
    open weak var delegate: UIScrollViewDelegate?

    /// The refresh control of the scroll view (iOS 10): setting it puts the control above the
    /// content, behind the scroll view's other subviews, and takes the old one out. Pulling the
    /// content down past its top then begins a refresh. Default nil.
    open var refreshControl: UIRefreshControl? {
        get { storedRefreshControl }
        set { setRefreshControl(newValue) }
    }
    var storedRefreshControl: UIRefreshControl?

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
            guard contentSize != oldValue else { return }
            KeyValueObservers.objectDidChange(self)
            tellBarsOfScroll()
            guard contentInsetAdjustmentBehavior != .never else { return }
            let before = adjustedInsets(contentSize: oldValue)
            if before != adjustedContentInset { adjustedContentInsetMayHaveChanged() }
        }
    }

    /// The custom distance that the content view is inset from the safe area or scroll view edges.
    /// A change brings a content offset left outside the new range back inside it, unless the
    /// content is moving (UIKit's `_adjustContentOffsetIfNecessary`): a photo viewer that centers
    /// a small zoomed photo with insets in `scrollViewDidZoom(_:)` relies on it.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            KeyValueObservers.objectDidChange(self)
            adjustedContentInsetMayHaveChanged()
            adjustContentOffsetIfNecessary()
        }
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
    /// The page size when it is not the bounds' size (a collection view's group-paging sections).
    var pageLength: CGSize?
    /// Whether pages are counted from the end of the content (a right-to-left section's).
    var pagesFromEnd = false
    /// Whether the user can scroll. Default true.
    open var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }
    /// Whether keys scroll the content (iOS 17; default true) while the scroll view is the
    /// first responder or focused, or holds the focused item: the arrows, Page Up and Down,
    /// Home and End, Space (UIScrollView+KeyboardScrolling.swift).
    open var allowsKeyboardScrolling = true
    /// The presses that scrolled, whose ending is the scroll view's too.
    var keyboardScrollPresses: Set<ObjectIdentifier> = []
    /// How fast the scroll view slows down after the user lifts the finger. Default `.normal`.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a drag that starts along one axis stays on it: one starting within 20° of the
    /// horizontal (or the vertical) moves the content along that axis only until the finger
    /// lifts; a diagonal one moves freely, as UIKit's pan recognizer decides. Default false.
    open var isDirectionalLockEnabled = false
    /// Whether the scroll-to-top gesture (a tap on the status bar) scrolls this view to the top.
    /// Linux has no status bar: the host calls `UIScrollView.statusBarTapped(in:)` where iOS
    /// would see that tap. Default true.
    open var scrollsToTop = true
    /// How the on-screen keyboard is dismissed when a drag begins. Linux has no on-screen
    /// keyboard here: the value is kept for code that sets and reads it, and does nothing.
    /// Default `.none`.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a finger is down and has moved the content.
    open internal(set) var isDragging = false
    /// Whether a finger is down on the scroll view.
    open internal(set) var isTracking = false
    /// Whether the content is moving after the user lifted the finger.
    open internal(set) var isDecelerating = false

    // MARK: Scroll indicators

    /// The style of the scroll indicators. Default `.default`: dark on light content, light in
    /// the dark appearance.
    open var indicatorStyle: IndicatorStyle = .default
    /// Whether the horizontal scroll indicator shows while the content moves. Default true.
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical scroll indicator shows while the content moves. Default true.
    open var showsVerticalScrollIndicator = true
    /// How far the vertical scroll indicator is inset from the edges of the scroll view
    /// (besides its own 3 points). Default zero.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal scroll indicator is inset from the edges of the scroll view
    /// (besides its own 3 points). Default zero.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether the safe area insets are added to the scroll indicator insets. Default true.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The distance the scroll indicators are inset from the edges of the scroll view. Setting it
    /// sets `verticalScrollIndicatorInsets` and `horizontalScrollIndicatorInsets`; reading it
    /// gives their value when they are equal, zero otherwise (UIKit deprecates it for those two).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { commonScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    // MARK: Zooming

    /// The smallest scale factor that can be applied to the content. Default 1; zooming needs a
    /// smaller minimum or a larger maximum, and a delegate's `viewForZooming(in:)`.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchGestureRecognizer() }
    }
    /// The largest scale factor that can be applied to the content. Default 1.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchGestureRecognizer() }
    }
    /// Whether a pinch may zoom past the limits (rubber-banding) and bounce back. Default true.
    open var bouncesZoom = true
    /// Whether the user is zooming the content with a pinch.
    open internal(set) var isZooming = false
    /// Whether the content is bouncing back to the minimum or maximum zoom scale after a pinch.
    open internal(set) var isZoomBouncing = false
    /// The scale factor applied to the content: the zoomed view's horizontal scale, or 1 when the
    /// delegate gives no view for zooming. Setting it zooms at once around the middle of the
    /// visible area (`setZoomScale(_:animated:)`), clamped to `minimumZoomScale…maximumZoomScale`.
    open var zoomScale: CGFloat {
        get { zoomedViewScale }
        set { setZoomScale(newValue, animated: false) }
    }

    // MARK: Layout guides (UIScrollView+LayoutGuides.swift)

    /// The layout guide of the untranslated content rectangle: when constraints determine its
    /// width and height, they are the scroll view's `contentSize`.
    open var contentLayoutGuide: UILayoutGuide { systemContentGuide }
    /// The layout guide of the untransformed frame: views constrained to it stay in place as
    /// the content scrolls.
    open var frameLayoutGuide: UILayoutGuide { systemFrameGuide }

    // MARK: State

    /// The content offset when the current drag began.
    var dragStartOffset: CGPoint = .zero
    /// The axis the current drag is locked to (`isDirectionalLockEnabled`).
    var dragAxisLock: DragAxisLock?
    /// The opacity of each scroll indicator over time.
    var indicatorState = ScrollIndicatorState()
    /// The pinch and zoom animations in progress.
    var zoomState = ZoomState()
    /// The running scroll animation (deceleration, bounce, paging or `setContentOffset`).
    var scrollAnimation: (id: Int, kind: ScrollAnimationKind)?

    /// The insets derived from the content insets and the safe area of the scroll view.
    open var adjustedContentInset: UIEdgeInsets { adjustedInsets(contentSize: contentSize) }

    private func adjustedInsets(contentSize: CGSize) -> UIEdgeInsets {
        let scrollsVertically = alwaysBounceVertical || contentSize.height > bounds.height
        let scrollsHorizontally = alwaysBounceHorizontal || contentSize.width > bounds.width
        let addVertical: Bool, addHorizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            var insets = contentInset
            insets.top += storedRefreshControl?.adjustedInsetContribution ?? 0
            return insets
        case .always: (addVertical, addHorizontal) = (true, true)
        case .automatic: (addVertical, addHorizontal) = (true, scrollsHorizontally)
        case .scrollableAxes: (addVertical, addHorizontal) = (scrollsVertically, scrollsHorizontally)
        }
        let safe = safeAreaInsets
        var insets = contentInset
        // A refreshing refresh control keeps room for itself (UIKit's `_refreshControlInsets`).
        insets.top += storedRefreshControl?.adjustedInsetContribution ?? 0
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
        storedRefreshControl?.update()
        guard oldBounds.origin != bounds.origin else { return }
        delegate?.scrollViewDidScroll(self)
        tellBarsOfScroll()
        if isMovingContent { revealScrollIndicators() }
    }

    /// Whether a drag, a deceleration, a scroll animation or a pinch is moving the content: the
    /// scroll indicators show meanwhile.
    var isMovingContent: Bool { isDragging || isDecelerating || scrollAnimation != nil || isZooming }

    // MARK: Overridable members (implemented in UIScrollView+Scrolling.swift)

    /// Sets the offset, animating it over 0.3 s when `animated` (the delegate hears
    /// `scrollViewDidScroll(_:)` on each frame and `scrollViewDidEndScrollingAnimation(_:)` at
    /// the end; the scroll indicators show meanwhile). Each animation frame also lays the scroll
    /// view out, so the views on screen follow.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        defaultSetContentOffset(contentOffset, animated: animated)
    }

    /// Scrolls the least needed to make `rect` (content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        defaultScrollRectToVisible(rect, animated: animated)
    }

    /// A key that scrolls (`allowsKeyboardScrolling`) scrolls the content; other presses go up
    /// the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.count == 1, let press = presses.first, let key = press.key, scrollForKey(key) {
            keyboardScrollPresses.insert(ObjectIdentifier(press))
            return
        }
        super.pressesBegan(presses, with: event)
    }

    /// The end of a press that scrolled is the scroll view's; other presses go up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { keyboardScrollPresses.remove(ObjectIdentifier($0)) == nil }
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    // MARK: Overridable members (implemented in UIScrollView+Zooming.swift)

    /// Sets the zoom scale (clamped to `minimumZoomScale…maximumZoomScale`) around the middle of
    /// the visible area; `animated` takes between 0.1 and 0.4 second, longer for larger changes
    /// (UIKit's `0.1 + 0.3 × |ln old − ln new|`, at most 0.4). Nothing happens without a
    /// delegate's `viewForZooming(in:)`.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        defaultSetZoomScale(scale, animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the visible area as much as
    /// it can while showing all of it, clamped to the zoom scales, and centers it as the content's
    /// edges allow. When the scale does not change, it only scrolls there (animated over 0.1
    /// second).
    open func zoom(to rect: CGRect, animated: Bool) {
        defaultZoom(to: rect, animated: animated)
    }

    // MARK: Overridable members (implemented in UIScrollView+Indicators.swift)

    /// Displays the scroll indicators momentarily: those of the axes that scroll fade in, stay,
    /// and fade out 1.5 seconds after the call.
    open func flashScrollIndicators() {
        defaultFlashScrollIndicators()
    }
}
