import QuartzCore
@_spi(Host) import UIKit
import XCTest

/// Replicated layers as loading indicators draw them: a row of bars, a ring of dots, copies
/// fading out, copies tinted, copies animating one after another.
final class ReplicatorLayerPortingTests: ManualClockTestCase {
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
        let pixel = try Screenshot(of: host(replicator)).rgb
        for copy in 0..<4 {
            XCTAssertEqual(pixel(30 * copy + 10, 10), [255, 0, 0], "copy \(copy)")
            XCTAssertEqual(pixel(30 * copy + 25, 10), [255, 255, 255], "the gap after copy \(copy)")
        }
        XCTAssertEqual(pixel(130, 10), [255, 255, 255], "four copies only")
    }

    func testARotationTurnsTheCopiesAboutTheReplicatorsCenter() throws {
        let replicator = CAReplicatorLayer()
        replicator.addSublayer(square(CGRect(x: 45, y: 0, width: 10, height: 10), .blue))
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let pixel = try Screenshot(of: host(replicator, size: CGSize(width: 100, height: 100))).rgb
        XCTAssertEqual(pixel(50, 5), [0, 0, 255], "top")
        XCTAssertEqual(pixel(95, 50), [0, 0, 255], "right")
        XCTAssertEqual(pixel(50, 95), [0, 0, 255], "bottom")
        XCTAssertEqual(pixel(5, 50), [0, 0, 255], "left")
        XCTAssertEqual(pixel(50, 50), [255, 255, 255])
    }

    func testCopiesFadeByTheAlphaOffsetAndTakeTheInstanceColor() throws {
        let replicator = CAReplicatorLayer()
        replicator.addSublayer(square(CGRect(x: 0, y: 0, width: 20, height: 20), .white))
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        replicator.instanceColor = UIColor.black.cgColor
        replicator.instanceAlphaOffset = -0.5
        let pixel = try Screenshot(of: host(replicator)).rgb
        XCTAssertEqual(pixel(10, 10), [0, 0, 0], "white times black")
        XCTAssertEqual(Double(pixel(40, 10)[0]), 127.5, accuracy: 2, "half faded")
        XCTAssertEqual(pixel(70, 10), [255, 255, 255], "faded away")
        CATransaction.begin()
        CATransaction.setDisableActions(true) // the color would animate there, as on iOS
        replicator.instanceColor = UIColor.white.cgColor
        CATransaction.commit()
        replicator.instanceAlphaOffset = 0
        replicator.instanceBlueOffset = -1
        replicator.instanceGreenOffset = -1
        let tinted = try Screenshot(of: host(replicator)).rgb
        XCTAssertEqual(tinted(10, 10), [255, 255, 255])
        XCTAssertEqual(tinted(40, 10), [255, 0, 0], "the second copy loses green and blue")
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
        let pixel = try Screenshot(of: view).rgb
        XCTAssertEqual(Double(pixel(10, 10)[0]), 255 * 0.25, accuracy: 3, "three quarters in")
        XCTAssertEqual(Double(pixel(40, 10)[0]), 255 * 0.75, accuracy: 3, "a quarter in, half a second behind")
    }
}
