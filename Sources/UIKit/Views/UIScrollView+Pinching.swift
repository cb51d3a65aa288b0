import Foundation

/// Pinch-driven zooming: the input API a host calls for a two-finger pinch, as UIKit's pinch
/// recognizer drives `UIScrollView` (`_updatePinchGestureForState:`). There are no gesture
/// recognizers here yet: a host reports the pinch's centroid and scale itself (the gallery has
/// none: its window events carry no second finger or modifier key). Locations are where the
/// fingers are on screen, in points from the scroll view's top-left corner (not in its content,
/// which moves as it zooms).
extension UIScrollView {
    /// Two fingers went down with their centroid at `location` (from the scroll view's top-left
    /// corner): a pinch begins when the delegate gives a view for zooming and the zoom scales
    /// differ (UIKit adds its pinch recognizer only then). The delegate hears
    /// `scrollViewWillBeginZooming(_:with:)` — after `scrollViewDidEndZooming` when a zoom
    /// animation was running.
    @_spi(Host) public func pinchBegan(at location: CGPoint) {
        guard minimumZoomScale != maximumZoomScale, let view = viewForZooming() else { return }
        stopScrollAnimation()
        if zoomState.animationCount > 0 {
            zoomState.animationCount = 0
            isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
        }
        zoomState.pinchedView = view
        zoomState.pinchStartScale = view.transform.a
        zoomState.pinchAnchor = view.convert(CGPoint(x: bounds.minX + location.x, y: bounds.minY + location.y), from: self)
        zoomState.pinchVisibleAnchor = location
        isZooming = true
        revealScrollIndicators()
        delegate?.scrollViewWillBeginZooming(self, with: view)
    }

    /// The fingers moved: `scale` is their distance over that at `pinchBegan(at:)` (as
    /// `UIPinchGestureRecognizer.scale`), `location` their centroid. The content zooms to the
    /// starting zoom scale times `scale` — past the limits with a rubber band while
    /// `bouncesZoom` — keeping the point that was under the fingers under them, within the
    /// content's edges. The delegate hears `scrollViewDidZoom(_:)`.
    @_spi(Host) public func pinchChanged(scale: CGFloat, at location: CGPoint) {
        guard isZooming, let view = zoomState.pinchedView, scale.isFinite, scale > 0 else { return }
        zoomState.pinchVisibleAnchor = location
        zoom(view, to: zoomState.pinchStartScale * scale, anchor: zoomState.pinchAnchor,
             visibleAnchor: zoomState.pinchVisibleAnchor, rubberBanding: bouncesZoom, animated: false)
    }

    /// The fingers lifted: past a zoom limit the content bounces back to it (`isZoomBouncing`)
    /// and the delegate hears `scrollViewDidEndZooming(_:with:atScale:)` when it is back;
    /// otherwise it hears it at once, and an offset the delegate left outside the content's
    /// range (changing the insets) slides back inside over 0.2 second.
    @_spi(Host) public func pinchEnded() {
        guard isZooming, let view = zoomState.pinchedView else { return }
        isZooming = false
        zoomState.pinchedView = nil
        scrollIndicatorsMayHide()
        let scale = view.transform.a
        guard bouncesZoom, scale < minimumZoomScale || scale > maximumZoomScale else {
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            UIView.animate(withDuration: 0.2) { [self] in adjustContentOffsetIfNecessary() }
            return
        }
        isZoomBouncing = true
        zoom(view, to: scale < minimumZoomScale ? minimumZoomScale : maximumZoomScale, anchor: zoomState.pinchAnchor,
             visibleAnchor: zoomState.pinchVisibleAnchor, rubberBanding: false, animated: true)
    }
}
