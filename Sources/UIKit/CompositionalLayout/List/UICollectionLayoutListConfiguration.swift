import Foundation

/// A configuration for creating a list layout, as UIKit's `UICollectionLayoutListConfiguration`
/// (iOS 14): the list's appearance, separators, headers and footers, background and swipe actions.
public struct UICollectionLayoutListConfiguration {
    /// The overall appearance of the list.
    public enum Appearance: Int, Sendable {
        /// The appearance of a plain table view.
        case plain = 0
        /// The appearance of a grouped table view.
        case grouped = 1
        /// The appearance of a grouped table view whose sections are inset and rounded.
        case insetGrouped = 2
        /// The appearance of a sidebar (iPad), rows rounded and inset.
        case sidebar = 3
        /// The appearance of a sidebar without the sidebar's background.
        case sidebarPlain = 4
    }

    /// How sections show a header.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none = 0
        /// A header supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary = 1
        /// The first item of each section is its header (an outline's parent).
        case firstItemInSection = 2
    }

    /// How sections show a footer.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none = 0
        /// A footer supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary = 1
    }

    /// The closure that changes an item's separators.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// The closure that gives an item's swipe actions.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// The list's appearance.
    public let appearance: Appearance
    /// Whether rows show separators. Default true (false for sidebars).
    public var showsSeparators: Bool
    /// The separators' default look.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separators of single items.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background color; nil: the appearance's system color.
    public var backgroundColor: UIColor?
    /// The actions revealed by swiping an item from its leading edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping an item from its trailing edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// How sections show a header. Default `.none`.
    public var headerMode: HeaderMode = .none
    /// How sections show a footer. Default `.none`.
    public var footerMode: FooterMode = .none
    /// The space above each section header; nil: the system's (iOS 15).
    public var headerTopPadding: CGFloat?

    /// A list configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

/// The look of a list row's separators, as UIKit's `UIListSeparatorConfiguration` (iOS 14.5).
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        /// As the list decides: between rows, not above the first.
        case automatic = 0
        case visible = 1
        case hidden = 2
    }

    /// Whether the separator above the row shows. Default `.automatic`.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the separator below the row shows. Default `.automatic`.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// Insets of the top separator; `automaticInsets` follow the row's text.
    public var topSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// Insets of the bottom separator; `automaticInsets` follow the row's text.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' color. Default `.separator`.
    public var color: UIColor = .separator
    /// The separators' color while the list selects several rows.
    public var multipleSelectionColor: UIColor = .separator

    /// Insets that follow the row's content (its text's leading edge).
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
                                                              bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    /// The default separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
