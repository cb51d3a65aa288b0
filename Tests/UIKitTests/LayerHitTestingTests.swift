import Foundation
import Testing
@testable import UIKit

/// `CALayer`'s coordinate conversions and hit testing.
@Suite @MainActor struct LayerHitTestingTests {
    private func tree() -> (root: CALayer, child: CALayer, grandchild: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let child = CALayer()
        child.frame = CGRect(x: 100, y: 50, width: 100, height: 100)
        child.bounds.origin = CGPoint(x: 10, y: 0)
        root.addSublayer(child)
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        child.addSublayer(grandchild)
        return (root, child, grandchild)
    }

    @Test func pointsAndRectsConvertThroughPositionsBoundsAndTransforms() {
        let (root, child, grandchild) = tree()
        #expect(child.convert(CGPoint(x: 10, y: 0), to: root) == CGPoint(x: 100, y: 50), "the bounds origin shifts the content")
        #expect(grandchild.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 110, y: 70))
        #expect(root.convert(CGPoint(x: 110, y: 70), to: grandchild) == .zero)
        #expect(grandchild.convert(CGRect(x: 0, y: 0, width: 40, height: 40), to: nil) == CGRect(x: 110, y: 70, width: 40, height: 40))
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        let point = child.convert(CGPoint(x: 60, y: 50), to: root)
        #expect(abs(point.x - 150) < 1e-9 && abs(point.y - 100) < 1e-9, "the center stays put under a scale about it")
        let corner = child.convert(CGPoint(x: 10, y: 0), to: root)
        #expect(abs(corner.x - 50) < 1e-9 && abs(corner.y) < 1e-9)
        let back = child.convert(CGPoint(x: 50, y: 0), from: root)
        #expect(abs(back.x - 10) < 1e-9 && abs(back.y) < 1e-9)
    }

    @Test func hitTestingFindsTheFrontmostDeepestLayer() {
        let (root, child, grandchild) = tree()
        #expect(root.hitTest(CGPoint(x: 125, y: 85)) === grandchild)
        #expect(root.hitTest(CGPoint(x: 105, y: 55)) === child)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 5)) == nil)
        let front = CALayer()
        front.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 125, y: 85)) === front, "later sublayers are in front")
        front.zPosition = -1
        #expect(root.hitTest(CGPoint(x: 125, y: 85)) === grandchild, "unless their z position puts them behind")
        front.isHidden = true
        grandchild.frame = CGRect(x: 80, y: 80, width: 40, height: 40)
        #expect(root.hitTest(CGPoint(x: 205, y: 160)) === grandchild, "outside its superlayer, which does not clip")
        child.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 205, y: 160)) === root, "a clipping superlayer hides it there")
        #expect(child.contains(CGPoint(x: 10, y: 0)) && !child.contains(CGPoint(x: 5, y: 0)))
    }

    @Test func cornerCurves() {
        let layer = CALayer()
        #expect(layer.cornerCurve == .circular)
        layer.cornerCurve = .continuous
        #expect(CALayer(layer: layer).cornerCurve == .continuous)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) == 1.52866483)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
    }
}
