import Foundation

/// How an alert controller comes and goes, as UIKit's: over its presenter (whose view stays,
/// not laid out again), the dimming fading in, an alert's box growing from 1.2 times its size
/// as it fades in (0.4 s) and fading out when dismissed (0.2 s); an action sheet's boxes rising
/// from the bottom (0.4 s) and falling back (0.3 s).
final class AlertTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(isPresenting: true)
    }

    /// Asked at every presentation, animated or not: an action sheet shown as a popover checks
    /// where it points first. The presentation controller is the default one.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        (presented as? UIAlertController)?.preparePopover(presentedBy: presenting ?? source)
        return nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(isPresenting: false)
    }
}

final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        let alert = transitionContext?.viewController(forKey: isPresenting ? .to : .from) as? UIAlertController
        if isPresenting { return 0.4 }
        return alert?.preferredStyle == .actionSheet ? 0.3 : 0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let alert = transitionContext.viewController(forKey: key) as? UIAlertController else {
            return transitionContext.completeTransition(true)
        }
        let view = alert.view!
        if isPresenting {
            view.frame = transitionContext.finalFrame(for: alert)
            transitionContext.containerView.addSubview(view)
            view.layoutIfNeeded()
        }
        let boxes = view.subviews
        let sheet = alert.preferredStyle == .actionSheet
        let hidden: () -> Void = {
            view.alpha = sheet ? 1 : 0
            view.backgroundColor = view.backgroundColor?.withAlphaComponent(0)
            for box in boxes {
                if sheet { box.transform = CGAffineTransform(translationX: 0, y: view.bounds.height - box.frame.minY) }
                else if self.isPresenting { box.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) }
            }
        }
        let dimming = view.backgroundColor
        let shown: () -> Void = {
            view.alpha = 1
            view.backgroundColor = dimming
            for box in boxes { box.transform = .identity }
        }
        guard transitionContext.isAnimated else {
            (isPresenting ? shown : hidden)()
            if !isPresenting { shown() }
            return transitionContext.completeTransition(true)
        }
        if isPresenting { UIView.performWithoutAnimation(hidden) }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [isPresenting ? .curveEaseOut : .curveEaseIn], animations: isPresenting ? shown : hidden) { _ in
            if !self.isPresenting { shown() }
            transitionContext.completeTransition(true)
        }
    }
}
