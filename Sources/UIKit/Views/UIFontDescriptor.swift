import Foundation

/// A description of a font by attributes, as UIKit's `UIFontDescriptor`: family, name (the
/// face), size, traits (symbolic traits and weight) and text style. `UIFont(descriptor:size:)`
/// makes the font; `UIFont.fontDescriptor` describes one.
///
/// The system families here are DejaVu Sans (default design), DejaVu Sans Mono (monospaced) and
/// DejaVu Serif (serif); Linux has no rounded system design, so `withDesign(.rounded)` is nil, as
/// iOS answers for a design a font lacks.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// The keys of `fontAttributes`, as UIKit's `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        public static let characterSet = AttributeName(rawValue: "NSFontCharacterSetAttribute")
        public static let cascadeList = AttributeName(rawValue: "NSFontCascadeListAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The keys of the `.traits` dictionary, as UIKit's `UIFontDescriptor.TraitKey`.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// The keys of each dictionary in `.featureSettings`, as UIKit's
    /// `UIFontDescriptor.FeatureKey`: an OpenType feature as a type and a selector (Core Text's
    /// numbers) or, since iOS 15, as its four-letter tag and value. Kept with the descriptor;
    /// the font is drawn with its default features.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The feature's type (iOS 15).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature's selector within its type (iOS 15).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The feature's type, as iOS 14 and earlier name it.
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature's selector, as iOS 14 and earlier name it.
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// A font's stylistic traits, as UIKit's `UIFontDescriptor.SymbolicTraits` (Core Text's bits).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The designs of the system font, as UIKit's `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    }

    /// The descriptor's attributes, as given (UIKit's `fontAttributes`).
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor of `attributes`; with none, the system font's.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
    }

    /// A descriptor of the font named `fontName` (a family, or a family and face such as
    /// "DejaVu Sans-Bold") at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    convenience init(font: UIFont) {
        var attributes: [AttributeName: Any] = [.family: font.familyName, .name: font.fontName, .size: font.pointSize]
        if font.weight != .regular || font.isItalic {
            attributes[.traits] = [TraitKey.symbolic: UIFontDescriptor.symbolicTraits(of: font).rawValue,
                                   TraitKey.weight: font.weight.rawValue] as [TraitKey: Any]
        }
        if let style = font.dynamicType?.style { attributes[.textStyle] = style.rawValue }
        self.init(fontAttributes: attributes)
    }

    /// The descriptor of a text style's font at the current content size category, as UIKit's.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of a text style's font at the content size category of `traitCollection`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    // MARK: Reading

    /// The value of one attribute.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The size in points: the `.size` attribute, else the text style's at the current content
    /// size category, else 0.
    open var pointSize: CGFloat {
        if let size = UIFontDescriptor.number(fontAttributes[.size]) { return size }
        return textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 0
    }

    /// The PostScript name of the face described.
    open var postscriptName: String { UIFont(descriptor: self, size: max(pointSize, 1)).fontName }

    /// The symbolic traits: bold, italic, monospaced.
    open var symbolicTraits: SymbolicTraits {
        if let raw = traits[.symbolic].flatMap({ UIFontDescriptor.number($0) }) { return SymbolicTraits(rawValue: UInt32(raw)) }
        let face = nameFace
        var traits = SymbolicTraits()
        if face?.isItalic == true { traits.insert(.traitItalic) }
        if weight >= .bold { traits.insert(.traitBold) }
        if familyName == UIFont.monospacedFamilyName { traits.insert(.traitMonoSpace) }
        return traits
    }

    // MARK: Deriving

    /// This descriptor with `attributes` added (replacing those of the same name).
    open func addingAttributes(_ attributes: [AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// This descriptor at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// This descriptor in another family (its face and traits kept).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// This descriptor with exactly `symbolicTraits` (bold and italic set or cleared, monospaced
    /// switching to the monospaced family); nil when no face here has them (condensed, expanded,
    /// vertical), as UIKit's.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        guard symbolicTraits.isDisjoint(with: [.traitCondensed, .traitExpanded, .traitVertical]) else { return nil }
        let bold = symbolicTraits.contains(.traitBold)
        let weight: UIFont.Weight = bold ? max(self.weight, .bold) : (self.weight >= .bold ? .regular : self.weight)
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = symbolicTraits.contains(.traitMonoSpace) ? UIFont.monospacedFamilyName : familyName
        attributes[.traits] = [TraitKey.symbolic: symbolicTraits.rawValue, TraitKey.weight: weight.rawValue] as [TraitKey: Any]
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// This system font descriptor in another design; nil for a font that is not the system
    /// font's and for `.rounded` (no rounded face on Linux).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let systemFamilies = [UIFont.systemFamilyName, UIFont.monospacedFamilyName, UIFont.serifFamilyName]
        guard systemFamilies.contains(familyName) else { return nil }
        switch design {
        case .default: return withFamily(UIFont.systemFamilyName)
        case .monospaced: return withFamily(UIFont.monospacedFamilyName)
        case .serif: return withFamily(UIFont.serifFamilyName)
        default: return nil
        }
    }

    // MARK: NSObject

    /// Descriptors are equal when they describe the same font.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return familyName == other.familyName && pointSize == other.pointSize && weight == other.weight
            && symbolicTraits == other.symbolicTraits && textStyle == other.textStyle
    }

    open override var hash: Int { familyName.hashValue ^ pointSize.hashValue }

    open override var description: String {
        let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
        let attributes = fontAttributes.map { "\($0.key.rawValue) = \($0.value)" }.sorted().joined(separator: "; ")
        return "UICTFontDescriptor <0x\(address)> = {\(attributes);}"
    }

    /// Descriptors are immutable: a copy is the descriptor itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

