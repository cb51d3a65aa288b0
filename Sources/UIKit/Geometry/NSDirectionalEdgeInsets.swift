import Foundation

/// Edge insets that follow the layout direction, as UIKit's `NSDirectionalEdgeInsets`: leading
/// and trailing are left and right in a left-to-right layout, right and left in a
/// right-to-left one.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets whose top, leading, bottom and trailing values are all 0.
    public static let zero = NSDirectionalEdgeInsets()

    /// As iOS prints an `NSDirectionalEdgeInsets`.
    public var description: String { "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))" }

    /// The insets as left and right ones for a layout direction.
    public func edgeInsets(rightToLeft: Bool) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
    }
}
