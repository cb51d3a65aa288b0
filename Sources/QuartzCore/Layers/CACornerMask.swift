import Foundation

/// The corners of a layer that `cornerRadius` rounds, as Core Animation's `CACornerMask`.
/// Named by the bounds' minimum and maximum x and y: in iOS's coordinates, where y grows
/// downward, `layerMinXMinYCorner` is the top-left corner.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the minimum x and minimum y (top left on iOS).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y (top right on iOS).
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y (bottom left on iOS).
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the maximum x and maximum y (bottom right on iOS).
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    /// All four corners: the default of `maskedCorners`.
    package static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
