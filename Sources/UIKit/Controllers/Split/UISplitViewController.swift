import Foundation

/// A container of columns, as UIKit's `UISplitViewController`: with iOS 14's column style, a
/// primary column (a sidebar or list), an optional supplementary one and the secondary (the
/// detail), each controller set for a column wrapped in a navigation controller; in the classic
/// style, `viewControllers` [primary, secondary]. In a regular width the columns lie side by
/// side (320 points each but the secondary, which takes the rest) or over the secondary, as the
/// display mode says; in a compact width the split view collapses to one navigation stack: the
/// compact column's, else the primary's with the secondary pushed on it (the delegate may keep
/// the primary on top).
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The split view's style, as UIKit's `UISplitViewController.Style`.
    public enum Style: Int, Sendable {
        /// The classic style: `viewControllers`.
        case unspecified = 0
        /// A primary and a secondary column.
        case doubleColumn = 1
        /// A primary, a supplementary and a secondary column.
        case tripleColumn = 2
    }

    /// A column, as UIKit's `UISplitViewController.Column`.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        /// The controller shown instead of all when collapsed.
        case compact = 3
    }

    /// How the columns show, as UIKit's `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6
        /// The deprecated names.
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// How columns share the width, as UIKit's `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    /// The side the primary column is on, as UIKit's `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// The width of a column when none is preferred (UIKit's `automaticDimension`).
    public static let automaticDimension: CGFloat = -3.40282347e+38
    /// The width of the primary and supplementary columns by default.
    static let defaultColumnWidth: CGFloat = 320

    /// The split view's style.
    public let style: Style
    /// The controllers set for the columns, and the navigation controllers that hold them.
    var columnControllers: [Column: UIViewController] = [:]
    var columnNavigations: [Column: UINavigationController] = [:]
    /// The classic style's controllers.
    var classicControllers: [UIViewController] = []
    /// Whether the split view is collapsed now, and what was pushed on the primary stack for it.
    var collapsedState: CollapsedState?
    private lazy var madeDisplayModeButtonItem = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil,
                                                                 action: { [weak self] _ in self?.toggleSidebar() })

    /// Makes a split view of `style`'s columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a classic split view (`viewControllers`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes a classic split view (there are no archives on Linux).
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The delegate asked about collapsing and told of display mode changes.
    open weak var delegate: UISplitViewControllerDelegate?

    /// The classic style's controllers, [primary, secondary]; in the column style, the
    /// columns' navigation controllers.
    open var viewControllers: [UIViewController] {
        get { style == .unspecified ? classicControllers : [Column.primary, .supplementary, .secondary].compactMap { columnNavigations[$0] } }
        set { setClassicControllers(newValue) }
    }

    /// The display mode asked for (`.automatic`: beside in a regular width).
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { displayModeDidChange() } }
    /// How columns share the width asked for.
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// How columns share the width: tiled beside the secondary unless asked otherwise.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    /// Whether a swipe shows and hides the primary column (kept: no swipe here).
    open var presentsWithGesture = true
    /// Whether the secondary's bar has a button to hide the other columns (kept: not shown).
    open var showsSecondaryOnlyButton = false
    /// The side the primary column is on.
    open var primaryEdge: PrimaryEdge = .leading { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's width asked for (`automaticDimension`: 320 points).
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The primary column's width as a part of the split view's (`automaticDimension`: unused).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The least width of the primary column.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The greatest width of the primary column.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width asked for (`automaticDimension`: 320 points).
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The supplementary column's width as a part of the split view's.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// Whether the split view shows one stack (a compact width).
    open var isCollapsed: Bool { collapsedState != nil }
    /// The display mode shown.
    open var displayMode: DisplayMode { isCollapsed ? .secondaryOnly : resolvedExpandedMode }
    /// The primary column's width.
    open var primaryColumnWidth: CGFloat { widths().primary }
    /// The supplementary column's width.
    open var supplementaryColumnWidth: CGFloat { style == .tripleColumn ? widths().supplementary : 0 }
    /// A button that shows and hides the primary column, for the secondary's navigation bar.
    open var displayModeButtonItem: UIBarButtonItem { madeDisplayModeButtonItem }

    /// Sets the controller of `column` (wrapped in a navigation controller unless it is one).
    open func setViewController(_ vc: UIViewController?, for column: Column) { setColumnController(vc, for: column) }

    /// The controller set for `column`.
    open func viewController(for column: Column) -> UIViewController? { columnControllers[column] }

    /// Shows `column`: collapsed, its controller comes on top of the stack; expanded, the display
    /// mode changes to show it.
    open func show(_ column: Column) { showColumn(column) }

    /// Hides `column` (expanded: the display mode changes to leave it out).
    open func hide(_ column: Column) { hideColumn(column) }

    /// Shows `vc` in the secondary column (collapsed: pushed on the stack), unless the delegate
    /// does it.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) { showDetail(vc, sender: sender) }

    /// Shows `vc` in the primary column's stack, unless the delegate does it.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        let primary = style == .unspecified ? classicControllers.first : columnNavigations[.primary]
        if let navigation = primary as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            super.show(vc, sender: sender)
        }
    }

    /// A change of width class collapses or expands the split view at the next layout.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        viewIfLoaded?.setNeedsLayout()
    }

    open override func loadView() {
        let container = SplitContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        view = container
    }

    /// The mode asked for, while expanded (`displayModeForExpanding…` asked when it expands).
    var expandedDisplayMode: DisplayMode = .automatic
}

/// The split view controller's view: it lays out the columns.
@preconcurrency @MainActor
final class SplitContainerView: UIView {
    weak var controller: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layOutColumns()
    }
}
