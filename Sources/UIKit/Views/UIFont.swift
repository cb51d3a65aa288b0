import Foundation

/// A font, as UIKit's `UIFont`: an immutable object with a family, a size in points, a weight
/// and a slant, described by its `fontDescriptor`. The system font is DejaVu Sans here (San
/// Francisco is Apple's); its monospaced form DejaVu Sans Mono, its serif design DejaVu Serif.
///
/// As on iOS it is an `NSObject`: two fonts are equal (`isEqual(_:)`, `==`) when their
/// descriptors are — same family, size, weight, slant and text style — and equal fonts hash alike.
open class UIFont: NSObject, NSCopying, @unchecked Sendable {
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

    /// The font's family, as UIKit's `familyName`.
    public let familyName: String
    /// The font's size in points (its em), as UIKit's `pointSize`.
    public let pointSize: CGFloat
    /// The font's weight (the descriptor's `.traits[.weight]`).
    public let weight: Weight
    /// Whether the font slants (italic).
    public let isItalic: Bool
    /// For a font made by `preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)`: the
    /// text style it follows and its size at `.large`, so that views that adjust fonts for the
    /// content size category can size it again.
    let dynamicType: (style: TextStyle, sizeAtLarge: CGFloat)?

    init(familyName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool = false,
         dynamicType: (style: TextStyle, sizeAtLarge: CGFloat)? = nil) {
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.dynamicType = dynamicType
    }

    /// The font `NSObject`'s initializer makes, which iOS code uses as a placeholder: the
    /// system font at `systemFontSize`.
    public override convenience init() {
        self.init(familyName: UIFont.systemFamilyName, pointSize: UIFont.systemFontSize, weight: .regular)
    }

    /// A font of the named family, as UIKit's `UIFont(name:size:)`; nil for an empty name or a
    /// size that is not positive. A PostScript-style name ("Family-BoldOblique") gives that
    /// family's face. (A family the system lacks is drawn with a fallback, where iOS returns nil
    /// for an unknown name.)
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty, fontSize > 0, fontSize.isFinite else { return nil }
        let face = UIFontDescriptor.face(ofName: fontName)
        self.init(familyName: face.family, pointSize: fontSize, weight: face.weight, isItalic: face.isItalic)
    }

    /// The font a descriptor describes, at `pointSize` (or at the descriptor's size when
    /// `pointSize` is 0), as UIKit's `UIFont(descriptor:size:)`.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 && pointSize.isFinite ? pointSize : descriptor.pointSize
        self.init(familyName: descriptor.familyName, pointSize: size > 0 ? size : UIFont.systemFontSize,
                  weight: descriptor.weight, isItalic: descriptor.symbolicTraits.contains(.traitItalic),
                  dynamicType: descriptor.textStyle.map { ($0, $0.pointSize(for: .large)) })
    }

    /// The family the system font maps to.
    public static let systemFamilyName = "DejaVu Sans"
    /// The family the monospaced system font maps to.
    public static let monospacedFamilyName = "DejaVu Sans Mono"
    /// The family the serif system design maps to.
    public static let serifFamilyName = "DejaVu Serif"

    /// The font's name, as UIKit's `fontName`: the family, then its face ("Bold", "Oblique").
    public var fontName: String {
        var style: [String] = []
        if weight >= .bold { style.append("Bold") } else if weight > .regular { style.append("Medium") }
        if isItalic { style.append("Oblique") }
        return style.isEmpty ? familyName : familyName + "-" + style.joined()
    }

    /// The descriptor of this font, as UIKit's `fontDescriptor`.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    // MARK: NSObject

    /// Fonts are equal when their descriptors are, as UIKit's: same family, size, weight, slant
    /// and text style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return familyName == other.familyName && pointSize == other.pointSize && weight == other.weight
            && isItalic == other.isItalic && dynamicType?.style == other.dynamicType?.style
            && dynamicType?.sizeAtLarge == other.dynamicType?.sizeAtLarge
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hasher.combine(dynamicType?.style)
        return hasher.finalize()
    }

    /// As iOS prints a font: `<UICTFont: 0x…> font-family: "…"; font-weight: normal;
    /// font-style: normal; font-size: 17.00pt`.
    open override var description: String {
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        let size = String(format: "%.2f", Double(pointSize))
        return "<UICTFont: 0x\(address)> font-family: \"\(familyName)\"; font-weight: \(weight >= .bold ? "bold" : "normal"); "
            + "font-style: \(isItalic ? "italic" : "normal"); font-size: \(size)pt"
    }

    /// Fonts are immutable: a copy is the font itself, as UIKit's.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    // MARK: System fonts

    /// The standard interface font at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The standard interface font at `fontSize` and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: fontSize, weight: weight)
    }

    /// The bold interface font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic interface font at `fontSize`.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(familyName: systemFamilyName, pointSize: fontSize, weight: .regular, isItalic: true)
    }

    /// The monospaced interface font at `fontSize` and `weight`.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: monospacedFamilyName, pointSize: fontSize, weight: weight)
    }

    /// The interface font with digits of equal width. DejaVu Sans's digits all have one width
    /// already, so this is the system font.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The size of the standard system font, 17 points as UIKit's.
    open class var systemFontSize: CGFloat { 17 }
    /// The size of the standard small system font, 12 points as UIKit's.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The size of the standard label font, 17 points as UIKit's.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of the standard button font, 18 points as UIKit's.
    open class var buttonFontSize: CGFloat { 18 }

    /// The font families the system has, as UIKit's `familyNames`.
    open class var familyNames: [String] { [systemFamilyName, monospacedFamilyName, serifFamilyName] }

    /// The font names of a family (its faces), as UIKit's `fontNames(forFamilyName:)`; empty
    /// for a family the system lacks.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        guard familyNames.contains(familyName) else { return [] }
        return ["", "-Bold", "-Oblique", "-BoldOblique"].map { familyName + $0 }
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(familyName: familyName, pointSize: fontSize, weight: weight, isItalic: isItalic)
    }

    /// The font sized for the content size category of `traitCollection`, when it follows a
    /// text style; else itself.
    func adjusted(for traitCollection: UITraitCollection) -> UIFont {
        guard let (style, sizeAtLarge) = dynamicType else { return self }
        let size = sizeAtLarge * style.pointSize(for: .resolved(traitCollection)) / style.pointSize(for: .large)
        return UIFont(familyName: familyName, pointSize: size, weight: weight, isItalic: isItalic, dynamicType: dynamicType)
    }

    /// This font, following `style` from `sizeAtLarge` at the `.large` category.
    func following(_ style: TextStyle, sizeAtLarge: CGFloat) -> UIFont {
        UIFont(familyName: familyName, pointSize: pointSize, weight: weight, isItalic: isItalic,
             dynamicType: (style, sizeAtLarge))
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