extension UIFontDescriptor {
    /// The family described: the `.family` attribute, else the family of `.name`, else the
    /// system font's.
    var familyName: String {
        fontAttributes[.family] as? String ?? nameFace?.family ?? UIFont.systemFamilyName
    }

    /// The weight described: the traits' weight, else bold when the traits or the name say so.
    var weight: UIFont.Weight {
        if let weight = traits[.weight] as? UIFont.Weight { return weight }
        if let weight = UIFontDescriptor.number(traits[.weight]) { return UIFont.Weight(rawValue: weight) }
        if let raw = UIFontDescriptor.number(traits[.symbolic]),
           SymbolicTraits(rawValue: UInt32(raw)).contains(.traitBold) { return .bold }
        return nameFace?.weight ?? textStyle?.weight ?? .regular
    }

    /// The text style described, if any.
    var textStyle: UIFont.TextStyle? {
        if let style = fontAttributes[.textStyle] as? UIFont.TextStyle { return style }
        return (fontAttributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
    }

    private var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    private var nameFace: (family: String, weight: UIFont.Weight, isItalic: Bool)? {
        (fontAttributes[.name] as? String).map(UIFontDescriptor.face(ofName:))
    }

    /// The family and face of a font name: "Family-BoldOblique" is Family, bold, slanted.
    static func face(ofName name: String) -> (family: String, weight: UIFont.Weight, isItalic: Bool) {
        let faces: [String: (UIFont.Weight, Bool)] = [
            "Regular": (.regular, false), "Medium": (.medium, false), "Semibold": (.semibold, false),
            "Bold": (.bold, false), "Heavy": (.heavy, false), "Black": (.black, false), "Light": (.light, false),
            "Italic": (.regular, true), "Oblique": (.regular, true), "BoldItalic": (.bold, true),
            "BoldOblique": (.bold, true),
        ]
        guard let dash = name.lastIndex(of: "-"), let (weight, italic) = faces[String(name[name.index(after: dash)...])] else {
            return (name, .regular, false)
        }
        return (String(name[..<dash]), weight, italic)
    }

    static func symbolicTraits(of font: UIFont) -> SymbolicTraits {
        var traits = SymbolicTraits()
        if font.isItalic { traits.insert(.traitItalic) }
        if font.weight >= .bold { traits.insert(.traitBold) }
        if font.familyName == UIFont.monospacedFamilyName { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// A number given as any of Swift's numeric types or an `NSNumber`.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as UInt32: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
