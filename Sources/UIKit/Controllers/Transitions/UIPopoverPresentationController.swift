import Foundation

/// The presentation controller of a popover (`modalPresentationStyle = .popover`), as UIKit's:
/// where the popover points (a source view and rectangle, a bar button item, or a source item)
/// and how. Its delegate is the base class's `delegate`, set to a
/// `UIPopoverPresentationControllerDelegate`; `prepareForPopoverPresentation(_:)` is called
/// before the popover shows.
///
/// On Linux a controller presented as a popover shows as a sheet, as it does in a compact
/// width on iOS; an action sheet (`UIAlertController`) shows as a box beside its source on a
/// regular width, without an arrow.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The directions the arrow may point. Default `.any`.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The view the popover points at (with `sourceRect`).
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at. Default zero: the view's bounds.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at.
    open var barButtonItem: UIBarButtonItem?
    /// The item the popover points at (a view or a bar button item; iOS 16).
    open var sourceItem: UIPopoverPresentationControllerSourceItem?
    /// Whether the popover may cover the source rectangle. Default false.
    open var canOverlapSourceViewRect = false
    /// The direction the arrow points once shown; `.unknown` before.
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that take touches while the popover shows (kept).
    open var passthroughViews: [UIView]?
    /// The popover's background color (nil: the system's).
    open var backgroundColor: UIColor?
    /// The margins the popover keeps from the screen's edges.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// Whether the popover was told where it points.
    var hasAnchor: Bool { sourceView != nil || barButtonItem != nil || sourceItem != nil }

    /// The popover's delegate, when the delegate set is one.
    var popoverDelegate: UIPopoverPresentationControllerDelegate? { delegate as? UIPopoverPresentationControllerDelegate }
}

/// What a popover can point at (iOS 16): a view, or a bar button item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}
extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// The directions a popover's arrow points, as UIKit's.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The delegate of a popover presentation, as UIKit's (every member has a default).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called before the popover shows: the last moment to say where it points.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside dismisses the popover. Default true.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// Called after a tap outside dismissed the popover.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}

extension UIViewController {
    /// `popoverPresentationController`'s work: made when first asked for while the style is
    /// `.popover`, and kept as the presentation's controller.
    var madePopoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let made = madePresentationController as? UIPopoverPresentationController { return made }
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        made.builtInStyle = .popover
        madePresentationController = made
        return made
    }

    /// Before a controller shows as a popover — its style `.popover` (or a share sheet), in a
    /// regular width — the delegate's last chance to say where it points, then UIKit's
    /// exception when nothing says. In a compact width the popover adapts to a sheet and needs
    /// no anchor. (An action sheet checks its own: `UIAlertController.preparePopover`.)
    func preparePopoverPresentation(by presenter: UIViewController) {
        guard !(self is UIAlertController), let popover = popoverPresentationController,
              presenter.traitCollection.horizontalSizeClass == .regular else { return }
        popover.popoverDelegate?.prepareForPopoverPresentation(popover)
        guard !popover.hasAnchor else { return }
        guard self is UIActivityViewController else {
            raiseException(.genericException, "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
        }
        raiseException(.genericException, """
            Your application has presented a UIActivityViewController (\(self)). In its current trait environment, the \
            modalPresentationStyle of a UIActivityViewController with this style is UIModalPresentationPopover. You must provide \
            location information for this popover through the view controller's popoverPresentationController. You must provide \
            either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the view \
            controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.
            """)
    }
}
