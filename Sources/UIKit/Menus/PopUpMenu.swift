import Foundation

/// Menus shown by a tap on a control rather than a long press (a button whose menu is its
/// primary action, a list cell's pop-up menu accessory): no preview and no dimming, the menu
/// next to its source view. A pop-up menu has one selected element: it is checked (the first
/// shown action when none is `.on`), and a chosen action becomes the only one `.on`.
@MainActor
enum PopUpMenu {
    /// Shows `menu` next to `source` in its window (nothing when it has none). A chosen action
    /// is selected (when `selects`), performed with `sender` as its sender, then `chosen` runs
    /// and the menu goes away. `sourceRect` (the window's coordinates) is where the menu is
    /// placed against: `source`'s bounds by default.
    @discardableResult
    static func present(_ menu: UIMenu, from source: UIView, sourceRect: CGRect? = nil, selects: Bool = true, sender: Any?,
                        chosen: (@MainActor (UIAction) -> Void)? = nil) -> MenuPresentation? {
        guard let window = source.window else { return nil }
        if selects { selectDefault(in: menu) }
        let sourceRect = sourceRect ?? window.convert(source.bounds, from: source)
        let presentation = MenuPresentation(menu: menu, sourceRect: sourceRect, in: window)
        presentation.chooseAction = { [unowned presentation] action in
            if selects { menu.selectExclusively(action) } else { menu.choose(action) }
            action.perform(sender: sender)
            chosen?(action)
            if action.attributes.contains(.keepsMenuPresented) {
                presentation.menuView.reload()
            } else {
                presentation.dismiss()
            }
        }
        presentation.dismissRequested = { [unowned presentation] in presentation.dismiss() }
        presentation.show(in: window)
        return presentation
    }

    /// Turns the first shown, enabled action on when none is.
    static func selectDefault(in menu: UIMenu) {
        let actions = menu.shownActions
        guard !actions.contains(where: { $0.state == .on }),
              let first = actions.first(where: { !$0.attributes.contains(.disabled) && !$0.attributes.contains(.hidden) })
        else { return }
        first.state = .on
    }
}
