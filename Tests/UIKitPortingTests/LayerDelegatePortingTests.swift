import UIKit
import XCTest

/// Layers lay out and display as Core Animation's do, and a view is its layer's delegate.
final class LayerDelegatePortingTests: XCTestCase {
    final class GradientCardLayer: CALayer {
        let gradient = CAGradientLayer()
        var layouts = 0

        override init() {
            super.init()
            addSublayer(gradient)
        }

        override init(layer: Any) {
            super.init(layer: layer)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
            gradient.frame = bounds.insetBy(dx: 4, dy: 4)
        }
    }

    final class BadgeView: UIView {
        let badge = CALayer()
        var sublayerLayouts = 0
        var layouts = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.addSublayer(badge)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            sublayerLayouts += 1
            badge.frame = CGRect(x: layer.bounds.maxX - 10, y: 0, width: 10, height: 10)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }

        override func action(for layer: CALayer, forKey event: String) -> CAAction? {
            event == "cornerRadius" ? CABasicAnimation(keyPath: event) : super.action(for: layer, forKey: event)
        }
    }

    final class Painter: NSObject, CALayerDelegate {
        var displayed = 0
        func display(_ layer: CALayer) {
            displayed += 1
            layer.contents = UIImage(size: CGSize(width: 1, height: 1), color: .blue).cgImage
        }
    }

    func testAStandaloneLayerLaysOutItsSublayersWhenItsSizeChanges() {
        let card = GradientCardLayer()
        card.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        XCTAssertTrue(card.needsLayout())
        card.layoutIfNeeded()
        XCTAssertEqual(card.gradient.frame, CGRect(x: 4, y: 4, width: 92, height: 52))
        XCTAssertFalse(card.needsLayout())
        card.layoutIfNeeded()
        XCTAssertEqual(card.layouts, 1)
        card.frame.origin = CGPoint(x: 10, y: 10)
        XCTAssertFalse(card.needsLayout(), "moving does not lay out again")
    }

    func testLayersInAViewLayOutInTheViewsLayoutPass() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(host)
        let card = GradientCardLayer()
        host.layer.addSublayer(card)
        card.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        window.layoutIfNeeded()
        XCTAssertEqual(card.gradient.frame, CGRect(x: 4, y: 4, width: 42, height: 42))
        card.bounds.size = CGSize(width: 80, height: 40)
        window.layoutIfNeeded()
        XCTAssertEqual(card.gradient.frame, CGRect(x: 4, y: 4, width: 72, height: 32))
    }

    func testAViewLaysOutItsLayerAsItsDelegate() {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertTrue(view.layer.delegate === view)
        view.layoutIfNeeded()
        XCTAssertEqual(view.sublayerLayouts, 1)
        XCTAssertEqual(view.layouts, 1, "super.layoutSublayers(of:) runs layoutSubviews()")
        XCTAssertEqual(view.badge.frame, CGRect(x: 90, y: 0, width: 10, height: 10))
        view.frame.size.width = 150
        view.layoutIfNeeded()
        XCTAssertEqual(view.badge.frame, CGRect(x: 140, y: 0, width: 10, height: 10))
        XCTAssertNotNil(view.layer.action(forKey: "cornerRadius"))
        XCTAssertNil(view.layer.action(forKey: "opacity"), "a view's layer makes no implicit animation")
        view.layer.delegate = nil
        XCTAssertTrue(view.layer.delegate === view, "a view's layer keeps its view as delegate")
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(view.isOpaque)
        XCTAssertTrue(view.clearsContextBeforeDrawing)
    }

    func testAStandaloneLayersDelegateDisplaysIt() {
        let painter = Painter()
        let layer = CALayer()
        layer.delegate = painter
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertEqual(painter.displayed, 1)
        XCTAssertNotNil(layer.contents)
    }
}
