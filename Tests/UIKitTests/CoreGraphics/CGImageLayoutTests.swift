import Foundation
import Testing
import UIKit

/// Bitmap layouts read into the premultiplied sRGB RGBA the renderer draws.
@Suite struct CGImageLayoutTests {
    private func image(_ bytes: [UInt8], width: Int, height: Int = 1, bitsPerComponent: Int = 8, bitsPerPixel: Int = 32,
                       space: CGColorSpace = CGColorSpaceCreateDeviceRGB(), info: UInt32, decode: [CGFloat]? = nil) -> CGImage? {
        let provider = CGDataProvider(data: Data(bytes) as CFData)!
        let bytesPerRow = (width * bitsPerPixel + 7) / 8
        return (decode ?? []).withUnsafeBufferPointer { buffer in
            CGImage(width: width, height: height, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                    space: space, bitmapInfo: CGBitmapInfo(rawValue: info), provider: provider, decode: decode == nil ? nil : buffer.baseAddress,
                    shouldInterpolate: true, intent: .defaultIntent)
        }
    }

    @Test func rgbaLayoutsReadInTheirByteOrder() {
        let premultipliedLast = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(image([10, 20, 30, 40], width: 1, info: premultipliedLast)?.pixels == [10, 20, 30, 40])
        let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        #expect(image([30, 20, 10, 40], width: 1, info: bgra)?.pixels == [10, 20, 30, 40], "BGRA in memory")
        let argb = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Big.rawValue
        #expect(image([40, 10, 20, 30], width: 1, info: argb)?.pixels == [10, 20, 30, 40])
        #expect(image([255, 0, 0, 99], width: 1, info: CGImageAlphaInfo.noneSkipLast.rawValue)?.pixels == [255, 0, 0, 255])
        #expect(image([99, 0, 255, 0], width: 1, info: CGImageAlphaInfo.noneSkipFirst.rawValue)?.pixels == [0, 255, 0, 255])
    }

    @Test func straightAlphaIsPremultiplied() {
        #expect(image([255, 128, 0, 128], width: 1, info: CGImageAlphaInfo.last.rawValue)?.pixels == [128, 64, 0, 128])
        #expect(image([128, 255, 128, 0], width: 1, info: CGImageAlphaInfo.first.rawValue)?.pixels == [128, 64, 0, 128])
    }

    @Test func grayAndCMYKBecomeRGB() {
        let gray = CGColorSpaceCreateDeviceGray()
        #expect(image([77], width: 1, bitsPerPixel: 8, space: gray, info: CGImageAlphaInfo.none.rawValue)?.pixels == [77, 77, 77, 255])
        #expect(image([200, 128], width: 1, bitsPerPixel: 16, space: gray, info: CGImageAlphaInfo.last.rawValue)?.pixels == [100, 100, 100, 128])
        #expect(image([0, 0, 0], width: 1, bitsPerPixel: 24, info: CGImageAlphaInfo.none.rawValue)?.pixels == [0, 0, 0, 255])
        let cmyk = CGColorSpaceCreateDeviceCMYK()
        #expect(image([0, 255, 255, 0], width: 1, space: cmyk, info: CGImageAlphaInfo.none.rawValue)?.pixels == [255, 0, 0, 255], "red")
        let linearGray = CGColorSpace(name: CGColorSpace.linearGray)!
        #expect(image([55], width: 1, bitsPerPixel: 8, space: linearGray, info: CGImageAlphaInfo.none.rawValue)?.pixels == [128, 128, 128, 255],
                "a linear 0.216 is sRGB's 0.5")
    }

    @Test func subByteSamplesAndDecodeArrays() {
        let gray = CGColorSpaceCreateDeviceGray()
        let bits = image([0b1000_0000], width: 2, bitsPerComponent: 1, bitsPerPixel: 1, space: gray, info: CGImageAlphaInfo.none.rawValue)
        #expect(bits?.pixels == [255, 255, 255, 255, 0, 0, 0, 255])
        let inverted = image([0b1000_0000], width: 2, bitsPerComponent: 1, bitsPerPixel: 1, space: gray, info: CGImageAlphaInfo.none.rawValue,
                             decode: [1, 0])
        #expect(inverted?.pixels == [0, 0, 0, 255, 255, 255, 255, 255])
        let mask = CGImage(maskWidth: 4, height: 1, bitsPerComponent: 2, bitsPerPixel: 2, bytesPerRow: 1,
                           provider: CGDataProvider(data: Data([0b00_01_10_11]) as CFData)!, decode: nil, shouldInterpolate: false)
        #expect(mask?.pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element) == [255, 170, 85, 0], "an inverse alpha")
    }

    @Test func unsupportedLayoutsAreRefused() {
        let floats = CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue
        #expect(image([UInt8](repeating: 0, count: 16), width: 1, bitsPerPixel: 128, info: floats) == nil)
        #expect(image([UInt8](repeating: 0, count: 8), width: 1, bitsPerComponent: 16, bitsPerPixel: 64,
                      info: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        let pattern = CGColorSpace(name: CGColorSpace.genericLab)!
        #expect(image([0, 0, 0], width: 1, bitsPerPixel: 24, space: pattern, info: CGImageAlphaInfo.none.rawValue) == nil, "Lab is not drawn")
    }

    @Test func copyingWithAnotherSpaceRereadsTheBytes() {
        let gray = CGColorSpaceCreateDeviceGray()
        let original = image([55], width: 1, bitsPerPixel: 8, space: gray, info: CGImageAlphaInfo.none.rawValue)
        let linear = original?.copy(colorSpace: CGColorSpace(name: CGColorSpace.linearGray)!)
        #expect(linear?.pixels == [128, 128, 128, 255] && linear?.colorSpace?.name == CGColorSpace.linearGray)
        #expect(original?.copy(colorSpace: CGColorSpaceCreateDeviceRGB()) == nil, "another model")
    }
}
