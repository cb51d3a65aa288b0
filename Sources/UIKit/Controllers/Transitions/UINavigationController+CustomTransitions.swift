import Foundation

/// A push or pop with the delegate's animation controller: the container is a view over the
/// content under the navigation bar, holding the old top's view; the animator adds the new
/// one's view and animates; `completeTransition(true)` puts the new top's view back in the
/// navigation controller's view (false: the old one's, and a cancelled push takes the pushed
/// controller off the stack). Appearance and delegate calls keep UIKit's order (`willShow`,
/// `viewWillDisappear`, `viewWillAppear` before the animator; `viewDidDisappear`,
/// `viewDidAppear`, `didShow` after). The navigation bar switches to the new items at the end
/// (it does not animate along).
extension UINavigationController {
    func runCustomTransition(from: UIViewController, to: UIViewController, operation: NavigationTransition.Operation,
                             removing: [UIViewController], animator: UIViewControllerAnimatedTransitioning) {
        // The appearance calls begin before the views move (a move would make them appear anew).
        delegate?.navigationController(self, willShow: to, animated: true)
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        let fromView: UIView = from.view
        let toView: UIView = to.view
        let container = view.addTransitionContainer(below: navigationBar, holding: fromView, preparing: toView)

        let context = TransitionContext(container: container, animated: true, style: .none, animator: animator,
                                        from: from, to: to, fromView: fromView, toView: toView)
        context.setFrames(of: from, initial: fromView.frame, final: .zero)
        context.setFrames(of: to, initial: .zero, final: view.bounds)
        let coordinator = TransitionCoordinator(animated: true, duration: animator.transitionDuration(using: context),
                                                container: container, from: from, to: to)
        context.coordinator = coordinator
        let transition = NavigationTransition(operation: operation, from: from, to: to, removing: removing,
                                              coordinator: coordinator, appearanceCalls: true)
        runningTransition = transition
        activeTransitionCoordinator = coordinator
        // A transition that starts while this one runs ends it first: it completes at once.
        let finish = finishHandler(for: transition)
        transition.finish = { cancelled in
            if context.isComplete { finish(cancelled) } else { context.completeTransition(!cancelled) }
        }

        updateContentSafeArea()
        context.onComplete = { [weak self] completed in
            guard let self else { return }
            self.installContent(completed ? to : from)
            container.removeFromSuperview()
            if !completed, operation == .push {
                to.willMove(toParent: nil)
                to.removeFromParent()
                to.transitionFlags.remove([.movingToParent, .movingFromParent])
            }
            transition.finish?(!completed)
        }
        let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
        context.start(interactionController: interaction)
    }
}
