import CoreGraphics
import UIKit
import XCTest

/// Core Graphics colors, color spaces and bitmaps as iOS code uses them.
final class CoreGraphicsColorPortingTests: XCTestCase {
    func testColorsHaveComponentsInTheirSpace() {
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        XCTAssertEqual(orange.components, [1, 0.5, 0, 1])
        XCTAssertEqual(orange.numberOfComponents, 4)
        XCTAssertEqual(orange.alpha, 1)
        XCTAssertEqual(orange.colorSpace?.model, .rgb)
        XCTAssertEqual(orange.colorSpace?.name, CGColorSpace.sRGB)

        let gray = CGColor(gray: 0.25, alpha: 0.5)
        XCTAssertEqual(gray.components, [0.25, 0.5])
        XCTAssertEqual(gray.colorSpace?.model, .monochrome)
        XCTAssertEqual(gray.copy(alpha: 1)?.components, [0.25, 1])
        XCTAssertEqual(CGColor.black, CGColor(gray: 0, alpha: 1))
        XCTAssertEqual(CGColor.clear.alpha, 0)
        XCTAssertNotEqual(CGColor(red: 1, green: 1, blue: 1, alpha: 1), CGColor.white, "another space")
    }

    func testComponentsAreClampedUnlessTheSpaceIsExtended() {
        let sRGB = CGColorSpace(name: CGColorSpace.sRGB)!
        let extended = CGColorSpace(name: CGColorSpace.extendedSRGB)!
        let components: [CGFloat] = [1.25, -0.5, 0.5, 1]
        XCTAssertEqual(CGColor(colorSpace: sRGB, components: components)?.components, [1, 0, 0.5, 1])
        XCTAssertEqual(CGColor(colorSpace: extended, components: components)?.components, [1.25, -0.5, 0.5, 1])
        XCTAssertNil(CGColorSpace(name: "kCGColorSpaceNoSuchSpace" as CFString))
        XCTAssertEqual(CGColorSpaceCreateDeviceRGB().numberOfComponents, 3)
        XCTAssertEqual(CGColorSpaceCreateDeviceGray().model, .monochrome)
        XCTAssertEqual(CGColorSpaceCreateDeviceCMYK().numberOfComponents, 4)
        XCTAssertTrue(CGColorSpace(name: CGColorSpace.displayP3)!.isWideGamutRGB)
        XCTAssertFalse(sRGB.isWideGamutRGB)
    }

    func testColorsConvertBetweenSpaces() throws {
        let grayGamma = try XCTUnwrap(CGColorSpace(name: CGColorSpace.genericGrayGamma2_2))
        let white = try XCTUnwrap(CGColor(red: 1, green: 1, blue: 1, alpha: 0.5).converted(to: grayGamma, intent: .defaultIntent, options: nil))
        XCTAssertEqual(white.components?.count, 2)
        XCTAssertEqual(white.components?[0] ?? 0, 1, accuracy: 1e-9)
        XCTAssertEqual(white.alpha, 0.5)
        let linear = try XCTUnwrap(CGColorSpace(name: CGColorSpace.linearSRGB))
        let middle = try XCTUnwrap(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).converted(to: linear, intent: .perceptual, options: nil))
        XCTAssertEqual(middle.components?[0] ?? 0, 0.214, accuracy: 0.001, "sRGB's curve undone")
        let cmyk = try XCTUnwrap(CGColorSpace(name: CGColorSpace.genericCMYK))
        XCTAssertEqual(CGColor(red: 1, green: 0, blue: 0, alpha: 1).converted(to: cmyk, intent: .defaultIntent, options: nil)?.components,
                       [0, 1, 1, 0, 1])
    }

    func testUIColorBridgesToCGColor() {
        XCTAssertEqual(UIColor.red.cgColor.components, [1, 0, 0, 1])
        XCTAssertEqual(UIColor.red.cgColor.colorSpace?.name, CGColorSpace.extendedSRGB)
        XCTAssertEqual(UIColor(white: 0.5, alpha: 1).cgColor.components, [0.5, 1])
        XCTAssertEqual(UIColor(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1)), UIColor.blue)
        XCTAssertEqual(UIColor(cgColor: UIColor(white: 0.5, alpha: 1).cgColor), UIColor(white: 0.5, alpha: 1))
        XCTAssertEqual(UIColor(cgColor: UIColor.orange.cgColor), UIColor.orange)
    }

    func testADynamicColorsCGColorIsTheCurrentAppearance() {
        var dark: CGColor?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { dark = UIColor.label.cgColor }
        var light: CGColor?
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent { light = UIColor.label.cgColor }
        XCTAssertEqual(dark?.components, [1, 1, 1, 1])
        XCTAssertEqual(light?.components, [0, 0, 0, 1])
    }

    func testALayerKeepsItsCGColorWhenTheAppearanceChanges() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(card)
        card.backgroundColor = .systemBackground
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent { card.layer.borderColor = UIColor.label.cgColor }
        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(card.layer.borderColor?.components, [0, 0, 0, 1], "the CGColor given, as on iOS")
        XCTAssertEqual(card.layer.backgroundColor, UIColor.systemBackground.resolvedColor(with: card.traitCollection).cgColor,
                       "the view's own color follows its traits")
        card.layer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        XCTAssertEqual(card.backgroundColor, UIColor.green)
    }
}
