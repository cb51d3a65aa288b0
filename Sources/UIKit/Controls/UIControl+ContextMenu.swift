import Foundation

/// A control's context menu (iOS 14): while `isContextMenuInteractionEnabled`, the control
/// carries a `UIContextMenuInteraction` whose delegate is the control itself, as UIKit's
/// `UIControl` adopts `UIContextMenuInteractionDelegate`; a long press shows the menu its
/// `contextMenuInteraction(_:configurationForMenuAtLocation:)` returns, and with
/// `showsMenuAsPrimaryAction` a touch going down shows it at once.
extension UIControl: UIContextMenuInteractionDelegate {
    /// Installs or removes the interaction as `isContextMenuInteractionEnabled` says.
    func updateContextMenuInteraction() {
        if isContextMenuInteractionEnabled {
            guard installedContextMenuInteraction == nil else { return }
            let interaction = UIContextMenuInteraction(delegate: self)
            installedContextMenuInteraction = interaction
            addInteraction(interaction)
        } else if let interaction = installedContextMenuInteraction {
            installedContextMenuInteraction = nil
            removeInteraction(interaction)
        }
    }

    /// With `showsMenuAsPrimaryAction`, a touch going down shows the context menu (asking the
    /// control for the configuration at the touch) and sends `.menuActionTriggered`; returns
    /// whether it did, so that the touch is not tracked.
    func showMenuAsPrimaryAction(for touch: UITouch) -> Bool {
        guard showsMenuAsPrimaryAction, !presentsPrimaryActionMenuItself, let interaction = contextMenuInteraction,
              let window else { return false }
        guard interaction.prepareConfiguration(at: touch.location(in: window)) else { return false }
        interaction.present()
        sendActions(for: .menuActionTriggered)
        return true
    }

    /// The point a button's menu attaches to unless `menuAttachmentPoint(for:)` says otherwise.
    var defaultMenuAttachmentPoint: CGPoint { CGPoint(x: bounds.midX, y: bounds.maxY) }

    /// The rectangle, in the window, a menu shown for the control is placed against: the
    /// control's bounds, moved by how far `menuAttachmentPoint(for:)` is from the default point.
    func menuSourceRect(for configuration: UIContextMenuConfiguration, in window: UIWindow) -> CGRect {
        let point = menuAttachmentPoint(for: configuration)
        let shift = CGPoint(x: point.x - defaultMenuAttachmentPoint.x, y: point.y - defaultMenuAttachmentPoint.y)
        return window.convert(bounds.offsetBy(dx: shift.x, dy: shift.y), from: self)
    }

    /// `allTargets`: the live targets, hashable.
    var registeredTargets: Set<AnyHashable> {
        Set(registrations.compactMap { registration -> AnyHashable? in
            guard let target = registration.target else { return nil }
            if let object = target as? NSObject { return AnyHashable(object) }
            return AnyHashable(ObjectIdentifier(target))
        })
    }
}
