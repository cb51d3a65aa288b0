import CoreGraphics
import UIKit
import XCTest

/// Bitmaps made from bytes, as iOS code makes them for pixel buffers and tests.
final class CoreGraphicsImagePortingTests: XCTestCase {
    private func makeImage(bytes: [UInt8], width: Int, height: Int, bitmapInfo: UInt32) -> CGImage? {
        guard let provider = CGDataProvider(data: Data(bytes) as CFData) else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                       space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo), provider: provider,
                       decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    func testAnImageFromBytesReportsItsLayout() throws {
        let bgra: [UInt8] = [0, 0, 255, 255, 255, 0, 0, 255]
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let image = try XCTUnwrap(makeImage(bytes: bgra, width: 2, height: 1, bitmapInfo: info))
        XCTAssertEqual(image.width, 2)
        XCTAssertEqual(image.height, 1)
        XCTAssertEqual(image.bitsPerComponent, 8)
        XCTAssertEqual(image.bitsPerPixel, 32)
        XCTAssertEqual(image.bytesPerRow, 8)
        XCTAssertEqual(image.alphaInfo, .premultipliedFirst)
        XCTAssertEqual(image.byteOrderInfo, .order32Little)
        XCTAssertEqual(image.colorSpace?.model, .rgb)
        XCTAssertFalse(image.isMask)
        XCTAssertEqual(image.dataProvider?.data as Data?, Data(bgra), "the bytes as given")

        let photo = UIImage(cgImage: image, scale: 2, orientation: .up)
        XCTAssertEqual(photo.size, CGSize(width: 1, height: 0.5))
        XCTAssertEqual(photo.cgImage?.width, 2)
        XCTAssertEqual(image.cropping(to: CGRect(x: 1, y: 0, width: 5, height: 5))?.width, 1)
        XCTAssertNil(image.cropping(to: CGRect(x: 3, y: 0, width: 1, height: 1)))
    }

    func testLayoutsThatDoNotFitAreRefused() {
        XCTAssertNil(makeImage(bytes: [0, 0, 0, 0], width: 2, height: 1, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
                     "too few bytes")
        let provider = CGDataProvider(data: Data(count: 16) as CFData)!
        XCTAssertNil(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 16, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
                             bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue), provider: provider,
                             decode: nil, shouldInterpolate: false, intent: .defaultIntent), "four components cannot fit in 16 bits")
    }

    func testAnImageMaskHasNoColorSpace() throws {
        let provider = try XCTUnwrap(CGDataProvider(data: Data([0b1010_0000]) as CFData))
        let mask = try XCTUnwrap(CGImage(maskWidth: 4, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                                         provider: provider, decode: nil, shouldInterpolate: false))
        XCTAssertTrue(mask.isMask)
        XCTAssertNil(mask.colorSpace)
        XCTAssertEqual(mask.width, 4)
    }

    /// The premultiplied RGBA bytes of `image` drawn into a bitmap context of its size.
    private func drawnBytes(of image: CGImage) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: image.width * image.height * 4)
        bytes.withUnsafeMutableBytes { buffer in
            let context = CGContext(data: buffer.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                                    bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        }
        return bytes
    }

    func testMaskingShowsTheImageWhereTheMaskPaints() throws {
        let red: [UInt8] = Array([[UInt8]](repeating: [255, 0, 0, 255], count: 4).joined())
        let image = try XCTUnwrap(makeImage(bytes: red, width: 4, height: 1, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        let maskProvider = try XCTUnwrap(CGDataProvider(data: Data([0b1010_0000]) as CFData))
        let mask = try XCTUnwrap(CGImage(maskWidth: 4, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                                         provider: maskProvider, decode: nil, shouldInterpolate: false))
        let masked = try XCTUnwrap(image.masking(mask))
        XCTAssertEqual(drawnBytes(of: masked), [0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255],
                       "an image mask's 1s hide the image, its 0s show it")

        let grayProvider = try XCTUnwrap(CGDataProvider(data: Data([255, 0]) as CFData))
        let gray = try XCTUnwrap(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                                         space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue),
                                         provider: grayProvider, decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        let stretched = try XCTUnwrap(image.masking(gray))
        XCTAssertEqual(drawnBytes(of: stretched), [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0],
                       "a gray image shows the image where it is white, stretched over it")
        XCTAssertNil(image.masking(image), "a color image is no mask")
        XCTAssertNil(mask.masking(mask), "a mask cannot be masked")
    }

    func testALayerShowsACGImage() {
        let layer = CALayer()
        let image = UIImage(size: CGSize(width: 2, height: 2), color: .red).cgImage
        layer.contents = image
        XCTAssertTrue((layer.contents as? CGImage) === image)
    }
}
