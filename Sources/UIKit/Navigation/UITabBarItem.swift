import Foundation

/// An item on a tab bar, as UIKit's `UITabBarItem`: an image over a 10 pt title, a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The system's tab items, as UIKit's `UITabBarItem.SystemItem`: each has its title and
    /// symbol.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image, and an image for the selected state.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates an item from a system item: its title and symbol.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        let (title, symbol) = Self.appearance(of: systemItem)
        self.title = title
        self.image = UIImage(systemName: symbol)
        self.tag = tag
    }

    /// Creates an item without title or image.
    public override init() {
        super.init()
    }

    /// Bar items are not archived here (no nibs): an empty item.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image shown while the item is selected; nil uses `image`.
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The text of the badge at the image's top trailing corner (nil: no badge).
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's color; nil is system red.
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// An offset of the title.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { itemDidChange() } }
    /// The tab bar's look while this item is selected (iOS 15; nil: the bar's own), a copy of
    /// what is set.
    open var standardAppearance: UITabBarAppearance? {
        get { heldStandardAppearance }
        set {
            heldStandardAppearance = newValue?.copy()
            heldStandardAppearance?.onChange = { [weak self] in self?.itemDidChange() }
            itemDidChange()
        }
    }
    /// The tab bar's look at the content's scroll edge while this item is selected (iOS 15;
    /// nil: the bar's own), a copy of what is set. Kept, not yet shown, as the tab bar's.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { heldScrollEdgeAppearance }
        set {
            heldScrollEdgeAppearance = newValue?.copy()
            heldScrollEdgeAppearance?.onChange = { [weak self] in self?.itemDidChange() }
            itemDidChange()
        }
    }
    private var heldStandardAppearance: UITabBarAppearance?
    private var heldScrollEdgeAppearance: UITabBarAppearance?
    private var badgeAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the badge text's font, color and other attributes for `state` (the badge shows the
    /// normal state's).
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributesByState[state.rawValue] = textAttributes
        itemDidChange()
    }

    /// The badge text attributes set for `state` (nil when none were).
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributesByState[state.rawValue]
    }

    static func appearance(of item: SystemItem) -> (String, String) {
        switch item {
        case .more: return ("More", "ellipsis")
        case .favorites: return ("Favorites", "star.fill")
        case .featured: return ("Featured", "star")
        case .topRated: return ("Top Rated", "star")
        case .recents: return ("Recents", "clock.fill")
        case .contacts: return ("Contacts", "person.crop.circle")
        case .history: return ("History", "clock")
        case .bookmarks: return ("Bookmarks", "book")
        case .search: return ("Search", "magnifyingglass")
        case .downloads: return ("Downloads", "arrow.down.circle")
        case .mostRecent: return ("Most Recent", "clock")
        case .mostViewed: return ("Most Viewed", "list.number")
        }
    }
}

/// The offset of an item's title, as UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
    /// As iOS prints a `UIOffset`.
    public var description: String { "UIOffset(horizontal: \(horizontal), vertical: \(vertical))" }
}
