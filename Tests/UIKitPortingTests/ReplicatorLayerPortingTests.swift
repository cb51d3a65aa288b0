import QuartzCore
@_spi(Host) import UIKit
import XCTest

/// Replicated layers as loading indicators draw them: a row of bars, a ring of dots, copies
/// fading out, copies tinted, copies animating one after another.
final class ReplicatorLayerPortingTests: ManualClockTestCase {
    /// The host view (white) drawn at one pixel a point: RGB at a point.
    private func pixels(of host: UIView) throws -> (CGPoint) -> [UInt8] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: host.bounds, format: format).image { _ in
            _ = host.drawHierarchy(in: host.bounds, afterScreenUpdates: true)
        }
        let cgImage = try XCTUnwrap(image.cgImage)
        let data = [UInt8](try XCTUnwrap(cgImage.dataProvider?.data as Data?))
        let row = cgImage.bytesPerRow
        return { point in
            let offset = Int(point.y) * row + Int(point.x) * 4
            return Array(data[offset..<offset + 3])
        }
    }

    private func host(_ replicator: CAReplicatorLayer, size: CGSize = CGSize(width: 200, height: 100)) -> UIView {
        let host = UIView(frame: CGRect(origin: .zero, size: size))
        host.backgroundColor = .white
        replicator.frame = host.bounds
        host.layer.addSublayer(replicator)
        return host
    }

    private func square(_ frame: CGRect, _ color: UIColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color.cgColor
        return layer
    }

    func testAReplicatorHasCoreAnimationsDefaults() {
        let replicator = CAReplicatorLayer()
        XCTAssertEqual(replicator.instanceCount, 1)
        XCTAssertEqual(replicator.instanceDelay, 0)
        XCTAssertTrue(CATransform3DIsIdentity(replicator.instanceTransform))
        XCTAssertNil(replicator.instanceColor)
        XCTAssertEqual(replicator.instanceAlphaOffset, 0)
        XCTAssertFalse(replicator.preservesDepth)
    }

    func testCopiesAreTranslatedOneAfterAnother() throws {
        let replicator = CAReplicatorLayer()
        replicator.addSublayer(square(CGRect(x: 0, y: 0, width: 20, height: 20), .red))
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        let pixel = try pixels(of: host(replicator))
        for copy in 0..<4 {
            XCTAssertEqual(pixel(CGPoint(x: 30 * copy + 10, y: 10)), [255, 0, 0], "copy \(copy)")
            XCTAssertEqual(pixel(CGPoint(x: 30 * copy + 25, y: 10)), [255, 255, 255], "the gap after copy \(copy)")
        }
        XCTAssertEqual(pixel(CGPoint(x: 130, y: 10)), [255, 255, 255], "four copies only")
    }

    func testARotationTurnsTheCopiesAboutTheReplicatorsCenter() throws {
        let replicator = CAReplicatorLayer()
        replicator.addSublayer(square(CGRect(x: 45, y: 0, width: 10, height: 10), .blue))
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let pixel = try pixels(of: host(replicator, size: CGSize(width: 100, height: 100)))
        XCTAssertEqual(pixel(CGPoint(x: 50, y: 5)), [0, 0, 255], "top")
        XCTAssertEqual(pixel(CGPoint(x: 95, y: 50)), [0, 0, 255], "right")
        XCTAssertEqual(pixel(CGPoint(x: 50, y: 95)), [0, 0, 255], "bottom")
        XCTAssertEqual(pixel(CGPoint(x: 5, y: 50)), [0, 0, 255], "left")
        XCTAssertEqual(pixel(CGPoint(x: 50, y: 50)), [255, 255, 255])
    }

    func testCopiesFadeByTheAlphaOffsetAndTakeTheInstanceColor() throws {
        let replicator = CAReplicatorLayer()
        replicator.addSublayer(square(CGRect(x: 0, y: 0, width: 20, height: 20), .white))
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        replicator.instanceColor = UIColor.black.cgColor
        replicator.instanceAlphaOffset = -0.5
        let pixel = try pixels(of: host(replicator))
        XCTAssertEqual(pixel(CGPoint(x: 10, y: 10)), [0, 0, 0], "white times black")
        XCTAssertEqual(Double(pixel(CGPoint(x: 40, y: 10))[0]), 127.5, accuracy: 2, "half faded")
        XCTAssertEqual(pixel(CGPoint(x: 70, y: 10)), [255, 255, 255], "faded away")
        CATransaction.begin()
        CATransaction.setDisableActions(true) // the color would animate there, as on iOS
        replicator.instanceColor = UIColor.white.cgColor
        CATransaction.commit()
        replicator.instanceAlphaOffset = 0
        replicator.instanceBlueOffset = -1
        replicator.instanceGreenOffset = -1
        let tinted = try pixels(of: host(replicator))
        XCTAssertEqual(tinted(CGPoint(x: 10, y: 10)), [255, 255, 255])
        XCTAssertEqual(tinted(CGPoint(x: 40, y: 10)), [255, 0, 0], "the second copy loses green and blue")
    }

    func testEachCopysAnimationRunsTheDelayBehind() throws {
        let replicator = CAReplicatorLayer()
        let dot = square(CGRect(x: 0, y: 0, width: 20, height: 20), .black)
        replicator.addSublayer(dot)
        replicator.instanceCount = 2
        replicator.instanceDelay = 0.5
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        let view = host(replicator)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fade.fillMode = .backwards
        dot.add(fade, forKey: "fade")
        clock.advance(by: 0.75)
        let pixel = try pixels(of: view)
        XCTAssertEqual(Double(pixel(CGPoint(x: 10, y: 10))[0]), 255 * 0.25, accuracy: 3, "three quarters in")
        XCTAssertEqual(Double(pixel(CGPoint(x: 40, y: 10))[0]), 255 * 0.75, accuracy: 3, "a quarter in, half a second behind")
    }
}
