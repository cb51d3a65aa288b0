import Foundation
import Testing
@testable import UIKit

@Suite struct GeometryTests {
    @Test func edgeInsetsDefaultsAndInsetting() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect(0, 0, 100, 50).inset(by: insets) == rect(2, 1, 94, 46))
        #expect(insets + insets == UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
    }

    @Test func indexPathItemAndSection() {
        var path = IndexPath(item: 3, section: 7)
        #expect(path.item == 3 && path.section == 7 && path.count == 2)
        #expect(path == [7, 3])
        path.item = 4
        path.section = 1
        #expect(path == IndexPath(item: 4, section: 1))
    }

    @Test func itemPathCursorMakesThePathsTheSetterMakes() {
        var cursor = ItemPathCursor(section: 3)
        for item in [1, 0, 7, 1_000_000, Int.max] {
            cursor.point(at: item)
            var expected = IndexPath(item: 0, section: 3)
            expected.item = item
            #expect(cursor.path == expected && cursor.path.hashValue == expected.hashValue)
            #expect(cursor.path.item == item && cursor.path.section == 3 && cursor.path.count == 2)
        }
        let kept = cursor.path
        cursor.point(at: 5)
        #expect(kept.item == Int.max, "a copy taken earlier keeps its item")
    }

    @Test func affineTransformInitializers() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == .identity)
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(scale) == CGPoint(x: 2, y: 3))
        let move = CGAffineTransform(translationX: 5, y: -5)
        #expect(CGPoint(x: 1, y: 1).applying(move) == CGPoint(x: 6, y: -4))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
    }

    @Test func affineTransformConcatenationAppliesSelfFirst() {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 2))
        let moveThenScale = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 2))
        #expect(CGAffineTransform.identity.scaledBy(x: 3, y: 4) == CGAffineTransform(scaleX: 3, y: 4))
        let rotated = CGAffineTransform.identity.rotated(by: .pi)
        #expect(abs(rotated.a + 1) < 1e-12 && abs(rotated.d + 1) < 1e-12)
    }

    @Test func affineTransformInversion() {
        let t = CGAffineTransform(scaleX: 2, y: 4).concatenating(CGAffineTransform(translationX: 3, y: 5))
        let point = CGPoint(x: 7, y: 9)
        #expect(point.applying(t).applying(t.inverted()) == point)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func applyingToSizesAndRects() {
        let t = CGAffineTransform(scaleX: 0.5, y: 2)
        #expect(CGSize(width: 10, height: 10).applying(t) == CGSize(width: 5, height: 20))
        #expect(rect(10, 10, 10, 10).applying(t) == rect(5, 20, 5, 20))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let box = rect(0, 0, 20, 10).applying(quarter)
        #expect(abs(box.minX + 10) < 1e-9 && abs(box.minY) < 1e-9)
        #expect(abs(box.width - 10) < 1e-9 && abs(box.height - 20) < 1e-9)
    }

    @Test func pixelRoundingIsHalfAwayFromZero() {
        #expect(CGFloat(67.5).roundedToPixel(scale: 1) == 68)
        #expect(CGFloat(-67.5).roundedToPixel(scale: 1) == -68)
        #expect(CGFloat(67.5).roundedToPixel(scale: 2) == 67.5)
        #expect(CGFloat(67.25).roundedToPixel(scale: 2) == 67.5)
        #expect(CGFloat(67.5).roundedToPixel(scale: 3) == CGFloat(203) / 3)
    }

    @Test func closedIntersectionCountsTouchingEdges() {
        #expect(rect(0, 0, 10, 10).sharesPoint(with: rect(10, 0, 5, 5)))
        #expect(!rect(0, 0, 10, 10).sharesPoint(with: rect(10.5, 0, 5, 5)))
        #expect(!rect(0, 0, 10, 10).sharesPoint(with: .null))
    }
}
