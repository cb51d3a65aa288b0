import Foundation
import PropertyBased
import Testing
@testable import CoreGraphics
@testable import UIKit

/// Random paths checked against straightforward oracles: a crossing-number count and an angle
/// sum for polygons, fine flattening for curves, dense sampling for curve extremes.
@Suite struct PathOracleTests {
    private let seeds = Gen<UInt64>.value(in: 0...UInt64.max)

    @Test func polygonContainsMatchesCrossingAndAngleOracles() async {
        await propertyCheck(count: 400, input: seeds) { seed in
            var rng = SplitMix64(seed: seed)
            let polygon = (0..<Int.random(in: 3...12, using: &rng)).map { _ in
                CGPoint(x: CGFloat.random(in: 0...100, using: &rng), y: CGFloat.random(in: 0...100, using: &rng))
            }
            let path = CGMutablePath()
            path.addLines(between: polygon)
            if Bool.random(using: &rng) { path.closeSubpath() }
            for _ in 0..<25 {
                let point = CGPoint(x: CGFloat.random(in: -10...110, using: &rng), y: CGFloat.random(in: -10...110, using: &rng))
                guard distance(from: point, toPolygon: polygon) > 1e-7 else { continue }
                #expect(path.contains(point, using: .evenOdd) == crossingNumberIsOdd(point, polygon), "\(point) in \(polygon)")
                #expect(path.contains(point, using: .winding) == (angleWindingNumber(point, polygon) != 0), "\(point) in \(polygon)")
            }
        }
    }

    @Test func curvedContainsMatchesFineFlattening() async {
        await propertyCheck(count: 300, input: seeds) { seed in
            var rng = SplitMix64(seed: seed)
            let (path, outline) = randomCurvedPath(using: &rng)
            for _ in 0..<25 {
                let point = CGPoint(x: CGFloat.random(in: -10...110, using: &rng), y: CGFloat.random(in: -10...110, using: &rng))
                // Fine flattening strays from the curves by far less than this.
                guard distance(from: point, toPolygon: outline) > 0.01 else { continue }
                #expect(path.contains(point, using: .winding) == (angleWindingNumber(point, outline) != 0), "\(point) seed \(seed)")
                #expect(path.contains(point, using: .evenOdd) == crossingNumberIsOdd(point, outline), "\(point) seed \(seed)")
            }
        }
    }

    @Test func pathBoxIsTheExtentOfDenseSamples() async {
        await propertyCheck(count: 300, input: seeds) { seed in
            var rng = SplitMix64(seed: seed)
            let (path, outline) = randomCurvedPath(using: &rng)
            var samples = BoundingBox()
            for point in outline { samples.add(point) }
            let box = path.boundingBoxOfPath
            // Every sample lies in the box, and the box reaches no farther than sampling error.
            #expect(encloses(box, samples.rect), "\(box) vs \(samples.rect), seed \(seed)")
            #expect(box.isClose(to: samples.rect, tolerance: 2e-3), "\(box) vs \(samples.rect), seed \(seed)")
            #expect(encloses(path.boundingBox, box), "seed \(seed)")
        }
    }

    /// One closed subpath of random lines, quadratic and cubic curves in 0…100, with its outline
    /// flattened into 500 pieces a curve.
    private func randomCurvedPath(using rng: inout SplitMix64) -> (CGMutablePath, [CGPoint]) {
        func randomPoint() -> CGPoint {
            CGPoint(x: CGFloat.random(in: 0...100, using: &rng), y: CGFloat.random(in: 0...100, using: &rng))
        }
        let path = CGMutablePath()
        var current = randomPoint()
        path.move(to: current)
        var outline = [current]
        let steps = 500
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
            let end = randomPoint()
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                path.addLine(to: end)
                outline.append(end)
            case 1:
                let control = randomPoint()
                path.addQuadCurve(to: end, control: control)
                let start = current
                outline += (1...steps).map { step in
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    return CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                                   y: u * u * start.y + 2 * u * t * control.y + t * t * end.y)
                }
            default:
                let c1 = randomPoint(), c2 = randomPoint()
                path.addCurve(to: end, control1: c1, control2: c2)
                let start = current
                outline += (1...steps).map { step in
                    let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    return CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                                   y: a * start.y + b * c1.y + c * c2.y + d * end.y)
                }
            }
            current = end
        }
        path.closeSubpath()
        return (path, outline)
    }
}

/// Whether `outer` contains `inner`, give or take rounding.
private func encloses(_ outer: CGRect, _ inner: CGRect) -> Bool {
    let slack: CGFloat = 1e-9
    return outer.minX - slack <= inner.minX && outer.minY - slack <= inner.minY
        && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
}

/// The even-odd test as it is usually written: count the edges a rightward ray crosses.
private func crossingNumberIsOdd(_ p: CGPoint, _ polygon: [CGPoint]) -> Bool {
    var inside = false
    var j = polygon.count - 1
    for i in polygon.indices {
        let a = polygon[i], b = polygon[j]
        if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {
            inside.toggle()
        }
        j = i
    }
    return inside
}

/// The winding number as the total angle the polygon turns around the point, in whole turns.
private func angleWindingNumber(_ p: CGPoint, _ polygon: [CGPoint]) -> Int {
    var total: CGFloat = 0
    for i in polygon.indices {
        let a = polygon[i], b = polygon[(i + 1) % polygon.count]
        let (ax, ay, bx, by) = (a.x - p.x, a.y - p.y, b.x - p.x, b.y - p.y)
        total += atan2(ax * by - ay * bx, ax * bx + ay * by)
    }
    return Int((total / (2 * .pi)).rounded())
}

/// The distance from `p` to the closed polygon's outline.
private func distance(from p: CGPoint, toPolygon polygon: [CGPoint]) -> CGFloat {
    var best = CGFloat.infinity
    for i in polygon.indices {
        let a = polygon[i], b = polygon[(i + 1) % polygon.count]
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared))
        best = min(best, hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)))
    }
    return best
}
