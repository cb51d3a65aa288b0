import Foundation

/// The builder `UIMenuSystem.main` hands to `buildMenu(with:)`: UIKit's standard main menu (the
/// application, file, edit, format, view, window and help menus with their standard groups, as
/// empty groups: the standard commands' work is done by the text views and the host here),
/// changed in place by identifier. Changes naming a menu the tree lacks do nothing, as UIKit's.
@preconcurrency @MainActor
final class MainMenuBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var root: UIMenu

    init(system: UIMenuSystem) {
        self.system = system
        func group(_ identifier: UIMenu.Identifier) -> UIMenu { UIMenu(identifier: identifier, options: .displayInline) }
        func menu(_ title: String, _ identifier: UIMenu.Identifier, _ children: [UIMenuElement]) -> UIMenu {
            UIMenu(title: title, identifier: identifier, children: children)
        }
        root = UIMenu(identifier: .root, children: [
            menu("App", .application, [group(.about), group(.preferences), group(.services), group(.hide), group(.quit)]),
            menu("File", .file, [group(.newScene), group(.openRecent), group(.close), group(.document), group(.print)]),
            menu("Edit", .edit, [group(.undoRedo), group(.standardEdit), group(.find), group(.spelling), group(.substitutions),
                                 group(.transformations), group(.speech)]),
            menu("Format", .format, [group(.font), group(.text)]),
            menu("View", .view, [group(.toolbar), group(.sidebar), group(.fullscreen)]),
            menu("Window", .window, [group(.minimizeAndZoom), group(.bringAllToFront)]),
            menu("Help", .help, []),
        ])
    }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
        identifier == .root ? root : root.allElements.lazy.compactMap { $0 as? UIMenu }.first { $0.identifier == identifier }
    }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        root.allElements.lazy.compactMap { $0 as? UIAction }.first { $0.identifier == identifier }
    }

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementGroup: UIMenu) {
        edit { children in children.map { ($0 as? UIMenu)?.identifier == replacedIdentifier ? [replacementGroup] : [$0] } }
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        if parentIdentifier == .root { return root = root.replacingChildren(childrenBlock(root.children)) }
        edit { children in
            children.map { child in
                guard let menu = child as? UIMenu, menu.identifier == parentIdentifier else { return [child] }
                return [menu.replacingChildren(childrenBlock(menu.children))]
            }
        }
    }

    func insertSibling(_ siblingGroup: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        edit { children in children.map { ($0 as? UIMenu)?.identifier == siblingIdentifier ? [siblingGroup, $0] : [$0] } }
    }

    func insertSibling(_ siblingGroup: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        edit { children in children.map { ($0 as? UIMenu)?.identifier == siblingIdentifier ? [$0, siblingGroup] : [$0] } }
    }

    func insertChild(_ childGroup: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { [childGroup] + $0 }
    }

    func insertChild(_ childGroup: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { $0 + [childGroup] }
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        edit { children in children.map { ($0 as? UIMenu)?.identifier == removedIdentifier ? [] : [$0] } }
    }

    /// Rewrites every level of the tree: `change` maps each child to what takes its place.
    private func edit(_ change: ([UIMenuElement]) -> [[UIMenuElement]]) {
        func rewrite(_ menu: UIMenu) -> UIMenu {
            let changed = change(menu.children).flatMap { $0 }.map { ($0 as? UIMenu).map(rewrite) ?? $0 }
            return menu.replacingChildren(changed)
        }
        root = rewrite(root)
    }
}
