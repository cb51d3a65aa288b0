import SDLHost
import UIKitCompat

/// Turns a window's pointer, wheel and key events into what a UIKit user expects: a tap
/// selects (or runs a list cell's accessory; and the screen's background tap), a sideways drag
/// on a list row with swipe actions swipes it, a drag scrolls and flings with its velocity (a
/// sideways drag over an orthogonally scrolling section scrolls that section), a
/// long press picks an item up to reorder it, the wheel scrolls, arrow keys move the focus,
/// number keys switch screens, Home does what a tap on iOS's status bar does (the scroll to
/// top), Escape quits; other keys go to the screen. The window and the headless session both
/// drive the gallery through it.
@MainActor
final class InputRouter {
    /// How far the pointer moves before a press becomes a drag, in points.
    static let dragThreshold: CGFloat = 8
    /// How long a still press lasts before it picks an item up.
    static let longPressDuration: TimeInterval = 0.5

    private struct Press {
        let start: CGPoint
        let time: TimeInterval
        let collectionView: UICollectionView?
        /// A scroll view inside the collection view under the press (an orthogonally scrolling
        /// section's), which a drag mostly across the collection view's axis scrolls.
        let inner: UIScrollView?
        let tab: Int?
        /// The press stopped a moving scroll view: it is not a tap.
        let stoppedScrolling: Bool
        var samples: [(time: TimeInterval, point: CGPoint)]
        var dragging = false
        var reordering = false
        /// The drag swipes a list row (sideways, on a row with swipe actions) instead of scrolling.
        var swiping = false
        /// What the drag scrolls: the collection view, or `inner`.
        var scroller: UIScrollView?
    }

    private let gallery: GalleryViewController
    private var press: Press?
    /// Set when the user asked to quit.
    private(set) var quitRequested = false

    init(gallery: GalleryViewController) {
        self.gallery = gallery
    }

    private var root: UIView { gallery.view }
    private var now: TimeInterval { Animator.shared.clock.now }

    func handle(_ event: HostEvent) {
        switch event {
        case .pointerDown(let point): pointerDown(at: point)
        case .pointerMoved(let point, let pressed): if pressed { pointerMoved(to: point) }
        case .pointerUp(let point): pointerUp(at: point)
        case .wheel(let delta, let point): wheel(delta, at: point)
        case .key(let name): key(name)
        case .resized(let size): root.frame = CGRect(origin: .zero, size: size)
        case .quit: quitRequested = true
        }
    }

    /// Called once per frame: a press held still long enough picks its item up.
    func frameTick() {
        guard var current = press, !current.dragging, !current.reordering, !current.stoppedScrolling,
              let collectionView = current.collectionView, now - current.time >= Self.longPressDuration else { return }
        let point = collectionView.convert(current.start, from: root)
        guard let indexPath = collectionView.indexPathForItem(at: point),
              collectionView.beginInteractiveMovementForItem(at: indexPath) else { return }
        collectionView.touchesCancelled()
        current.reordering = true
        press = current
    }

    // MARK: Pointer

    private func pointerDown(at point: CGPoint) {
        let tabPoint = gallery.tabBar.convert(point, from: root)
        if gallery.tabBar.bounds.contains(tabPoint) {
            press = Press(start: point, time: now, collectionView: nil, inner: nil, tab: gallery.tabBar.tab(at: tabPoint),
                          stoppedScrolling: false, samples: [])
            return
        }
        let collectionView = collectionView(at: point)
        let inner = innerScrollView(at: point)
        let wasScrolling = (collectionView?.isDecelerating ?? false) || (inner?.isDecelerating ?? false)
        if let collectionView {
            collectionView.panBegan()
            inner?.panBegan()
            if !wasScrolling { collectionView.touchesBegan(at: collectionView.convert(point, from: root)) }
        }
        press = Press(start: point, time: now, collectionView: collectionView, inner: inner, tab: nil,
                      stoppedScrolling: wasScrolling, samples: [(now, point)])
    }

