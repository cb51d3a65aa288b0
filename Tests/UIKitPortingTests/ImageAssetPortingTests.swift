import UIKit
import XCTest

/// Images with variants for light and dark appearance, as iOS code registers them on an
/// `UIImageAsset` and shows them in image views that follow the appearance.
final class ImageAssetPortingTests: XCTestCase {
    private let red = UIImage(size: CGSize(width: 10, height: 10), color: .red)
    private let blue = UIImage(size: CGSize(width: 10, height: 10), color: .blue)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let light = UITraitCollection(userInterfaceStyle: .light)

    private func centerPixel(of view: UIView) throws -> [UInt8] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        let cgImage = try XCTUnwrap(image.cgImage)
        let data = try XCTUnwrap(cgImage.dataProvider?.data as Data?)
        let offset = 5 * cgImage.bytesPerRow + 5 * 4
        return Array(data[offset..<offset + 3])
    }

    func testAnAssetGivesTheVariantForTheTraits() throws {
        let asset = UIImageAsset()
        asset.register(red, with: light)
        asset.register(blue, with: dark)
        XCTAssertEqual(asset.image(with: dark).pixels, blue.pixels)
        XCTAssertEqual(asset.image(with: light).pixels, red.pixels)
        XCTAssertEqual(asset.image(with: UITraitCollection(userInterfaceStyle: .unspecified)).pixels.count, red.pixels.count)
        XCTAssertTrue(asset.image(with: dark).imageAsset === asset)
        asset.unregisterImage(with: dark)
        XCTAssertEqual(asset.image(with: dark).pixels, red.pixels, "the one left")
    }

    func testAVariantRegisteredOnAnImagesOwnAssetIsShownInTheDark() throws {
        let image = UIImage(size: CGSize(width: 10, height: 10), color: .red)
        let asset = try XCTUnwrap(image.imageAsset)
        XCTAssertTrue(image.imageAsset === asset, "the same asset each time")
        asset.register(blue, with: dark)
        let view = UIImageView(image: image)
        XCTAssertEqual(try centerPixel(of: view), [255, 0, 0])
        view.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(try centerPixel(of: view), [0, 0, 255], "the dark variant")
        view.overrideUserInterfaceStyle = .light
        XCTAssertEqual(try centerPixel(of: view), [255, 0, 0])
    }

    func testAnImageViewShowsAnAssetsImageForItsTraits() throws {
        let asset = UIImageAsset()
        asset.register(red, with: light)
        asset.register(blue, with: dark)
        let view = UIImageView(image: asset.image(with: light))
        view.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(try centerPixel(of: view), [0, 0, 255])
    }
}
