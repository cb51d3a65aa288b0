import Foundation
import Testing
@testable import UIKit

/// System symbol images without a renderer: names, sizes from configurations, configuration
/// arithmetic. (Their pixels are drawn by the rendering module: see the picture tests.)
@Suite @MainActor struct SymbolImageTests {
    typealias Configuration = UIImage.SymbolConfiguration

    private let at2x = UITraitCollection(displayScale: 2)

    private func symbol(_ name: String, _ configuration: Configuration) -> UIImage? {
        UIImage(systemName: name, withConfiguration: configuration.withTraitCollection(at2x))
    }

    @Test func unknownNamesAreNilAsInUIKit() {
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "Heart") == nil, "names are case-sensitive")
        #expect(UIImage(systemName: "heart", withConfiguration: Configuration(pointSize: 20)) != nil)
        #expect(UIImage(systemName: "xmark.circle.fill", compatibleWith: at2x) != nil)
    }

    @Test func theTableMapsTheCommonNamesToDistinctIconsForOutlineAndFill() {
        #expect(SystemSymbol.table.count >= 120)
        #expect(Set(SystemSymbol.table.map(\.name)).count == SystemSymbol.table.count, "no name twice")
        let common = ["heart", "heart.fill", "star", "star.fill", "trash", "plus", "minus", "xmark", "checkmark", "chevron.left",
                      "chevron.right", "chevron.up", "chevron.down", "magnifyingglass", "gear", "person", "person.fill", "photo",
                      "camera", "folder", "doc", "square.and.arrow.up", "ellipsis", "info.circle", "exclamationmark.triangle",
                      "bell", "bookmark", "house", "calendar", "clock", "cart", "pencil", "square.and.pencil", "arrow.left",
                      "arrow.right", "arrow.up", "arrow.down", "arrow.clockwise", "play.fill", "pause.fill", "list.bullet",
                      "line.3.horizontal", "circle", "checkmark.circle.fill", "plus.circle.fill", "xmark.circle.fill",
                      "paperplane", "envelope", "phone", "map", "location", "lock", "eye", "globe", "link", "tag", "flag",
                      "cloud", "sun.max", "moon"]
        for name in common { #expect(SystemSymbol.named(name) != nil, "\(name)") }
        #expect(SystemSymbol.named("heart")!.iconName == "heart-outline" && SystemSymbol.named("heart.fill")!.iconName == "heart")
        #expect(SystemSymbol.named("star")!.glyph != SystemSymbol.named("star.fill")!.glyph)
        #expect(SystemSymbol.table.allSatisfy { (0xF000...0xF8FF).contains($0.codepoint) }, "Material Design Icons' private-use code points")
    }

    @Test func theImageIsTheIconsEmSquareAtOnePointTwoTimesThePointSize() {
        // 17 points (the default) at 2×: an em of 20.4 points, 40.8 → 41 pixels.
        let plain = UIImage(systemName: "heart", compatibleWith: at2x)!
        #expect(plain.size == CGSize(width: 20.5, height: 20.5) && plain.scale == 2)
        #expect(plain.pixelWidth == 41 && plain.pixelHeight == 41)
        #expect(symbol("heart", Configuration(pointSize: 10))!.size == CGSize(width: 12, height: 12))
        #expect(symbol("star.fill", Configuration(pointSize: 30))!.size == CGSize(width: 36, height: 36))
        #expect(symbol("trash", Configuration(pointSize: 20, weight: .bold))!.size == CGSize(width: 24, height: 24),
                "the weight does not change the box")
        let at3x = UIImage(systemName: "trash", withConfiguration: Configuration(pointSize: 20).withTraitCollection(UITraitCollection(displayScale: 3)))!
        #expect(at3x.pixelWidth == 72 && at3x.size == CGSize(width: 24, height: 24))
    }

    @Test func scalesMakeTheSymbolAFifthSmallerOrAQuarterLarger() {
        #expect(symbol("gear", Configuration(pointSize: 20, weight: .regular, scale: .small))!.size.width == 19.0)  // 19.2 → 38 px
        #expect(symbol("gear", Configuration(pointSize: 20, weight: .regular, scale: .medium))!.size.width == 24)
        #expect(symbol("gear", Configuration(pointSize: 20, weight: .regular, scale: .large))!.size.width == 30)
        #expect(symbol("gear", Configuration(scale: .default))!.size == symbol("gear", .unspecified)!.size)
        #expect(symbol("gear", Configuration(scale: .large))!.size.width == 25.5, "17 × 1.2 × 1.25 = 25.5")
    }

    @Test func aTextStyleSizesTheSymbolForTheContentSizeCategory() {
        let headline = Configuration(textStyle: .headline)
        #expect(symbol("bell", headline)!.size.width == 20.5, "17 points at .large")
        let accessible = headline.withTraitCollection(UITraitCollection(traitsFrom: [at2x, UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)]))
        #expect(UIImage(systemName: "bell", withConfiguration: accessible)!.size.width == 39.5, "33 points × 1.2 = 39.6 → 79 px")
        #expect(symbol("bell", Configuration(textStyle: .caption1, scale: .small))!.size.width == 11.5, "12 × 1.2 × 0.8 = 11.52")
        #expect(headline.resolved(for: nil).weight == .semibold && Configuration(textStyle: .body).resolved(for: nil).weight == .regular)
        #expect(Configuration(font: .systemFont(ofSize: 22, weight: .bold)) == Configuration(pointSize: 22, weight: .bold))
    }

    @Test func applyingTakesTheOtherConfigurationsSpecifiedValues() {
        let base = Configuration(pointSize: 20, weight: .light, scale: .small)
        #expect(base.applying(Configuration(weight: .bold)) == Configuration(pointSize: 20, weight: .bold, scale: .small))
        #expect(base.applying(Configuration(scale: .large)) == Configuration(pointSize: 20, weight: .light, scale: .large))
        #expect(base.applying(Configuration(pointSize: 30)) == Configuration(pointSize: 30, weight: .light, scale: .small))
        #expect(base.applying(Configuration(textStyle: .title1)) == Configuration(textStyle: .title1, scale: .small)
            .applying(Configuration(weight: .light)), "a text style replaces the point size: they are one value")
        #expect(base.applying(Configuration.unspecified) == base && base.applying(nil) == base)
        let traits = Configuration(pointSize: 20).withTraitCollection(UITraitCollection(userInterfaceStyle: .dark))
        let combined = traits.applying(UIImage.Configuration(traitCollection: at2x))
        #expect(combined.traitCollection?.userInterfaceStyle == .dark && combined.traitCollection?.displayScale == 2)
        #expect(combined == Configuration(pointSize: 20).withTraitCollection(UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), at2x])))
    }

    @Test func removingValuesAndEquality() {
        let full = Configuration(pointSize: 20, weight: .heavy, scale: .large)
        #expect(full.configurationWithoutWeight() == Configuration(pointSize: 20, weight: .unspecified, scale: .large))
        #expect(full.configurationWithoutScale() == Configuration(pointSize: 20, weight: .heavy))
        #expect(full.configurationWithoutPointSizeAndWeight() == Configuration(scale: .large))
        #expect(Configuration(textStyle: .body).configurationWithoutTextStyle() == .unspecified)
        #expect(Configuration(pointSize: 20) != Configuration(pointSize: 21))
        #expect(Configuration(pointSize: 20).hashValue == Configuration(pointSize: 20).hashValue)
        #expect(Configuration(pointSize: 20) != UIImage.Configuration(traitCollection: nil), "a plain configuration is another kind")
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold && UIImage.SymbolWeight.unspecified.fontWeight() == .regular)
    }

    @Test func withConfigurationReplacesAndApplyingMerges() {
        let bold = symbol("heart", Configuration(pointSize: 30, weight: .bold))!
        #expect(bold.isSymbolImage && bold.symbolConfiguration == Configuration(pointSize: 30, weight: .bold).withTraitCollection(at2x))
        let replaced = bold.withConfiguration(Configuration(scale: .large).withTraitCollection(at2x))
        #expect(replaced.size.width == 25.5 && replaced.symbolConfiguration?.resolved(for: nil).weight == .regular)
        let merged = bold.applyingSymbolConfiguration(Configuration(scale: .large))!
        #expect(merged.size.width == 45 && merged.symbolConfiguration?.resolved(for: nil).weight == .bold)
        let traitsOnly = bold.withConfiguration(UIImage.Configuration(traitCollection: UITraitCollection(displayScale: 3)))
        #expect(traitsOnly.scale == 3 && traitsOnly.size.width == 36, "a plain configuration changes only the traits")
        let bitmap = UIImage(size: CGSize(width: 4, height: 4), color: .red)
        #expect(!bitmap.isSymbolImage && bitmap.symbolConfiguration == nil && bitmap.applyingSymbolConfiguration(.unspecified) == nil)
        let configured = bitmap.withConfiguration(UIImage.Configuration(traitCollection: at2x))
        #expect(configured.configuration == UIImage.Configuration(traitCollection: at2x) && configured.pixels == bitmap.pixels)
    }

    @Test func withoutARasterizerASymbolHasItsSizeAndTransparentPixels() {
        let installed = UIImage.symbolRasterizer
        UIImage.symbolRasterizer = nil
        defer { UIImage.symbolRasterizer = installed }
        let image = symbol("star.fill", Configuration(pointSize: 40))!
        #expect(image.size == CGSize(width: 48, height: 48) && image.pixels.count == 96 * 96 * 4)
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    @Test func aRasterizerDrawsEachGlyphSizeAndWeightOnce() {
        final class Counting: SymbolRasterizing {
            var requests: [(Unicode.Scalar, Int, UIImage.SymbolWeight)] = []
            func pixels(ofGlyph glyph: Unicode.Scalar, pixelSide: Int, weight: UIImage.SymbolWeight) -> [UInt8]? {
                requests.append((glyph, pixelSide, weight))
                return [UInt8](repeating: 255, count: pixelSide * pixelSide * 4)
            }
        }
        let installed = UIImage.symbolRasterizer
        let counting = Counting()
        UIImage.symbolRasterizer = counting
        defer { UIImage.symbolRasterizer = installed }
        let first = symbol("heart.fill", Configuration(pointSize: 25, weight: .black))!
        let second = symbol("heart.fill", Configuration(pointSize: 25, weight: .black))!
        #expect(counting.requests.count == 1 && counting.requests[0].0 == SystemSymbol.named("heart.fill")!.glyph)
        #expect(counting.requests[0].1 == 60 && counting.requests[0].2 == .black)
        #expect(first.pixels.allSatisfy { $0 == 255 } && first == second)
        _ = symbol("heart.fill", Configuration(pointSize: 25, weight: .light))
        #expect(counting.requests.count == 2)
    }
}
