import Foundation

/// The adaptive configurations of iOS 18: `cell()`, `subtitleCell()`, `valueCell()`, `header()`,
/// `footer()`, `prominentHeader()` and `extraProminentHeader()` start in the style of a plain list
/// and take the style of the list they are shown in when updated for a configuration state, by
/// the `listEnvironment` trait of the state's trait collection. What the app changed (a font, a
/// color, margins) stays; what still holds the old style's default takes the new style's.
///
/// How each adapts (UIKit documents only that they do; these follow the iOS 14 factories that
/// each environment's lists use): cells become sidebar cells in sidebars; headers are grouped
/// headers in grouped and inset-grouped lists, sidebar headers in sidebars, plain headers
/// elsewhere; footers are grouped footers in grouped lists, plain footers elsewhere; the
/// prominent headers keep their bold title in every list.
extension UIListContentConfiguration {
    enum AdaptiveStyle: Hashable {
        case cell, subtitleCell, valueCell, header, footer, prominentHeader, extraProminentHeader

        /// The style in a list environment.
        func style(in environment: UIListEnvironment) -> Style {
            let sidebar = environment == .sidebar || environment == .sidebarPlain
            let grouped = environment == .grouped || environment == .insetGrouped
            switch self {
            case .cell: return sidebar ? .sidebarCell : .cell
            case .subtitleCell: return sidebar ? .sidebarSubtitleCell : .subtitleCell
            case .valueCell: return .valueCell
            case .header: return grouped ? .groupedHeader : environment == .sidebar ? .sidebarHeader : .plainHeader
            case .footer: return grouped ? .groupedFooter : .plainFooter
            case .prominentHeader: return .prominentInsetGroupedHeader
            case .extraProminentHeader: return .extraProminentInsetGroupedHeader
            }
        }
    }

    /// A list cell: a body text, one line above a secondary text when there is one. Adapts to
    /// the list (iOS 18): a sidebar cell in sidebars.
    public static func cell() -> UIListContentConfiguration { adaptive(.cell) }

    /// A cell whose secondary text is a subtitle below the text. Adapts to the list (iOS 18).
    public static func subtitleCell() -> UIListContentConfiguration { adaptive(.subtitleCell) }

    /// A cell whose secondary text is a value on the trailing side. Adapts to the list (iOS 18).
    public static func valueCell() -> UIListContentConfiguration { adaptive(.valueCell) }

    /// A section header in the style of the list it is shown in (iOS 18).
    public static func header() -> UIListContentConfiguration { adaptive(.header) }

    /// A section footer in the style of the list it is shown in (iOS 18).
    public static func footer() -> UIListContentConfiguration { adaptive(.footer) }

    /// A prominent section header: a bold title (iOS 18).
    public static func prominentHeader() -> UIListContentConfiguration { adaptive(.prominentHeader) }

    /// An extra-prominent section header: a larger bold title (iOS 18).
    public static func extraProminentHeader() -> UIListContentConfiguration { adaptive(.extraProminentHeader) }

    private static func adaptive(_ adaptiveStyle: AdaptiveStyle) -> UIListContentConfiguration {
        var configuration = make(adaptiveStyle.style(in: .plain))
        configuration.mutate { $0.adaptiveStyle = adaptiveStyle }
        return configuration
    }

    /// The configuration a style's factory makes.
    static func make(_ style: Style) -> UIListContentConfiguration {
        switch style {
        case .cell: plainCell()
        case .subtitleCell: plainSubtitleCell()
        case .valueCell: plainValueCell()
        case .plainHeader: plainHeader()
        case .plainFooter: plainFooter()
        case .groupedHeader: groupedHeader()
        case .groupedFooter: groupedFooter()
        case .prominentInsetGroupedHeader: prominentInsetGroupedHeader()
        case .extraProminentInsetGroupedHeader: extraProminentInsetGroupedHeader()
        case .sidebarCell: sidebarCell()
        case .sidebarSubtitleCell: sidebarSubtitleCell()
        case .accompaniedSidebarCell: accompaniedSidebarCell()
        case .accompaniedSidebarSubtitleCell: accompaniedSidebarSubtitleCell()
        case .sidebarHeader: sidebarHeader()
        }
    }

    /// Takes `newStyle`: each styled value that still holds the current style's default takes
    /// the new style's; values the app changed stay.
    mutating func restyle(as newStyle: Style) {
        let old = Self.make(style).values, new = Self.make(newStyle).values
        mutate { values in
            func adapt<Value: Equatable>(_ keyPath: WritableKeyPath<ListContentValues, Value>) {
                if values[keyPath: keyPath] == old[keyPath: keyPath] { values[keyPath: keyPath] = new[keyPath: keyPath] }
            }
            values.style = newStyle
            adapt(\.textProperties.font)
            adapt(\.textProperties.color)
            adapt(\.textProperties.transform)
            adapt(\.secondaryTextProperties.font)
            adapt(\.secondaryTextProperties.color)
            adapt(\.directionalLayoutMargins)
            adapt(\.prefersSideBySideTextAndSecondaryText)
            adapt(\.textToSecondaryTextVerticalPadding)
        }
    }
}

extension UIListEnvironment {
    /// The environment of a list section of `appearance`.
    init(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        switch appearance {
        case .plain: self = .plain
        case .grouped: self = .grouped
        case .insetGrouped: self = .insetGrouped
        case .sidebar: self = .sidebar
        case .sidebarPlain: self = .sidebarPlain
        }
    }
}
