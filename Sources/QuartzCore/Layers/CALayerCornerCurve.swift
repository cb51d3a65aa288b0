import Foundation

extension CALayer {

    /// How far from the corner a curve of `curve` starts, in radii: 1 for circular corners,
    /// 1.528665 for continuous ones (`CALayer.cornerCurveExpansionFactor(_:)`).
    public static func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? ContinuousCorner.extent : 1
    }
}

/// The continuous corner as iOS draws it: three cubic Bézier curves, given as (along, across)
/// multiples of the radius measured from the corner — `along` back along the edge arriving at
/// the corner, `across` along the edge leaving it. Each entry is (control 1, control 2, end);
/// the curve starts at (`extent`, 0). (The coefficients are those published for iOS 7's
/// rounded rectangles, measured from UIKit's own paths.)
package enum ContinuousCorner {
    package static let extent: CGFloat = 1.52866483
    package static let curves: [((CGFloat, CGFloat), (CGFloat, CGFloat), (CGFloat, CGFloat))] = [
        ((1.08849296, 0), (0.86840694, 0), (0.63149399, 0.07491100)),
        ((0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)),
        ((0, 0.86840694), (0, 1.08849296), (0, extent)),
    ]
}

/// The curve of a layer's rounded corners, as Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Curves whose curvature grows smoothly from the straight edges, as iOS's app icons and
    /// system shapes: they start 1.528665 radii from the corner.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
