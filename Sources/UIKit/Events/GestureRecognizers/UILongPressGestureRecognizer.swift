import Foundation

/// A continuous recognizer of a press held still, as UIKit's `UILongPressGestureRecognizer`:
/// it begins once `numberOfTouchesRequired` fingers stayed within `allowableMovement` for
/// `minimumPressDuration` (after `numberOfTapsRequired` taps), changes as they move, and ends
/// when they lift. Its time runs on `Animator.shared.clock`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must press, in seconds (0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture begins, in points (10).
    open var allowableMovement: CGFloat = 10
    /// The taps before the press (0).
    open var numberOfTapsRequired = 0
    /// The fingers of the press (1).
    open var numberOfTouchesRequired = 1

    private var tapsDone = 0
    private var fingersDown = 0
    private let timer = GestureTimer()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        fingersDown += touches.count
        guard state == .possible else { return }
        timer.cancel()
        isWaitingForTime = false
        guard fingersDown <= numberOfTouchesRequired else { return state = .failed }
        guard fingersDown == numberOfTouchesRequired else { return }
        timer.start(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.fingersDown == self.numberOfTouchesRequired,
                  self.tapsDone >= self.numberOfTapsRequired else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            let strayed = touches.contains { hypot($0.windowLocation.x - $0.beganWindowLocation.x,
                                                   $0.windowLocation.y - $0.beganWindowLocation.y) > allowableMovement }
            if strayed { state = .failed }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        fingersDown -= touches.count
        switch state {
        case .began, .changed:
            if fingersDown < numberOfTouchesRequired { state = .ended }
        case .possible:
            timer.cancel()
            guard fingersDown == 0, tapsDone < numberOfTapsRequired else { return state = .failed }
            // A tap before the press: wait for the next touch.
            tapsDone += 1
            isWaitingForTime = true
            timer.start(after: UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.isWaitingForTime = false
                self.state = .failed
            }
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        fingersDown -= touches.count
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        timer.cancel()
        isWaitingForTime = false
        tapsDone = 0
        fingersDown = 0
    }
}
