import Foundation

/// A system of menus, as UIKit's `UIMenuSystem` (iOS 13): `main` is the app's main menu, built
/// by `buildMenu(with:)` on the application and the responders after it (UIKit's app delegate)
/// from UIKit's standard menus. There
/// is no menu bar on Linux: the main menu's key commands are what it serves — a key press no
/// responder's `keyCommands` took runs the main menu's matching command (after the responder
/// chain's `validate(_:)`, unless it is then disabled or hidden).
@preconcurrency @MainActor
open class UIMenuSystem: NSObject {
    /// The app's main menu.
    public static let main = UIMenuSystem()
    /// The system of context menus (built by each interaction; rebuilding does nothing more).
    public static let context = UIMenuSystem()

    /// The built root menu, until a rebuild is asked for.
    private var built: UIMenu?
    /// The responders asked to build the menu: the application and the responders after it.
    var builders: () -> [UIResponder] = { Array(sequence(first: UIApplication.shared as UIResponder, next: { $0.next })) }

    /// Asks for `buildMenu(with:)` again before the menu is next used.
    open func setNeedsRebuild() { built = nil }

    /// Asks for the commands to be validated again (they are, each time one is about to run).
    open func setNeedsRevalidate() {}

    /// The main menu: the standard menus, as the application and the responders after it built
    /// them.
    var rootMenu: UIMenu {
        if let built { return built }
        let builder = MainMenuBuilder(system: self)
        for responder in builders() { responder.buildMenu(with: builder) }
        built = builder.root
        return builder.root
    }

    /// Asks the responder chain from `first`, then the menu's builders, to validate `command`.
    func validate(_ command: UICommand, from first: UIResponder) {
        let chain = Array(sequence(first: first, next: { $0.next }))
        for responder in chain + builders().filter({ builder in !chain.contains { $0 === builder } }) { responder.validate(command) }
    }

    /// The main menu's key command for `key`, if it has one.
    func keyCommand(for key: UIKey) -> UIKeyCommand? {
        guard self === UIMenuSystem.main else { return nil }
        return rootMenu.allElements.lazy.compactMap { $0 as? UIKeyCommand }.first { $0.matches(key) }
    }
}

/// What `buildMenu(with:)` changes the main menu with, as UIKit's `UIMenuBuilder`.
@preconcurrency @MainActor
public protocol UIMenuBuilder {
    /// The system being built.
    var system: UIMenuSystem { get }
    /// The menu with `identifier`, if the menu holds one.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// The action with `identifier`, if the menu holds one.
    func action(for identifier: UIAction.Identifier) -> UIAction?
    /// Puts `replacementGroup` where the menu `replacedIdentifier` was.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementGroup: UIMenu)
    /// Replaces the children of the menu `parentIdentifier` with what `childrenBlock` returns.
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// Inserts `siblingGroup` before the menu `siblingIdentifier`.
    func insertSibling(_ siblingGroup: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts `siblingGroup` after the menu `siblingIdentifier`.
    func insertSibling(_ siblingGroup: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts `childGroup` first in the menu `parentIdentifier`.
    func insertChild(_ childGroup: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Inserts `childGroup` last in the menu `parentIdentifier`.
    func insertChild(_ childGroup: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Removes the menu `removedIdentifier`.
    func remove(menu removedIdentifier: UIMenu.Identifier)
}

extension UIMenu.Identifier {
    public static let application = UIMenu.Identifier("com.apple.menu.application")
    public static let file = UIMenu.Identifier("com.apple.menu.file")
    public static let edit = UIMenu.Identifier("com.apple.menu.edit")
    public static let view = UIMenu.Identifier("com.apple.menu.view")
    public static let window = UIMenu.Identifier("com.apple.menu.window")
    public static let help = UIMenu.Identifier("com.apple.menu.help")
    public static let about = UIMenu.Identifier("com.apple.menu.about")
    public static let preferences = UIMenu.Identifier("com.apple.menu.preferences")
    public static let services = UIMenu.Identifier("com.apple.menu.services")
    public static let hide = UIMenu.Identifier("com.apple.menu.hide")
    public static let quit = UIMenu.Identifier("com.apple.menu.quit")
    public static let newScene = UIMenu.Identifier("com.apple.menu.new-scene")
    public static let openRecent = UIMenu.Identifier("com.apple.menu.open-recent")
    public static let close = UIMenu.Identifier("com.apple.menu.close")
    public static let print = UIMenu.Identifier("com.apple.menu.print")
    public static let document = UIMenu.Identifier("com.apple.menu.document")
    public static let undoRedo = UIMenu.Identifier("com.apple.menu.undo-redo")
    public static let standardEdit = UIMenu.Identifier("com.apple.menu.standard-edit")
    public static let find = UIMenu.Identifier("com.apple.menu.find")
    public static let replace = UIMenu.Identifier("com.apple.menu.replace")
    public static let share = UIMenu.Identifier("com.apple.menu.share")
    public static let textStyle = UIMenu.Identifier("com.apple.menu.text-style")
    public static let spelling = UIMenu.Identifier("com.apple.menu.spelling")
    public static let spellingPanel = UIMenu.Identifier("com.apple.menu.spelling-panel")
    public static let spellingOptions = UIMenu.Identifier("com.apple.menu.spelling-options")
    public static let substitutions = UIMenu.Identifier("com.apple.menu.substitutions")
    public static let substitutionsPanel = UIMenu.Identifier("com.apple.menu.substitutions-panel")
    public static let substitutionOptions = UIMenu.Identifier("com.apple.menu.substitutions-options")
    public static let transformations = UIMenu.Identifier("com.apple.menu.transformations")
    public static let speech = UIMenu.Identifier("com.apple.menu.speech")
    public static let lookup = UIMenu.Identifier("com.apple.menu.lookup")
    public static let learn = UIMenu.Identifier("com.apple.menu.learn")
    public static let format = UIMenu.Identifier("com.apple.menu.format")
    public static let font = UIMenu.Identifier("com.apple.menu.font")
    public static let textSize = UIMenu.Identifier("com.apple.menu.text-size")
    public static let textColor = UIMenu.Identifier("com.apple.menu.text-color")
    public static let textStylePasteboard = UIMenu.Identifier("com.apple.menu.text-style-pasteboard")
    public static let text = UIMenu.Identifier("com.apple.menu.text")
    public static let writingDirection = UIMenu.Identifier("com.apple.menu.writing-direction")
    public static let alignment = UIMenu.Identifier("com.apple.menu.align")
    public static let toolbar = UIMenu.Identifier("com.apple.menu.toolbar")
    public static let sidebar = UIMenu.Identifier("com.apple.menu.sidebar")
    public static let fullscreen = UIMenu.Identifier("com.apple.menu.fullscreen")
    public static let minimizeAndZoom = UIMenu.Identifier("com.apple.menu.minimize-and-zoom")
    public static let bringAllToFront = UIMenu.Identifier("com.apple.menu.bring-all-to-front")
    public static let root = UIMenu.Identifier("com.apple.menu.root")
}

extension UIMenu {
    /// Every element of the menu and its submenus, depth first.
    var allElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in [child] + ((child as? UIMenu)?.allElements ?? []) }
    }
}
