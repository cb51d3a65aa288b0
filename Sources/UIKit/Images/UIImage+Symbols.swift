import Foundation

extension UIImage {
    /// Draws symbol glyphs; `Rendering.install()` installs Pango's. Without one, a symbol image
    /// has its size (`SymbolMetrics`) and transparent pixels.
    @preconcurrency @MainActor
    package static var symbolRasterizer: SymbolRasterizing? {
        didSet { symbolPixels.removeAll() }
    }

    /// The system symbol `name` with the default configuration, as UIKit's
    /// `init(systemName:)`; nil for a name the symbol table does not list (see
    /// `SystemSymbolTable.swift`). Symbol images are templates: image views draw them in their
    /// tint color.
    @preconcurrency @MainActor
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The system symbol `name` drawn with `configuration` (a symbol configuration, or a plain
    /// one for its traits); nil for an unknown name.
    @preconcurrency @MainActor
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let symbol = SystemSymbol.named(name) else { return nil }
        self.init(symbol: .system(symbol), configuration: configuration)
    }

    /// The system symbol `name` made for `traitCollection` (its display scale and content size
    /// category); nil for an unknown name.
    @preconcurrency @MainActor
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: traitCollection.map { Configuration(traitCollection: $0) })
    }

    /// `symbol` drawn with `configuration` (a symbol configuration, or a plain one for its
    /// traits), in the automatic rendering mode.
    @MainActor
    convenience init(symbol: ImageSymbol, configuration: Configuration?) {
        let configuration = UIImage.symbolConfiguration(configuration, over: .unspecified)
        let drawn = UIImage.draw(symbol, configuration, displayScale: nil)
        let color = configuration.coloring?.color
        self.init(pixelWidth: drawn.width, pixelHeight: drawn.height, scale: drawn.scale,
                  pixels: color.map { UIImage.shape(of: drawn.pixels, filledWith: $0.resolvedColor(with: .current)) } ?? drawn.pixels,
                  renderingMode: .automatic, configuration: configuration, tint: color, symbol: symbol)
    }

    /// Whether the image is a symbol image (`init(systemName:)`, or a symbol set's `init(named:)`).
    public var isSymbolImage: Bool { symbol != nil }

    /// A symbol image's configuration; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? {
        isSymbolImage ? configuration as? SymbolConfiguration : nil
    }

    /// A copy made for `configuration`, as UIKit's `withConfiguration(_:)`: a symbol image is
    /// drawn again, a symbol configuration replacing its own (a plain configuration replaces
    /// only its traits); another image keeps its pixels and records the configuration.
    @preconcurrency @MainActor
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol else { return copy(configuration: .some(configuration)) }
        return UIImage.symbolImage(symbol, UIImage.symbolConfiguration(configuration, over: symbolConfiguration ?? .unspecified),
                                 like: self, displayScale: nil)
    }

    /// A symbol image drawn with `configuration` over its own (where both specify a value,
    /// `configuration`'s wins), as UIKit's `applyingSymbolConfiguration(_:)`; nil for an image
    /// that is not a symbol image.
    @preconcurrency @MainActor
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return UIImage.symbolImage(symbol, (symbolConfiguration ?? .unspecified).applying(configuration), like: self, displayScale: nil)
    }

    /// This symbol image drawn again at `displayScale` pixels per point (the same size in
    /// points, to the pixel), so that it is sharp on any screen; other images as they are.
    @_spi(Rendering) @MainActor
    public func drawn(atDisplayScale displayScale: CGFloat) -> UIImage {
        guard let symbol, displayScale != scale, displayScale > 0, displayScale.isFinite else { return self }
        return UIImage.symbolImage(symbol, symbolConfiguration ?? .unspecified, like: self, displayScale: displayScale)
    }

    // MARK: Drawing symbols

    /// `configuration` as a symbol configuration: itself, or `base` with its traits.
    private static func symbolConfiguration(_ configuration: Configuration?, over base: SymbolConfiguration) -> SymbolConfiguration {
        guard let configuration else { return base }
        return configuration as? SymbolConfiguration ?? base.withTraitCollection(configuration.traitCollection)
    }

    /// `symbol` drawn with `configuration`, with the rendering mode and tint of `image` (its own
    /// tint color, else the configuration's hierarchical or palette color).
    @MainActor
    private static func symbolImage(_ symbol: ImageSymbol, _ configuration: SymbolConfiguration, like image: UIImage,
                                    displayScale: CGFloat?) -> UIImage {
        let drawn = draw(symbol, configuration, displayScale: displayScale)
        let ownTint = image.tint == image.symbolConfiguration?.coloring?.color ? nil : image.tint
        let tint = ownTint ?? configuration.coloring?.color
        return UIImage(pixelWidth: drawn.width, pixelHeight: drawn.height, scale: drawn.scale,
                     pixels: tint.map { shape(of: drawn.pixels, filledWith: $0.resolvedColor(with: .current)) } ?? drawn.pixels,
                     renderingMode: image.renderingMode, configuration: configuration, tint: tint, symbol: symbol,
                     attributes: image.attributes)
    }

    /// A symbol image's pixels and their size.
    struct DrawnSymbol {
        let width: Int, height: Int, scale: CGFloat
        let pixels: [UInt8]
    }

    /// `symbol` drawn with `configuration`: at `displayScale`, else its traits' display scale,
    /// else the main screen's.
    @MainActor
    static func draw(_ symbol: ImageSymbol, _ configuration: SymbolConfiguration, displayScale: CGFloat?) -> DrawnSymbol {
        let traitsScale = configuration.traitCollection?.displayScale ?? 0
        let scale = displayScale ?? (traitsScale > 0 ? traitsScale : UIScreen.main.scale)
        let resolved = configuration.resolved(for: nil)
        let key: SymbolPixelsKey
        let draw: () -> [UInt8]?
        switch symbol {
        case .system(let system):
            let side = SymbolMetrics.pixelSide(pointSize: resolved.pointSize, scale: resolved.scale, displayScale: scale)
            key = SymbolPixelsKey(symbol: symbol, width: side, height: side, weight: resolved.weight, layer: "")
            draw = { symbolRasterizer?.pixels(ofGlyph: system.glyph, pixelSide: side, weight: resolved.weight) }
        case .custom(let custom):
            guard let (layer, geometry) = templateLayer(of: custom, weight: resolved.weight, scale: resolved.scale) else {
                // A template without any of the layers: its box, empty.
                let side = SymbolMetrics.pixelSide(pointSize: resolved.pointSize, scale: resolved.scale, displayScale: scale)
                return DrawnSymbol(width: side, height: side, scale: scale, pixels: [UInt8](repeating: 0, count: side * side * 4))
            }
            // The layer's own scale is drawn as designed; another scale is scaled to it.
            let scaleFactor = SymbolMetrics.scaleFactor(resolved.scale) / SymbolMetrics.scaleFactor(SymbolTemplateLayer.scale(ofLayer: layer))
            let pixelsPerUnit = resolved.pointSize * scaleFactor * scale / geometry.textSize
            let region = geometry.region
            let width = max(1, Int((region.width * pixelsPerUnit).rounded())), height = max(1, Int((region.height * pixelsPerUnit).rounded()))
            key = SymbolPixelsKey(symbol: symbol, width: width, height: height, weight: resolved.weight, layer: layer)
            draw = { vectorRenderer?.pixels(ofTemplate: custom.templatePath, layer: layer, region: region, pixelWidth: width, pixelHeight: height) }
        }
        if let pixels = symbolPixels[key] { return DrawnSymbol(width: key.width, height: key.height, scale: scale, pixels: pixels) }
        var pixels = draw()
        if let drawn = pixels, drawn.count != key.width * key.height * 4 {
            assertionFailure("a symbol drawing returned \(drawn.count) bytes for \(key.width)×\(key.height) pixels")
            pixels = nil
        }
        let made = pixels ?? [UInt8](repeating: 0, count: key.width * key.height * 4)
        if symbolPixels.count >= 512 { symbolPixels.removeAll() }
        symbolPixels[key] = made
        return DrawnSymbol(width: key.width, height: key.height, scale: scale, pixels: made)
    }

    /// The layer of `symbol`'s template drawn for `weight` and `scale` (`CustomSymbol.layers`),
    /// and where it lies; nil when the template has none of them.
    @MainActor
    static func templateLayer(of symbol: CustomSymbol, weight: SymbolWeight, scale: SymbolScale) -> (String, SymbolTemplateGeometry)? {
        guard let renderer = vectorRenderer else { return nil }
        for layer in CustomSymbol.layers(weight: weight, scale: scale) {
            if let geometry = renderer.geometry(ofTemplate: symbol.templatePath, layer: layer) { return (layer, geometry) }
        }
        return nil
    }

    /// Drawn symbols, shared by the images that show them (and so are their surfaces).
    @MainActor static var symbolPixels: [SymbolPixelsKey: [UInt8]] = [:]

    struct SymbolPixelsKey: Hashable {
        let symbol: ImageSymbol
        let width: Int, height: Int
        let weight: SymbolWeight
        /// A custom symbol's template layer.
        let layer: String
    }
}
