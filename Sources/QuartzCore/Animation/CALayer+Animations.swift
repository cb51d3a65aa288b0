import Foundation

/// One animation a layer runs: the copy `add(_:forKey:)` made, its key, and what the layer has
/// told its delegate and transactions so far.
@MainActor
final class RunningLayerAnimation {
    let key: String?
    let animation: CAAnimation
    /// The transactions whose completion blocks wait for it.
    let transactions: [CATransaction.Frame]
    var didStart = false
    var didStop = false

    init(key: String?, animation: CAAnimation, transactions: [CATransaction.Frame]) {
        self.key = key
        self.animation = animation
        self.transactions = transactions
    }

    /// Tells the delegate and the transactions that the animation stopped, once.
    func stop(finished: Bool) {
        guard !didStop else { return }
        didStop = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        for transaction in transactions { transaction.animationEnded() }
    }
}

/// Explicit animations, as Core Animation's `CALayer` runs them.
extension CALayer {
    /// Set while presentation copies are built and valued: their changes are not display changes.
    static var isBuildingPresentation = false
    /// How far behind the current time presentation copies are valued: a replicator's copy's
    /// delay (`CAReplicatorLayer.instanceDelay`) while the renderer draws it.
    package static var presentationDelay: CFTimeInterval = 0

    /// `add(_:forKey:)`'s work.
    func addRunningAnimation(copyOf anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        if copy.beginTime == 0 { copy.beginTime = convertTime(CACurrentMediaTime(), from: nil) }
        if let transition = copy as? CATransition { transition.pictureBefore = pictureForTransition() }
        if let property = copy as? CAPropertyAnimation, property.parsedKeyPath == nil {
            Diagnostics.report("CAPropertyAnimation: the key path \(property.keyPath.map { "\"\($0)\"" } ?? "nil") is not an animatable property of \(type(of: self)); the animation changes nothing.")
        }
        if let key { stopAnimation(forKey: key) }
        runningAnimations.append(RunningLayerAnimation(key: key, animation: copy, transactions: CATransaction.animationAdded()))
        LayerAnimationDriver.shared.track(self)
        displayedValueDidChange()
    }

    /// `removeAnimation(forKey:)`'s work: the delegate hears it stopped unfinished.
    func stopAnimation(forKey key: String) {
        guard let index = runningAnimations.firstIndex(where: { $0.key == key }) else { return }
        let removed = runningAnimations.remove(at: index)
        removed.stop(finished: false)
        displayedValueDidChange()
    }

    /// `removeAllAnimations()`'s work: their delegates hear they stopped unfinished.
    func stopAllAnimations() {
        guard !runningAnimations.isEmpty else { return }
        let removed = runningAnimations
        runningAnimations.removeAll()
        for running in removed { running.stop(finished: false) }
        displayedValueDidChange()
    }

    /// A copy of the layer with the animations applied at the current time, of the layer's
    /// class when it is one of the project's (`CALayer`, `CAShapeLayer`, `CAGradientLayer`),
    /// else of the nearest of them. `base` gives values (a view's own animated geometry) that
    /// the animations apply to instead of the model's.
    package func presentationCopy(base: [String: Any] = [:]) -> CALayer {
        CALayer.isBuildingPresentation = true
        defer { CALayer.isBuildingPresentation = false }
        let copy: CALayer = switch self {
        case let shape as CAShapeLayer: CAShapeLayer(layer: shape)
        case let gradient as CAGradientLayer: CAGradientLayer(layer: gradient)
        case let text as CATextLayer: CATextLayer(layer: text)
        case let replicator as CAReplicatorLayer: CAReplicatorLayer(layer: replicator)
        case let emitter as CAEmitterLayer: CAEmitterLayer(layer: emitter)
        default: CALayer(layer: self)
        }
        copy.modelLayer = self
        var values = PresentedValues(layer: copy)
        for (key, value) in base {
            if let keyPath = LayerKeyPath(key), let value = LayerValue(value) { values.set(value, for: keyPath) }
        }
        let time = convertTime(CACurrentMediaTime() - CALayer.presentationDelay, from: nil)
        for running in runningAnimations { running.animation.apply(at: time, to: &values) }
        for (property, value) in values.changed { property.set(value, on: copy) }
        return copy
    }

    /// Whether a running animation changes one of the layer's properties now or later.
    package var hasRunningAnimations: Bool { !runningAnimations.isEmpty }

    // MARK: The layer's timeline

    /// Changes the layer's own timing (`CAMediaTiming`).
    func changeTimeline(_ change: (inout LayerTimeline) -> Void) {
        var changed = timeline ?? LayerTimeline()
        change(&changed)
        timeline = changed
        displayedValueDidChange()
    }

    /// `convertTime(_:from:)`'s work.
    func convertedTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromAbsolute: l?.absoluteTime(fromLocal: t) ?? t)
    }

    /// `convertTime(_:to:)`'s work.
    func convertedTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let absolute = absoluteTime(fromLocal: t)
        return l?.localTime(fromAbsolute: absolute) ?? absolute
    }

    private func localTime(fromAbsolute t: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?.localTime(fromAbsolute: t) ?? t
        guard let timeline else { return parent }
        return timeline.iterated((parent - timeline.beginTime) * Double(timeline.speed) + timeline.timeOffset)
    }

    private func absoluteTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        var parent = t
        if let timeline {
            parent = timeline.speed == 0 ? timeline.beginTime : (t - timeline.timeOffset) / Double(timeline.speed) + timeline.beginTime
        }
        return superlayer?.absoluteTime(fromLocal: parent) ?? parent
    }
}

/// A layer's own timing, as `CAMediaTiming` gives layers: its time runs from `beginTime` at
/// `speed`, offset by `timeOffset`; with a `duration`, it repeats (`repeatCount` or
/// `repeatDuration`, back and forth with `autoreverses`) and holds at its ends.
struct LayerTimeline {
    var beginTime: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    /// The layer's time for its linear time `t`: unchanged without a duration; else the time in
    /// the current iteration, held at 0 before the start and at the end after it.
    func iterated(_ t: CFTimeInterval) -> CFTimeInterval {
        guard duration > 0 else { return t }
        let cycle = duration * (autoreverses ? 2 : 1)
        let active = repeatDuration > 0 ? repeatDuration : cycle * Double(repeatCount > 0 ? repeatCount : 1)
        let clamped = min(max(t, 0), active)
        var within = clamped.truncatingRemainder(dividingBy: cycle)
        if clamped == active, within == 0, clamped > 0 { within = cycle }
        return autoreverses && within > duration ? 2 * duration - within : within
    }
}

extension CALayer {
    /// The layer whose identity a renderer's caches and a view's traits belong to: the model
    /// layer of a presentation copy, else the layer.
    package var renderingModel: CALayer { modelLayer ?? self }

    /// The layer with its running animations applied, for drawing: a presentation copy valued
    /// now (a view's layer's animations apply to the view's own animated geometry and alpha),
    /// or the layer itself when nothing animates it.
    package func presentedForRendering() -> CALayer {
        guard hasRunningAnimations else { return self }
        guard let backingView else { return presentationCopy() }
        return presentationCopy(base: backingView.presentationLayerValues)
    }
}
