import Foundation
@_spi(Rendering) @testable @_spi(Host) import UIKit

/// A hand-stepped clock for Core Animation tests, and a delegate that records its calls.
@MainActor
enum CoreAnimationFixture {
    static func manualClock(at time: TimeInterval = 100) -> ManualAnimationClock {
        Animator.shared.reset()
        let clock = ManualAnimationClock(now: time)
        Animator.shared.clock = clock
        return clock
    }

    /// A standalone layer that has been displayed, so that it makes implicit animations.
    static func displayedLayer<L: CALayer>(_ layer: L) -> L {
        layer.hasBeenDisplayed = true
        return layer
    }
}

@MainActor
final class AnimationDelegateLog: CAAnimationDelegate {
    var events: [String] = []

    func animationDidStart(_ anim: CAAnimation) {
        events.append("start \(anim.value(forKey: "name") as? String ?? "?")")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(anim.value(forKey: "name") as? String ?? "?") \(flag)")
    }
}
