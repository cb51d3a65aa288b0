import Foundation

/// A button's menu shown as its primary action (`showsMenuAsPrimaryAction`): a touch going
/// down shows the menu next to the button. With `changesSelectionAsPrimaryAction` too the
/// button is a pop-up button (iOS 15): its menu has one selected element (the first when none
/// is `.on`), checked in the menu and shown as the button's title; choosing another selects it.
extension UIButton {
    /// Whether the button is a pop-up button.
    var isPopUpButton: Bool { showsMenuAsPrimaryAction && changesSelectionAsPrimaryAction && menu != nil }

    /// Shows the menu next to the button (once the button is in a window).
    func presentMenuAsPrimaryAction() {
        guard let menu else { return }
        let popUp = isPopUpButton
        let configuration = UIContextMenuConfiguration(actionProvider: { _ in menu })
        configuration.preferredMenuElementOrder = preferredMenuElementOrder
        let sourceRect = window.map { menuSourceRect(for: configuration, in: $0) }
        PopUpMenu.present(menu, from: self, sourceRect: sourceRect, selects: popUp, sender: self) { [weak self] _ in
            if popUp { self?.showSelectedElementTitle() }
        }
    }

    /// The configuration of the button's long-press menu: `menu` (none when the menu is the
    /// primary action: a touch going down shows it then).
    func longPressMenuConfiguration() -> UIContextMenuConfiguration? {
        guard let menu, !showsMenuAsPrimaryAction else { return nil }
        let configuration = UIContextMenuConfiguration(actionProvider: { _ in menu })
        configuration.preferredMenuElementOrder = preferredMenuElementOrder
        return configuration
    }

    /// A pop-up button shows its selected element's title (selecting the first when none is).
    func showSelectedElementTitle() {
        guard isPopUpButton, let menu else { return }
        PopUpMenu.selectDefault(in: menu)
        guard let title = menu.shownActions.first(where: { $0.state == .on })?.title else { return }
        if configuration != nil {
            configuration?.title = title
        } else {
            setTitle(title, for: .normal)
        }
    }
}
