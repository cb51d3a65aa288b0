import Foundation

/// Runs every animation of the program on one clock: view property animations made inside
/// `UIView.animate(...)`, and frame callbacks such as a scroll view's deceleration.
///
/// Animations are additive, as UIKit's are since iOS 8: a change of an animatable property
/// inside an animation block sets the model value at once and adds an animation of the
/// difference (old − new) decaying to zero, so that a second animation of the same property
/// blends with the first instead of cutting it off. `tick()` brings everything to the clock's
/// time. With the system clock it runs 120 times a second on the main queue, which the main run
/// loop drains (so `RunLoop.main.run(until:)`, XCTest's `wait(for:timeout:)` and an `await` on
/// the main actor all let animations advance); `ManualAnimationClock.advance(by:)` calls it in
/// tests. Its ticks are Core Animation's (`FrameScheduler`): the animator is their participant.
@preconcurrency @MainActor
@_spi(Host) public final class Animator: FrameParticipant {
    /// The animator of the program.
    public static let shared = Animator()

    /// The time source, of every animation (Core Animation's too). Setting a
    /// `ManualAnimationClock` makes animations move only when the clock is advanced.
    public var clock: AnimationClock = SystemAnimationClock() {
        didSet {
            let clock = clock
            scheduler.now = { clock.now }
            scheduler.ticksByItself = clock is SystemAnimationClock
        }
    }

    private let scheduler = FrameScheduler.shared

    /// The animation blocks being run, innermost last.
    private var transactions: [AnimationTransaction] = []
    /// Views with running animations.
    private var animatingViews: [ObjectIdentifier: UIView] = [:]
    /// Groups whose completion has not been called yet.
    private var pendingGroups: [AnimationGroup] = []

    private init() {
        scheduler.participant = self
    }

    /// The views with animations running.
    var animatingViewList: [UIView] { Array(animatingViews.values) }

    /// Whether anything is running: animations, pending completions or frame callbacks.
    public var hasWork: Bool { scheduler.hasWork }

    /// Whether view animations are running or completions pending.
    package var hasFrameWork: Bool { !animatingViews.isEmpty || !pendingGroups.isEmpty }

    // MARK: Transactions

    /// Runs `changes` so that the animatable view properties they set animate with `timing`.
    /// Inside another animation block, the block takes the enclosing one's duration, curve and
    /// repeat options unless `timing.overrides` keeps its own, and starts with it (plus its own
    /// delay). `keyframes` makes the block a keyframe animation's: `addKeyframe` calls inside it
    /// animate their changes over their part of it.
    func run(_ timing: AnimationTiming, keyframes: KeyframeCalculation? = nil, changes: () -> Void,
             completion: (@MainActor (Bool) -> Void)?) {
        openBlock(timing, keyframes: keyframes, completion: completion)
        changes()
        closeBlock()
    }

    /// Opens an animation block: the animatable view properties set until `closeBlock()`
    /// animate with `timing` (see `run`).
    func openBlock(_ timing: AnimationTiming, keyframes: KeyframeCalculation? = nil, completion: (@MainActor (Bool) -> Void)?) {
        let group = AnimationGroup(completion: completion)
        var timing = timing
        var start = clock.now + timing.delay
        if let outer = transactions.last, outer.group != nil, outer.timing.duration > 0 {
            timing = timing.inheriting(from: outer.timing)
            start = outer.start + timing.delay
        }
        if keyframes != nil { timing.segment = KeyframeSegment(start: 0, length: 1, calculation: keyframes!) }
        transactions.append(AnimationTransaction(timing: timing, group: group, start: start, isKeyframeAnimation: keyframes != nil))
    }

    /// Closes the innermost animation block `openBlock` opened; its completion runs when its
    /// animations end.
    func closeBlock() {
        guard let group = transactions.removeLast().group else { return }
        pendingGroups.append(group)
        scheduler.scheduleTicksIfNeeded()
    }

    /// Whether an animation block is open (not `performWithoutAnimation`'s).
    var hasOpenBlock: Bool { transactions.last?.group != nil }

    /// Changes the timing of the innermost open animation block, for the changes made after.
    func retimeOpenBlock(_ change: (inout AnimationTiming) -> Void) {
        guard let last = transactions.indices.last, transactions[last].group != nil else { return }
        let delay = transactions[last].timing.delay
        change(&transactions[last].timing)
        transactions[last].start += transactions[last].timing.delay - delay
    }

