import Foundation

/// An interaction controller that drives a custom transition's animations by a percentage, as
/// UIKit's `UIPercentDrivenInteractiveTransition`: a gesture's handler calls `update(_:)` with
/// how far the transition has come, then `finish()` or `cancel()`.
///
/// At `startInteractiveTransition(_:)` it runs the animator's `animateTransition(using:)` (and
/// the coordinator's alongside animations) and holds the view animations made there at
/// `percentComplete` of the animator's duration; `update(_:)` moves them there; `finish()`
/// plays them on to the end and `cancel()` back to the start, `completionSpeed` times as fast.
/// The animator's own completion block then calls `completeTransition(_:)`. How the
/// animations are held and played back is described in TransitionAnimationScrubber.swift
/// (the way back follows the forward curve: an approximation of UIKit's reversed one).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private weak var context: TransitionContext?
    private var scrubber: TransitionAnimationScrubber?
    /// Where a playing transition started to play, for `pause()`: clock time and fraction.
    private var playing: (since: TimeInterval, from: CGFloat, speed: CGFloat)?

    /// Creates an interaction controller.
    public override init() {
        super.init()
    }

    /// The duration of the transition: the animator's `transitionDuration(using:)` (0 before
    /// the transition starts).
    open var duration: CGFloat { CGFloat(scrubber?.duration ?? 0) }
    /// How far the transition has come, 0 to 1 (the last `update(_:)`).
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the animations complete after `finish()` or `cancel()` (1: at the animator's
    /// speed). Default 1.
    open var completionSpeed: CGFloat = 1
    /// The curve of the completion. Kept: the animations complete along their own curves.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts interactive. Default true; false starts it playing (a
    /// later `pause()` makes it interactive).
    open var wantsInteractiveStart = true

    /// Runs the animator's animations and holds them at `percentComplete`.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        let duration = context.coordinator.transitionDuration
        scrubber = TransitionAnimationScrubber(duration: duration, roots: {
            [context.containerView, context.view(forKey: .from), context.view(forKey: .to)].compactMap { $0 }
        }, start: { context.runAnimations() })
        if wantsInteractiveStart {
            scrubber?.hold(at: percentComplete)
            context.updateInteractiveTransition(percentComplete)
        } else {
            play(speed: 1)
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
        guard let context, !context.isComplete, let scrubber else { return }
        playing = nil
        scrubber.hold(at: self.percentComplete)
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Ends the interaction and plays the transition on to its end.
    open func finish() {
        guard let context, !context.isComplete else { return }
        context.finishInteractiveTransition()
        play(speed: completionSpeed)
    }

    /// Ends the interaction and plays the transition back to its start: the animator's
    /// completion sees `transitionWasCancelled`.
    open func cancel() {
        guard let context, !context.isComplete, let scrubber else { return }
        context.cancelInteractiveTransition()
        playing = nil
        scrubber.reverse(from: percentComplete, speed: completionSpeed)
    }

    /// Stops a playing transition where it is and makes it interactive again (iOS 10).
    open func pause() {
        guard let context, !context.isComplete, let scrubber else { return }
        if let playing, scrubber.duration > 0 {
            let elapsed = Animator.shared.clock.now - playing.since
            percentComplete = min(1, playing.from + CGFloat(elapsed / scrubber.duration) * playing.speed)
        }
        playing = nil
        scrubber.hold(at: percentComplete)
        context.pauseInteractiveTransition()
        context.updateInteractiveTransition(percentComplete)
    }

    private func play(speed: CGFloat) {
        guard let scrubber else { return }
        playing = (Animator.shared.clock.now, percentComplete, speed)
        scrubber.play(from: percentComplete, speed: speed)
    }
}
