import Foundation

/// The visual effect a focused item shows, as UIKit's `UIFocusEffect` (iOS 15). The plain
/// effect draws nothing of its own; `UIFocusHaloEffect` draws the halo.
@preconcurrency @MainActor
open class UIFocusEffect: NSObject, NSCopying {
    /// A system effect (on iPad, a halo around the item's shape).
    public override init() {}

    /// The effect itself: effects are not changed after they are made.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A halo around a focused item, as UIKit's `UIFocusHaloEffect` (iOS 15): a ring in the view's
/// tint color, outside its shape unless `position` says otherwise.
@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the halo lies relative to the shape, as UIKit's `UIFocusHaloEffect.Position`.
    public enum Position: Int, Sendable {
        /// Outside the shape, or inside when the container would clip it.
        case automatic = 0
        case outside = 1
        case inside = 2
    }

    /// The shape the halo follows, in the focused view's coordinates (nil: the view's bounds and
    /// corner radius).
    let shape: CGPath?
    /// The view whose coordinates the shape is in and above which the halo draws.
    open weak var referenceView: UIView?
    /// The view that contains the halo (the halo stays within it).
    open weak var containerView: UIView?
    /// Where the halo lies relative to the shape (`.automatic`).
    open var position: Position = .automatic

    /// The halo of the focused view's own shape.
    public override init() {
        shape = nil
    }

    /// A halo around `rect`, rounded by `cornerRadius` with `curve`'s corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        shape = curve == .continuous ? UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius).cgPath
            : CGPath(roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius, transform: nil)
    }

    /// A halo around `rect`.
    public convenience init(rect: CGRect) {
        self.init(roundedRect: rect, cornerRadius: 0, curve: .circular)
    }

    /// A halo along `path`.
    public init(path: UIBezierPath) {
        shape = path.cgPath
    }
}
