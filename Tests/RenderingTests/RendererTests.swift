import Foundation
import Rendering
import Testing
@testable @_spi(Host) import UIKit

/// What the renderer draws: every view property it composites, the cache that keeps drawn
/// content until it changes, and its outputs.
@Suite(.serialized) @MainActor struct RendererTests {
    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    /// A view that counts its `draw(_:)` calls and draws a diagonal.
    final class DrawingView: UIView {
        var drawCount = 0
        override func draw(_ rect: CGRect) {
            drawCount += 1
            Graphics.currentContext?.strokeLine(from: .zero, to: CGPoint(x: rect.maxX, y: rect.maxY), color: .red, lineWidth: 3)
        }
    }

    private func featureScene() -> (UIView, DrawingView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 220))
        root.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let rotated = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 50))
        rotated.backgroundColor = .blue
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 8)
        let rounded = UIView(frame: CGRect(x: 130, y: 15, width: 70, height: 70))
        rounded.backgroundColor = .orange
        rounded.layer.cornerRadius = 16
        rounded.layer.borderWidth = 4
        rounded.layer.borderColor = UIColor.black.cgColor
        let clipper = UIView(frame: CGRect(x: 220, y: 15, width: 60, height: 60))
        clipper.backgroundColor = .green
        clipper.clipsToBounds = true
        clipper.layer.cornerRadius = 30
        let overflowing = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        overflowing.backgroundColor = .purple
        clipper.addSubview(overflowing)
        let translucent = UIView(frame: CGRect(x: 20, y: 110, width: 90, height: 90))
        translucent.backgroundColor = .red
        translucent.alpha = 0.5
        let child = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        child.backgroundColor = .blue
        translucent.addSubview(child)
        let front = UIView(frame: CGRect(x: 120, y: 110, width: 50, height: 50))
        front.backgroundColor = .cyan
        front.layer.zPosition = 1
        let back = UIView(frame: CGRect(x: 140, y: 130, width: 50, height: 50))
        back.backgroundColor = .magenta
        let label = UILabel(frame: CGRect(x: 200, y: 100, width: 90, height: 60))
        label.text = "Wrapped, centred text"
        label.numberOfLines = 0
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 14)
        let drawing = DrawingView(frame: CGRect(x: 200, y: 170, width: 90, height: 40))
        for view in [rotated, rounded, clipper, translucent, front, back, label, drawing] { root.addSubview(view) }
        return (root, drawing)
    }

    @Test func drawsTransformsCornersBordersClippingAlphaZOrderTextAndCustomDrawing() throws {
        let (root, _) = featureScene()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "renderer-features")
    }

    @Test func theSameTreeGivesTheSameBytes() {
        let (root, _) = featureScene()
        let first = ViewRenderer().renderFrame(root, scale: 2).rgbaBytes()
        let renderer = ViewRenderer()
        _ = renderer.renderFrame(root, scale: 2)
        #expect(renderer.renderFrame(root, scale: 2).rgbaBytes() == first)
    }

    @Test func rgbaBufferHoldsStraightColorsRowsTopToBottom() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        let corner = UIView(frame: CGRect(x: 1, y: 1, width: 1, height: 1))
        corner.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        root.addSubview(corner)
        let target = ViewRenderer().renderFrame(root, scale: 1, background: nil)
        let bytes = target.rgbaBytes()
        #expect(target.pixelWidth == 2 && target.pixelHeight == 2 && bytes.count == 16)
        #expect(Array(bytes[0..<4]) == [0, 0, 0, 0])
        #expect(Array(bytes[12..<16]) == [255, 0, 0, 128])
    }

    @Test func drawnContentIsCachedUntilItChanges() {
        let (root, drawing) = featureScene()
        let renderer = ViewRenderer()
        let target = RenderTarget(size: root.bounds.size, scale: 2)
        renderer.render(root, into: target)
        renderer.render(root, into: target)
        #expect(drawing.drawCount == 1)
        // Moving, fading or transforming composites the cached surface again.
        drawing.center.x += 3
        drawing.alpha = 0.7
        drawing.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        renderer.render(root, into: target)
        #expect(drawing.drawCount == 1)
        drawing.setNeedsDisplay()
        renderer.render(root, into: target)
        #expect(drawing.drawCount == 2)
        drawing.bounds.size.width += 10
        renderer.render(root, into: target)
        #expect(drawing.drawCount == 3)
        _ = renderer.renderFrame(root, scale: 1)
        #expect(drawing.drawCount == 4)
    }

    @Test func pngRoundTripKeepsThePixels() throws {
        let (root, _) = featureScene()
        let target = ViewRenderer().renderFrame(root, scale: 1)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-roundtrip-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try target.writePNG(to: path)
        let image = try Rendering.loadPNG(path)
        #expect(image.pixelWidth == 300 && image.pixelHeight == 220)
        // Opaque frame: premultiplied equals straight.
        #expect(image.pixels == target.rgbaBytes())
    }

    @Test func loadingAMissingPNGThrows() {
        #expect(throws: RenderingError.self) { try Rendering.loadPNG("/nonexistent/picture.png") }
    }

    @Test func imagesAreFoundByNameInTheImageDirectories() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-images-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        square.backgroundColor = .green
        try ViewRenderer().renderFrame(square, scale: 2).writePNG(to: directory.appendingPathComponent("square@2x.png").path)
        UIImage.searchDirectories = [directory.path]
        defer { UIImage.searchDirectories = [] }
        let image = try #require(UIImage(named: "square"))
        #expect(image.scale == 2 && image.size == CGSize(width: 4, height: 4))
    }
}
