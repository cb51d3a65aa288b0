import Foundation

/// A standard control that can start the refreshing of a scroll view's contents, as UIKit's
/// `UIRefreshControl`: set it as a scroll view's (or a collection or table view's)
/// `refreshControl`, and pull the content down past the top.
///
/// It follows UIKit's `UIRefreshControl.m` (iOS 17):
/// - The control sits above the content, 60 points tall (a title adds its height and 7 points),
///   pinned to the top of the visible area; it shows once the pull is more than 5 points.
/// - While the finger pulls, the spinner's eight spokes appear one by one, from the pull
///   distance over the largest snapping height (`(title + 100) × 1.125 × height / 568`).
/// - When the pull reaches the *snapping height* — half the scroll view's height, at most that
///   largest one (112.5 points for a 568-point scroll view) — while the finger is still down,
///   the control begins refreshing and sends `.valueChanged` at once, as UIKit does: the
///   event does not wait for the finger to lift. The spinner turns and keeps turning.
/// - While refreshing, the scroll view's `adjustedContentInset.top` grows by the control's
///   height (its `contentInset` when `contentInsetAdjustmentBehavior` is `.never`), so the
///   content comes to rest below the spinner.
/// - `endRefreshing()` shrinks the spinner away and scrolls the content back up (0.3 s).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// UIKit's `refreshControlState`: what the control is doing.
    enum RefreshState: Int {
        /// Nothing shows.
        case idle = 0
        /// The finger pulls and the spokes appear.
        case revealing
        /// The pull reached the snapping height: becomes `.refreshing` at once.
        case armed
        /// The spinner turns.
        case refreshing
        /// `endRefreshing()` was called: the spinner shrinks away as the content scrolls back.
        case ending
        /// `endRefreshing()` was called while the finger held the content down.
        case endedWhileTracking
        /// The content bounces back past the top after a fling: the spinner shows, never triggers.
        case returning
    }

    /// The control's height without a title (UIKit's `_refreshControlHeight`).
    public static let standardHeight: CGFloat = 60
    /// The pull at which the control shows (UIKit's
    /// `_heightAtWhichNoneOfTheInterfaceElementsAreVisibleEvenIfTheControlIsStillPartiallyOnScreen`).
    static let concealedHeight: CGFloat = 5
    /// The spinner's center below the top of the control.
    static let spinnerCenterY: CGFloat = 30
    /// Where a title begins below the top of the control; 5 points follow it.
    static let titleTop: CGFloat = 62

    private(set) var refreshState: RefreshState = .idle
    /// The scroll view the control refreshes.
    @Unretained var hostScrollView: UIScrollView?
    /// How far the content is pulled past its top inset (UIKit's `_visibleHeight`).
    private(set) var visibleHeight: CGFloat = 0
    /// The top inset the control adds while refreshing (UIKit's `_appliedInsets.top`).
    private(set) var appliedInset: CGFloat = 0
    /// The part of `appliedInset` that the scroll view adds to its adjusted content inset.
    var adjustedInsetContribution: CGFloat = 0
    /// Set while the insets change: the scroll view's offset changes are not the user's.
    private var adjustingInsets = false

    let spinner = RefreshSpinnerView()
    let titleLabel = UILabel()
    private var spinnerAnimation = SpinnerAnimation()
    private var animationCallback: Int?

    /// Creates a refresh control, 320 × 60 points until a scroll view sizes it, as UIKit's
    /// `init()`.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: UIRefreshControl.standardHeight))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSubviews()
    }

    private func setUpSubviews() {
        autoresizingMask = [.flexibleWidth]
        titleLabel.font = .preferredFont(forTextStyle: .caption1)
        titleLabel.textColor = .label
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 1
        titleLabel.isHidden = true
        addSubview(spinner)
        addSubview(titleLabel)
        isHidden = true
    }

    // MARK: UIKit's API

    /// Whether a refresh is in progress: after a pull past the snapping height or
    /// `beginRefreshing()`, until `endRefreshing()`.
    open var isRefreshing: Bool { refreshState == .refreshing || refreshState == .armed }

    /// The color of the spinner. Default (and after setting nil): secondary label color, as
    /// UIKit's `_defaultColor`.
    open override var tintColor: UIColor! {
        get { spinnerColor ?? UIRefreshControl.defaultColor }
        set {
            spinnerColor = newValue
            spinner.color = tintColor
        }
    }
    private var spinnerColor: UIColor?
    /// UIKit's `+[UIRefreshControl _defaultColor]`.
    static let defaultColor = UIColor.secondaryLabel

    /// The styled text shown under the spinner (caption 1 in the label color unless the string
    /// says otherwise). A title makes the control taller by its height and 7 points.
    open var attributedTitle: NSAttributedString? {
        get { storedTitle }
        set {
            let oldHeight = controlHeight
            storedTitle = newValue.map { NSAttributedString(attributedString: $0) }
            titleLabel.attributedText = newValue.map(Self.centered)
            titleLabel.isHidden = newValue == nil
            resizeToFitContents(oldHeight: oldHeight)
        }
    }
    private var storedTitle: NSAttributedString?

    /// `title` centered where it says no alignment, as UIKit's label centers it.
    private static func centered(_ title: NSAttributedString) -> NSAttributedString {
        let whole = NSRange(location: 0, length: title.length)
        guard title.length > 0, title.attribute(.paragraphStyle, at: 0, effectiveRange: nil) == nil else { return title }
        let centered = NSMutableAttributedString(attributedString: title)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        centered.addAttribute(.paragraphStyle, value: paragraph, range: whole)
        return centered
    }

    /// Tells the control that a refresh began in code: the spinner turns and the scroll view
    /// keeps room for it, but no `.valueChanged` is sent and the content does not scroll (scroll
    /// to `-adjustedContentInset.top` to show it). As with UIKit built with a recent SDK, a
    /// control outside a window does nothing.
    open func beginRefreshing() {
        guard window != nil else { return }
        setRefreshState(.refreshing, notify: false)
    }

    /// Tells the control that the refresh ended: the spinner shrinks away and the content
    /// scrolls back up over 0.3 s. With the finger down, the content stays until it lifts.
    open func endRefreshing() {
        update()
        let newState: RefreshState
        if visibleHeight <= 0 {
            newState = .idle
        } else if hostScrollView?.isTracking == true {
            newState = .endedWhileTracking
        } else {
            newState = UIView.areAnimationsEnabled ? .ending : .idle
        }
        setRefreshState(newState, notify: false)
        let state = refreshState
        guard state == .idle || state == .ending, let scrollView = hostScrollView, !scrollView.isBouncing,
              visibleHeight > 0 else { return }
        let offset = scrollView.contentOffset
        scrollView.setContentOffset(CGPoint(x: offset.x, y: offset.y + visibleHeight), animated: state == .ending)
    }

    /// The size the control takes: as wide as asked, 60 points tall (more with a title).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: controlHeight)
    }

    /// The control passes touches through to the scroll view under it.
    open override func point(inside point: CGPoint, with event: UIKit.UIEvent?) -> Bool { false }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = RefreshSpinnerView.side
        spinner.frame = CGRect(x: (bounds.midX - side / 2).rounded(), y: Self.spinnerCenterY - side / 2, width: side, height: side)
        titleLabel.frame = CGRect(x: 10, y: Self.titleTop, width: max(bounds.width - 20, 0), height: titleHeight)
        applyAppearance()
    }

    // MARK: Geometry

    /// The title's height: its one line, rounded up to a point; 0 without a title.
    var titleHeight: CGFloat {
        guard attributedTitle != nil else { return 0 }
        return titleLabel.intrinsicContentSize.height.rounded(.up)
    }

    /// The control's height (and the inset it adds while refreshing).
    var controlHeight: CGFloat {
        attributedTitle == nil ? Self.standardHeight : Self.titleTop + titleHeight + 5
    }

    /// The pull over which the spokes appear (UIKit's `maximumSnappingHeight`):
    /// `(title + 100) × 1.125`, scaled by the scroll view's height over 568 (0.655 below 372).
    var maximumSnappingHeight: CGFloat {
        let height = hostScrollView?.bounds.height ?? 568
        let scale = height < 372 ? 0.654929577 : height / 568
        return (titleHeight + 100) * 1.125 * scale
    }

    /// The pull that begins a refresh (UIKit's `_snappingHeight`): half the scroll view's
    /// height, at most `maximumSnappingHeight`.
    var snappingHeight: CGFloat {
        min((hostScrollView?.bounds.height ?? 0) * 0.5, maximumSnappingHeight).rounded(.toNearestOrAwayFromZero)
    }

    /// UIKit's `revealedFraction`: the pull over the control's height while idle or
    /// refreshing, over the snapping height otherwise, between 0 and 1.
    var revealedFraction: CGFloat {
        let divisor = refreshState == .idle || refreshState == .refreshing ? controlHeight : snappingHeight
        guard divisor > 0 else { return visibleHeight > 0 ? 1 : 0 }
        return min(max(visibleHeight / divisor, 0), 1)
    }

    /// The share of the spokes shown (UIKit's `_percentageShowing`).
    var percentageShowing: CGFloat {
        let maximum = maximumSnappingHeight
        return maximum > 0 ? min(visibleHeight / maximum, 1) : 1
    }

    // MARK: Following the scroll view (UIKit's _update)

    /// The scroll view scrolled or changed size: the control moves to the top of the visible
    /// area, measures the pull and changes state.
    func update() {
        guard let scrollView = hostScrollView, !adjustingInsets else { return }
        let offset = scrollView.contentOffset
        let top = scrollView.adjustedContentInset.top - appliedInset
        let height = controlHeight
        let newFrame = CGRect(x: offset.x, y: offset.y + top, width: scrollView.bounds.width, height: height)
        if frame != newFrame { frame = newFrame }
        setVisibleHeight(max(0, -(offset.y + top)))
    }

    private func setVisibleHeight(_ height: CGFloat) {
        guard height != visibleHeight else { return }
        visibleHeight = height
        setRefreshState(recomputedState(), notify: true)
        isHidden = visibleHeight <= Self.concealedHeight
        setNeedsLayout()
    }

    /// UIKit's `_recomputeNewState`.
    private func recomputedState() -> RefreshState {
        let fraction = revealedFraction
        let concealed = Self.concealedHeight
        let tracking = hostScrollView?.isTracking ?? false
        switch refreshState {
        case .idle:
            if fraction > 0, hostScrollView?.isBouncing == true { return .returning }
            if visibleHeight > concealed, fraction < 1 { return .revealing }
            if fraction >= 1, !tracking { return .revealing }
            return .idle
        case .revealing:
            if fraction >= 1, tracking { return .armed }
            return visibleHeight >= concealed ? .revealing : .idle
        case .armed, .refreshing:
            return refreshState
        case .ending, .returning:
            if visibleHeight <= concealed { return .idle }
            return tracking && fraction <= 0.75 ? .revealing : refreshState
        case .endedWhileTracking:
            return visibleHeight <= concealed ? .idle : .endedWhileTracking
        }
    }

    /// UIKit's `_canTransitionFromState:toState:`.
    private static func canTransition(from old: RefreshState, to new: RefreshState) -> Bool {
        if old != .refreshing, new == .refreshing { return true }
        switch old {
        case .idle: return new == .revealing || new == .returning
        case .revealing: return new == .idle || new == .revealing || new == .armed
        case .armed: return false
        case .refreshing: return new == .idle || new == .ending || new == .endedWhileTracking
        case .ending, .returning: return new == .idle || new == .revealing
        case .endedWhileTracking: return new == .idle
        }
    }

    /// UIKit's `_setRefreshControlState:notify:`: the insets go with the refreshing states; a
    /// pull that arms the control begins refreshing and, with `notify`, sends `.valueChanged`.
    func setRefreshState(_ new: RefreshState, notify: Bool) {
        let old = refreshState
        guard Self.canTransition(from: old, to: new) else { return }
        if new != .armed, new != .refreshing { removeInsets() }
        spinnerWillTransition(from: old, to: new)
        refreshState = new
        spinnerDidTransition(from: old, to: new)
        guard refreshState == new else { return }
        switch new {
        case .armed:
            addInsets()
            // UIKit's content view "snaps" an armed control into refreshing at once.
            setRefreshState(.refreshing, notify: notify)
            return
        case .refreshing:
            addInsets()
            if notify { sendActions(for: .valueChanged) }
        default:
            break
        }
        setNeedsLayout()
    }

    // MARK: Insets

    private func addInsets() {
        let height = controlHeight
        guard height > 0, appliedInset == 0, let scrollView = hostScrollView else { return }
        adjustingInsets = true
        appliedInset = height
        scrollView.addRefreshInset(height, for: self)
        adjustingInsets = false
    }

    private func removeInsets() {
        guard appliedInset > 0, let scrollView = hostScrollView else { return }
        let height = appliedInset
        adjustingInsets = true
        scrollView.removeRefreshInset(height, for: self)
        appliedInset = 0
        adjustingInsets = false
    }

    /// A new title changed the height: the applied inset follows (UIKit's `_resizeToFitContents`).
    private func resizeToFitContents(oldHeight: CGFloat) {
        let height = controlHeight
        guard height != oldHeight else { return }
        if appliedInset > 0 {
            removeInsets()
            addInsets()
        }
        update()
        setNeedsLayout()
    }

    /// The control joined `scrollView` (its `refreshControl`).
    func attach(to scrollView: UIScrollView) {
        hostScrollView = scrollView
        update()
        setNeedsLayout()
    }

    /// The control left its scroll view: its inset goes, and the content comes back inside its
    /// range.
    func detach() {
        guard let scrollView = hostScrollView else { return }
        removeInsets()
        scrollView.adjustContentOffsetIfNecessary()
        hostScrollView = nil
        refreshState = .idle
        visibleHeight = 0
        resetToRevealingState()
        isHidden = true
    }

    // MARK: The spinner's animations (UIKit's _UIRefreshControlModernContentView)

    /// UIKit's `willTransitionFromState:toState:`.
    private func spinnerWillTransition(from old: RefreshState, to new: RefreshState) {
        if old == .returning || (old != .revealing && new == .revealing) {
            resetToRevealingState()
        } else if new == .refreshing {
            spin()
        }
    }

    /// UIKit's `didTransitionFromState:toState:`.
    private func spinnerDidTransition(from old: RefreshState, to new: RefreshState) {
        switch new {
        case .idle:
            // UIKit keeps the hidden spinner turning; here it stops, so that nothing ticks.
            resetToRevealingState()
        case .refreshing where old == .idle:
            spinnerAnimation.spunAt = -.infinity
        case .ending:
            spinnerAnimation.goneAwayAt = Animator.shared.clock.now
            startAnimating()
        case .revealing, .endedWhileTracking, .returning:
            if old == .ending { resetToRevealingState() }
        default:
            break
        }
        applyAppearance()
    }

    /// The look of a control that starts being pulled: no spoke, no turn.
    private func resetToRevealingState() {
        spinnerAnimation = SpinnerAnimation()
        if let animationCallback { Animator.shared.removeFrameCallback(animationCallback) }
        animationCallback = nil
        applyAppearance()
    }

    /// The pull began a refresh: the spokes turn half a turn into the graded look, and the
    /// spinner turns once a second.
    private func spin() {
        let now = Animator.shared.clock.now
        spinnerAnimation.spunAt = now
        spinnerAnimation.tickingSince = now
        startAnimating()
    }

    private func startAnimating() {
        guard animationCallback == nil else { return }
        animationCallback = Animator.shared.addFrameCallback { [weak self] _ in
            guard let self, self.animationCallback != nil else { return false }
            self.applyAppearance()
            return true
        }
    }

    /// Sets the spinner's and the title's look for the state and the clock's time.
    private func applyAppearance() {
        let now = Animator.shared.clock.now
        let look = spinnerAnimation.look(at: now, reveal: refreshState == .revealing ? percentageShowing : 0)
        spinner.color = tintColor
        spinner.look = look
        var titleAlpha = percentageShowing
        if let goneAwayAt = spinnerAnimation.goneAwayAt {
            titleAlpha *= 1 - SpinnerAnimation.eased(now - goneAwayAt, over: SpinnerAnimation.goAwayDuration)
        }
        titleLabel.alpha = titleAlpha
    }
}

