import Foundation
import Testing
@_spi(Rendering) @testable import UIKit

/// Resizable images: cap insets, resizing modes, the deprecated stretchable form, and the nine
/// parts the renderer draws.
@Suite @MainActor struct ImageResizingTests {
    private let image = UIImage(size: CGSize(width: 30, height: 20), color: .red)

    @Test func anImageIsNotResizableUntilAsked() {
        #expect(image.capInsets == .zero && image.resizingMode == .tile && !image.isResizable)
        let insets = UIEdgeInsets(top: 4, left: 5, bottom: 6, right: 7)
        let tiled = image.resizableImage(withCapInsets: insets)
        #expect(tiled.capInsets == insets && tiled.resizingMode == .tile && tiled.isResizable)
        #expect(tiled.size == image.size && tiled == image, "the same pixels")
        let stretched = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch && stretched.capInsets == insets)
        #expect(UIImage.ResizingMode.tile.rawValue == 0 && UIImage.ResizingMode.stretch.rawValue == 1)
        #expect(stretched.withRenderingMode(.alwaysTemplate).capInsets == insets, "copies keep the caps")
    }

    @Test func stretchableImageStretchesOnePointAfterEachCap() {
        let stretchable = image.stretchableImage(withLeftCapWidth: 10, topCapHeight: 5)
        #expect(stretchable.capInsets == UIEdgeInsets(top: 5, left: 10, bottom: 14, right: 19))
        #expect(stretchable.resizingMode == .stretch && stretchable.leftCapWidth == 10 && stretchable.topCapHeight == 5)
        let horizontal = image.stretchableImage(withLeftCapWidth: 12, topCapHeight: 0)
        #expect(horizontal.capInsets == UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 17), "0: stretched whole vertically")
    }

    @Test func theCgImageHasNoCaps() throws {
        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let bitmap = try #require(resizable.cgImage)
        #expect(bitmap.width == image.pixelWidth && bitmap.height == image.pixelHeight && bitmap.pixels == image.pixels)
        #expect(!UIImage(cgImage: bitmap).isResizable && UIImage(cgImage: bitmap).capInsets == .zero)
    }

    @Test func stretchedPartsKeepTheCapsAndScaleTheMiddle() {
        let parts = ImageSlicing.parts(size: CGSize(width: 30, height: 20), capInsets: UIEdgeInsets(top: 4, left: 5, bottom: 6, right: 7),
                                       tiles: false, in: CGRect(x: 100, y: 50, width: 60, height: 40))
        #expect(parts.count == 9)
        #expect(parts[0] == .init(source: CGRect(x: 0, y: 0, width: 5, height: 4), destination: CGRect(x: 100, y: 50, width: 5, height: 4),
                                  tilesHorizontally: false, tilesVertically: false))
        #expect(parts[4].source == CGRect(x: 5, y: 4, width: 18, height: 10))
        #expect(parts[4].destination == CGRect(x: 105, y: 54, width: 48, height: 30))
        #expect(parts[8].source == CGRect(x: 23, y: 14, width: 7, height: 6))
        #expect(parts[8].destination == CGRect(x: 153, y: 84, width: 7, height: 6))
        #expect(parts.allSatisfy { !$0.tilesHorizontally && !$0.tilesVertically })
    }

    @Test func tiledPartsRepeatAlongTheMiddle() {
        let parts = ImageSlicing.parts(size: CGSize(width: 30, height: 20), capInsets: UIEdgeInsets(top: 4, left: 5, bottom: 6, right: 7),
                                       tiles: true, in: CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(parts.map(\.tilesHorizontally) == [false, true, false, false, true, false, false, true, false])
        #expect(parts.map(\.tilesVertically) == [false, false, false, true, true, true, false, false, false])
    }

    @Test func capsShrinkInProportionInASmallRectangle() {
        let parts = ImageSlicing.parts(size: CGSize(width: 30, height: 20), capInsets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
                                       tiles: false, in: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(parts.count == 2, "no room for the middle")
        #expect(parts[0].destination == CGRect(x: 0, y: 0, width: 5, height: 20) && parts[0].source.width == 10)
        #expect(parts[1].destination == CGRect(x: 5, y: 0, width: 5, height: 20) && parts[1].source.minX == 20)
        let whole = ImageSlicing.parts(size: CGSize(width: 30, height: 20), capInsets: .zero, tiles: true,
                                       in: CGRect(x: 0, y: 0, width: 90, height: 20))
        #expect(whole.count == 1 && whole[0].source == CGRect(x: 0, y: 0, width: 30, height: 20) && whole[0].tilesHorizontally,
                "zero insets: the whole image tiles")
    }
}
