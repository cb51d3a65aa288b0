import UIKit
import XCTest

/// Colors as iOS code takes them apart and tiles them: `getHue`, and `UIColor(patternImage:)`
/// as a view's background and as a fill in `draw(_:)`.
final class ColorPatternPortingTests: XCTestCase {
    /// A 20×10 tile: red on the left half, blue on the right.
    private func tile() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
    }

    func testHueSaturationAndBrightnessComeApart() {
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        XCTAssertEqual(hue, 30.0 / 360, accuracy: 1e-9)
        XCTAssertEqual(saturation, 1, accuracy: 1e-9)
        XCTAssertEqual(brightness, 1, accuracy: 1e-9)
        XCTAssertEqual(alpha, 0.8, accuracy: 1e-9)
        let back = UIColor(hue: 0.6, saturation: 0.4, brightness: 0.7, alpha: 1)
        XCTAssertTrue(back.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
        XCTAssertEqual(hue, 0.6, accuracy: 1e-9)
        XCTAssertEqual(saturation, 0.4, accuracy: 1e-9)
        XCTAssertEqual(brightness, 0.7, accuracy: 1e-9)
        XCTAssertTrue(UIColor.gray.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
        XCTAssertEqual(saturation, 0)
    }

    func testAPatternColorHasNoComponents() {
        let pattern = UIColor(patternImage: tile())
        var red: CGFloat = 0, white: CGFloat = 0
        XCTAssertFalse(pattern.getRed(&red, green: nil, blue: nil, alpha: nil))
        XCTAssertFalse(pattern.getWhite(&white, alpha: nil))
        XCTAssertFalse(pattern.getHue(nil, saturation: nil, brightness: nil, alpha: nil))
        XCTAssertNotEqual(pattern, UIColor(patternImage: tile()), "another image")
        XCTAssertEqual(pattern, pattern)
    }

    func testAPatternBackgroundTilesTheImage() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        view.backgroundColor = UIColor(patternImage: tile())
        let pixel = try Screenshot(of: view).rgb
        XCTAssertEqual(pixel(5, 5), [255, 0, 0])
        XCTAssertEqual(pixel(15, 5), [0, 0, 255])
        XCTAssertEqual(pixel(25, 15), [255, 0, 0], "the next tile, a row down")
        XCTAssertEqual(pixel(35, 15), [0, 0, 255])
        XCTAssertEqual(pixel(45, 5), [255, 0, 0])
    }

    private final class StripedView: UIView {
        var stripes: UIColor?
        override func draw(_ rect: CGRect) {
            UIColor.white.setFill()
            UIRectFill(bounds)
            stripes?.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 10, width: 40, height: 10)).fill()
        }
    }

    func testFillingWithAPatternColorInDrawTilesIt() throws {
        let view = StripedView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.stripes = UIColor(patternImage: tile())
        let pixel = try Screenshot(of: view).rgb
        XCTAssertEqual(pixel(5, 5), [255, 255, 255], "outside the path")
        XCTAssertEqual(pixel(5, 15), [255, 0, 0])
        XCTAssertEqual(pixel(15, 15), [0, 0, 255])
        XCTAssertEqual(pixel(25, 15), [255, 0, 0])
    }

    func testAPatternFillStandsUpright() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let tall = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20), format: format).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 10, width: 10, height: 10))
        }
        let view = StripedView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.stripes = UIColor(patternImage: tall)
        let pixel = try Screenshot(of: view).rgb
        // Tiles start at the origin: the stripe (10…20) lies over the tile's bottom half.
        XCTAssertEqual(pixel(5, 12), [0, 0, 255], "the bottom half, blue, where an upside-down tile would be green")
        XCTAssertEqual(pixel(5, 18), [0, 0, 255])
    }
}
