import Foundation

/// The view a layer belongs to — UIKit's `UIView`, its layer's delegate — as Core Animation sees
/// it from below UIKit. A view's layer keeps none of the values both have: it reads and writes
/// the view's (`layer.position` is `view.center`, `layer.opacity` is `view.alpha`…), and its
/// sublayers are its subviews' layers, so that the two never disagree.
@preconcurrency @MainActor
package protocol CALayerBackingView: CALayerDelegate {
    var bounds: CGRect { get set }
    var center: CGPoint { get set }
    var frame: CGRect { get set }
    var alpha: CGFloat { get set }
    var isHidden: Bool { get set }
    var clipsToBounds: Bool { get set }
    /// The layer's `anchorPoint`.
    var unitAnchorPoint: CGPoint { get }
    func setAnchorPoint(_ point: CGPoint)
    /// The layer's `transform`: the view's 3D transform, or its affine `transform`.
    var layerTransform: CATransform3D { get }
    func setLayerTransform(_ transform: CATransform3D)
    /// The layer's `backgroundColor`: the view's, resolved for its traits.
    var layerBackgroundColor: CGColor? { get set }
    /// Whether the view is marked to lay out its subviews.
    var needsLayout: Bool { get }
    func setNeedsDisplay()
    func setNeedsLayout()
    func layoutIfNeeded()
    /// Marks the view's subtree as holding a layer that needs layout (its layout pass lays
    /// standalone sublayers out).
    func sublayerNeedsLayout()
    func removeFromSuperview()
    /// The layers of the view's subviews, back to front.
    var subviewLayers: [CALayer] { get }
    /// The layer of the view's superview.
    var superviewLayer: CALayer? { get }
    /// The index among the view's subviews of the view whose layer is `layer`; nil when that
    /// view is not a subview.
    func subviewIndex(ofLayer layer: CALayer) -> Int?
    /// Inserts the view whose layer is `layer` among the view's subviews at `index`.
    func insertSubview(ofLayer layer: CALayer, at index: Int)
    /// The view's animated geometry and alpha now (`position`, `bounds`, `opacity`,
    /// `transform`), the base a presentation copy of its layer starts from.
    var presentationLayerValues: [String: Any] { get }
    /// Whether the view's own animations (UIKit's animation blocks) are running.
    var hasPropertyAnimations: Bool { get }
}
