import Foundation
import Testing
@testable import UIKit

/// Alignment insets, baselines, thumbnails and preparing for display.
@Suite @MainActor struct ImageDetailsTests {
    @Test func alignmentInsetsAndBaselineAreKeptByCopies() {
        let image = UIImage(size: CGSize(width: 20, height: 20), color: .blue)
        #expect(image.alignmentRectInsets == .zero && image.baselineOffsetFromBottom == nil && !image.hasBaseline)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let aligned = image.withAlignmentRectInsets(insets).withBaselineOffset(fromBottom: 5)
        #expect(aligned.alignmentRectInsets == insets && aligned.baselineOffsetFromBottom == 5 && aligned.hasBaseline)
        #expect(aligned.imageWithoutBaseline().baselineOffsetFromBottom == nil && aligned.imageWithoutBaseline().alignmentRectInsets == insets)
        #expect(aligned.withRenderingMode(.alwaysTemplate).alignmentRectInsets == insets)
    }

    @Test func anImageViewAlignsByItsImagesInsets() {
        let insets = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        let imageView = UIImageView(image: UIImage(size: CGSize(width: 20, height: 20), color: .blue).withAlignmentRectInsets(insets))
        #expect(imageView.alignmentRectInsets == insets)
        #expect(imageView.alignmentRect(forFrame: CGRect(x: 0, y: 0, width: 20, height: 20)) == CGRect(x: 3, y: 2, width: 12, height: 14))
        #expect(UIImageView(image: UIImage(size: CGSize(width: 2, height: 2), color: .blue)).alignmentRectInsets == .zero)
    }

    @Test func aThumbnailAveragesThePixelsItCovers() throws {
        // 4×2: left half white, right half black, opaque.
        var pixels = [UInt8]()
        for _ in 0..<2 { pixels += [255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 255] }
        let image = UIImage(pixelWidth: 4, pixelHeight: 2, scale: 2, pixels: pixels)
        let half = try #require(image.preparingThumbnail(of: CGSize(width: 2, height: 1)))
        #expect(half.scale == 1 && half.size == CGSize(width: 2, height: 1))
        #expect(half.pixels == [255, 255, 255, 255, 0, 0, 0, 255])
        let one = try #require(image.preparingThumbnail(of: CGSize(width: 1, height: 1)))
        #expect(one.pixels == [128, 128, 128, 255], "the mean of all eight")
        let larger = try #require(image.preparingThumbnail(of: CGSize(width: 8, height: 4)))
        #expect(larger.pixelWidth == 8 && larger.pixels[0...3] == [255, 255, 255, 255] && larger.pixels[28...31] == [0, 0, 0, 255])
        #expect(image.preparingThumbnail(of: .zero) == nil)
        let turned = UIImage(cgImage: try #require(image.cgImage), scale: 1, orientation: .right)
        let turnedThumbnail = try #require(turned.preparingThumbnail(of: CGSize(width: 1, height: 2)))
        #expect(turnedThumbnail.imageOrientation == .right && turnedThumbnail.size == CGSize(width: 1, height: 2)
            && turnedThumbnail.pixelWidth == 2)
    }

    @Test func preparingForDisplayIsTheSamePixels() async throws {
        let image = UIImage(size: CGSize(width: 3, height: 3), color: .green)
        let prepared = try #require(image.preparingForDisplay())
        #expect(prepared == image && prepared.size == image.size)
        let awaited = await image.byPreparingForDisplay()
        #expect(awaited == image)
        let thumbnail = await image.byPreparingThumbnail(ofSize: CGSize(width: 1, height: 1))
        #expect(thumbnail?.pixels == [0, 255, 0, 255])
    }
}
