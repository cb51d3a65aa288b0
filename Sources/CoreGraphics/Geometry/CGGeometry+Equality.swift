import Foundation

#if !canImport(Darwin)
// CoreGraphics members that iOS code calls and Linux's Foundation lacks.

extension CGPoint {
    /// Whether two points are equal, as CoreGraphics' `CGPointEqualToPoint`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether two sizes are equal, as CoreGraphics' `CGSizeEqualToSize`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether two rectangles are equal in origin and size, as CoreGraphics'
    /// `CGRectEqualToRect`: both are first standardized, so a rectangle with a negative width
    /// equals the same rectangle drawn from its other corner, and two null rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}

/// The largest finite `CGFloat`, as CoreGraphics' `CGFLOAT_MAX`.
public let CGFLOAT_MAX = CGFloat.greatestFiniteMagnitude
/// The smallest positive normal `CGFloat`, as CoreGraphics' `CGFLOAT_MIN`.
public let CGFLOAT_MIN = CGFloat.leastNormalMagnitude
/// The difference between 1 and the next larger `CGFloat`, as CoreGraphics' `CGFLOAT_EPSILON`.
public let CGFLOAT_EPSILON = CGFloat.ulpOfOne
#endif
