import Foundation

/// A system symbol: its SF Symbols name and the icon-font glyph that draws it
/// (`SystemSymbolTable.swift`).
struct SystemSymbol: Hashable, Sendable {
    let name: String
    /// The icon's name in Material Design Icons.
    let iconName: String
    let glyph: Unicode.Scalar

    /// The symbol named `name`; nil for a name the table does not list.
    /// - Complexity: O(1).
    static func named(_ name: String) -> SystemSymbol? { byName[name] }

    private static let byName: [String: SystemSymbol] = Dictionary(uniqueKeysWithValues: table.map { entry in
        (entry.name, SystemSymbol(name: entry.name, iconName: entry.iconName, glyph: Unicode.Scalar(entry.codepoint)!))
    })
}

/// Draws the glyphs of system symbols for `UIImage(systemName:)`: the rendering module installs
/// one (Pango and Cairo with the icon font). Without one, symbol images have their size and
/// transparent pixels.
@preconcurrency @MainActor
package protocol SymbolRasterizing: AnyObject {
    /// The icon font's glyph `glyph`, black, its em filling a transparent square of
    /// `pixelSide` pixels, at `weight`: premultiplied RGBA, rows top to bottom. Nil when it
    /// cannot be drawn (no font).
    func pixels(ofGlyph glyph: Unicode.Scalar, pixelSide: Int, weight: UIImage.SymbolWeight) -> [UInt8]?
}
