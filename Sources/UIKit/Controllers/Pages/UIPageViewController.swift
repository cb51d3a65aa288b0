import Foundation

/// A container that shows pages of content one at a time, turned by swiping, as UIKit's
/// `UIPageViewController`. The scroll style (the one drawn here) is a paging scroll view: the
/// page before and after the current one, asked of the data source, lie beside it
/// (`interPageSpacing` apart), a swipe past half a page (or a quick flick) turns to the next,
/// and the turned-to page becomes the only child. The page-curl style turns pages the same way
/// (its curl is not drawn). With a data source that counts pages, a page control shows them
/// at the bottom.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn, as UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over (drawn as a slide here).
        case pageCurl = 0
        /// Pages slide by.
        case scroll = 1
    }

    /// The direction pages turn along, as UIKit's `NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Where the spine of page-curl pages is, as UIKit's `SpineLocation` (`.none` for scrolling).
    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    /// Which way `setViewControllers(_:direction:animated:completion:)` turns.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// The keys of the options the initializer takes, as UIKit's `OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The spine's location (a `SpineLocation` raw value as `NSNumber` or `Int`), page-curl style.
        public static let spineLocation = OptionsKey("UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points (a number), scroll style.
        public static let interPageSpacing = OptionsKey("UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// The direction pages turn along.
    public let navigationOrientation: NavigationOrientation
    /// The space between pages (the `.interPageSpacing` option; 0 by default).
    public let interPageSpacing: CGFloat
    private let initialSpineLocation: SpineLocation
    /// The pages' scroll view and what it holds.
    lazy var pages = PageQueue(controller: self)
    /// The page indicator (shown when the data source counts pages).
    let pageControl = UIPageControl()

    /// Makes a page view controller turning pages in `style` along `navigationOrientation`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        interPageSpacing = Self.number(options?[.interPageSpacing]).map { max(0, $0) } ?? 0
        let spine = Self.number(options?[.spineLocation]).flatMap { SpineLocation(rawValue: Int($0)) }
        initialSpineLocation = style == .scroll ? .none : (spine ?? .min)
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a horizontal scrolling page view controller (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        interPageSpacing = 0
        initialSpineLocation = .none
        super.init(coder: coder)
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as NSNumber: CGFloat(number.doubleValue)
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        default: nil
        }
    }

    /// The delegate told of gesture-driven page turns.
    open weak var delegate: UIPageViewControllerDelegate?
    /// Where the pages before and after the current one come from. Without one, only
    /// `setViewControllers(_:direction:animated:completion:)` turns pages.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { if dataSource !== oldValue { pages.reloadNeighbours() } }
    }

    /// Where the spine is: `.none` for the scroll style, else the option's or `.min`.
    open var spineLocation: SpineLocation { initialSpineLocation }
    /// Whether page-curl pages have content on their backs (kept; the curl is not drawn).
    open var isDoubleSided = false
    /// The recognizers that turn pages, for the page-curl style; empty for the scroll style,
    /// whose scroll view turns them (as in UIKit).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }
    /// The page (pages, for two-page spreads) showing.
    open var viewControllers: [UIViewController]? { pages.current.map { [$0] } ?? [] }

    /// Shows `viewControllers` (one, for the scroll style and a `.min`/`.max` spine); animated,
    /// the page slides in from the trailing side (forward) or the leading side (reverse).
    /// `completion` runs once it shows. Raises UIKit's exception for a number of controllers
    /// the spine does not take.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let required = spineLocation == .mid ? 2 : 1
        let given = viewControllers ?? []
        guard given.count == required else {
            raiseException(.invalidArgumentException,
                           "The number of view controllers provided (\(given.count)) doesn't match the number required (\(required)) for the requested transition")
        }
        pages.show(given[0], direction: direction, animated: animated && isViewLoaded && view.window != nil, completion: completion)
    }

    open override func loadView() {
        let container = PageContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        view = container
        container.addSubview(pages.scrollView)
        container.addSubview(pageControl)
        pageControl.isUserInteractionEnabled = false
        pages.installCurrent()
    }

    /// Places the pages' scroll view (wider than the view by the spacing) and the page control.
    func layOutPages() {
        let bounds = view.bounds
        let horizontal = navigationOrientation == .horizontal
        pages.scrollView.frame = CGRect(x: 0, y: 0, width: bounds.width + (horizontal ? interPageSpacing : 0),
                                        height: bounds.height + (horizontal ? 0 : interPageSpacing))
        pages.layOut()
        updatePageControl()
        let height: CGFloat = 26
        pageControl.frame = CGRect(x: 0, y: bounds.height - view.safeAreaInsets.bottom - height, width: bounds.width, height: height)
        view.bringSubviewToFront(pageControl)
    }

    /// Shows the page control when the scroll style's data source counts pages.
    func updatePageControl() {
        let count = transitionStyle == .scroll && navigationOrientation == .horizontal ? dataSource?.presentationCount(for: self) ?? 0 : 0
        pageControl.isHidden = count <= 0
        guard count > 0, let dataSource else { return }
        pageControl.numberOfPages = count
        pageControl.currentPage = dataSource.presentationIndex(for: self)
    }
}

/// The page view controller's view: it lays out the pages.
@preconcurrency @MainActor
final class PageContainerView: UIView {
    weak var controller: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layOutPages()
    }
}