    /// Runs a keyframe's `changes` so that they animate over `relativeDuration` of the enclosing
    /// keyframe animation from `relativeStart` (fractions of its duration); outside a keyframe
    /// animation block they run as they would without the call.
    func runKeyframe(relativeStart: Double, relativeDuration: Double, changes: () -> Void) {
        guard var transaction = transactions.last, transaction.isKeyframeAnimation, let whole = transaction.timing.segment else {
            return changes()
        }
        let start = min(max(relativeStart, 0), 1)
        transaction.timing.segment = KeyframeSegment(
            start: start, length: min(max(relativeDuration, 0), 1 - start), calculation: whole.calculation)
        transaction.isKeyframeAnimation = false
        transactions.append(transaction)
        changes()
        transactions.removeLast()
    }

    /// Runs `changes` so that the animations they make repeat `count` times (fractions allowed)
    /// and, with `autoreverses`, play back after each time; outside an animation block they run
    /// as they would without the call.
    func modifying(repeatCount count: Double, autoreverses: Bool, changes: () -> Void) {
        guard var transaction = transactions.last, transaction.group != nil else { return changes() }
        transaction.timing.repeatCount = count
        transaction.timing.autoreverses = autoreverses
        transactions.append(transaction)
        changes()
        transactions.removeLast()
    }

    /// Runs `changes` with animations turned off, even inside an animation block.
    func withoutAnimation(_ changes: () -> Void) {
        transactions.append(AnimationTransaction(timing: AnimationTiming(duration: 0), group: nil, start: clock.now))
        changes()
        transactions.removeLast()
    }

    /// Whether property changes made now animate.
    var isAnimating: Bool {
        guard areAnimationsEnabledGlobally, let current = transactions.last else { return false }
        return current.timing.duration > 0
    }

    /// `UIView.setAnimationsEnabled(_:)`'s flag: false makes every animation block's changes
    /// happen at once.
    var areAnimationsEnabledGlobally = true

    /// False inside `performWithoutAnimation` and after `setAnimationsEnabled(false)`.
    var animationsEnabled: Bool {
        areAnimationsEnabledGlobally && (transactions.last.map { $0.group != nil } ?? true)
    }

    /// The duration of the animation block being run, 0 outside one (and inside
    /// `performWithoutAnimation`).
    var inheritedDuration: TimeInterval {
        guard let current = transactions.last, current.group != nil else { return 0 }
        return current.timing.duration
    }

    /// Records that `view`'s `property` changed from `old` to `new` (model values): inside an
    /// animation block, the difference animates away.
    func propertyChanged(_ view: UIView, _ property: AnimatedProperty, from old: AnimatableVector, to new: AnimatableVector) {
        guard areAnimationsEnabledGlobally, let current = transactions.last, current.timing.duration > 0, old != new else { return }
        let animation = PropertyAnimation(
            property: property, delta: old - new, start: current.start, duration: current.timing.duration,
            curve: current.timing.curve, group: current.group, repeatCount: current.timing.repeatCount,
            autoreverses: current.timing.autoreverses, segment: current.timing.segment)
        current.group?.running += 1
        view.animations.append(animation)
        animatingViews[ObjectIdentifier(view)] = view
    }

    // MARK: Frame callbacks

    /// Calls `callback` with the clock's time on every tick until it returns false. Returns an
    /// identifier for `removeFrameCallback(_:)`.
    @discardableResult
    func addFrameCallback(_ callback: @escaping @MainActor (TimeInterval) -> Bool) -> Int {
        scheduler.addFrameCallback(callback)
    }

    func removeFrameCallback(_ id: Int) {
        scheduler.removeFrameCallback(id)
    }

    // MARK: Ticking

    /// Brings every animation and frame callback to the clock's current time, removes finished
    /// animations and calls the completions of the groups that ended. Running animations move
    /// the views' presentation values: the tick counts as a display change (`DisplayGeneration`).
    public func tick() {
        scheduler.tick()
    }

    package func frameWillCallBack(at time: TimeInterval) {
        if !animatingViews.isEmpty { DisplayGeneration.advance() }
    }

