import Foundation
#if canImport(Darwin)
import QuartzCore
#endif

#if !canImport(Darwin)
/// The standard transform matrix used throughout Core Animation, as QuartzCore's `CATransform3D`.
///
/// The transform matrix is used to rotate, scale, translate, skew, and project the layer content.
/// Functions are provided for creating, concatenating, and modifying `CATransform3D` data. Points
/// are row vectors: a point `(x, y, z)` maps to `[x y z 1] · M`, then divides by the fourth
/// coordinate, so `m41`, `m42`, `m43` translate and `m34 = -1/d` gives a perspective seen from a
/// distance `d`.
///
/// `CATransform3D()` is the zero matrix, as the C struct's Swift import is; start from
/// `CATransform3DIdentity` instead.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix, as the Swift import of the C struct's zero initializer.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
}

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Returns true if `t` is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Returns true if `a` is exactly equal to `b`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Returns a transform that translates by `(tx, ty, tz)`:
/// `t' = [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// Returns a transform that scales by `(sx, sy, sz)`:
/// `t' = [sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// Returns a transform that rotates by `angle` radians about the vector `(x, y, z)`. If the
/// vector has length zero the identity transform is returned.
///
/// The rotation follows the right-hand rule about the axis: about `(0, 0, 1)` it is
/// `CGAffineTransform(rotationAngle: angle)` (clockwise on screen, where y points down), and
/// about `(1, 0, 0)` a quarter turn takes the y axis to the z axis.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let x = x / length, y = y / length, z = z / length
    let sine = sin(angle), cosine = cos(angle), versine = 1 - cosine
    // The diagonal, cos + (1 − cos)·a², written so that a rotation about a coordinate axis keeps
    // exactly 1 on that axis and exactly cos on the others.
    func diagonal(_ a: CGFloat) -> CGFloat { cosine * (1 - a * a) + a * a }
    return CATransform3D(
        m11: diagonal(x), m12: versine * x * y + sine * z, m13: versine * x * z - sine * y, m14: 0,
        m21: versine * x * y - sine * z, m22: diagonal(y), m23: versine * y * z + sine * x, m24: 0,
        m31: versine * x * z + sine * y, m32: versine * y * z - sine * x, m33: diagonal(z), m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Concatenate `b` to `a` and return the result: `t' = a * b` — `a` is applied first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(
        m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
        m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
        m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
        m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
        m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
        m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
        m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
        m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
        m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
        m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
        m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
        m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
        m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
        m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
        m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
        m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
}

/// Translate `t` by `(tx, ty, tz)` and return the result: `t' = translate(tx, ty, tz) * t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Scale `t` by `(sx, sy, sz)` and return the result: `t' = scale(sx, sy, sz) * t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Rotate `t` by `angle` radians about the vector `(x, y, z)` and return the result:
/// `t' = rotation(angle, x, y, z) * t`. (Core Animation leaves a zero-length vector undefined;
/// here it rotates by nothing and returns `t`.)
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Invert `t` and return the result. Returns the original matrix if `t` has no inverse.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // The inverse is the adjugate over the determinant; the adjugate's cofactors are built from
    // the 2×2 minors of the top two rows (s) and of the bottom two rows (c).
    let s0 = t.m11 * t.m22 - t.m21 * t.m12, s1 = t.m11 * t.m23 - t.m21 * t.m13
    let s2 = t.m11 * t.m24 - t.m21 * t.m14, s3 = t.m12 * t.m23 - t.m22 * t.m13
    let s4 = t.m12 * t.m24 - t.m22 * t.m14, s5 = t.m13 * t.m24 - t.m23 * t.m14
    let c0 = t.m31 * t.m42 - t.m41 * t.m32, c1 = t.m31 * t.m43 - t.m41 * t.m33
    let c2 = t.m31 * t.m44 - t.m41 * t.m34, c3 = t.m32 * t.m43 - t.m42 * t.m33
    let c4 = t.m32 * t.m44 - t.m42 * t.m34, c5 = t.m33 * t.m44 - t.m43 * t.m34
    let determinant = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard determinant != 0, determinant.isFinite else { return t }
    let r = 1 / determinant
    return CATransform3D(
        m11: (t.m22 * c5 - t.m23 * c4 + t.m24 * c3) * r,
        m12: (-t.m12 * c5 + t.m13 * c4 - t.m14 * c3) * r,
        m13: (t.m42 * s5 - t.m43 * s4 + t.m44 * s3) * r,
        m14: (-t.m32 * s5 + t.m33 * s4 - t.m34 * s3) * r,
        m21: (-t.m21 * c5 + t.m23 * c2 - t.m24 * c1) * r,
        m22: (t.m11 * c5 - t.m13 * c2 + t.m14 * c1) * r,
        m23: (-t.m41 * s5 + t.m43 * s2 - t.m44 * s1) * r,
        m24: (t.m31 * s5 - t.m33 * s2 + t.m34 * s1) * r,
        m31: (t.m21 * c4 - t.m22 * c2 + t.m24 * c0) * r,
        m32: (-t.m11 * c4 + t.m12 * c2 - t.m14 * c0) * r,
        m33: (t.m41 * s4 - t.m42 * s2 + t.m44 * s0) * r,
        m34: (-t.m31 * s4 + t.m32 * s2 - t.m34 * s0) * r,
        m41: (-t.m21 * c3 + t.m22 * c1 - t.m23 * c0) * r,
        m42: (t.m11 * c3 - t.m12 * c1 + t.m13 * c0) * r,
        m43: (-t.m41 * s3 + t.m42 * s1 - t.m43 * s0) * r,
        m44: (t.m31 * s3 - t.m32 * s1 + t.m33 * s0) * r)
}

/// Return a transform with the same effect as affine transform `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Returns true if `t` can be represented exactly by an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// Returns the affine transform represented by `t`. If `t` can not be represented exactly by an
/// affine transform the returned value is undefined (here: the x and y parts, the rest dropped).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
#endif

extension CATransform3D {
    /// Where `point`, on the plane z = 0, lands on the screen under this transform: the row vector
    /// `[x y 0 1] · M = [X Y Z W]` divided by `W`, giving `(X / W, Y / W)` (the depth `Z` is
    /// flattened away, as Core Animation flattens a layer into its superlayer's plane).
    ///
    /// Returns nil when `W ≤ 0`: with `m34 = -1/d` the eye sits at z = d, and such a point is at or
    /// behind it, where Core Animation draws nothing. Not a Core Animation function: the
    /// renderer's projection of a layer's corners.
    public func projecting(_ point: CGPoint) -> CGPoint? {
        let w = point.x * m14 + point.y * m24 + m44
        guard w > 0 else { return nil }
        return CGPoint(x: (point.x * m11 + point.y * m21 + m41) / w,
                       y: (point.x * m12 + point.y * m22 + m42) / w)
    }
}
