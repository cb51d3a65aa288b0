import Foundation

/// The scroll view's own gesture recognizers, as UIKit's: a pan that drags the content, a
/// pinch that zooms it (when zooming is possible), and the short delay before content touches
/// (`delaysContentTouches`).
extension UIScrollView {
    func installGestureRecognizers() {
        scrollPan.addTarget(nil) { [unowned self] _ in handlePan() }
        addGestureRecognizer(scrollPan)
        addGestureRecognizer(delayedTouches)
    }

    /// The pan's state changes drive the drag: the content follows the translation past the
    /// hysteresis (so it does not jump by it), and flings with the finger's velocity.
    private func handlePan() {
        let pan = scrollPan
        switch pan.state {
        case .began:
            pan.beganTranslation = pan.translation(in: self)
            panChanged(translation: .zero)
        case .changed:
            let t = pan.translation(in: self)
            panChanged(translation: CGPoint(x: t.x - pan.beganTranslation.x, y: t.y - pan.beganTranslation.y))
        case .ended:
            panEnded(velocity: pan.velocity(in: self))
        case .cancelled:
            panCancelled()
        default:
            break
        }
    }

    /// Adds the pinch recognizer when the zoom scales allow zooming, removes it otherwise.
    func updatePinchGestureRecognizer() {
        if minimumZoomScale != maximumZoomScale {
            guard storedPinch == nil else { return }
            let pinch = ScrollViewPinchGestureRecognizer()
            pinch.addTarget(nil) { [unowned self] _ in handlePinch() }
            storedPinch = pinch
            addGestureRecognizer(pinch)
        } else if let pinch = storedPinch {
            removeGestureRecognizer(pinch)
            storedPinch = nil
        }
    }

    /// The pinch drives zooming: its centroid (from the scroll view's top-left corner) and scale.
    private func handlePinch() {
        guard let pinch = storedPinch else { return }
        let location = pinch.location(in: self)
        let visible = CGPoint(x: location.x - bounds.minX, y: location.y - bounds.minY)
        switch pinch.state {
        case .began:
            pinchBegan(at: visible)
            pinchChanged(scale: pinch.scale, at: visible)
        case .changed:
            pinchChanged(scale: pinch.scale, at: visible)
        case .ended, .cancelled:
            pinchEnded()
        default:
            break
        }
    }

    /// Whether the scroll view can move along each axis (the content is larger than the bounds,
    /// or it always bounces).
    var scrollableAxes: (horizontal: Bool, vertical: Bool) { (scrollsHorizontally, scrollsVertically) }
}

/// A scroll view's pan: a finger going down stops a deceleration (and that touch is no tap)
/// and starts tracking; the pan begins only along an axis the scroll view can scroll, so a
/// nested scroll view claims a drag along its own axis and leaves the other to its ancestor.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The translation when the pan began: the content moves by the translation past it.
    var beganTranslation: CGPoint = .zero
    /// Whether the touch stopped a moving scroll view (it selects nothing).
    private(set) var stoppedScrolling = false

    private var scrollView: UIScrollView? { view as? UIScrollView }

    /// A scroll view's pan takes every kind of scroll event, as UIKit's.
    override init(target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
        super.init(target: target, action: action)
        allowedScrollTypesMask = .all
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let scrollView, trackedTouches.count == touches.count {
            stoppedScrolling = scrollView.isDecelerating || scrollView.scrollAnimation != nil
            scrollView.panBegan()
        }
        super.touchesBegan(touches, with: event)
    }

    override func shouldBegin(translation: CGPoint) -> Bool {
        guard let scrollView, scrollView.isScrollEnabled else { return false }
        for touch in trackedTouches where touch.beganDelivered {
            guard let touched = touch.view, touched !== scrollView else { continue }
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: touched) { return false }
        }
        // On a sheet, a pull down from the top edge pulls the sheet instead (SheetPull.swift).
        if translation.y > abs(translation.x), scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5,
           scrollView.isInSheet { return false }
        let axes = scrollView.scrollableAxes
        switch (axes.horizontal, axes.vertical) {
        case (true, true): return true
        case (true, false): return abs(translation.x) > abs(translation.y)
        case (false, true): return abs(translation.y) >= abs(translation.x)
        default: return false
        }
    }

    /// A pinch of the same scroll view may begin while the pan runs (and then cancels it).
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        !(preventedGestureRecognizer is ScrollViewPinchGestureRecognizer && preventedGestureRecognizer.view === view)
    }

    override func reset() {
        super.reset()
        // A press that never became a drag ends the tracking at rest.
        if let scrollView, scrollView.isTracking { scrollView.panEnded(velocity: .zero) }
        stoppedScrolling = false
        beganTranslation = .zero
    }
}

/// A scroll view's pinch (zooming).
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {}

/// Holds the content's touches for 0.15 s (`delaysContentTouches`): it fails then, or when
/// the touch lifts (the content receives the tap's began and ended together), and never
/// recognizes; a drag recognized sooner cancels the touches before the content sees them.
final class DelayedTouchesGestureRecognizer: UIGestureRecognizer {
    static let delay: TimeInterval = 0.15
    private let timer = GestureTimer()

    override init(target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard !timer.isRunning else { return }
        timer.start(after: Self.delay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    override func reset() {
        super.reset()
        timer.cancel()
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIScrollView {
    /// Whether the scroll view is on a sheet that its user may pull down.
    var isInSheet: Bool {
        var node = superview
        while let view = node {
            if let host = view as? PresentationHostView { return host.style.isSheet }
            node = view.superview
        }
        return false
    }
}

extension UITouch {
    /// Whether the scroll view around the touched view lets the touch reach it
    /// (`touchesShouldBegin(_:with:in:)`); a touch it refuses goes to no view.
    @MainActor func isLetInByScrollView(with event: UIEvent) -> Bool {
        guard let view else { return true }
        var node = view.superview
        while let ancestor = node {
            if let scrollView = ancestor as? UIScrollView { return scrollView.touchesShouldBegin([self], with: event, in: view) }
            node = ancestor.superview
        }
        return true
    }
}
