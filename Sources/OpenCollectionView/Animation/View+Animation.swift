import Foundation

extension View {
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
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 9)
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

        var curve: TimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }

    /// Animates changes to one or more views using the specified duration, delay, options, and
    /// completion handler. Frame, bounds, center, transform and alpha changes made in
    /// `animations` animate; the completion gets `true` when they all ended.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        Animator.shared.run(AnimationTiming(duration: max(0, duration), delay: max(0, delay), curve: options.curve),
                            changes: animations, completion: completion)
    }

    /// Animates changes to one or more views using the specified duration and completion handler.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
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
        Animator.shared.run(AnimationTiming(duration: max(0, duration), delay: max(0, delay), curve: curve),
                            changes: animations, completion: completion)
    }

    /// Runs the changes without animating them, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        Animator.shared.withoutAnimation(actionsWithoutAnimation)
    }

    /// Whether animations are enabled: false inside `performWithoutAnimation`.
    public static var areAnimationsEnabled: Bool { Animator.shared.animationsEnabled }

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
    var hasPropertyAnimations: Bool { !animations.isEmpty }

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
        if let transform3D {
            return LayerGeometry.frame(size: bounds.size, position: center, anchorPoint: anchorPoint, transform: transform3D)
        }
        let box = LayerGeometry.anchoredBox(size: bounds.size, anchorPoint: anchorPoint)
        let placed = transform.isIdentity ? box : box.applying(transform)
        return placed.offsetBy(dx: center.x, dy: center.y)
    }
}
