import Foundation

#if !canImport(Darwin)
/// An arc of a circle, as CoreGraphics approximates it: cubic Béziers of at most a quarter turn
/// each, equal in angle, whose end points and end tangents lie exactly on the circle.
struct CircularArc: Sendable {
    var center: CGPoint
    var radius: CGFloat
    /// The angle of the first end point, in radians from the positive x axis toward the positive y axis.
    var startAngle: CGFloat
    /// The signed angle swept: positive toward the positive y axis.
    var sweep: CGFloat

    /// The arc from `startAngle` to `endAngle` in the direction CoreGraphics' `clockwise` names
    /// (`clockwise: true` sweeps toward decreasing angles), as `CGPathAddArc` and the canvas
    /// `arc()` read them: a difference of a whole turn or more in the asked direction draws the
    /// whole circle; any other difference is taken modulo a turn, in that direction.
    init(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let turn = 2 * CGFloat.pi
        let difference = endAngle - startAngle
        var sweep: CGFloat
        if clockwise {
            if -difference >= turn {
                sweep = -turn
            } else {
                sweep = difference.truncatingRemainder(dividingBy: turn)
                if sweep > 0 { sweep -= turn }
            }
        } else {
            if difference >= turn {
                sweep = turn
            } else {
                sweep = difference.truncatingRemainder(dividingBy: turn)
                if sweep < 0 { sweep += turn }
            }
        }
        self.init(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
    }

    init(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.sweep = sweep
    }

    /// The point of the circle at `angle`.
    func point(at angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    var startPoint: CGPoint { point(at: startAngle) }

    /// The cubic Béziers that draw the arc, in order; none when the sweep is zero.
    var curves: [CubicBezier] {
        guard sweep != 0, sweep.isFinite else { return [] }
        // A quarter turn is one curve even when rounding puts the ratio a hair above 1.
        let count = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        // The control points sit on the end tangents at 4/3·tan(θ/4) of the radius.
        let handle = 4 / 3 * tan(step / 4) * radius
        var curves: [CubicBezier] = []
        curves.reserveCapacity(count)
        var angle = startAngle
        var from = point(at: angle)
        for index in 1...count {
            let nextAngle = index == count ? startAngle + sweep : startAngle + step * CGFloat(index)
            let to = point(at: nextAngle)
            curves.append(CubicBezier(
                start: from,
                control1: CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
                control2: CGPoint(x: to.x + handle * sin(nextAngle), y: to.y - handle * cos(nextAngle)),
                end: to))
            angle = nextAngle
            from = to
        }
        return curves
    }
}
#endif
