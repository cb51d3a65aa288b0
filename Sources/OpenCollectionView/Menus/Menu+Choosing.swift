import Foundation

extension Menu {
    /// Updates the states for a chosen action as UIKit does: in a `.singleSelection` menu
    /// holding it (directly, or through inline menus), the action turns on and the others off.
    func choose(_ action: Action) {
        guard let holder = innermostMenu(holding: action) else { return }
        if holder.options.contains(.singleSelection) { holder.selectExclusively(action) }
    }

    /// Turns `action` on and every other action shown in this menu (its inline menus' too) off,
    /// as a pop-up menu's selection does.
    func selectExclusively(_ action: Action) {
        for other in shownActions { other.state = other === action ? .on : .off }
    }

    /// The actions shown in this menu: its own and its inline menus', in order.
    var shownActions: [Action] {
        children.flatMap { element -> [Action] in
            if let action = element as? Action { return [action] }
            if let menu = element as? Menu, menu.options.contains(.displayInline) { return menu.shownActions }
            return []
        }
    }

    /// The menu (this one or a nested one) whose shown actions include `action`, innermost
    /// first among single-selection ones.
    private func innermostMenu(holding action: Action) -> Menu? {
        for case let submenu as Menu in children {
            if let holder = submenu.innermostMenu(holding: action),
               holder.options.contains(.singleSelection) || !submenu.options.contains(.displayInline) { return holder }
        }
        return shownActions.contains { $0 === action } ? self : nil
    }
}
