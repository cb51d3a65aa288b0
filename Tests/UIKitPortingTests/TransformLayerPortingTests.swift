import QuartzCore
import UIKit
import XCTest

/// Sublayers kept in 3D, as card-flip and cube code builds them with `CATransformLayer`: a face
/// moved toward the viewer grows under the superlayer's perspective and covers one behind it,
/// where a plain layer flattens both into its plane.
final class TransformLayerPortingTests: XCTestCase {
    private func face(_ color: UIColor, z: CGFloat) -> CALayer {
        let face = CALayer()
        face.frame = CGRect(x: 80, y: 80, width: 40, height: 40)
        face.backgroundColor = color.cgColor
        face.transform = CATransform3DMakeTranslation(0, 0, z)
        return face
    }

    /// A 200-point square host with a 400-point perspective holding `container` with a red face
    /// 100 points toward the viewer and, added after it, a blue one 50 points away.
    private func screenshot(of container: CALayer) throws -> Screenshot {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        host.backgroundColor = .white
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400
        host.layer.sublayerTransform = perspective
        container.frame = host.bounds
        container.addSublayer(face(.red, z: 100))
        container.addSublayer(face(.blue, z: -50))
        host.layer.addSublayer(container)
        return try Screenshot(of: host)
    }

    func testATransformLayerKeepsItsSublayersDepth() throws {
        let drawn = try screenshot(of: CATransformLayer())
        let red = try XCTUnwrap(drawn.bounds { r, g, b in r > 200 && g < 60 && b < 60 })
        XCTAssertEqual(red.width, 40 * 4 / 3, accuracy: 1.5, "a third larger, a quarter of the way to the eye")
        XCTAssertEqual(red.midX, 100, accuracy: 1)
        XCTAssertEqual(drawn.rgb(100, 100), [255, 0, 0], "the nearer face in front, though added first")
        XCTAssertNil(drawn.bounds { r, g, b in b > 200 && r < 60 && g < 60 }, "the farther, smaller face hidden behind")
    }

    func testAPlainLayerFlattensThem() throws {
        let drawn = try screenshot(of: CALayer())
        let blue = try XCTUnwrap(drawn.bounds { r, g, b in b > 200 && r < 60 && g < 60 })
        XCTAssertEqual(blue.width, 40, accuracy: 1, "flattened into the container's plane: no nearer, no farther")
        XCTAssertNil(drawn.bounds { r, g, b in r > 200 && g < 60 && b < 60 }, "the red face, the same size, under the blue added after it")
    }
}
