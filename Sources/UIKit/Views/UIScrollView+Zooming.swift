import Foundation

/// A scroll view's zooming in progress: the pinch's view and anchor, and the zoom animations
/// running.
struct ZoomState {
    /// The view a pinch zooms (asked from the delegate when it began).
    var pinchedView: UIView?
    /// The zoom scale when the pinch began.
    var pinchStartScale: CGFloat = 1
    /// The point of the zoomed view that stays under the fingers.
    var pinchAnchor: CGPoint = .zero
    /// Where the fingers are, from the visible area's top-left corner.
    var pinchVisibleAnchor: CGPoint = .zero
    /// Zoom animations that have not finished.
    var animationCount = 0
}

/// Zooming, as UIKit does it: the delegate's `viewForZooming(in:)` gets a scale transform (its
/// bounds never change), keeps its frame's top-left corner, and the content size becomes its
/// frame's size; the content offset moves so that an anchor point of the zoomed view stays
/// where it was on screen — the middle of the visible area for `setZoomScale(_:animated:)`, the
/// middle of the rectangle for `zoom(to:animated:)`, the fingers for a pinch — within the
/// content's edges.
extension UIScrollView {
    /// The work of `zoomScale`'s getter: the zoomed view's horizontal scale, else 1.
    var zoomedViewScale: CGFloat { viewForZooming()?.transform.a ?? 1 }

    /// What `setZoomScale` does unless a subclass overrides it.
    func defaultSetZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = viewForZooming() else { return }
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        zoom(view, to: scale, anchor: view.convert(middle, from: self),
             visibleAnchor: CGPoint(x: bounds.width / 2, y: bounds.height / 2), rubberBanding: false, animated: animated)
    }

    /// What `zoom` does unless a subclass overrides it.
    func defaultZoom(to rect: CGRect, animated: Bool) {
        guard let view = viewForZooming(), rect.width > 0, rect.height > 0 else { return }
        var scale = rect.height * (bounds.width / rect.width) <= bounds.height ? bounds.width / rect.width : bounds.height / rect.height
        scale = clampedZoomScale(scale, rubberBanding: false)
        let middle = CGPoint(x: rect.midX, y: rect.midY)
        guard scale != zoomScale else {
            let center = view.convert(middle, to: self)
            let target = clampedContentOffset(CGPoint(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2))
            stopScrollAnimation()
            if animated, target != contentOffset {
                animateContentOffset(to: target, duration: zoomAnimationDuration(to: scale), kind: .scrollingToOffset)
            } else {
                contentOffset = target
            }
            return
        }
        zoom(view, to: scale, anchor: middle, visibleAnchor: CGPoint(x: bounds.width / 2, y: bounds.height / 2),
             rubberBanding: false, animated: animated)
    }

    // MARK: Internals

    /// The delegate's view for zooming (the pinched one during a pinch). UIKit raises when it is
    /// the scroll view itself, and so does this.
    func viewForZooming() -> UIView? {
        if let pinched = zoomState.pinchedView { return pinched }
        let view = delegate?.viewForZooming(in: self)
        guard view !== self else {
            raiseException(.internalInconsistencyException, "The view returned from viewForZoomingInScrollView: must be a subview of the scroll view. It can not be the scroll view itself.")
        }
        return view
    }

    /// `scale` within the zoom scales; past them with UIKit's rubber band
    /// (`-[UIScrollView _zoomRubberBandScaleForScale:]`) when `rubberBanding`: above the maximum
    /// `max × (2 − max / scale)`, below the minimum `min / (2 − scale / min)`.
    func clampedZoomScale(_ scale: CGFloat, rubberBanding: Bool) -> CGFloat {
        let minimum = minimumZoomScale, maximum = maximumZoomScale
        guard rubberBanding else { return min(max(scale, minimum), maximum) }
        if scale > maximum { return maximum * (2 - maximum / scale) }
        if scale < minimum { return minimum / (2 - scale / minimum) }
        return scale
    }

    /// UIKit's zoom animation duration: `0.1 + 0.3 × |ln zoomScale − ln scale|`, at most 0.4 s.
    func zoomAnimationDuration(to scale: CGFloat) -> TimeInterval {
        min(abs(log(Double(zoomScale)) - log(Double(scale))) * 0.3 + 0.1, 0.4)
    }

    /// Zooms `view` to `scale` (clamped) keeping its point `anchor` at `visibleAnchor` from the
    /// visible area's top-left corner: UIKit's
    /// `setZoomScale:withAnchorPoint:allowRubberbanding:animated:duration:notifyDelegate:force:`.
    /// An animated zoom is announced with `scrollViewWillBeginZooming` (not when bouncing back),
    /// sets every value at once inside a view animation and ends with `scrollViewDidEndZooming`.
    func zoom(_ view: UIView, to scale: CGFloat, anchor: CGPoint, visibleAnchor: CGPoint, rubberBanding: Bool, animated: Bool) {
        let scale = clampedZoomScale(scale, rubberBanding: rubberBanding)
        guard scale.isFinite, scale > 0 else {
            Diagnostics.report("UIScrollView is ignoring an attempt to set zoomScale to a non-finite value: \(scale)")
            return
        }
        guard scale != view.transform.a else {
            contentSize = view.frame.size
            return
        }
        stopScrollAnimation()
        if animated, !isZoomBouncing { delegate?.scrollViewWillBeginZooming(self, with: view) }
        let apply: @MainActor () -> Void = { [self] in
            let origin = view.frame.origin, size = view.bounds.size
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            view.center = CGPoint(x: origin.x + size.width * scale / 2, y: origin.y + size.height * scale / 2)
            contentSize = view.frame.size
            let anchored = view.convert(anchor, to: self)
            contentOffset = clampedContentOffset(CGPoint(x: anchored.x - visibleAnchor.x, y: anchored.y - visibleAnchor.y))
            delegate?.scrollViewDidZoom(self)
        }
        guard animated else {
            apply()
            return
        }
        zoomState.animationCount += 1
        UIView.animate(withDuration: zoomAnimationDuration(to: scale), delay: 0, options: .beginFromCurrentState,
                     animations: apply) { [weak self] _ in self?.zoomAnimationDidStop(view) }
    }

    /// A zoom animation ended: once none runs, the zoom ends within the limits (UIKit's
    /// `_zoomAnimationDidStop`), or goes back inside them.
    private func zoomAnimationDidStop(_ view: UIView) {
        guard zoomState.animationCount > 0 else { return }
        zoomState.animationCount -= 1
        let scale = view.transform.a
        guard scale >= minimumZoomScale, scale <= maximumZoomScale else {
            setZoomScale(scale, animated: true)
            return
        }
        guard zoomState.animationCount == 0 else { return }
        isZoomBouncing = false
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
    }
}
