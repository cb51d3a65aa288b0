import Foundation

extension UIView {
    /// Options for animating views, as UIKit's `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// Whether a transition style (`transitionCrossDissolve`, a flip or a curl) is set.
        var hasTransition: Bool { (rawValue >> 20) & 0xF != 0 }

        var curve: TimingCurve { TimingCurve(animationCurve) }

        /// The standard curve these options name (`curveEaseInOut` when none).
        var animationCurve: UIView.AnimationCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }

        /// The timing of a block of `duration` after `delay` with these options: `.repeat`
        /// repeats without end, `.autoreverse` plays each time back.
        func timing(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve? = nil) -> AnimationTiming {
            var overrides = AnimationTiming.InheritanceOverrides()
            if contains(.overrideInheritedDuration) { overrides.insert(.duration) }
            if contains(.overrideInheritedCurve) { overrides.insert(.curve) }
            if contains(.overrideInheritedOptions) { overrides.insert(.options) }
            return AnimationTiming(duration: max(0, duration), delay: max(0, delay), curve: curve ?? self.curve,
                                   repeatCount: contains(.repeat) ? .infinity : 1, autoreverses: contains(.autoreverse),
                                   overrides: overrides)
        }
    }

    /// Options for `animateKeyframes(withDuration:delay:options:animations:completion:)`, as
    /// UIKit's `UIView.KeyframeAnimationOptions`: the animation options it shares with
    /// `AnimationOptions` (same bits), and how values move between keyframes. A timing curve
    /// given as `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`, as
    /// iOS code does, paces the whole animation (ease in, ease out by default).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Values move in a straight line from one keyframe to the next (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Each keyframe's value appears at once at the end of its time, without a transition.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Core Animation evens out the speed over the whole path; here as linear.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes' values; here as linear.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Smooth and evenly paced; here as linear.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculation: KeyframeCalculation {
            (rawValue >> 10) & 0x7 == 1 ? .discrete : .linear
        }

        /// The same bits as animation options (the curve, repeat, autoreverse).
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue) }
    }

    /// Animates changes to one or more views using the specified duration, delay, options, and
    /// completion handler (UIKit's `animate(withDuration:delay:options:animations:completion:)`).
    /// Frame, bounds, center, transform and alpha changes made in `animations` animate from their
    /// values on screen to the new ones; "if you specify a negative value or 0, the changes are
    /// made without animating them". `.repeat` repeats without end (the completion then runs
    /// only when the animations are removed), `.autoreverse` plays each time back and ends on
    /// the new values; the completion gets `true` when every animation ended.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        Animator.shared.run(options.timing(duration: duration, delay: delay), changes: animations, completion: completion)
    }

    /// Animates changes to one or more views using the specified duration and completion handler
    /// (no delay, ease in and out).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes to one or more views using the specified duration (no delay, ease in and
    /// out, no completion).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Performs a view animation using a timing curve of a damped spring: `dampingRatio` 1 does
    /// not oscillate, lower values do; `velocity` is the initial speed relative to the whole
    /// distance per second.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let curve = TimingCurve.spring(dampingRatio: dampingRatio, initialVelocity: velocity)
        Animator.shared.run(options.timing(duration: duration, delay: delay, curve: curve), changes: animations,
                            completion: completion)
    }

    /// Animates changes with a spring of `duration` (its perceptual duration, the pace of the
    /// spring) and `bounce` (0: no bounce, up to 1: more bounce), as UIKit's iOS 17
    /// `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`
    /// and SwiftUI's `Spring(duration:bounce:)`: the damping ratio is 1 − bounce and the
    /// stiffness (2π / duration)², so the animation runs until the spring settles (1.1 times
    /// `duration` without bounce, longer with it), when the completion gets `true`. A negative
    /// bounce (over-damped) is taken as 0.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: AnimationOptions = [], animations: () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let dampingRatio = min(max(1 - bounce, 0.01), 1)
        let settling = duration > 0 ? log(1000) / (dampingRatio * 2 * .pi / duration) : 0
        let curve = TimingCurve.spring(dampingRatio: dampingRatio, initialVelocity: initialSpringVelocity)
        Animator.shared.run(options.timing(duration: settling, delay: delay, curve: curve), changes: animations,
                            completion: completion)
    }

    /// Runs the changes without animating them, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        Animator.shared.withoutAnimation(actionsWithoutAnimation)
    }

    /// Turns view animations on or off for the whole program (UIKit's `setAnimationsEnabled(_:)`):
    /// off, the changes of animation blocks happen at once and their completions still run.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        Animator.shared.areAnimationsEnabledGlobally = enabled
    }

    /// Whether animations are enabled: false after `setAnimationsEnabled(false)` and inside
    /// `performWithoutAnimation`.
    public static var areAnimationsEnabled: Bool { Animator.shared.animationsEnabled }

    /// The duration of the animation block being run, in seconds (UIKit's
    /// `inheritedAnimationDuration`, iOS 9): 0 outside an animation block, and inside
    /// `performWithoutAnimation`. Inside a keyframe, the whole keyframe animation's duration.
    public static var inheritedAnimationDuration: TimeInterval { Animator.shared.inheritedDuration }

    /// Makes the animations `animations` creates inside an animation block repeat `count`
    /// times (a fraction plays part of the last time) and, with `autoreverses`, play back after
    /// each time, ending on the new values (UIKit's
    /// `modifyAnimations(withRepeatCount:autoreverses:animations:)`, iOS 13). Outside an
    /// animation block the changes happen at once.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        Animator.shared.modifying(repeatCount: Double(count), autoreverses: autoreverses, changes: animations)
    }

    // MARK: Keyframes

    /// Creates an animation of keyframes (UIKit's
    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`, iOS 7): in
    /// `animations`, each `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// animates its changes over its part of the duration, in order, so that several keyframes
    /// may take one property through several values (alpha 0 → 1 → 0.5); changes made outside
    /// a keyframe animate over the whole duration. Values move linearly between keyframes
    /// (`.calculationModeDiscrete`: they jump at each keyframe's end) along the options' curve
    /// for the whole animation (ease in, ease out unless given). `.repeat` and `.autoreverse`
    /// repeat and play back the whole animation.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        Animator.shared.run(options.animationOptions.timing(duration: duration, delay: delay),
                            keyframes: options.calculation, changes: animations, completion: completion)
    }

    /// Adds a keyframe to the keyframe animation being made: the changes `animations` makes
    /// animate from `frameStartTime` for `frameDuration` of the whole animation (both fractions
    /// from 0 to 1). Called outside `animateKeyframes`, the changes are made as they would be
    /// without the call.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping @MainActor () -> Void
    ) {
        Animator.shared.runKeyframe(relativeStart: frameStartTime, relativeDuration: frameDuration, changes: animations)
    }

    // MARK: Presentation values

    /// The value of `property` on screen now: the model value plus what running animations
    /// still add.
    private func presented(_ property: AnimatedProperty, model: AnimatableVector) -> AnimatableVector {
        guard !animations.isEmpty else { return model }
        let now = Animator.shared.clock.now
        var value = model
        for animation in animations where animation.property == property {
            value = value + animation.remaining(at: now)
        }
        return value
    }

    /// Whether any property of the view is animating.
    package var hasPropertyAnimations: Bool { !animations.isEmpty }

    /// The center on screen now (the model value when nothing animates).
    public var presentationCenter: CGPoint { presented(.center, model: AnimatableVector(center)).point }
    /// The bounds on screen now.
    public var presentationBounds: CGRect { presented(.bounds, model: AnimatableVector(bounds)).rect }
    /// The transform on screen now.
    public var presentationTransform: CGAffineTransform { presented(.transform, model: AnimatableVector(transform)).transform }
    /// The alpha on screen now.
    public var presentationAlpha: CGFloat { presented(.alpha, model: AnimatableVector(alpha)).a }

    /// The frame on screen now, from the presentation center, bounds and transform (and the
    /// layer's anchor point and 3D transform, which do not animate).
    public var presentationFrame: CGRect {
        let bounds = presentationBounds, center = presentationCenter, transform = presentationTransform
        if let nonAffineTransform3D {
            return LayerGeometry.frame(size: bounds.size, position: center, anchorPoint: unitAnchorPoint, transform: nonAffineTransform3D)
        }
        let box = LayerGeometry.anchoredBox(size: bounds.size, anchorPoint: unitAnchorPoint)
        let placed = transform.isIdentity ? box : box.applying(transform)
        return placed.offsetBy(dx: center.x, dy: center.y)
    }
}
