import Foundation

/// Manages the views and the life of a `.custom` presentation, as UIKit's
/// `UIPresentationController`: subclasses place the presented view
/// (`frameOfPresentedViewInContainerView`), add their own views (a dimming view) to the
/// container in `presentationTransitionWillBegin()` and take them away when the dismissal
/// ends. The presented controller's transitioning delegate makes it in
/// `presentationController(forPresented:presenting:source:)`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The delegate that decides whether a sheet the user pulls down is dismissed, held weakly.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The style of a built-in (sheet or full-screen) presentation this object stands for.
    var builtInStyle: UIModalPresentationStyle?
    private weak var storedPresentingViewController: UIViewController?
    private weak var storedContainerView: UIView?

    /// Creates a presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (nil: UIKit finds the presenter when the presentation runs).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        storedPresentingViewController = presentingViewController
        super.init()
    }

    /// The controller that presents (the presentation's presenter once it runs).
    open var presentingViewController: UIViewController {
        storedPresentingViewController ?? presentedViewController.presentingViewController ?? presentedViewController
    }

    /// The presentation's style: `.custom`, or the built-in presentation's style.
    open var presentationStyle: UIModalPresentationStyle { builtInStyle ?? .custom }

    /// The view the presentation happens in, over the window (nil before the presentation
    /// starts).
    open var containerView: UIView? { storedContainerView }

    /// The view that is animated and shown: the presented controller's view by default.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view is at the end of the presentation, in the container: the
    /// whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the window when the presentation ends (and hears
    /// the disappearance calls). Default false.
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole window. Default true.
    open var shouldPresentInFullscreen: Bool { true }

    /// The trait collection of the presentation: the container's (the presenter's before the
    /// presentation starts).
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentingViewController.traitCollection
    }

    /// Called before the presentation's animations start, with the container in place: add
    /// views (a dimming view) and animate them with the presented controller's
    /// `transitionCoordinator`. Default: nothing.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ended; `completed` false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animations start. Default: nothing.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ended (`completed` false when cancelled); the container
    /// leaves the window after it.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called when the container is about to lay out its subviews: place the presented view
    /// here. Default: nothing.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out its subviews. Default: nothing.
    open func containerViewDidLayoutSubviews() {}

    /// Attaches the presentation to its container.
    func attach(to container: UIView) {
        storedContainerView = container
    }
}

extension UIViewController {
    /// `presentationController`'s work.
    var nearestPresentationController: UIPresentationController? {
        if let madePresentationController { return madePresentationController }
        if let parent { return parent.presentationController }
        guard modalPresentationStyle != .custom else { return nil }
        if modalPresentationStyle == .popover { return madePopoverPresentationController }
        let style = modalPresentationStyle.resolved
        let made = [.pageSheet, .formSheet].contains(style)
            ? UISheetPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
        made.builtInStyle = style
        madePresentationController = made
        return made
    }
}
