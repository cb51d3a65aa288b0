import Foundation

/// Holds the view animations an animator started at a fraction of the transition and moves
/// them from there, for `UIPercentDrivenInteractiveTransition`.
///
/// Animations here are additive (Animation/Animator.swift): a property's model value is set at
/// once and a `PropertyAnimation` of the difference decays along its curve from its start
/// time. The scrubber finds the animations made during `animateTransition(using:)` in the
/// container's and the transition views' trees, and replaces each with one that shows the
/// original's state at a transition time: held (a decay over 10⁹ s on an ease-in curve, which
/// stays put to far below a point), played forward from there (the original's curve, shifted
/// in time and sped up by the completion speed), or played back (the model values go back to
/// their start values and the remaining difference decays along the original curve, which
/// approximates playing the curve in reverse). Each replacement keeps the original's
/// animation group, so the animator's completion block runs when the played animations end.
/// Animations of views outside those trees (a navigation bar) are not scrubbed: they run on
/// their own clock.
@MainActor
final class TransitionAnimationScrubber {
    private struct Entry {
        let view: UIView
        let original: PropertyAnimation
        var current: PropertyAnimation
    }

    /// How long a held animation takes to decay: long enough to look still.
    private static let holdDuration: TimeInterval = 1e9

    private var entries: [Entry] = []
    /// The animations `freeze()` ended: the value each view shows beyond its end value, and its
    /// whole change.
    private var frozen: [(UIView, AnimatedProperty, AnimatableVector, AnimatableVector, Bool)] = []
    /// The clock's time when the animator ran: transition time 0.
    private let origin: TimeInterval
    /// The transition's duration (the animator's `transitionDuration(using:)`).
    let duration: TimeInterval

    /// Runs `start` (the animator's `animateTransition(using:)` and the alongside animations)
    /// and takes the animations it made on `roots` and their subviews.
    init(duration: TimeInterval, roots: @MainActor () -> [UIView], start: () -> Void) {
        self.duration = duration
        origin = Animator.shared.clock.now
        let before = Set(Self.views(in: roots()).flatMap { view in view.animations.map { ObjectIdentifier($0) } })
        start()
        for view in Self.views(in: roots()) {
            for animation in view.animations where !before.contains(ObjectIdentifier(animation)) {
                entries.append(Entry(view: view, original: animation, current: animation))
            }
        }
    }

    /// The views of the trees under `roots`, each once.
    private static func views(in roots: [UIView]) -> [UIView] {
        var seen = Set<ObjectIdentifier>()
        var result: [UIView] = []
        var stack = roots
        while let view = stack.popLast() {
            guard seen.insert(ObjectIdentifier(view)).inserted else { continue }
            result.append(view)
            stack.append(contentsOf: view.subviews)
        }
        return result
    }

    /// The clock time of a fraction of the transition, on the animator's time line.
    private func time(at fraction: CGFloat) -> TimeInterval { origin + duration * Double(fraction) }

    /// Shows every animation as it is at `fraction` of the transition, and keeps it there.
    func hold(at fraction: CGFloat) {
        let now = Animator.shared.clock.now, at = time(at: fraction)
        for index in entries.indices {
            let original = entries[index].original
            replace(index, with: PropertyAnimation(
                property: original.property, delta: original.remaining(at: at), start: now,
                duration: Self.holdDuration, curve: .easeIn, group: original.group))
        }
        DisplayGeneration.advance()
    }

    /// Plays every animation on from `fraction` of the transition, `speed` times as fast, with
    /// its repeats, play-backs and keyframe part.
    func play(from fraction: CGFloat, speed: CGFloat) {
        let now = Animator.shared.clock.now, at = time(at: fraction), rate = Double(max(speed, 0.01))
        for index in entries.indices {
            let original = entries[index].original
            replace(index, with: PropertyAnimation(
                property: original.property, delta: original.delta, start: now - (at - original.start) / rate,
                duration: original.duration / rate, curve: original.curve, group: original.group,
                repeatCount: original.repeatCount, autoreverses: original.autoreverses, segment: original.segment))
        }
        DisplayGeneration.advance()
    }

    /// Plays every animation back from `fraction` of the transition to its start, `speed`
    /// times as fast: the animated properties end at their start values.
    func reverse(from fraction: CGFloat, speed: CGFloat) {
        let now = Animator.shared.clock.now, at = time(at: fraction), rate = Double(max(speed, 0.01))
        for index in entries.indices.reversed() {
            let entry = entries[index]
            let original = entry.original
            UIView.performWithoutAnimation { Self.addToModel(entry.view, original.property, original.delta) }
            let elapsed = min(max(at - original.start, 0), original.duration)
            guard elapsed > 0 else {
                // Not begun at `fraction`: the view is at its start already.
                entry.view.animations.removeAll { $0 === entry.current }
                original.group?.running -= 1
                entries.remove(at: index)
                continue
            }
            replace(index, with: PropertyAnimation(
                property: original.property, delta: original.remaining(at: at) - original.delta, start: now,
                duration: elapsed / rate, curve: original.curve, group: original.group))
        }
        DisplayGeneration.advance()
    }

    /// Ends every animation where it is now: each view keeps the value it shows (the model
    /// takes it). `finish(at:)` may then move them to their start or end values.
    func freeze() {
        let now = Animator.shared.clock.now
        for index in entries.indices {
            let entry = entries[index]
            let shown = entry.current.remaining(at: now)
            UIView.performWithoutAnimation { Self.addToModel(entry.view, entry.original.property, shown) }
            frozen.append((entry.view, entry.original.property, shown, entry.original.delta, entry.original.start <= now))
            entry.view.animations.removeAll { $0 === entry.current }
            entry.current.group?.running -= 1
        }
        entries.removeAll()
        DisplayGeneration.advance()
    }

    /// Moves frozen views to their end values (`toStart` false) or start values.
    func finishFrozen(toStart: Bool) {
        for (view, property, shown, delta, _) in frozen {
            let zero = shown - shown
            UIView.performWithoutAnimation { Self.addToModel(view, property, toStart ? delta - shown : zero - shown) }
        }
        frozen.removeAll()
        DisplayGeneration.advance()
    }

    private func replace(_ index: Int, with animation: PropertyAnimation) {
        let entry = entries[index]
        if let slot = entry.view.animations.firstIndex(where: { $0 === entry.current }) {
            entry.view.animations[slot] = animation
        }
        entries[index].current = animation
    }

    /// Adds `delta` to the model value of `property`: the value before the animation.
    private static func addToModel(_ view: UIView, _ property: AnimatedProperty, _ delta: AnimatableVector) {
        switch property {
        case .center: view.center = (AnimatableVector(view.center) + delta).point
        case .bounds: view.bounds = (AnimatableVector(view.bounds) + delta).rect
        case .transform: view.transform = (AnimatableVector(view.transform) + delta).transform
        case .alpha: view.alpha = (AnimatableVector(view.alpha) + delta).a
        }
    }
}
