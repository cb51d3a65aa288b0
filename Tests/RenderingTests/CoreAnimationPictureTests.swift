import Foundation
import Rendering
import Testing
@_spi(Host) import UIKit

/// Core Animation's animations as the renderer draws them mid-flight: a progress ring's
/// `strokeEnd`, a gradient's `locations` (the shimmer idiom), a view's layer spinning and
/// fading by key path, and a standalone layer's implicit move — all halfway, on a hand-stepped
/// clock.
@Suite(.serialized) @MainActor struct AnimationPictureTests {
    init() {
        Rendering.install()
    }

    @Test func animationsHalfwayThrough() throws {
        Animator.shared.reset()
        let clock = ManualAnimationClock(now: 10)
        Animator.shared.clock = clock
        defer { Animator.shared.reset(); Animator.shared.clock = SystemAnimationClock() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 120))
        root.backgroundColor = .white

        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 10
        root.layer.addSublayer(ring)
        let progress = CABasicAnimation(keyPath: "strokeEnd")
        progress.fromValue = 0
        progress.toValue = 1
        progress.duration = 2
        ring.add(progress, forKey: "progress")

        let shimmer = CAGradientLayer()
        shimmer.frame = CGRect(x: 120, y: 10, width: 120, height: 100)
        shimmer.colors = [UIColor(white: 0.85, alpha: 1).cgColor, UIColor.white.cgColor, UIColor(white: 0.85, alpha: 1).cgColor]
        shimmer.startPoint = CGPoint(x: 0, y: 0.5)
        shimmer.endPoint = CGPoint(x: 1, y: 0.5)
        root.layer.addSublayer(shimmer)
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [-1.0, -0.5, 0.0]
        sweep.toValue = [1.0, 1.5, 2.0]
        sweep.duration = 2
        shimmer.add(sweep, forKey: "shimmer")

        let square = UIView(frame: CGRect(x: 270, y: 30, width: 60, height: 60))
        square.backgroundColor = .systemRed
        root.addSubview(square)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.byValue = CGFloat.pi / 2
        spin.duration = 2
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 2
        square.layer.add(spin, forKey: "spin")
        square.layer.add(fade, forKey: "fade")

        let dot = CALayer()
        dot.frame = CGRect(x: 350, y: 10, width: 20, height: 20)
        dot.backgroundColor = UIColor.systemGreen.cgColor
        dot.cornerRadius = 10
        root.layer.addSublayer(dot)
        let renderer = ViewRenderer()
        _ = renderer.renderFrame(root, scale: 1)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        dot.position.y = 100
        CATransaction.commit()

        clock.advance(by: 1)
        let halfway = renderer.renderFrame(root, scale: 2)
        try PictureComparison.expectMatches(halfway, "Animations-halfway")
        #expect(dot.presentation()?.position.y == 60, "the implicit move is halfway")
        #expect(dot.position.y == 100)
    }
}

/// Continuous and circular corners side by side.
@Suite(.serialized) @MainActor struct CornerCurvePictureTests {
    init() {
        Rendering.install()
    }

    @Test func continuousCornersEaseIntoTheEdges() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 250, height: 120))
        root.backgroundColor = .white
        for (index, curve) in [CALayerCornerCurve.circular, .continuous].enumerated() {
            let card = UIView(frame: CGRect(x: 10 + CGFloat(index) * 120, y: 10, width: 100, height: 100))
            card.backgroundColor = .systemIndigo
            card.layer.cornerRadius = 30
            card.layer.cornerCurve = curve
            card.layer.borderWidth = 3
            card.layer.borderColor = UIColor.systemOrange.cgColor
            root.addSubview(card)
        }
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "CornerCurves")
    }
}

/// `shouldRasterize`: a layer drawn through a bitmap at `rasterizationScale` looks soft when
/// that scale is below the screen's, as on iOS, and sharp at the screen's.
@Suite(.serialized) @MainActor struct RasterizationPictureTests {
    init() {
        Rendering.install()
    }

    @Test func rasterizedLayersAtOneAndTwoPixelsPerPoint() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.backgroundColor = .white
        for (index, scale) in [CGFloat(0), 1, 2].enumerated() {
            let badge = UILabel(frame: CGRect(x: 10 + CGFloat(index) * 100, y: 20, width: 80, height: 60))
            badge.text = "Aa"
            badge.font = .boldSystemFont(ofSize: 30)
            badge.textAlignment = .center
            badge.backgroundColor = .systemYellow
            badge.layer.cornerRadius = 12
            badge.clipsToBounds = true
            if scale > 0 {
                badge.layer.shouldRasterize = true
                badge.layer.rasterizationScale = scale
            }
            root.addSubview(badge)
        }
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "Rasterization")
    }
}
