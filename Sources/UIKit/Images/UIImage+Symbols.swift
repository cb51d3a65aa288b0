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
        let configuration = UIImage.symbolConfiguration(configuration, over: .unspecified)
        let (side, scale, pixels) = UIImage.draw(symbol, configuration, displayScale: nil)
        self.init(pixelWidth: side, pixelHeight: side, scale: scale, pixels: pixels, renderingMode: .automatic,
                  configuration: configuration, tint: nil, symbol: symbol)
    }

    /// The system symbol `name` made for `traitCollection` (its display scale and content size
    /// category); nil for an unknown name.
    @preconcurrency @MainActor
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: traitCollection.map { Configuration(traitCollection: $0) })
    }

    /// Whether the image is a symbol image (`init(systemName:)`).
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

    /// `symbol` drawn with `configuration`, with the rendering mode and tint of `image`.
    @MainActor
    private static func symbolImage(_ symbol: SystemSymbol, _ configuration: SymbolConfiguration, like image: UIImage,
                                    displayScale: CGFloat?) -> UIImage {
        let (side, scale, pixels) = draw(symbol, configuration, displayScale: displayScale)
        return UIImage(pixelWidth: side, pixelHeight: side, scale: scale,
                     pixels: image.tint.map { shape(of: pixels, filledWith: $0.resolvedColor(with: .current)) } ?? pixels,
                     renderingMode: image.renderingMode, configuration: configuration, tint: image.tint, symbol: symbol,
                     attributes: image.attributes)
    }

    /// The side in pixels, the scale and the pixels of `symbol` drawn with `configuration`: at
    /// `displayScale`, else its traits' display scale, else the main screen's.
    @MainActor
    private static func draw(_ symbol: SystemSymbol, _ configuration: SymbolConfiguration,
                             displayScale: CGFloat?) -> (Int, CGFloat, [UInt8]) {
        let traitsScale = configuration.traitCollection?.displayScale ?? 0
        let scale = displayScale ?? (traitsScale > 0 ? traitsScale : UIScreen.main.scale)
        let resolved = configuration.resolved(for: nil)
        let side = SymbolMetrics.pixelSide(pointSize: resolved.pointSize, scale: resolved.scale, displayScale: scale)
        let key = SymbolPixelsKey(glyph: symbol.glyph, side: side, weight: resolved.weight)
        if let pixels = symbolPixels[key] { return (side, scale, pixels) }
        var pixels = symbolRasterizer?.pixels(ofGlyph: symbol.glyph, pixelSide: side, weight: resolved.weight)
        if let drawn = pixels, drawn.count != side * side * 4 {
            assertionFailure("a symbol rasterizer returned \(drawn.count) bytes for \(side)×\(side) pixels")
            pixels = nil
        }
        let made = pixels ?? [UInt8](repeating: 0, count: side * side * 4)
        if symbolPixels.count >= 512 { symbolPixels.removeAll() }
        symbolPixels[key] = made
        return (side, scale, made)
    }

    /// Drawn glyphs, shared by the images that show them (and so are their surfaces).
    @MainActor private static var symbolPixels: [SymbolPixelsKey: [UInt8]] = [:]

    private struct SymbolPixelsKey: Hashable {
        let glyph: Unicode.Scalar
        let side: Int
        let weight: SymbolWeight
    }
}
