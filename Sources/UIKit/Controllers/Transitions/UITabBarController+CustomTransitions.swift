import Foundation

/// A tab switch with the delegate's animation controller: the container is a view over the
/// content under the tab bar, holding the old tab's view; the animator adds the new one's and
/// animates. `completeTransition(true)` puts the new tab's view in the tab bar controller's
/// view; `false` selects the old tab again. Appearance calls keep UIKit's order (the old tab's
/// `viewWillDisappear`, the new one's `viewWillAppear` before the animator, the "did" calls
/// after). The tab bar shows the new selection at once.
extension UITabBarController {
    func runCustomTransition(from old: UIViewController, to new: UIViewController, animator: UIViewControllerAnimatedTransitioning) {
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        let oldView: UIView = old.view
        let newView: UIView = new.view
        let container = view.addTransitionContainer(below: tabBar, holding: oldView, preparing: newView)
        new.containerSafeAreaInsets.bottom = tabBar.isHidden ? 0 : UITabBar.barHeight

        let context = TransitionContext(container: container, animated: true, style: .none, animator: animator,
                                        from: old, to: new, fromView: oldView, toView: newView)
        context.setFrames(of: old, initial: oldView.frame, final: .zero)
        context.setFrames(of: new, initial: .zero, final: view.bounds)
        let coordinator = TransitionCoordinator(animated: true, duration: animator.transitionDuration(using: context),
                                                container: container, from: old, to: new)
        context.coordinator = coordinator
        activeTransitionCoordinator = coordinator
        context.onComplete = { [weak self] completed in
            guard let self else { return }
            if self.activeTransitionCoordinator === coordinator { self.activeTransitionCoordinator = nil }
            if completed {
                self.install(new)
                container.removeFromSuperview()
                old.viewIfLoaded?.removeFromSuperview()
                old.endAppearanceTransition()
                new.endAppearanceTransition()
            } else {
                self.install(old)
                container.removeFromSuperview()
                new.viewIfLoaded?.removeFromSuperview()
                new.beginAppearanceTransition(false, animated: true)
                old.beginAppearanceTransition(true, animated: true)
                old.noteViewIsAppearing()
                new.endAppearanceTransition()
                old.endAppearanceTransition()
                if let index = self.childList.firstIndex(where: { $0 === old }) { self.storedSelectedIndex = index }
                self.tabBar.selectedItem = old.tabBarItem
            }
            self.view.layoutIfNeeded()
            coordinator.runCompletions()
        }
        let interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
        context.start(interactionController: interaction)
    }
}
