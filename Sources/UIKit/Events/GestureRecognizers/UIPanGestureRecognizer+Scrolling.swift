import Foundation

/// Scroll events as pans (`allowedScrollTypesMask`, iOS 13.4): a wheel's first notch begins
/// the pan (translation zero) and changes it at once by the notch; each further notch changes
/// it; the pan ends once the wheel has rested for `scrollRestInterval`. The translation moves
/// as a finger dragging the content would: a wheel turned toward the end of the content
/// (down) pans up. The pan has no touches (`numberOfTouches` is 0); `location(in:)` is the
/// pointer's place.
extension UIPanGestureRecognizer {
    /// How long a wheel rests before the pan it drives ends, in seconds.
    static let scrollRestInterval: TimeInterval = 0.1

    /// Whether the recognizer may begin a pan for a scroll of `type`: enabled, in a window,
    /// taking that type, and its delegate and view let it begin.
    func beginsScroll(of type: UIScrollType, event: UIEvent) -> Bool {
        guard isEnabled, storedState == .possible, arena == nil, allowedScrollTypesMask.allows(type), let view, view.window != nil,
              shouldReceive(event) else { return false }
        return (delegate?.gestureRecognizerShouldBegin(self) ?? true) && view.gestureRecognizerShouldBegin(self)
    }

    /// A scroll of `delta` points (positive toward the end of the content, in window
    /// coordinates) with the pointer at `point` (window coordinates): begins or changes the pan,
    /// and (re)starts the wait for the wheel to rest.
    func scroll(by delta: CGPoint, at point: CGPoint, timestamp: TimeInterval) {
        lastLocation = point
        if storedState == .possible {
            storedTranslation = .zero
            samples = [(timestamp, .zero)]
            state = .began
        }
        guard storedState == .began || storedState == .changed else { return finishScroll() }
        storedTranslation.x -= delta.x
        storedTranslation.y -= delta.y
        samples.append((timestamp, storedTranslation))
        samples.removeAll { timestamp - $0.time > Self.velocityWindow * 2 }
        state = .changed
        guard storedState == .changed else { return finishScroll() }
        scrollRest.start(after: Self.scrollRestInterval) { [weak self] in self?.finishScroll() }
    }

    /// The wheel rested (or the pan was cancelled, by disabling it): the pan ends, and the
    /// recognizer goes back to possible.
    func finishScroll() {
        scrollRest.cancel()
        if storedState == .began || storedState == .changed { state = .ended }
        guard storedState != .possible else { return }
        storedState = .possible
        reset()
    }

    /// Whether the recognizer is panning for a scroll now.
    var isScrolling: Bool { scrollRest.isRunning }
}
