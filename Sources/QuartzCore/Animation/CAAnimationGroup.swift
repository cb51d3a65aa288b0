import Foundation

/// An animation that runs several animations together, as Core Animation's `CAAnimationGroup`:
/// each child's times are in the group's time, and the group's duration cuts them off. The
/// children's delegates and `isRemovedOnCompletion` are not used; the group's are.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations the group runs.
    open var animations: [CAAnimation]?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override var animatedProperties: [LayerProperty] { (animations ?? []).flatMap(\.animatedProperties) }

    override func apply(at time: CFTimeInterval, to values: inout PresentedValues) {
        guard let (iterationTime, _) = iterationTime(at: time) else { return }
        let childTime = timingFunction.map { $0.progress(at: iterationTime / iterationDuration) * iterationDuration } ?? iterationTime
        for animation in animations ?? [] {
            animation.apply(at: childTime, to: &values)
        }
    }
}
