import UIKit
import XCTest

/// Images in attributed text, as iOS code puts them in labels: `NSTextAttachment` with an
/// image (and bounds to sit it below the baseline), `NSAttributedString(attachment:)`, a symbol
/// drawn in the text's color.
final class TextAttachmentPortingTests: XCTestCase {
    private func square(_ side: CGFloat, _ color: UIColor) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// The label drawn as a screenshot does, at one pixel a point: its RGBA bytes and row length.
    private func pixels(of label: UILabel) throws -> (Data, Int) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: label.bounds, format: format).image { _ in
            _ = label.drawHierarchy(in: label.bounds, afterScreenUpdates: true)
        }
        let cgImage = try XCTUnwrap(image.cgImage)
        return (try XCTUnwrap(cgImage.dataProvider?.data as Data?), cgImage.bytesPerRow)
    }

    func testAnAttachmentIsTheAttachmentCharacterWithItsAttribute() {
        let attachment = NSTextAttachment(image: square(10, .red))
        let text = NSAttributedString(attachment: attachment)
        XCTAssertEqual(text.string, "\u{FFFC}")
        XCTAssertEqual(NSTextAttachment.character, 0xFFFC)
        XCTAssertTrue(text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        let withColor = NSAttributedString(attachment: attachment, attributes: [.foregroundColor: UIColor.red])
        XCTAssertEqual(withColor.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red)
    }

    func testBoundsDefaultToTheImagesSize() {
        let attachment = NSTextAttachment()
        XCTAssertNil(attachment.image)
        XCTAssertEqual(attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0), .zero)
        attachment.image = square(12, .red)
        XCTAssertEqual(attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0),
                       CGRect(x: 0, y: 0, width: 12, height: 12))
        attachment.bounds = CGRect(x: 0, y: -4, width: 20, height: 20)
        XCTAssertEqual(attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0),
                       CGRect(x: 0, y: -4, width: 20, height: 20))
        let fromData = NSTextAttachment(data: square(6, .blue).pngData(), ofType: "public.png")
        XCTAssertNil(fromData.image, "the image property stays what was set")
        XCTAssertEqual(fromData.image(forBounds: .zero, textContainer: nil, characterIndex: 0)?.size, CGSize(width: 6, height: 6))
    }

    func testALabelMakesRoomForTheImageAndDrawsIt() throws {
        let text = NSMutableAttributedString(string: "Hi ", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        let plainWidth = text.size().width
        let attachment = NSTextAttachment(image: square(30, .red))
        text.append(NSAttributedString(attachment: attachment))
        let label = UILabel()
        label.attributedText = text
        let size = label.intrinsicContentSize
        XCTAssertEqual(size.width, (plainWidth + 30).rounded(.up), accuracy: 1, "the text and the image's width")
        XCTAssertGreaterThanOrEqual(size.height, 30, "the line is as tall as the image")

        label.frame = CGRect(origin: .zero, size: size)
        let (data, row) = try pixels(of: label)
        let inside = Int(size.height) / 2 * row + Int(plainWidth + 15) * 4
        XCTAssertEqual(Array(data[inside..<inside + 4]), [255, 0, 0, 255], "the attachment's image, red")
        let before = Int(size.height) / 2 * row + 1 * 4
        XCTAssertNotEqual(Array(data[before..<before + 4]), [255, 0, 0, 255])
    }

    func testATemplateImageTakesTheTextsColor() throws {
        let symbol = square(20, .black).withRenderingMode(.alwaysTemplate)
        let text = NSAttributedString(attachment: NSTextAttachment(image: symbol), attributes: [.foregroundColor: UIColor.blue])
        let label = UILabel()
        label.attributedText = text
        label.frame = CGRect(origin: .zero, size: label.intrinsicContentSize)
        let (data, row) = try pixels(of: label)
        let center = Int(label.bounds.height) / 2 * row + 10 * 4
        XCTAssertEqual(Array(data[center..<center + 4]), [0, 0, 255, 255], "blue, the text's color")
    }
}
