import UIKit

/// iPadOS pointer support as apps and UI libraries write it: a card that lifts under the
/// pointer, a hover recognizer, a button with a custom pointer style.
final class ShapePointerCard: UIView, UIPointerInteractionDelegate {
    override init(frame: CGRect) {
        super.init(frame: frame)
        if #available(iOS 13.4, *) {
            addInteraction(UIPointerInteraction(delegate: self))
        }
        let hover = UIHoverGestureRecognizer(target: self, action: { [weak self] recognizer in
            switch recognizer.state {
            case .began, .changed: self?.alpha = 0.9
            default: self?.alpha = 1
            }
        })
        addGestureRecognizer(hover)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        UIPointerRegion(rect: bounds.insetBy(dx: 4, dy: 4), identifier: "card")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = interaction.view else { return nil }
        let parameters = UIPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 12)
        let preview = UITargetedPreview(view: view, parameters: parameters)
        return UIPointerStyle(effect: .lift(preview), shape: .roundedRect(view.frame, radius: 12))
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating) {
        animator.addAnimations { self.transform = CGAffineTransform(scaleX: 1.02, y: 1.02) }
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating) {
        animator.addAnimations { self.transform = .identity }
        animator.addCompletion { finished in _ = finished }
    }
}

@MainActor
func pointerShape() {
    let card = ShapePointerCard(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    let button = UIButton(type: .system)
    button.isPointerInteractionEnabled = true
    button.pointerStyleProvider = { button, proposedEffect, proposedShape in
        let parameters = UIPreviewParameters()
        return UIPointerStyle(effect: .highlight(UITargetedPreview(view: button, parameters: parameters)), shape: proposedShape)
    }
    card.addSubview(button)
    _ = UIPointerStyle(shape: .verticalBeam(length: 22), constrainedAxes: .vertical)
    _ = UIPointerStyle.hidden()
    _ = UIPointerEffect.hover(UITargetedPreview(view: button), preferredTintMode: .overlay, prefersShadow: true, prefersScaledContent: true)
    card.interactions.forEach { ($0 as? UIPointerInteraction)?.invalidate() }
}
