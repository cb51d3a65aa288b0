import Foundation
import Rendering
import Testing
@testable import UIKit

/// `UIGraphicsImageRenderer` through Cairo: the context's fill and stroke colors, bounds,
/// scale, opacity, the current context and images drawn in the actions.
@Suite(.serialized) @MainActor struct GraphicsImageRendererTests {
    init() {
        Rendering.install()
    }

    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.pixelWidth + x) * 4
        return Array(image.pixels[offset..<offset + 4])
    }

    private func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return format
    }

    @Test func fillUsesTheCurrentFillColorAtTheFormatsScale() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format(scale: 2)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            UIColor.red.setFill()
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 5))
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 5, width: 5, height: 5), color: .blue)
        }
        #expect(image.scale == 2 && image.size == CGSize(width: 10, height: 10) && image.pixelWidth == 20)
        #expect(pixel(image, 2, 2) == [0, 0, 0, 255], "black until a fill color is set")
        #expect(pixel(image, 15, 5) == [255, 0, 0, 255])
        #expect(pixel(image, 5, 15) == [0, 0, 255, 255])
        #expect(pixel(image, 15, 15) == [0, 0, 0, 0], "transparent where nothing was drawn")
        #expect(Graphics.fillColor == .black && Graphics.currentContext == nil, "the drawing's state is restored after")
    }

    @Test func theBoundsOriginIsTheImagesCorner() {
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 50, width: 4, height: 4), format: format(scale: 1)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 100, y: 50, width: 2, height: 2))
        }
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(pixel(image, 0, 0) == [0, 255, 0, 255] && pixel(image, 1, 1) == [0, 255, 0, 255] && pixel(image, 2, 2) == [0, 0, 0, 0])
    }

    @Test func theContextIsCurrentWhileTheActionsRun() {
        let tile = UIImage(size: CGSize(width: 2, height: 2), color: .red)
        var current: GraphicsContext?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale: 1)).image { context in
            current = Graphics.currentContext
            tile.draw(at: CGPoint(x: 2, y: 2))
            UIColor.blue.setStroke()
            context.stroke(CGRect(x: 0.5, y: 0.5, width: 1, height: 1))
        }
        #expect(current != nil && Graphics.currentContext == nil)
        #expect(pixel(image, 3, 3) == [255, 0, 0, 255] && pixel(image, 2, 2) == [255, 0, 0, 255])
        #expect(pixel(image, 0, 0)[2] > 0 && pixel(image, 0, 0)[0] == 0, "the stroke in blue")
    }

    @Test func anOpaqueFormatDrawsOverBlack() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format(scale: 1, opaque: true)).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(pixel(image, 0, 0) == [128, 0, 0, 255] && pixel(image, 1, 0) == [0, 0, 0, 255])
    }

    @Test func withoutOffscreenDrawingTheImageIsEmptyAndTheActionsDoNotRun() {
        let installed = UIGraphicsImageRenderer.offscreenDrawing
        UIGraphicsImageRenderer.offscreenDrawing = nil
        defer { UIGraphicsImageRenderer.offscreenDrawing = installed }
        var ran = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format(scale: 2)).image { _ in ran = true }
        #expect(!ran && image.pixelWidth == 6 && image.pixelHeight == 4 && image.pixels.allSatisfy { $0 == 0 })
    }
}

/// `CALayer.render(in:)` into an image renderer's context, as iOS code snapshots a layer.
@Suite(.serialized) @MainActor struct LayerRenderInContextTests {
    init() {
        Rendering.install()
    }

    private var oneToOne: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }

    @Test func aLayerTreeRendersInItsOwnCoordinates() {
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 4, height: 4)
        layer.backgroundColor = UIColor.red.cgColor
        let corner = CALayer()
        corner.frame = CGRect(x: 2, y: 2, width: 2, height: 2)
        corner.backgroundColor = UIColor.blue.cgColor
        layer.addSublayer(corner)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: oneToOne).image { context in
            layer.render(in: context.cgContext)
        }
        #expect(rgbaPixel(image, 0, 0) == [255, 0, 0, 255], "the layer's origin at the context's, not its frame's")
        #expect(rgbaPixel(image, 3, 3) == [0, 0, 255, 255], "sublayers too")
    }

    @Test func aViewsLayerRendersTheViewsContent() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .green
        let half = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 4))
        half.backgroundColor = .black
        view.addSubview(half)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: oneToOne).image { context in
            view.layer.render(in: context.cgContext)
        }
        #expect(rgbaPixel(image, 0, 0) == [0, 0, 0, 255] && rgbaPixel(image, 3, 0) == [0, 255, 0, 255])
    }
}
