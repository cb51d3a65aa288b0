import Foundation

/// How an animation's progress follows time: Core Animation's named cubic Bézier curves, or a
/// damped spring.
package enum TimingCurve: Sendable, Equatable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// A spring with UIKit's parameters: the damping ratio (1 = no oscillation) and the initial
    /// velocity relative to the whole distance per second; it settles within the duration.
    case spring(dampingRatio: CGFloat, initialVelocity: CGFloat)
    /// A cubic Bézier from (0,0) to (1,1) with two control points.
    case cubic(x1: Double, y1: Double, x2: Double, y2: Double)

    /// Progress (0 at the start, 1 at the end, a spring may overshoot) at `fraction` of the
    /// duration, for an animation lasting `duration` seconds.
    package func progress(at fraction: Double, duration: TimeInterval) -> Double {
        let t = min(max(fraction, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return Self.bezier(0.42, 0, 1, 1, at: t)
        case .easeOut: return Self.bezier(0, 0, 0.58, 1, at: t)
        case .easeInOut: return Self.bezier(0.42, 0, 0.58, 1, at: t)
        case .spring(let damping, let velocity):
            return t >= 1 ? 1 : Self.spring(damping: Double(damping), velocity: Double(velocity), time: t * duration, duration: duration)
        case .cubic(let x1, let y1, let x2, let y2): return Self.bezier(x1, y1, x2, y2, at: t)
        }
    }

    /// The y of a cubic Bézier from (0,0) to (1,1) with control points (x1,y1), (x2,y2) at x = t.
    package static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func sample(_ a1: Double, _ a2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a1 + 3 * u * s * s * a2 + s * s * s
        }
        // Solve x(s) = x by bisection: monotonic, 30 steps reach double-ish precision quickly.
        var low = 0.0, high = 1.0, s = x
        for _ in 0..<40 {
            s = (low + high) / 2
            if sample(x1, x2, s) < x { low = s } else { high = s }
        }
        return sample(y1, y2, s)
    }

    /// A damped harmonic oscillator from 0 to 1 whose envelope falls to 0.1% by `duration`.
    private static func spring(damping: Double, velocity: Double, time: Double, duration: Double) -> Double {
        let zeta = min(max(damping, 0.01), 1)
        let omega = log(1000) / (zeta * max(duration, 1e-6))
        if zeta >= 1 {
            // Critically damped: x(t) = 1 − (1 + (ω − v)·t)·e^(−ωt).
            return 1 - (1 + (omega - velocity) * time) * exp(-omega * time)
        }
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let envelope = exp(-zeta * omega * time)
        return 1 - envelope * (cos(omegaD * time) + (zeta * omega - velocity) / omegaD * sin(omegaD * time))
    }
}
