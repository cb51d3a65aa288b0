import UIKit
import XCTest

/// Images with variants for light and dark appearance, as iOS code registers them on an
/// `UIImageAsset` and shows them in image views that follow the appearance.
final class ImageAssetPortingTests: XCTestCase {
    private let red = UIImage(size: CGSize(width: 10, height: 10), color: .red)
    private let blue = UIImage(size: CGSize(width: 10, height: 10), color: .blue)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let light = UITraitCollection(userInterfaceStyle: .light)

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
        XCTAssertEqual(try Screenshot(of: view).rgb(5, 5), [255, 0, 0])
        view.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(try Screenshot(of: view).rgb(5, 5), [0, 0, 255], "the dark variant")
        view.overrideUserInterfaceStyle = .light
        XCTAssertEqual(try Screenshot(of: view).rgb(5, 5), [255, 0, 0])
    }

    func testAnImageViewShowsAnAssetsImageForItsTraits() throws {
        let asset = UIImageAsset()
        asset.register(red, with: light)
        asset.register(blue, with: dark)
        let view = UIImageView(image: asset.image(with: light))
        view.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(try Screenshot(of: view).rgb(5, 5), [0, 0, 255])
    }
}