/// The times of the spinner's animations, and the look they give at a moment.
struct SpinnerAnimation {
    /// When the spokes began their half turn into the graded look (`-infinity`: already there).
    var spunAt: TimeInterval?
    /// When the spinner began turning once a second.
    var tickingSince: TimeInterval?
    /// When `endRefreshing()` began shrinking it.
    var goneAwayAt: TimeInterval?

    /// UIKit turns the spokes by 3.13159265 radians as they spin up (`_setSpunAppearance`).
    static let spunRotation: CGFloat = 3.13159265
    /// UIKit's spin-up is a spring whose stiffness follows the pull's speed; here a 0.5 s ease-out.
    static let spinDuration: TimeInterval = 0.5
    /// UIKit's `_goAway`: 0.3 s.
    static let goAwayDuration: TimeInterval = 0.3

    /// Ease-in-out progress of `elapsed` over `duration`, between 0 and 1.
    static func eased(_ elapsed: TimeInterval, over duration: TimeInterval) -> CGFloat {
        guard elapsed.isFinite else { return elapsed > 0 ? 1 : 0 }
        let fraction = min(max(elapsed / duration, 0), 1)
        return CGFloat(TimingCurve.easeInOut.progress(at: fraction, duration: duration))
    }

    func look(at now: TimeInterval, reveal: CGFloat) -> RefreshSpinnerView.Look {
        var look = RefreshSpinnerView.Look()
        if let spunAt {
            let elapsed = now - spunAt
            let fraction = elapsed.isFinite ? CGFloat(min(max(elapsed / Self.spinDuration, 0), 1)) : 1
            let easeOut = 1 - (1 - fraction) * (1 - fraction)
            look.graded = easeOut
            look.reveal = 1
            look.rotation = Self.spunRotation * easeOut
        } else {
            look.reveal = CGFloat(TimingCurve.easeInOut.progress(at: Double(reveal), duration: 1))
        }
        if let tickingSince {
            // UIKit's `_tick`: eight 45° keyframes a second, repeated.
            look.rotation += CGFloat((now - tickingSince).truncatingRemainder(dividingBy: 1)) * 2 * .pi
        }
        if let goneAwayAt {
            let progress = Self.eased(now - goneAwayAt, over: Self.goAwayDuration)
            look.scale = 1 + (0.001 - 1) * progress
            look.rotation += Self.spunRotation * progress
        }
        return look
    }
}
