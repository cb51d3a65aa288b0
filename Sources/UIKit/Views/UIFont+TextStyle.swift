import Foundation

extension UIFont {
    /// The text styles of Dynamic Type, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's point sizes of the style for each content size category, extra small to
        /// accessibility extra extra extra large (Apple's Human Interface Guidelines, "Dynamic
        /// Type sizes" for iOS).
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 50]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 48]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            default: TextStyle.body.sizes
            }
        }

        /// The style's point size in `category` (`.large` when unspecified).
        func pointSize(for category: UIContentSizeCategory) -> CGFloat { sizes[category.index] }

        /// The weight iOS gives the style: semibold for the headline, regular otherwise.
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// The system font for a text style at the app's preferred content size category
    /// (`UITraitCollection.current`'s, else `.large`), as UIKit's `preferredFont(forTextStyle:)`.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for a text style at the content size category of `traitCollection`
    /// (else the current one's, else `.large`).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        systemFont(ofSize: style.pointSize(for: .resolved(traitCollection)), weight: style.weight)
            .following(style, sizeAtLarge: style.pointSize(for: .large))
    }
}

/// Scales fonts and values for Dynamic Type, as UIKit's `UIFontMetrics`: a value meant for
/// `.large` grows and shrinks in proportion to the text style's size in the category.
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled for the current content size category.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for the content size category of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
            .following(textStyle, sizeAtLarge: font.pointSize)
    }

    /// `font` scaled for the current content size category, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(scaledValue(for: font.pointSize), maximumPointSize))
    }

    /// `value` (for `.large`) scaled for the current content size category.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` (for `.large`) scaled for the content size category of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * textStyle.pointSize(for: .resolved(traitCollection)) / textStyle.pointSize(for: .large)
    }
}
