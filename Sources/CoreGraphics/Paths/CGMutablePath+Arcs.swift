import Foundation

#if !canImport(Darwin)
extension CGMutablePath {
    /// Adds an arc of a circle, possibly preceded by a straight line segment (`CGPathAddArc`).
    ///
    /// The arc is approximated by Bézier curves of at most a quarter turn each. Angles are in
    /// radians from the positive x axis toward the positive y axis; `clockwise: true` draws
    /// toward decreasing angles — clockwise in CoreGraphics' y-up space, counterclockwise on a
    /// screen whose y axis points down. A difference of a whole turn or more in the drawing
    /// direction draws the whole circle (so from 0 to 2π with `clockwise: true` draws nothing,
    /// and from 2π to 0 draws a full circle). If the path has a current point, a line joins it
    /// to the arc's start; otherwise the arc's start begins a new subpath.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        addArc(CircularArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: clockwise), transform: transform)
    }

    /// Adds an arc of a circle from `startAngle` through `startAngle + delta`, possibly preceded
    /// by a straight line segment (`CGPathAddRelativeArc`): a positive `delta` draws toward
    /// increasing angles, a negative one toward decreasing angles; it is drawn as given, even past
    /// a whole turn.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(CircularArc(center: center, radius: radius, startAngle: startAngle, sweep: delta),
               transform: transform)
    }

    /// Adds an arc of a circle of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from `tangent1End` to `tangent2End`, preceded by a straight
    /// line from the current point to where the arc starts (`CGPathAddArcToPoint`). The current
    /// point becomes the arc's end, on the second line.
    ///
    /// When the three points are on one line, when two of them coincide, or when `radius` is not
    /// positive, there is no arc: a line to `tangent1End` is added instead. The tangent points are
    /// worked out where `transform` maps from: the current point is mapped back through its
    /// inverse first.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint("CGPathAddArcToPoint") else { return }
        let start = currentPoint.applying(transform.inverted())
        let back = CGPoint(x: start.x - tangent1End.x, y: start.y - tangent1End.y)
        let forward = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let backLength = hypot(back.x, back.y), forwardLength = hypot(forward.x, forward.y)
        let cross = back.x * forward.y - back.y * forward.x
        guard radius > 0, backLength > 0, forwardLength > 0, cross != 0 else {
            return addLine(to: tangent1End, transform: transform)
        }
        let u1 = CGPoint(x: back.x / backLength, y: back.y / backLength)
        let u2 = CGPoint(x: forward.x / forwardLength, y: forward.y / forwardLength)
        // The angle between the two lines at the corner, and where the circle touches them.
        let cornerAngle = atan2(abs(cross) / (backLength * forwardLength), u1.x * u2.x + u1.y * u2.y)
        let tangentDistance = radius / tan(cornerAngle / 2)
        let centerDistance = radius / sin(cornerAngle / 2)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let center = CGPoint(x: tangent1End.x + bisector.x / bisectorLength * centerDistance,
                             y: tangent1End.y + bisector.y / bisectorLength * centerDistance)
        let touch1 = CGPoint(x: tangent1End.x + u1.x * tangentDistance, y: tangent1End.y + u1.y * tangentDistance)
        // A left turn (toward increasing angles) sweeps positively; the arc is always the short way.
        let sweep = (cross < 0 ? 1 : -1) * (CGFloat.pi - cornerAngle)
        addArc(CircularArc(center: center, radius: radius,
                           startAngle: atan2(touch1.y - center.y, touch1.x - center.x), sweep: sweep),
               transform: transform)
    }

    /// Appends `arc`'s curves, joined from the current point by a line, or begun with a move on
    /// an empty path.
    private func addArc(_ arc: CircularArc, transform: CGAffineTransform) {
        let start = arc.startPoint.applying(transform)
        if let current = storage.currentPoint {
            if current != start { storage.append(.line(to: start)) }
        } else {
            storage.append(.move(to: start))
        }
        for curve in arc.curves {
            storage.append(.curve(to: curve.end.applying(transform), control1: curve.control1.applying(transform),
                                  control2: curve.control2.applying(transform)))
        }
    }
}
#endif
