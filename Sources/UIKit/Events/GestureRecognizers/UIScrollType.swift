import Foundation

/// The kinds of scroll event (UIKit's `UIScrollType`, iOS 13.4): a mouse wheel's notches, each
/// an amount to scroll, or a trackpad's two-finger movement, in phases.
public enum UIScrollType: Int, Sendable {
    /// A scroll from a device that names an amount, like a mouse's wheel.
    case discrete = 0
    /// A scroll from a device that moves in phases, like a trackpad.
    case continuous = 1
}

/// The scroll types a pan recognizer turns into pans (UIKit's `UIScrollTypeMask`).
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Scrolls from a device like a mouse's wheel.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    /// Scrolls from a device like a trackpad.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    /// Both kinds.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]

    /// Whether the mask takes scrolls of `type`.
    func allows(_ type: UIScrollType) -> Bool { contains(UIScrollTypeMask(rawValue: 1 << type.rawValue)) }
}
