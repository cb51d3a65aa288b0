import Foundation

extension UIScrollView {
    /// The rates at which a scroll view slows down: the velocity is multiplied by the rate every
    /// millisecond, as UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A faster slow-down, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// What a scroll view's animation is doing.
enum ScrollAnimationKind {
    case decelerating
    case scrollingToOffset
    case scrollingToTop
}

extension UIScrollView {
    /// The smallest and largest content offsets: the content edges plus the adjusted insets.
    var contentOffsetRange: (min: CGPoint, max: CGPoint) {
        let insets = adjustedContentInset
        let minimum = CGPoint(x: -insets.left, y: -insets.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + insets.right - bounds.width),
                              y: max(minimum.y, contentSize.height + insets.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// `offset` moved into the scrollable range.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let range = contentOffsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// Brings the content offset inside its range unless the content is moving (a drag, a
    /// deceleration, a scroll animation, a pinch).
    func adjustContentOffsetIfNecessary() {
        guard !isMovingContent, !isTracking else { return }
        let inside = clampedContentOffset(contentOffset)
        if inside != contentOffset { contentOffset = inside }
    }

    /// Whether the content scrolls horizontally / vertically.
    var scrollsHorizontally: Bool { alwaysBounceHorizontal || contentOffsetRange.max.x > contentOffsetRange.min.x }
    var scrollsVertically: Bool { alwaysBounceVertical || contentOffsetRange.max.y > contentOffsetRange.min.y }

    // MARK: Programmatic scrolling

    /// What `setContentOffset` does unless a subclass overrides it.
    func defaultSetContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopScrollAnimation()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        animateContentOffset(to: contentOffset, duration: 0.3, kind: .scrollingToOffset)
    }

    /// Moves the offset to `target` over `duration` on UIKit's ease-in-out curve; at the end the
    /// delegate hears `scrollViewDidScrollToTop(_:)` for the scroll to top,
    /// `scrollViewDidEndScrollingAnimation(_:)` otherwise.
    func animateContentOffset(to target: CGPoint, duration: TimeInterval, kind: ScrollAnimationKind) {
        let start = contentOffset, startTime = Animator.shared.clock.now
        runScrollAnimation(kind) { [scrollView = Unretained(wrappedValue: self)] now in
            guard let self = scrollView.wrappedValue else { return false }
            let fraction = (now - startTime) / duration
            let t = CGFloat(TimingCurve.easeInOut.progress(at: fraction, duration: duration))
            self.contentOffset = CGPoint(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t)
            self.layoutIfNeeded()
            guard fraction >= 1 else { return true }
            self.scrollAnimation = nil
            self.scrollIndicatorsMayHide()
            if kind == .scrollingToTop {
                self.delegate?.scrollViewDidScrollToTop(self)
            } else {
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
            }
            return false
        }
        revealScrollIndicators()
    }

    /// What `scrollRectToVisible` does unless a subclass overrides it.
    func defaultScrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        if rect.minX < visible.minX || rect.width > visible.width {
            offset.x += rect.minX - visible.minX
        } else if rect.maxX > visible.maxX {
            offset.x += rect.maxX - visible.maxX
        }
        if rect.minY < visible.minY || rect.height > visible.height {
            offset.y += rect.minY - visible.minY
        } else if rect.maxY > visible.maxY {
            offset.y += rect.maxY - visible.maxY
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    // MARK: Animation plumbing

    func runScrollAnimation(_ kind: ScrollAnimationKind, step: @escaping @MainActor (TimeInterval) -> Bool) {
        stopScrollAnimation()
        let id = Animator.shared.addFrameCallback(step)
        scrollAnimation = (id, kind)
    }

    /// Stops a running deceleration or offset animation where it is (the scroll indicators fade
    /// unless the content moves on).
    func stopScrollAnimation() {
        guard let running = scrollAnimation else { return }
        Animator.shared.removeFrameCallback(running.id)
        scrollAnimation = nil
        isDecelerating = false
        scrollIndicatorsMayHide()
    }
}
