import Foundation
import Testing
@testable import UIKit

/// CGPath and CGMutablePath: elements, shapes, arcs, bounding boxes, transforms and copies.
@Suite struct PathTests {
    @Test func emptyPathHasNoElementsNoPointAndANullBox() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(!path.contains(.zero))
        path.move(to: CGPoint(x: 3, y: 4))
        #expect(!path.isEmpty, "a move is an element")
        #expect(path.currentPoint == CGPoint(x: 3, y: 4))
        #expect(path.boundingBox == CGRect(x: 3, y: 4, width: 0, height: 0))
    }

    @Test func segmentsNeedACurrentPoint() {
        let log = MessageLog()
        let path = CGMutablePath()
        log.capture {
            path.addLine(to: CGPoint(x: 1, y: 1))
            path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: .zero)
            path.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: .zero)
            path.addArc(tangent1End: CGPoint(x: 1, y: 0), tangent2End: CGPoint(x: 1, y: 1), radius: 1)
            path.closeSubpath()
        }
        #expect(path.isEmpty)
        #expect(log.messages == ["CGPathAddLineToPoint: no current point.", "CGPathAddQuadCurveToPoint: no current point.",
                                 "CGPathAddCurveToPoint: no current point.", "CGPathAddArcToPoint: no current point."])
    }

    @Test func closingReturnsTheCurrentPointToTheSubpathStart() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        #expect(path.currentPoint == CGPoint(x: 5, y: 2))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        #expect(path.recordedElements == [.move(1, 2), .line(5, 2), .close])
    }

    @Test func rectanglesStartAtTheMinimumCornerAndClose() {
        let expected: [RecordedElement] = [.move(0, 0), .line(10, 0), .line(10, 20), .line(0, 20), .close]
        #expect(CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil).recordedElements == expected)
        #expect(CGPath(rect: CGRect(x: 10, y: 20, width: -10, height: -20), transform: nil).recordedElements == expected,
                "a rectangle given from its other corner is the same rectangle")
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        #expect(path.elementTypes.count == 10)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 6, height: 6))
        let lines = CGMutablePath()
        lines.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 4)])
        #expect(lines.recordedElements == [.move(0, 0), .line(3, 0), .line(3, 4)])
        lines.addLines(between: [])
        #expect(lines.elementTypes.count == 3)
    }

    @Test func ellipseIsFourQuarterCurvesFromTheMaximumXEdge() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let k = 50 * kappa
        let expected: [RecordedElement] = [
            .move(100, 50),
            .curve(CGPoint(x: 100, y: 50 + k), CGPoint(x: 50 + k, y: 100), CGPoint(x: 50, y: 100)),
            .curve(CGPoint(x: 50 - k, y: 100), CGPoint(x: 0, y: 50 + k), CGPoint(x: 0, y: 50)),
            .curve(CGPoint(x: 0, y: 50 - k), CGPoint(x: 50 - k, y: 0), CGPoint(x: 50, y: 0)),
            .curve(CGPoint(x: 50 + k, y: 0), CGPoint(x: 100, y: 50 - k), CGPoint(x: 100, y: 50)),
            .close,
        ]
        #expect(path.recordedElements == expected)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.boundingBoxOfPath.isClose(to: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(path.currentPoint == CGPoint(x: 100, y: 50))
    }

    @Test func roundedRectCornersAreQuarterEllipses() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 10, cornerHeight: 20,
                          transform: nil)
        let (kx, ky) = (10 * kappa, 20 * kappa)
        let expected: [RecordedElement] = [
            .move(100, 20), .line(100, 40),
            .curve(CGPoint(x: 100, y: 40 + ky), CGPoint(x: 90 + kx, y: 60), CGPoint(x: 90, y: 60)), .line(10, 60),
            .curve(CGPoint(x: 10 - kx, y: 60), CGPoint(x: 0, y: 40 + ky), CGPoint(x: 0, y: 40)), .line(0, 20),
            .curve(CGPoint(x: 0, y: 20 - ky), CGPoint(x: 10 - kx, y: 0), CGPoint(x: 10, y: 0)), .line(90, 0),
            .curve(CGPoint(x: 90 + kx, y: 0), CGPoint(x: 100, y: 20 - ky), CGPoint(x: 100, y: 20)), .close,
        ]
        #expect(path.recordedElements == expected)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(!path.contains(CGPoint(x: 1, y: 1)), "the corner is cut")
        #expect(path.contains(CGPoint(x: 5, y: 30)))
        #expect(path.contains(CGPoint(x: 50, y: 1)))
        // A corner size of 0 is a plain rectangle.
        let square = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 0, cornerHeight: 3,
                            transform: nil)
        #expect(square == CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
    }

    @Test func quarterArcIsOneCurveWithControlPointsOnTheTangents() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let expected: [RecordedElement] = [
            .move(10, 0), .curve(CGPoint(x: 10, y: 10 * kappa), CGPoint(x: 10 * kappa, y: 10), CGPoint(x: 0, y: 10)),
        ]
        #expect(areClose(path.recordedElements, expected, tolerance: 1e-12))
    }

    @Test(arguments: [
        // (start, end, clockwise, curves, end point)
        (0.0, 2 * CGFloat.pi, false, 4, CGPoint(x: 10, y: 0)),
        (0.0, 2 * CGFloat.pi, true, 0, CGPoint(x: 10, y: 0)),  // "draws nothing", as CGPathAddArc's header warns
        (2 * CGFloat.pi, 0.0, true, 4, CGPoint(x: 10, y: 0)),
        (0.0, 3 * CGFloat.pi / 2, false, 3, CGPoint(x: 0, y: -10)),
        (0.0, -CGFloat.pi / 2, false, 3, CGPoint(x: 0, y: -10)),
        (0.0, -CGFloat.pi / 2, true, 1, CGPoint(x: 0, y: -10)),
        (0.0, 5 * CGFloat.pi, false, 4, CGPoint(x: 10, y: 0)),
        (0.0, 5 * CGFloat.pi, true, 2, CGPoint(x: -10, y: 0)),
        (1.0, 1.0, false, 0, CGPoint(x: 10 * cos(1.0), y: 10 * sin(1.0))),
    ])
    func arcSweepsFollowTheDirection(start: CGFloat, end: CGFloat, clockwise: Bool, curves: Int, endPoint: CGPoint) {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: start, endAngle: end, clockwise: clockwise)
        #expect(path.elementTypes == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: curves))
        #expect(path.currentPoint.isClose(to: endPoint))
    }

    @Test func arcJoinsTheCurrentPointWithALine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        path.closeSubpath()
        #expect(path.elementTypes == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .closeSubpath])
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: -1, y: 5)))
        // A relative arc is drawn as given: half a turn downward through (0, −1).
        let relative = CGMutablePath()
        relative.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: -.pi)
        #expect(relative.elementTypes == [.moveToPoint, .addCurveToPoint, .addCurveToPoint])
        #expect(relative.recordedElements[1].points[2].isClose(to: CGPoint(x: 0, y: -1)))
        #expect(relative.currentPoint.isClose(to: CGPoint(x: -1, y: 0)))
    }

    @Test func tangentArcRoundsTheCorner() {
        let left = CGMutablePath()
        left.move(to: .zero)
        left.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        let expected: [RecordedElement] = [
            .move(0, 0), .line(6, 0), .curve(CGPoint(x: 6 + 4 * kappa, y: 0), CGPoint(x: 10, y: 4 - 4 * kappa), CGPoint(x: 10, y: 4)),
        ]
        #expect(areClose(left.recordedElements, expected))
        let right = CGMutablePath()
        right.move(to: .zero)
        right.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: -10), radius: 4)
        #expect(right.recordedElements[1].isClose(to: .line(6, 0)))
        #expect(right.currentPoint.isClose(to: CGPoint(x: 10, y: -4)))
        // Collinear points, or no radius: a line to the first tangent end.
        for (second, radius) in [(CGPoint(x: 20, y: 0), CGFloat(4)), (CGPoint(x: 10, y: 10), 0)] {
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: second, radius: radius)
            #expect(path.recordedElements == [.move(0, 0), .line(10, 0)])
        }
    }

    @Test func boundingBoxKeepsControlPointsAndPathBoxFindsTheExtremes() {
        let cubic = CGMutablePath()
        cubic.move(to: .zero)
        cubic.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(cubic.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(cubic.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 75))

        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(quad.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(quad.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))

        // An S curve turns twice in y, at t = (3 ± √3)/6, reaching ±50√3/3.
        let s = CGMutablePath()
        s.move(to: .zero)
        s.addCurve(to: CGPoint(x: 300, y: 0), control1: CGPoint(x: 100, y: 100), control2: CGPoint(x: 200, y: -100))
        let reach = 50 * 3.squareRoot() / 3
        #expect(s.boundingBoxOfPath.isClose(to: CGRect(x: 0, y: -reach, width: 300, height: 2 * reach)))

        // A quarter arc centered on the x axis: the curve reaches x = 10; its control points go past it.
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 10, startAngle: -.pi / 4, endAngle: .pi / 4, clockwise: false)
        let edge = 10 * cos(CGFloat.pi / 4)
        #expect(arc.boundingBoxOfPath.isClose(to: CGRect(x: edge, y: -edge, width: 10 - edge, height: 2 * edge)))
        let handle = 4 / 3 * tan(CGFloat.pi / 8) * 10
        #expect(arc.boundingBox.isClose(to: CGRect(x: edge, y: -edge, width: handle * sin(.pi / 4), height: 2 * edge)))
    }

    @Test func transformsMapEveryPoint() {
        let scaleThenMove = CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 20), transform: scaleThenMove)
        #expect(path.recordedElements == [.move(5, 5), .line(25, 5), .line(25, 45), .line(5, 45), .close])

        var quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: &quarterTurn)
        #expect(ellipse.boundingBoxOfPath.isClose(to: CGRect(x: -50, y: 0, width: 50, height: 100)))

        var double = CGAffineTransform(scaleX: 2, y: 2)
        let square = CGPath(rect: CGRect(x: 1, y: 1, width: 1, height: 1), transform: nil)
        #expect(square.copy(using: &double)?.boundingBox == CGRect(x: 2, y: 2, width: 2, height: 2))
        #expect(square.mutableCopy(using: &double)?.boundingBox == CGRect(x: 2, y: 2, width: 2, height: 2))
        #expect(square.copy(using: nil) == square)

        let combined = CGMutablePath()
        combined.addPath(square, transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(combined.boundingBox == CGRect(x: 11, y: 1, width: 1, height: 1))

        // contains(_:using:transform:) maps the point, not the path.
        let unit = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(unit.contains(CGPoint(x: 15, y: 5), transform: CGAffineTransform(translationX: -10, y: 0)))
        #expect(!unit.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: -10, y: 0)))
    }

    @Test func copiesAreIndependentAndEqual() throws {
        let original = CGMutablePath()
        original.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let frozen = try #require(original.copy())
        let mutable = try #require(original.mutableCopy())
        #expect(frozen == original && mutable == original)
        #expect(Set([frozen, original, mutable]).count == 1)
        mutable.addLine(to: .zero)
        original.move(to: CGPoint(x: 50, y: 50))
        #expect(frozen.elementTypes.count == 6)
        #expect(mutable.elementTypes.count == 7 && mutable != original)
        #expect(!(frozen is CGMutablePath))
    }

    @Test func applierFunctionSeesEveryElement() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        var count = 0
        path.apply(info: &count) { info, element in
            info!.assumingMemoryBound(to: Int.self).pointee += element.pointee.type == .closeSubpath ? 100 : 1
        }
        #expect(count == 104)
    }
}
