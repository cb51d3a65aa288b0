import Foundation
import Rendering
import Testing
import UIKit

/// Layers and paths as Core Animation and UIKit draw them, compared with reference pictures:
/// shape and gradient layers, shadows, corner masks, mask layers, the order of sublayers among
/// subviews, 3D transforms with perspective, and `UIBezierPath` drawing in `draw(_:)`.
@Suite(.serialized) @MainActor struct LayerPictureTests {
    init() {
        Rendering.install()
    }

    private func canvas(_ width: CGFloat, _ height: CGFloat) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = UIColor(white: 0.95, alpha: 1)
        return root
    }

    private func star(in rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        let center = CGPoint(x: rect.midX, y: rect.midY), outer = min(rect.width, rect.height) / 2, inner = outer * 0.45
        for index in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let radius = index % 2 == 0 ? outer : inner
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }

    @Test func shapeLayersFillStrokeDashAndTrim() throws {
        let root = canvas(360, 130)
        let filled = CAShapeLayer()
        filled.frame = CGRect(x: 10, y: 10, width: 110, height: 110)
        filled.path = star(in: CGRect(x: 5, y: 5, width: 100, height: 100))
        filled.fillColor = UIColor.yellow.cgColor
        filled.strokeColor = UIColor.blue.cgColor
        filled.lineWidth = 4
        filled.lineJoin = .round
        filled.lineDashPattern = [10, 5]
        root.layer.addSublayer(filled)

        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 130, y: 10, width: 110, height: 110)
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 55, y: 55), radius: 42, startAngle: -.pi / 2,
                                 endAngle: 3 * .pi / 2, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 12
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        // The track, a sibling added later, but behind by z position (a sublayer would draw over
        // the ring's own path, whatever its z position).
        let track = CAShapeLayer()
        track.frame = ring.frame
        track.path = ring.path
        track.fillColor = nil
        track.strokeColor = UIColor(white: 0.8, alpha: 1).cgColor
        track.lineWidth = 12
        track.zPosition = -1
        root.layer.addSublayer(ring)
        root.layer.addSublayer(track)

        let evenOdd = CAShapeLayer()
        evenOdd.frame = CGRect(x: 250, y: 10, width: 100, height: 110)
        let donut = CGMutablePath()
        donut.addEllipse(in: CGRect(x: 5, y: 10, width: 90, height: 90))
        donut.addEllipse(in: CGRect(x: 30, y: 35, width: 40, height: 40))
        evenOdd.path = donut
        evenOdd.fillRule = .evenOdd
        evenOdd.fillColor = UIColor.purple.cgColor
        evenOdd.strokeColor = UIColor.black.cgColor
        evenOdd.lineWidth = 3
        evenOdd.lineDashPattern = [6, 4]
        evenOdd.lineDashPhase = 1.5
        evenOdd.strokeStart = 0.1
        evenOdd.strokeEnd = 0.9
        root.layer.addSublayer(evenOdd)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "layer-shapes")
    }

    @Test func gradientLayersAxialRadialConic() throws {
        let root = canvas(360, 130)
        let axial = CAGradientLayer()
        axial.frame = CGRect(x: 10, y: 10, width: 110, height: 110)
        axial.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor, UIColor.blue.cgColor]
        axial.locations = [0, 0.25, 1]
        axial.startPoint = CGPoint(x: 0, y: 0)
        axial.endPoint = CGPoint(x: 1, y: 1)
        axial.cornerRadius = 16
        root.layer.addSublayer(axial)

        let radial = CAGradientLayer()
        radial.type = .radial
        radial.frame = CGRect(x: 130, y: 10, width: 110, height: 110)
        radial.colors = [UIColor.white.cgColor, UIColor.orange.cgColor, UIColor(red: 0.4, green: 0, blue: 0, alpha: 1).cgColor]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        root.layer.addSublayer(radial)

        let conic = CAGradientLayer()
        conic.type = .conic
        conic.frame = CGRect(x: 250, y: 10, width: 100, height: 110)
        conic.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor, UIColor.red.cgColor]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 0.5, y: 0)
        conic.cornerRadius = 50
        root.layer.addSublayer(conic)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "layer-gradients")
    }

    @Test func shadowsFromAlphaFromAPathAndClippedByMasksToBounds() throws {
        let root = canvas(360, 140)
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 25, width: 90, height: 90))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        card.layer.shadowRadius = 8
        let badge = UIView(frame: CGRect(x: 60, y: -10, width: 40, height: 40))
        badge.backgroundColor = .red
        badge.layer.cornerRadius = 20
        card.addSubview(badge)
        root.addSubview(card)

        let pathShadow = CALayer()
        pathShadow.frame = CGRect(x: 140, y: 25, width: 90, height: 90)
        pathShadow.backgroundColor = UIColor.systemBlue.cgColor
        pathShadow.shadowPath = CGPath(ellipseIn: pathShadow.bounds.insetBy(dx: -6, dy: -6), transform: nil)
        pathShadow.shadowColor = UIColor.blue.cgColor
        pathShadow.shadowOpacity = 0.8
        pathShadow.shadowOffset = .zero
        pathShadow.shadowRadius = 4
        root.layer.addSublayer(pathShadow)

        let clipped = UIView(frame: CGRect(x: 260, y: 25, width: 80, height: 90))
        clipped.backgroundColor = .green
        clipped.layer.shadowOpacity = 1
        clipped.layer.shadowRadius = 10
        clipped.clipsToBounds = true
        root.addSubview(clipped)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "layer-shadows")
    }

    @Test func maskedCornersRoundOnlyTheirCorners() throws {
        let root = canvas(360, 110)
        let corners: [CACornerMask] = [[.layerMinXMinYCorner, .layerMaxXMinYCorner], [.layerMaxXMaxYCorner],
                                       [.layerMinXMinYCorner, .layerMaxXMaxYCorner]]
        for (index, mask) in corners.enumerated() {
            let view = UIView(frame: CGRect(x: 10 + CGFloat(index) * 120, y: 10, width: 100, height: 90))
            view.backgroundColor = .orange
            view.layer.cornerRadius = 30
            view.layer.maskedCorners = mask
            view.layer.borderWidth = 4
            view.layer.borderColor = UIColor.black.cgColor
            if index == 2 {
                view.clipsToBounds = true
                let inner = UIView(frame: CGRect(x: -10, y: -10, width: 60, height: 60))
                inner.backgroundColor = .blue
                view.addSubview(inner)
            }
            root.addSubview(view)
        }
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "layer-corner-masks")
    }

    @Test func maskLayersShowThisLayerWhereTheyAreOpaque() throws {
        let root = canvas(250, 130)
        let striped = UIView(frame: CGRect(x: 10, y: 10, width: 110, height: 110))
        striped.backgroundColor = .blue
        for index in 0..<5 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 22, width: 110, height: 11))
            stripe.backgroundColor = .yellow
            striped.addSubview(stripe)
        }
        let circle = CAShapeLayer()
        circle.frame = striped.bounds
        circle.path = CGPath(ellipseIn: striped.bounds.insetBy(dx: 5, dy: 5), transform: nil)
        striped.layer.mask = circle
        root.addSubview(striped)

        let faded = CALayer()
        faded.frame = CGRect(x: 130, y: 10, width: 110, height: 110)
        faded.backgroundColor = UIColor.red.cgColor
        let fade = CAGradientLayer()
        fade.frame = faded.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        faded.mask = fade
        root.layer.addSublayer(faded)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "layer-masks")
    }

    @Test func sublayersInterleaveWithSubviewsInOrder() throws {
        let root = canvas(250, 130)
        let host = UIView(frame: CGRect(x: 10, y: 10, width: 230, height: 110))
        host.backgroundColor = .white
        func square(_ color: UIColor, _ x: CGFloat, _ y: CGFloat) -> UIView {
            let view = UIView(frame: CGRect(x: x, y: y, width: 60, height: 60))
            view.backgroundColor = color
            return view
        }
        func plate(_ color: UIColor, _ x: CGFloat, _ y: CGFloat) -> CALayer {
            let layer = CALayer()
            layer.frame = CGRect(x: x, y: y, width: 60, height: 60)
            layer.backgroundColor = color.cgColor
            layer.borderWidth = 2
            return layer
        }
        host.addSubview(square(.red, 10, 10))                 // below everything but the backdrop
        host.layer.insertSublayer(plate(.lightGray, 0, 0), at: 0)  // the backdrop, below the subviews
        host.layer.addSublayer(plate(.green, 40, 30))         // above the red view
        host.addSubview(square(.blue, 70, 40))                // above the green plate
        let lifted = plate(.yellow, 100, 20)
        host.layer.insertSublayer(lifted, below: host.subviews[1].layer)
        lifted.zPosition = 1                                  // but in front by z position
        let nested = plate(.magenta, 20, 20)
        nested.bounds.size = CGSize(width: 20, height: 20)
        lifted.addSublayer(nested)
        host.addSubview(square(.cyan, 160, 45))
        root.addSubview(host)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "layer-sublayer-order")
    }

    @Test func perspectiveTurnsACardAndItsSublayers() throws {
        let root = canvas(360, 170)
        let card = UIView(frame: CGRect(x: 30, y: 25, width: 120, height: 120))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 10
        card.layer.borderWidth = 3
        card.layer.borderColor = UIColor.white.cgColor
        let stripe = UIView(frame: CGRect(x: 0, y: 45, width: 120, height: 30))
        stripe.backgroundColor = .yellow
        card.addSubview(stripe)
        var turn = CATransform3DIdentity
        turn.m34 = -1 / 300
        turn = CATransform3DRotate(turn, .pi / 4, 0, 1, 0)
        card.layer.transform = turn
        root.addSubview(card)

        // A shared perspective for two sublayers, turned the opposite ways about x.
        let stage = CALayer()
        stage.frame = CGRect(x: 190, y: 10, width: 160, height: 150)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        stage.sublayerTransform = perspective
        for (index, angle) in [CGFloat.pi / 3, -CGFloat.pi / 3].enumerated() {
            let panel = CAGradientLayer()
            panel.frame = CGRect(x: 20, y: 10 + CGFloat(index) * 70, width: 120, height: 60)
            panel.colors = [UIColor.red.cgColor, UIColor.orange.cgColor]
            panel.startPoint = CGPoint(x: 0, y: 0.5)
            panel.endPoint = CGPoint(x: 1, y: 0.5)
            panel.transform = CATransform3DMakeRotation(angle, 1, 0, 0)
            stage.addSublayer(panel)
        }
        root.layer.addSublayer(stage)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "layer-perspective")
    }

    /// A view that draws with UIKit's path and color API, as iOS `draw(_:)` code does.
    final class PathDrawingView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.orange.setFill()
            UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 100, height: 80), cornerRadius: 14).fill()

            let check = UIBezierPath()
            check.move(to: CGPoint(x: 30, y: 50))
            check.addLine(to: CGPoint(x: 52, y: 72))
            check.addLine(to: CGPoint(x: 92, y: 26))
            check.lineWidth = 8
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            UIColor.white.setStroke()
            check.stroke()

            UIColor.blue.set()
            let dashed = UIBezierPath(ovalIn: CGRect(x: 130, y: 10, width: 80, height: 80))
            dashed.lineWidth = 3
            dashed.setLineDash([8, 4], count: 2, phase: 0)
            dashed.stroke()
            dashed.fill(with: .normal, alpha: 0.3)

            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 230, y: 10, width: 80, height: 80)).addClip()
            UIColor.red.setFill()
            for row in 0..<8 where row % 2 == 0 {
                UIBezierPath(rect: CGRect(x: 230, y: 10 + CGFloat(row) * 10, width: 80, height: 10)).fill()
            }
            context.restoreGState()
            UIColor.black.setStroke()
            let outline = UIBezierPath(rect: CGRect(x: 226, y: 6, width: 88, height: 88))
            outline.stroke(with: .multiply, alpha: 0.5)
        }
    }

    @Test func bezierPathsFillAndStrokeInDraw() throws {
        let root = canvas(330, 100)
        let drawing = PathDrawingView(frame: root.bounds)
        root.addSubview(drawing)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "layer-bezier-drawing")
    }

    @Test func contentsAndDrawnLayers() throws {
        let root = canvas(250, 110)
        let image = Rendering.makeImage(size: CGSize(width: 40, height: 20), scale: 2) { g in
            g.fillLinearGradient(CGRect(x: 0, y: 0, width: 40, height: 20), from: .zero, start: .purple,
                                 to: CGPoint(x: 40, y: 0), end: .cyan)
        }
        let gravities: [CALayerContentsGravity] = [.resizeAspect, .bottomLeft]
        for (index, gravity) in gravities.enumerated() {
            let layer = CALayer()
            layer.frame = CGRect(x: 10 + CGFloat(index) * 80, y: 10, width: 70, height: 90)
            layer.backgroundColor = UIColor(white: 0.8, alpha: 1).cgColor
            layer.contents = image.cgImage
            layer.contentsScale = 2
            layer.contentsGravity = gravity
            root.layer.addSublayer(layer)
        }
        final class CrossLayer: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setStrokeColor(UIColor.red.cgColor)
                ctx.setLineWidth(6)
                let path = CGMutablePath()
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
                path.move(to: CGPoint(x: bounds.width, y: 0))
                path.addLine(to: CGPoint(x: 0, y: bounds.height))
                ctx.addPath(path)
                ctx.strokePath()
            }
        }
        let cross = CrossLayer()
        cross.frame = CGRect(x: 170, y: 10, width: 70, height: 90)
        cross.borderWidth = 1
        cross.setNeedsDisplay()
        root.layer.addSublayer(cross)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "layer-contents")
    }

    /// A view backed by a gradient layer, as iOS code declares one.
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    @Test func viewsBackedByLayerClassesAndViewContents() throws {
        let root = canvas(250, 110)
        let backdrop = GradientView(frame: CGRect(x: 10, y: 10, width: 110, height: 90))
        let gradient = backdrop.layer as! CAGradientLayer
        gradient.colors = [UIColor.systemTeal.cgColor, UIColor.systemIndigo.cgColor]
        backdrop.layer.cornerRadius = 20
        let badge = UIView(frame: CGRect(x: 70, y: 10, width: 30, height: 30))
        badge.backgroundColor = .white
        badge.layer.cornerRadius = 15
        backdrop.addSubview(badge)
        root.addSubview(backdrop)

        let photo = UIView(frame: CGRect(x: 130, y: 10, width: 110, height: 90))
        photo.backgroundColor = .darkGray
        photo.layer.contents = UIImage(size: CGSize(width: 10, height: 10), color: .orange).cgImage
        photo.layer.contentsGravity = .center
        photo.layer.contentsScale = 0.25
        root.addSubview(photo)
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(root, scale: 2), "layer-backed-views")
    }

    @Test func extremeTransformsDrawWithoutTrapping() {
        let root = canvas(200, 200)
        var behind = CATransform3DIdentity
        behind.m34 = -1 / 100
        let transforms = [
            CATransform3DTranslate(behind, 0, 0, 150),  // wholly behind the eye
            CATransform3DRotate(behind, .pi / 2 * 0.99, 0, 1, 0),  // edge-on, crossing the eye's plane
            CATransform3DMakeScale(0, 1, 1),  // singular
            CATransform3DRotate(behind, .pi, 1, 0, 0),  // the back side
        ]
        for transform in transforms {
            let layer = CALayer()
            layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            layer.backgroundColor = UIColor.red.cgColor
            layer.transform = transform
            root.layer.addSublayer(layer)
        }
        let target = ViewRenderer().renderFrame(root, scale: 1)
        #expect(target.pixelWidth == 200 && target.pixelHeight == 200)
    }
}
