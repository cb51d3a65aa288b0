import Foundation
import Testing
@testable import CoreGraphics
@_spi(Rendering) @testable import UIKit

/// `CAShapeLayer`'s `strokeStart`/`strokeEnd` trimming: fractions of the whole path's length.
@Suite struct PathTrimmingTests {
    private let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)

    @Test func theWholePathKeepsClosedSubpathsClosed() {
        let pieces = rect.trimmed(from: 0, to: 1, tolerance: 0.1)
        #expect(pieces.count == 1 && pieces[0].isClosed && pieces[0].startDistance == 0)
        #expect(pieces[0].points == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 0, y: 50)])
    }

    @Test func aTrimmedRectangleIsCutAtTheFractionsOfItsPerimeter() {
        // Perimeter 300: a quarter is 75 along the top, three quarters 75 back along the bottom.
        let pieces = rect.trimmed(from: 0.25, to: 0.75, tolerance: 0.1)
        #expect(pieces == [TrimmedSubpath(points: [CGPoint(x: 75, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50),
                                                   CGPoint(x: 25, y: 50)], isClosed: false, startDistance: 75)])
        let closing = rect.trimmed(from: 0.9, to: 1, tolerance: 0.1)
        #expect(closing == [TrimmedSubpath(points: [CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 0)], isClosed: false, startDistance: 270)])
    }

    @Test func theLengthRunsOverEverySubpath() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 10, y: 10))
        let pieces = path.trimmed(from: 0.25, to: 0.75, tolerance: 0.1)
        #expect(pieces == [TrimmedSubpath(points: [CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 0)], isClosed: false, startDistance: 5),
                           TrimmedSubpath(points: [CGPoint(x: 0, y: 10), CGPoint(x: 5, y: 10)], isClosed: false, startDistance: 0)])
    }

    @Test func nothingWhenTheStartIsNotBeforeTheEnd() {
        #expect(rect.trimmed(from: 0.5, to: 0.5, tolerance: 0.1).isEmpty)
        #expect(rect.trimmed(from: 0.8, to: 0.2, tolerance: 0.1).isEmpty)
        #expect(rect.trimmed(from: -1, to: 2, tolerance: 0.1).count == 1, "fractions are clamped")
    }

    @Test func curvesAreFlattenedWithinTheTolerance() {
        let circle = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200), transform: nil)
        let pieces = circle.trimmed(from: 0, to: 0.5, tolerance: 0.01)
        let points = pieces[0].points
        var length: CGFloat = 0
        for index in 1..<points.count { length += hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y) }
        #expect(abs(length - .pi * 100) < 0.05)
        #expect(points.allSatisfy { abs(hypot($0.x, $0.y) - 100) < 0.03 })
        #expect(abs(points.last!.x - -100) < 1e-6 && abs(points.last!.y) < 1e-3, "half the circle from its start at (100, 0)")
    }
}
