import Foundation

/// Presentations and dismissals with a custom transition: the presented controller's
/// `transitioningDelegate` gives an animator (asked only for animated transitions, as UIKit
/// does), or the style is `.custom` (a `UIPresentationController`, the delegate's or a plain
/// one). The container is a view over the window; the animator adds the presented view to it.
/// Appearance calls keep UIKit's order: `viewWillAppear` (and `viewWillDisappear` of a
/// presenter whose view leaves) before `presentationTransitionWillBegin()` and the animator,
/// `presentationTransitionDidEnd(_:)` then `viewDidAppear` after `completeTransition(_:)`.
/// A cancelled transition undoes the appearance calls and its completion block does not run
/// (nothing was presented or dismissed). `isBeingPresented` (`isBeingDismissed`) stays true
/// through `viewDidAppear` (`viewDidDisappear`), as in UIKit.
extension UIViewController {
    /// The animator of a presentation of `presented` from `presenter`: the transitioning
    /// delegate's, when animated.
    func customPresentationAnimator(for presented: UIViewController, presenter: UIViewController,
                                    animated: Bool) -> UIViewControllerAnimatedTransitioning? {
        guard animated else { return nil }
        return presented.transitioningDelegate?.animationController(forPresented: presented, presenting: presenter, source: self)
    }

