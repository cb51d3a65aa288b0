import Foundation
import PropertyBased
import Testing
@testable import UIKit

@Suite struct Transform3DTests {
    @Test func identityAndZero() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3D().entries == Array(repeating: 0, count: 16), "the C struct's zero initializer")
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        var nearly = CATransform3DIdentity
        nearly.m42 = 1e-300
        #expect(!CATransform3DIsIdentity(nearly))
        #expect(!CATransform3DEqualToTransform(nearly, CATransform3DIdentity))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(1, 1, 1), CATransform3DIdentity))
    }

    @Test func makeFunctionsFillTheDocumentedEntries() {
        #expect(CATransform3DMakeTranslation(1, 2, 3).entries == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1])
        #expect(CATransform3DMakeScale(2, 3, 4).entries == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
        #expect(transform((1, 2, 3), by: CATransform3DMakeTranslation(10, 20, 30)) == (11, 22, 33))
        #expect(transform((1, 2, 3), by: CATransform3DMakeScale(2, 3, 4)) == (2, 6, 12))
    }

    @Test func concatAppliesTheFirstTransformFirst() {
        let scale = CATransform3DMakeScale(2, 2, 2), translation = CATransform3DMakeTranslation(10, 0, 0)
        #expect(transform((1, 0, 0), by: CATransform3DConcat(scale, translation)) == (12, 0, 0))
        #expect(transform((1, 0, 0), by: CATransform3DConcat(translation, scale)) == (22, 0, 0))
        // Translate, Scale and Rotate put the new step before the given transform.
        #expect(CATransform3DTranslate(scale, 10, 0, 0) == CATransform3DConcat(translation, scale))
        #expect(CATransform3DScale(translation, 2, 2, 2) == CATransform3DConcat(scale, translation))
        let rotation = CATransform3DMakeRotation(0.5, 0, 0, 1)
        #expect(CATransform3DRotate(translation, 0.5, 0, 0, 1) == CATransform3DConcat(rotation, translation))
        #expect(CATransform3DConcat(CATransform3DIdentity, rotation) == rotation)
        #expect(CATransform3DConcat(rotation, CATransform3DIdentity) == rotation)
    }

    @Test func rotationsFollowTheRightHandRule() {
        let quarter = CGFloat.pi / 2
        #expect(isClose(transform((1, 0, 0), by: CATransform3DMakeRotation(quarter, 0, 0, 1)), (0, 1, 0)))
        #expect(isClose(transform((0, 1, 0), by: CATransform3DMakeRotation(quarter, 1, 0, 0)), (0, 0, 1)))
        #expect(isClose(transform((0, 0, 1), by: CATransform3DMakeRotation(quarter, 0, 1, 0)), (1, 0, 0)))
        // A third of a turn about (1, 1, 1) cycles the axes x → y → z → x.
        let third = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
        #expect(isClose(transform((1, 0, 0), by: third), (0, 1, 0)))
        #expect(isClose(transform((0, 1, 0), by: third), (0, 0, 1)))
        #expect(isClose(transform((0, 0, 1), by: third), (1, 0, 0)))
        // The axis is normalized; a zero axis rotates by nothing.
        #expect(CATransform3DMakeRotation(0.7, 0, 0, 5) == CATransform3DMakeRotation(0.7, 0, 0, 1))
        #expect(CATransform3DMakeRotation(0.7, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func rotationAboutZIsTheAffineRotation() {
        for angle in [0.3, 2.0, -1.1, CGFloat.pi] {
            let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
            #expect(rotation == CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle)))
            #expect(CATransform3DIsAffine(rotation))
        }
    }

    @Test func inversion() {
        #expect(CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)) == CATransform3DMakeScale(0.5, 0.25, 0.125))
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(3, -4, 5)) == CATransform3DMakeTranslation(-3, 4, -5))
        #expect(isClose(CATransform3DInvert(CATransform3DMakeRotation(0.4, 1, 2, 3)), CATransform3DMakeRotation(-0.4, 1, 2, 3)))
        // Not invertible: the original comes back.
        let flat = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
        var perspective = CATransform3DRotate(CATransform3DIdentity, 0.8, 0, 1, 0)
        perspective.m34 = -1 / 500
        #expect(isClose(CATransform3DConcat(perspective, CATransform3DInvert(perspective)), CATransform3DIdentity))
    }

    @Test func affineTransformsRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let lifted = CATransform3DMakeAffineTransform(affine)
        #expect(lifted.entries == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        #expect(CATransform3DIsAffine(lifted))
        #expect(CATransform3DGetAffineTransform(lifted) == affine)
        var perspective = lifted
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 1, 0, 0)))
        // A point maps as its affine transform maps it.
        let point = CGPoint(x: 7, y: -2)
        #expect(lifted.projecting(point) == point.applying(affine))
    }

    @Test func perspectiveProjectionOfAPoint() throws {
        // As iOS code writes a card turned a quarter turn about its vertical axis seen from 500 points.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let turned = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        // (100, 0) turns to x = 100·cos 45°, z = −100·sin 45° (away from the eye), then shrinks by
        // the perspective divide w = 1 + 100·sin 45° / 500.
        let projected = try #require(turned.projecting(CGPoint(x: 100, y: 0)))
        let expected = 100 * cos(CGFloat.pi / 4) / (1 + 100 * sin(CGFloat.pi / 4) / 500)
        #expect(abs(projected.x - expected) < 1e-12)
        #expect(abs(projected.y) < 1e-12)
        // The near side grows: (−100, 0) comes toward the eye.
        let near = try #require(turned.projecting(CGPoint(x: -100, y: 0)))
        #expect(abs(near.x + 100 * cos(CGFloat.pi / 4) / (1 - 100 * sin(CGFloat.pi / 4) / 500)) < 1e-12)
        // y scales with the same divide.
        let corner = try #require(turned.projecting(CGPoint(x: 100, y: 50)))
        #expect(abs(corner.y - 50 / (1 + 100 * sin(CGFloat.pi / 4) / 500)) < 1e-12)
        // A point moved past the eye (z = 600 > 500) is not drawn.
        let pastTheEye = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 600), perspective)
        #expect(pastTheEye.projecting(.zero) == nil)
        #expect(CATransform3DIdentity.projecting(CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
    }

    @Test func inverseUndoesRandomInvertibleTransforms() async {
        await propertyCheck(count: 500, input: Gen<UInt64>.value(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let t = Self.randomInvertibleTransform(using: &rng)
            let inverse = CATransform3DInvert(t)
            #expect(isClose(CATransform3DConcat(t, inverse), CATransform3DIdentity, tolerance: 1e-9), "\(t)")
            #expect(isClose(CATransform3DConcat(inverse, t), CATransform3DIdentity, tolerance: 1e-9), "\(t)")
            #expect(isClose(CATransform3DInvert(inverse), t, tolerance: 1e-9), "\(t)")
        }
    }

    /// Rotations, scales away from 0, translations and a perspective, in random order.
    private static func randomInvertibleTransform(using rng: inout SplitMix64) -> CATransform3D {
        var t = CATransform3DIdentity
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
            func value(_ range: ClosedRange<CGFloat>) -> CGFloat { CGFloat.random(in: range, using: &rng) }
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: t = CATransform3DRotate(t, value(-4...4), value(-1...1), value(-1...1), value(-1...1))
            case 1:
                let sign: CGFloat = Bool.random(using: &rng) ? 1 : -1
                t = CATransform3DScale(t, sign * value(0.5...2), value(0.5...2), value(0.5...2))
            case 2: t = CATransform3DTranslate(t, value(-100...100), value(-100...100), value(-100...100))
            default: t.m34 = -1 / value(200...1000)
            }
        }
        return t
    }
}

extension CATransform3D {
    /// The sixteen entries, row by row.
    var entries: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
}

/// `(x, y, z)` mapped through `t` as a row vector, divided by the fourth coordinate.
private func transform(_ p: (CGFloat, CGFloat, CGFloat), by t: CATransform3D) -> (CGFloat, CGFloat, CGFloat) {
    let w = p.0 * t.m14 + p.1 * t.m24 + p.2 * t.m34 + t.m44
    return ((p.0 * t.m11 + p.1 * t.m21 + p.2 * t.m31 + t.m41) / w,
            (p.0 * t.m12 + p.1 * t.m22 + p.2 * t.m32 + t.m42) / w,
            (p.0 * t.m13 + p.1 * t.m23 + p.2 * t.m33 + t.m43) / w)
}

private func isClose(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> Bool {
    abs(a.0 - b.0) < 1e-12 && abs(a.1 - b.1) < 1e-12 && abs(a.2 - b.2) < 1e-12
}

private func isClose(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = 1e-12) -> Bool {
    zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($1)) }
}
