import Foundation

/// Where a preview sits, as UIKit's `UIPreviewTarget` (iOS 13): a center in a container
/// view's coordinates, and a transform applied to the preview there.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the center is in.
    public let container: UIView
    /// The preview's center in the container.
    public let center: CGPoint
    /// The transform applied to the preview.
    public let transform: CGAffineTransform

    /// Creates a target (UIKit's `init(container:center:transform:)`).
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    /// Creates a target without a transform.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// How a preview looks, as UIKit's `UIPreviewParameters` (iOS 13): the part of the view it
/// shows, the color behind it and its shadow's shape.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view shown, in its bounds' coordinates; nil shows the whole view with
    /// rounded corners.
    open var visiblePath: UIBezierPath?
    /// The color behind the view (nil: the system's, which is `.systemBackground` here).
    open var backgroundColor: UIColor!
    /// The shape of the preview's shadow (iOS 14); nil follows `visiblePath`.
    open var shadowPath: UIBezierPath?

    /// Parameters with the defaults.
    public override init() {
        super.init()
    }
}

/// A view lifted as a preview, as UIKit's `UITargetedPreview` (iOS 13): the view drawn (its
/// snapshot), how it is drawn, and where.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// Where the preview sits.
    public let target: UIPreviewTarget
    /// The view the preview shows.
    public let view: UIView
    /// How the preview is drawn.
    public let parameters: UIPreviewParameters

    /// Creates a preview of `view` at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// Creates a preview of `view` where it is (the view must be in a window, or at least have a
    /// superview, as in UIKit).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        guard let superview = view.superview else {
            raiseException(.invalidArgumentException, "UITargetedPreview: the view must be in a window: \(view)")
        }
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: superview, center: view.center))
    }

    /// Creates a preview of `view` where it is, with the default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The preview's size: the visible path's bounds, or the view's bounds.
    open var size: CGSize { parameters.visiblePath?.bounds.size ?? view.bounds.size }

    /// A copy of the preview at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
