import Foundation

/// A control that shows a row of dots, one per page, the current one highlighted, as UIKit's
/// `UIPageControl` (iOS 14's look: 7-point dots 9 points apart; `.prominent` draws them on a
/// gray capsule). A tap left or right of the current dot moves one page and sends
/// `.valueChanged`; setting `currentPage` sends nothing, as in UIKit.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The background behind the dots, as UIKit's `UIPageControl.BackgroundStyle` (iOS 14).
    public enum BackgroundStyle: Int, Sendable {
        /// A capsule while interacting, none otherwise (the default).
        case automatic = 0
        /// Always a capsule.
        case prominent
        /// Never a capsule.
        case minimal
    }

    /// How the user is interacting, as UIKit's `UIPageControl.InteractionState` (iOS 14).
    public enum InteractionState: Int, Sendable {
        case none = 0, discrete, continuous
    }

    /// The way the dots run, as UIKit's `UIPageControl.Direction` (iOS 16).
    public enum Direction: Int, Sendable {
        /// Left to right, or right to left in a right-to-left layout (the default).
        case natural = 0
        case leftToRight = 1
        case rightToLeft = 2
        /// A column of dots, the first page at the top.
        case topToBottom = 3
        /// A column of dots, the first page at the bottom.
        case bottomToTop = 4
    }

    static let dotSide: CGFloat = 7
    static let dotSpacing: CGFloat = 9
    static let horizontalPadding: CGFloat = 12
    /// The control's height on iOS 14 and later.
    public static let controlHeight: CGFloat = 26

    private var pages = 0
    private var page = 0
    private var indicatorImages: [Int: UIImage] = [:]
    var currentIndicatorImages: [Int: UIImage] = [:]
    /// The way the dots run (iOS 16; `.natural` by default): a vertical direction lays them out
    /// in a column (the size and the tracking follow).
    open var direction: Direction = .natural { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    /// The number of pages (0 by default; negative counts are 0). The current page stays in range.
    open var numberOfPages: Int {
        get { pages }
        set {
            pages = max(0, newValue)
            page = min(page, max(0, pages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The current page, clamped to `0..<numberOfPages` (0 by default). Setting it sends no event.
    open var currentPage: Int {
        get { page }
        set {
            let clamped = min(max(0, newValue), max(0, pages - 1))
            guard clamped != page else { return }
            page = clamped
            setNeedsDisplay()
        }
    }

    /// Whether the control hides itself with only one page (false by default).
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The color of the other pages' dots; nil: a translucent label color.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The color of the current page's dot; nil: the label color.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The background style (`.automatic` by default).
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplay() } }
    /// The interaction in progress.
    open internal(set) var interactionState: InteractionState = .none
    /// Whether a drag scrubs through the pages (true by default; a drag along the dots moves
    /// the current page with it).
    open var allowsContinuousInteraction = true
    /// The image every dot is drawn with, in the dot colors (iOS 14); nil: a circle.
    open var preferredIndicatorImage: UIImage? { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    /// The image the current dot is drawn with (iOS 16); nil: the same as the others.
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }

    /// Sets the image of one page's dot (iOS 14).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        setNeedsDisplay()
    }

    /// The image of one page's dot, if set for it.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }
    /// Sets the image of one page's dot while that page is current (iOS 16).
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentIndicatorImages[page] = image
        setNeedsDisplay()
    }
    /// The image of one page's dot while it is current, if set for it; the current dot is drawn
    /// with it (else `preferredCurrentPageIndicatorImage`, else the page's indicator image).
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentIndicatorImages[page] }

    /// The size the control needs for `pageCount` dots: 7-point dots 9 points apart, 12 points
    /// of padding at each end, 26 points tall (3 pages: 63 × 26).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(0, pageCount)
        guard count > 0 else { return CGSize(width: 0, height: UIPageControl.controlHeight) }
        let pitch = indicatorSide + UIPageControl.dotSpacing
        let size = CGSize(width: CGFloat(count) * pitch - UIPageControl.dotSpacing + 2 * UIPageControl.horizontalPadding,
                          height: UIPageControl.controlHeight)
        return isVertical ? CGSize(width: size.height, height: size.width) : size
    }

    private var indicatorSide: CGFloat {
        max(UIPageControl.dotSide, preferredIndicatorImage?.size.width ?? 0)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: pages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: pages) }

    /// The center of each dot, in the bounds (first page on the leading side).
    func dotCenters() -> [CGPoint] {
        let pitch = indicatorSide + UIPageControl.dotSpacing
        let length = CGFloat(pages) * pitch - UIPageControl.dotSpacing
        let backwards = runsBackwards
        let start = (isVertical ? bounds.midY : bounds.midX) - length / 2 + indicatorSide / 2
        return (0..<pages).map { index in
            let slot = backwards ? pages - 1 - index : index
            let along = start + CGFloat(slot) * pitch
            return isVertical ? CGPoint(x: bounds.midX, y: along) : CGPoint(x: along, y: bounds.midY)
        }
    }

    open override func draw(_ rect: CGRect) {
        // The fill and stroke colors are shared drawing state: put back what was there.
        let savedColors = (Graphics.fillColor, Graphics.strokeColor)
        defer { (Graphics.fillColor, Graphics.strokeColor) = savedColors }
        guard pages > 0, !(hidesForSinglePage && pages == 1) else { return }
        if backgroundStyle == .prominent || (backgroundStyle == .automatic && interactionState != .none) {
            let size = self.size(forNumberOfPages: pages)
            let platter = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            displayedColor(ControlColors.pressed).setFill()
            UIBezierPath(roundedRect: platter, cornerRadius: platter.height / 2).fill()
        }
        let other = displayedColor(pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3))
        let current = displayedColor(currentPageIndicatorTintColor ?? .label)
        for (index, center) in dotCenters().enumerated() {
            let color = index == page ? current : other
            let image = (index == page ? currentPageIndicatorImage(forPage: index) ?? preferredCurrentPageIndicatorImage : nil)
                ?? indicatorImage(forPage: index) ?? preferredIndicatorImage
            if let image {
                let size = image.size
                let rect = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
                (image.renderingMode == .alwaysOriginal ? image : image.withTintColor(color)).draw(in: rect)
            } else {
                color.setFill()
                let side = UIPageControl.dotSide
                UIBezierPath(ovalIn: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)).fill()
            }
        }
    }

    // MARK: Tracking

    private var trackingStartX: CGFloat = 0
    /// How far a touch moves before it scrubs through the pages.
    static let scrubThreshold: CGFloat = 10

    open override func beginTracking(_ touch: UITouch, with event: UIKit.UIEvent?) -> Bool {
        trackingStartX = along(touch.location(in: self))
        return pages > 1
    }

    /// A drag along the dots (with `allowsContinuousInteraction`) moves to the page whose dot
    /// is nearest the touch.
    open override func continueTracking(_ touch: UITouch, with event: UIKit.UIEvent?) -> Bool {
        let x = along(touch.location(in: self))
        guard allowsContinuousInteraction, interactionState == .continuous || abs(x - trackingStartX) > UIPageControl.scrubThreshold else { return true }
        interactionState = .continuous
        let centers = dotCenters()
        if let nearest = centers.indices.min(by: { abs(along(centers[$0]) - x) < abs(along(centers[$1]) - x) }), nearest != page {
            page = nearest
            setNeedsDisplay()
            sendValueChanged()
        }
        return true
    }

    /// A tap before or after the current dot moves one page that way.
    open override func endTracking(_ touch: UITouch?, with event: UIKit.UIEvent?) {
        defer {
            interactionState = .none
            setNeedsDisplay()
        }
        guard interactionState != .continuous, isTouchInside, let touch, pages > 1 else { return }
        let current = dotCenters()[page]
        let towardsStart = along(touch.location(in: self)) < along(current)
        let target = min(max(page + (towardsStart != runsBackwards ? -1 : 1), 0), pages - 1)
        guard target != page else { return }
        interactionState = .discrete
        page = target
        sendValueChanged()
    }

    open override func cancelTracking(with event: UIKit.UIEvent?) {
        interactionState = .none
        setNeedsDisplay()
    }
    /// Whether the dots run in a column.
    var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }
    /// Whether the first page is at the right (or the bottom).
    var runsBackwards: Bool {
        switch direction {
        case .natural: return effectiveUserInterfaceLayoutDirection == .rightToLeft
        case .leftToRight, .topToBottom: return false
        case .rightToLeft, .bottomToTop: return true
        }
    }
    /// A point's place along the dots.
    func along(_ point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }
}
