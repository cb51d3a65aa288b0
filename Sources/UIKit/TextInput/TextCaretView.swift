import Foundation

/// The insertion point of a text field or text view: a bar in the tint color that blinks
/// (half a second on, half off) while the run loop runs, and shows steadily after each move.
final class TextCaretView: UIView {
    /// The timer that turns the caret on and off, on the main run loop while it blinks.
    private(set) var timer: Timer?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = 1
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func startBlinking() {
        alpha = 1
        timer?.invalidate()
        let timer = Timer(timeInterval: 0.5, repeats: true) { [weak self] timer in
            // A caret gone with its text view stops its timer.
            if self == nil { return timer.invalidate() }
            MainActor.assumeIsolated { self.map { $0.alpha = $0.alpha > 0 ? 0 : 1 } }
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    func stopBlinking() {
        timer?.invalidate()
        timer = nil
    }
}

extension TextEditing where Self: UIView {
    /// Shows the insertion point, blinking, while editing with nothing selected or marked;
    /// hides it otherwise. The caret joins the view's subviews when first shown.
    func placeCaret() {
        let caret = editingState.caretView
        let shows = isEditingText && isFirstResponder && editedSelection.length == 0 && editingState.markedRange == nil
        caret.isHidden = !shows
        guard shows else { return caret.stopBlinking() }
        if caret.superview !== self { addSubview(caret) }
        caret.frame = caretFrame(at: editedSelection.location)
        caret.backgroundColor = tintColor
        caret.startBlinking()
    }
}