    package func frameDidCallBack(at now: TimeInterval) {
        for (id, view) in animatingViews {
            view.animations.removeAll { animation in
                guard animation.isFinished(at: now) else { return false }
                animation.group?.running -= 1
                return true
            }
            if view.animations.isEmpty { animatingViews[id] = nil }
        }
        if !pendingGroups.isEmpty {
            let ended = pendingGroups.filter { $0.running == 0 }
            pendingGroups.removeAll { $0.running == 0 }
            for group in ended { group.completion?(true) }
        }
    }

    /// Ends every animation at once (their completions get `false`) and forgets every frame
    /// callback: for tests that start from a known state.
    public func reset() {
        if !animatingViews.isEmpty { DisplayGeneration.advance() }
        for view in animatingViews.values { view.animations.removeAll() }
        animatingViews.removeAll()
        let groups = pendingGroups
        pendingGroups.removeAll()
        scheduler.removeAllFrameCallbacks()
        LayerAnimationDriver.shared.reset()
        for group in groups { group.completion?(false) }
    }
}

/// The duration, delay and curve of an animation block, how often its animations repeat, and,
/// in a keyframe animation, the part of it a keyframe's changes animate over.
struct AnimationTiming {
    var duration: TimeInterval
    var delay: TimeInterval = 0
    var curve: TimingCurve = .easeInOut
    /// How many times the animations play (`.infinity` with `.repeat`), and whether each play
    /// is followed by one backwards (`.autoreverse`).
    var repeatCount: Double = 1
    var autoreverses = false
    /// Set in a keyframe animation block.
    var segment: KeyframeSegment? = nil
    /// What a block nested in another keeps of its own instead of taking the enclosing block's
    /// (`.overrideInheritedDuration`, `.overrideInheritedCurve`, `.overrideInheritedOptions`).
    var overrides: InheritanceOverrides = []

    /// Which of its own timing values a nested animation block keeps.
    struct InheritanceOverrides: OptionSet {
        let rawValue: Int
        static let duration = InheritanceOverrides(rawValue: 1 << 0)
        static let curve = InheritanceOverrides(rawValue: 1 << 1)
        static let options = InheritanceOverrides(rawValue: 1 << 2)
        static let all: InheritanceOverrides = [.duration, .curve, .options]
    }

    /// This timing inside a block of `outer` timing, as UIKit nests animation blocks: the
    /// duration, the curve and the repeat options are the enclosing block's unless overridden.
    func inheriting(from outer: AnimationTiming) -> AnimationTiming {
        var timing = self
        if !overrides.contains(.duration) { timing.duration = outer.duration }
        if !overrides.contains(.curve) { timing.curve = outer.curve }
        if !overrides.contains(.options) {
            timing.repeatCount = outer.repeatCount
            timing.autoreverses = outer.autoreverses
        }
        return timing
    }
}

/// How a keyframe animation moves between its keyframes, as `UIView.KeyframeAnimationOptions`'
/// calculation modes.
enum KeyframeCalculation: Sendable, Equatable {
    /// Straight from each keyframe's start value to its end value over its part of the time.
    case linear
    /// Each keyframe's value appears at once at the end of its part of the time.
    case discrete
}

/// The part of a keyframe animation one keyframe's changes animate over: fractions of the
/// whole animation's duration (after its timing curve).
struct KeyframeSegment: Sendable, Equatable {
    var start: Double
    var length: Double
    var calculation: KeyframeCalculation

    /// The keyframe's progress (0 to 1) at `progress` of the whole animation.
    func progress(at progress: Double) -> Double {
        let end = start + length
        switch calculation {
        case .discrete:
            return progress >= end ? 1 : 0
        case .linear:
            guard length > 0 else { return progress >= end ? 1 : 0 }
            return min(max((progress - start) / length, 0), 1)
        }
    }
}

/// An animation block being run.
struct AnimationTransaction {
    var timing: AnimationTiming
    /// Nil for `performWithoutAnimation`.
    var group: AnimationGroup?
    var start: TimeInterval
    /// Whether this is the block of `animateKeyframes` itself (where `addKeyframe` adds).
    var isKeyframeAnimation = false
}

/// The animations of one animation block, for its completion.
@MainActor
final class AnimationGroup {
    var running = 0
    let completion: (@MainActor (Bool) -> Void)?

    init(completion: (@MainActor (Bool) -> Void)?) {
        self.completion = completion
    }
}
