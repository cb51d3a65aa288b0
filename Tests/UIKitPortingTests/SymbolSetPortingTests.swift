import UIKit
import XCTest

/// A custom symbol as SF Symbols exports it (a `.symbolset` holding the template SVG): found by
/// `UIImage(named:)` as a symbol image, sized by its template's guides and margins for the
/// configuration's point size, weight and scale, drawn filled and tinted as a template.
final class SymbolSetPortingTests: XCTestCase {
    private var directory: URL!

    /// An SF Symbols template (v3's layout: a 3300 × 2200 artboard, the scales' baselines and
    /// caplines 70.459 units apart as a 100-point font's cap height), with three layers: a
    /// 60 × 70 square at regular medium between margins 80 apart, a 70 × 70 square at bold
    /// medium between margins 90 apart, and a 50 × 50 square at regular small between margins
    /// 60 apart. Its shapes carry the template's preview wireframe style.
    private static let template = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
    <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
     <style>
    .monochrome-0 {-sfsymbols-motion-group:0}
    .SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}
     </style>
     <g id="Notes">
      <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>
      <text style="stroke:none;fill:black;font-family:sans-serif;font-size:13;" transform="matrix(1 0 0 1 263 322)">Weight/Scale Variations</text>
     </g>
     <g id="Guides">
      <line id="Baseline-S" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="696" y2="696"/>
      <line id="Capline-S" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="625.541" y2="625.541"/>
      <line id="Baseline-M" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="1126" y2="1126"/>
      <line id="Capline-M" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
      <line id="Baseline-L" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="1556" y2="1556"/>
      <line id="Capline-L" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="1485.54" y2="1485.54"/>
      <line id="left-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1395" x2="1395" y1="600" y2="720"/>
      <line id="right-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1455" x2="1455" y1="600" y2="720"/>
      <line id="left-margin-Regular-M" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1390" x2="1390" y1="1030" y2="1150"/>
      <line id="right-margin-Regular-M" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1470" x2="1470" y1="1030" y2="1150"/>
      <line id="left-margin-Bold-M" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1990" x2="1990" y1="1030" y2="1150"/>
      <line id="right-margin-Bold-M" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="2080" x2="2080" y1="1030" y2="1150"/>
     </g>
     <g id="Symbols">
      <g id="Regular-S" transform="matrix(1 0 0 1 1400 696)">
       <path class="monochrome-0 SFSymbolsPreviewWireframe" d="M0 -50 L50 -50 L50 0 L0 0 Z"/>
      </g>
      <g id="Regular-M" transform="matrix(1 0 0 1 1400 1126)">
       <path class="monochrome-0 SFSymbolsPreviewWireframe" d="M0 -70 L60 -70 L60 0 L0 0 Z"/>
      </g>
      <g id="Bold-M" transform="matrix(1 0 0 1 2000 1126)">
       <path class="monochrome-0 SFSymbolsPreviewWireframe" d="M0 -70 L70 -70 L70 0 L0 0 Z"/>
      </g>
     </g>
    </svg>
    """

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        let catalog = directory.appendingPathComponent("Assets.xcassets")
        try TestFiles.writeContents(["info": ["author": "xcode", "version": 1]], to: catalog)
        let box = catalog.appendingPathComponent("custom.box.symbolset")
        try TestFiles.writeContents(["info": ["author": "xcode", "version": 1], "symbols": [["filename": "custom.box.svg", "idiom": "universal"]]], to: box)
        try Data(Self.template.utf8).write(to: box.appendingPathComponent("custom.box.svg"))
        let broken = catalog.appendingPathComponent("custom.broken.symbolset")
        try TestFiles.writeContents(["symbols": [["filename": "custom.broken.svg", "idiom": "universal"]]], to: broken)
        try Data("<svg><g id=".utf8).write(to: broken.appendingPathComponent("custom.broken.svg"))
        try TestFiles.writeContents(["symbols": [["filename": "missing.svg", "idiom": "universal"]]], to: catalog.appendingPathComponent("custom.missing.symbolset"))
        UIImage.searchDirectories = [directory.path]
    }

    override func tearDownWithError() throws {
        UIImage.searchDirectories = []
        try FileManager.default.removeItem(at: directory)
    }

    /// The alpha of the image's pixel at `x`, `y` (in pixels), as a bitmap context reads it.
    private func alpha(of image: UIImage, x: Int, y: Int) throws -> UInt8 {
        let cgImage = try XCTUnwrap(image.cgImage)
        let data = try XCTUnwrap(cgImage.dataProvider?.data as Data?)
        return data[y * cgImage.bytesPerRow + x * 4 + 3]
    }

    private func pixelSize(_ image: UIImage) -> CGSize {
        CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
    }

    func testASymbolSetIsASymbolImageSizedByItsTemplate() throws {
        let configuration = UIImage.SymbolConfiguration(pointSize: 17).withTraitCollection(UITraitCollection(displayScale: 2))
        let box = try XCTUnwrap(UIImage(named: "custom.box", in: nil, with: configuration))
        XCTAssertTrue(box.isSymbolImage)
        XCTAssertEqual(box.renderingMode, .automatic)
        XCTAssertEqual(box.symbolConfiguration?.traitCollection?.displayScale, 2)
        // 17 points of a template drawn at 100: 0.34 pixels a unit at 2×; the margins 80 apart,
        // the shape 70 tall.
        XCTAssertEqual(box.scale, 2)
        XCTAssertEqual(pixelSize(box), CGSize(width: 27, height: 24))
        // The shape is filled (not the template's wireframe), inside the margins.
        XCTAssertEqual(try alpha(of: box, x: 13, y: 12), 255)
        XCTAssertEqual(try alpha(of: box, x: 1, y: 12), 0, "left of the shape: the margin")
        XCTAssertEqual(try alpha(of: box, x: 25, y: 12), 0, "right of the shape: the margin")
        XCTAssertTrue(box.description.contains("symbol(main: custom.box)"), box.description)
        XCTAssertNil(UIImage(systemName: "custom.box"), "custom symbols are not system symbols")
    }

    func testTheConfigurationChoosesTheTemplatesLayer() throws {
        let traits = UITraitCollection(displayScale: 2)
        let box = try XCTUnwrap(UIImage(named: "custom.box", in: nil, compatibleWith: traits))
        XCTAssertEqual(box.symbolConfiguration?.traitCollection?.displayScale, 2)
        func size(_ configuration: UIImage.SymbolConfiguration) -> CGSize? {
            box.applyingSymbolConfiguration(configuration).map(pixelSize)
        }
        XCTAssertEqual(size(.init(pointSize: 34)), CGSize(width: 54, height: 48))
        XCTAssertEqual(size(.init(pointSize: 17, weight: .bold)), CGSize(width: 31, height: 24), "the bold layer's margins, 90 apart")
        XCTAssertEqual(size(.init(pointSize: 17, weight: .heavy)), CGSize(width: 27, height: 24), "no heavy layer: the regular one")
        XCTAssertEqual(size(.init(pointSize: 17, weight: .regular, scale: .small)), CGSize(width: 20, height: 17), "the small layer as designed")
        XCTAssertEqual(size(.init(pointSize: 17, weight: .regular, scale: .large)), CGSize(width: 34, height: 30),
                       "no large layer: the medium one, a quarter larger")
        let large = UIImage.SymbolConfiguration(pointSize: 34)
        XCTAssertEqual(box.withConfiguration(large), UIImage(named: "custom.box", in: nil, with: large), "the same symbol and configuration")
        XCTAssertNotEqual(box, UIImage(named: "custom.box", in: nil, with: large))
    }

    func testACustomSymbolIsTintedAsATemplate() throws {
        let box = try XCTUnwrap(UIImage(named: "custom.box", in: nil, compatibleWith: UITraitCollection(displayScale: 1)))
        let red = box.withTintColor(.red)
        let data = try XCTUnwrap(red.cgImage?.dataProvider?.data as Data?)
        let row = try XCTUnwrap(red.cgImage?.bytesPerRow)
        XCTAssertEqual(red.cgImage?.alphaInfo, .premultipliedLast)
        let center = (red.cgImage!.height / 2) * row + (red.cgImage!.width / 2) * 4
        XCTAssertEqual(Array(data[center..<center + 4]), [255, 0, 0, 255], "red, as RGBA")

        let imageView = UIImageView(image: box)
        imageView.tintColor = .systemGreen
        XCTAssertEqual(imageView.intrinsicContentSize, box.size)
    }

    func testAnUnreadableTemplateIsNoImage() {
        XCTAssertNil(UIImage(named: "custom.broken"))
        XCTAssertNil(UIImage(named: "custom.missing"))
        XCTAssertNil(UIImage(named: "custom.nothing"))
    }
}
