import UIKit
import XCTest

/// Trait collections, dynamic colors and Dynamic Type fonts as iOS code uses them.
final class TraitsColorsFontsPortingTests: XCTestCase {
    private func components(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha].map { ($0 * 255).rounded() }
    }

    func testTraitCollectionsCombineLastSpecifiedWins() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let combined = UITraitCollection(traitsFrom: [dark, compact, UITraitCollection(userInterfaceStyle: .light)])
        XCTAssertEqual(combined.userInterfaceStyle, .light)
        XCTAssertEqual(combined.horizontalSizeClass, .compact)
        XCTAssertEqual(combined.verticalSizeClass, .unspecified)
        XCTAssertTrue(combined.containsTraits(in: compact))
        XCTAssertFalse(combined.containsTraits(in: dark))
        XCTAssertEqual(UITraitCollection(displayScale: 2), UITraitCollection(displayScale: 2))
        XCTAssertTrue(dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        let modified = dark.modifyingTraits { $0.preferredContentSizeCategory = .extraLarge }
        XCTAssertEqual(modified.userInterfaceStyle, .dark)
        XCTAssertEqual(modified.preferredContentSizeCategory, .extraLarge)
    }

    func testSystemColorsResolvePerAppearance() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(components(UIColor.systemBlue.resolvedColor(with: light)), [0, 122, 255, 255])
        XCTAssertEqual(components(UIColor.systemBlue.resolvedColor(with: dark)), [10, 132, 255, 255])
        XCTAssertEqual(components(UIColor.systemBackground.resolvedColor(with: dark)), [0, 0, 0, 255])
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        XCTAssertEqual(components(UIColor.systemBackground.resolvedColor(with: elevated)), [28, 28, 30, 255])
        XCTAssertEqual(components(UIColor.secondaryLabel.resolvedColor(with: light)), [60, 60, 67, 153])
        XCTAssertEqual(components(UIColor.systemGray6.resolvedColor(with: dark)), [28, 28, 30, 255])
        // getRed reads the current trait collection.
        dark.performAsCurrent {
            XCTAssertEqual(components(UIColor.label), [255, 255, 255, 255])
        }
        XCTAssertEqual(components(UIColor.label), [0, 0, 0, 255])
    }

    func testDynamicProviderAndLiterals() {
        let accent = UIColor { traits in
            traits.userInterfaceStyle == .dark ? .white : UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        }
        XCTAssertEqual(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .white)
        XCTAssertEqual(components(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))), [51, 102, 153, 255])
        XCTAssertEqual(components(accent.withAlphaComponent(0.5).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))),
                       [255, 255, 255, 128])
        let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        XCTAssertEqual(components(literal), [255, 128, 0, 255])
    }

    func testDynamicTypeSizes() {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).weight, .semibold)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: huge).pointSize, 53)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize, 11)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertTrue(UIContentSizeCategory.small < .large)
        let metrics = UIFontMetrics(forTextStyle: .body)
        XCTAssertEqual(metrics.scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge)), 19)
        let scaled = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 34, weight: .bold),
                                                      compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraLarge))
        XCTAssertEqual(scaled.pointSize, 42)
        XCTAssertEqual(scaled.weight, .bold)
    }

    func testFontsAsUIKitNamesThem() {
        let font = UIFont.systemFont(ofSize: 20, weight: .heavy)
        XCTAssertEqual(font.pointSize, 20)
        XCTAssertGreaterThan(font.weight, UIFont.Weight.bold)
        XCTAssertEqual(UIFont.Weight(rawValue: 0.3), .semibold)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).weight, .bold)
        XCTAssertTrue(UIFont.italicSystemFont(ofSize: 12).isItalic)
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName, "DejaVu Sans Mono")
        XCTAssertEqual(UIFont.systemFont(ofSize: 10).lineHeight, 11.64, accuracy: 0.001)
        XCTAssertEqual(UIFont.systemFontSize, 17)
    }
}

/// `UILabel.attributedText` as iOS code sets it.
final class AttributedLabelPortingTests: XCTestCase {
    func testAttributedTextAndTextReplaceEachOther() {
        let label = UILabel()
        let title = NSMutableAttributedString(string: "Photos", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        title.append(NSAttributedString(string: " (20)", attributes: [.foregroundColor: UIColor.secondaryLabel]))
        label.attributedText = title
        XCTAssertEqual(label.text, "Photos (20)")
        XCTAssertEqual(label.attributedText?.string, "Photos (20)")
        XCTAssertEqual(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, UIFont.boldSystemFont(ofSize: 20))
        label.text = "Albums"
        XCTAssertEqual(label.attributedText?.string, "Albums")
        XCTAssertEqual(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, label.font)
    }
}
