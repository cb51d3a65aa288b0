import Foundation

/// The corners of a rectangle, as UIKit's `UIRectCorner`: which corners
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner of the rectangle.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner of the rectangle.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner of the rectangle.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner of the rectangle.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All corners of the rectangle (every bit set, as UIKit's `~0UL`).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
