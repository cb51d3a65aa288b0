import Foundation
import Rendering
import Testing
@_spi(Host) import UIKit

/// Resizable images drawn in nine parts wherever images are drawn — an image view's
/// `.scaleToFill`, `draw(in:)`, a layer's contents — with caps unscaled and the middle
/// stretched or tiled; oriented JPEGs and an animated image's current frame.
@Suite(.serialized) @MainActor struct ResizableImagePictureTests {
    init() {
        Rendering.install()
    }

    /// A 12×12-point badge at `scale`: a red, green, blue and black corner (4×4 each), gray edges,
    /// and a middle of four 2×2 squares, yellow and white as a checkerboard.
    private func badge(scale: CGFloat = 1) -> UIImage {
        Rendering.makeImage(size: CGSize(width: 12, height: 12), scale: scale) { g in
            g.fill(CGRect(x: 0, y: 0, width: 12, height: 12), color: .gray, cornerRadius: 0)
            g.fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: .red, cornerRadius: 0)
            g.fill(CGRect(x: 8, y: 0, width: 4, height: 4), color: .green, cornerRadius: 0)
            g.fill(CGRect(x: 0, y: 8, width: 4, height: 4), color: .blue, cornerRadius: 0)
            g.fill(CGRect(x: 8, y: 8, width: 4, height: 4), color: .black, cornerRadius: 0)
            for (x, y) in [(4, 4), (6, 6)] { g.fill(CGRect(x: x, y: y, width: 2, height: 2), color: .yellow, cornerRadius: 0) }
            for (x, y) in [(6, 4), (4, 6)] { g.fill(CGRect(x: x, y: y, width: 2, height: 2), color: .white, cornerRadius: 0) }
        }
    }

    private let caps = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)

    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.pixelWidth + x) * 4
        return Array(image.pixels[offset..<offset + 4])
    }

    @Test func anImageViewDrawsCapsUnscaledAndTheMiddleStretched() {
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        imageView.image = badge().resizableImage(withCapInsets: caps, resizingMode: .stretch)
        let drawn = ViewRenderer().renderFrame(imageView, scale: 1).image()
        #expect(pixel(drawn, 3, 3) == [255, 0, 0, 255] && pixel(drawn, 4, 4) != [255, 0, 0, 255], "the red corner is 4×4")
        #expect(pixel(drawn, 56, 0) == [0, 255, 0, 255] && pixel(drawn, 55, 0) == [128, 128, 128, 255], "green from x = 56")
        #expect(pixel(drawn, 0, 26) == [0, 0, 255, 255] && pixel(drawn, 59, 29) == [0, 0, 0, 255])
        #expect(pixel(drawn, 30, 1) == [128, 128, 128, 255], "the top edge stretched")
        #expect(pixel(drawn, 8, 8) == [255, 255, 0, 255] && pixel(drawn, 51, 21) == [255, 255, 0, 255],
                "the middle's yellow corners stretched to its corners")
    }

    @Test func aTiledMiddleRepeatsAtItsSize() {
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        imageView.image = badge().resizableImage(withCapInsets: caps)
        let drawn = ViewRenderer().renderFrame(imageView, scale: 1).image()
        #expect(pixel(drawn, 3, 3) == [255, 0, 0, 255] && pixel(drawn, 59, 29) == [0, 0, 0, 255])
        // The middle's 4×4 checkerboard repeats from (4, 4): yellow at (4, 4), white at (6, 4),
        // yellow again at (8, 4) and (12, 8).
        #expect(pixel(drawn, 4, 4) == [255, 255, 0, 255] && pixel(drawn, 6, 4) == [255, 255, 255, 255])
        #expect(pixel(drawn, 8, 4) == [255, 255, 0, 255] && pixel(drawn, 13, 9) == [255, 255, 0, 255])
        #expect(pixel(drawn, 10, 4) == [255, 255, 255, 255])
    }

    @Test func resizableImagesEverywhere() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 250, height: 170))
        root.backgroundColor = .white
        let retina = badge(scale: 2)
        let images: [UIImage] = [
            badge().resizableImage(withCapInsets: caps, resizingMode: .stretch),
            badge().resizableImage(withCapInsets: caps),
            retina.stretchableImage(withLeftCapWidth: 5, topCapHeight: 5),
            badge().resizableImage(withCapInsets: caps, resizingMode: .stretch).withRenderingMode(.alwaysTemplate),
        ]
        for (index, image) in images.enumerated() {
            let imageView = UIImageView(frame: CGRect(x: 10 + CGFloat(index % 2) * 120, y: 10 + CGFloat(index / 2) * 40, width: 110, height: 30))
            imageView.image = image
            imageView.tintColor = .systemPurple
            root.addSubview(imageView)
        }
        // draw(in:) in an image renderer, shown as it is.
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 110, height: 30)).image { _ in
            badge().resizableImage(withCapInsets: caps, resizingMode: .stretch).draw(in: CGRect(x: 0, y: 0, width: 110, height: 30))
        }
        let drawnView = UIImageView(image: drawn)
        drawnView.frame.origin = CGPoint(x: 10, y: 90)
        root.addSubview(drawnView)
        // A layer's contents.
        let layer = CALayer()
        layer.frame = CGRect(x: 130, y: 90, width: 110, height: 30)
        layer.contents = badge().resizableImage(withCapInsets: caps)
        root.layer.addSublayer(layer)
        // Smaller than the caps: they shrink; a centered image is not resized.
        let small = UIImageView(frame: CGRect(x: 10, y: 130, width: 6, height: 30))
        small.image = badge().resizableImage(withCapInsets: caps, resizingMode: .stretch)
        root.addSubview(small)
        let centered = UIImageView(frame: CGRect(x: 30, y: 130, width: 60, height: 30))
        centered.contentMode = .center
        centered.image = badge().resizableImage(withCapInsets: caps)
        root.addSubview(centered)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "resizable-images")
    }

    @Test func anImageViewDrawsTheCurrentFrameOfAnAnimatedImage() throws {
        Animator.shared.reset()
        let clock = ManualAnimationClock()
        Animator.shared.clock = clock
        defer { Animator.shared.reset() }
        let frames: [UIImage] = [.red, .green, .blue].map { UIImage(size: CGSize(width: 4, height: 4), color: $0) }
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        imageView.image = UIImage.animatedImage(with: frames, duration: 0.3)
        let renderer = ViewRenderer()
        #expect(pixel(renderer.renderFrame(imageView, scale: 1).image(), 1, 1) == [255, 0, 0, 255])
        clock.advance(by: 0.15)
        #expect(pixel(renderer.renderFrame(imageView, scale: 1).image(), 1, 1) == [0, 255, 0, 255])
        imageView.animationImages = [frames[2]]
        imageView.startAnimating()
        #expect(pixel(renderer.renderFrame(imageView, scale: 1).image(), 1, 1) == [0, 0, 255, 255], "animation images win")
    }
}
