import Foundation

/// Pulling a sheet down, as on iOS 13 and later: a downward pan on the sheet — outside a scroll
/// view, or on one scrolled to its top — moves the card with the finger. Let go past a third of
/// its height (from its smallest detent), or flicked down faster than 1,000 points a second,
/// the sheet is dismissed (`presentationControllerWillDismiss`, the dismissal, then
/// `presentationControllerDidDismiss`); otherwise it comes to rest. A controller that
/// `isModalInPresentation`, or whose delegate's `presentationControllerShouldDismiss` says no,
/// follows the finger only a little (a tenth) below its smallest detent and tells the delegate
/// `presentationControllerDidAttemptToDismiss`. With several detents the pan moves the card
/// between them, up too, and it rests at the detent nearest to where it would coast to
/// (UIKit's sheet projects a release at a deceleration rate of 0.99), which the sheet's
/// delegate hears of. UIKit does not document its thresholds; these are estimates.
extension PresentationHostView {
    func installSheetPull(for presented: UIViewController) {
        let pull = SheetPullGestureRecognizer(target: nil) { [weak self, weak presented] recognizer in
            guard let self, let presented, let pull = recognizer as? SheetPullGestureRecognizer else { return }
            self.sheetPullChanged(pull, presented: presented)
        }
        pull.canRise = { [weak self] in
            guard let self, let largest = self.detentStops.last else { return false }
            return self.contentFrame.minY > largest.top + 0.5
        }
        pull.scrollingExpands = { [weak self] in self?.sheet?.prefersScrollingExpandsWhenScrolledToEdge ?? false }
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
        let rest = contentFrame.minY
        let stops = detentStops
        let smallest = stops.first?.top ?? rest, largest = stops.last?.top ?? rest
        let dragged = rest + pull.translation(in: self).y
        // Below the smallest detent the card follows fully only when it may be dismissed; above
        // the largest it follows a little, as a rubber band.
        let top = dragged > smallest ? smallest + (dragged - smallest) * (allowed ? 1 : 0.1)
            : dragged < largest ? largest - Self.rubberBand(largest - dragged, extent: 100) : dragged
        switch pull.state {
        case .began, .changed:
            place(top: top)
        case .ended where allowed && top > smallest
            && (top - smallest > (bounds.maxY - smallest) / 3 || pull.velocity(in: self).y > 1000):
            if let controller { controller.delegate?.presentationControllerWillDismiss(controller) }
            presented.dismiss(animated: true) {
                if let controller { controller.delegate?.presentationControllerDidDismiss(controller) }
            }
        default:
            if !allowed, top > smallest + 0.5, let controller { controller.delegate?.presentationControllerDidAttemptToDismiss(controller) }
            if pull.state == .ended, let sheet {
                let coasted = top + pull.velocity(in: self).y * Self.projection
                if let nearest = stops.min(by: { abs($0.top - coasted) < abs($1.top - coasted) }) {
                    sheet.userSelectedDetent(nearest.identifier)
                }
            }
            UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, usingSpringWithDamping: 1,
                         initialSpringVelocity: 0, options: [], animations: { self.showContent() })
        }
    }

    /// How far a release coasts per point a second of speed: a deceleration of 0.99 a
    /// millisecond carried to rest.
    private static let projection: CGFloat = 0.99 / (1000 * (1 - 0.99))

    /// The sheet's detents and the card's top at each, the smallest detent (the lowest top)
    /// first; none for a sheet without detents (a popover shown as a sheet).
    private var detentStops: [(identifier: UISheetPresentationController.Detent.Identifier, top: CGFloat)] {
        guard let sheet else { return [] }
        return sheet.resolvedDetents(in: self).map { ($0.identifier, max(fullHeightTop, sheet.top(forDetentValue: $0.value, in: self))) }
    }

    /// How far the card follows a drag `overshoot` points past the largest detent: UIKit's
    /// rubber band, at most `extent`.
    private static func rubberBand(_ overshoot: CGFloat, extent: CGFloat) -> CGFloat {
        extent * (1 - 1 / (overshoot * 0.55 / extent + 1))
    }
}

/// The pan that pulls a sheet: it begins for a mostly vertical drag — down, or up while the
/// sheet has a larger detent — whose touch is not in a vertical scroll view scrolled below its
/// top (nor, going up, in one at its top unless scrolling expands the sheet).
final class SheetPullGestureRecognizer: UIPanGestureRecognizer {
    /// Whether the pull may dismiss the sheet, decided when it began.
    var dismissAllowed = true
    /// Whether the sheet has a larger detent than the one it rests at.
    var canRise: () -> Bool = { false }
    /// Whether an upward drag on a scroll view at its top expands the sheet first.
    var scrollingExpands: () -> Bool = { false }

    override func shouldBegin(translation: CGPoint) -> Bool {
        let down = translation.y > abs(translation.x), up = -translation.y > abs(translation.x)
        guard down || (up && canRise()) else { return false }
        var node = trackedTouches.first?.view
        while let current = node, current !== view {
            if let scrollView = current as? UIScrollView, scrollView.scrollableAxes.vertical {
                let atTop = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
                if !atTop || (up && !scrollingExpands()) { return false }
            }
            node = current.superview
        }
        return true
    }
}
