import Foundation

/// Scrolls a scroll view while a drag holds near its edges, as UIKit does during drag and drop
/// and the multiple-selection pan: within 44 points of a visible edge (inside the adjusted
/// content insets) the content moves toward that edge, faster the nearer the touch — up to
/// 1,000 points a second at the edge — frame by frame on the animator's clock, and stops at the
/// content's end. UIKit does not document its numbers; these are estimates.
@MainActor
final class EdgeAutoscroller {
    static let edgeDistance: CGFloat = 44
    static let maximumSpeed: CGFloat = 1000

    @Unretained private var scrollView: UIScrollView?
    private var windowLocation: CGPoint = .zero
    private var callbackID: Int?
    private var lastTime: TimeInterval?
    /// Called after each frame that scrolled (the drag re-reads what is under the touch).
    private let didScroll: @MainActor () -> Void

    init(didScroll: @escaping @MainActor () -> Void) {
        self.didScroll = didScroll
    }

    /// The touch is at `windowLocation` over `scrollView` (nil: over none): scrolling starts,
    /// goes on or stops.
    func update(_ scrollView: UIScrollView?, at windowLocation: CGPoint) {
        self.scrollView = scrollView
        self.windowLocation = windowLocation
        guard scrollView.map({ velocity(of: $0) != .zero }) ?? false else { return stop() }
        guard callbackID == nil else { return }
        lastTime = Animator.shared.clock.now
        callbackID = Animator.shared.addFrameCallback { [weak self] now in
            self?.tick(now) ?? false
        }
    }

    /// Stops scrolling.
    func stop() {
        if let callbackID { Animator.shared.removeFrameCallback(callbackID) }
        callbackID = nil
        lastTime = nil
    }

    /// The scrolling speed for the touch, in points a second, toward the edges it is near.
    private func velocity(of scrollView: UIScrollView) -> CGPoint {
        guard let window = scrollView.window else { return .zero }
        let point = scrollView.convert(windowLocation, from: window)
        let visible = scrollView.bounds.inset(by: scrollView.adjustedContentInset)
        let range = scrollView.contentOffsetRange
        func speed(_ distance: CGFloat) -> CGFloat {
            distance >= Self.edgeDistance ? 0 : Self.maximumSpeed * (1 - max(0, distance) / Self.edgeDistance)
        }
        var v = CGPoint.zero
        if range.max.y > range.min.y {
            if point.y - visible.minY < Self.edgeDistance, scrollView.contentOffset.y > range.min.y { v.y = -speed(point.y - visible.minY) }
            if visible.maxY - point.y < Self.edgeDistance, scrollView.contentOffset.y < range.max.y { v.y = speed(visible.maxY - point.y) }
        }
        if range.max.x > range.min.x {
            if point.x - visible.minX < Self.edgeDistance, scrollView.contentOffset.x > range.min.x { v.x = -speed(point.x - visible.minX) }
            if visible.maxX - point.x < Self.edgeDistance, scrollView.contentOffset.x < range.max.x { v.x = speed(visible.maxX - point.x) }
        }
        return v
    }

    private func tick(_ now: TimeInterval) -> Bool {
        guard let scrollView, let last = lastTime else { return false }
        let v = velocity(of: scrollView)
        guard v != .zero else {
            callbackID = nil
            lastTime = nil
            return false
        }
        lastTime = now
        let elapsed = CGFloat(now - last)
        let moved = scrollView.clampedContentOffset(CGPoint(x: scrollView.contentOffset.x + v.x * elapsed,
                                                            y: scrollView.contentOffset.y + v.y * elapsed))
        if moved != scrollView.contentOffset {
            scrollView.contentOffset = moved
            didScroll()
        }
        return true
    }
}
