import Foundation

/// A continuous recognizer of a drag, as UIKit's `UIPanGestureRecognizer`: it begins when the
/// centroid of between `minimumNumberOfTouches` and `maximumNumberOfTouches` fingers moved 10
/// points (UIKit's hysteresis), changes as they move, and ends when too few remain.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers move before the pan begins, in points.
    public static let hysteresis: CGFloat = 10
    /// The span of recent movement the velocity is measured over, in seconds.
    static let velocityWindow: TimeInterval = 0.1

    /// The fewest fingers that pan (1).
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan (unlimited).
    open var maximumNumberOfTouches = Int.max
    /// The scroll events the recognizer turns into pans (iOS 13.4): none by default; a scroll
    /// view's pan takes all. A wheel turned over the view (`.discrete`; Linux reports every
    /// wheel, a trackpad's too, as discrete) begins a pan whose translation moves as a finger
    /// dragging the content would, and which ends once the wheel rests (UIPanGestureRecognizer+Scrolling.swift).
    /// Touches still pan as well.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// The translation so far, in window coordinates, and the centroid it was last measured at.
    var storedTranslation: CGPoint = .zero
    private var lastCentroid: CGPoint?
    var samples: [(time: TimeInterval, translation: CGPoint)] = []
    /// Ends a pan driven by scroll events once they rest.
    let scrollRest = GestureTimer()

    /// The translation of the pan in `view`'s coordinate system (the window's when nil): the
    /// total movement of the fingers' centroid since they went down, less what
    /// `setTranslation(_:in:)` took out.
    open func translation(in view: UIView?) -> CGPoint {
        vector(storedTranslation, toView: view)
    }

    /// Sets the translation (in `view`'s coordinates); the velocity starts again from zero.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        storedTranslation = vector(translation, fromView: view)
        samples = [(Animator.shared.clock.now, storedTranslation)]
    }

    /// The velocity of the pan in points per second in `view`'s coordinates: the movement over
    /// the last tenth of a second, divided by the time since (zero when the fingers rested).
    open func velocity(in view: UIView?) -> CGPoint {
        let now = Animator.shared.clock.now
        guard let first = samples.first(where: { now - $0.time <= Self.velocityWindow + 1e-9 }), now - first.time > 0.001 else {
            return .zero
        }
        let elapsed = CGFloat(now - first.time)
        let v = CGPoint(x: (storedTranslation.x - first.translation.x) / elapsed, y: (storedTranslation.y - first.translation.y) / elapsed)
        return vector(v, toView: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard trackedTouches.count <= maximumNumberOfTouches else {
            if state == .possible { state = .failed }
            return
        }
        lastCentroid = centroid(trackedTouches)
        if samples.isEmpty { samples = [(event.timestamp, .zero)] }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        let here = centroid(trackedTouches)
        if let lastCentroid {
            storedTranslation.x += here.x - lastCentroid.x
            storedTranslation.y += here.y - lastCentroid.y
        }
        lastCentroid = here
        samples.append((event.timestamp, storedTranslation))
        samples.removeAll { event.timestamp - $0.time > Self.velocityWindow * 2 }
        switch state {
        case .possible:
            let enough = (minimumNumberOfTouches...max(minimumNumberOfTouches, maximumNumberOfTouches)).contains(trackedTouches.count)
            if enough, hypot(storedTranslation.x, storedTranslation.y) >= Self.hysteresis {
                state = shouldBegin(translation: storedTranslation) ? .began : .failed
            }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    /// Whether a pan that moved `translation` (window coordinates) past the hysteresis begins
    /// (a scroll view's fails along an axis it cannot scroll).
    func shouldBegin(translation: CGPoint) -> Bool { true }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        finish(touches, cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        finish(touches, cancelled: true)
    }

    private func finish(_ touches: Set<UITouch>, cancelled: Bool) {
        let remaining = trackedTouches.filter { !touches.contains($0) }
        lastCentroid = remaining.isEmpty ? nil : centroid(remaining)
        guard remaining.count < minimumNumberOfTouches else { return }
        switch state {
        case .began, .changed: state = cancelled ? .cancelled : .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func reset() {
        super.reset()
        storedTranslation = .zero
        lastCentroid = nil
        samples = []
    }

    /// A vector (not a point) from window coordinates to `view`'s: its transforms apply, its
    /// position does not.
    func vector(_ v: CGPoint, toView view: UIView?) -> CGPoint {
        guard let view else { return v }
        let window = self.view?.window
        let origin = view.convert(CGPoint.zero, from: window), tip = view.convert(v, from: window)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    func vector(_ v: CGPoint, fromView view: UIView?) -> CGPoint {
        guard let view else { return v }
        let window = self.view?.window
        let origin = view.convert(CGPoint.zero, to: window), tip = view.convert(v, to: window)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}
