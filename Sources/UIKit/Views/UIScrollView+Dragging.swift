import Foundation

/// The axis a drag is locked to when `isDirectionalLockEnabled`.
enum DragAxisLock {
    case horizontal
    case vertical

    /// UIKit's pan recognizer locks a drag whose first movement is within 20° of an axis that
    /// scrolls (`-[UIScrollViewPanGestureRecognizer _centroidMovedTo:atTime:affectingTranslation:]`);
    /// a diagonal one moves freely.
    static func forMovement(_ movement: CGPoint, scrollsHorizontally: Bool, scrollsVertically: Bool) -> DragAxisLock? {
        let limit: CGFloat = 20 * .pi / 180
        if movement.x != 0, movement.y != 0 {
            let angle = atan(abs(movement.y / movement.x))
            if scrollsHorizontally, angle <= limit { return .horizontal }
            if scrollsVertically, angle >= .pi / 2 - limit { return .vertical }
            return nil
        }
        if movement.x != 0, scrollsHorizontally { return .horizontal }
        if movement.y != 0, scrollsVertically { return .vertical }
        return nil
    }

    /// `point` with the other axis zeroed.
    func keep(_ point: CGPoint) -> CGPoint {
        self == .horizontal ? CGPoint(x: point.x, y: 0) : CGPoint(x: 0, y: point.y)
    }
}

/// Touch-driven scrolling: the input API (`@_spi(Host)`: the scroll view's pan recognizer, hosts
/// and tests call it) for a pan (drag) or a scroll wheel,
/// and UIKit's physics — rubber-banding past the edges, deceleration by `decelerationRate` per
/// millisecond, paging, the directional lock, and the target offset that the delegate (and a
/// collection view's layout) may change.
extension UIScrollView {
    /// How far a finger must pull past an edge for the content to move one point; UIKit's
    /// rubber-band constant.
    private static let rubberBandFactor: CGFloat = 0.55

    /// A finger went down on the scroll view: a running deceleration stops where it is.
    @_spi(Host) public func panBegan() {
        guard isScrollEnabled else { return }
        stopScrollAnimation()
        isTracking = true
        dragStartOffset = contentOffset
        dragAxisLock = nil
    }

    /// The finger moved by `translation` (points, since `panBegan()`): the content follows it,
    /// rubber-banding past the edges when `bounces` is set, along one axis only when
    /// `isDirectionalLockEnabled` locked the drag to it.
    @_spi(Host) public func panChanged(translation: CGPoint) {
        guard isScrollEnabled, isTracking else { return }
        if !isDragging {
            isDragging = true
            if isDirectionalLockEnabled {
                dragAxisLock = .forMovement(translation, scrollsHorizontally: scrollsHorizontally, scrollsVertically: scrollsVertically)
            }
            revealScrollIndicators()
            delegate?.scrollViewWillBeginDragging(self)
        }
        let translation = dragAxisLock?.keep(translation) ?? translation
        let range = contentOffsetRange
        var offset = dragStartOffset
        if scrollsHorizontally {
            offset.x = follow(dragStartOffset.x - translation.x, min: range.min.x, max: range.max.x, length: bounds.width)
        }
        if scrollsVertically {
            offset.y = follow(dragStartOffset.y - translation.y, min: range.min.y, max: range.max.y, length: bounds.height)
        }
        contentOffset = offset
    }

