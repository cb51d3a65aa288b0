import Foundation

/// A font, as UIKit's `UIFont`: a family, a size in points, a weight and a slant. The system
/// font is DejaVu Sans here (San Francisco is Apple's); its monospaced form DejaVu Sans Mono.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The weight of a font, as UIKit's `UIFont.Weight`: from −1 (lightest) to 1 (heaviest).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var familyName: String
    public var pointSize: CGFloat
    public var weight: Weight
    /// Whether the font slants (italic).
    public var isItalic: Bool
    /// For a font made by `preferredFont(forTextStyle:)` or `FontMetrics.scaledFont(for:)`: the
    /// text style it follows and its size at `.large`, so that views that adjust fonts for the
    /// content size category can size it again.
    var dynamicType: (style: TextStyle, sizeAtLarge: CGFloat)? {
        get { dynamicTypeStyle.map { ($0, dynamicTypeSizeAtLarge) } }
        set {
            dynamicTypeStyle = newValue?.style
            dynamicTypeSizeAtLarge = newValue?.sizeAtLarge ?? 0
        }
    }
    private var dynamicTypeStyle: TextStyle?
    private var dynamicTypeSizeAtLarge: CGFloat = 0

    /// A font of the named family, as UIKit's `UIFont(name:size:)`; nil for an empty name or a
    /// size that is not positive. (A family the system lacks is drawn with a fallback, where
    /// iOS returns nil for an unknown name.)
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty, fontSize > 0, fontSize.isFinite else { return nil }
        self.init(familyName: fontName, pointSize: fontSize, weight: .regular)
    }

    init(familyName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool = false) {
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
    }

    /// The family the system font maps to.
    public static let systemFamilyName = "DejaVu Sans"
    /// The family the monospaced system font maps to.
    public static let monospacedFamilyName = "DejaVu Sans Mono"

    /// The font's name, as UIKit's `fontName`.
    public var fontName: String {
        var style: [String] = []
        if weight >= .bold { style.append("Bold") } else if weight > .regular { style.append("Medium") }
        if isItalic { style.append("Oblique") }
        return style.isEmpty ? familyName : familyName + "-" + style.joined()
    }

    public var description: String { "font-family: \"\(familyName)\"; font-weight: \(weight.rawValue); font-size: \(pointSize)pt" }

    // MARK: System fonts

    /// The standard interface font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> Font {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The standard interface font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(familyName: systemFamilyName, pointSize: fontSize, weight: weight)
    }

    /// The bold interface font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic interface font at `fontSize`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
        Font(familyName: systemFamilyName, pointSize: fontSize, weight: .regular, isItalic: true)
    }

    /// The monospaced interface font at `fontSize` and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(familyName: monospacedFamilyName, pointSize: fontSize, weight: weight)
    }

    /// The interface font with digits of equal width. DejaVu Sans's digits all have one width
    /// already, so this is the system font.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The size of the standard system font, 17 points as UIKit's.
    public static var systemFontSize: CGFloat { 17 }
    /// The size of the standard small system font, 12 points as UIKit's.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The size of the standard label font, 17 points as UIKit's.
    public static var labelFontSize: CGFloat { 17 }
    /// The size of the standard button font, 18 points as UIKit's.
    public static var buttonFontSize: CGFloat { 18 }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font(familyName: familyName, pointSize: fontSize, weight: weight, isItalic: isItalic)
    }

    /// The font sized for the content size category of `traitCollection`, when it follows a
    /// text style; else itself.
    func adjusted(for traitCollection: TraitCollection) -> Font {
        guard let (style, sizeAtLarge) = dynamicType else { return self }
        var font = withSize(sizeAtLarge * style.pointSize(for: .resolved(traitCollection)) / style.pointSize(for: .large))
        font.dynamicType = dynamicType
        return font
    }

    // MARK: Metrics (DejaVu Sans's, in ems)

    /// The top of the tallest glyphs above the baseline.
    public var ascender: CGFloat { (pointSize * 0.928).rounded(toPlaces: 3) }
    /// The bottom of the lowest glyphs below the baseline (negative).
    public var descender: CGFloat { -(pointSize * 0.236).rounded(toPlaces: 3) }
    /// The height of a line: ascender minus descender plus leading.
    public var lineHeight: CGFloat { ascender - descender + leading }
    /// The extra space between lines (0 for the system font).
    public var leading: CGFloat { 0 }
    /// The height of capital letters.
    public var capHeight: CGFloat { (pointSize * 0.729).rounded(toPlaces: 3) }
    /// The height of lowercase letters without ascenders.
    public var xHeight: CGFloat { (pointSize * 0.547).rounded(toPlaces: 3) }
}

extension CGFloat {
    fileprivate func rounded(toPlaces places: Int) -> CGFloat {
        let factor = CGFloat(pow(10, Double(places)))
        return (self * factor).rounded() / factor
    }
}
