import Foundation
import Testing
@testable import UIKit

/// `CGPath.contains(_:using:transform:)` on worked examples: both fill rules, open subpaths, curves.
@Suite struct PathContainsTests {
    @Test func rectangleEdgesAreHalfOpenAsCGRectContains() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        for (point, inside) in [((5.0, 5.0), true), ((0, 0), true), ((0, 5), true), ((5, 0), true),
                                ((10, 5), false), ((5, 10), false), ((10, 10), false), ((-1, 5), false)] {
            let point = CGPoint(x: point.0, y: point.1)
            #expect(path.contains(point) == inside, "\(point)")
            #expect(path.contains(point) == CGRect(x: 0, y: 0, width: 10, height: 10).contains(point), "\(point)")
        }
    }

    /// A five-pointed star drawn in one stroke: its center pentagon is wound twice.
    @Test func selfIntersectingStarDiffersByRule() {
        let tips = (0..<5).map { index -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
            return CGPoint(x: 100 * cos(angle), y: 100 * sin(angle))
        }
        let star = CGMutablePath()
        star.addLines(between: tips)
        star.closeSubpath()
        #expect(star.contains(.zero, using: .winding))
        #expect(!star.contains(.zero, using: .evenOdd))
        let inATip = CGPoint(x: 0, y: -80)
        #expect(star.contains(inATip, using: .winding) && star.contains(inATip, using: .evenOdd))
        for outside in [CGPoint(x: 0, y: -110), CGPoint(x: 90, y: 90), CGPoint(x: -60, y: -40)] {
            #expect(!star.contains(outside, using: .winding) && !star.contains(outside, using: .evenOdd), "\(outside)")
        }
    }

    @Test func nestedSubpathsWindByDirection() {
        let outer = CGRect(x: 0, y: 0, width: 100, height: 100), inner = CGRect(x: 25, y: 25, width: 50, height: 50)
        let sameWay = CGMutablePath()
        sameWay.addRects([outer, inner])
        #expect(sameWay.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!sameWay.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(sameWay.contains(CGPoint(x: 10, y: 10), using: .evenOdd))

        let opposite = CGMutablePath()
        opposite.addRect(outer)
        opposite.addLines(between: [CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        opposite.closeSubpath()
        #expect(!opposite.contains(CGPoint(x: 50, y: 50), using: .winding), "a hole: winding 1 − 1")
        #expect(!opposite.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(opposite.contains(CGPoint(x: 10, y: 10), using: .winding))
    }

    @Test func openSubpathsCountAsClosed() {
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)])
        #expect(triangle.contains(CGPoint(x: 10, y: 10)))
        #expect(!triangle.contains(CGPoint(x: 60, y: 60)))
    }

    @Test func segmentsAfterACloseStartAtTheClosedSubpathsStart() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        path.closeSubpath()
        path.addLine(to: CGPoint(x: -10, y: 0))
        path.addLine(to: CGPoint(x: -10, y: -10))
        // The second triangle is (0, 0), (−10, 0), (−10, −10).
        #expect(path.contains(CGPoint(x: -7, y: -3)))
        #expect(!path.contains(CGPoint(x: -3, y: -7)))
        #expect(path.contains(CGPoint(x: 7, y: 3)))
    }

    /// Curves are followed exactly: a point a hair inside or outside is told apart.
    @Test func curvesAreFollowedExactly() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let center = CGPoint(x: 50, y: 50)
        let quarter = circle.recordedElements[1].points
        let curve = (start: CGPoint(x: 100, y: 50), c1: quarter[0], c2: quarter[1], end: quarter[2])
        for t in [0.1, 0.3, 0.5, 0.77] as [CGFloat] {
            let onCurve = cubicPoint(curve, t)
            for (scale, inside) in [(1 - 1e-9, true), (1 + 1e-9, false)] {
                let point = CGPoint(x: center.x + (onCurve.x - center.x) * scale, y: center.y + (onCurve.y - center.y) * scale)
                #expect(circle.contains(point) == inside, "t \(t) scale \(scale)")
                #expect(circle.contains(point, using: .evenOdd) == inside, "t \(t) scale \(scale)")
            }
        }

        // Under the parabola y = 200·t·(1 − t), x = 100·t.
        let arch = CGMutablePath()
        arch.move(to: .zero)
        arch.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        arch.closeSubpath()
        #expect(arch.contains(CGPoint(x: 25, y: 37.5 - 1e-9)))
        #expect(!arch.contains(CGPoint(x: 25, y: 37.5 + 1e-9)))
        #expect(arch.contains(CGPoint(x: 50, y: 50 - 1e-9)))
        #expect(!arch.contains(CGPoint(x: 50, y: 50 + 1e-9)))
    }

    private func cubicPoint(_ c: (start: CGPoint, c1: CGPoint, c2: CGPoint, end: CGPoint), _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * u * c.start.x + 3 * u * u * t * c.c1.x + 3 * u * t * t * c.c2.x + t * t * t * c.end.x,
                       y: u * u * u * c.start.y + 3 * u * u * t * c.c1.y + 3 * u * t * t * c.c2.y + t * t * t * c.end.y)
    }
}
