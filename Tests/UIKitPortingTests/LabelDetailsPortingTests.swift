import UIKit
import XCTest

/// `UILabel`'s implicitly unwrapped font and color, as iOS code overrides and resets them.
final class LabelDetailsPortingTests: XCTestCase {
    final class TitleLabel: UILabel {
        var fontChanges = 0
        override var font: UIFont! {
            didSet { fontChanges += 1 }
        }
        override var textColor: UIColor! {
            get { super.textColor }
            set { super.textColor = newValue?.withAlphaComponent(0.9) }
        }
    }

    func testFontAndColorAreImplicitlyUnwrappedAndResetByNil() {
        let label = UILabel()
        XCTAssertEqual(label.font.pointSize, 17)
        label.font = .boldSystemFont(ofSize: 24)
        XCTAssertEqual(label.font, UIFont.boldSystemFont(ofSize: 24))
        label.font = nil
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17), "nil restores the default")
        label.textColor = .red
        label.textColor = nil
        XCTAssertEqual(label.textColor, UIColor.label)
        let size: CGFloat = label.font.lineHeight
        XCTAssertGreaterThan(size, 0)
    }

    func testSubclassesOverrideThem() {
        let label = TitleLabel()
        label.font = .systemFont(ofSize: 20)
        XCTAssertEqual(label.fontChanges, 1)
        label.textColor = .blue
        XCTAssertEqual(label.textColor, UIColor.blue.withAlphaComponent(0.9))
    }

    func testTextAlignmentAppliesToAttributedTextWithoutAParagraphStyle() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Updating…", attributes: [.foregroundColor: UIColor.gray])
        label.textAlignment = .center
        XCTAssertEqual(label.styledText()?.alignment, .center)
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .right
        label.attributedText = NSAttributedString(string: "Right", attributes: [.paragraphStyle: paragraph])
        XCTAssertEqual(label.styledText()?.alignment, .right, "the string's own paragraph style wins")
    }
}
