import UIKit
import XCTest

/// `UILabel`'s line breaking and shrinking, as iOS code sets them: the defaults, the modes that
/// truncate or cut, and `adjustsFontSizeToFitWidth` with `minimumScaleFactor`.
final class LabelLineBreakPortingTests: XCTestCase {
    private let longText = "The quick brown fox jumps over the lazy dog and keeps on running far away"

    private func lineHeight(_ font: UIFont) -> CGFloat {
        ("Hg" as NSString).size(withAttributes: [.font: font]).height
    }

    func testDefaults() {
        let label = UILabel()
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        XCTAssertFalse(label.adjustsFontSizeToFitWidth)
        XCTAssertEqual(label.minimumScaleFactor, 0)
        XCTAssertFalse(label.allowsDefaultTighteningForTruncation)
        XCTAssertEqual(label.baselineAdjustment, .alignBaselines)
        XCTAssertTrue(label.isEnabled)
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertEqual(label.preferredMaxLayoutWidth, 0)
    }

    func testMultilineLabelsStopAtTheirLineLimitInEveryMode() {
        let font = UIFont.systemFont(ofSize: 17)
        for mode in [NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingTail, .byTruncatingMiddle] {
            let label = UILabel()
            label.font = font
            label.numberOfLines = 2
            label.lineBreakMode = mode
            label.text = longText
            let size = label.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
            XCTAssertEqual(size.height, (2 * lineHeight(font)).rounded(.up), accuracy: 1, "\(mode)")
            XCTAssertLessThanOrEqual(size.width, 150, "\(mode)")
        }
    }

    func testCharacterWrappingFillsEachLine() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "ab cdefghijklmnopqrstuvwxyz"
        label.lineBreakMode = .byWordWrapping
        let width = (label.sizeThatFits(.zero).width / 2).rounded(.up) + 4
        let words = label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
        label.lineBreakMode = .byCharWrapping
        let characters = label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertLessThan(characters.height, words.height, "breaking anywhere keeps \"c\" on the first line, saving a line")
    }

    func testTheFontShrinksToFitTheWidthDownToTheMinimumScale() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.font = .systemFont(ofSize: 20)
        label.text = "A title that is too long"
        let natural = label.sizeThatFits(.zero)
        XCTAssertGreaterThan(natural.width, 120)
        label.adjustsFontSizeToFitWidth = true
        XCTAssertEqual(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).width, 120,
                       "without a minimum scale the font keeps its size (UIKit's documented 0)")
        label.minimumScaleFactor = 0.2
        let shrunk = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        XCTAssertLessThanOrEqual(shrunk.width, 120)
        XCTAssertGreaterThan(shrunk.width, 100, "the largest size that fits, in half-point steps")
        XCTAssertEqual(label.sizeThatFits(.zero), natural, "the label's own size keeps the full font")
        label.minimumScaleFactor = 0.9
        XCTAssertEqual(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).width, 120,
                       "at its minimum scale the text is still too wide, and is truncated")
    }
}
