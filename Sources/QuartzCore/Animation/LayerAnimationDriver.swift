import Foundation

/// Runs the layers' explicit animations on the animator's clock: each tick it tells delegates
/// that animations started, removes the ones that ended (when they are removed on completion)
/// and tells their delegates and transactions, and counts the frame as a display change while
/// any animation runs.
@MainActor
package final class LayerAnimationDriver {
    package static let shared = LayerAnimationDriver()

    /// The layers with animations, held weakly: a layer that goes away takes its animations.
    private var layers: [ObjectIdentifier: WeakLayer] = [:]
    private var callbackID: Int?

    private struct WeakLayer {
        weak var layer: CALayer?
    }

    /// Starts ticking `layer`'s animations.
    func track(_ layer: CALayer) {
        layers[ObjectIdentifier(layer)] = WeakLayer(layer: layer)
        guard callbackID == nil else { return }
        callbackID = FrameScheduler.shared.addFrameCallback { [unowned self] time in self.tick(at: time) }
        _ = tick(at: FrameScheduler.shared.now())
    }

    /// Brings every tracked layer's animations to `time`; false when none is left.
    private func tick(at time: TimeInterval) -> Bool {
        for (id, entry) in layers {
            guard let layer = entry.layer else {
                layers[id] = nil
                continue
            }
            step(layer)
            if layer.runningAnimations.isEmpty || layer.runningAnimations.allSatisfy(\.didStop) { layers[id] = nil }
        }
        if layers.values.contains(where: { $0.layer.map(Self.isMoving) ?? false }) { DisplayGeneration.advance() }
        if layers.isEmpty { callbackID = nil }
        return callbackID != nil
    }

    private func step(_ layer: CALayer) {
        let time = layer.convertTime(CACurrentMediaTime(), from: nil)
        let running = layer.runningAnimations
        var ended: [RunningLayerAnimation] = []
        for entry in running {
            if !entry.didStart, entry.animation.hasBegun(at: time) {
                entry.didStart = true
                entry.animation.delegate?.animationDidStart(entry.animation)
            }
            if !entry.didStop, entry.animation.hasEnded(at: time) { ended.append(entry) }
        }
        guard !ended.isEmpty else { return }
        layer.runningAnimations.removeAll { entry in ended.contains { $0 === entry } && entry.animation.isRemovedOnCompletion }
        layer.displayedValueDidChange()
        for entry in ended { entry.stop(finished: true) }
    }

    /// Whether one of the layer's animations is between its start and its end.
    private static func isMoving(_ layer: CALayer) -> Bool {
        let time = layer.convertTime(CACurrentMediaTime(), from: nil)
        return layer.runningAnimations.contains { !$0.didStop && $0.animation.hasBegun(at: time) && layer.speed != 0 }
    }

    /// Removes every layer animation without telling anyone (`Animator.reset()`, for tests).
    package func reset() {
        for entry in layers.values { entry.layer?.runningAnimations.removeAll() }
        layers.removeAll()
        callbackID = nil
    }
}
