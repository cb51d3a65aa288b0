import Foundation

/// A button on a navigation bar or toolbar, as UIKit's `UIBarButtonItem`: a system item, a
/// title, an image or a custom view; a tap performs its `primaryAction` (or its closure
/// action). Target–action is a closure here (docs/porting.md): `UIBarButtonItem(title: "Add",
/// style: .plain, target: self, action: { [weak self] item in self?.add(item) })`, or iOS 14's
/// `UIBarButtonItem(systemItem: .add, primaryAction: UIAction { … })`.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The look of an item, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// A plain item: regular weight.
        case plain = 0
        /// Deprecated in iOS 8: drawn as `.plain`.
        case bordered = 1
        /// The item that ends a task: semibold.
        case done = 2
    }

    /// The system's items, as UIKit's `UIBarButtonItem.SystemItem`: localized titles (Done,
    /// Cancel, Edit, Save, Undo, Redo) or symbols (add, compose, reply, action, organize,
    /// bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fast-forward,
    /// close), and the two spaces.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl = 23
        case close = 24
    }

    /// The system item the item was made with, if any.
    var systemItem: SystemItem?
    /// The closure that the target–action initializers take (the selector of UIKit's).
    var closureAction: (@MainActor (UIBarButtonItem) -> Void)?

    /// Creates a plain item with no title, image or action.
    public override init() {
        super.init()
    }

    /// Bar items are not archived here (no nibs): an empty item.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an item from a system item; `primaryAction` runs on taps, `menu` is kept (iOS 14).
    public init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        super.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        applySystemItem(systemItem)
    }

    /// A flexible space for a toolbar: the flexible spaces share the room the items leave.
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace) }

    /// A fixed space of `width` points for a toolbar.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let space = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        space.width = width
        return space
    }

    /// Creates an item from a system item (the Swift name of iOS 14's initializer).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    /// Creates an item from a system item calling `action` (UIKit's selector) on taps while
    /// `target` exists (a nil target: always).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: (@MainActor (UIBarButtonItem) -> Void)?) {
        self.init(barButtonSystemItem: systemItem, primaryAction: nil, menu: nil)
        self.target = target as AnyObject?
        self.hasTarget = target != nil
        closureAction = action
    }

    /// Creates an item with a title and a style, calling `action` on taps.
    public convenience init(title: String?, style: Style, target: Any?, action: (@MainActor (UIBarButtonItem) -> Void)?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.hasTarget = target != nil
        closureAction = action
    }

    /// Creates an item with an image and a style, calling `action` on taps.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: (@MainActor (UIBarButtonItem) -> Void)?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.hasTarget = target != nil
        closureAction = action
    }

    /// Creates an item with a title and/or an image, performing `primaryAction` on taps and
    /// keeping `menu` (iOS 14). The action's title and image are used when none is given.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.primaryAction = primaryAction
        adoptPrimaryAction()
        if let title { self.title = title }
        if let image { self.image = image }
        self.menu = menu
    }

    /// Creates an item performing `primaryAction`, titled and imaged by it (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// Creates an item that shows `customView` instead of a button; the view handles its own
    /// touches.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// The item's style. Default `.plain`.
    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The width of a `.fixedSpace` item (or a minimum width for others); 0 (the default): the
    /// content's.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// Titles the item may show: a bar makes the item as wide as the widest, so that changing
    /// between them does not move the items beside it.
    open var possibleTitles: Set<String>? { didSet { itemDidChange() } }
    /// A view shown instead of the button.
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The color of the item's title and image; nil uses the bar's tint.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// The action performed on a tap; its title and image show when the item has none. Setting
    /// it replaces a target–action pair (as iOS 14 does).
    /// Setting an action (on an item that is not a system item) gives the item the action's
    /// title and image, as UIKit does (an action without a title or image keeps the item's).
    open var primaryAction: UIAction? {
        didSet {
            adoptPrimaryAction()
            itemDidChange()
        }
    }

    /// Takes the primary action's title and image (not for a system item, whose are its own).
    private func adoptPrimaryAction() {
        guard let primaryAction, systemItem == nil else { return }
        if !primaryAction.title.isEmpty { title = primaryAction.title }
        if let image = primaryAction.image { self.image = image }
    }
    /// The menu of the item. It is kept (showing it belongs to the menus work).
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// The order of the menu's elements when it shows (iOS 16). Default `.automatic`. Kept with
    /// the menu.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    /// Whether the menu picks one of its actions (iOS 15): the item then shows the title of the
    /// menu's action whose state is `.on`. Default false.
    open var changesSelectionAsPrimaryAction = false { didSet { itemDidChange() } }
    /// The group the item is in, if any (set by `UIBarButtonItemGroup`).
    open internal(set) weak var buttonGroup: UIBarButtonItemGroup?
    /// Whether the item is hidden on its bar (iOS 16).
    open var isHidden = false { didSet { itemDidChange() } }
    /// Whether the item is selected (iOS 15; a toggled look).
    open var isSelected = false { didSet { itemDidChange() } }
    /// The target of the closure action, held weakly as UIKit holds it.
    open weak var target: AnyObject?
    private var hasTarget = false

    /// The closure that stands for UIKit's selector: called with the item on taps.
    open var action: (@MainActor (UIBarButtonItem) -> Void)? {
        get { closureAction }
        set { closureAction = newValue }
    }

    // MARK: Pre-iOS 13 appearance (shown by the button a bar draws; `UIBarButtonItemAppearance` replaces it)

    /// What the members below set.
    var legacyAppearance = BarButtonLegacyAppearance() { didSet { itemDidChange() } }

    /// Sets the image drawn behind the item (stretched to its button) in `state` for
    /// `barMetrics`, for every style.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        legacyAppearance.backgroundImages[.init(state: state.rawValue, style: nil, metrics: barMetrics)] = backgroundImage
    }
    /// The image drawn behind the item in `state` for `barMetrics` (nil by default).
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        legacyAppearance.backgroundImages[.init(state: state.rawValue, style: nil, metrics: barMetrics)]
    }
    /// Sets the image drawn behind items of `style` in `state` for `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {
        legacyAppearance.backgroundImages[.init(state: state.rawValue, style: style, metrics: barMetrics)] = backgroundImage
    }
    /// The image drawn behind items of `style` in `state` for `barMetrics` (nil by default).
    open func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        legacyAppearance.backgroundImages[.init(state: state.rawValue, style: style, metrics: barMetrics)]
    }
    /// Sets how far the background image moves down (up when negative) for `barMetrics`.
    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        legacyAppearance.backgroundVerticalAdjustments[barMetrics] = adjustment
    }
    /// How far the background image moves down for `barMetrics` (0 by default).
    open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        legacyAppearance.backgroundVerticalAdjustments[barMetrics] ?? 0
    }
    /// Sets how far the title moves for `barMetrics`.
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        legacyAppearance.titleAdjustments[barMetrics] = adjustment
    }
    /// How far the title moves for `barMetrics` (`.zero` by default).
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        legacyAppearance.titleAdjustments[barMetrics] ?? .zero
    }
    /// Sets the image drawn behind the back button showing this item in `state` for `barMetrics`.
    open func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        legacyAppearance.backButtonBackgroundImages[.init(state: state.rawValue, style: nil, metrics: barMetrics)] = backgroundImage
    }
    /// The image drawn behind the back button in `state` for `barMetrics` (nil by default).
    open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        legacyAppearance.backButtonBackgroundImages[.init(state: state.rawValue, style: nil, metrics: barMetrics)]
    }
    /// Sets how far the back button's title moves for `barMetrics` (apps hide back titles with a
    /// large negative horizontal offset, set on the appearance proxy).
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        legacyAppearance.backButtonTitleAdjustments[barMetrics] = adjustment
    }
    /// How far the back button's title moves for `barMetrics` (`.zero` by default).
    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        legacyAppearance.backButtonTitleAdjustments[barMetrics] ?? .zero
    }
    /// Sets how far the back button's background image moves down for `barMetrics`.
    open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        legacyAppearance.backButtonBackgroundVerticalAdjustments[barMetrics] = adjustment
    }
    /// How far the back button's background image moves down for `barMetrics` (0 by default).
    open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        legacyAppearance.backButtonBackgroundVerticalAdjustments[barMetrics] ?? 0
    }

    /// The title to draw: the item's, else the primary action's.
    var displayedTitle: String? {
        if changesSelectionAsPrimaryAction, let selected = menu?.selectedElements.first { return selected.title }
        if let title { return title }
        if let title = primaryAction?.title, !title.isEmpty { return title }
        return nil
    }

    /// The image to draw: the item's, else the primary action's.
    var displayedImage: UIImage? { image ?? primaryAction?.image }

    /// Whether the item is a space (flexible or fixed) rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Performs the item's action: the primary action (with the item as sender), else the
    /// closure while its target exists.
    func performTap() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let closureAction, !hasTarget || target != nil {
            closureAction(self)
        }
    }

    private func applySystemItem(_ item: SystemItem) {
        switch item {
        case .done: title = "Done"; style = .done
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .save: title = "Save"; style = .done
        case .undo: title = "Undo"
        case .redo: title = "Redo"
        case .flexibleSpace, .fixedSpace: break
        default: image = UIImage(systemName: Self.symbolName(of: item))
        }
    }

    /// The SF Symbol iOS draws for a system item.
    static func symbolName(of item: SystemItem) -> String {
        switch item {
        case .add: return "plus"
        case .compose: return "square.and.pencil"
        case .reply: return "arrowshape.turn.up.left"
        case .action: return "square.and.arrow.up"
        case .organize: return "folder"
        case .bookmarks: return "book"
        case .search: return "magnifyingglass"
        case .refresh: return "arrow.clockwise"
        case .stop: return "xmark"
        case .camera: return "camera"
        case .trash: return "trash"
        case .play: return "play.fill"
        case .pause: return "pause"
        case .rewind: return "backward.fill"
        case .fastForward: return "forward.fill"
        case .pageCurl: return "doc"
        case .close: return "xmark.circle.fill"
        default: return "questionmark"
        }
    }
}
