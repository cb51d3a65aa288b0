import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: for its top
/// item, a 44 pt row with the centered title (17 pt semibold), the back button (a chevron and
/// the previous item's title, "Back" when that does not fit) and the bar button items at
/// `sideMargin` from the edges; with `prefersLargeTitles`, a 52 pt row below with the large
/// title (34 pt bold) that collapses as the content scrolls. Its background reaches up under
/// the status bar: transparent at the content's scroll edge (iOS 15's `scrollEdgeAppearance`),
/// else the chrome material with a hairline at the bottom.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the bar's compact row.
    public static let compactHeight: CGFloat = 44
    /// The height of the large-title row.
    public static let largeTitleRowHeight: CGFloat = 52
    /// The gap between bar button items.
    static let itemSpacing: CGFloat = 8
    /// The back button's leading inset (its chevron sits closer to the edge than items).
    static let backButtonLeading: CGFloat = 8

    let backgroundView = BarBackgroundView()
    var hairline: UIImageView { backgroundView.hairline }
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    /// The top item's prompt, in its row above the title.
    let promptLabel = UILabel()
    let backButton = BarButtonView(item: nil)
    private(set) var leftButtons: [BarButtonView] = []
    private(set) var rightButtons: [BarButtonView] = []
    /// What the back button does (the navigation controller pops).
    var backAction: (@MainActor () -> Void)?
    /// The visible height of the large-title row, 0 (collapsed or none) to 52.
    var largeTitleHeight: CGFloat = 0 { didSet { if largeTitleHeight != oldValue { setNeedsLayout() } } }
    /// Whether the content is at its scroll edge: the background is transparent.
    var isAtScrollEdge = true { didSet { updateBackground() } }
    private var itemList: [UINavigationItem] = []
    /// Appearance set by the app (`UINavigationBar+Appearance.swift`).
    var backgroundImages: [BarAppearanceKey: UIImage] = [:]
    var titleAdjustments: [UIBarMetrics: CGFloat] = [:]
    var ownStandardAppearance = UINavigationBarAppearance()
    /// The compact and scroll-edge appearances the bar holds (copies of those set).
    var heldAppearances = NavigationBarAppearances() { didSet { appearancesDidChange() } }
    /// Whether the app set or changed `standardAppearance` (else the bar's own properties —
    /// `barTintColor`, background images, title attributes — decide its look, as before iOS 13).
    var hasCustomStandardAppearance = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        largeTitleLabel.font = .boldSystemFont(ofSize: 34)
        largeTitleLabel.textAlignment = .natural
        for view in [backgroundView, hairline, titleLabel, largeTitleLabel, promptLabel, backButton] as [UIView] { addSubview(view) }
        backButton.onTap = { [weak self] in self?.backTapped() }
        backButton.titleAttributes = { [weak self] state in
            self?.buttonTitleAttributes(of: nil, isBack: true, state: state) ?? [:]
        }
        observeAppearances()
        updateBackground()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }

    // MARK: Items

    /// The items, bottom to top; the bar shows the top one, and the one below it as the back
    /// button.
    open var items: [UINavigationItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }

    /// The item on top of the stack.
    open var topItem: UINavigationItem? { itemList.last }

    /// The item below the top one: the back button leads to it.
    open var backItem: UINavigationItem? { itemList.count >= 2 ? itemList[itemList.count - 2] : nil }

    /// Replaces the items (the animation is not drawn).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        itemList = items ?? []
        for item in itemList {
            item.changeHandlers[ObjectIdentifier(self)] = { [weak self] in self?.itemsDidChange() }
        }
        itemsDidChange()
    }

    /// Pushes an item on top, if the delegate's `navigationBar(_:shouldPush:)` allows it; the
    /// delegate then learns it was pushed.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { pushItemImpl(item, animated: animated) }

    /// Pops the top item and returns it, if the delegate's `navigationBar(_:shouldPop:)`
    /// allows it (nil otherwise); the delegate then learns it was popped.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? { popItemImpl(animated: animated) }

    /// The bar's delegate, asked before items are pushed and popped (held weakly). A navigation
    /// controller's bar reports to its controller by itself (UIKit's controller is its bar's
    /// delegate), so this stays nil there.
    open weak var delegate: UINavigationBarDelegate?
    /// The bar's style (`.default`): `.black` gives a dark background and white titles.
    open var barStyle: UIBarStyle = .default { didSet { updateBackground(); applyTitleTextAttributes() } }
    /// The font, color and other attributes of the title (nil: 17-point semibold in the label color).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyTitleTextAttributes() } }
    /// The attributes of the large title (nil: 34-point bold in the label color).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { applyTitleTextAttributes() } }
    /// The image of the hairline under the bar; shown only with a custom background image (set
    /// with `setBackgroundImage(_:for:barMetrics:)`), as in UIKit. An empty image hides the hairline.
    open var shadowImage: UIImage? { didSet { updateBackground() } }
    /// The back button's chevron image (nil: the system chevron).
    open var backIndicatorImage: UIImage? { didSet { setNeedsLayout() } }
    /// The mask of the back chevron during push and pop transitions. Kept: the transitions here
    /// do not mask the content under the chevron.
    open var backIndicatorTransitionMaskImage: UIImage?
    /// Sets the background image for a bar position and metrics: the bar's background shows it
    /// (stretched) instead of the material, for `.any`, `.top` or `.topAttached` and `.default`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        setBackgroundImageImpl(backgroundImage, for: barPosition, barMetrics: barMetrics)
    }
    /// The background image set for the position and metrics (nil by default).
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BarAppearanceKey(position: barPosition, metrics: barMetrics)]
    }
    /// Sets the background image for `barMetrics` at any bar position.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImageImpl(backgroundImage, for: .any, barMetrics: barMetrics)
    }
    /// The background image set for `barMetrics` at any bar position (nil by default).
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }
    /// Sets how far the title moves down (up when negative) for `barMetrics`.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        titleAdjustments[barMetrics] = adjustment
        setNeedsLayout()
    }
    /// How far the title moves down for `barMetrics` (0 by default); read when the bar lays out.
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat { titleAdjustments[barMetrics] ?? 0 }

    /// Whether the bar shows large titles for items that allow them (iOS 11). Default false.
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { itemsDidChange() } } }
    /// The bar's background color; nil: the system's chrome material.
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the bar is translucent (its standard background is). Default true.
    open var isTranslucent = true { didSet { updateBackground() } }

    /// The look of the bar at its standard height while content is scrolled under it (a copy
    /// of what is set; changing the one held updates the bar). A navigation item's own takes
    /// its place while the item is on top.
    open var standardAppearance: UINavigationBarAppearance {
        get { ownStandardAppearance }
        set {
            ownStandardAppearance = newValue.copy()
            hasCustomStandardAppearance = true
            appearancesDidChange()
        }
    }
    /// The look of the bar in a compact height (nil: `standardAppearance`).
    open var compactAppearance: UINavigationBarAppearance? {
        get { heldAppearances.compact }
        set { heldAppearances.compact = newValue?.copy() }
    }
    /// The look of the bar while the content is at its top edge (nil: `standardAppearance`
    /// with a transparent background and no hairline).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { heldAppearances.scrollEdge }
        set { heldAppearances.scrollEdge = newValue?.copy() }
    }
    /// The look at the scroll edge in a compact height (nil: `scrollEdgeAppearance`).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { heldAppearances.compactScrollEdge }
        set { heldAppearances.compactScrollEdge = newValue?.copy() }
    }

    /// Whether the top item shows a large title: the bar prefers them and the item's mode (or,
    /// for `.automatic`, the nearest item below with another mode) allows it.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        for item in itemList.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's full height for its state: the prompt's row, the compact row and the visible
    /// large-title row.
    var barHeight: CGFloat { promptHeight + Self.compactHeight + (showsLargeTitle ? largeTitleHeight : 0) }

    /// The height of the prompt's row: 30 points when the top item has a prompt.
    static let promptRowHeight: CGFloat = 30
    var promptHeight: CGFloat { topItem?.prompt == nil ? 0 : Self.promptRowHeight }

    func itemsDidChange() {
        let top = topItem
        titleLabel.text = top?.title
        largeTitleLabel.text = top?.title
        promptLabel.text = top?.prompt
        promptLabel.isHidden = top?.prompt == nil
        for button in leftButtons + rightButtons { button.removeFromSuperview() }
        leftButtons = (top?.leftBarButtonItems ?? []).filter { !$0.isHidden }.map(makeButton)
        rightButtons = (top?.rightBarButtonItems ?? []).filter { !$0.isHidden }.map(makeButton)
        if let top, let titleView = top.titleView, titleView.superview !== self { addSubview(titleView) }
        for view in subviews where view.isTitleViewOf(itemList) && view !== top?.titleView { view.removeFromSuperview() }
        appearancesDidChange()
        setNeedsLayout()
        // The navigation controller places the top item's search bar.
        superview?.setNeedsLayout()
    }

    private func makeButton(_ item: UIBarButtonItem) -> BarButtonView {
        let button = BarButtonView(item: item)
        button.titleAttributes = { [weak self, weak item] state in
            self?.buttonTitleAttributes(of: item, isBack: false, state: state) ?? [:]
        }
        button.refresh()
        item.observeChanges(by: button) { [weak button, weak self] in
            button?.refresh()
            self?.setNeedsLayout()
        }
        if let custom = item.customView {
            addSubview(custom)
        } else {
            addSubview(button)
        }
        return button
    }

    /// Whether the back button shows: there is an item to go back to, the top item does not
    /// hide it, and its left items supplement it (or there are none).
    var showsBackButton: Bool {
        guard let top = topItem, backItem != nil, !top.hidesBackButton else { return false }
        return leftButtons.isEmpty || top.leftItemsSupplementBackButton
    }
}

extension UIView {
    /// Whether the view is the title view of one of `items`.
    func isTitleViewOf(_ items: [UINavigationItem]) -> Bool { items.contains { $0.titleView === self } }
}
