import Foundation
import Testing
@_spi(Rendering) @testable import UIKit

/// Orientations: the upright size, EXIF numbers, and the transform the renderer draws with.
@Suite @MainActor struct ImageOrientationTests {
    private let image = UIImage(pixelWidth: 4, pixelHeight: 2, scale: 1, pixels: [UInt8](repeating: 255, count: 32))
    private var bitmap: CGImage { image.cgImage! }

    @Test func aQuarterTurnSwapsTheSize() {
        #expect(image.imageOrientation == .up && image.size == CGSize(width: 4, height: 2))
        let right = UIImage(cgImage: bitmap, scale: 2, orientation: .right)
        #expect(right.imageOrientation == .right && right.scale == 2 && right.size == CGSize(width: 1, height: 2))
        #expect(right.cgImage?.width == 4 && right.cgImage?.height == 2, "the bitmap as stored")
        #expect(UIImage(cgImage: bitmap, scale: 1, orientation: .down).size == CGSize(width: 4, height: 2))
        #expect(UIImage(cgImage: bitmap, scale: 1, orientation: .leftMirrored).size == CGSize(width: 2, height: 4))
    }

    @Test func exifNumbersMapToUIKitsOrientations() {
        let expected: [UIImage.Orientation] = [.up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left]
        #expect((1...8).map { UIImage.Orientation(exifOrientation: $0) } == expected)
        #expect(expected.map(\.exifOrientation) == Array(1...8))
        #expect(UIImage.Orientation(exifOrientation: 0) == .up && UIImage.Orientation(exifOrientation: 9) == .up)
        #expect([UIImage.Orientation.up, .down, .left, .right, .upMirrored, .downMirrored, .leftMirrored, .rightMirrored].map(\.rawValue)
            == Array(0...7), "UIKit's raw values")
    }

    /// Where the bitmap's top-left and top-right corners land in the upright image.
    private func corners(_ orientation: UIImage.Orientation) -> [CGPoint] {
        let transform = UIImage(cgImage: bitmap, scale: 1, orientation: orientation).orientationTransform
        return [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0)].map { $0.applying(transform) }
    }

    @Test func theTransformTurnsTheBitmapUpright() {
        #expect(corners(.up) == [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0)])
        #expect(corners(.right) == [CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 4)], "clockwise: the top row becomes the right column")
        #expect(corners(.left) == [CGPoint(x: 0, y: 4), CGPoint(x: 0, y: 0)], "counterclockwise: the left column")
        #expect(corners(.down) == [CGPoint(x: 4, y: 2), CGPoint(x: 0, y: 2)])
        #expect(corners(.upMirrored) == [CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 0)])
        #expect(corners(.downMirrored) == [CGPoint(x: 0, y: 2), CGPoint(x: 4, y: 2)])
        #expect(corners(.leftMirrored) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 4)])
        #expect(corners(.rightMirrored) == [CGPoint(x: 2, y: 4), CGPoint(x: 2, y: 0)])
    }

    @Test func flippingHorizontallyMirrorsTheOrientation() {
        #expect(image.withHorizontallyFlippedOrientation().imageOrientation == .upMirrored)
        let right = UIImage(cgImage: bitmap, scale: 1, orientation: .right)
        #expect(right.withHorizontallyFlippedOrientation().imageOrientation == .leftMirrored)
        #expect(right.withHorizontallyFlippedOrientation().withHorizontallyFlippedOrientation().imageOrientation == .right)
    }
}
