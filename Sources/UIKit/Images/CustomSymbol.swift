import Foundation

/// What a symbol image shows: a system symbol (`UIImage(systemName:)`) or the symbol of an
/// asset catalog's symbol set (`UIImage(named:)`).
enum ImageSymbol: Hashable, Sendable, CustomStringConvertible {
    case system(SystemSymbol)
    case custom(CustomSymbol)

    /// As iOS names the symbol in an image's description: `system: heart`, `main: custom.heart`.
    var description: String {
        switch self {
        case .system(let symbol): "system: \(symbol.name)"
        case .custom(let symbol): "main: \(symbol.name)"
        }
    }
}

/// A custom symbol: a symbol set's SF Symbols template, the SVG file Xcode compiles. Its
/// `Symbols` group holds one layer per weight and scale (`Regular-M`: regular weight, medium
/// scale), drawn at 100 points between its `Baseline-M` and `Capline-M` guides, its width set by
/// the `left-margin-Regular-M` and `right-margin-Regular-M` guides.
struct CustomSymbol: Hashable, Sendable {
    let name: String
    /// The template's path.
    let templatePath: String

    /// The template's layers for `weight` at `scale`, best first: the weight's own, then the
    /// regular weight's at the scale, then the medium scale's, then the small scale's of a
    /// variable template (which has only ultralight, regular and black small layers).
    static func layers(weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) -> [String] {
        let weightName = SymbolTemplateLayer.weightNames[weight] ?? "Regular"
        let size = SymbolTemplateLayer.sizeName(scale)
        let candidates = ["\(weightName)-\(size)", "Regular-\(size)", "\(weightName)-M", "Regular-M", "\(weightName)-S", "Regular-S"]
        return candidates.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}

/// Names in an SF Symbols template.
enum SymbolTemplateLayer {
    /// The weights' names in layer ids (`Ultralight-S`, `Semibold-M`).
    static let weightNames: [UIImage.SymbolWeight: String] = [
        .ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .regular: "Regular", .medium: "Medium",
        .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy", .black: "Black",
    ]

    /// The scale's letter in layer and guide ids.
    static func sizeName(_ scale: UIImage.SymbolScale) -> String {
        switch scale {
        case .small: "S"
        case .large: "L"
        case .default, .unspecified, .medium: "M"
        }
    }

    /// The scale a layer id's letter names.
    static func scale(ofLayer layer: String) -> UIImage.SymbolScale {
        switch layer.last {
        case "S": .small
        case "L": .large
        default: .medium
        }
    }
}

/// Where a template layer lies, in the template's units (its SVG's user space, y down).
package struct SymbolTemplateGeometry: Hashable, Sendable {
    /// The layer's shapes' bounds.
    package var bounds: CGRect
    /// The layer's margins (`left-margin-…`, `right-margin-…`); its bounds' sides when the
    /// template has none.
    package var leftMargin: CGFloat
    package var rightMargin: CGFloat
    /// The layer's scale's `Baseline-…` and `Capline-…` guides.
    package var baseline: CGFloat
    package var capline: CGFloat

    package init(bounds: CGRect, leftMargin: CGFloat, rightMargin: CGFloat, baseline: CGFloat, capline: CGFloat) {
        self.bounds = bounds
        self.leftMargin = leftMargin
        self.rightMargin = rightMargin
        self.baseline = baseline
        self.capline = capline
    }

    /// The cap height of SF Pro per point of size: the templates' guides are a 100-point cap
    /// height apart (70.459 units), so the guides give the size the template is drawn at.
    static let capHeightPerPoint: CGFloat = 0.70459

    /// The size of the text the layer is drawn for, in template units (100 in Apple's
    /// templates); the layer's height when its guides are missing or upside down.
    var textSize: CGFloat {
        let capHeight = baseline - capline
        return capHeight > 0 ? capHeight / Self.capHeightPerPoint : max(bounds.height, 1)
    }

    /// The image's region of the template: between the margins, from the shapes' top to their
    /// bottom.
    var region: CGRect {
        CGRect(x: leftMargin, y: bounds.minY, width: max(0, rightMargin - leftMargin), height: bounds.height)
    }
}
