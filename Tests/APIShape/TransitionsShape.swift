// The shape of UIKit's custom view-controller transitions as iOS code writes them (issue 15):
// UIViewControllerAnimatedTransitioning animators, UIViewControllerContextTransitioning,
// UIViewControllerTransitioningDelegate, UIPresentationController subclasses, interaction
// controllers (UIPercentDrivenInteractiveTransition and a hand-written one), and the
// navigation delegate's animation and interaction controllers. Nothing here asserts a value:
// it must COMPILE in Swift 6 and Swift 5 language modes and run without trapping.
import UIKit

final class ShapeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toViewController = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to),
              let fromViewController = transitionContext.viewController(forKey: .from) else { return }
        let toView = transitionContext.view(forKey: .to) ?? toViewController.view!
        let fromView: UIView? = transitionContext.view(forKey: UITransitionContextViewKey.from)
        _ = (transitionContext.initialFrame(for: fromViewController), transitionContext.isAnimated,
             transitionContext.isInteractive, transitionContext.presentationStyle, transitionContext.targetTransform)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut], animations: {
            fromView?.alpha = 0
        }, completion: { _ in
            fromView?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}

final class ShapeCardPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        return containerView.bounds.insetBy(dx: 0, dy: containerView.bounds.height / 4)
    }

    override var shouldRemovePresentersView: Bool { false }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        containerView?.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        _ = (traitCollection, presentationStyle, shouldPresentInFullscreen, presentingViewController, presentedViewController)
    }
}

final class ShapeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ShapeSlideAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ShapeSlideAnimator()
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        nil
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        ShapeCardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class ShapeSwipeInteractionController: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false

    override init() {
        super.init()
        completionSpeed = 0.8
        completionCurve = .easeOut
        wantsInteractiveStart = true
    }

    override func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        super.startInteractiveTransition(transitionContext)
    }

    func handle(progress: CGFloat, ended: Bool) {
        if ended {
            progress > 0.5 ? finish() : cancel()
        } else {
            update(progress)
        }
        _ = (percentComplete, duration)
    }
}

/// A hand-written interaction controller (the protocol's optional members left to their
/// defaults).
final class ShapeCustomInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.updateInteractiveTransition(0.5)
        transitionContext.pauseInteractiveTransition()
        transitionContext.cancelInteractiveTransition()
        transitionContext.completeTransition(false)
    }
}

final class ShapeZoomNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var interactor: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push, .pop: return ShapeSlideAnimator()
        case .none: return nil
        @unknown default: return nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor
    }
}

final class ShapeTabDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ShapeSlideAnimator()
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        nil
    }
}

final class ShapeSheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
}

@MainActor
func transitionsShape() {
    let animatedCard = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { animatedCard.alpha = 0 }
    animator.addAnimations({ animatedCard.transform = CGAffineTransform(scaleX: 2, y: 2) }, delayFactor: 0.5)
    animator.addCompletion { position in _ = position == .end }
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    animator.stopAnimation(false)
    animator.finishAnimation(at: .current)
    let implicit: UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8, animations: nil)
    _ = (implicit.state == .inactive, implicit.isRunning)
    _ = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 1)))
    _ = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1), animations: nil)
    _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [.curveLinear], animations: {}, completion: nil)
    _ = UICubicTimingParameters(animationCurve: .linear)

    let sheetDelegate = ShapeSheetDelegate()
    let sheet = UINavigationController(rootViewController: UIViewController())
    sheet.presentationController?.delegate = sheetDelegate
    sheet.isModalInPresentation = true
    _ = sheet.presentationController?.presentationStyle

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()

    let transitioningDelegate = ShapeTransitioningDelegate()
    let card = UIViewController()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = transitioningDelegate
    root.present(card, animated: false, completion: nil)
    let presentationController: UIPresentationController? = card.presentationController
    _ = presentationController?.containerView
    card.dismiss(animated: false)

    let navigationDelegate = ShapeZoomNavigationDelegate()
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.delegate = navigationDelegate
    window.rootViewController = navigation
    navigation.pushViewController(UIViewController(), animated: false)
    let operation: UINavigationController.Operation = .pop
    _ = operation.rawValue
    let interaction: UIViewControllerInteractiveTransitioning = ShapeCustomInteraction()
    _ = (interaction.completionSpeed, interaction.completionCurve, interaction.wantsInteractiveStart)
    _ = ShapeSwipeInteractionController()

    let tabDelegate = ShapeTabDelegate()
    let tabs = UITabBarController()
    tabs.delegate = tabDelegate
    tabs.viewControllers = [UIViewController(), UIViewController()]
}
