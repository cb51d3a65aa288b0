import Foundation
import Rendering
import Testing
@testable import UIKit

/// Image files through Cairo's PNG coder: `UIImage(named:)` with scale variants, bundles,
/// `UIImage(contentsOfFile:)`, `UIImage(data:)` and `pngData()`.
@Suite(.serialized) @MainActor struct ImageFileTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-image-files-\(getpid())")

    init() throws {
        Rendering.install()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Resources"), withIntermediateDirectories: true)
    }

    /// Writes a `pixels`-square PNG of one color under `name` in the directory (or `folder` in it).
    private func write(_ name: String, pixels: Int, color: UIColor, folder: String = "") throws {
        let data = try #require(UIImage(size: CGSize(width: pixels, height: pixels), color: color).pngData())
        try data.write(to: directory.appendingPathComponent(folder).appendingPathComponent(name))
    }

    private func traits(scale: CGFloat) -> UITraitCollection { UITraitCollection(displayScale: scale) }

    @Test func pngDataRoundTripsThePixels() throws {
        let original = UIImage(pixelWidth: 2, pixelHeight: 2, scale: 1, pixels: [255, 0, 0, 255, 0, 128, 0, 128, 0, 0, 0, 0, 10, 20, 30, 255])
        let data = try #require(original.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG signature")
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.pixels == original.pixels && decoded.scale == 1 && decoded.size == CGSize(width: 2, height: 2))
        let retina = try #require(UIImage(data: data, scale: 2))
        #expect(retina.scale == 2 && retina.size == CGSize(width: 1, height: 1))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46])) == nil, "a truncated JPEG")
    }

    @Test func namedImagesPickTheVariantForTheDisplayScale() throws {
        try write("badge.png", pixels: 10, color: .red)
        try write("badge@2x.png", pixels: 20, color: .green)
        try write("retina@3x.png", pixels: 30, color: .blue)
        UIImage.searchDirectories = [directory.path]
        defer { UIImage.searchDirectories = [] }
        let one = try #require(UIImage(named: "badge", in: nil, compatibleWith: traits(scale: 1)))
        #expect(one.scale == 1 && one.size == CGSize(width: 10, height: 10) && one.pixels[0...3] == [255, 0, 0, 255])
        let two = try #require(UIImage(named: "badge", in: nil, compatibleWith: traits(scale: 2)))
        #expect(two.scale == 2 && two.size == CGSize(width: 10, height: 10) && two.pixels[0...3] == [0, 255, 0, 255])
        let three = try #require(UIImage(named: "badge.png", in: nil, compatibleWith: traits(scale: 3)))
        #expect(three.scale == 2, "no @3x: the @2x variant")
        #expect(UIImage(named: "retina", in: nil, compatibleWith: traits(scale: 1))?.scale == 3)
        #expect(UIImage(named: "missing") == nil)
        #expect(UIImage(named: "badge", in: nil, compatibleWith: traits(scale: 2)) == two, "read once: the copies share pixels")
    }

    @Test func aBundlesResourcesAreSearched() throws {
        try write("inbundle@2x.png", pixels: 8, color: .red, folder: "Resources")
        let bundle = try #require(Bundle(path: directory.path))
        let image = try #require(UIImage(named: "inbundle", in: bundle, compatibleWith: traits(scale: 2)))
        #expect(image.scale == 2 && image.size == CGSize(width: 4, height: 4))
        #expect(UIImage(named: "inbundle") == nil, "not in the main bundle")
    }

    @Test func contentsOfFileTakesTheScaleFromTheName() throws {
        try write("file@2x.png", pixels: 6, color: .red)
        try write("file.png", pixels: 6, color: .red)
        let retina = try #require(UIImage(contentsOfFile: directory.appendingPathComponent("file@2x.png").path))
        #expect(retina.scale == 2 && retina.size == CGSize(width: 3, height: 3))
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("file.png").path)?.scale == 1)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("nothing.png").path) == nil)
    }

    @Test func withoutACoderNoFileIsReadAndPNGDataIsNil() {
        let installed = UIImage.coder
        UIImage.coder = nil
        defer { UIImage.coder = installed }
        #expect(UIImage(size: CGSize(width: 2, height: 2), color: .red).pngData() == nil)
    }

    @Test func aSymbolImagesPNGIsItsGlyph() throws {
        let heart = try #require(UIImage(systemName: "heart.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)
            .withTraitCollection(traits(scale: 1))))
        let data = try #require(heart.pngData())
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.pixelWidth == 24 && decoded.pixels == heart.pixels)
        let center = (12 * 24 + 12) * 4
        #expect(Array(heart.pixels[center..<center + 4]) == [0, 0, 0, 255], "black in the middle of the heart")
        let red = heart.withTintColor(.red)
        #expect(Array(red.pixels[center..<center + 4]) == [255, 0, 0, 255] && red.pixels[3] == 0)
    }
}
