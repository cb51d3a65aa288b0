import Foundation
import Testing
@_spi(Rendering) @testable import UIKit

/// The layer tree: standalone sublayers, and a view's layer whose sublayers are its subviews'
/// layers interleaved with the standalone layers added to it.
@Suite @MainActor struct LayerTreeTests {
    private func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    private func names(_ layer: CALayer) -> [String] {
        (layer.sublayers ?? []).map { $0.name ?? $0.view.map { "view \($0.tag)" } ?? "?" }
    }

    @Test func addInsertReplaceAndRemove() {
        let root = CALayer()
        #expect(root.sublayers == nil)
        let a = named("a"), b = named("b"), c = named("c"), d = named("d"), e = named("e")
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        #expect(names(root) == ["c", "a", "b"])
        root.insertSublayer(d, below: b)
        root.insertSublayer(e, above: c)
        #expect(names(root) == ["c", "e", "a", "d", "b"])
        #expect(a.superlayer === root && root.superlayer == nil)
        root.insertSublayer(b, at: 99)
        #expect(names(root) == ["c", "e", "a", "d", "b"], "an index past the end appends")
        root.insertSublayer(b, at: 0)
        #expect(names(root) == ["b", "c", "e", "a", "d"], "a sublayer moves")
        let f = named("f")
        root.replaceSublayer(e, with: f)
        #expect(names(root) == ["b", "c", "f", "a", "d"] && e.superlayer == nil && f.superlayer === root)
        a.removeFromSuperlayer()
        #expect(names(root) == ["b", "c", "f", "d"] && a.superlayer == nil)
        let other = CALayer()
        other.addSublayer(b)
        #expect(names(root) == ["c", "f", "d"] && b.superlayer === other, "adding elsewhere removes it here")
        root.sublayers = [a]
        #expect(names(root) == ["a"] && c.superlayer == nil)
    }

    @Test func misuseIsRefusedAndReported() {
        let log = MessageLog()
        let root = CALayer(), child = CALayer(), stranger = CALayer()
        root.addSublayer(child)
        log.capture {
            child.addSublayer(root)
            root.insertSublayer(stranger, below: CALayer())
        }
        #expect(root.superlayer == nil && names(child).isEmpty, "no cycle")
        #expect(root.sublayers?.last === stranger, "an unknown sibling appends")
        #expect(log.messages.count == 2)
    }

    @Test func aViewsLayerInterleavesSubviewsAndStandaloneLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        func subview(_ tag: Int) -> UIView {
            let subview = UIView()
            subview.tag = tag
            return subview
        }
        view.addSubview(subview(1))
        view.addSubview(subview(2))
        #expect(names(view.layer) == ["view 1", "view 2"])
        let gradient = named("gradient"), overlay = named("overlay")
        view.layer.insertSublayer(gradient, at: 0)
        #expect(names(view.layer) == ["gradient", "view 1", "view 2"])
        view.addSubview(subview(3))
        view.layer.addSublayer(overlay)
        view.addSubview(subview(4))
        #expect(names(view.layer) == ["gradient", "view 1", "view 2", "view 3", "overlay", "view 4"])
        view.insertSubview(subview(5), at: 0)
        #expect(names(view.layer) == ["gradient", "view 5", "view 1", "view 2", "view 3", "overlay", "view 4"])
        view.viewWithTag(2)!.removeFromSuperview()
        view.bringSubviewToFront(view.viewWithTag(1)!)
        #expect(names(view.layer) == ["gradient", "view 5", "view 3", "overlay", "view 4", "view 1"])
        #expect(view.subviews.map(\.tag) == [5, 3, 4, 1], "the subviews keep their own order")
        #expect(gradient.superlayer === view.layer && view.viewWithTag(3)!.layer.superlayer === view.layer)
        gradient.removeFromSuperlayer()
        overlay.removeFromSuperlayer()
        #expect(names(view.layer) == ["view 5", "view 3", "view 4", "view 1"])
    }

    @Test func aViewsLayerAddedToAViewsLayerMovesTheView() {
        let parent = UIView(), child = UIView(), other = UIView()
        parent.addSubview(other)
        parent.layer.insertSublayer(child.layer, at: 0)
        #expect(child.superview === parent && parent.subviews == [child, other])
        child.layer.removeFromSuperlayer()
        #expect(child.superview == nil)
        let log = MessageLog()
        log.capture { CALayer().addSublayer(child.layer) }
        #expect(child.superview == nil && log.messages.count == 1, "a standalone layer cannot hold a view's layer")
    }

    @Test func displayAndCopies() {
        let layer = CALayer()
        #expect(layer.displayVersion == 0)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay() && layer.displayVersion == 0, "displayed before the next frame, not at once")
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay() && layer.displayVersion == 1)
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.displayIfNeeded()
        #expect(layer.displayVersion == 2)
        layer.bounds.origin = CGPoint(x: 3, y: 3)
        layer.displayIfNeeded()
        #expect(layer.displayVersion == 2, "only a new size displays again")
        let shape = CAShapeLayer()
        shape.strokeEnd = 0.5
        shape.cornerRadius = 7
        shape.position = CGPoint(x: 4, y: 5)
        let copy = CAShapeLayer(layer: shape)
        #expect(copy.strokeEnd == 0.5 && copy.cornerRadius == 7 && copy.position == CGPoint(x: 4, y: 5))
    }

    @Test func defaultsAreCoreAnimations() {
        let shape = CAShapeLayer()
        #expect(shape.fillColor == .black && shape.strokeColor == nil && shape.lineWidth == 1 && shape.miterLimit == 10)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1 && shape.lineDashPattern == nil)
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial && gradient.colors == nil && gradient.locations == nil)
        let layer = CALayer()
        #expect(layer.shadowOpacity == 0 && layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.contentsGravity == .resize && layer.contentsScale == 1 && layer.opacity == 1)
    }

    @Test func aViewCanBeBackedByAShapeOrGradientLayer() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let gradient = view.layer as? CAGradientLayer
        #expect(gradient != nil && gradient?.frame == view.frame)
        gradient?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(gradient?.stops.map(\.location) == [0, 1])
    }
}
