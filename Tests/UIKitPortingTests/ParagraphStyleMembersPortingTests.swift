import UIKit
import XCTest

/// `NSParagraphStyle`'s remaining members and `NSTextTab`, with UIKit's defaults: styling
/// libraries build paragraph styles member by member and compare them with the default one.
final class ParagraphStyleMembersPortingTests: XCTestCase {
    func testTheDefaults() {
        let style = NSParagraphStyle.default
        XCTAssertEqual(style.paragraphSpacingBefore, 0)
        XCTAssertEqual(style.baseWritingDirection, .natural)
        XCTAssertEqual(style.hyphenationFactor, 0)
        XCTAssertFalse(style.usesDefaultHyphenation)
        XCTAssertFalse(style.allowsDefaultTighteningForTruncation)
        XCTAssertEqual(style.defaultTabInterval, 0)
        XCTAssertEqual(style.tabStops.count, 12, "12 left-aligned tabs")
        XCTAssertEqual(style.tabStops.map(\.location), (1...12).map { CGFloat($0) * 28 }, "28 points apart")
        XCTAssertTrue(style.tabStops.allSatisfy { $0.alignment == .left })
    }

    func testMutableMembersTakePartInEquality() {
        let style = NSMutableParagraphStyle()
        XCTAssertEqual(style, NSParagraphStyle.default)
        style.paragraphSpacingBefore = 6
        style.baseWritingDirection = .rightToLeft
        style.hyphenationFactor = 0.8
        style.allowsDefaultTighteningForTruncation = true
        XCTAssertNotEqual(style, NSParagraphStyle.default)
        let copy = style.copy() as! NSParagraphStyle
        XCTAssertEqual(copy, style)
        XCTAssertEqual(copy.paragraphSpacingBefore, 6)
        XCTAssertEqual(copy.baseWritingDirection, .rightToLeft)
        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(style)
        XCTAssertEqual(other, style)
    }

    func testTabStopsStaySortedAndCompareByLocationAndAlignment() {
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .right, location: 200), NSTextTab(textAlignment: .left, location: 40)]
        style.addTabStop(NSTextTab(textAlignment: .center, location: 120))
        XCTAssertEqual(style.tabStops.map(\.location), [40, 120, 200])
        style.removeTabStop(NSTextTab(textAlignment: .center, location: 120))
        XCTAssertEqual(style.tabStops.map(\.location), [40, 200])
        style.removeTabStop(NSTextTab(textAlignment: .left, location: 200))
        XCTAssertEqual(style.tabStops.count, 2, "a tab of another alignment is another tab")
        style.tabStops = NSParagraphStyle.default.tabStops
        style.defaultTabInterval = 36
        XCTAssertEqual(style.defaultTabInterval, 36)
        style.defaultTabInterval = 0
        XCTAssertEqual(style, NSParagraphStyle.default, "the default stops set again are the default")
    }

    func testTextTabOptions() {
        let terminators = NSTextTab.columnTerminators(for: Locale(identifier: "de_DE"))
        XCTAssertTrue(terminators.contains(","))
        XCTAssertTrue(terminators.contains("\t"))
        let tab = NSTextTab(textAlignment: .right, location: 90, options: [.columnTerminators: terminators])
        XCTAssertEqual(tab.location, 90)
        XCTAssertEqual(tab.alignment, .right)
        XCTAssertNotNil(tab.options[.columnTerminators] as? CharacterSet)
    }

    func testAttributeKeysStylingLibrariesSet() {
        let attributes: [NSAttributedString.Key: Any] = [
            .expansion: 0.1, .writingDirection: [0], .textEffect: NSAttributedString.TextEffectStyle.letterpressStyle.rawValue,
            .accessibilitySpeechPitch: 1.2, .accessibilityTextHeadingLevel: 2,
        ]
        let text = NSAttributedString(string: "Heading", attributes: attributes)
        XCTAssertEqual(text.attribute(.accessibilityTextHeadingLevel, at: 0, effectiveRange: nil) as? Int, 2)
        let label = UILabel()
        label.attributedText = text
        XCTAssertEqual(label.text, "Heading")
        let descriptor = UIFont.systemFont(ofSize: 15).fontDescriptor.addingAttributes([
            .featureSettings: [[UIFontDescriptor.FeatureKey.type: 6, UIFontDescriptor.FeatureKey.selector: 0]],
        ])
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 0).pointSize, 15)
    }
}
