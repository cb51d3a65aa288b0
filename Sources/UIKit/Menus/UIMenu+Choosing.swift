import Foundation

extension UIMenu {
    /// Updates the states for a chosen action as UIKit does: in a `.singleSelection` menu
    /// holding it (directly, or through inline menus), the action turns on and the others off.
    func choose(_ action: UIAction) {
        guard let holder = innermostMenu(holding: action) else { return }
        if holder.options.contains(.singleSelection) { holder.selectExclusively(action) }
    }

    /// Turns `action` on and every other action shown in this menu (its inline menus' too) off,
    /// as a pop-up menu's selection does.
    func selectExclusively(_ action: UIAction) {
        for other in shownActions { other.state = other === action ? .on : .off }
    }

    /// The actions shown in this menu: its own and its inline menus', in order.
    var shownActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu, menu.options.contains(.displayInline) { return menu.shownActions }
            return []
        }
    }

    /// The menu (this one or a nested one) whose shown actions include `action`, innermost
    /// first among single-selection ones.
    private func innermostMenu(holding action: UIAction) -> UIMenu? {
        for case let submenu as UIMenu in children {
            if let holder = submenu.innermostMenu(holding: action),
               holder.options.contains(.singleSelection) || !submenu.options.contains(.displayInline) { return holder }
        }
        return shownActions.contains { $0 === action } ? self : nil
    }
}
