import Foundation

/// The edge swipe back: a pan from the leading edge (the right edge in a right-to-left layout)
/// drags the top controller's view to the trailing side with the one below following from 30%
/// behind; letting go past half the width (or flicking toward the trailing side) completes the
/// pop, else it slides back and the appearance calls are undone (as UIKit's cancelled
/// transition does). Pushes and pops slide the same way round.
extension UINavigationController {
    /// 1 when the trailing side is the right (left-to-right layouts), -1 when it is the left.
    var trailingSign: CGFloat { view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1 }

    func handleInteractivePop(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        switch recognizer.state {
        case .began:
            guard childList.count > 1, runningTransition == nil, appearanceState == .appeared,
                  let from = topViewController else { return }
            let target = childList[childList.count - 2]
            from.transitionFlags.insert(.movingFromParent)
            from.willMove(toParent: nil)
            childList.removeLast()
            transition(from: from, to: target, operation: .pop, removing: [from], animated: true, interactive: true)
            updateInteractivePop(progress: 0, width: width)
        case .changed:
            let progress = min(1, max(0, trailingSign * recognizer.translation(in: view).x / width))
            updateInteractivePop(progress: progress, width: width)
        case .ended, .cancelled:
            guard let transition = runningTransition, transition.coordinator.initiallyInteractive else { return }
            let progress = min(1, max(0, trailingSign * recognizer.translation(in: view).x / width))
            let velocity = trailingSign * recognizer.velocity(in: view).x
            let completes = recognizer.state == .ended && (progress > 0.5 || velocity > 500) && velocity > -300
            finishInteractivePop(transition, completes: completes, progress: progress, width: width)
        default:
            break
        }
    }

    private func updateInteractivePop(progress: CGFloat, width: CGFloat) {
        guard let transition = runningTransition, transition.coordinator.isInteractive else { return }
        transition.coordinator.percentComplete = progress
        transition.from?.viewIfLoaded?.frame.origin.x = trailingSign * width * progress
        transition.to.viewIfLoaded?.frame.origin.x = -trailingSign * width * Self.parallaxFraction * (1 - progress)
    }

    private func finishInteractivePop(_ transition: NavigationTransition, completes: Bool, progress: CGFloat, width: CGFloat) {
        transition.coordinator.interactionEnded(cancelled: !completes)
        let remaining = Self.transitionDuration * Double(completes ? 1 - progress : progress)
        let trailing = trailingSign
        UIView.animate(withDuration: max(0.01, remaining), delay: 0, options: [.curveEaseOut], animations: {
            transition.from?.viewIfLoaded?.frame.origin.x = completes ? trailing * width : 0
            transition.to.viewIfLoaded?.frame.origin.x = completes ? 0 : -trailing * width * Self.parallaxFraction
            transition.coordinator.runAnimations()
        }, completion: { _ in
            // Cancelled, the popped controller goes back on the stack.
            transition.finish?(!completes)
        })
    }
}

/// The edge pan of the swipe back: it follows the leading edge of its view's layout direction.
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let view { edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left }
        super.touchesBegan(touches, with: event)
    }
}
