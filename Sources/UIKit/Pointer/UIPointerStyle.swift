import Foundation

/// How the pointer looks over a region, as UIKit's `UIPointerStyle`: an effect on a view
/// (with the shape the pointer takes), a pointer shape alone, or no pointer. On Linux the
/// effect is drawn over the view and the shape picks the system cursor (see
/// `UIPointerInteraction`).
@preconcurrency @MainActor
open class UIPointerStyle: NSObject, NSCopying {
    /// The effect on the region's view, if the style has one.
    let effect: UIPointerEffect?
    /// The shape the pointer takes, if the style gives one.
    let shape: UIPointerShape?
    /// The axes along which the pointer is held to the shape's center.
    let constrainedAxes: UIAxis
    /// Whether the pointer is hidden.
    let hidesPointer: Bool

    private init(effect: UIPointerEffect?, shape: UIPointerShape?, constrainedAxes: UIAxis, hidesPointer: Bool) {
        self.effect = effect
        self.shape = shape
        self.constrainedAxes = constrainedAxes
        self.hidesPointer = hidesPointer
        super.init()
    }

    /// A style applying `effect` to its preview's view, the pointer taking `shape` (nil: the
    /// view's shape).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: effect, shape: shape, constrainedAxes: [], hidesPointer: false)
    }

    /// A style giving the pointer `shape`, held along `constrainedAxes`.
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(effect: nil, shape: shape, constrainedAxes: constrainedAxes, hidesPointer: false)
    }

    /// A style that hides the pointer.
    public class func hidden() -> UIPointerStyle {
        UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], hidesPointer: true)
    }

    /// The system's pointer, unchanged (iOS 15).
    public class func system() -> UIPointerStyle {
        UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], hidesPointer: false)
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The system cursor the style shows on Linux.
    var cursor: PointerCursor {
        if hidesPointer { return .hidden }
        switch shape {
        case .verticalBeam?: return .iBeam
        case .horizontalBeam?: return .iBeam
        case .path?, .roundedRect?: return .hand
        case nil: return effect == nil ? .arrow : .hand
        }
    }
}

/// An effect on a view under the pointer, as UIKit's `UIPointerEffect`.
public enum UIPointerEffect: @unchecked Sendable {
    /// The system picks: a highlight for small views, a lift for larger ones.
    case automatic(UITargetedPreview)
    /// A translucent platter over the view (the pointer becomes it on iPadOS).
    case highlight(UITargetedPreview)
    /// The view lifts with a shadow under it (on Linux: the shadow and a faint highlight; the
    /// view keeps its own transform).
    case lift(UITargetedPreview)
    /// The view tinted (`preferredTintMode`), with a shadow when `prefersShadow`.
    case hover(UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)

    /// How a hover effect tints the view.
    public enum TintMode: Int, Sendable {
        case none = 0, overlay, underlay
    }

    /// The preview the effect applies to.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): preview
        case .hover(let preview, _, _, _): preview
        }
    }
}

/// The shape the pointer takes, as UIKit's `UIPointerShape`.
public enum UIPointerShape: @unchecked Sendable {
    /// A custom shape, its path centred on the pointer.
    case path(UIBezierPath)
    /// A rounded rectangle (in the region's view's coordinates).
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical beam (text's insertion point) of `length`: an I-beam cursor on Linux.
    case verticalBeam(length: CGFloat)
    /// A horizontal beam (vertical text's insertion point) of `length`: an I-beam cursor too
    /// (Linux's cursors have no sideways one).
    case horizontalBeam(length: CGFloat)

    /// The corner radius of a rounded rectangle shape by default: 8 points.
    public static let defaultCornerRadius: CGFloat = 8
}

/// The system cursors a pointer style shows on Linux.
@_spi(Host) public enum PointerCursor: Sendable, Equatable {
    case arrow, hand, iBeam, hidden
}
