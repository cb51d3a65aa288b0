import Foundation

/// The direction focus moves in, as UIKit's `UIFocusHeading`: the arrow keys' four directions,
/// and Tab's next and Shift-Tab's previous focus group.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// An object that takes part in focus updates (views and view controllers), as UIKit's
/// `UIFocusEnvironment`: it can refuse a focus change that involves it, hears about those that
/// happen, and says where focus should go inside it.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// The environments, in order of preference, that should receive focus when focus moves to
    /// this one.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment that contains this one (the superview, or the owning view controller).
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// The identifier of the focus group this environment belongs to (Tab moves between groups).
    var focusGroupIdentifier: String? { get }
    /// The container of the focus items inside this environment (iOS 12).
    var focusItemContainer: (any UIFocusItemContainer)? { get }
    /// Asks for a focus update toward this environment's preferred environments.
    func setNeedsFocusUpdate()
    /// Runs a requested focus update now.
    func updateFocusIfNeeded()
    /// Whether the focus change described by `context` may happen (true by default).
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// The focus changed as `context` describes; `coordinator` runs animations along with it.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

/// An object that can receive focus, as UIKit's `UIFocusItem`.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can become focused now.
    var canBecomeFocused: Bool { get }
    /// The item's frame, in its parent's coordinates.
    var frame: CGRect { get }
    /// Whether the item is focused.
    var isFocused: Bool { get }
}

extension UIFocusHeading {
    /// The unit step of an arrow heading (down for anything else).
    var step: (dx: CGFloat, dy: CGFloat) {
        self == .left ? (-1, 0) : self == .right ? (1, 0) : self == .up ? (0, -1) : (0, 1)
    }

    /// How well `frame` suits a move from `origin` in this heading: the distance ahead plus
    /// twice the distance across, between centres (lower is better); nil when it is not ahead.
    func score(of frame: CGRect, from origin: CGRect) -> CGFloat? {
        let (dx, dy) = step
        let along = (frame.midX - origin.midX) * dx + (frame.midY - origin.midY) * dy
        guard along > 1 else { return nil }
        return along + 2 * (abs((frame.midX - origin.midX) * dy) + abs((frame.midY - origin.midY) * dx))
    }
}
