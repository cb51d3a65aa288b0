import Foundation

/// Pulling a sheet down, as on iOS 13 and later: a downward pan on the sheet — outside a scroll
/// view, or on one scrolled to its top — moves the card with the finger. Let go past a third of
/// its height, or flicked down faster than 1,000 points a second, the sheet is dismissed
/// (`presentationControllerWillDismiss`, the dismissal, then `presentationControllerDidDismiss`);
/// otherwise it springs back. A controller that `isModalInPresentation`, or whose delegate's
/// `presentationControllerShouldDismiss` says no, follows the finger only a little (a tenth)
/// and tells the delegate `presentationControllerDidAttemptToDismiss`. UIKit does not document
/// its thresholds; these are estimates.
extension PresentationHostView {
    func installSheetPull(for presented: UIViewController) {
        let pull = SheetPullGestureRecognizer(target: nil) { [weak self, weak presented] recognizer in
            guard let self, let presented, let pull = recognizer as? SheetPullGestureRecognizer else { return }
            self.sheetPullChanged(pull, presented: presented)
        }
        addGestureRecognizer(pull)
    }

    private func sheetPullChanged(_ pull: SheetPullGestureRecognizer, presented: UIViewController) {
        let controller = presented.presentationController
        if pull.state == .began {
            // Asked once, when the pull begins.
            pull.dismissAllowed = !presented.isModalInPresentation
                && (controller.flatMap { $0.delegate?.presentationControllerShouldDismiss($0) } ?? true)
        }
        let allowed = pull.dismissAllowed
        let distance = max(0, pull.translation(in: self).y) * (allowed ? 1 : 0.1)
        switch pull.state {
        case .began, .changed:
            pullContent(by: distance)
        case .ended where allowed && (distance > contentFrame.height / 3 || pull.velocity(in: self).y > 1000):
            if let controller { controller.delegate?.presentationControllerWillDismiss(controller) }
            presented.dismiss(animated: true) {
                if let controller { controller.delegate?.presentationControllerDidDismiss(controller) }
            }
        default:
            if !allowed, let controller { controller.delegate?.presentationControllerDidAttemptToDismiss(controller) }
            UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, usingSpringWithDamping: 1,
                         initialSpringVelocity: 0, options: [], animations: { self.showContent() })
        }
    }
}

/// The pan that pulls a sheet: it begins only for a mostly downward drag whose touch is not in
/// a vertical scroll view scrolled below its top.
final class SheetPullGestureRecognizer: UIPanGestureRecognizer {
    /// Whether the pull may dismiss the sheet, decided when it began.
    var dismissAllowed = true

    override func shouldBegin(translation: CGPoint) -> Bool {
        guard translation.y > abs(translation.x) else { return false }
        var node = trackedTouches.first?.view
        while let current = node, current !== view {
            if let scrollView = current as? UIScrollView, scrollView.scrollableAxes.vertical,
               scrollView.contentOffset.y > -scrollView.adjustedContentInset.top + 0.5 { return false }
            node = current.superview
        }
        return true
    }
}
