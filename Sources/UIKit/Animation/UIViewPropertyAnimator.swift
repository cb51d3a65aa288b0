import Foundation

/// The state of an animator, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations are not running and can be added to.
    case inactive = 0
    /// Started (running or paused).
    case active = 1
    /// Stopped with `stopAnimation(false)`: `finishAnimation(at:)` ends it.
    case stopped = 2
}

/// An object that runs animations that can be paused, scrubbed and stopped, as UIKit's
/// `UIViewAnimating`.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations and completions can be added to, as UIKit's
/// `UIViewImplicitlyAnimating`.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping @MainActor () -> Void)
    func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// The kinds of timing curve a provider gives, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    /// One of the standard curves of `UIView.AnimationCurve`.
    case builtin = 0
    /// A cubic Bézier curve (`cubicTimingParameters`).
    case cubic = 1
    /// A spring (`springTimingParameters`).
    case spring = 2
    /// A spring and a cubic curve together; here the spring times the animation.
    case composed = 3
}

/// The timing of an animator, as UIKit's `UITimingCurveProvider`: custom providers (iOS code
/// writes them for its own transitions) say their type and hand over cubic or spring parameters.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which parameters time the animation.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The curve the animator follows: the spring when the type has one, else the cubic curve,
    /// else ease in, ease out.
    var timingCurve: TimingCurve {
        switch timingCurveType {
        case .spring, .composed:
            if let spring = springTimingParameters { return spring.curve }
        case .builtin, .cubic:
            break
        }
        return cubicTimingParameters?.curve ?? .easeInOut
    }
}

/// A cubic Bézier timing curve, as UIKit's `UICubicTimingParameters`.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The curve, as the animator computes it.
    let curve: TimingCurve
    /// The curve's control points.
    public let controlPoint1: CGPoint, controlPoint2: CGPoint
    /// `.builtin` for a standard curve, `.cubic` for control points.
    public let timingCurveType: UITimingCurveType
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// Ease in, ease out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of the standard curves.
    public convenience init(animationCurve curve: UIView.AnimationCurve) {
        switch curve {
        case .linear: self.init(.zero, CGPoint(x: 1, y: 1), curve: curve)
        case .easeIn: self.init(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1), curve: curve)
        case .easeOut: self.init(.zero, CGPoint(x: 0.58, y: 1), curve: curve)
        case .easeInOut: self.init(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1), curve: curve)
        }
    }

    /// A curve through control points `point1` and `point2`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        controlPoint1 = point1
        controlPoint2 = point2
        curve = .cubic(x1: Double(point1.x), y1: Double(point1.y), x2: Double(point2.x), y2: Double(point2.y))
        timingCurveType = .cubic
    }

    /// A standard curve with its control points.
    init(_ point1: CGPoint, _ point2: CGPoint, curve: UIView.AnimationCurve) {
        controlPoint1 = point1
        controlPoint2 = point2
        self.curve = TimingCurve(curve)
        timingCurveType = .builtin
    }
}

/// A damped spring, as UIKit's `UISpringTimingParameters` (the ratio and initial velocity; the
/// mass/stiffness form is converted to a damping ratio, ζ = damping / (2·√(stiffness·mass))).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The spring, as the animator computes it.
    let curve: TimingCurve
    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }
    /// The damping ratio and the initial velocity (relative to the distance, per second).
    public let dampingRatio: CGFloat, initialVelocity: CGVector

    /// A critically damped spring.
    public override convenience init() { self.init(dampingRatio: 1) }

    /// A spring of `ratio` at rest at first.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring of `ratio` starting with `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        curve = .spring(dampingRatio: ratio, initialVelocity: hypot(velocity.dx, velocity.dy))
    }

    /// A spring of a mass on a spring with a damper.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        self.init(dampingRatio: damping / (2 * (max(stiffness, 1e-6) * max(mass, 1e-6)).squareRoot()), initialVelocity: velocity)
    }
}

