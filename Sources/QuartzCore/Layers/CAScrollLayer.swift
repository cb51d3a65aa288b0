import Foundation

/// A layer that shows part of its sublayers, scrolled by its bounds' origin, as Core
/// Animation's `CAScrollLayer`: it has no scrolling of its own (no gestures, no indicators);
/// `scroll(to:)` and its sublayers' `scroll(_:)` and `scrollRectToVisible(_:)` move the origin.
@preconcurrency @MainActor
open class CAScrollLayer: CALayer {
    /// The directions in which the layer scrolls. Default `.both`.
    open var scrollMode: CAScrollLayerScrollMode = .both

    /// Scrolls so that `p` (in the layer's coordinates) is the bounds' origin, in the directions
    /// `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = p.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = p.y }
        bounds.origin = origin
    }

    /// Scrolls the least that shows `r` (in the layer's coordinates): `r`'s minimum edges when
    /// it does not fit.
    open func scroll(to r: CGRect) {
        let visible = bounds
        func origin(_ visibleMin: CGFloat, _ visibleLength: CGFloat, _ min: CGFloat, _ max: CGFloat) -> CGFloat {
            if min < visibleMin || max - min > visibleLength { return min }
            if max > visibleMin + visibleLength { return max - visibleLength }
            return visibleMin
        }
        scroll(to: CGPoint(x: origin(visible.minX, visible.width, r.minX, r.maxX), y: origin(visible.minY, visible.height, r.minY, r.maxY)))
    }
}

/// The directions a `CAScrollLayer` scrolls in, as Core Animation's `CAScrollLayerScrollMode`.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

extension CALayer {
    /// The nearest ancestor that is a `CAScrollLayer`.
    var enclosingScrollLayer: CAScrollLayer? {
        var node = superlayer
        while let layer = node {
            if let scrollLayer = layer as? CAScrollLayer { return scrollLayer }
            node = layer.superlayer
        }
        return nil
    }
}
