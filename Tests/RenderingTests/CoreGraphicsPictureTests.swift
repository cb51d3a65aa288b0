import Foundation
import PhotoAlbum
import Rendering
import Testing
@testable import UIKit

/// Views that draw with Core Graphics in `draw(_:)`, as custom-control libraries and samples
/// do, rendered at 2x and compared with reference pictures (issue 28).
@Suite(.serialized) @MainActor struct CoreGraphicsPictureTests {
    init() {
        Rendering.install()
    }

    /// A circular slider's track, progress arc and shadowed knob, a radial glow and a clipped linear
    /// gradient, a dashed rounded rectangle and a star path filled even-odd.
    final class DrawnControls: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let center = CGPoint(x: 60, y: 60), radius: CGFloat = 44
            context.setLineWidth(12)
            context.setLineCap(.round)
            context.setStrokeColor(UIColor.systemGray5.cgColor)
            context.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            context.strokePath()
            context.setStrokeColor(UIColor.systemBlue.cgColor)
            context.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: .pi / 3, clockwise: false)
            context.strokePath()
            let knob = CGPoint(x: center.x + radius * cos(.pi / 3), y: center.y + radius * sin(.pi / 3))
            context.saveGState()
            context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4, color: UIColor.black.withAlphaComponent(0.4).cgColor)
            context.setFillColor(UIColor.white.cgColor)
            context.fillEllipse(in: CGRect(x: knob.x - 9, y: knob.y - 9, width: 18, height: 18))
            context.restoreGState()

            let glow = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [UIColor.systemOrange.cgColor, UIColor.systemOrange.withAlphaComponent(0).cgColor] as CFArray,
                                  locations: [0, 1])!
            context.drawRadialGradient(glow, startCenter: CGPoint(x: 170, y: 60), startRadius: 4,
                                       endCenter: CGPoint(x: 170, y: 60), endRadius: 44, options: [.drawsBeforeStartLocation])

            context.saveGState()
            context.addPath(UIBezierPath(roundedRect: CGRect(x: 230, y: 16, width: 80, height: 88), cornerRadius: 16).cgPath)
            context.clip()
            let sunset = CGGradient(colorsSpace: nil, colors: [UIColor.systemPink.cgColor, UIColor.systemPurple.cgColor,
                                                               UIColor.systemIndigo.cgColor] as CFArray, locations: [0, 0.4, 1])!
            context.drawLinearGradient(sunset, start: CGPoint(x: 230, y: 16), end: CGPoint(x: 310, y: 104), options: [])
            context.restoreGState()

            context.setStrokeColor(UIColor.label.cgColor)
            context.setLineWidth(2)
            context.setLineDash(phase: 0, lengths: [6, 4])
            context.stroke(CGRect(x: 16, y: 124, width: 120, height: 40))
            context.setLineDash(phase: 0, lengths: [])

            context.translateBy(x: 210, y: 144)
            context.rotate(by: .pi / 10)
            context.move(to: CGPoint(x: 0, y: -30))
            for index in 1..<5 {
                let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * .pi / 5
                context.addLine(to: CGPoint(x: 30 * cos(angle), y: 30 * sin(angle)))
            }
            context.closePath()
            context.setFillColor(UIColor.systemYellow.cgColor)
            context.fillPath(using: .evenOdd)
        }
    }

    /// A grid of the families of calls: every cap and join, dashes with a phase, arcs in both
    /// directions, a linear gradient under each combination of its options, an image scaled up
    /// with and without interpolation, and overlapping shapes with and without a transparency
    /// layer.
    final class CallFamilies: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setStrokeColor(UIColor.label.cgColor)
            context.setLineWidth(8)
            let caps: [CGLineCap] = [.butt, .round, .square], joins: [CGLineJoin] = [.miter, .round, .bevel]
            for (index, (cap, join)) in zip(caps, joins).enumerated() {
                let x = 16 + CGFloat(index) * 52
                context.setLineCap(cap)
                context.setLineJoin(join)
                context.addLines(between: [CGPoint(x: x, y: 44), CGPoint(x: x + 16, y: 14), CGPoint(x: x + 32, y: 44)])
                context.strokePath()
            }
            context.setLineWidth(3)
            context.setLineCap(.butt)
            context.setLineDash(phase: 0, lengths: [10, 4, 2, 4])
            context.strokeLineSegments(between: [CGPoint(x: 16, y: 62), CGPoint(x: 160, y: 62)])
            context.setLineDash(phase: 7, lengths: [10, 4, 2, 4])
            context.strokeLineSegments(between: [CGPoint(x: 16, y: 72), CGPoint(x: 160, y: 72)])
            context.setLineDash(phase: 0, lengths: [])

            for (index, clockwise) in [false, true].enumerated() {
                let center = CGPoint(x: 196 + CGFloat(index) * 56, y: 40)
                context.setStrokeColor((clockwise ? UIColor.systemRed : UIColor.systemGreen).cgColor)
                context.move(to: center)
                context.addArc(center: center, radius: 22, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
                context.closePath()
                context.strokePath()
            }

            let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor] as CFArray,
                                      locations: nil)!
            let options: [CGGradientDrawingOptions] = [[], [.drawsBeforeStartLocation], [.drawsAfterEndLocation],
                                                       [.drawsBeforeStartLocation, .drawsAfterEndLocation]]
            for (index, option) in options.enumerated() {
                let box = CGRect(x: 16 + CGFloat(index) * 76, y: 92, width: 64, height: 32)
                context.saveGState()
                context.clip(to: box)
                context.drawLinearGradient(gradient, start: CGPoint(x: box.minX + 20, y: 0), end: CGPoint(x: box.maxX - 20, y: 0),
                                           options: option)
                context.restoreGState()
                context.setStrokeColor(UIColor.separator.cgColor)
                context.setLineWidth(1)
                context.stroke(box.insetBy(dx: 0.5, dy: 0.5))
            }

            let checker = CGImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255, 255, 0, 0, 255])
            context.interpolationQuality = .none
            context.draw(checker, in: CGRect(x: 16, y: 136, width: 32, height: 32))
            context.interpolationQuality = .default
            context.draw(checker, in: CGRect(x: 60, y: 136, width: 32, height: 32))

            context.setFillColor(UIColor.systemPurple.cgColor)
            context.setAlpha(0.5)
            context.fill(CGRect(x: 112, y: 136, width: 32, height: 32))
            context.fill(CGRect(x: 128, y: 148, width: 32, height: 32))
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.fill(CGRect(x: 180, y: 136, width: 32, height: 32))
            context.fill(CGRect(x: 196, y: 148, width: 32, height: 32))
            context.endTransparencyLayer()
            context.setAlpha(1)
        }
    }

    /// Patterns (colored dots, an uncolored hatch in a color), an axial and a radial shading,
    /// and strings drawn turned, outlined, and as a clip for a gradient.
    final class PatternsShadingsAndText: UIView {
        static let dots: CGPatternDrawPatternCallback = { _, context in
            context.setFillColor(UIColor.systemBlue.cgColor)
            context.fillEllipse(in: CGRect(x: 2, y: 2, width: 8, height: 8))
        }
        static let hatch: CGPatternDrawPatternCallback = { _, context in
            context.setLineWidth(2)
            context.strokeLineSegments(between: [CGPoint(x: 0, y: 12), CGPoint(x: 12, y: 0)])
        }
        static let ramp: CGFunctionEvaluateCallback = { _, input, output in
            output[0] = input[0]
            output[1] = 0.4 + 0.4 * input[0]
            output[2] = 1 - input[0]
            output[3] = 1
        }

        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            var dotCallbacks = CGPatternCallbacks(version: 0, drawPattern: Self.dots, releaseInfo: nil)
            let dots = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 12, height: 12), matrix: .identity, xStep: 12, yStep: 12,
                                 tiling: .constantSpacing, isColored: true, callbacks: &dotCallbacks)!
            context.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
            var alpha: CGFloat = 1
            context.setFillPattern(dots, colorComponents: &alpha)
            context.fillEllipse(in: CGRect(x: 10, y: 10, width: 70, height: 70))

            var hatchCallbacks = CGPatternCallbacks(version: 0, drawPattern: Self.hatch, releaseInfo: nil)
            let hatch = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 12, height: 12), matrix: .identity, xStep: 12, yStep: 12,
                                  tiling: .constantSpacing, isColored: false, callbacks: &hatchCallbacks)!
            context.setStrokeColorSpace(CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB())!)
            var orange: [CGFloat] = [1, 0.6, 0, 1]
            context.setStrokePattern(hatch, colorComponents: &orange)
            context.setLineWidth(10)
            context.stroke(CGRect(x: 95, y: 15, width: 60, height: 60))

            var functionCallbacks = CGFunctionCallbacks(version: 0, evaluate: Self.ramp, releaseInfo: nil)
            let ramp = CGFunction(info: nil, domainDimension: 1, domain: [0, 1], rangeDimension: 4, range: nil, callbacks: &functionCallbacks)!
            context.saveGState()
            context.clip(to: CGRect(x: 170, y: 10, width: 60, height: 30))
            context.drawShading(CGShading(axialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 170, y: 0), end: CGPoint(x: 230, y: 0),
                                          function: ramp, extendStart: false, extendEnd: false)!)
            context.restoreGState()
            context.drawShading(CGShading(radialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 195, y: 65), startRadius: 2,
                                          end: CGPoint(x: 200, y: 70), endRadius: 18, function: ramp, extendStart: false, extendEnd: false)!)

            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.label]
            context.saveGState()
            context.translateBy(x: 228, y: 78)
            context.rotate(by: -.pi / 6)
            ("Turned" as NSString).draw(at: .zero, withAttributes: attributes)
            context.restoreGState()
            context.saveGState()
            context.setStrokeColor(UIColor.systemRed.cgColor)
            context.setLineWidth(1)
            context.setTextDrawingMode(.stroke)
            ("Outlined" as NSString).draw(at: CGPoint(x: 10, y: 88), withAttributes: attributes)
            context.setTextDrawingMode(.clip)
            ("Gradient" as NSString).draw(at: CGPoint(x: 120, y: 88), withAttributes: attributes)
            let colors = [UIColor.systemPink.cgColor, UIColor.systemIndigo.cgColor] as CFArray
            context.drawLinearGradient(CGGradient(colorsSpace: nil, colors: colors, locations: nil)!, start: CGPoint(x: 120, y: 0),
                                       end: CGPoint(x: 230, y: 0), options: [.drawsAfterEndLocation])
            context.restoreGState()
        }
    }

    @Test func patternsShadingsAndText() throws {
        let view = PatternsShadingsAndText(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        view.backgroundColor = .systemBackground
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(view, scale: 2), "core-graphics-patterns")
    }

    @Test func eachFamilyOfCalls() throws {
        let view = CallFamilies(frame: CGRect(x: 0, y: 0, width: 320, height: 190))
        view.backgroundColor = .systemBackground
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(view, scale: 2), "core-graphics-families")
    }

    @Test func theGallerysSketchScreen() throws {
        let controller = SketchViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 360)
        controller.widthSlider.value = 0.6
        controller.canvas.addStroke([CGPoint(x: 20, y: 40), CGPoint(x: 80, y: 20), CGPoint(x: 140, y: 90), CGPoint(x: 240, y: 60)], width: 4)
        controller.canvas.addStroke([CGPoint(x: 60, y: 150)], width: 16)
        controller.colorWell.selectedColor = .systemOrange
        controller.canvas.brushColor = .systemOrange
        controller.canvas.addStroke([CGPoint(x: 120, y: 170), CGPoint(x: 260, y: 130)], width: controller.brushWidth)
        controller.view.layoutIfNeeded()
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(controller.view, scale: 2), "core-graphics-sketch")
    }

    @Test func drawingWithTheCurrentContext() throws {
        let view = DrawnControls(frame: CGRect(x: 0, y: 0, width: 320, height: 184))
        view.backgroundColor = .systemBackground
        try PictureComparison.expectMatches(ViewRenderer().renderFrame(view, scale: 2), "core-graphics-drawing")
    }
}
