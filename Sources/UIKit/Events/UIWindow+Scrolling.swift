import Foundation

/// Scroll events (UIKit's `UIEvent.EventType.scroll`): a mouse wheel or a trackpad, as hosts
/// and tests report them. The innermost view under the pointer that takes the scroll gets it:
/// a pan recognizer whose `allowedScrollTypesMask` takes its type (it pans, and keeps every
/// scroll until the wheel rests), or a scroll view whose content is larger than it along the
/// wheel's direction (a vertical wheel scrolls a strip that only scrolls sideways, unless a
/// scroll view around it scrolls vertically); a scroll view's own pan takes all types unless
/// its mask is changed.
extension UIWindow {
    /// The pan a wheel drives now, which the next scrolls go to wherever the pointer is.
    @MainActor private static weak var scrollingPan: UIPanGestureRecognizer?

    /// A wheel or trackpad scrolled by `delta` points (positive: toward the end of the
    /// content) with the pointer at `point` (window coordinates). True when a view took it.
    @discardableResult
    @_spi(Host) public func sendScroll(by delta: CGPoint, at point: CGPoint, type: UIScrollType = .discrete) -> Bool {
        guard delta.x.isFinite, delta.y.isFinite, point.x.isFinite, point.y.isFinite, delta != .zero else { return false }
        let now = Animator.shared.clock.now
        if let pan = Self.scrollingPan, pan.isScrolling, pan.view?.window === self {
            pan.scroll(by: delta, at: point, timestamp: now)
            return true
        }
        let event = UIEvent(type: .scroll, timestamp: now)
        var node = hitTest(point, with: event)
        // A strip that scrolls only sideways takes a vertical wheel when no scroll view around
        // it scrolls vertically (a nested strip leaves it to its list, as a pan along the
        // other axis does).
        var sidewaysStrip: UIScrollView?
        while let view = node {
            for case let pan as UIPanGestureRecognizer in view.gestureRecognizers ?? []
            where !(pan is ScrollViewPanGestureRecognizer) && pan.beginsScroll(of: type, event: event) {
                Self.scrollingPan = pan
                pan.scroll(by: delta, at: point, timestamp: now)
                return true
            }
            if let scrollView = view as? UIScrollView {
                switch scrollView.takes(delta, of: type) {
                case .along:
                    scrollView.scroll(by: delta)
                    return true
                case .sideways:
                    if sidewaysStrip == nil { sidewaysStrip = scrollView }
                case .none:
                    break
                }
            }
            node = view.superview
        }
        guard let sidewaysStrip else { return false }
        sidewaysStrip.scroll(by: CGPoint(x: delta.x + delta.y, y: 0))
        return true
    }
}

extension UIScrollView {
    /// How the scroll view takes a wheel's scroll.
    fileprivate enum WheelTaking {
        /// Along the wheel's direction.
        case along
        /// Only sideways: its content is wider than it, not taller, and the wheel is vertical.
        case sideways
        case none
    }

    /// Whether the scroll view takes a wheel's `delta` (enabled, its pan taking `type`, its
    /// content larger than it along the wheel's direction), and how.
    fileprivate func takes(_ delta: CGPoint, of type: UIScrollType) -> WheelTaking {
        guard isScrollEnabled, scrollPan.isEnabled, scrollPan.allowedScrollTypesMask.allows(type) else { return .none }
        let across = contentSize.width > bounds.width
        let down = contentSize.height > bounds.height
        if down || (across && delta.x != 0) { return .along }
        return across ? .sideways : .none
    }
}
