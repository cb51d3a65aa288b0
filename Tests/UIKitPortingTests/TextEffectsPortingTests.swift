import UIKit
import XCTest

/// The text attributes iOS code styles labels with beyond fonts and colors: `NSShadow`,
/// `.baselineOffset`, `.obliqueness`, `.strokeWidth`/`.strokeColor`, the lines' colors and
/// styles, ligatures, drawn as iOS draws them. A full block (█) stands for a glyph whose ink is
/// a known rectangle.
final class TextEffectsPortingTests: XCTestCase {
    private let block = "\u{2588}"

    private func isBlack(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r < 40 && g < 40 && b < 40 }
    private func isRed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r > 200 && g < 60 && b < 60 }

    private func label(_ text: NSAttributedString, size: CGSize? = nil) -> UILabel {
        let label = UILabel()
        label.attributedText = text
        label.frame = CGRect(origin: .zero, size: size ?? label.intrinsicContentSize)
        return label
    }

    private func blockText(_ attributes: [NSAttributedString.Key: Any], size: CGFloat = 40) -> NSAttributedString {
        var all = attributes
        all[.font] = all[.font] ?? UIFont.systemFont(ofSize: size)
        all[.foregroundColor] = all[.foregroundColor] ?? UIColor.black
        return NSAttributedString(string: block, attributes: all)
    }

    func testAShadowHasUIKitsDefaults() {
        let shadow = NSShadow()
        XCTAssertEqual(shadow.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(shadow.shadowBlurRadius, 0)
        XCTAssertNil(shadow.shadowColor)
        shadow.shadowColor = UIColor.red
        shadow.shadowBlurRadius = 2
        let copy = shadow.copy() as! NSShadow
        XCTAssertEqual(copy, shadow)
        XCTAssertFalse(copy === shadow)
        copy.shadowOffset = CGSize(width: 1, height: 1)
        XCTAssertNotEqual(copy, shadow)
    }

    func testAShadowFallsUnderTheTextAtItsOffset() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 6, height: 5)
        shadow.shadowColor = UIColor.red
        let text = label(blockText([.shadow: shadow]), size: CGSize(width: 60, height: 70))
        let drawn = try Screenshot(of: text, background: .white)
        let glyph = try XCTUnwrap(drawn.bounds(where: isBlack))
        let cast = try XCTUnwrap(drawn.bounds(where: isRed), "the shadow, red")
        XCTAssertEqual(cast.maxX, glyph.maxX + 6, accuracy: 1, "6 points right")
        XCTAssertEqual(cast.maxY, glyph.maxY + 5, accuracy: 1, "5 points down")
        XCTAssertGreaterThan(cast.minX, glyph.minX, "the text lies over its shadow")
    }

    func testAShadowWithoutAColorIsAThirdBlackAndBlurs() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 8)
        shadow.shadowBlurRadius = 4
        let text = label(blockText([.shadow: shadow, .foregroundColor: UIColor.blue]), size: CGSize(width: 60, height: 80))
        let drawn = try Screenshot(of: text, background: .white)
        let glyph = try XCTUnwrap(drawn.bounds { r, g, b in b > 200 && r < 60 && g < 60 })
        // Under the glyph, where only the shadow is: gray, a third of black at most.
        let x = Int(glyph.midX), y = Int(glyph.maxY) + 3
        let offset = y * drawn.row + x * 4
        let gray = drawn.bytes[offset]
        XCTAssertLessThan(gray, 250, "shadowed")
        XCTAssertGreaterThanOrEqual(Int(gray), 255 * 2 / 3 - 2, "no darker than a third of black")
        XCTAssertEqual(drawn.bytes[offset], drawn.bytes[offset + 2], "gray, not blue")
        // The blur spreads past the sharp shadow's edge.
        let below = (Int(glyph.maxY) + 8 + 2) * drawn.row + x * 4
        XCTAssertLessThan(drawn.bytes[below], 255, "blurred past the shadow's edge")
    }

    func testOnlyTheShadowedRunCastsIt() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 6)
        shadow.shadowColor = UIColor.red
        let text = NSMutableAttributedString(attributedString: blockText([:]))
        text.append(blockText([.shadow: shadow]))
        let view = label(text, size: CGSize(width: 100, height: 70))
        let drawn = try Screenshot(of: view, background: .white)
        let glyphs = try XCTUnwrap(drawn.bounds(where: isBlack))
        let cast = try XCTUnwrap(drawn.bounds(where: isRed))
        XCTAssertGreaterThan(cast.minX, glyphs.midX - 2, "under the second block only")
    }

    func testABaselineOffsetMovesTheCharactersAndTheLineMakesRoom() throws {
        func pair(_ offset: CGFloat) -> NSAttributedString {
            let text = NSMutableAttributedString(attributedString: blockText([:]))
            text.append(blockText([.baselineOffset: offset, .foregroundColor: UIColor.red]))
            return text
        }
        let plain = label(blockText([:]))
        for offset: CGFloat in [8, -6] {
            let view = label(pair(offset))
            XCTAssertEqual(view.intrinsicContentSize.height, plain.intrinsicContentSize.height + abs(offset), accuracy: 1, "room for \(offset)")
            let drawn = try Screenshot(of: view, background: .white)
            let still = try XCTUnwrap(drawn.bounds(where: isBlack)), moved = try XCTUnwrap(drawn.bounds(where: isRed))
            XCTAssertEqual(moved.minY, still.minY - offset, accuracy: 1, "moved up by \(offset)")
            XCTAssertEqual(moved.height, still.height, accuracy: 1)
        }
    }

    func testObliquenessLeansTheGlyphsRight() throws {
        let upright = label(blockText([:]), size: CGSize(width: 80, height: 60))
        let leaning = label(blockText([.obliqueness: 0.25]), size: CGSize(width: 80, height: 60))
        let straight = try XCTUnwrap(try Screenshot(of: upright, background: .white).bounds(where: isBlack))
        let drawn = try Screenshot(of: leaning, background: .white)
        let skewed = try XCTUnwrap(drawn.bounds(where: isBlack))
        XCTAssertEqual(skewed.height, straight.height, accuracy: 1)
        XCTAssertEqual(skewed.width, straight.width + 0.25 * straight.height, accuracy: 3, "wider by a quarter of the height")
        func firstBlack(row: Int) -> Int? {
            (0..<drawn.width).first { x in let o = row * drawn.row + x * 4; return isBlack(drawn.bytes[o], drawn.bytes[o + 1], drawn.bytes[o + 2]) }
        }
        let top = try XCTUnwrap(firstBlack(row: Int(skewed.minY) + 1)), bottom = try XCTUnwrap(firstBlack(row: Int(skewed.maxY) - 2))
        XCTAssertGreaterThan(top, bottom + 5, "the top leans right")
    }

    func testAPositiveStrokeWidthDrawsTheOutlineAlone() throws {
        let view = label(blockText([.strokeWidth: 4, .strokeColor: UIColor.red], size: 60), size: CGSize(width: 80, height: 80))
        let drawn = try Screenshot(of: view, background: .white)
        let outline = try XCTUnwrap(drawn.bounds(where: isRed))
        XCTAssertNil(drawn.bounds(where: isBlack), "no fill")
        let center = Int(outline.midY) * drawn.row + Int(outline.midX) * 4
        XCTAssertEqual(Array(drawn.bytes[center..<center + 3]), [255, 255, 255], "hollow")
    }

    func testANegativeStrokeWidthFillsAndStrokes() throws {
        let view = label(blockText([.strokeWidth: -6, .strokeColor: UIColor.red], size: 60), size: CGSize(width: 80, height: 80))
        let drawn = try Screenshot(of: view, background: .white)
        let outline = try XCTUnwrap(drawn.bounds(where: isRed))
        let fill = try XCTUnwrap(drawn.bounds(where: isBlack))
        XCTAssertTrue(outline.contains(fill), "the outline around the fill")
        XCTAssertGreaterThan(outline.width, fill.width + 2)
    }

    func testAStrokeWithoutAColorIsTheTextsColor() throws {
        let view = label(blockText([.strokeWidth: 4, .foregroundColor: UIColor.red], size: 60), size: CGSize(width: 80, height: 80))
        XCTAssertNotNil(try Screenshot(of: view, background: .white).bounds(where: isRed))
    }

    func testUnderlineAndStrikethroughTakeTheirColors() throws {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.black,
            .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red,
            .strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.blue,
        ]
        let drawn = try Screenshot(of: label(NSAttributedString(string: "ab cd", attributes: attributes)), background: .white)
        let glyphs = try XCTUnwrap(drawn.bounds(where: isBlack))
        let underline = try XCTUnwrap(drawn.bounds(where: isRed), "a red underline")
        let strike = try XCTUnwrap(drawn.bounds { r, g, b in b > 200 && r < 60 && g < 60 }, "a blue strikethrough")
        XCTAssertGreaterThan(underline.minY, glyphs.midY, "under the text")
        XCTAssertLessThan(strike.maxY, underline.minY, "over the underline")
        XCTAssertGreaterThan(strike.minY, glyphs.minY, "across the letters")
        XCTAssertGreaterThanOrEqual(underline.width, glyphs.width - 2, "under the whole text, the space too")
        XCTAssertGreaterThanOrEqual(strike.width, glyphs.width - 2)
    }

    func testAnUnderlineByWordLeavesTheSpacesOut() throws {
        let style = NSUnderlineStyle.single.union(.byWord)
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.black,
                                                         .underlineStyle: style.rawValue, .underlineColor: UIColor.red]
        let view = label(NSAttributedString(string: "\(block)   \(block)", attributes: attributes))
        let drawn = try Screenshot(of: view, background: .white)
        let underline = try XCTUnwrap(drawn.bounds(where: isRed))
        let row = Int(underline.midY), middle = Int(underline.midX)
        let offset = row * drawn.row + middle * 4
        XCTAssertFalse(isRed(drawn.bytes[offset], drawn.bytes[offset + 1], drawn.bytes[offset + 2]), "not under the spaces")
        let first = row * drawn.row + (Int(underline.minX) + 3) * 4
        XCTAssertTrue(isRed(drawn.bytes[first], drawn.bytes[first + 1], drawn.bytes[first + 2]), "under the words")
    }

    func testADoubleUnderlineDrawsTwoLines() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 30), .underlineColor: UIColor.red,
                                                         .underlineStyle: NSUnderlineStyle.double.rawValue]
        let view = label(NSAttributedString(string: "ab", attributes: attributes))
        let drawn = try Screenshot(of: view, background: .white)
        let lines = try XCTUnwrap(drawn.bounds(where: isRed))
        let x = Int(lines.midX)
        let redRows = (Int(lines.minY)...Int(lines.maxY)).map { y in
            let o = y * drawn.row + x * 4
            return isRed(drawn.bytes[o], drawn.bytes[o + 1], drawn.bytes[o + 2])
        }
        XCTAssertTrue(redRows.contains(false), "a gap between the two lines")
    }

    func testTrackingSpacesCharactersAsKernDoes() {
        let font = UIFont.systemFont(ofSize: 20)
        let plain = NSAttributedString(string: "abc", attributes: [.font: font]).size().width
        let tracked = NSAttributedString(string: "abc", attributes: [.font: font, .tracking: 5]).size().width
        let kerned = NSAttributedString(string: "abc", attributes: [.font: font, .kern: 5]).size().width
        XCTAssertEqual(tracked, kerned, accuracy: 0.01)
        XCTAssertEqual(tracked, plain + 10, accuracy: 1, "between the characters (Pango spaces none after the last)")
    }

    func testWithoutLigaturesTheLettersKeepTheirOwnWidths() {
        let font = UIFont.systemFont(ofSize: 30)
        let apart = NSAttributedString(string: "f", attributes: [.font: font]).size().width
            + NSAttributedString(string: "i", attributes: [.font: font]).size().width
        let unjoined = NSAttributedString(string: "fi", attributes: [.font: font, .ligature: 0]).size().width
        XCTAssertEqual(unjoined, apart, accuracy: 0.5)
    }

    func testEffectsOnAttributedStringsDrawnIntoAContext() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 4, height: 4)
        shadow.shadowColor = UIColor.red
        let text = blockText([.shadow: shadow])
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
            text.draw(at: CGPoint(x: 5, y: 5))
        }
        let drawn = try Screenshot(of: UIImageView(image: image))
        let glyph = try XCTUnwrap(drawn.bounds(where: isBlack))
        let cast = try XCTUnwrap(drawn.bounds(where: isRed))
        XCTAssertEqual(cast.maxX - glyph.maxX, 4, accuracy: 1)
        XCTAssertEqual(cast.maxY - glyph.maxY, 4, accuracy: 1)
    }
}
