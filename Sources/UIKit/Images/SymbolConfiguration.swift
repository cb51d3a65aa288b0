import Foundation

extension UIImage {
    /// Which size variant of a symbol to draw, relative to text of the same point size, as
    /// UIKit's `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        /// The variant the system uses by default: medium.
        case `default` = -1
        /// No scale: another configuration's, or the default.
        case unspecified = 0
        /// A smaller symbol (`SymbolMetrics.scaleFactor`).
        case small = 1
        /// The symbol matched to text of its point size.
        case medium = 2
        /// A larger symbol.
        case large = 3
    }

    /// The stroke weight of a symbol, matching the font weights, as UIKit's
    /// `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9

        /// The font weight of the same name (`.regular` for `.unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The symbol weight nearest to a font weight.
        init(_ weight: UIFont.Weight) {
            let weights: [SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            self = weights.min { abs($0.fontWeight().rawValue - weight.rawValue) < abs($1.fontWeight().rawValue - weight.rawValue) }!
        }
    }

    /// How a symbol image is drawn, as UIKit's `UIImage.SymbolConfiguration`: a point size (or
    /// a text style, whose size follows the content size category), a weight and a scale, each
    /// of which may be unspecified. Immutable.
    ///
    /// Resolved, an unspecified size is 17 points (the body style at the default content size
    /// category), an unspecified weight is the text style's (semibold for `.headline`) or
    /// regular, an unspecified scale is medium. `SymbolMetrics` turns these into the image's size.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size of the text the symbol matches; 0: unspecified.
        let pointSize: CGFloat
        /// The text style whose size the symbol follows, when no point size is given.
        let textStyle: UIFont.TextStyle?
        let weight: SymbolWeight
        let scale: SymbolScale
        /// The colors the symbol is drawn in (iOS 15); nil: monochrome in the tint.
        let coloring: Coloring?

        /// A symbol's rendering mode and its colors (iOS 15).
        enum Coloring: Hashable, Sendable {
            case hierarchical(UIColor)
            case palette([UIColor])
            case multicolor
            case monochrome

            /// The color the symbol's shape is drawn in: the hierarchical color, the palette's
            /// first (symbols here have one layer); nil (the tint) for multicolor and monochrome
            /// (the glyphs have no colors of their own).
            var color: UIColor? {
                switch self {
                case .hierarchical(let color): color
                case .palette(let colors): colors.first
                case .multicolor, .monochrome: nil
                }
            }
        }

        init(traitCollection: UITraitCollection?, pointSize: CGFloat, textStyle: UIFont.TextStyle?, weight: SymbolWeight,
             scale: SymbolScale, coloring: Coloring? = nil) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.textStyle = self.pointSize > 0 ? nil : textStyle
            self.weight = weight
            self.scale = scale
            self.coloring = coloring
            super.init(traitCollection: traitCollection)
        }

        /// A configuration matching text of `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// A configuration matching text of `pointSize` points and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A configuration matching text of `pointSize` points and `weight`, in the `scale` variant.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(traitCollection: nil, pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }

        /// A configuration matching text in `textStyle`: its size follows the content size
        /// category of the traits the image is made for, as text in that style does.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        /// A configuration matching text in `textStyle`, in the `scale` variant.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(traitCollection: nil, pointSize: 0, textStyle: textStyle, weight: .unspecified, scale: scale)
        }

        /// A configuration matching text in `font`: its point size and nearest weight.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        /// A configuration matching text in `font`, in the `scale` variant.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale)
        }

        /// A configuration that sets only the weight.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified)
        }

        /// A configuration that sets only the scale.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale)
        }

        /// A configuration drawing the symbol in `hierarchicalColor` (its layers in shades of it:
        /// the symbols here have one layer, drawn in the color), as UIKit's
        /// `init(hierarchicalColor:)`.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(traitCollection: nil, pointSize: 0, textStyle: nil, weight: .unspecified, scale: .unspecified,
                      coloring: .hierarchical(hierarchicalColor))
        }

        /// A configuration drawing the symbol's layers in `paletteColors` (the symbols here have
        /// one layer: the first color), as UIKit's `init(paletteColors:)`.
        public convenience init(paletteColors: [UIColor]) {
            self.init(traitCollection: nil, pointSize: 0, textStyle: nil, weight: .unspecified, scale: .unspecified,
                      coloring: .palette(paletteColors))
        }

        /// A configuration preferring the symbol's own colors (the glyphs here have none: drawn
        /// in the tint), as UIKit's `preferringMulticolor()`.
        public static func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(traitCollection: nil, pointSize: 0, textStyle: nil, weight: .unspecified, scale: .unspecified, coloring: .multicolor)
        }

        /// A configuration preferring one color (the tint), as UIKit's `preferringMonochrome()`.
        public static func preferringMonochrome() -> SymbolConfiguration {
            SymbolConfiguration(traitCollection: nil, pointSize: 0, textStyle: nil, weight: .unspecified, scale: .unspecified, coloring: .monochrome)
        }

        /// A copy preferring the symbol's own colors (iOS 16).
        public func configurationPreferringMulticolor() -> Self { replacing(coloring: .some(.multicolor)) as! Self }

        /// A copy preferring one color (iOS 16).
        public func configurationPreferringMonochrome() -> Self { replacing(coloring: .some(.monochrome)) as! Self }

        /// A copy without colors (iOS 16).
        public func configurationWithoutColors() -> Self { replacing(coloring: .some(nil)) as! Self }

        /// A configuration that specifies nothing.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: 0) }

        /// A copy without the text style.
        public func configurationWithoutTextStyle() -> Self {
            replacing(textStyle: .some(nil)) as! Self
        }

        /// A copy without the point size and the weight (a text style stays).
        public func configurationWithoutPointSizeAndWeight() -> Self {
            replacing(pointSize: 0, weight: .unspecified) as! Self
        }

        /// A copy without the weight.
        public func configurationWithoutWeight() -> Self {
            replacing(weight: .unspecified) as! Self
        }

        /// A copy without the scale.
        public func configurationWithoutScale() -> Self {
            replacing(scale: .unspecified) as! Self
        }

        private func replacing(traitCollection: UITraitCollection?? = nil, pointSize: CGFloat? = nil,
                               textStyle: UIFont.TextStyle?? = nil, weight: SymbolWeight? = nil,
                               scale: SymbolScale? = nil, coloring: Coloring?? = nil) -> SymbolConfiguration {
            SymbolConfiguration(traitCollection: traitCollection ?? self.traitCollection, pointSize: pointSize ?? self.pointSize,
                                textStyle: textStyle ?? self.textStyle, weight: weight ?? self.weight, scale: scale ?? self.scale,
                                coloring: coloring ?? self.coloring)
        }

        override func copying(traitCollection: UITraitCollection?) -> Configuration {
            replacing(traitCollection: .some(traitCollection))
        }

        /// The text size (a point size or a text style) is one value: `other`'s when it gives
        /// one. The weight, the scale and the colors are `other`'s when specified.
        override func merging(_ other: Configuration) -> Configuration {
            let traits = Configuration.combined(traitCollection, other.traitCollection)
            guard let other = other as? SymbolConfiguration else { return copying(traitCollection: traits) }
            let othersSize = other.pointSize > 0 || other.textStyle != nil
            return SymbolConfiguration(traitCollection: traits, pointSize: othersSize ? other.pointSize : pointSize,
                                       textStyle: othersSize ? other.textStyle : textStyle,
                                       weight: other.weight != .unspecified ? other.weight : weight,
                                       scale: other.scale != .unspecified ? other.scale : scale, coloring: other.coloring ?? coloring)
        }

        override func isEqual(to other: Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return other.traitCollection == traitCollection && other.pointSize == pointSize && other.textStyle == textStyle
                && other.weight == weight && other.scale == scale && other.coloring == coloring
        }

        public override func hash(into hasher: inout Hasher) {
            super.hash(into: &hasher)
            hasher.combine(pointSize)
            hasher.combine(textStyle)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(coloring)
        }

        public override var description: String {
            var parts: [String] = []
            if pointSize > 0 { parts.append("pointSize=\(pointSize)") }
            if let textStyle { parts.append("textStyle=\(textStyle.rawValue)") }
            if weight != .unspecified { parts.append("weight=\(weight)") }
            if scale != .unspecified { parts.append("scale=\(scale)") }
            if let coloring { parts.append("coloring=\(coloring)") }
            if let traitCollection { parts.append("traits=\(traitCollection)") }
            return "<UIImageSymbolConfiguration \(parts.isEmpty ? "unspecified" : parts.joined(separator: ", "))>"
        }

        /// The size, weight and scale a symbol is drawn at with this configuration, for
        /// `traitCollection` (the configuration's own traits win).
        func resolved(for traitCollection: UITraitCollection?) -> (pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            let traits = Configuration.combined(traitCollection, self.traitCollection)
            let size = pointSize > 0 ? pointSize : (textStyle ?? .body).pointSize(for: textStyle == nil ? .large : .resolved(traits))
            let weight = weight != .unspecified ? weight : SymbolWeight((textStyle ?? .body).weight)
            let scale = scale == .small || scale == .large ? scale : .medium
            return (size, weight, scale)
        }
    }
}
