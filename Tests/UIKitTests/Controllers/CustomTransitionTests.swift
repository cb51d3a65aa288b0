import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// Edge cases of custom transitions: a second `completeTransition(_:)`, an animator that never
/// completes, a dismissal asked for while the presentation runs, a cancelled interactive
/// presentation, and a non-animated presentation (no animator asked).
@Suite(.serialized) @MainActor struct CustomTransitionTests {
    let clock: ManualAnimationClock

    init() {
        Animator.shared.reset()
        clock = useManualClock()
    }

    /// An animator whose behaviour each test picks.
    final class ScriptedAnimator: UIViewControllerAnimatedTransitioning {
        enum Script { case completeTwice, never, slide }
        let script: Script
        var ended: [Bool] = []
        init(_ script: Script) { self.script = script }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let key: UITransitionContextViewKey = transitionContext.viewController(forKey: .to)?.presentingViewController == nil ? .from : .to
            if key == .to, let view = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(view) }
            switch script {
            case .completeTwice:
                transitionContext.completeTransition(true)
                transitionContext.completeTransition(false)
            case .never:
                break
            case .slide:
                guard let view = transitionContext.view(forKey: key) else { return }
                let bottom = transitionContext.containerView.bounds.maxY
                if key == .to { UIView.performWithoutAnimation { view.frame.origin.y = bottom } }
                UIView.animate(withDuration: 0.25, animations: { view.frame.origin.y = key == .to ? 0 : bottom }, completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            }
        }

        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class Delegate: UIViewControllerTransitioningDelegate {
        var presenting: ScriptedAnimator
        var interaction: UIPercentDrivenInteractiveTransition?
        var dismissalInteraction: UIPercentDrivenInteractiveTransition?
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            ScriptedAnimator(.slide)
        }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { dismissalInteraction }
        var asked = 0
        init(_ presenting: ScriptedAnimator) { self.presenting = presenting }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            asked += 1
            return self.presenting
        }
        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { interaction }
    }

    private func presenter(_ log: LifecycleLog) -> (LifecycleController, UIWindow) {
        let root = LifecycleController("A", log)
        let window = makeVisibleWindow(root: root)
        _ = log.take()
        return (root, window)
    }

    @Test func aSecondCompleteTransitionIsIgnored() {
        let log = LifecycleLog()
        let (root, _) = presenter(log)
        let animator = ScriptedAnimator(.completeTwice)
        let delegate = Delegate(animator)
        let presented = LifecycleController("B", log)
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        var completions = 0
        root.present(presented, animated: true) { completions += 1 }
        #expect(completions == 1)
        #expect(animator.ended == [true])
        #expect(root.presentedViewController === presented)
        #expect(log.take() == ["B.willAppear", "B.isAppearing", "B.didAppear"])
    }

    @Test func anAnimatorThatNeverCompletesLeavesThePresentationRunningAsInUIKit() {
        let log = LifecycleLog()
        let (root, window) = presenter(log)
        let delegate = Delegate(ScriptedAnimator(.never))
        let presented = LifecycleController("B", log)
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        var completed = false
        root.present(presented, animated: true) { completed = true }
        clock.advance(by: 10)
        #expect(!completed)
        #expect(presented.isBeingPresented)
        #expect(presented.transitionCoordinator != nil)
        #expect(log.take() == ["B.willAppear", "B.isAppearing"])
        let messages = MessageLog()
        messages.capture {
            root.present(LifecycleController("C", log), animated: false)
            presented.dismiss(animated: true)
        }
        #expect(messages.messages.count == 2)
        #expect(messages.messages.first?.hasPrefix("Attempt to present") == true)
        #expect(messages.messages.last?.hasSuffix("while a presentation or dismiss is in progress!") == true)
        #expect(window.subviews.count == 2)
    }

    @Test func aDismissalWhileThePresentationRunsIsRefused() {
        let log = LifecycleLog()
        let (root, window) = presenter(log)
        let delegate = Delegate(ScriptedAnimator(.slide))
        let presented = LifecycleController("B", log)
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        let messages = MessageLog()
        var dismissed = false
        messages.capture { root.dismiss(animated: true) { dismissed = true } }
        #expect(messages.messages == ["Attempt to dismiss from view controller \(root) while a presentation or dismiss is in progress!"])
        clock.advance(by: 0.3)
        #expect(!dismissed)
        #expect(root.presentedViewController === presented)
        #expect(presented.view.frame == window.bounds)
        #expect(log.take() == ["B.willAppear", "B.isAppearing", "B.didAppear"])
        #expect(presented.flagsSeen == ["willAppear:presented", "didAppear:presented"])
    }

    final class SelfDismissing: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            dismiss(animated: false)
        }
    }

    @Test func aControllerCanDismissItselfFromViewDidAppear() {
        let log = LifecycleLog()
        let (root, window) = presenter(log)
        let delegate = Delegate(ScriptedAnimator(.slide))
        let presented = SelfDismissing()
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        let messages = MessageLog()
        messages.capture {
            root.present(presented, animated: true)
            clock.advance(by: 0.3)
        }
        #expect(messages.messages.isEmpty)
        #expect(root.presentedViewController == nil)
        #expect(window.subviews == [root.view])
    }

    @Test func aCancelledInteractivePresentationTakesEverythingAway() {
        let log = LifecycleLog()
        let (root, window) = presenter(log)
        let animator = ScriptedAnimator(.slide)
        let delegate = Delegate(animator)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let presented = LifecycleController("B", log)
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        var completed = false
        root.present(presented, animated: true) { completed = true }
        interaction.update(0.5)
        #expect(interaction.duration == 0.25)
        #expect(interaction.percentComplete == 0.5)
        #expect(abs(presented.view.presentationFrame.minY - 667 * 0.5) < 0.001)
        interaction.cancel()
        clock.advance(by: 0.2)
        #expect(animator.ended == [false])
        #expect(!completed)
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(window.subviews == [root.view])
        #expect(presented.viewIfLoaded?.superview == nil)
        #expect(presented.view.frame.minY == 667, "the view is back at its start")
        #expect(log.take() == ["B.willAppear", "B.isAppearing", "B.willDisappear", "B.didDisappear"])
    }

    @Test func aPresentationWithoutAnimationAsksForNoAnimator() {
        let log = LifecycleLog()
        let (root, window) = presenter(log)
        let delegate = Delegate(ScriptedAnimator(.slide))
        let presented = LifecycleController("B", log)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        #expect(delegate.asked == 0)
        #expect(presented.presentationController != nil)
        #expect(presented.view.frame == window.bounds)
        #expect(log.take() == ["B.willAppear", "B.isAppearing", "B.didAppear"])
        root.dismiss(animated: false)
        #expect(window.subviews == [root.view])
        #expect(log.take() == ["B.willDisappear", "B.didDisappear"])
    }

    /// A cross-fade between tabs.
    final class CrossFade: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to), let fromView = transitionContext.view(forKey: .from) else { return }
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
            UIView.animate(withDuration: 0.2, animations: {
                toView.alpha = 1
                fromView.alpha = 0
            }, completion: { _ in
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    final class TabDelegate: UITabBarControllerDelegate {
        var interaction: UIPercentDrivenInteractiveTransition?
        func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { CrossFade() }
        func tabBarController(_ tabBarController: UITabBarController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { interaction }
    }

    @Test func aTabSwitchRunsTheDelegatesAnimatorAndAnInteractiveOneCanBeCancelled() {
        let log = LifecycleLog()
        let first = LifecycleController("A", log), second = LifecycleController("B", log)
        let tabs = UITabBarController()
        let delegate = TabDelegate()
        tabs.delegate = delegate
        tabs.viewControllers = [first, second]
        _ = makeVisibleWindow(root: tabs)
        _ = log.take()
        tabs.selectedIndex = 1
        #expect(log.take() == ["A.willDisappear", "B.willAppear", "B.isAppearing"])
        let container = second.view.superview
        #expect(container?.subviews.count == 2 && container?.subviews.first === first.view && container?.subviews.last === second.view)
        #expect(tabs.view.subviews == [container, tabs.tabBar].compactMap { $0 })
        #expect(tabs.transitionCoordinator?.transitionDuration == 0.2)
        clock.advance(by: 0.1)
        #expect(abs(second.view.presentationAlpha - 0.5) < 0.001)
        clock.advance(by: 0.15)
        #expect(log.take() == ["A.didDisappear", "B.didAppear"])
        #expect(tabs.view.subviews == [second.view, tabs.tabBar])
        #expect(first.viewIfLoaded?.superview == nil && container?.superview == nil)
        #expect(second.view.frame == tabs.view.bounds && second.view.alpha == 1 && first.view.alpha == 1)

        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        tabs.selectedIndex = 0
        interaction.update(0.5)
        #expect(abs(first.view.presentationAlpha - 0.5) < 0.001)
        interaction.cancel()
        clock.advance(by: 0.15)
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === second)
        #expect(tabs.tabBar.selectedItem === second.tabBarItem)
        #expect(tabs.view.subviews == [second.view, tabs.tabBar])
        // Played back to its start: the coming view keeps the alpha the animator gave it first.
        #expect(second.view.alpha == 1 && first.view.alpha == 0 && first.viewIfLoaded?.superview == nil)
        #expect(log.take() == ["B.willDisappear", "A.willAppear", "A.isAppearing",
                               "A.willDisappear", "B.willAppear", "B.isAppearing", "A.didDisappear", "B.didAppear"])
    }

    @Test func anInteractiveDismissalCancelledStaysThenFinishedDismisses() {
        let log = LifecycleLog()
        let (root, window) = presenter(log)
        let delegate = Delegate(ScriptedAnimator(.slide))
        let presented = LifecycleController("B", log)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        clock.advance(by: 0.3)
        #expect(root.viewIfLoaded?.superview == nil)
        _ = log.take()

        var interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        #expect(presented.isBeingDismissed)
        interaction.update(0.4)
        interaction.cancel()
        clock.advance(by: 0.3)
        #expect(!dismissed)
        #expect(!presented.isBeingDismissed)
        #expect(root.presentedViewController === presented)
        #expect(presented.view.frame == window.bounds, "back at its start")
        #expect(root.viewIfLoaded?.superview == nil)
        // The animator never put A's view in the container: A was not in the window (no isAppearing).
        #expect(log.take() == ["B.willDisappear", "A.willAppear",
                               "B.willAppear", "B.isAppearing", "B.didAppear", "A.willDisappear", "A.didDisappear"])

        interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteraction = interaction
        presented.dismiss(animated: true) { dismissed = true }
        interaction.update(0.8)
        interaction.finish()
        clock.advance(by: 0.1)
        #expect(dismissed)
        #expect(root.presentedViewController == nil)
        #expect(window.subviews == [root.view])
        #expect(root.view.frame == window.bounds)
        #expect(log.take() == ["B.willDisappear", "A.willAppear", "A.isAppearing", "B.didDisappear", "A.didAppear"])
    }
}
