import Foundation
import UIKit

/// A projective map of the plane: a 3×3 matrix acting on row vectors `[x y 1]`, followed by the
/// division by the third coordinate, w. What a layer's 4×4 transform does to the points of its
/// own plane (z = 0), once the depth is flattened away.
struct Homography {
    var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    init(_ m11: Double, _ m12: Double, _ m13: Double, _ m21: Double, _ m22: Double, _ m23: Double,
         _ m31: Double, _ m32: Double, _ m33: Double) {
        m = (m11, m12, m13, m21, m22, m23, m31, m32, m33)
    }

    /// The map of the plane z = 0 under `t`: its x, y and w rows and columns.
    init(flattening t: CATransform3D) {
        self.init(Double(t.m11), Double(t.m12), Double(t.m14), Double(t.m21), Double(t.m22), Double(t.m24),
                  Double(t.m41), Double(t.m42), Double(t.m44))
    }

    /// An affine map as a homography.
    init(_ t: CGAffineTransform) {
        self.init(Double(t.a), Double(t.b), 0, Double(t.c), Double(t.d), 0, Double(t.tx), Double(t.ty), 1)
    }

    /// The map as an affine transform, when w is a positive constant.
    var affine: CGAffineTransform? {
        guard m.2 == 0, m.5 == 0, m.8 > 0 else { return nil }
        let w = m.8
        return CGAffineTransform(a: m.0 / w, b: m.1 / w, c: m.3 / w, d: m.4 / w, tx: m.6 / w, ty: m.7 / w)
    }

    /// Whether the map sends the whole plane behind the eye (w ≤ 0 everywhere, as far as a
    /// constant w tells).
    var isBehindTheEye: Bool { m.2 == 0 && m.5 == 0 && m.8 <= 0 }

    /// w at `point`: positive in front of the eye.
    func w(at point: CGPoint) -> Double {
        Double(point.x) * m.2 + Double(point.y) * m.5 + m.8
    }

    /// Where `point` goes; nil when it lies at or behind the eye.
    func apply(_ point: CGPoint) -> CGPoint? {
        let x = Double(point.x), y = Double(point.y)
        let w = x * m.2 + y * m.5 + m.8
        guard w > 1e-9 else { return nil }
        return CGPoint(x: (x * m.0 + y * m.3 + m.6) / w, y: (x * m.1 + y * m.4 + m.7) / w)
    }

    /// This map, then `other`.
    func concatenating(_ o: Homography) -> Homography {
        let a = m, b = o.m
        return Homography(
            a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
            a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
            a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8)
    }

    /// The inverse map (the adjugate: a homography is defined up to scale); nil when singular.
    var inverse: Homography? {
        let (a, b, c, d, e, f, g, h, i) = m
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let determinant = a * A + b * B + c * C
        guard determinant != 0, determinant.isFinite else { return nil }
        let sign: Double = determinant > 0 ? 1 : -1
        return Homography(A * sign, -(b * i - c * h) * sign, (b * f - c * e) * sign,
                          B * sign, (a * i - c * g) * sign, -(a * f - c * d) * sign,
                          C * sign, -(a * h - b * g) * sign, (a * e - b * d) * sign)
    }
}
