import Foundation

/// Press delivery: to the first responder, else the window; each responder's default passes
/// the presses up the chain (`next`).
extension Window {
    func deliverPresses(_ event: PressesEvent) {
        let responder: Responder = currentFirstResponder ?? self
        for phase in [Press.Phase.began, .changed, .ended, .cancelled] {
            let presses = Set(event.pressList.filter { $0.phase == phase })
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