/// Animates view changes that can be paused, scrubbed (`fractionComplete`), reversed and
/// stopped, as UIKit's `UIViewPropertyAnimator` (iOS 10). Its animation blocks change frames,
/// bounds, centers, transforms and alphas as `UIView.animate` blocks do; the completions get the
/// position the animations ended at. Scrubbing and reversing work on the views' animations
/// (`TransitionAnimationScrubber`): reversing plays the remaining change back along the curve
/// (not the curve mirrored), and `scrubsLinearly` is kept, not used.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// How long the animations run.
    open private(set) var duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)`.
    open private(set) var delay: TimeInterval = 0
    /// The timing curve.
    open private(set) var timingParameters: UITimingCurveProvider?
    /// Inactive, active (running or paused) or stopped.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (not paused).
    open private(set) var isRunning = false
    /// Whether the animations run back to their start when started or continued.
    open var isReversed = false
    /// Kept for ported code: animators here can always be interrupted.
    open var isInterruptible = true
    /// Kept for ported code: views stay interactive while animating.
    open var isUserInteractionEnabled = true
    /// Kept for ported code (hit testing uses the views' model frames).
    open var isManualHitTestingEnabled = false
    /// Kept for ported code: scrubbing follows the animations' curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at the end, when its animations finish.
    open var pausesOnCompletion = false

    private let curve: TimingCurve
    private var blocks: [@MainActor () -> Void] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    private var scrubber: TransitionAnimationScrubber?
    private var pausedFraction: CGFloat = 0
    private var playStart: (time: TimeInterval, fraction: CGFloat) = (0, 0)
    private let delayTimer = GestureTimer()

    /// An animator of `duration` with `parameters`' curve.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = max(0, duration)
        timingParameters = parameters
        curve = parameters.timingCurve
        super.init()
    }

    /// An animator of `duration` along a standard curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` along a Bézier curve.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` on a spring of `ratio`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator and starts it after `delay`, as `UIView.animate` would (iOS 10).
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping @MainActor () -> Void,
                                            completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.animationCurve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations; added to a running animator, they run for the rest of its duration.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        if state == .active, isRunning {
            let remaining = duration * Double(1 - currentFraction)
            UIView.animate(withDuration: remaining, delay: 0, options: [], animations: animation)
        } else {
            blocks.append(animation)
        }
    }

    /// Adds animations that start after `delayFactor` of the duration.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        addAnimations { [duration] in
            Animator.shared.run(AnimationTiming(duration: duration * Double(1 - delayFactor), delay: duration * Double(delayFactor),
                                                curve: .easeInOut, overrides: .all), changes: animation, completion: nil)
        }
    }

    /// Adds a block run with the position the animations end at.
    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or, paused, continues) the animations.
    open func startAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { begin() }
        guard !isRunning, let scrubber else { return }
        if isReversed { scrubber.reverse(from: pausedFraction, speed: 1) } else { scrubber.play(from: pausedFraction, speed: 1) }
        playStart = (Animator.shared.clock.now, pausedFraction)
        isRunning = true
    }

    /// Starts the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        guard delay > 0 else { return startAnimation() }
        delayTimer.start(after: delay) { [weak self] in self?.startAnimation() }
    }

    /// Pauses the animations where they are (an inactive animator becomes active, paused at 0).
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { begin() }
        guard let scrubber else { return }
        if isRunning { pausedFraction = currentFraction }
        scrubber.hold(at: pausedFraction)
        isRunning = false
    }

    /// Stops the animations where they are: the views keep what they show. Without finishing,
    /// the animator becomes inactive and no completion runs; else it waits, stopped, for
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let scrubber else { return }
        delayTimer.cancel()
        scrubber.freeze()
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { reset() }
    }

    /// Ends a stopped animator at `position` and runs the completions with it.
    open func finishAnimation(at position: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        if position != .current { scrubber?.finishFrozen(toStart: position == .start) }
        end(at: position)
    }

    /// How far the animations are, from 0 to 1; setting it moves a paused animator there (an
    /// inactive one becomes active and paused).
    open var fractionComplete: CGFloat {
        get { state == .active && isRunning ? currentFraction : pausedFraction }
        set {
            if state == .inactive { pauseAnimation() }
            guard state == .active, !isRunning, let scrubber else { return }
            pausedFraction = min(max(newValue, 0), 1)
            scrubber.hold(at: pausedFraction)
        }
    }

    /// Runs the animations from where they are with `parameters` (nil: the same curve) over
    /// `durationFactor` of the duration (0: what remains) — here the curve stays the animator's.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, let scrubber else { return }
        let from = isRunning ? currentFraction : pausedFraction
        let remaining = isReversed ? from : 1 - from
        let speed = durationFactor > 0 ? remaining / durationFactor : 1
        if isReversed { scrubber.reverse(from: from, speed: speed) } else { scrubber.play(from: from, speed: speed) }
        playStart = (Animator.shared.clock.now, from)
        pausedFraction = from
        isRunning = true
    }

    // MARK: Running

    /// The fraction reached while running, by the time since the play began.
    private var currentFraction: CGFloat {
        let elapsed = CGFloat((Animator.shared.clock.now - playStart.time) / max(duration, 1e-9))
        return min(max(playStart.fraction + (isReversed ? -elapsed : elapsed), 0), 1)
    }

    /// Makes the animations (held at the start until played) and becomes active.
    private func begin() {
        state = .active
        pausedFraction = isReversed ? 1 : 0
        let blocks = self.blocks
        self.blocks = []
        scrubber = TransitionAnimationScrubber(duration: duration, roots: { Animator.shared.animatingViewList }) {
            Animator.shared.run(AnimationTiming(duration: duration, delay: 0, curve: curve, overrides: .all), changes: {
                for block in blocks { block() }
            }, completion: { [weak self] _ in self?.animationsEnded() })
        }
        scrubber?.hold(at: pausedFraction)
    }

    /// The animations played to their end (or, reversed, their start).
    private func animationsEnded() {
        guard state == .active, isRunning else { return }
        if pausesOnCompletion {
            isRunning = false
            pausedFraction = isReversed ? 0 : 1
            return
        }
        end(at: isReversed ? .start : .end)
    }

    private func end(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        let completions = self.completions
        reset()
        for completion in completions { completion(position) }
    }

    private func reset() {
        scrubber = nil
        completions = []
        pausedFraction = 0
    }
}
