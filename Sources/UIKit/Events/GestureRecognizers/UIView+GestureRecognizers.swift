import Foundation

/// Attaching gesture recognizers to views.
extension UIView {
    /// The work of `addGestureRecognizer(_:)`.
    func attachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerList.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// The work of `removeGestureRecognizer(_:)`.
    func detachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        switch gestureRecognizer.storedState {
        case .began, .changed: gestureRecognizer.state = .cancelled
        case .possible where gestureRecognizer.arena != nil: gestureRecognizer.state = .failed
        default: break
        }
        gestureRecognizerList.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in gestureRecognizerList where !recognizers.contains(where: { $0 === recognizer }) {
            removeGestureRecognizer(recognizer)
        }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
        gestureRecognizerList = recognizers
    }
}
