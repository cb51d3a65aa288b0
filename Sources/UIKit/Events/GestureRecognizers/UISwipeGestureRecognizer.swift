import Foundation

/// A discrete recognizer of a quick stroke in a direction, as UIKit's
/// `UISwipeGestureRecognizer`: `numberOfTouchesRequired` fingers travel at least 50 points in
/// one of the permitted directions within half a second, straying sideways less than half as
/// far (UIKit does not publish its thresholds; these are its behaviour's).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The distance a swipe must travel, the longest it may take, and the most it may stray.
    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5

    /// The permitted directions (`.right`).
    open var direction: Direction = .right
    /// The fingers of the swipe (1).
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard trackedTouches.count <= numberOfTouchesRequired else { return state = .failed }
        start = centroid(trackedTouches)
        startTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let start, trackedTouches.count == numberOfTouchesRequired else { return }
        let here = centroid(trackedTouches)
        let dx = here.x - start.x, dy = here.y - start.y
        if event.timestamp - startTime > Self.maximumDuration { return state = .failed }
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy), across = horizontal ? abs(dy) : abs(dx)
        let moved: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        if across > Self.minimumDistance / 2 && across > along / 2 { return state = .failed }
        guard along >= Self.minimumDistance else { return }
        state = direction.contains(moved) ? .ended : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