    private func pointerMoved(to point: CGPoint) {
        guard var current = press, let collectionView = current.collectionView else { return }
        let time = now
        current.samples.append((time, point))
        current.samples.removeAll { time - $0.time > 0.2 }
        if current.reordering {
            collectionView.updateInteractiveMovementTargetPosition(collectionView.convert(point, from: root))
        } else {
            let translation = CGPoint(x: point.x - current.start.x, y: point.y - current.start.y)
            if !current.dragging, hypot(translation.x, translation.y) >= Self.dragThreshold {
                current.dragging = true
                collectionView.touchesCancelled()
                current.swiping = beginSwipe(for: current, translation: translation)
                if !current.swiping { current.scroller = chooseScroller(for: current, translation: translation) }
            }
            if current.swiping {
                collectionView.swipeChanged(translation: translation.x)
            } else if current.dragging {
                current.scroller?.panChanged(translation: translation)
            }
        }
        press = current
    }

    private func pointerUp(at point: CGPoint) {
        guard let current = press else { return }
        press = nil
        if let tab = current.tab {
            if gallery.tabBar.tab(at: gallery.tabBar.convert(point, from: root)) == tab { gallery.show(tab) }
            return
        }
        guard let collectionView = current.collectionView else {
            gallery.currentScreen.backgroundTapped()
            return
        }
        if current.reordering {
            current.inner?.panEnded(velocity: .zero)
            collectionView.endInteractiveMovement()
        } else if current.swiping {
            collectionView.swipeEnded(velocity: velocity(of: current, endingAt: point).x)
        } else if current.dragging {
            (current.scroller ?? collectionView).panEnded(velocity: velocity(of: current, endingAt: point))
        } else {
            current.inner?.panEnded(velocity: .zero)
            collectionView.panEnded(velocity: .zero)
            guard !current.stoppedScrolling else { return }
            // The tap goes through `handleTap`, which gives a list cell's accessory (an outline
            // disclosure, a delete control) or open swipe actions the tap before selecting.
            let local = collectionView.convert(point, from: root)
            let start = collectionView.convert(current.start, from: root)
            let onItem = collectionView.indexPathForItem(at: local)
            collectionView.touchesCancelled()
            if onItem == nil {
                collectionView.handleTap(at: local)
                gallery.currentScreen.backgroundTapped()
            } else if onItem == collectionView.indexPathForItem(at: start) {
                collectionView.handleTap(at: local)
            }
        }
    }

    /// Whether a drag that starts with `translation` swipes a list row: it goes mostly sideways,
    /// not over an orthogonal section, and starts on a row with swipe actions (the collection
    /// view says so in `swipeBegan`, content coordinates). The collection view's pan ends at rest.
    private func beginSwipe(for press: Press, translation: CGPoint) -> Bool {
        guard let collectionView = press.collectionView, press.inner == nil, abs(translation.x) > abs(translation.y),
              collectionView.swipeBegan(at: collectionView.convert(press.start, from: root)) else { return false }
        collectionView.panEnded(velocity: .zero)
        return true
    }

    /// The scroll view a drag that starts with `translation` scrolls: an inner one (an
    /// orthogonal section) when the drag goes mostly along its axis and not the collection
    /// view's, as a nested `UIScrollView`'s pan recognizer claims it; the collection view
    /// otherwise. The one that does not scroll ends its pan at rest.
    private func chooseScroller(for press: Press, translation: CGPoint) -> UIScrollView? {
        guard let collectionView = press.collectionView else { return nil }
        guard let inner = press.inner else { return collectionView }
        let innerAlongX = inner.contentSize.width > inner.bounds.width
        let alongInner = innerAlongX ? abs(translation.x) > abs(translation.y) : abs(translation.y) > abs(translation.x)
        if alongInner {
            collectionView.panEnded(velocity: .zero)
            return inner
        }
        inner.panEnded(velocity: .zero)
        return collectionView
    }

    /// The finger's velocity over the last 0.1 s, in points per second (zero when it rested).
    private func velocity(of press: Press, endingAt point: CGPoint) -> CGPoint {
        let recent = press.samples.filter { now - $0.time <= 0.1 }
        guard let first = recent.first, now - first.time > 0.001 else { return .zero }
        let elapsed = now - first.time
        return CGPoint(x: (point.x - first.point.x) / elapsed, y: (point.y - first.point.y) / elapsed)
    }

