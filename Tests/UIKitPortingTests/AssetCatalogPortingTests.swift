@_spi(Host) import UIKit
import XCTest

/// An app's asset catalog as Xcode writes it, read at run time: color sets in Xcode's
/// notations with dark variants and system references, image sets with scales, dark
/// appearances and a rendering intent, a vector (SVG) image, a namespaced folder, and a malformed set.
final class AssetCatalogPortingTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        let catalog = directory.appendingPathComponent("Assets.xcassets")
        try TestFiles.writeContents(["info": ["author": "xcode", "version": 1]], to: catalog)
        try TestFiles.writeContents(["colors": [
            ["idiom": "universal", "color": ["color-space": "srgb", "components": ["red": "0.000", "green": "0.478", "blue": "1.000", "alpha": "1.000"]]],
            ["idiom": "universal", "appearances": [["appearance": "luminosity", "value": "dark"]],
             "color": ["color-space": "srgb", "components": ["red": "255", "green": "0x80", "blue": "0", "alpha": "0.500"]]],
        ]], to: catalog.appendingPathComponent("Brand.colorset"))
        try TestFiles.writeContents(["colors": [["idiom": "universal", "color": ["platform": "ios", "reference": "systemBlueColor"]]]],
                  to: catalog.appendingPathComponent("Accent.colorset"))
        try TestFiles.writeContents(["colors": [["idiom": "universal", "color": ["color-space": "gray-gamma-22", "components": ["white": "0.250", "alpha": "1.000"]]]]],
                  to: catalog.appendingPathComponent("Folder/Shade.colorset"))
        try TestFiles.writeContents(["properties": ["provides-namespace": true]], to: catalog.appendingPathComponent("Icons"))
        try TestFiles.writeContents(["images": [["idiom": "universal", "filename": "dot.png", "scale": "1x"],
                              ["idiom": "universal", "filename": "dot@2x.png", "scale": "2x"],
                              ["idiom": "universal", "appearances": [["appearance": "luminosity", "value": "dark"]],
                               "filename": "dot-dark@2x.png", "scale": "2x"]],
                   "properties": ["template-rendering-intent": "template"]],
                  to: catalog.appendingPathComponent("Icons/Dot.imageset"))
        try png(side: 4, color: .red).write(to: catalog.appendingPathComponent("Icons/Dot.imageset/dot.png"))
        try png(side: 8, color: .red).write(to: catalog.appendingPathComponent("Icons/Dot.imageset/dot@2x.png"))
        try png(side: 8, color: .blue).write(to: catalog.appendingPathComponent("Icons/Dot.imageset/dot-dark@2x.png"))
        try TestFiles.writeContents(["images": [["idiom": "universal", "platform": "ios", "size": "1024x1024", "filename": "icon.png"],
                              ["idiom": "iphone", "size": "60x60", "scale": "3x", "filename": "icon-60@3x.png"],
                              ["idiom": "iphone", "size": "20x20", "scale": "2x"]]],
                  to: catalog.appendingPathComponent("AppIcon.appiconset"))
        try png(side: 16, color: .green).write(to: catalog.appendingPathComponent("AppIcon.appiconset/icon.png"))
        try png(side: 12, color: .green).write(to: catalog.appendingPathComponent("AppIcon.appiconset/icon-60@3x.png"))
        try TestFiles.writeContents(["data": [["idiom": "universal", "filename": "photos.json", "universal-type-identifier": "public.json"]]],
                  to: catalog.appendingPathComponent("Photos.dataset"))
        try Data(#"{"photos": 20}"#.utf8).write(to: catalog.appendingPathComponent("Photos.dataset/photos.json"))
        try TestFiles.writeContents(["images": [["idiom": "universal", "filename": "badge.svg"]],
                   "properties": ["preserves-vector-representation": true]], to: catalog.appendingPathComponent("Badge.imageset"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="10" height="10" fill="red"/></svg>"#.utf8)
            .write(to: catalog.appendingPathComponent("Badge.imageset/badge.svg"))
        let broken = catalog.appendingPathComponent("Broken.colorset")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: broken.appendingPathComponent("Contents.json"))
        UIImage.searchDirectories = [directory.path]
    }

    override func tearDownWithError() throws {
        UIImage.searchDirectories = []
        try FileManager.default.removeItem(at: directory)
    }

    private func png(side: CGFloat, color: UIColor) -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).pngData { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    private func components(_ color: UIColor?) -> [CGFloat] {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color?.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha].map { ($0 * 1000).rounded() / 1000 }
    }

    func testAColorSetIsADynamicColorWithItsDarkVariant() throws {
        let brand = try XCTUnwrap(UIColor(named: "Brand"))
        XCTAssertEqual(components(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))), [0, 0.478, 1, 1])
        // "255" counts out of 255 and "0x80" is hexadecimal, as Xcode writes 8-bit components.
        XCTAssertEqual(components(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))), [1, 0.502, 0, 0.5])
        let dark = UIColor(named: "Brand", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(components(dark), [1, 0.502, 0, 0.5])
    }

    func testColorsBySystemReferenceAndInPlainFolders() {
        let accent = UIColor(named: "Accent")
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(components(accent?.resolvedColor(with: traits)), components(UIColor.systemBlue.resolvedColor(with: traits)))
        // A folder without a namespace only groups.
        XCTAssertEqual(components(UIColor(named: "Shade")), [0.25, 0.25, 0.25, 1])
        XCTAssertNil(UIColor(named: "Folder/Shade"))
    }

    func testTheAppIconIsTheLargestImageOfItsSet() throws {
        let icon = try XCTUnwrap(UIApplication.shared.appIcon, "the window host shows it as the desktop window's icon")
        XCTAssertEqual(icon.size, CGSize(width: 16, height: 16), "the 1024-point entry (its file here 16 pixels), not the 180-pixel one")
        XCTAssertNil(UIImage(named: "AppIcon"), "an app icon set is not an image set")
    }

    func testADataSetIsADataAsset() throws {
        let asset = try XCTUnwrap(NSDataAsset(name: "Photos"))
        XCTAssertEqual(asset.name, "Photos")
        XCTAssertEqual(asset.typeIdentifier, "public.json")
        let decoded = try JSONSerialization.jsonObject(with: asset.data) as? [String: Int]
        XCTAssertEqual(decoded, ["photos": 20])
        XCTAssertEqual((asset.copy() as? NSDataAsset)?.data, asset.data)
        XCTAssertNil(NSDataAsset(name: "Missing"))
        let empty = directory.appendingPathComponent("Empty.bundle")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        XCTAssertNil(NSDataAsset(name: "Photos", bundle: try XCTUnwrap(Bundle(url: empty))), "only the bundle's catalogs")
    }

    func testMissingAndMalformedSetsAreNil() {
        XCTAssertNil(UIColor(named: "NoSuchColor"))
        XCTAssertNil(UIColor(named: "Broken"))
        XCTAssertNil(UIImage(named: "NoSuchImage"))
    }

    func testAnImageSetGivesTheVariantForTheScaleAndAppearanceWithItsRenderingIntent() throws {
        XCTAssertNil(UIImage(named: "Dot"), "a namespaced folder's sets are named Folder/Name")
        let one = try XCTUnwrap(UIImage(named: "Icons/Dot", in: nil, compatibleWith: UITraitCollection(displayScale: 1)))
        XCTAssertEqual(one.scale, 1)
        XCTAssertEqual(one.size, CGSize(width: 4, height: 4))
        XCTAssertEqual(one.renderingMode, .alwaysTemplate)
        let two = try XCTUnwrap(UIImage(named: "Icons/Dot", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
        XCTAssertEqual(two.scale, 2)
        XCTAssertEqual(two.size, CGSize(width: 4, height: 4))
        let dark = try XCTUnwrap(UIImage(named: "Icons/Dot", in: nil, compatibleWith: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark),
        ])))
        XCTAssertNotEqual(dark.pngData(), two.pngData(), "the dark appearance's file")
    }

    func testAnImageViewShowsTheSetsVariantForItsAppearance() throws {
        let image = try XCTUnwrap(UIImage(named: "Icons/Dot", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
        let view = UIImageView(image: image.withRenderingMode(.alwaysOriginal))
        view.image = image
        view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        view.tintColor = .green
        let template = try Screenshot(of: view, scale: 2).rgb(4, 4)
        XCTAssertEqual(template, [0, 255, 0], "a template in the tint")
        XCTAssertTrue(image.imageAsset === image.imageAsset)
        let dark = try XCTUnwrap(image.imageAsset?.image(with: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark),
        ])))
        XCTAssertEqual(dark.withRenderingMode(.alwaysOriginal).pngData(), UIImage(named: "Icons/Dot", in: nil, compatibleWith: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .dark),
        ]))?.withRenderingMode(.alwaysOriginal).pngData(), "the set's dark file")
    }

    func testAVectorImageIsDrawnForTheDisplayScale() throws {
        let badge = try XCTUnwrap(UIImage(named: "Badge", in: nil, compatibleWith: UITraitCollection(displayScale: 3)))
        XCTAssertEqual(badge.size, CGSize(width: 20, height: 10), "the SVG's size in points")
        XCTAssertEqual(badge.scale, 3)
        let cgImage = try XCTUnwrap(badge.cgImage)
        XCTAssertEqual(cgImage.width, 60)
        let data = try XCTUnwrap(cgImage.dataProvider?.data as Data?)
        XCTAssertEqual(Array(data[(15 * cgImage.bytesPerRow + 15 * 4)...].prefix(4)), [255, 0, 0, 255], "the red square, drawn")
        XCTAssertEqual(data[15 * cgImage.bytesPerRow + 45 * 4 + 3], 0, "right of it: transparent")
    }
}
