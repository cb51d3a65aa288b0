import Foundation

/// What a navigation bar shows for a controller on top of a navigation stack, as UIKit's
/// `UINavigationItem`: a title (or title view), bar button items on each side, and what the
/// back button shows for the controllers pushed after it, and the search controller whose search
/// bar shows below the title row; a `prompt` adds a row above the title.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// Prepares the object after it was loaded from a nib. On Linux there are no nib files: it
    /// is called after a `UINib` stand-in's recipe made the object (`UINib(instantiate:)`,
    /// `UINib.register(name:_:)`), and never otherwise. Overrides call `super`.
    open func awakeFromNib() {}

    /// Called by Interface Builder when it draws a designable object; Interface Builder does
    /// not run on Linux, so it is never called.
    open func prepareForInterfaceBuilder() {}

    /// When a navigation bar shows its large title for the item, as UIKit's
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item on the stack (the root: large when the bar prefers it).
        case automatic = 0
        /// Large when the bar's `prefersLargeTitles` is true.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline title, larger (iOS 17): drawn as `.never` here.
        case inline = 3
    }

    /// Where the search bar of `searchController` goes, as UIKit's
    /// `UINavigationItem.SearchBarPlacement` (iOS 16).
    public enum SearchBarPlacement: Int, Sendable {
        /// The system's choice: stacked below the title row.
        case automatic = 0
        /// In the title row, with the bar button items (laid out as `.stacked` here).
        case inline = 1
        /// In its own row below the title row.
        case stacked = 2
    }

    /// The bar's handler of changes of the item that it shows.
    var changeHandlers: [ObjectIdentifier: () -> Void] = [:]

    /// How a back button shows its title, as UIKit's `UINavigationItem.BackButtonDisplayMode`.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's back title, "Back" when it does not fit.
        case `default` = 0
        /// Always "Back".
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }
    /// The appearances the item holds (copies of those set); a change in one tells the bar.
    var heldAppearances = NavigationBarAppearances() {
        didSet {
            for appearance in heldAppearances.all { appearance.onChange = { [weak self] in self?.itemDidChange() } }
            itemDidChange()
        }
    }

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item without a title.
    public override init() {
        super.init()
    }

    /// Items are not archived here; this creates an empty one.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The title in the bar's center (and in the large title row).
    open var title: String? { didSet { itemDidChange() } }
    /// A view shown in the center instead of the title.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// A line of text shown centered above the title, in a row of its own that makes the bar
    /// 30 points taller. Default nil.
    open var prompt: String? { didSet { itemDidChange() } }
    /// The title of the back button that leads back to this item; nil uses `title` (else
    /// "Back").
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// The item the bar shows as the back button leading back to this item; nil makes one
    /// from `backButtonTitle` or `title`.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// Whether the left items show beside the back button (not instead of it). Default false.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// When the bar shows a large title for this item. Default `.automatic`.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }

    /// The search controller whose search bar the navigation controller shows for this item
    /// (iOS 11): in a 52-point row below the title row (and the large title), the content's
    /// safe area growing by it; while the search is active and the controller's
    /// `hidesNavigationBarDuringPresentation`, the title row hides and the search bar takes its
    /// place (`UINavigationController+Search.swift`).
    open var searchController: UISearchController? { didSet { itemDidChange() } }
    /// Whether scrolling the content hides the search bar (iOS 11). Default true. Kept and read
    /// back: the search bar stays shown here as the content scrolls.
    open var hidesSearchBarWhenScrolling = true { didSet { itemDidChange() } }
    /// Where the item prefers its search bar (iOS 16). Default `.automatic`; every placement is
    /// laid out stacked here.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic { didSet { itemDidChange() } }

    /// The items on the leading side, from the edge inward.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

    /// The item's style (iOS 16): `.navigator` centers the title; `.browser` and `.editor` put
    /// it at the leading side, after the back button and the leading items. Default
    /// `.navigator`.
    open var style: ItemStyle = .navigator { didSet { itemDidChange() } }
    /// The groups on the leading side (iOS 16): the leading items as one group; setting them
    /// sets `leftBarButtonItems` to their items in order.
    open var leadingItemGroups: [UIBarButtonItemGroup] {
        get { Self.groups(&leadingGroups, holding: leftBarButtonItems) }
        set {
            leadingGroups = newValue
            leftBarButtonItems = Self.shownItems(of: newValue)
        }
    }
    /// The groups on the trailing side (iOS 16): the trailing items as one group; setting them
    /// sets `rightBarButtonItems` to their items in order (the first at the edge).
    open var trailingItemGroups: [UIBarButtonItemGroup] {
        get { Self.groups(&trailingGroups, holding: rightBarButtonItems) }
        set {
            trailingGroups = newValue
            rightBarButtonItems = Self.shownItems(of: newValue)
        }
    }
    private var leadingGroups: [UIBarButtonItemGroup] = [], trailingGroups: [UIBarButtonItemGroup] = []

    /// The groups kept for a side, made again (one group) when the side's items were set since.
    private static func groups(_ kept: inout [UIBarButtonItemGroup], holding items: [UIBarButtonItem]?) -> [UIBarButtonItemGroup] {
        if shownItems(of: kept) != items { kept = items.map { [UIBarButtonItemGroup(barButtonItems: $0, representativeItem: nil)] } ?? [] }
        return kept
    }

    /// The items the groups show, in order (nil for none).
    private static func shownItems(of groups: [UIBarButtonItemGroup]) -> [UIBarButtonItem]? {
        groups.isEmpty ? nil : groups.filter { !$0.isHidden }.flatMap(\.barButtonItems)
    }
    /// The groups in the center of an editor or browser bar (iOS 16). Kept: iPadOS shows them in
    /// a wide bar, and an iPhone-width bar in its overflow menu, which Linux does not draw.
    open var centerItemGroups: [UIBarButtonItemGroup] = []
    /// The identifier under which a person's customization of the center items is saved (iPadOS
    /// 16). Kept: there is no customization here.
    open var customizationIdentifier: String?
    /// How the back button leading back to this item shows its title (iOS 14): the title (else
    /// "Back" when it does not fit), always "Back", or no title.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// What the back button does while this item is on top (iOS 16; nil: it pops).
    open var backAction: UIAction? { didSet { itemDidChange() } }
    /// The bar's look while the item is on top and content is scrolled under the bar (nil: the
    /// bar's `standardAppearance`); a copy of what is set.
    open var standardAppearance: UINavigationBarAppearance? {
        get { heldAppearances.standard }
        set { heldAppearances.standard = newValue?.copy() }
    }
    /// The bar's look in a compact height while the item is on top (nil: the bar's, else the
    /// item's standard one).
    open var compactAppearance: UINavigationBarAppearance? {
        get { heldAppearances.compact }
        set { heldAppearances.compact = newValue?.copy() }
    }
    /// The bar's look at the content's top edge while the item is on top (nil: the bar's).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { heldAppearances.scrollEdge }
        set { heldAppearances.scrollEdge = newValue?.copy() }
    }
    /// The bar's look at the content's top edge in a compact height (nil: the bar's, else the
    /// scroll-edge ones).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { heldAppearances.compactScrollEdge }
        set { heldAppearances.compactScrollEdge = newValue?.copy() }
    }
    /// The items on the trailing side, from the edge inward.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

    /// The first leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading items (the animation is not drawn).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items (the animation is not drawn).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the first leading item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the first trailing item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The back button's title for the items pushed after this one: `backBarButtonItem`'s,
    /// `backButtonTitle`, the title, else "Back" (the bar shows "Back" when it does not fit).
    /// The title a back button leading back to this item shows (nil: the chevron alone).
    var shownBackTitle: String? {
        switch backButtonDisplayMode {
        case .default: backTitle
        case .generic: "Back"
        case .minimal: nil
        }
    }

    var backTitle: String {
        if let title = backBarButtonItem?.title { return title }
        if let backButtonTitle { return backButtonTitle }
        if let title, !title.isEmpty { return title }
        return "Back"
    }

    func itemDidChange() {
        for handler in changeHandlers.values { handler() }
        for item in (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) { item.observeChanges(by: self) { [weak self] in self?.itemDidChange() } }
    }
}

