import QuartzCore
@_spi(Host) import UIKit
import XCTest

/// Text in layers, as badge, chart and rating libraries draw it: a `CATextLayer` with a string
/// or an attributed string, its font size and color, wrapping, truncation and alignment.
final class TextLayerPortingTests: ManualClockTestCase {
    private let block = "\u{2588}"

    /// A white host view (200 by 80 unless `size` says) holding `layer` at its bounds, drawn.
    private func image(of layer: CALayer, size: CGSize = CGSize(width: 200, height: 80)) throws -> Screenshot {
        let host = UIView(frame: CGRect(origin: .zero, size: size))
        host.backgroundColor = .white
        layer.frame = host.bounds
        host.layer.addSublayer(layer)
        return try Screenshot(of: host)
    }

    /// The bounds of the pixels drawn red (or that `matching` accepts).
    private func ink(_ drawn: Screenshot, matching: (UInt8, UInt8, UInt8) -> Bool = { r, g, b in r > 200 && g < 80 && b < 80 }) -> CGRect? {
        drawn.bounds(where: matching)
    }

    private func redText(_ string: String, size: CGFloat = 30) -> CATextLayer {
        let layer = CATextLayer()
        layer.string = string
        layer.fontSize = size
        layer.foregroundColor = UIColor.red.cgColor
        layer.contentsScale = UIScreen.main.scale
        return layer
    }

    func testATextLayerHasCoreAnimationsDefaults() {
        let layer = CATextLayer()
        XCTAssertNil(layer.string)
        XCTAssertNil(layer.font)
        XCTAssertEqual(layer.fontSize, 36)
        XCTAssertEqual(layer.foregroundColor, CGColor(gray: 1, alpha: 1))
        XCTAssertFalse(layer.isWrapped)
        XCTAssertEqual(layer.truncationMode, .none)
        XCTAssertEqual(layer.alignmentMode, .natural)
        XCTAssertFalse(layer.allowsFontSubpixelQuantization)
        let copy = CATextLayer(layer: redText("Hi"))
        XCTAssertEqual(copy.string as? String, "Hi")
        XCTAssertEqual(copy.fontSize, 30)
    }

    func testAStringIsDrawnFromTheTopLeftInTheForegroundColor() throws {
        let drawn = try XCTUnwrap(ink(try image(of: redText(block))))
        XCTAssertLessThan(drawn.minX, 4)
        XCTAssertLessThan(drawn.minY, 12, "from the top, not centred")
        XCTAssertEqual(drawn.height, 30 * 1.2, accuracy: 8, "a full block of a 30-point font")
    }

    func testAlignmentPlacesTheLineInTheBounds() throws {
        let centered = redText(block)
        centered.alignmentMode = .center
        let middle = try XCTUnwrap(ink(try image(of: centered)))
        XCTAssertEqual(middle.midX, 100, accuracy: 2)
        let right = redText(block)
        right.alignmentMode = .right
        XCTAssertEqual(try XCTUnwrap(ink(try image(of: right))).maxX, 200, accuracy: 2)
    }

    func testTheFontSizeWinsOverTheFontsOwnSize() throws {
        let plain = try XCTUnwrap(ink(try image(of: redText(block, size: 40))))
        let withFont = redText(block, size: 40)
        withFont.font = UIFont.systemFont(ofSize: 10)
        XCTAssertEqual(try XCTUnwrap(ink(try image(of: withFont))).height, plain.height, accuracy: 1)
        let named = redText(block, size: 40)
        named.font = "Helvetica" as CFString
        XCTAssertEqual(try XCTUnwrap(ink(try image(of: named))).height, plain.height, accuracy: 2)
    }

    func testWrappingLaysTheTextOutInLinesOfTheWidth() throws {
        let words = Array(repeating: block, count: 12).joined(separator: " ")
        let oneLine = try XCTUnwrap(ink(try image(of: redText(words, size: 12))))
        let wrapped = redText(words, size: 12)
        wrapped.isWrapped = true
        wrapped.frame.size.width = 60
        let host = try image(of: wrapped, size: CGSize(width: 60, height: 80))
        let lines = try XCTUnwrap(ink(host))
        XCTAssertLessThanOrEqual(lines.maxX, 60)
        XCTAssertGreaterThan(lines.height, oneLine.height * 2, "three lines or more")
    }

    func testTruncationEndsTheLineWithAnEllipsis() throws {
        let long = String(repeating: block, count: 30)
        let clipped = try XCTUnwrap(ink(try image(of: redText(long))))
        XCTAssertEqual(clipped.maxX, 199, accuracy: 1, "clipped at the bounds")
        let truncated = redText(long)
        truncated.truncationMode = .end
        let drawn = try image(of: truncated)
        let whole = try XCTUnwrap(ink(drawn))
        // The ellipsis: low dots at the end, where the blocks stand full height.
        let end = (Int(whole.maxX) - 3...Int(whole.maxX)).flatMap { x in (0..<80).filter { y in
            let pixel = drawn.rgb(x, y)
            return pixel[0] > 200 && pixel[1] < 80
        } }
        XCTAssertLessThan((end.max() ?? 0) - (end.min() ?? 0), Int(whole.height) / 2, "the last glyph is short: an ellipsis")
    }

    func testAnAttributedStringIsDrawnInItsAttributes() throws {
        let layer = CATextLayer()
        layer.string = NSAttributedString(string: block, attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 30)])
        let drawn = try XCTUnwrap(ink(try image(of: layer)) { r, g, b in b > 200 && r < 80 && g < 80 })
        XCTAssertEqual(drawn.height, 30 * 1.2, accuracy: 8)
    }

    private final class BadgeView: UIView {
        override class var layerClass: AnyClass { CATextLayer.self }
        var textLayer: CATextLayer { layer as! CATextLayer }
    }

    func testAViewBackedByATextLayerDrawsItsText() throws {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        badge.backgroundColor = .white
        badge.textLayer.string = block
        badge.textLayer.fontSize = 30
        badge.textLayer.foregroundColor = UIColor.red.cgColor
        badge.textLayer.alignmentMode = .center
        XCTAssertEqual(try XCTUnwrap(ink(try Screenshot(of: badge))).midX, 100, accuracy: 2)
    }

    func testTheFontSizeAndColorAnimate() {
        let layer = redText("Hi", size: 20)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.layer.addSublayer(layer)
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = 20
        grow.toValue = 40
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.fontSize = 40
        layer.add(grow, forKey: "grow")
        clock.advance(by: 0.5)
        XCTAssertEqual(layer.presentation()?.fontSize ?? 0, 30, accuracy: 1e-6)
        XCTAssertEqual((layer.value(forKeyPath: "fontSize") as? NSNumber)?.doubleValue, 40)
    }
}
