import Foundation
import Rendering
import Testing
@testable import UIKit

/// JPEG files through libjpeg: `UIImage(data:)`, `UIImage(contentsOfFile:)`, `UIImage(named:)` with
/// `.jpg` names, `jpegData(compressionQuality:)`, and EXIF orientations. The fixtures were made
/// with ImageMagick: `halves.jpg` is 16×8 pixels, red on the left, blue on the right;
/// `halves-right.jpg` is the same with EXIF orientation 6 (turned clockwise to show it), added
/// by hand; `cmyk.jpg` is red and green halves in CMYK.
@Suite(.serialized) @MainActor struct JPEGFileTests {
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-jpeg-files-\(getpid())")

    init() throws {
        Rendering.install()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [Int] {
        let offset = (y * image.pixelWidth + x) * 4
        return image.pixels[offset..<offset + 4].map(Int.init)
    }

    /// Whether two colors are within `tolerance` per channel (JPEG is lossy).
    private func near(_ actual: [Int], _ expected: [Int], tolerance: Int = 12) -> Bool {
        zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func aJPEGFileDecodes() throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("halves.jpg"))
        let image = try #require(UIImage(data: data))
        #expect(image.pixelWidth == 16 && image.pixelHeight == 8 && image.scale == 1 && image.imageOrientation == .up)
        #expect(near(pixel(image, 2, 4), [255, 0, 0, 255]) && near(pixel(image, 13, 4), [0, 0, 255, 255]))
        #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 8, height: 4))
        #expect(UIImage(data: data.prefix(40)) == nil, "a truncated file")
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46])) == nil)
    }

    @Test func aCMYKJPEGDecodesToItsColors() throws {
        let image = try #require(UIImage(contentsOfFile: fixtures.appendingPathComponent("cmyk.jpg").path))
        #expect(image.pixelWidth == 16 && near(pixel(image, 2, 4), [255, 0, 0, 255]) && near(pixel(image, 13, 4), [0, 255, 0, 255]))
    }

    @Test func theEXIFOrientationTurnsTheImage() throws {
        let image = try #require(UIImage(contentsOfFile: fixtures.appendingPathComponent("halves-right.jpg").path))
        #expect(image.imageOrientation == .right && image.size == CGSize(width: 8, height: 16))
        #expect(image.cgImage?.width == 16, "the bitmap as stored")
        // Drawn upright: red on top, blue below.
        let drawn = Rendering.makeImage(size: image.size, scale: 1) { context in context.draw(image, in: CGRect(origin: .zero, size: image.size)) }
        #expect(near(pixel(drawn, 4, 2), [255, 0, 0, 255]) && near(pixel(drawn, 4, 13), [0, 0, 255, 255]))
    }

    @Test func jpegDataRoundTripsWithItsOrientation() throws {
        let original = Rendering.makeImage(size: CGSize(width: 16, height: 16), scale: 1) { context in
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 8), color: .green, cornerRadius: 0)
            context.fill(CGRect(x: 0, y: 8, width: 16, height: 8), color: .white, cornerRadius: 0)
        }
        let best = try #require(original.jpegData(compressionQuality: 1))
        #expect(best.starts(with: [0xFF, 0xD8, 0xFF]), "a JPEG file")
        let decoded = try #require(UIImage(data: best))
        #expect(decoded.size == original.size && near(pixel(decoded, 8, 3), [0, 255, 0, 255]) && near(pixel(decoded, 8, 12), [255, 255, 255, 255]))
        let smallest = try #require(original.jpegData(compressionQuality: 0))
        #expect(smallest.count < best.count, "lower quality, smaller file")
        let turned = UIImage(cgImage: try #require(original.cgImage), scale: 1, orientation: .left)
        let turnedData = try #require(turned.jpegData(compressionQuality: 0.8))
        #expect(UIImage(data: turnedData)?.imageOrientation == .left)
        let clear = UIImage(size: CGSize(width: 8, height: 8), color: .clear)
        let clearData = try #require(clear.jpegData(compressionQuality: 1))
        let black = try #require(UIImage(data: clearData))
        #expect(near(pixel(black, 4, 4), [0, 0, 0, 255]), "no alpha: transparent is black")
        #expect(UIImage(pixelWidth: 0, pixelHeight: 0, pixels: []).jpegData(compressionQuality: 1) == nil)
    }

    @Test func anImageRendererWritesFileData() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }())
        let jpeg = renderer.jpegData(withCompressionQuality: 0.9) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
        let decoded = try #require(UIImage(data: jpeg))
        #expect(decoded.pixelWidth == 8 && near(pixel(decoded, 4, 4), [255, 0, 0, 255]))
        let png = renderer.pngData { context in context.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && UIImage(data: png).map { pixel($0, 1, 1) } == [0, 0, 0, 255])
    }

    @Test func namedJPEGsNeedTheirExtensionAsOnIOS() throws {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("halves.jpg"))
        try data.write(to: directory.appendingPathComponent("photo@2x.jpg"))
        try data.write(to: directory.appendingPathComponent("snapshot.jpeg"))
        UIImage.searchDirectories = [directory.path]
        defer { UIImage.searchDirectories = [] }
        let photo = try #require(UIImage(named: "photo.jpg", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(photo.scale == 2 && photo.size == CGSize(width: 8, height: 4))
        #expect(UIImage(named: "snapshot.jpeg")?.pixelWidth == 16)
        #expect(UIImage(named: "photo", in: nil, compatibleWith: UITraitCollection(displayScale: 2)) == nil, "a bare name means .png")
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("photo@2x.jpg").path)?.scale == 2)
    }

    @Test func withoutACoderJPEGDataIsNil() {
        let installed = UIImage.coder
        UIImage.coder = nil
        defer { UIImage.coder = installed }
        #expect(UIImage(size: CGSize(width: 2, height: 2), color: .red).jpegData(compressionQuality: 1) == nil)
    }
}
