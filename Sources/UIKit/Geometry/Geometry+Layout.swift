import Foundation

extension CGFloat {
    /// The value rounded to the pixel grid of `scale` (C `round`: halves away from zero),
    /// as UIKit rounds frame origins.
    func roundedToPixel(scale: CGFloat) -> CGFloat {
        guard scale > 0, scale.isFinite else { return self.rounded(.toNearestOrAwayFromZero) }
        let scaled = self * scale
        // Past 2⁵² every double is whole already; a huge value times the scale may overflow.
        guard scaled.isFinite else { return self }
        return scaled.rounded(.toNearestOrAwayFromZero) / scale
    }

    /// The value limited to the finite range: a sum of huge extents that overflowed to
    /// infinity becomes the largest finite number (NaN becomes 0).
    var clampedToFinite: CGFloat {
        isNaN ? 0 : Swift.min(Swift.max(self, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}

extension CGRect {
    /// Whether the two rectangles share at least one point, touching edges included (a null
    /// rectangle shares nothing). This is the intersection test of every layout query in the
    /// project, so that arithmetic queries and brute-force filters agree.
    func sharesPoint(with other: CGRect) -> Bool {
        if isNull || other.isNull { return false }
        return minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// The midpoint of the rectangle.
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension Int {
    /// `value` truncated toward zero and limited to `Int`'s range (NaN becomes 0): layout
    /// numbers are unbounded, and a plain conversion traps outside the range.
    init(saturating value: CGFloat) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value < -0x1p63 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
