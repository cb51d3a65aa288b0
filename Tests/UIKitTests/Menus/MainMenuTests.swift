import Testing
@_spi(Host) @testable import UIKit

/// The main menu an app builds in `buildMenu(with:)`, as iPad apps with keyboard shortcuts write
/// it: UIKit's standard menus changed by identifier, and its key commands run when no
/// responder's `keyCommands` take the key, after `validate(_:)`.
@MainActor
@Suite(.serialized) struct MainMenuTests {
    final class AppDelegate: UIResponder {
        var refreshed = 0
        var disableRefresh = false
        override func buildMenu(with builder: UIMenuBuilder) {
            guard builder.system == .main else { return }
            builder.remove(menu: .format)
            let refresh = UIKeyCommand(title: "Refresh", action: { [weak self] _ in self?.refreshed += 1 }, input: "r",
                                       modifierFlags: .command)
            builder.insertChild(UIMenu(identifier: UIMenu.Identifier("app.refresh"), options: .displayInline, children: [refresh]),
                                atStartOfMenu: .view)
            builder.insertSibling(UIMenu(title: "Library", identifier: UIMenu.Identifier("app.library")), afterMenu: .view)
        }
        override func validate(_ command: UICommand) {
            if command.title == "Refresh", disableRefresh { command.attributes = .disabled }
        }
    }

    private func withMainMenu(built app: AppDelegate, _ body: () -> Void) {
        UIMenuSystem.main.builders = { [app] }
        UIMenuSystem.main.setNeedsRebuild()
        body()
        UIMenuSystem.main.builders = { Array(sequence(first: UIApplication.shared as UIResponder, next: { $0.next })) }
        UIMenuSystem.main.setNeedsRebuild()
    }

    @Test func theStandardMenusChangedByIdentifier() {
        let app = AppDelegate()
        withMainMenu(built: app) {
            let menus = UIMenuSystem.main.rootMenu.children.compactMap { ($0 as? UIMenu)?.identifier }
            #expect(menus == [.application, .file, .edit, .view, UIMenu.Identifier("app.library"), .window, .help])
            let view = UIMenuSystem.main.rootMenu.children.compactMap { $0 as? UIMenu }.first { $0.identifier == .view }
            #expect(view?.children.compactMap { ($0 as? UIMenu)?.identifier }.first == UIMenu.Identifier("app.refresh"))
        }
    }

    @Test func aMainMenuKeyCommandRunsWhenNoResponderTakesTheKey() {
        let app = AppDelegate()
        withMainMenu(built: app) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let keys = KeyInput(window: window)
            keys.press(UIKey(keyCode: .keyboardR, characters: "r", modifierFlags: .command))
            #expect(app.refreshed == 1)
            app.disableRefresh = true
            UIMenuSystem.main.setNeedsRebuild()
            keys.press(UIKey(keyCode: .keyboardR, characters: "r", modifierFlags: .command))
            #expect(app.refreshed == 1, "validate(_:) disabled it")
        }
    }

    @Test func aCommandCarriesItsValues() {
        let alternate = UICommandAlternate(title: "Refresh All", action: nil, modifierFlags: .alternate)
        let command = UICommand(title: "Refresh", image: UIImage(systemName: "arrow.clockwise"), action: { _ in },
                                propertyList: "library", alternates: [alternate], attributes: .destructive, state: .on)
        #expect(command.title == "Refresh")
        #expect(command.propertyList as? String == "library")
        #expect(command.alternates.first?.modifierFlags == .alternate)
        #expect(command.state == .on && command.attributes == .destructive)
        let key = UIKeyCommand(title: "Find", action: { _ in }, input: "f", modifierFlags: .command, discoverabilityTitle: "Find")
        let element: UIMenuElement = key
        #expect((element as? UICommand)?.title == "Find")
        #expect(key.input == "f" && key.discoverabilityTitle == "Find")
    }
}
