import UIKit
import XCTest

// App code extends UIFont the way it extends any class: class methods and convenience inits.
extension UIFont {
    class func appTitleFont() -> UIFont { .systemFont(ofSize: 22, weight: .semibold) }

    convenience init?(appFontOfSize size: CGFloat) {
        self.init(name: "DejaVu Serif", size: size)
    }

    var bold: UIFont {
        guard let descriptor = fontDescriptor.withSymbolicTraits(.traitBold) else { return self }
        return UIFont(descriptor: descriptor, size: 0)
    }
}

/// UIFont is an immutable NSObject: equal by descriptor, hashable, described as iOS prints it,
/// and derived through UIFontDescriptor as app code does (bold and italic variants, designs).
final class FontObjectPortingTests: XCTestCase {
    struct Style: Hashable {
        let font: UIFont
        let color: UIColor
    }

    func testFontsAreObjectsEqualByDescriptor() {
        let font = UIFont.systemFont(ofSize: 17)
        let object: NSObject = font
        XCTAssertTrue(object.isEqual(UIFont.systemFont(ofSize: 17)))
        XCTAssertEqual(font, UIFont.systemFont(ofSize: 17, weight: .regular))
        XCTAssertEqual(font.hash, UIFont.systemFont(ofSize: 17).hash)
        XCTAssertNotEqual(font, UIFont.systemFont(ofSize: 18))
        XCTAssertNotEqual(font, UIFont.boldSystemFont(ofSize: 17))
        XCTAssertNotEqual(font, UIFont.preferredFont(forTextStyle: .body), "a text style is part of the descriptor")
        XCTAssertTrue(font.copy() as? UIFont === font, "fonts are immutable; a copy is the font")
        XCTAssertEqual(Set([Style(font: font, color: .red), Style(font: .systemFont(ofSize: 17), color: .red)]).count, 1)
    }

    func testFontsDescribeThemselvesAsOnIOS() {
        let description = UIFont.boldSystemFont(ofSize: 15).description
        XCTAssertTrue(description.hasPrefix("<UICTFont: 0x"), description)
        XCTAssertTrue(description.hasSuffix("> font-family: \"DejaVu Sans\"; font-weight: bold; font-style: normal; font-size: 15.00pt"), description)
        XCTAssertTrue(UIFont.italicSystemFont(ofSize: 12).description.hasSuffix("font-weight: normal; font-style: italic; font-size: 12.00pt"))
    }

    func testExtensionsWithClassMethodsAndConvenienceInits() {
        XCTAssertEqual(UIFont.appTitleFont().pointSize, 22)
        let serif = UIFont(appFontOfSize: 14)
        XCTAssertEqual(serif?.familyName, "DejaVu Serif")
        XCTAssertEqual(serif?.pointSize, 14)
        XCTAssertNil(UIFont(appFontOfSize: 0), "UIFont(name:size:) fails for a size that is not positive")
    }

    func testDescriptorSymbolicTraits() {
        let bold = UIFont.systemFont(ofSize: 17).bold
        XCTAssertEqual(bold, UIFont.boldSystemFont(ofSize: 17))
        XCTAssertTrue(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(bold.fontName, "DejaVu Sans-Bold")

        let descriptor = UIFont.systemFont(ofSize: 13).fontDescriptor
        let boldItalic = UIFont(descriptor: descriptor.withSymbolicTraits([.traitBold, .traitItalic])!, size: 0)
        XCTAssertEqual(boldItalic.pointSize, 13, "size 0 keeps the descriptor's size")
        XCTAssertEqual(boldItalic.fontName, "DejaVu Sans-BoldOblique")
        let plain = UIFont(descriptor: boldItalic.fontDescriptor.withSymbolicTraits([])!, size: 20)
        XCTAssertEqual(plain, UIFont.systemFont(ofSize: 20), "withSymbolicTraits sets the traits exactly")
        XCTAssertNil(descriptor.withSymbolicTraits(.traitCondensed), "no condensed face")

        let mono = UIFont(descriptor: descriptor.withSymbolicTraits(.traitMonoSpace)!, size: 0)
        XCTAssertEqual(mono, UIFont.monospacedSystemFont(ofSize: 13, weight: .regular))
    }

    func testDescriptorDesignsAndAttributes() {
        let descriptor = UIFont.systemFont(ofSize: 16, weight: .bold).fontDescriptor
        XCTAssertEqual(descriptor.pointSize, 16)
        XCTAssertEqual(descriptor.object(forKey: .size) as? CGFloat, 16)
        XCTAssertEqual(descriptor.object(forKey: .family) as? String, "DejaVu Sans")
        let serif = UIFont(descriptor: descriptor.withDesign(.serif)!, size: 0)
        XCTAssertEqual(serif.familyName, "DejaVu Serif")
        XCTAssertTrue(serif.fontDescriptor.symbolicTraits.contains(.traitBold), "the design keeps the traits")
        XCTAssertEqual(UIFont(descriptor: descriptor.withDesign(.monospaced)!, size: 0).familyName, "DejaVu Sans Mono")
        XCTAssertNil(descriptor.withDesign(.rounded), "Linux has no rounded system design")

        let weighted = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans", .size: 11,
                                                         .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy]])
        XCTAssertEqual(UIFont(descriptor: weighted, size: 0), UIFont.systemFont(ofSize: 11, weight: .heavy))
        XCTAssertEqual(UIFont(descriptor: UIFontDescriptor(name: "DejaVu Sans-Bold", size: 9), size: 0), UIFont.boldSystemFont(ofSize: 9))
    }

    func testPreferredDescriptorsFollowTheirTextStyle() {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        XCTAssertEqual(descriptor.pointSize, 17)
        XCTAssertEqual(descriptor.object(forKey: .textStyle) as? String, UIFont.TextStyle.headline.rawValue)
        let font = UIFont(descriptor: descriptor, size: 0)
        XCTAssertEqual(font, UIFont.preferredFont(forTextStyle: .headline))
        let large = UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(
            withTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)), size: 0)
        XCTAssertEqual(large.pointSize, 21)
    }

    func testFamilies() {
        XCTAssertTrue(UIFont.familyNames.contains("DejaVu Sans"))
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "DejaVu Sans Mono").first, "DejaVu Sans Mono")
        XCTAssertTrue(UIFont.fontNames(forFamilyName: "Nonexistent").isEmpty)
    }
}
