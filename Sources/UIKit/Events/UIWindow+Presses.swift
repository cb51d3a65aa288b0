import Foundation

/// Press delivery: a key that goes down runs the first matching key command of the responder
/// chain (from the first responder, else the focused item, else the window, up through `next`) that wants priority
/// over the system's behaviour, else types into a first responder that adopts `UIKeyInput`
/// (its characters, Backspace, Return; a text field's arrows, Home and End), else moves focus when it is a focus key (Tab, an arrow, Return
/// or Space on a focused item), else runs the first other matching key command; otherwise the
/// presses go to the first responder, else the focused item, else the window, whose defaults
/// pass them up the chain.
extension UIWindow {
    func deliverPresses(_ event: UIPressesEvent) {
        let responder: UIResponder = currentFirstResponder ?? focusSystem.focusedResponder ?? self
        if runKeyCommand(for: event, from: responder, priorityOnly: true) || typeKey(event, into: currentFirstResponder) || handleFocusKey(event)
            || runKeyCommand(for: event, from: responder, priorityOnly: false) {
            consumedPresses.insert(ObjectIdentifier(event.pressList[0]))
            return
        }
        let consumed = event.pressList.filter { consumedPresses.contains(ObjectIdentifier($0)) }
        for press in consumed where press.phase == .ended || press.phase == .cancelled {
            consumedPresses.remove(ObjectIdentifier(press))
        }
        for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
            let presses = Set(event.pressList.filter { $0.phase == phase && !consumed.contains($0) })
            guard !presses.isEmpty else { continue }
            for press in presses {
                press.window = self
                if phase == .began { press.responder = responder }
            }
            switch phase {
            case .began: responder.pressesBegan(presses, with: event)
            case .changed: responder.pressesChanged(presses, with: event)
            case .ended: responder.pressesEnded(presses, with: event)
            default: responder.pressesCancelled(presses, with: event)
            }
        }
    }
}

extension UIWindow {
    /// Runs the key command that a key going down matches, if any (its presses are then not
    /// delivered, as in UIKit); true when one ran. A controller presenting another modally is
    /// skipped unless it `performsActionsWhilePresentingModally`.
    private func runKeyCommand(for event: UIPressesEvent, from first: UIResponder, priorityOnly: Bool) -> Bool {
        guard let key = keyGoingDown(in: event) else { return false }
        var node: UIResponder? = first
        while let responder = node {
            node = responder.next
            if let controller = responder as? UIViewController, controller.presentedViewController != nil,
               !controller.performsActionsWhilePresentingModally { continue }
            let commands = responder.keyCommands?.filter { !priorityOnly || $0.wantsPriorityOverSystemBehavior }
            if let command = commands?.first(where: { $0.matches(key) }) {
                command.handler?(command)
                return true
            }
        }
        return !priorityOnly && runMainMenuCommand(for: key, from: first)
    }

    /// The main menu's command for `key`, validated from `first`, run unless it is then disabled
    /// or hidden; true when one ran.
    private func runMainMenuCommand(for key: UIKey, from first: UIResponder) -> Bool {
        guard let command = UIMenuSystem.main.keyCommand(for: key) else { return false }
        UIMenuSystem.main.validate(command, from: first)
        guard command.attributes.isDisjoint(with: [.disabled, .hidden]) else { return false }
        command.handler?(command)
        return true
    }

    /// Types a key going down into `responder` when it adopts `UIKeyInput`, as UIKit's text
    /// input system does with a hardware keyboard; true when it took the key. Tab is left to
    /// focus, and keys with Command or Control to key commands and the chain.
    private func typeKey(_ event: UIPressesEvent, into responder: UIResponder?) -> Bool {
        guard let input = responder as? UIKeyInput, let key = keyGoingDown(in: event) else { return false }
        if let editor = responder as? TextEditing, editor.handleEditingKey(key) { return true }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            input.deleteBackward()
            return true
        case .keyboardReturnOrEnter, .keypadEnter:
            input.insertText("\n")
            return true
        default:
            // Named keys (arrows, Escape, function keys) have characters such as "UIKeyInputEscape".
            guard key.modifierFlags.isDisjoint(with: [.command, .control]), !key.characters.isEmpty, !key.characters.hasPrefix("UIKeyInput"),
                  !key.characters.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return false }
            input.insertText(key.characters)
            return true
        }
    }

    /// Gives a key going down to the focus system; true when it moved or used focus.
    private func handleFocusKey(_ event: UIPressesEvent) -> Bool {
        guard let key = keyGoingDown(in: event) else { return false }
        return focusSystem.handleKey(key)
    }

    /// The key of an event that is one key going down.
    private func keyGoingDown(in event: UIPressesEvent) -> UIKey? {
        guard event.pressList.count == 1, let press = event.pressList.first, press.phase == .began else { return nil }
        return press.key
    }
}