extension UIViewController {
    /// `navigationItem`'s default: made on first use with the controller's title.
    func makeNavigationItem() -> UINavigationItem {
        if let madeNavigationItem { return madeNavigationItem }
        let item = UINavigationItem()
        item.title = title
        madeNavigationItem = item
        return item
    }

    /// `tabBarItem`'s default: made on first use with the controller's title.
    func makeTabBarItem() -> UITabBarItem {
        if let madeTabBarItem { return madeTabBarItem }
        let item = UITabBarItem(title: title, image: nil, tag: 0)
        madeTabBarItem = item
        return item
    }

    /// Sets the tab bar item and tells the tab bar controller.
    func setTabBarItem(_ item: UITabBarItem?) {
        madeTabBarItem = item
        (parent as? UITabBarController)?.tabItemsDidChange()
    }

    /// `editButtonItem`'s default, made on first use.
    func makeEditButtonItem() -> UIBarButtonItem {
        if let madeEditButtonItem { return madeEditButtonItem }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: self) { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        madeEditButtonItem = item
        updateEditButtonItem()
        return item
    }

    func updateEditButtonItem() {
        guard let item = madeEditButtonItem else { return }
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }
}

extension UINavigationItem {
    /// How a navigation item lays out its bar (iOS 16), as UIKit's
    /// `UINavigationItem.ItemStyle`.
    public enum ItemStyle: Int, Sendable {
        /// The title centered, for navigating a hierarchy.
        case navigator = 0
        /// The title at the leading side, for browsing.
        case browser = 1
        /// The title at the leading side, for a document editor.
        case editor = 2
    }
}
