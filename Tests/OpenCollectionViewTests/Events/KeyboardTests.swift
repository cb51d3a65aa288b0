import Foundation
import Testing
@testable import OpenCollectionView

@MainActor private final class KeyField: View {
    var log: [String] = []
    var commands: [KeyCommand]?
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [KeyCommand]? { commands }
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        let key = presses.first!.key!
        if key.characters == "x" { return super.pressesBegan(presses, with: event) }
        log.append("began \(key.characters) \(key.keyCode)")
    }
    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        let key = presses.first!.key!
        if key.characters == "x" { return super.pressesEnded(presses, with: event) }
        log.append("ended \(key.characters)")
    }
}

@MainActor private final class KeyController: ViewController {
    var log: [String] = []
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        log.append("controller began \(presses.first!.key!.characters) \(presses.first!.type)")
    }
    override func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        log.append("controller ended \(presses.first!.key!.characters)")
    }
}

/// Key presses: the first responder first, then up the chain; key commands take their keys.
@Suite @MainActor struct KeyboardTests {
    private let a = Key(keyCode: .keyboardA, characters: "a")
    private let x = Key(keyCode: .keyboardX, characters: "x")

    @Test func pressesGoToTheFirstResponderThenUpTheChain() {
        _ = useManualClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
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
        let up = Press(key: Key(keyCode: .keyboardUpArrow, characters: KeyCommand.inputUpArrow))
        #expect(up.type == .upArrow && up.force == 1)
    }

    @Test func aKeyCommandTakesItsKeyFromTheChain() {
        _ = useManualClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = KeyField(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(field)
        field.becomeFirstResponder()
        var ran: [String] = []
        field.commands = [
            KeyCommand(input: "s", modifierFlags: .command, action: { ran.append("save \($0.input!)") }),
            KeyCommand(input: KeyCommand.inputUpArrow, modifierFlags: [], action: { _ in ran.append("up") }),
        ]
        let keys = KeyInput(window: window)
        keys.press(Key(keyCode: .keyboardS, characters: "s", modifierFlags: [.command, .alphaShift]))
        keys.press(Key(keyCode: .keyboardUpArrow, characters: KeyCommand.inputUpArrow))
        keys.press(Key(keyCode: .keyboardS, characters: "s"))
        #expect(ran == ["save s", "up"])
        #expect(field.log == ["began s keyboardS", "ended s"])
    }
}
