import Foundation
import Testing
@testable import UIKit

/// A layer's frame from its bounds, position, anchor point and transform, for standalone layers
/// and for views' layers alike — worked examples, to the point.
@Suite @MainActor struct LayerGeometryTests {
    /// Runs `check` on a standalone layer and on a view's layer, each given the same geometry.
    private func forBoth(_ configure: (CALayer) -> Void, _ check: (CALayer) -> Void) {
        let standalone = CALayer()
        configure(standalone)
        check(standalone)
        let view = UIView()
        configure(view.layer)
        check(view.layer)
        withExtendedLifetime(view) {}
    }

    @Test func frameIsBoundsPlacedAtPositionByTheAnchorPoint() {
        forBoth({ $0.bounds = CGRect(x: 0, y: 0, width: 100, height: 50); $0.position = CGPoint(x: 200, y: 100) }) { layer in
            #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
            #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
            layer.anchorPoint = .zero
            #expect(layer.position == CGPoint(x: 200, y: 100), "the position stays")
            #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 50), "the frame moves")
            layer.anchorPoint = CGPoint(x: 1, y: 1)
            #expect(layer.frame == CGRect(x: 100, y: 50, width: 100, height: 50))
        }
    }

    @Test func settingTheFrameKeepsTheAnchorPointsUnitPlace() {
        forBoth({ $0.anchorPoint = CGPoint(x: 0.25, y: 1); $0.bounds = CGRect(x: 5, y: 6, width: 1, height: 1) }) { layer in
            layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            #expect(layer.position == CGPoint(x: 17.5, y: 60))
            #expect(layer.bounds == CGRect(x: 5, y: 6, width: 30, height: 40), "the bounds' origin stays")
            #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        }
    }

    @Test func boundsKeepThePositionAndTheirOriginDoesNotMoveTheFrame() {
        forBoth({ $0.frame = CGRect(x: 0, y: 0, width: 100, height: 100) }) { layer in
            layer.bounds = CGRect(x: 30, y: 40, width: 100, height: 100)
            #expect(layer.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
            layer.bounds.size = CGSize(width: 50, height: 20)
            #expect(layer.position == CGPoint(x: 50, y: 50))
            #expect(layer.frame == CGRect(x: 25, y: 40, width: 50, height: 20))
        }
    }

    @Test func transformsApplyAroundTheAnchorPoint() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        forBoth({ $0.bounds = CGRect(x: 0, y: 0, width: 100, height: 50); $0.position = CGPoint(x: 200, y: 100) }) { layer in
            layer.transform = scale
            #expect(layer.frame == CGRect(x: 100, y: 50, width: 200, height: 100))
            layer.anchorPoint = .zero
            #expect(layer.frame == CGRect(x: 200, y: 100, width: 200, height: 100))
            layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            let frame = layer.frame
            #expect(abs(frame.minX - 175) < 1e-9 && abs(frame.minY - 50) < 1e-9)
            #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
        }
    }

    @Test func aPerspectiveFrameIsTheBoxOfTheProjectedCorners() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let turned = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        forBoth({ $0.bounds = CGRect(x: 0, y: 0, width: 100, height: 100); $0.position = .zero }) { layer in
            layer.transform = turned
            // x = ±50 turns to x·cos 60° at depth −x·sin 60°; w = 1 + x·sin 60° / 500.
            let near = 1 - 50 * sin(CGFloat.pi / 3) / 500, far = 1 + 50 * sin(CGFloat.pi / 3) / 500
            let frame = layer.frame
            #expect(abs(frame.minX - -25 / near) < 1e-9 && abs(frame.maxX - 25 / far) < 1e-9)
            #expect(abs(frame.minY - -50 / near) < 1e-9 && abs(frame.maxY - 50 / near) < 1e-9)
        }
    }

    @Test func aViewsLayerIsTheView() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let layer = view.layer
        #expect(layer.frame == view.frame && layer.position == view.center && layer.bounds == view.bounds)
        layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100) && view.frame.origin == CGPoint(x: 85, y: 80))
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 100, y: 100) && view.frame.origin == CGPoint(x: 100, y: 100))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.position == .zero && view.center == .zero)
        layer.opacity = 0.25
        layer.isHidden = true
        layer.masksToBounds = true
        layer.backgroundColor = UIColor.red.cgColor
        #expect(view.alpha == 0.25 && view.isHidden && view.clipsToBounds && view.backgroundColor == .red)
    }

    @Test func viewConversionsFollowTheAnchorPoint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        root.addSubview(child)
        child.layer.anchorPoint = .zero
        child.center = CGPoint(x: 50, y: 50)
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(child.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 70, y: 70))
        #expect(child.frame == CGRect(x: 50, y: 50, width: 80, height: 80))
    }

    @Test func contentsGravityPlacesTheImage() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 20, height: 10)
        #expect(CALayerContentsGravity.resize.rect(for: size, in: bounds) == bounds)
        #expect(CALayerContentsGravity.center.rect(for: size, in: bounds) == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(CALayerContentsGravity.resizeAspect.rect(for: CGSize(width: 10, height: 10), in: bounds)
            == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(CALayerContentsGravity.resizeAspectFill.rect(for: CGSize(width: 10, height: 10), in: bounds)
            == CGRect(x: 0, y: -25, width: 100, height: 100))
        // Named for a y axis pointing up: on iOS `top` is the bottom edge.
        #expect(CALayerContentsGravity.top.rect(for: size, in: bounds) == CGRect(x: 40, y: 40, width: 20, height: 10))
        #expect(CALayerContentsGravity.bottomLeft.rect(for: size, in: bounds) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(CALayerContentsGravity.right.rect(for: size, in: bounds) == CGRect(x: 80, y: 20, width: 20, height: 10))
    }

    @Test func changesCountForTheDisplay() {
        let layer = CAShapeLayer()
        for change in [{ layer.position.x += 1 }, { layer.cornerRadius = 3 }, { layer.shadowOpacity = 1 },
                       { layer.strokeEnd = 0.5 }, { layer.sublayerTransform.m34 = -0.002 }] {
            let before = DisplayGeneration.current
            change()
            #expect(DisplayGeneration.current != before)
        }
    }
}
