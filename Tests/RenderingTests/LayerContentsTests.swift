import Foundation
import Rendering
import Testing
@testable import UIKit

/// A layer's contents placement, stretching and filtering, its facing and its flipped geometry,
/// read from the rendered pixels.
@Suite(.serialized) @MainActor struct LayerContentsTests {
    init() {
        Rendering.install()
    }

    /// An image of `colors` (RGBA, premultiplied), `width` pixels a row.
    private func bitmap(_ colors: [[UInt8]], width: Int) -> CGImage {
        UIImage(pixelWidth: width, pixelHeight: colors.count / width, scale: 1, pixels: colors.flatMap { $0 }).cgImage!
    }

    private let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
    private let black: [UInt8] = [0, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255], clear: [UInt8] = [0, 0, 0, 0]

    private func render(_ layer: CALayer, size: CGSize) -> UIImage {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.layer.addSublayer(layer)
        return ViewRenderer().renderFrame(root, scale: 1, background: nil).image()
    }

    @Test func contentsRectShowsPartOfTheImage() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        // Four rows, so that the middle rows are drawn without the image's soft edge.
        layer.contents = bitmap(Array(repeating: [red, red, blue, blue, blue, blue], count: 4).flatMap { $0 }, width: 6)
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let image = render(layer, size: CGSize(width: 10, height: 10))
        #expect(rgbaPixel(image, 0, 5) == blue && rgbaPixel(image, 6, 5) == blue, "the right half fills the layer")
        layer.removeFromSuperlayer()
        CATransaction.setDisableActions(true)  // no implicit animation of a drawn layer's change
        layer.contentsRect = CGRect(x: 0, y: 0, width: 1.0 / 6, height: 1)
        CATransaction.setDisableActions(false)
        let first = render(layer, size: CGSize(width: 10, height: 10))
        #expect(rgbaPixel(first, 5, 5) == red, "the first column")
    }

    @Test func contentsCenterStretchesOnlyTheMiddle() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        layer.contents = bitmap([red, green, red, green, blue, green, red, green, red], width: 3)
        layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let image = render(layer, size: CGSize(width: 30, height: 30))
        #expect(rgbaPixel(image, 0, 0) == red && rgbaPixel(image, 29, 29) == red, "the corners keep their size")
        #expect(rgbaPixel(image, 15, 0) == green && rgbaPixel(image, 0, 15) == green, "the edges stretch along")
        #expect(rgbaPixel(image, 15, 15) == blue && rgbaPixel(image, 2, 2) == blue, "the middle stretches")
    }

    @Test func nearestMagnificationKeepsPixelsSharp() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.contents = bitmap([black, white], width: 2)
        layer.magnificationFilter = .nearest
        let sharp = render(layer, size: CGSize(width: 20, height: 10))
        #expect(rgbaPixel(sharp, 9, 5) == black && rgbaPixel(sharp, 10, 5) == white)
        layer.removeFromSuperlayer()
        layer.magnificationFilter = .linear  // not animatable
        let smooth = render(layer, size: CGSize(width: 20, height: 10))
        #expect(rgbaPixel(smooth, 9, 5) != black, "blended with its neighbor")
    }

    @Test func aSingleSidedLayerIsHiddenWhenTurnedAway() {
        func turned(doubleSided: Bool) -> UIImage {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.backgroundColor = UIColor.red.cgColor
            layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            layer.isDoubleSided = doubleSided
            return render(layer, size: CGSize(width: 10, height: 10))
        }
        #expect(rgbaPixel(turned(doubleSided: true), 5, 5) == red, "its back shows")
        #expect(rgbaPixel(turned(doubleSided: false), 5, 5) == clear)
        let mirrored = CALayer()
        mirrored.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        mirrored.backgroundColor = UIColor.red.cgColor
        mirrored.transform = CATransform3DMakeScale(-1, 1, 1)
        mirrored.isDoubleSided = false
        #expect(rgbaPixel(render(mirrored, size: CGSize(width: 10, height: 10)), 5, 5) == red, "a mirror still faces the viewer")
    }

    @Test func flippedGeometryPlacesSublayersFromTheBottom() {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        parent.isGeometryFlipped = true
        let strip = CALayer()
        strip.frame = CGRect(x: 0, y: 0, width: 10, height: 2)
        strip.backgroundColor = UIColor.red.cgColor
        parent.addSublayer(strip)
        let image = render(parent, size: CGSize(width: 10, height: 10))
        #expect(rgbaPixel(image, 5, 9) == red && rgbaPixel(image, 5, 8) == red && rgbaPixel(image, 5, 0) == clear)
        #expect(parent.convert(CGPoint(x: 0, y: 1), from: strip) == CGPoint(x: 0, y: 9))
        #expect(strip.contentsAreFlipped() && !parent.contentsAreFlipped())
        #expect(parent.hitTest(CGPoint(x: 5, y: 9)) === strip && parent.hitTest(CGPoint(x: 5, y: 1)) === parent)
    }
}

/// Opacity without groups, and depth under perspective.
@Suite(.serialized) @MainActor struct LayerOpacityAndDepthTests {
    init() {
        Rendering.install()
    }

    private func overlapping(groupOpacity: Bool) -> [UInt8] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = CALayer()
        parent.frame = root.bounds
        parent.opacity = 0.5
        parent.allowsGroupOpacity = groupOpacity
        for color in [UIColor.red, UIColor.blue] {
            let square = CALayer()
            square.frame = parent.bounds
            square.backgroundColor = color.cgColor
            parent.addSublayer(square)
        }
        root.layer.addSublayer(parent)
        let image = ViewRenderer().renderFrame(root, scale: 1, background: nil).image()
        return rgbaPixel(image, 5, 5)
    }

    @Test func withoutGroupOpacityOverlappingSublayersShowThrough() {
        let grouped = overlapping(groupOpacity: true), separate = overlapping(groupOpacity: false)
        #expect(grouped[0] == 0 && grouped[2] > 120 && grouped[3] > 120 && grouped[3] < 136, "the top one at half opacity")
        #expect(separate[0] > 50 && separate[2] > 120 && separate[3] > 180, "the red shows under the faded blue")
    }

    @Test func zPositionAndAnchorPointZShowUnderPerspective() {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        parent.sublayerTransform = perspective
        let child = CALayer()
        child.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        parent.addSublayer(child)
        #expect(parent.convert(CGPoint.zero, from: child) == CGPoint(x: 25, y: 25))
        child.zPosition = 100
        let nearer = parent.convert(CGPoint.zero, from: child)
        #expect(abs(nearer.x - 18.75) < 1e-9 && abs(nearer.y - 18.75) < 1e-9, "100 pt nearer: 500/400 times larger around the center")
        child.zPosition = 0
        child.anchorPointZ = 100
        let behind = parent.convert(CGPoint.zero, from: child)
        #expect(abs(behind.x - (50 - 25 * 500.0 / 600)) < 1e-9, "the plane lies 100 pt behind its anchor point")
    }
}
