import Foundation
import QuartzCore

/// A window's mouse pointer when no button is pressed: the hover recognizers of the views under
/// it (began, changed, ended), the pointer interaction region it is in with that region's
/// effect drawn over the view, and the system cursor the region's style (or a text input's
/// I-beam) asks for, which the host shows.
@MainActor
final class PointerHover {
    private unowned let window: UIWindow
    private var hovering: [UIHoverGestureRecognizer] = []
    private var current: (interaction: UIPointerInteraction, region: UIPointerRegion, style: UIPointerStyle?)?
    /// The effect drawn over the region's view: a layer on top of the window's.
    private var effectLayer: CALayer?
    private var lastPoint: CGPoint?
    private var lastModifiers: UIKeyModifierFlags = []
    /// The cursor the host shows; `cursorDidChange` hears of changes.
    private(set) var cursor: PointerCursor = .arrow {
        didSet { if cursor != oldValue { cursorDidChange?(cursor) } }
    }
    var cursorDidChange: ((PointerCursor) -> Void)?

    init(window: UIWindow) { self.window = window }

    /// The pointer moved to `point` (window coordinates) with no button down.
    func moved(to point: CGPoint, modifiers: UIKeyModifierFlags) {
        (lastPoint, lastModifiers) = (point, modifiers)
        let hit = window.hitTest(point, with: nil)
        var chain: [UIView] = []
        var view = hit
        while let next = view { chain.append(next); view = next.superview }
        updateHoverRecognizers(along: chain, at: point, modifiers: modifiers)
        updateRegion(along: chain, at: point, modifiers: modifiers)
    }

    /// The pointer left the window, or a button was pressed: every hover ends, the region is left.
    func ended() {
        lastPoint = nil
        for recognizer in hovering { recognizer.hover(.ended, at: recognizer.location(in: nil), modifiers: lastModifiers) }
        hovering = []
        leaveRegion()
        cursor = .arrow
    }

    /// An interaction was disabled, invalidated or removed: its region is left and the pointer
    /// looked at again.
    func interactionChanged(_ interaction: UIPointerInteraction) {
        guard current?.interaction === interaction else { return }
        leaveRegion()
        if let lastPoint { moved(to: lastPoint, modifiers: lastModifiers) }
    }

    private func updateHoverRecognizers(along chain: [UIView], at point: CGPoint, modifiers: UIKeyModifierFlags) {
        let under = chain.flatMap { ($0.gestureRecognizers ?? []).compactMap { $0 as? UIHoverGestureRecognizer } }.filter(\.followsPointer)
        for recognizer in hovering where !under.contains(where: { $0 === recognizer }) {
            recognizer.hover(.ended, at: point, modifiers: modifiers)
        }
        hovering = hovering.filter { recognizer in under.contains { $0 === recognizer } }
        for recognizer in under {
            if hovering.contains(where: { $0 === recognizer }) {
                recognizer.hover(.changed, at: point, modifiers: modifiers)
            } else if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true {
                hovering.append(recognizer)
                recognizer.hover(.began, at: point, modifiers: modifiers)
            }
        }
    }

    private func updateRegion(along chain: [UIView], at point: CGPoint, modifiers: UIKeyModifierFlags) {
        var found: (UIPointerInteraction, UIPointerRegion)?
        for view in chain where found == nil && view.isUserInteractionEnabled {
            for case let interaction as UIPointerInteraction in InteractionStore.interactions(of: view) where interaction.isEnabled {
                let location = view.convert(point, from: window)
                if let region = interaction.region(at: location, modifiers: modifiers), region.rect.contains(location) {
                    found = (interaction, region)
                    break
                }
            }
        }
        guard let (interaction, region) = found else {
            leaveRegion()
            cursor = chain.first.map(Self.cursorOfTextInput) ?? .arrow
            return
        }
        if let current, current.interaction === interaction, current.region.isSameRegion(as: region) {
            placeEffect()
            return
        }
        leaveRegion()
        let style = interaction.style(for: region)
        current = (interaction, region, style)
        let animator = PointerRegionAnimator()
        interaction.delegate?.pointerInteraction(interaction, willEnter: region, animator: animator)
        showEffect(style?.effect)
        animator.run()
        cursor = style?.cursor ?? .arrow
    }

    private func leaveRegion() {
        guard let (interaction, region, _) = current else { return }
        current = nil
        effectLayer?.removeFromSuperlayer()
        effectLayer = nil
        let animator = PointerRegionAnimator()
        interaction.delegate?.pointerInteraction(interaction, willExit: region, animator: animator)
        animator.run()
    }

    /// Lays the effect's platter over its preview's view: a highlight's tint, a lift's shadow
    /// with a faint tint, a hover's tint and shadow as it prefers; an automatic effect is a
    /// highlight on views up to 100 points each way and a lift on larger ones.
    private func showEffect(_ effect: UIPointerEffect?) {
        guard let effect else { return }
        let view = effect.preview.view
        let (tints, shadows): (Bool, Bool) = switch effect {
        case .highlight: (true, false)
        case .lift: (false, true)
        case .automatic: view.bounds.width <= 100 && view.bounds.height <= 100 ? (true, false) : (false, true)
        case .hover(_, let tint, let shadow, _): (tint != .none, shadow)
        }
        let platter = CALayer()
        platter.backgroundColor = UIColor.label.resolvedColor(with: view.traitCollection).withAlphaComponent(tints ? 0.12 : 0.04).cgColor
        platter.cornerRadius = min(UIPointerShape.defaultCornerRadius, min(view.bounds.width, view.bounds.height) / 2)
        if shadows {
            platter.shadowOpacity = 0.25
            platter.shadowRadius = 8
            platter.shadowOffset = CGSize(width: 0, height: 4)
        }
        window.layer.addSublayer(platter)
        effectLayer = platter
        placeEffect()
    }

    /// Keeps the platter over its view where the view is now.
    private func placeEffect() {
        guard let effectLayer, let view = current?.style?.effect?.preview.view else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        effectLayer.frame = view.convert(view.bounds, to: window)
        CATransaction.commit()
    }

    /// The I-beam over a text input that takes typing, else the arrow.
    private static func cursorOfTextInput(_ view: UIView) -> PointerCursor {
        switch view {
        case let field as UITextField: field.isEnabled ? .iBeam : .arrow
        case let text as UITextView: text.isEditable || text.isSelectable ? .iBeam : .arrow
        default: .arrow
        }
    }
}
