import Foundation

/// The insertion point of a text field or text view: a bar in the tint color that blinks
/// (half a second on, half off) while the run loop runs, and shows steadily for at least half a
/// second after each move. One repeating timer serves it while it shows: a move only notes the
/// time, as re-arming a run-loop timer at every keystroke would cost a tenth of the keystroke.
final class TextCaretView: UIView {
    /// How long the caret stays on, then off.
    static let blinkInterval: TimeInterval = 0.5
    /// The timer that turns the caret on and off, on the main run loop while it blinks.
    private(set) var timer: Timer?
    /// When the caret last moved (the system's uptime, in seconds).
    private(set) var shownSince: TimeInterval = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = 1
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows the caret steadily from now, then blinking.
    func startBlinking() {
        alpha = 1
        shownSince = ProcessInfo.processInfo.systemUptime
        guard timer == nil else { return }
        let timer = Timer(timeInterval: Self.blinkInterval, repeats: true) { [weak self] timer in
            // A caret gone with its text view stops its timer.
            guard let self else { return timer.invalidate() }
            MainActor.assumeIsolated { self.blink(at: ProcessInfo.processInfo.systemUptime) }
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    /// A tick of the timer at `now`: the caret turns on or off, unless it moved within the
    /// last interval.
    func blink(at now: TimeInterval) {
        alpha = now - shownSince < Self.blinkInterval ? 1 : (alpha > 0 ? 0 : 1)
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
