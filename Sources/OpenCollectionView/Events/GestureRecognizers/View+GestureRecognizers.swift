import Foundation

/// Attaching gesture recognizers to views.
extension View {
    /// Attaches a recognizer: it receives the touches of this view and its subviews. A
    /// recognizer belongs to one view: adding it here removes it from its previous view.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerList.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer; a gesture in progress is cancelled (a possible one fails).
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        switch gestureRecognizer.storedState {
        case .began, .changed: gestureRecognizer.state = .cancelled
        case .possible where gestureRecognizer.arena != nil: gestureRecognizer.state = .failed
        default: break
        }
        gestureRecognizerList.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    func replaceGestureRecognizers(with recognizers: [GestureRecognizer]) {
        for recognizer in gestureRecognizerList where !recognizers.contains(where: { $0 === recognizer }) {
            removeGestureRecognizer(recognizer)
        }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
        gestureRecognizerList = recognizers
    }
}
