import QuartzCore
import UIKit
import XCTest

/// A layer subclass that records the tree and animation calls Core Animation routes through it.
private final class RecordingLayer: CALayer {
    var calls: [String] = []

    override func addSublayer(_ layer: CALayer) {
        calls.append("addSublayer")
        super.addSublayer(layer)
    }

    override func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        calls.append("insertSublayer(below:)")
        super.insertSublayer(layer, below: sibling)
    }

    override func add(_ anim: CAAnimation, forKey key: String?) {
        calls.append("add \(key ?? "nil")")
        super.add(anim, forKey: key)
    }

    override func removeAnimation(forKey key: String) {
        calls.append("removeAnimation \(key)")
        super.removeAnimation(forKey: key)
    }
}

/// Layer members iOS code overrides or calls: the tree, animations, time, defaults and
/// `CAScrollLayer`.
final class LayerMembersPortingTests: XCTestCase {
    func testTheTreeAndAnimationMembersAreOverridable() {
        let layer = RecordingLayer()
        let a = CALayer(), b = CALayer()
        layer.sublayers = [a, b]
        layer.replaceSublayer(a, with: CALayer())
        XCTAssertEqual(layer.calls, ["addSublayer", "addSublayer", "insertSublayer(below:)"])
        XCTAssertEqual(layer.sublayers?.count, 2)
        XCTAssertNil(a.superlayer)

        layer.calls = []
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        layer.add(fade, forKey: "fade")
        XCTAssertEqual(layer.calls, ["add fade", "add fade"])
        XCTAssertEqual(layer.animationKeys(), ["fade"], "the second replaced the first")
        layer.removeAnimation(forKey: "fade")
        XCTAssertNil(layer.animationKeys())
        XCTAssertTrue(layer.model() === layer && layer.presentation() === layer, "nothing animates it")
    }

    func testTheLayersTimelineConvertsTime() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        child.beginTime = 10
        child.speed = 2
        child.timeOffset = 1
        XCTAssertEqual(child.convertTime(15, from: parent), 11, accuracy: 1e-9)
        XCTAssertEqual(child.convertTime(11, to: parent), 15, accuracy: 1e-9)
    }

    func testDefaultsAndHints() {
        XCTAssertEqual(CALayer.defaultValue(forKey: "opacity") as? Float, 1)
        XCTAssertEqual(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize, CGSize(width: 0, height: -3))
        XCTAssertNil(CALayer.defaultValue(forKey: "myCustomKey"))
        let layer = CALayer()
        XCTAssertTrue(layer.shouldArchiveValue(forKey: "bounds"))
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        XCTAssertEqual(layer.preferredFrameSize(), CGSize(width: 30, height: 20))
        XCTAssertFalse(layer.isOpaque)
        XCTAssertFalse(layer.drawsAsynchronously)
        XCTAssertEqual(layer.contentsFormat, .RGBA8Uint)
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertTrue(layer.needsDisplay())
        layer.filters = ["a filter"]
        XCTAssertEqual(layer.filters?.count, 1, "kept, not applied (as on iOS)")
    }

    func testAScrollLayerScrollsItsSublayers() {
        let scroller = CAScrollLayer()
        scroller.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        scroller.addSublayer(content)
        XCTAssertEqual(content.visibleRect, CGRect(x: 0, y: 0, width: 100, height: 100))

        content.scroll(CGPoint(x: 50, y: 60))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 50, y: 60))
        XCTAssertEqual(content.visibleRect, CGRect(x: 50, y: 60, width: 100, height: 100))

        content.scrollRectToVisible(CGRect(x: 200, y: 70, width: 20, height: 20))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 120, y: 60), "the least scroll that shows it")

        scroller.scrollMode = .vertically
        scroller.scroll(to: CGPoint(x: 0, y: 0))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 120, y: 0), "only vertically")

        let loose = CALayer()
        loose.scroll(CGPoint(x: 5, y: 5))
        XCTAssertEqual(loose.bounds.origin, .zero, "no scroll layer: nothing happens")
    }
}

/// A layer's own media timing repeats and reverses the time its animations see.
final class LayerMediaTimingPortingTests: XCTestCase {
    func testALayersDurationRepeatsItsTime() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        child.duration = 2
        child.repeatCount = 2
        XCTAssertEqual(child.convertTime(1, from: parent), 1, accuracy: 1e-9)
        XCTAssertEqual(child.convertTime(3, from: parent), 1, accuracy: 1e-9, "the second iteration")
        XCTAssertEqual(child.convertTime(10, from: parent), 2, accuracy: 1e-9, "held at the end")
        XCTAssertEqual(child.convertTime(-1, from: parent), 0, accuracy: 1e-9, "held at the start")
        child.autoreverses = true
        XCTAssertEqual(child.convertTime(3, from: parent), 1, accuracy: 1e-9, "on its way back")
        child.repeatDuration = 5
        XCTAssertEqual(child.convertTime(5, from: parent), 1, accuracy: 1e-9)
        child.fillMode = .both
        XCTAssertEqual(child.fillMode, .both)
    }
}