    /// The finger lifted while moving at `velocity` (points per second, the finger's direction):
    /// the content decelerates to a target — the projected stop (rounded to the pixel grid), a
    /// page, or what the layout and the delegate choose — or bounces back inside the edges.
    @_spi(Host) public func panEnded(velocity: CGPoint) {
        guard isTracking else { return }
        isTracking = false
        guard isDragging else { return }
        let velocity = dragAxisLock?.keep(velocity) ?? velocity
        let scrollVelocity = CGPoint(x: scrollsHorizontally ? -velocity.x / 1000 : 0,
                                     y: scrollsVertically ? -velocity.y / 1000 : 0)
        let current = contentOffset, rate = decelerationRate.rawValue
        var target: CGPoint
        if isPagingEnabled {
            target = pageTarget(from: current, velocity: scrollVelocity)
        } else {
            let distance = rate / (1 - rate), scale = max(contentScaleFactor, 1)
            target = clampedContentOffset(CGPoint(x: (current.x + scrollVelocity.x * distance).roundedToPixel(scale: scale),
                                                  y: (current.y + scrollVelocity.y * distance).roundedToPixel(scale: scale)))
            target = targetContentOffset(forProposed: target, velocity: scrollVelocity)
        }
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: scrollVelocity, targetContentOffset: pointer)
        }
        isDragging = false
        let willDecelerate = target != current
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else {
            scrollIndicatorsMayHide()
            return
        }
        // Bouncing back and settling on a page go at the fast rate.
        let outside = clampedContentOffset(current) != current
        decelerate(to: target, rate: outside || isPagingEnabled ? min(rate, DecelerationRate.fast.rawValue) : rate)
    }

    /// The pan was cancelled: the content settles inside the edges.
    @_spi(Host) public func panCancelled() {
        guard isTracking else { return }
        isTracking = false
        let wasDragging = isDragging
        isDragging = false
        let inside = clampedContentOffset(contentOffset)
        if wasDragging { delegate?.scrollViewDidEndDragging(self, willDecelerate: inside != contentOffset) }
        if inside != contentOffset {
            decelerate(to: inside, rate: DecelerationRate.fast.rawValue)
        } else {
            scrollIndicatorsMayHide()
        }
    }

    /// A scroll wheel or trackpad moved the content by `delta` points (positive scrolls toward
    /// the end): no bounce, kept inside the edges; the scroll indicators show, and fade once the
    /// wheel rests.
    @_spi(Host) public func scroll(by delta: CGPoint) {
        guard isScrollEnabled else { return }
        stopScrollAnimation()
        contentOffset = clampedContentOffset(CGPoint(x: contentOffset.x + (scrollsHorizontally ? delta.x : 0),
                                                     y: contentOffset.y + (scrollsVertically ? delta.y : 0)))
        revealScrollIndicators()
        scrollIndicatorsMayHide()
    }

    // MARK: Physics

    /// The offset for a finger at `raw`: itself inside the edges; past them, UIKit's rubber band
    /// `(1 − 1 / (x·0.55 / d + 1))·d` for an overshoot x and a bounds length d.
    private func follow(_ raw: CGFloat, min lower: CGFloat, max upper: CGFloat, length: CGFloat) -> CGFloat {
        guard bounces, length > 0 else { return Swift.min(Swift.max(raw, lower), upper) }
        func band(_ overshoot: CGFloat) -> CGFloat {
            (1 - 1 / (overshoot * Self.rubberBandFactor / length + 1)) * length
        }
        if raw < lower { return lower - band(lower - raw) }
        if raw > upper { return upper + band(raw - upper) }
        return raw
    }

    /// The range changed under a drag (a refresh control began or ended refreshing): the
    /// drag's start moves so that the content stays where the finger holds it, instead of
    /// jumping to where the rubber band of the new range would put it.
    func rebaseDrag(from oldRange: (min: CGPoint, max: CGPoint)) {
        guard isDragging, scrollsVertically else { return }
        let range = contentOffsetRange, current = contentOffset.y
        guard let before = unfollow(current, min: oldRange.min.y, max: oldRange.max.y, length: bounds.height),
              let after = unfollow(current, min: range.min.y, max: range.max.y, length: bounds.height) else { return }
        dragStartOffset.y += after - before
    }

    /// The finger's place that `follow` turns into `offset`: the rubber band undone.
    private func unfollow(_ offset: CGFloat, min lower: CGFloat, max upper: CGFloat, length: CGFloat) -> CGFloat? {
        guard bounces, length > 0 else { return offset }
        func unband(_ band: CGFloat) -> CGFloat? {
            guard band < length else { return nil }
            return (1 / (1 - band / length) - 1) * length / Self.rubberBandFactor
        }
        if offset < lower { return unband(lower - offset).map { lower - $0 } }
        if offset > upper { return unband(offset - upper).map { upper + $0 } }
        return offset
    }

    /// The page a paging drag ends on: the next one in the direction of a fast flick, else the
    /// nearest.
    private func pageTarget(from current: CGPoint, velocity: CGPoint) -> CGPoint {
        let range = contentOffsetRange
        let origin = pagesFromEnd ? range.max : range.min
        func page(_ position: CGFloat, _ speed: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, _ size: CGFloat,
                  _ origin: CGFloat) -> CGFloat {
            guard size > 0 else { return position }
            let index = (position - origin) / size
            let chosen = speed > 0.2 ? index.rounded(.down) + 1 : speed < -0.2 ? index.rounded(.up) - 1 : index.rounded()
            return Swift.min(Swift.max(origin + chosen * size, minimum), maximum)
        }
        let length = pageLength ?? bounds.size
        return CGPoint(x: page(current.x, velocity.x, range.min.x, range.max.x, length.width, origin.x),
                       y: page(current.y, velocity.y, range.min.y, range.max.y, length.height, origin.y))
    }

    /// Moves the content to `target` so that the remaining distance shrinks by `rate` every
    /// millisecond — UIKit's deceleration, which starts at the finger's speed when `target` is
    /// the projected stop `velocity × rate / (1 − rate)` — and stops within half a pixel.
    func decelerate(to target: CGPoint, rate: CGFloat) {
        delegate?.scrollViewWillBeginDecelerating(self)
        isDecelerating = true
        let start = contentOffset, startTime = Animator.shared.clock.now
        let settle = 0.5 / max(contentScaleFactor, 1)
        runScrollAnimation(.decelerating) { [scrollView = Unretained(wrappedValue: self)] now in
            guard let self = scrollView.wrappedValue else { return false }
            let remaining = pow(rate, CGFloat((now - startTime) * 1000))
            let dx = (target.x - start.x) * remaining, dy = (target.y - start.y) * remaining
            guard abs(dx) > settle || abs(dy) > settle else {
                self.contentOffset = target
                self.layoutIfNeeded()
                self.scrollAnimation = nil
                self.isDecelerating = false
                self.scrollIndicatorsMayHide()
                self.delegate?.scrollViewDidEndDecelerating(self)
                return false
            }
            self.contentOffset = CGPoint(x: target.x - dx, y: target.y - dy)
            self.layoutIfNeeded()
            return true
        }
    }
}
