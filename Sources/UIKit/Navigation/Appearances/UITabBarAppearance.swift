import Foundation

/// The look of a tab bar, as UIKit's `UITabBarAppearance` (iOS 13): the background and hairline
/// (`UIBarAppearance`), the look of its items in each layout, the selection indicator, and how
/// stacked items are placed. A tab bar shows its selected item's `standardAppearance`, else its
/// own (the scroll-edge appearances are kept, not yet shown: see `UITabBar.scrollEdgeAppearance`).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The look of items with the image over the title (the layout of compact widths: the one
    /// used here).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked) { didSet { adopt(stackedLayoutAppearance, replacing: oldValue) } }
    /// The look of items with the image beside the title (regular widths).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline) { didSet { adopt(inlineLayoutAppearance, replacing: oldValue) } }
    /// The look of items with the image beside the title in compact heights.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline) {
        didSet { adopt(compactInlineLayoutAppearance, replacing: oldValue) }
    }
    /// The selection indicator's color (it tints a template `selectionIndicatorImage`).
    open var selectionIndicatorTintColor: UIColor? { didSet { appearanceDidChange() } }
    /// An image behind the selected item.
    open var selectionIndicatorImage: UIImage? { didSet { appearanceDidChange() } }
    /// How stacked items are placed.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic { didSet { appearanceDidChange() } }
    /// The width of stacked items when centered (0: the system's).
    open var stackedItemWidth: CGFloat = 0 { didSet { appearanceDidChange() } }
    /// The gap between stacked items when centered (0: the system's).
    open var stackedItemSpacing: CGFloat = 0 { didSet { appearanceDidChange() } }

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        watch([stackedLayoutAppearance, inlineLayoutAppearance, compactInlineLayoutAppearance])
    }

    /// Makes an appearance from `barAppearance`: its background and shadow, and, from another
    /// tab bar appearance, its items, indicator and placement.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
            inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
            compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
            selectionIndicatorTintColor = other.selectionIndicatorTintColor
            selectionIndicatorImage = other.selectionIndicatorImage
            stackedItemPositioning = other.stackedItemPositioning
            stackedItemWidth = other.stackedItemWidth
            stackedItemSpacing = other.stackedItemSpacing
        }
        watch([stackedLayoutAppearance, inlineLayoutAppearance, compactInlineLayoutAppearance])
    }
}

/// How tab bar items look in one layout, as UIKit's `UITabBarItemAppearance`: one
/// `UITabBarItemStateAppearance` each for the normal, selected, disabled and focused states.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying, AppearancePart {
    /// The layouts of tab bar items, as UIKit's `UITabBarItemAppearance.Style`.
    public enum Style: Int, Sendable {
        /// The image over the title.
        case stacked = 0
        /// The image beside the title.
        case inline = 1
        /// The image beside the title, in a compact height.
        case compactInline = 2
    }

    /// The look of unselected items.
    public let normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    public let selected = UITabBarItemStateAppearance()
    /// The look of disabled items.
    public let disabled = UITabBarItemStateAppearance()
    /// The look of the focused item.
    public let focused = UITabBarItemStateAppearance()
    private(set) var style: Style
    var onChange: (() -> Void)?

    /// Makes the appearance of stacked items.
    public convenience override init() {
        self.init(style: .stacked)
    }

    /// Makes the default appearance of items in `style`.
    public required init(style: Style) {
        self.style = style
        super.init()
        for state in states { state.onChange = { [weak self] in self?.onChange?() } }
    }

    private var states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }

    /// Resets every state to the defaults of `style`.
    open func configureWithDefault(for style: Style) {
        self.style = style
        for state in states { state.reset() }
        onChange?()
    }

    /// A copy of the appearance.
    public func copy(with zone: NSZone?) -> Any { copy() }

    /// A copy of the appearance.
    open func copy() -> Self {
        let copy = type(of: self).init(style: style)
        for (mine, theirs) in zip(states, copy.states) { theirs.take(mine) }
        return copy
    }

    @_disfavoredOverload nonisolated open override func copy() -> Any { super.copy() }
}

/// How tab bar items look in one state, as UIKit's `UITabBarItemStateAppearance`.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance: NSObject {
    /// The title's font, color and other attributes (empty: 10 pt medium in the state's color).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { onChange?() } }
    /// How far the title moves.
    public var titlePositionAdjustment: UIOffset = .zero { didSet { onChange?() } }
    /// The image's color (nil: the tint color when selected, gray otherwise).
    public var iconColor: UIColor? { didSet { onChange?() } }
    /// How far the badge moves.
    public var badgePositionAdjustment: UIOffset = .zero { didSet { onChange?() } }
    /// The badge's background (nil: red).
    public var badgeBackgroundColor: UIColor? { didSet { onChange?() } }
    /// The badge text's attributes (empty: 13 pt white).
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:] { didSet { onChange?() } }
    /// How far the badge's text moves within the badge.
    public var badgeTitlePositionAdjustment: UIOffset = .zero { didSet { onChange?() } }
    var onChange: (() -> Void)?

    override init() {
        super.init()
    }

    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        iconColor = nil
        badgePositionAdjustment = .zero
        badgeBackgroundColor = nil
        badgeTextAttributes = [:]
        badgeTitlePositionAdjustment = .zero
    }

    func take(_ other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}
