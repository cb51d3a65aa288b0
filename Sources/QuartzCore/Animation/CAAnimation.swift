import Foundation

/// An object that responds to an action on a layer, as Core Animation's `CAAction`: animations
/// are actions (running one adds it to the layer for the event's key), and `NSNull` is the
/// action that does nothing.
@preconcurrency @MainActor
public protocol CAAction {
    /// Called to run the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: an `NSNull` action stops the search for an action and runs none.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The methods an animation's delegate implements, as Core Animation's `CAAnimationDelegate`
/// (plain requirements with empty defaults: there are no optional requirements on Linux).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (its begin time was reached).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract superclass of animations, as Core Animation's `CAAnimation`: timing (begin
/// time, duration — 0 means 0.25 s —, speed, offset, repeats, autoreversing, fill mode), a
/// timing function (nil: linear), a delegate (held strongly, as Core Animation holds it) and
/// removal on completion.
///
/// `layer.add(_:forKey:)` adds a copy: the layer's animation is not the object you made, and
/// the delegate hears about the copy (compare by `value(forKey:)` tags or the layer's key, as
/// on iOS). Subclasses must keep `init()` (it is `required` here, so that copies keep their
/// class without the Objective-C runtime).
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction, @preconcurrency NSCopying {
    /// Creates an animation with Core Animation's defaults.
    public required override init() {
        super.init()
    }

    /// Creates a new animation object, as Core Animation's `+animation`.
    open class func animation() -> Self { Self() }

    open var beginTime: CFTimeInterval = 0
    /// The length of one iteration in seconds; 0 (the default) means 0.25.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing of each iteration. Default nil: linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?
    /// Whether the layer drops the animation when it ends. Default true.
    open var isRemovedOnCompletion = true

    /// Values stored under keys of your own (`setValue(_:forKey:)`), copied with the animation.
    private var userValues: [String: Any] = [:]

    /// The default value of a property of the class: nil here (Core Animation's too for
    /// keys it does not define).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the value for `key` is archived: true for every key (nothing is archived here).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The value stored for `key` with `setValue(_:forKey:)` (key–value coding of Core
    /// Animation's animations, which accept any key).
    open func value(forKey key: String) -> Any? { userValues[key] }

    /// Stores `value` under `key`, as key–value coding on Core Animation's animations does for
    /// keys they do not define: a tag to tell animations apart in a delegate.
    open func setValue(_ value: Any?, forKey key: String) { userValues[key] = value }

    /// A copy of the animation with every property (the delegate too), of the same class.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        copy.copyProperties(from: self)
        return copy
    }

    /// Copies the properties of `other` into this animation; subclasses add theirs.
    func copyProperties(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        userValues = other.userValues
    }

    /// Runs the animation as an action: adds it to the layer for the event's key.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Evaluation

    /// Applies the animation's effect at `time` (its parent's time) to the values being
    /// presented. The base class has none.
    func apply(at time: CFTimeInterval, to values: inout PresentedValues) {}

    /// The layer properties the animation changes.
    var animatedProperties: [LayerProperty] { [] }

}
