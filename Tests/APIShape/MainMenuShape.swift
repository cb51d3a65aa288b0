// Issue 31's main menu, as iPad apps with keyboard shortcuts write it: a responder overriding
// buildMenu(with:) and validate(_:), the builder's calls, UICommand and UIKeyCommand in menus,
// UIMenuSystem. It must compile in Swift 6 and Swift 5 modes and run without trapping.
import UIKit

@MainActor
final class MainMenuShapeResponder: UIResponder {
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == UIMenuSystem.main else { return }
        builder.remove(menu: .format)
        builder.remove(menu: .services)
        let newItem = UIKeyCommand(title: "New Item", image: UIImage(systemName: "plus"), action: { _ in }, input: "n",
                                   modifierFlags: .command, discoverabilityTitle: "New Item")
        let sort = UICommand(title: "Sort by Name", action: { _ in }, propertyList: "name",
                             alternates: [UICommandAlternate(title: "Sort by Date", action: { _ in }, modifierFlags: .alternate)],
                             state: .on)
        builder.insertChild(UIMenu(title: "", identifier: UIMenu.Identifier("shape.new"), options: .displayInline, children: [newItem]),
                            atStartOfMenu: .file)
        builder.insertSibling(UIMenu(title: "Sort", children: [sort]), afterMenu: .view)
        builder.insertSibling(UIMenu(title: "Go", children: []), beforeMenu: .window)
        builder.insertChild(UIMenu(title: "Extra", children: []), atEndOfMenu: .help)
        builder.replaceChildren(ofMenu: .edit) { $0 }
        if let find = builder.menu(for: .find) { builder.replace(menu: .find, with: find) }
        _ = builder.action(for: UIAction.Identifier("missing"))
    }

    override func validate(_ command: UICommand) {
        super.validate(command)
        if command.propertyList as? String == "name" { command.state = .on }
    }
}

@MainActor
func mainMenuShape() {
    let responder = MainMenuShapeResponder()
    _ = responder
    UIMenuSystem.main.setNeedsRebuild()
    UIMenuSystem.main.setNeedsRevalidate()
    UIMenuSystem.context.setNeedsRebuild()
}
