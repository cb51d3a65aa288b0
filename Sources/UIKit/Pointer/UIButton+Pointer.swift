import Foundation

extension UIButton {
    /// Makes a button's pointer style from the proposed effect and shape, as UIKit's
    /// `UIButton.PointerStyleProvider`.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// Adds or removes the button's own pointer interaction (not listed in `interactions`).
    func updatePointerInteraction() {
        let own = InteractionStore.interactions(of: self).first { $0 is ButtonPointerInteraction }
        switch (isPointerInteractionEnabled, own) {
        case (true, nil): attachInteraction(ButtonPointerInteraction(button: self))
        case (false, let own?): detachInteraction(own)
        default: break
        }
    }
}

/// A button's own pointer interaction: its style is the provider's from the automatic effect
/// on the button and a rounded rectangle of its bounds.
@MainActor
final class ButtonPointerInteraction: UIPointerInteraction, BuiltInInteraction {
    init(button: UIButton) {
        super.init(delegate: nil)
        defaultStyle = { [weak button] _ in
            guard let button, button.superview != nil else { return nil }
            let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
            let shape = UIPointerShape.roundedRect(button.bounds, radius: UIPointerShape.defaultCornerRadius)
            guard let provider = button.pointerStyleProvider else { return UIPointerStyle(effect: effect, shape: shape) }
            return provider(button, effect, shape)
        }
    }
}
