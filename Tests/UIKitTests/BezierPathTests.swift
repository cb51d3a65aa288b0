import Foundation
import Testing
@testable import UIKit

@Suite struct BezierPathTests {
    @Test func defaultsAreUIKits() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        #expect(path.bounds.isNull)
        #expect(path.currentPoint == .zero)
        #expect(path.lineWidth == 1 && path.miterLimit == 10 && path.flatness == 0.6)
        #expect(path.lineCapStyle == .butt && path.lineJoinStyle == .miter)
        #expect(!path.usesEvenOddFillRule)
        #expect(path.lineDashPattern.isEmpty && path.lineDashPhase == 0)
    }

    @Test func rectAndOvalShapes() {
        let rect = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(rect.cgPath.recordedElements == [.move(10, 20), .line(40, 20), .line(40, 60), .line(10, 60), .close])
        #expect(rect.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.cgPath.recordedElements.first == .move(100, 25))
        #expect(oval.cgPath.elementTypes == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        #expect(oval.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(CGPoint(x: 50, y: 25)) && !oval.contains(CGPoint(x: 2, y: 2)))
    }

    @Test func roundedRectStartsAfterTheTopLeftCornerAndRunsClockwise() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 8)
        let k = 8 * kappa
        let expected: [RecordedElement] = [
            .move(8, 0), .line(92, 0), .curve(CGPoint(x: 92 + k, y: 0), CGPoint(x: 100, y: 8 - k), CGPoint(x: 100, y: 8)),
            .line(100, 32), .curve(CGPoint(x: 100, y: 32 + k), CGPoint(x: 92 + k, y: 40), CGPoint(x: 92, y: 40)),
            .line(8, 40), .curve(CGPoint(x: 8 - k, y: 40), CGPoint(x: 0, y: 32 + k), CGPoint(x: 0, y: 32)),
            .line(0, 8), .curve(CGPoint(x: 0, y: 8 - k), CGPoint(x: 8 - k, y: 0), CGPoint(x: 8, y: 0)), .close,
        ]
        #expect(areClose(path.cgPath.recordedElements, expected, tolerance: 1e-12))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 8, y: 8)) && path.contains(CGPoint(x: 3, y: 20)))
        #expect(path.cgPath == UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), byRoundingCorners: .allCorners,
                                          cornerRadii: CGSize(width: 8, height: 8)).cgPath)
    }

    @Test func cornerRadiusIsClampedToHalfTheShorterSide() {
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 50)
        #expect(capsule.cgPath.recordedElements.first == .move(10, 0))
        #expect(capsule.contains(CGPoint(x: 10, y: 10)) && capsule.contains(CGPoint(x: 50, y: 1)))
        #expect(!capsule.contains(CGPoint(x: 1, y: 1)))
    }

    @Test func byRoundingCornersRoundsOnlyTheGivenCornersWithTheWidthRadius() {
        // UIKit ignores cornerRadii.height.
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60),
                              byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 10, height: 99))
        #expect(path.cgPath.elementTypes == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addCurveToPoint,
                                             .addLineToPoint, .addLineToPoint, .addCurveToPoint, .closeSubpath])
        #expect(path.cgPath.recordedElements[0] == .move(10, 0))
        #expect(path.cgPath.recordedElements[2] == .line(100, 50))
        #expect(!path.contains(CGPoint(x: 1, y: 1)), "top left is rounded")
        #expect(path.contains(CGPoint(x: 99, y: 1)), "top right is square")
        #expect(!path.contains(CGPoint(x: 99, y: 59)), "bottom right is rounded")
        #expect(path.contains(CGPoint(x: 1, y: 59)), "bottom left is square")
        #expect(UIRectCorner.allCorners.contains([.topLeft, .topRight, .bottomLeft, .bottomRight]))
    }

    @Test func clockwiseIsOnScreenWhereYPointsDown() {
        let down = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(down.currentPoint.isClose(to: CGPoint(x: 40, y: 50)))
        #expect(abs(down.bounds.maxY - 60) < 1e-9 && abs(down.bounds.minY - 50) < 1e-9)
        let up = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(abs(up.bounds.minY - 40) < 1e-9 && abs(up.bounds.maxY - 50) < 1e-9)
        // The full circle as iOS code writes it.
        let circle = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(circle.cgPath.elementTypes == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4))
        #expect(circle.bounds.isClose(to: CGRect(x: -10, y: -10, width: 20, height: 20)))
        // A pie slice: the quarter from 12 to 3 o'clock.
        let slice = UIBezierPath()
        slice.move(to: .zero)
        slice.addArc(withCenter: .zero, radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        slice.close()
        #expect(slice.contains(CGPoint(x: 3, y: -3)) && !slice.contains(CGPoint(x: -3, y: -3)))
    }

    @Test func containsHonoursTheEvenOddRule() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        // The same hole with the non-zero rule: the inner rectangle drawn the other way.
        let punched = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        punched.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)).reversing())
        #expect(!punched.contains(CGPoint(x: 50, y: 50)) && punched.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func cgPathIsACopyBothWays() {
        let source = CGMutablePath()
        source.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let path = UIBezierPath(cgPath: source)
        source.addLine(to: CGPoint(x: 50, y: 50))
        #expect(path.cgPath.elementTypes.count == 5, "later changes to the given path are ignored")
        let snapshot = path.cgPath
        path.addLine(to: CGPoint(x: 20, y: 20))
        #expect(snapshot.elementTypes.count == 5, "a path read earlier does not change")
        #expect(path.cgPath.elementTypes.count == 6)
        path.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func constructionAndTransforms() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 20), controlPoint2: CGPoint(x: 0, y: 15))
        #expect(path.currentPoint == CGPoint(x: 0, y: 10))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 20))
        path.close()
        #expect(path.currentPoint == .zero)
        path.apply(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 1))
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 40, height: 20))
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
        path.removeAllPoints()
        #expect(path.isEmpty && path.bounds.isNull)
        let log = MessageLog()
        log.capture { path.addLine(to: CGPoint(x: 1, y: 1)) }
        #expect(path.isEmpty)
        #expect(log.messages == ["CGPathAddLineToPoint: no current point."])
    }

    @Test func reversingRetracesEachSubpath() {
        let open = UIBezierPath()
        open.move(to: .zero)
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 12, y: 0), controlPoint2: CGPoint(x: 20, y: 8))
        open.addQuadCurve(to: CGPoint(x: 0, y: 20), controlPoint: CGPoint(x: 10, y: 30))
        open.lineWidth = 5
        let reversed = open.reversing()
        #expect(reversed.cgPath.recordedElements == [
            .move(0, 20),
            RecordedElement(type: .addQuadCurveToPoint, points: [CGPoint(x: 10, y: 30), CGPoint(x: 20, y: 10)]),
            .curve(CGPoint(x: 20, y: 8), CGPoint(x: 12, y: 0), CGPoint(x: 10, y: 0)),
            .line(0, 0),
        ])
        #expect(reversed.lineWidth == 5)
        #expect(reversed.reversing().cgPath == open.cgPath)

        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rect.reversing().cgPath.recordedElements == [.move(0, 10), .line(10, 10), .line(10, 0), .line(0, 0), .close])

        let two = UIBezierPath()
        two.move(to: .zero)
        two.addLine(to: CGPoint(x: 1, y: 0))
        two.move(to: CGPoint(x: 5, y: 5))
        two.addLine(to: CGPoint(x: 6, y: 5))
        #expect(two.reversing().cgPath.recordedElements == [.move(6, 5), .line(5, 5), .move(1, 0), .line(0, 0)])
        #expect(UIBezierPath().reversing().isEmpty)
    }

    @Test func lineDashRoundTrips() {
        let path = UIBezierPath()
        path.setLineDash([4, 2, 1], count: 3, phase: 1.5)
        #expect(path.lineDashPattern == [4, 2, 1] && path.lineDashPhase == 1.5)
        var count = 0
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 3)
        var pattern = [CGFloat](repeating: 0, count: count)
        var phase: CGFloat = 0
        path.getLineDash(&pattern, count: nil, phase: &phase)
        #expect(pattern == [4, 2, 1] && phase == 1.5)
        path.setLineDash(nil, count: 0, phase: 0)
        #expect(path.lineDashPattern.isEmpty)
    }

    @Test func copiesKeepTheClassShapeAndProperties() throws {
        final class TaggedPath: UIBezierPath {}
        let path = TaggedPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        path.lineWidth = 3
        path.usesEvenOddFillRule = true
        path.setLineDash([1, 1], count: 2, phase: 0)
        let copy = try #require(path.copy() as? TaggedPath)
        #expect(copy !== path)
        #expect(copy.cgPath == path.cgPath)
        #expect(copy.lineWidth == 3 && copy.usesEvenOddFillRule && copy.lineDashPattern == [1, 1])
        copy.addLine(to: CGPoint(x: 9, y: 9))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
