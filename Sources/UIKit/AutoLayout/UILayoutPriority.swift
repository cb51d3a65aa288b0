import Foundation

/// The importance of a constraint to the layout engine, as UIKit's `UILayoutPriority`: 1000 is
/// required; below, an optional constraint gives way to every constraint of a higher priority.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A required constraint. Do not specify a layout constraint that exceeds this number.
    public static let required = UILayoutPriority(1000)
    /// The priority level with which a button resists compressing its content.
    public static let defaultHigh = UILayoutPriority(750)
    /// The appropriate priority level for a drag that may end up resizing the window's scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority level at which a window's scene prefers to stay the same size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority level at which a split view divider, say, is dragged. It won't resize the
    /// window's scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority level at which a button hugs its contents horizontally.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority level with which the view wants to conform to the target size in a
    /// `systemLayoutSizeFitting(_:)` computation. It's quite low.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

extension UILayoutPriority: CustomStringConvertible {
    public var description: String { "UILayoutPriority(_rawValue: \(rawValue))" }
}
