import Foundation

/// Press delivery: a key that goes down runs the first matching key command of the responder
/// chain (from the first responder, else the window, up through `next`); otherwise the
/// presses go to the first responder, else the window, whose default passes them up the chain.
extension Window {
    func deliverPresses(_ event: PressesEvent) {
        let responder: Responder = currentFirstResponder ?? self
        if runKeyCommand(for: event, from: responder) {
            consumedPresses.insert(ObjectIdentifier(event.pressList[0]))
            return
        }
        let consumed = event.pressList.filter { consumedPresses.contains(ObjectIdentifier($0)) }
        for press in consumed where press.phase == .ended || press.phase == .cancelled {
            consumedPresses.remove(ObjectIdentifier(press))
        }
        for phase in [Press.Phase.began, .changed, .ended, .cancelled] {
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

extension Window {
    /// Runs the key command that a key going down matches, if any (its presses are then not
    /// delivered, as in UIKit); true when one ran.
    private func runKeyCommand(for event: PressesEvent, from first: Responder) -> Bool {
        guard event.pressList.count == 1, let press = event.pressList.first, press.phase == .began,
              let key = press.key else { return false }
        var node: Responder? = first
        while let responder = node {
            if let command = responder.keyCommands?.first(where: { $0.matches(key) }) {
                command.handler?(command)
                return true
            }
            node = responder.next
        }
        return false
    }
}
