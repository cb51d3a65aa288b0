import Foundation

/// A discrete recognizer of taps, as UIKit's `UITapGestureRecognizer`: it recognizes when
/// `numberOfTouchesRequired` fingers tapped `numberOfTapsRequired` times in a row, each tap
/// short and still enough, each next tap soon enough and near the first.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far a finger may move during a tap, and how far later taps may land from the first
    /// (UIKit's tap recognizer's allowable movement).
    public static let allowableMovement: CGFloat = 45
    /// The longest a finger may stay down for a tap.
    public static let maximumTapDuration: TimeInterval = 1.5
    /// The longest pause between two taps of a series.
    public static let maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35

    /// The number of taps in a row for the gesture (1).
    open var numberOfTapsRequired = 1
    /// The number of fingers of each tap (1).
    open var numberOfTouchesRequired = 1
    /// The pointer buttons a click must press to count as a tap (`.primary`): a secondary click
    /// is not a tap unless asked for. Fingers have no buttons and always count.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    private var tapsDone = 0
    private var fingersDown = 0
    private var mostFingers = 0
    private var start: CGPoint?
    private var tapStartTime: TimeInterval = 0
    private let timer = GestureTimer()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        timer.cancel()
        isWaitingForTime = false
        if fingersDown == 0 { tapStartTime = event.timestamp }
        fingersDown += touches.count
        mostFingers = max(mostFingers, fingersDown)
        guard event.buttonMask.isEmpty || event.buttonMask == buttonMaskRequired else { return state = .failed }
        guard fingersDown <= numberOfTouchesRequired else { return state = .failed }
        let here = centroid(trackedTouches)
        if let start {
            if tapsDone > 0, distance(here, start) > Self.allowableMovement { return state = .failed }
        } else {
            self.start = here
        }
        timer.start(after: Self.maximumTapDuration) { [weak self] in
            guard let self, self.fingersDown > 0, self.state == .possible else { return }
            self.state = .failed
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        for touch in touches {
            let moved = distance(touch.windowLocation, touch.beganWindowLocation)
            if moved > Self.allowableMovement { return state = .failed }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        fingersDown -= touches.count
        guard fingersDown == 0 else { return }
        timer.cancel()
        guard mostFingers == numberOfTouchesRequired else { return state = .failed }
        tapsDone += 1
        mostFingers = 0
        if tapsDone >= numberOfTapsRequired {
            state = .ended
        } else {
            isWaitingForTime = true
            timer.start(after: Self.maximumIntervalBetweenSuccessiveTaps) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.isWaitingForTime = false
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        timer.cancel()
        isWaitingForTime = false
        tapsDone = 0
        fingersDown = 0
        mostFingers = 0
        start = nil
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
}
