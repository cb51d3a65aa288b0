import Foundation
import Testing
@testable @_spi(Host) import UIKit

@MainActor private final class KeyField: UIView {
    var log: [String] = []
    var commands: [UIKeyCommand]?
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let key = presses.first!.key!
        if key.characters == "x" { return super.pressesBegan(presses, with: event) }
        log.append("began \(key.characters) \(key.keyCode)")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let key = presses.first!.key!
        if key.characters == "x" { return super.pressesEnded(presses, with: event) }
        log.append("ended \(key.characters)")
    }
}

@MainActor private final class KeyController: UIViewController {
    var log: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("controller began \(presses.first!.key!.characters) \(presses.first!.type)")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("controller ended \(presses.first!.key!.characters)")
    }
}

/// Key presses: the first responder first, then up the chain; key commands take their keys.
@Suite @MainActor struct KeyboardTests {
    private let a = UIKey(keyCode: .keyboardA, characters: "a")
    private let x = UIKey(keyCode: .keyboardX, characters: "x")

    @Test func pressesGoToTheFirstResponderThenUpTheChain() {
        _ = useManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = KeyController()
        window.rootViewController = controller
        let field = KeyField(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(field)
        let keys = KeyInput(window: window)
        keys.press(a)
        #expect(controller.log.isEmpty && field.log.isEmpty)  // no first responder: the window's default
        #expect(field.becomeFirstResponder())
        let press = keys.press(a)
        keys.press(x)
        #expect(field.log == ["began a keyboardA", "ended a"])
        #expect(controller.log == ["controller began x select", "controller ended x"])
        #expect(press.phase == .ended && press.responder === field && press.window === window && press.force == 0)
        let up = UIPress(key: UIKey(keyCode: .keyboardUpArrow, characters: UIKeyCommand.inputUpArrow))
        #expect(up.type == .upArrow && up.force == 1)
    }

    @Test func aKeyCommandTakesItsKeyFromTheChain() {
        _ = useManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = KeyField(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(field)
        field.becomeFirstResponder()
        var ran: [String] = []
        field.commands = [
            UIKeyCommand(input: "s", modifierFlags: .command, action: { ran.append("save \($0.input!)") }),
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: { _ in ran.append("up") }),
        ]
        let keys = KeyInput(window: window)
        keys.press(UIKey(keyCode: .keyboardS, characters: "s", modifierFlags: [.command, .alphaShift]))
        keys.press(UIKey(keyCode: .keyboardUpArrow, characters: UIKeyCommand.inputUpArrow))
        keys.press(UIKey(keyCode: .keyboardS, characters: "s"))
        #expect(ran == ["save s", "up"])
        #expect(field.log == ["began s keyboardS", "ended s"])
    }
}