    /// The current screen's collection view when `point` (root coordinates) is over it.
    private func collectionView(at point: CGPoint) -> UICollectionView? {
        let collectionView = gallery.currentScreen.collectionView!
        var hit = root.hitTest(point, with: nil)
        while let view = hit, view !== collectionView { hit = view.superview }
        return hit == nil ? nil : collectionView
    }

    /// The innermost scroll view under `point` inside the current collection view, when it is not
    /// the collection view itself (an orthogonally scrolling section's).
    private func innerScrollView(at point: CGPoint) -> UIScrollView? {
        let collectionView = gallery.currentScreen.collectionView!
        var hit = root.hitTest(point, with: nil)
        while let view = hit, view !== collectionView {
            if let scrollView = view as? UIScrollView { return scrollView }
            hit = view.superview
        }
        return nil
    }

    // MARK: Wheel and keys

    private func wheel(_ delta: CGPoint, at point: CGPoint) {
        if delta.x != 0, let inner = innerScrollView(at: point), inner.contentSize.width > inner.bounds.width {
            inner.scroll(by: CGPoint(x: delta.x, y: 0))
            if delta.y == 0 { return }
            return wheel(CGPoint(x: 0, y: delta.y), at: point)
        }
        guard let collectionView = collectionView(at: point) else { return }
        // A vertical wheel scrolls a strip that only scrolls sideways.
        let sideways = collectionView.contentSize.height <= collectionView.bounds.height
        collectionView.scroll(by: CGPoint(x: delta.x + (sideways ? delta.y : 0), y: delta.y))
    }

    private func key(_ name: String) {
        switch name {
        case "1", "2", "3", "4", "5", "6", "7": gallery.show(Int(name)! - 1)
        case "Escape": quitRequested = true
        case "Home": UIScrollView.statusBarTapped(in: root)
        case "F2": gallery.toggleAppearance()
        case "Left", "Right", "Up", "Down": moveFocus(name)
        default: gallery.currentScreen.keyPressed(name)
        }
    }

    /// Moves the focus (the selection) to the nearest item in the arrow's direction and scrolls
    /// it into view.
    private func moveFocus(_ direction: String) {
        let collectionView = gallery.currentScreen.collectionView!
        let (dx, dy): (CGFloat, CGFloat) = switch direction {
        case "Left": (-1, 0)
        case "Right": (1, 0)
        case "Up": (0, -1)
        default: (0, 1)
        }
        guard let focused = collectionView.indexPathsForSelectedItems?.first ?? collectionView.indexPathsForVisibleItems.min(),
              let from = collectionView.layoutAttributesForItem(at: focused) else { return }
        let isCurrentSelection = collectionView.indexPathsForSelectedItems?.first == focused
        var best: (IndexPath, CGFloat)?
        if isCurrentSelection {
            let reach = max(collectionView.bounds.width, collectionView.bounds.height)
            let area = from.frame.insetBy(dx: -reach, dy: -reach)
            for candidate in collectionView.collectionViewLayout.layoutAttributesForElements(in: area) ?? []
            where candidate.representedElementCategory == .cell && candidate.indexPath != focused {
                let along = (candidate.center.x - from.center.x) * dx + (candidate.center.y - from.center.y) * dy
                let across = abs((candidate.center.x - from.center.x) * dy) + abs((candidate.center.y - from.center.y) * dx)
                guard along > 1 else { continue }
                let score = along + 2 * across
                if best == nil || score < best!.1 { best = (candidate.indexPath, score) }
            }
        }
        let target = best?.0 ?? focused
        collectionView.selectItem(at: target, animated: true, scrollPosition: [])
        if let frame = collectionView.layoutAttributesForItem(at: target)?.frame, !collectionView.bounds.contains(frame) {
            let horizontal = (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
            collectionView.scrollToItem(at: target, at: horizontal ? .centeredHorizontally : .centeredVertically, animated: true)
        }
    }
}
