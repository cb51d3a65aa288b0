import Foundation
import Rendering
import Testing
import UIKit

/// `size(withAttributes:)`, `boundingRect(with:options:attributes:context:)` and string drawing,
/// measured and drawn by Pango.
@Suite(.serialized) @MainActor struct StringMeasuringTests {
    init() { Rendering.install() }

    private let font = UIFont.systemFont(ofSize: 17)

    @Test func sizeIsFractionalAndALabelRoundsItUp() {
        let size = "Hello, world".size(withAttributes: [.font: font])
        let label = UILabel()
        label.font = font
        label.text = "Hello, world"
        #expect(size.width > 90 && size.width < 110)
        #expect(label.intrinsicContentSize == CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up)))
        #expect(("Hello, world" as NSString).size(withAttributes: [.font: font]) == size)
        // Without a font, UIKit measures with 12 points.
        #expect("Hello, world".size(withAttributes: nil).height < size.height)
    }

    @Test func boundingRectWrapsWithLineFragmentOriginAndAddsLineSpacing() {
        let text = "The quick brown fox jumps over the lazy dog again and again"
        let oneLine = text.size(withAttributes: [.font: font])
        let wrapped = text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                        attributes: [.font: font], context: nil)
        #expect(wrapped.origin == .zero && wrapped.width <= 120)
        let lines = Int((wrapped.height / oneLine.height).rounded())
        #expect(lines >= 4 && abs(wrapped.height - CGFloat(lines) * oneLine.height) < 0.5)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 6
        let spaced = text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin],
                                       attributes: [.font: font, .paragraphStyle: style], context: nil)
        #expect(abs(spaced.height - wrapped.height - CGFloat(lines - 1) * 6) < 0.01)
        style.lineBreakMode = .byTruncatingTail
        let truncated = text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin],
                                          attributes: [.font: font, .paragraphStyle: style], context: nil)
        #expect(truncated.height == oneLine.height && truncated.width == 120)
        // Without the option: one line, origin at the baseline.
        let baseline = text.boundingRect(with: CGSize(width: 120, height: 100), options: [], attributes: [.font: font], context: nil)
        #expect(baseline.origin.y == -font.ascender && baseline.height == oneLine.height)
        let context = NSStringDrawingContext()
        let attributed = NSAttributedString(string: text, attributes: [.font: font])
        #expect(attributed.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, context: context) == wrapped)
        #expect(context.totalBounds == wrapped && attributed.size() == oneLine)
    }

    @Test func drawingInACustomView() {
        final class Caption: UIView {
            override func draw(_ rect: CGRect) {
                ("Hi" as NSString).draw(in: bounds, withAttributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.red])
            }
        }
        let view = Caption(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        let pixels = ViewRenderer().renderFrame(view, scale: 1).rgbaBytes()
        let reds = stride(from: 0, to: pixels.count, by: 4).filter { pixels[$0] > 200 && pixels[$0 + 1] < 60 }
        #expect(reds.count > 50, "the text is drawn in red")
    }
}

/// `UILabel.attributedText`: runs of fonts, colors, underline and strikethrough, measured and
/// drawn by Pango.
@Suite(.serialized) @MainActor struct AttributedLabelTests {
    init() { Rendering.install() }

    private func attributed() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Big ", attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.systemRed])
        text.append(NSAttributedString(string: "small ", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        text.append(NSAttributedString(string: "under", attributes: [.font: UIFont.systemFont(ofSize: 18),
                                                                     .underlineStyle: NSUnderlineStyle.single.rawValue,
                                                                     .foregroundColor: UIColor.systemBlue]))
        text.append(NSAttributedString(string: " struck", attributes: [.font: UIFont.italicSystemFont(ofSize: 18),
                                                                       .strikethroughStyle: 1]))
        return text
    }

    @Test func runsAreMeasuredInTheirOwnFonts() {
        let label = UILabel()
        label.attributedText = attributed()
        #expect(label.text == "Big small under struck")
        let plain = UILabel()
        plain.text = label.text
        plain.font = .systemFont(ofSize: 12)
        #expect(label.intrinsicContentSize.height > plain.intrinsicContentSize.height + 10, "the 30-point run sets the line's height")
        label.text = "plain again"
        #expect(label.styledText()?.runs.count == 1 && label.attributedText?.string == "plain again", "plain text again: one run")
    }

    @Test func attributedStringsMeasureAndDrawEachRunInItsOwnStyle() throws {
        let text = attributed()
        let label = UILabel()
        label.attributedText = text
        let size = text.size()
        #expect(size == label.textRect(forBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000), limitedToNumberOfLines: 0).size
                    || (ceil(size.width) == label.intrinsicContentSize.width && ceil(size.height) == label.intrinsicContentSize.height),
                "the string measures as the label shows it: \(size) vs \(label.intrinsicContentSize)")
        let smallOnly = NSAttributedString(string: text.string, attributes: [.font: UIFont.systemFont(ofSize: 12)])
        #expect(size.height > smallOnly.size().height + 10, "the 30-point run is measured in its font")
        let line = text.boundingRect(with: CGSize(width: 1000, height: 1000), options: [], context: nil)
        #expect(line.origin.y == -UIFont.boldSystemFont(ofSize: 30).ascender, "the tallest run's ascender is above the baseline")

        final class Caption: UIView {
            var text: NSAttributedString?
            override func draw(_ rect: CGRect) { text?.draw(in: bounds) }
        }
        let caption = Caption(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        caption.backgroundColor = .white
        caption.text = text
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(caption, scale: 2), "attributed-string-drawn")
    }

    @Test func runsAreDrawn() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        label.attributedText = attributed()
        label.backgroundColor = .white
        let target = ViewRenderer().renderFrame(label, scale: 2)
        try PictureComparison.expectMatches(target, "attributed-label")
    }
}
