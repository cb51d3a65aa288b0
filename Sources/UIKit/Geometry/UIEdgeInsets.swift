import Foundation

/// The inset distances for views, as UIKit's `UIEdgeInsets`: positive values shrink a
/// rectangle, negative values grow it.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// An edge insets struct whose top, left, bottom, and right fields are all 0.
    public static let zero = UIEdgeInsets()

    /// As iOS prints a `UIEdgeInsets`: `UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)`.
    public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }

    /// The sum of the left and right insets.
    var horizontal: CGFloat { left + right }
    /// The sum of the top and bottom insets.
    var vertical: CGFloat { top + bottom }

    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets`, as UIKit's `UIEdgeInsetsInsetRect` / `inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }

    /// The rectangle grown by `insets` (the reverse of `inset(by:)`): a frame from its
    /// alignment rectangle.
    func outset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x - insets.left, y: origin.y - insets.top,
               width: size.width + insets.left + insets.right,
               height: size.height + insets.top + insets.bottom)
    }
}
