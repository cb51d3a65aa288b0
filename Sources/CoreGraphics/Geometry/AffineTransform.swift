import Foundation

#if !canImport(Darwin)
/// An affine transformation matrix for 2D drawing, as CoreGraphics' `CGAffineTransform`:
///
///     | a  b  0 |
///     | c  d  0 |
///     | tx ty 1 |
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. Its members are `@inlinable`:
/// views and layers read and apply transforms per frame, from the UIKit module.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    @inlinable public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    @inlinable public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform.
    @inlinable public static var identity: CGAffineTransform { CGAffineTransform() }

    /// A transform that scales by `sx` and `sy`.
    @inlinable public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A transform that translates by `tx` and `ty`.
    @inlinable public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A transform that rotates by `angle` radians (counterclockwise in a y-up system,
    /// clockwise on screen where y points down).
    @inlinable public init(rotationAngle angle: CGFloat) {
        let sine = sin(angle), cosine = cos(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether the transform is the identity.
    @inlinable public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

    /// The transform that applies `self` first, then `t2`.
    @inlinable public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse of the transform, or the transform itself when it cannot be inverted
    /// (as CoreGraphics does).
    @inlinable public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id,
                                 tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// The transform with a scale applied before it.
    @inlinable public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// The transform with a translation applied before it.
    @inlinable public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// The transform with a rotation applied before it.
    @inlinable public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

extension CGPoint {
    /// The point mapped through `t`.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through `t` (translation ignored); components may become negative.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the four transformed corners of this rectangle.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let a = CGPoint(x: minX, y: minY).applying(t), b = CGPoint(x: maxX, y: minY).applying(t)
        let c = CGPoint(x: minX, y: maxY).applying(t), d = CGPoint(x: maxX, y: maxY).applying(t)
        let left = min(a.x, b.x, c.x, d.x), top = min(a.y, b.y, c.y, d.y)
        return CGRect(x: left, y: top, width: max(a.x, b.x, c.x, d.x) - left, height: max(a.y, b.y, c.y, d.y) - top)
    }
}
#endif
