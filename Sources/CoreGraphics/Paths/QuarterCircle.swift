import Foundation

/// The cubic Bézier that best draws a quarter of a circle.
package enum QuarterCircle {
    /// How far along its end tangents, in radii, the curve puts its control points:
    /// 4/3·(√2 − 1) ≈ 0.5523, so that the curve's midpoint lies on the circle.
    package static let handle: CGFloat = 4 * (2.squareRoot() - 1) / 3
}
