import UIKit
import XCTest

/// Bezier paths, CoreGraphics paths and 3D transforms as iOS code uses them.
final class PathPortingTests: XCTestCase {
    func testCardFlipTransform() {
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500.0
        transform = CATransform3DRotate(transform, CGFloat.pi / 4, 0, 1, 0)
        XCTAssertFalse(CATransform3DIsIdentity(transform))
        XCTAssertFalse(CATransform3DIsAffine(transform))

        let roundTrip = CATransform3DConcat(transform, CATransform3DInvert(transform))
        XCTAssertEqual(roundTrip.m11, 1, accuracy: 1e-12)
        XCTAssertEqual(roundTrip.m34, 0, accuracy: 1e-12)
        XCTAssertEqual(roundTrip.m44, 1, accuracy: 1e-12)

        let scale = CATransform3DMakeScale(2, 3, 1)
        XCTAssertTrue(CATransform3DIsAffine(scale))
        XCTAssertEqual(CATransform3DGetAffineTransform(scale), CGAffineTransform(scaleX: 2, y: 3))
        XCTAssertTrue(CATransform3DEqualToTransform(CATransform3DMakeAffineTransform(.identity), CATransform3DIdentity))
        XCTAssertEqual(CATransform3DTranslate(CATransform3DIdentity, 10, 20, 0).m41, 10)
    }

    func testRoundedTopCornersMask() {
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
        let path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
                                cornerRadii: CGSize(width: 12, height: 12))
        XCTAssertEqual(path.bounds, bounds)
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)))
        XCTAssertFalse(path.contains(CGPoint(x: 199, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 1, y: 119)))
        XCTAssertTrue(path.contains(CGPoint(x: 100, y: 60)))
        let cgPath: CGPath = path.cgPath
        XCTAssertEqual(cgPath.boundingBox, bounds)
    }

    func testProgressRingAndPieSlice() {
        let center = CGPoint(x: 50, y: 50)
        let ring = UIBezierPath(arcCenter: center, radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        ring.lineWidth = 6
        ring.lineCapStyle = .round
        XCTAssertEqual(ring.bounds.width, 80, accuracy: 1e-9)
        XCTAssertEqual(ring.currentPoint.x, 50, accuracy: 1e-9)
        XCTAssertEqual(ring.currentPoint.y, 10, accuracy: 1e-9)

        let slice = UIBezierPath()
        slice.move(to: center)
        slice.addArc(withCenter: center, radius: 40, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        slice.close()
        XCTAssertTrue(slice.contains(CGPoint(x: 60, y: 40)))
        XCTAssertFalse(slice.contains(CGPoint(x: 40, y: 40)))
        XCTAssertFalse(slice.contains(CGPoint(x: 60, y: 60)))
    }

    func testCGMutablePathDashAndElements() {
        let cgPath = CGMutablePath()
        cgPath.addRoundedRect(in: CGRect(x: 0, y: 0, width: 80, height: 40), cornerWidth: 8, cornerHeight: 8)
        cgPath.addEllipse(in: CGRect(x: 20, y: 10, width: 20, height: 20))
        let path = UIBezierPath(cgPath: cgPath)
        path.usesEvenOddFillRule = true
        XCTAssertFalse(path.contains(CGPoint(x: 30, y: 20)))
        XCTAssertTrue(path.contains(CGPoint(x: 60, y: 20)))

        path.setLineDash([4, 2], count: 2, phase: 0)
        var count = 0
        path.getLineDash(nil, count: &count, phase: nil)
        XCTAssertEqual(count, 2)

        var curves = 0
        path.cgPath.applyWithBlock { element in
            if element.pointee.type == .addCurveToPoint { curves += 1 }
        }
        XCTAssertEqual(curves, 8)

        let copy = path.copy() as! UIBezierPath
        copy.apply(CGAffineTransform(scaleX: 0.5, y: 0.5))
        XCTAssertEqual(copy.bounds, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 80, height: 40))
        let corners: UIRectCorner = .allCorners
        XCTAssertTrue(corners.contains(.bottomRight))
    }
}
