import Foundation

/// A content configuration for a list-based content view: an image, a text and a secondary
/// text, as UIKit's `UIListContentConfiguration` (iOS 14). Start from a factory (`cell()`,
/// `subtitleCell()`, `valueCell()`, headers, footers, sidebar styles) or a list cell's
/// `defaultContentConfiguration()`, set what you show, and assign it to `contentConfiguration`.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How texts are transformed for display.
    public enum TextTransform: Int, Sendable {
        case none = 0, capitalized, lowercase, uppercase
    }

    /// The look of a text.
    public struct TextProperties: Hashable {
        /// The alignment of a text.
        public enum TextAlignment: Int, Sendable {
            case natural = 0, center, justified
        }

        public var font: UIFont
        public var color: UIColor = .label
        /// Changes `color` by state.
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines the text takes; 0 for no limit. Default 0.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = false
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none

        /// The color to show: `color` through `colorTransformer`.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        public static func == (a: TextProperties, b: TextProperties) -> Bool {
            a.font == b.font && a.color == b.color && a.alignment == b.alignment && a.lineBreakMode == b.lineBreakMode
                && a.numberOfLines == b.numberOfLines && a.transform == b.transform
                && a.adjustsFontSizeToFitWidth == b.adjustsFontSizeToFitWidth && a.minimumScaleFactor == b.minimumScaleFactor
                && (a.colorTransformer == nil) == (b.colorTransformer == nil)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(color)
            hasher.combine(numberOfLines)
        }
    }

    /// The look of the image.
    public struct ImageProperties: Hashable {
        /// `reservedLayoutSize` value that means "the system's standard size for the text style".
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint of template images; nil: the view's tint color.
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image takes; zero: no limit.
        public var maximumSize: CGSize = .zero
        /// The size the image's area takes even when the image is smaller; zero: the image's.
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false

        /// The tint to show, given the view's tint color.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer?(base) ?? base
        }

        public static func == (a: ImageProperties, b: ImageProperties) -> Bool {
            a.preferredSymbolConfiguration == b.preferredSymbolConfiguration && a.tintColor == b.tintColor
                && a.cornerRadius == b.cornerRadius && a.maximumSize == b.maximumSize && a.reservedLayoutSize == b.reservedLayoutSize
                && (a.tintColorTransformer == nil) == (b.tintColorTransformer == nil)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(tintColor)
            hasher.combine(cornerRadius)
        }
    }

    /// Which style the configuration came from (for its state changes and metrics).
    enum Style: Hashable {
        case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader
    }

    /// The values, shared between copies until one of them changes (copy on write): a
    /// configuration is one reference, so assigning it to `contentConfiguration` boxes nothing.
    nonisolated private var storage: ListContentStorage

    /// All the values, as one.
    var values: ListContentValues { storage.values }
    var style: Style { storage.values.style }
    public var image: UIImage? {
        get { storage.values.image }
        set { mutate { $0.image = newValue } }
    }
    public var imageProperties: ImageProperties {
        get { storage.values.imageProperties }
        set { mutate { $0.imageProperties = newValue } }
    }
    public var text: String? {
        get { storage.values.text }
        set { mutate { $0.text = newValue } }
    }
    public var attributedText: NSAttributedString? {
        get { storage.values.attributedText }
        set { mutate { $0.attributedText = newValue } }
    }
    public var textProperties: TextProperties {
        get { storage.values.textProperties }
        set { mutate { $0.textProperties = newValue } }
    }
    public var secondaryText: String? {
        get { storage.values.secondaryText }
        set { mutate { $0.secondaryText = newValue } }
    }
    public var secondaryAttributedText: NSAttributedString? {
        get { storage.values.secondaryAttributedText }
        set { mutate { $0.secondaryAttributedText = newValue } }
    }
    public var secondaryTextProperties: TextProperties {
        get { storage.values.secondaryTextProperties }
        set { mutate { $0.secondaryTextProperties = newValue } }
    }
    /// The axes on which the content view keeps its superview's layout margins. Default both.
    public var axesPreservingSuperviewLayoutMargins: UIAxis {
        get { storage.values.axesPreservingSuperviewLayoutMargins }
        set { mutate { $0.axesPreservingSuperviewLayoutMargins = newValue } }
    }
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { storage.values.directionalLayoutMargins }
        set { mutate { $0.directionalLayoutMargins = newValue } }
    }
    /// Whether the texts sit side by side when they fit (value cells). Default false.
    public var prefersSideBySideTextAndSecondaryText: Bool {
        get { storage.values.prefersSideBySideTextAndSecondaryText }
        set { mutate { $0.prefersSideBySideTextAndSecondaryText = newValue } }
    }
    /// The space between the image and the texts. Default 16.
    public var imageToTextPadding: CGFloat {
        get { storage.values.imageToTextPadding }
        set { mutate { $0.imageToTextPadding = newValue } }
    }
    /// The space between the texts side by side. Default 8.
    public var textToSecondaryTextHorizontalPadding: CGFloat {
        get { storage.values.textToSecondaryTextHorizontalPadding }
        set { mutate { $0.textToSecondaryTextHorizontalPadding = newValue } }
    }
    /// The space between the texts one above the other. Default 0.
    public var textToSecondaryTextVerticalPadding: CGFloat {
        get { storage.values.textToSecondaryTextVerticalPadding }
        set { mutate { $0.textToSecondaryTextVerticalPadding = newValue } }
    }

    init(style: Style, font: UIFont, secondaryFont: UIFont, margins: NSDirectionalEdgeInsets) {
        storage = ListContentStorage.make(ListContentValues(
            style: style, textProperties: TextProperties(font: font),
            secondaryTextProperties: TextProperties(font: secondaryFont, color: .secondaryLabel),
            directionalLayoutMargins: margins))
    }

    /// Changes the values, copying them first when another configuration shares them.
    mutating func mutate(_ change: (inout ListContentValues) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = ListContentStorage.make(storage.values) }
        change(&storage.values)
    }

    /// Gives the configuration's values back for another configuration to reuse when nothing
    /// else holds them (a cell does this when its configuration is replaced).
    static func recycle(_ configuration: inout UIListContentConfiguration?) {
        var storage = configuration?.storage
        configuration = nil
        ListContentStorage.recycle(&storage)
    }

    public nonisolated static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }

    public nonisolated func hash(into hasher: inout Hasher) {
        storage.values.hash(into: &hasher)
    }

    private static func text(_ style: UIFont.TextStyle) -> UIFont { .preferredFont(forTextStyle: style) }
    private static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 0, bottom: 11, trailing: 0)
    private static let headerMargins = NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)

    /// A list cell: a body text, one line above a secondary text when there is one.
    static func plainCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, font: text(.body), secondaryFont: text(.subheadline), margins: rowMargins)
    }

    /// A cell whose secondary text is a subtitle below the text.
    static func plainSubtitleCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .subtitleCell, font: text(.body), secondaryFont: text(.subheadline),
                                                     margins: rowMargins)
        configuration.textToSecondaryTextVerticalPadding = 3
        return configuration
    }

    /// A cell whose secondary text is a value on the trailing side.
    static func plainValueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .valueCell, font: text(.body), secondaryFont: text(.body), margins: rowMargins)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    /// The header of a plain list.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainHeader, font: text(.headline), secondaryFont: text(.subheadline), margins: headerMargins)
    }

    /// The footer of a plain list.
    public static func plainFooter() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .plainFooter, font: text(.footnote), secondaryFont: text(.footnote),
                                                     margins: headerMargins)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// The header of a grouped list: footnote capitals in the secondary color.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .groupedHeader, font: text(.footnote), secondaryFont: text(.footnote),
                                                     margins: NSDirectionalEdgeInsets(top: 17, leading: 0, bottom: 6, trailing: 0))
        configuration.textProperties.color = .secondaryLabel
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    /// The footer of a grouped list.
    public static func groupedFooter() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .groupedFooter, font: text(.footnote), secondaryFont: text(.footnote),
                                                     margins: NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 17, trailing: 0))
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// A prominent header of an inset-grouped list: a bold title.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .prominentInsetGroupedHeader, font: .boldSystemFont(ofSize: 20),
                                 secondaryFont: text(.subheadline), margins: NSDirectionalEdgeInsets(top: 17, leading: 0, bottom: 8, trailing: 0))
    }

    /// An extra-prominent header of an inset-grouped list: a larger bold title.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .extraProminentInsetGroupedHeader, font: .boldSystemFont(ofSize: 22),
                                 secondaryFont: text(.subheadline), margins: NSDirectionalEdgeInsets(top: 17, leading: 0, bottom: 8, trailing: 0))
    }

    /// A sidebar row.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarCell, font: text(.body), secondaryFont: text(.subheadline), margins: rowMargins)
    }

    /// A sidebar row with a subtitle.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarSubtitleCell, font: text(.body), secondaryFont: text(.subheadline), margins: rowMargins)
    }

    /// A sidebar row that accompanies a primary sidebar (in the second column).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarCell, font: text(.body), secondaryFont: text(.subheadline), margins: rowMargins)
    }

    /// An accompanying sidebar row with a subtitle.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell, font: text(.body), secondaryFont: text(.subheadline),
                                 margins: rowMargins)
    }

    /// The header of a sidebar section.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .sidebarHeader, font: text(.headline), secondaryFont: text(.subheadline),
                                                     margins: headerMargins)
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// Whether the style is a row (not a header or footer): rows are at least 44 points tall.
    var isRow: Bool {
        switch style {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
             .accompaniedSidebarSubtitleCell: true
        default: false
        }
    }

    public func makeContentView() -> UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state`: an adaptive configuration takes the style of the list
    /// environment in the state's traits (iOS 18); sidebar rows show their text white on the tint
    /// while selected.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var configuration = self
        if let adaptiveStyle = values.adaptiveStyle {
            let adapted = adaptiveStyle.style(in: state.traitCollection.listEnvironment)
            if adapted != style { configuration.restyle(as: adapted) }
        }
        let flags = state.viewFlags
        let sidebar = configuration.style == .sidebarCell || configuration.style == .sidebarSubtitleCell
        if sidebar, flags.selected || flags.highlighted {
            configuration.textProperties.color = .white
            configuration.secondaryTextProperties.color = .white
            configuration.imageProperties.tintColor = .white
        }
        if flags.disabled {
            configuration.textProperties.color = .tertiaryLabel
            configuration.secondaryTextProperties.color = .tertiaryLabel
        }
        return configuration
    }
}

/// A set of axes, as UIKit's `UIAxis`.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
