import Foundation

/// An animation that applies a spring-like force to a layer's property, as Core Animation's
/// `CASpringAnimation`: a mass on a damped spring moves from `fromValue` to `toValue`
/// (overshooting when underdamped). The spring's motion is exact (the closed form of the
/// damped oscillator); the animation lasts `duration` — set it to `settlingDuration` to let
/// the spring come to rest. The timing function does not apply.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object attached to the spring. Default 1; must be above 0.
    open var mass: CGFloat = 1
    /// The spring stiffness coefficient. Default 100; must be above 0.
    open var stiffness: CGFloat = 100
    /// The friction. Default 10; 0 never settles. Above the critical value (2·√(stiffness·mass))
    /// it is clamped to it unless `allowsOverdamping`.
    open var damping: CGFloat = 10
    /// The initial velocity, as a fraction of the distance per second (a positive value moves
    /// toward `toValue`). Default 0.
    open var initialVelocity: CGFloat = 0
    /// Whether a damping above the critical value slows the spring further. Default false.
    open var allowsOverdamping = false

    /// Creates a spring that settles in about `perceptualDuration` seconds with `bounce` (0: no
    /// overshoot, up to 1: more; negative: overdamped), as iOS 17's initializer; the stiffness
    /// and damping follow from them.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let response = max(perceptualDuration, 0.001)
        stiffness = pow(2 * .pi / response, 2)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = 4 * .pi * ratio / response
        allowsOverdamping = bounce < 0
    }

    /// The duration the spring's perceived motion lasts: 2π·√(mass/stiffness).
    open var perceptualDuration: TimeInterval {
        mass > 0 && stiffness > 0 ? 2 * .pi * Double((mass / stiffness).squareRoot()) : 0
    }

    /// How much the spring overshoots: 1 − damping ratio when underdamped; negative when overdamped.
    open var bounce: CGFloat {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - CGFloat(ratio) : CGFloat(1 / ratio - 1)
    }

    /// The time the spring takes to come to rest: until it stays within 0.1% of the distance.
    open var settlingDuration: CFTimeInterval {
        var time = 0.0, still = 0.0
        let step = 1.0 / 60
        while time < 60 {
            time += step
            if abs(1 - displacement(at: time)) < 0.001 { still += step } else { still = 0 }
            if still >= 0.1 { return time - still }
        }
        return time
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    override func progress(at iterationTime: CFTimeInterval) -> Double {
        displacement(at: iterationTime)
    }

    private var dampingRatio: Double {
        let m = Double(max(mass, 1e-6)), k = Double(max(stiffness, 1e-6))
        let ratio = Double(max(damping, 0)) / (2 * (k * m).squareRoot())
        return allowsOverdamping ? ratio : min(ratio, 1)
    }

    /// Where the mass is at `time`, 0 at the start and 1 at rest.
    private func displacement(at time: Double) -> Double {
        let m = Double(max(mass, 1e-6)), k = Double(max(stiffness, 1e-6))
        let omega = (k / m).squareRoot(), zeta = dampingRatio, v = Double(initialVelocity)
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * time) * (cos(omegaD * time) + (zeta * omega - v) / omegaD * sin(omegaD * time))
        }
        if zeta == 1 {
            return 1 - (1 + (omega - v) * time) * exp(-omega * time)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c1 = (v + r2) / (r1 - r2), c2 = -1 - c1
        return 1 + c1 * exp(r1 * time) + c2 * exp(r2 * time)
    }
}