    func performCustomPresentation(of presented: UIViewController, by presenter: UIViewController, in window: UIView,
                                   animator delegateAnimator: UIViewControllerAnimatedTransitioning?,
                                   animated: Bool, completion: (() -> Void)?) {
        let style = presented.modalPresentationStyle
        let presentationController = style == .custom
            ? presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenter, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
            : nil
        presenter.storedPresentedViewController = presented
        presented.storedPresentingViewController = presenter
        presented.transitionFlags.insert([.beingPresented, .presentationTransitionRunning])
        presented.madePresentationController = presentationController
        let container = PresentationHostView(frame: window.bounds, style: .custom)
        container.presentationController = presentationController
        presentationController?.attach(to: container)
        presented.presentationHost = container
        window.addSubview(container)

        let removesPresenter = presentationController?.shouldRemovePresentersView ?? style.removesPresenterView
        let presentedView: UIView = presentationController?.presentedView ?? presented.view
        let animator = delegateAnimator ?? SystemTransitionAnimator(isPresenting: true)
        let context = TransitionContext(container: container, animated: animated, style: style, animator: animator,
                                        from: presenter, to: presented,
                                        fromView: removesPresenter ? presenter.view : nil, toView: presentedView)
        let presenterFrame = presenter.view.frame
        context.setFrames(of: presenter, initial: presenterFrame, final: removesPresenter ? .zero : presenterFrame)
        context.setFrames(of: presented, initial: .zero,
                          final: presentationController?.frameOfPresentedViewInContainerView ?? container.bounds)
        let coordinator = TransitionCoordinator(
            animated: animated, duration: animator.transitionDuration(using: context), style: style,
            container: container, from: presenter, to: presented)
        context.coordinator = coordinator
        presenter.activeTransitionCoordinator = coordinator
        presented.activeTransitionCoordinator = coordinator

        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        presentationController?.presentationTransitionWillBegin()
        context.onComplete = { completed in
            presenter.activeTransitionCoordinator = nil
            presented.activeTransitionCoordinator = nil
            presented.transitionFlags.remove(.presentationTransitionRunning)
            if completed {
                if removesPresenter {
                    presenter.viewIfLoaded?.removeFromSuperview()
                    presenter.endAppearanceTransition()
                }
                presentationController?.presentationTransitionDidEnd(true)
                presented.endAppearanceTransition()
            } else {
                presented.beginAppearanceTransition(false, animated: animated)
                presented.endAppearanceTransition()
                if removesPresenter {
                    presenter.beginAppearanceTransition(true, animated: animated)
                    presenter.endAppearanceTransition()
                }
                presentationController?.presentationTransitionDidEnd(false)
                container.removeFromSuperview()
                presentedView.removeFromSuperview()
                presented.presentationHost = nil
                presented.madePresentationController = nil
                presenter.storedPresentedViewController = nil
                presented.storedPresentingViewController = nil
            }
            presented.transitionFlags.remove(.beingPresented)
            coordinator.runCompletions()
            if completed { completion?() }
        }
        let interaction = delegateAnimator.flatMap { presented.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        context.start(interactionController: interaction)
    }

    func performCustomDismissal(of presented: UIViewController, by presenter: UIViewController, host: PresentationHostView,
                                animator delegateAnimator: UIViewControllerAnimatedTransitioning?,
                                animated: Bool, completion: (() -> Void)?) {
        let presentationController = presented.madePresentationController
        let style = presented.modalPresentationStyle
        let removesPresenter = presentationController?.shouldRemovePresentersView ?? style.removesPresenterView
        let window = host.superview
        let presentedView: UIView = presentationController?.presentedView ?? presented.view
        let animator = delegateAnimator ?? SystemTransitionAnimator(isPresenting: false)
        let context = TransitionContext(container: host, animated: animated, style: style, animator: animator,
                                        from: presented, to: presenter,
                                        fromView: presentedView, toView: removesPresenter ? presenter.view : nil)
        let presenterFrame = window?.bounds ?? presenter.view.frame
        context.setFrames(of: presented, initial: presentedView.frame, final: .zero)
        context.setFrames(of: presenter, initial: removesPresenter ? .zero : presenterFrame, final: presenterFrame)
        let coordinator = TransitionCoordinator(
            animated: animated, duration: animator.transitionDuration(using: context), style: style,
            container: host, from: presented, to: presenter)
        context.coordinator = coordinator
        presenter.activeTransitionCoordinator = coordinator
        presented.activeTransitionCoordinator = coordinator
        presented.transitionFlags.insert([.beingDismissed, .presentationTransitionRunning])

        presented.beginAppearanceTransition(false, animated: animated)
        if removesPresenter {
            presenter.beginAppearanceTransition(true, animated: animated)
            presenter.view.frame = presenterFrame
        }
        presentationController?.dismissalTransitionWillBegin()
        context.onComplete = { completed in
            presenter.activeTransitionCoordinator = nil
            presented.activeTransitionCoordinator = nil
            presented.transitionFlags.remove(.presentationTransitionRunning)
            if completed {
                // The presenter's view goes back into the window, under the container.
                if removesPresenter, let window, let presenterView = presenter.viewIfLoaded, presenterView.superview !== window {
                    window.insertSubview(presenterView, at: window.subviews.firstIndex { $0 === host } ?? 0)
                }
                presentationController?.dismissalTransitionDidEnd(true)
                presentedView.removeFromSuperview()
                presenter.unlinkPresentation(of: presented)
                presented.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
            } else {
                presentationController?.dismissalTransitionDidEnd(false)
                presented.beginAppearanceTransition(true, animated: animated)
                presented.endAppearanceTransition()
                if removesPresenter {
                    presenter.beginAppearanceTransition(false, animated: animated)
                    presenter.viewIfLoaded?.removeFromSuperview()
                    presenter.endAppearanceTransition()
                }
            }
            presented.transitionFlags.remove(.beingDismissed)
            coordinator.runCompletions()
            if completed { completion?() }
        }
        let interaction = delegateAnimator.flatMap { presented.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        context.start(interactionController: interaction)
    }
}

/// The animator of a custom presentation whose delegate gives none (a `.custom` one, or any
/// presentation without animation): the presented view slides up from the bottom edge to its
/// final frame (0.5 s, UIKit's spring with no bounce), or down out of the container.
@MainActor
final class SystemTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        UIViewController.presentationDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(true)
            return
        }
        var final = view.frame
        if isPresenting, let presented = transitionContext.viewController(forKey: .to) {
            final = transitionContext.finalFrame(for: presented)
            container.addSubview(view)
        }
        var offscreen = final
        offscreen.origin.y = container.bounds.maxY
        guard transitionContext.isAnimated else {
            view.frame = final
            transitionContext.completeTransition(true)
            return
        }
        if isPresenting { UIView.performWithoutAnimation { view.frame = offscreen } }
        let presenting = isPresenting
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 1,
                     initialSpringVelocity: 0, options: [], animations: {
            view.frame = presenting ? final : offscreen
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

extension TransitionFlags {
    /// A presentation or dismissal of the controller runs: set until its appearance calls end
    /// (a dismissal asked for meanwhile is refused; one from `viewDidAppear` is not).
    static let presentationTransitionRunning = TransitionFlags(rawValue: 1 << 8)
}
