import Foundation

/// The recognizers that hide and show a navigation controller's bar (`hidesBarsOnTap`,
/// `hidesBarsOnSwipe`): disabled until the property is set; the swipe recognizes together with
/// the content's own scrolling.
@MainActor
final class BarHidingRecognizers: NSObject, UIGestureRecognizerDelegate {
    let tap: UITapGestureRecognizer
    let swipe: UIPanGestureRecognizer
    /// How far a swipe goes before the bar follows it, in points.
    static let swipeDistance: CGFloat = 20

    init(controller: UINavigationController) {
        tap = UITapGestureRecognizer(target: nil, action: { [weak controller] _ in
            guard let controller else { return }
            controller.setNavigationBarHidden(!controller.isNavigationBarHidden, animated: true)
        })
        swipe = UIPanGestureRecognizer(target: nil, action: { [weak controller] recognizer in
            guard let controller, let pan = recognizer as? UIPanGestureRecognizer, pan.state == .changed || pan.state == .ended else { return }
            let distance = pan.translation(in: controller.view).y
            if distance < -Self.swipeDistance, !controller.isNavigationBarHidden { controller.setNavigationBarHidden(true, animated: true) }
            if distance > Self.swipeDistance, controller.isNavigationBarHidden { controller.setNavigationBarHidden(false, animated: true) }
        })
        super.init()
        tap.isEnabled = false
        swipe.isEnabled = false
        swipe.delegate = self
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

extension UINavigationController {
    /// Hides the bar in a vertically compact environment and shows it otherwise, when
    /// `hidesBarsWhenVerticallyCompact` asks for it.
    func followVerticalSizeClass() {
        guard hidesBarsWhenVerticallyCompact, let view = viewIfLoaded else { return }
        setNavigationBarHidden(view.traitCollection.verticalSizeClass == .compact, animated: false)
    }
}
