import CoreGraphics
import Foundation
import Rendering
import Testing
@testable import UIKit

/// Core Graphics' patterns, shadings, color spaces and text drawing modes (issue 28): pattern
/// cells repeated by their steps from the phase, colored and uncolored; shadings sampled from
/// their functions with and without extension; strings and `UIImage`s drawn with the graphics
/// state (transformation, alpha, clip, text drawing mode) — pixels asserted exactly.
@Suite(.serialized) @MainActor struct CoreGraphicsPatternAndTextTests {
    init() {
        Rendering.install()
    }

    /// What `draw` paints in a `width`×`height` UIKit image context at scale 1.
    private func image(width: Int, height: Int, _ draw: (CGContext) -> Void) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: width, height: height), false, 1)
        defer { UIGraphicsEndImageContext() }
        draw(UIGraphicsGetCurrentContext()!)
        return UIGraphicsGetImageFromCurrentImageContext()!
    }

    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.pixelWidth + x) * 4
        return Array(image.pixels[offset..<offset + 4])
    }

    /// The pixels with any alpha.
    private func painted(_ image: UIImage) -> [(x: Int, y: Int)] {
        (0..<image.pixelHeight).flatMap { y in (0..<image.pixelWidth).map { (x: $0, y: y) } }.filter { pixel(image, $0.x, $0.y)[3] > 0 }
    }

    private static let redSquare: CGPatternDrawPatternCallback = { _, context in
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    private func pattern(colored: Bool, draw: @escaping CGPatternDrawPatternCallback = redSquare) -> CGPattern {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: draw, releaseInfo: nil)
        return CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4), matrix: .identity, xStep: 4, yStep: 4,
                         tiling: .constantSpacing, isColored: colored, callbacks: &callbacks)!
    }

    // MARK: Patterns

    @Test func aColoredPatternRepeatsItsCellByItsSteps() {
        let drawn = image(width: 8, height: 8) { context in
            context.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
            var alpha: CGFloat = 1
            context.setFillPattern(pattern(colored: true), colorComponents: &alpha)
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        for (x, y) in [(0, 0), (1, 1), (4, 0), (5, 5), (0, 4)] { #expect(pixel(drawn, x, y) == [255, 0, 0, 255], "cell at \(x),\(y)") }
        for (x, y) in [(2, 0), (3, 3), (6, 6), (2, 5)] { #expect(pixel(drawn, x, y) == [0, 0, 0, 0], "gap at \(x),\(y)") }
    }

    @Test func anUncoloredPatternIsAStencilInTheColorGivenWithIt() {
        let drawn = image(width: 8, height: 8) { context in
            context.setFillColorSpace(CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB())!)
            var blue: [CGFloat] = [0, 0, 1, 1]
            context.setFillPattern(pattern(colored: false), colorComponents: &blue)
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(pixel(drawn, 0, 0) == [0, 0, 255, 255], "the red cell's coverage, in blue")
        #expect(pixel(drawn, 3, 3) == [0, 0, 0, 0])
    }

    @Test func thePatternPhaseAndAlphaApply() {
        let drawn = image(width: 8, height: 8) { context in
            context.setPatternPhase(CGSize(width: 1, height: 2))
            context.setAlpha(0.5)
            let color = CGColor(patternSpace: CGColorSpace(patternBaseSpace: nil)!, pattern: pattern(colored: true), components: [1])!
            context.setFillColor(color)
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(pixel(drawn, 1, 2) == [128, 0, 0, 128], "the cell starts at the phase, at half alpha (premultiplied)")
        #expect(pixel(drawn, 0, 0) == [0, 0, 0, 0])
        #expect(pixel(drawn, 5, 6) == [128, 0, 0, 128])
    }

    @Test func aPatternStaysInBaseSpaceWhenTheContextIsTransformed() {
        let drawn = image(width: 8, height: 8) { context in
            context.setFillColorSpace(CGColorSpace(patternBaseSpace: nil)!)
            var alpha: CGFloat = 1
            context.setFillPattern(pattern(colored: true), colorComponents: &alpha)
            context.translateBy(x: 1, y: 0)
            context.fill(CGRect(x: -1, y: 0, width: 8, height: 8))
        }
        #expect(pixel(drawn, 0, 0) == [255, 0, 0, 255], "the cells do not move with the CTM, as in Core Graphics")
        #expect(pixel(drawn, 2, 0) == [0, 0, 0, 0])
    }

    // MARK: Shadings

    private static let blueToRed: CGFunctionEvaluateCallback = { _, input, output in
        output[0] = input[0]
        output[1] = 0
        output[2] = 1 - input[0]
        output[3] = 1
    }

    private func function() -> CGFunction {
        var callbacks = CGFunctionCallbacks(version: 0, evaluate: Self.blueToRed, releaseInfo: nil)
        let domain: [CGFloat] = [0, 1], range: [CGFloat] = [0, 1, 0, 1, 0, 1, 0, 1]
        return CGFunction(info: nil, domainDimension: 1, domain: domain, rangeDimension: 4, range: range, callbacks: &callbacks)!
    }

    @Test func anAxialShadingTakesItsColorsFromItsFunction() {
        let drawn = image(width: 100, height: 1) { context in
            let shading = CGShading(axialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0),
                                    function: function(), extendStart: false, extendEnd: false)!
            context.drawShading(shading)
        }
        #expect(pixel(drawn, 0, 0) == [1, 0, 254, 255])
        #expect(pixel(drawn, 50, 0) == [129, 0, 126, 255])
        #expect(pixel(drawn, 99, 0) == [254, 0, 1, 255])
    }

    @Test func aShadingExtendsOnlyWhereItSays() {
        let drawn = image(width: 100, height: 1) { context in
            let shading = CGShading(axialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0),
                                    function: function(), extendStart: true, extendEnd: false)!
            context.drawShading(shading)
        }
        #expect(pixel(drawn, 5, 0) == [0, 0, 255, 255], "before the start: the start color")
        #expect(pixel(drawn, 95, 0) == [0, 0, 0, 0], "after the end: nothing")
    }

    @Test func aRadialShadingRunsFromTheStartCircleToTheEndCircle() {
        let drawn = image(width: 41, height: 41) { context in
            let shading = CGShading(radialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 20.5, y: 20.5), startRadius: 0,
                                    end: CGPoint(x: 20.5, y: 20.5), endRadius: 20, function: function(), extendStart: false, extendEnd: false)!
            context.drawShading(shading)
        }
        #expect(pixel(drawn, 20, 20)[2] > 240, "blue at the center")
        #expect(pixel(drawn, 20, 1)[0] > 220, "red near the end circle")
        #expect(pixel(drawn, 0, 0) == [0, 0, 0, 0], "nothing outside it")
    }

    // MARK: Color spaces

    @Test func componentsAreReadInTheFillColorSpace() {
        let drawn = image(width: 3, height: 1) { context in
            context.setFillColorSpace(CGColorSpaceCreateDeviceRGB())
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            let green: [CGFloat] = [0, 1, 0, 1]
            context.setFillColor(green)
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            context.setFillColor(cyan: 1, magenta: 0, yellow: 0, black: 0, alpha: 1)
            context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        }
        #expect(pixel(drawn, 0, 0) == [0, 0, 0, 255], "a new fill space starts at black")
        #expect(pixel(drawn, 1, 0) == [0, 255, 0, 255])
        #expect(pixel(drawn, 2, 0) == [0, 255, 255, 255])
    }

    @Test func aRelativeArcEndsWhereItsDeltaTakesIt() {
        _ = image(width: 10, height: 10) { context in
            context.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 4, startAngle: 0, delta: .pi / 2)
            #expect(abs(context.currentPointOfPath.x - 5) < 1e-9 && abs(context.currentPointOfPath.y - 9) < 1e-9)
            #expect(context.userSpaceToDeviceSpaceTransform == context.ctm)
        }
    }

    @Test func aLargeFlatnessDrawsCurvesCoarser() {
        func coverage(_ flatness: CGFloat?) -> Int {
            painted(image(width: 60, height: 60) { context in
                if let flatness { context.setFlatness(flatness) }
                context.fillEllipse(in: CGRect(x: 5, y: 5, width: 50, height: 40))
            }).count
        }
        #expect(coverage(8) < coverage(nil), "the flattened polygon lies inside the ellipse")
    }

    // MARK: Strings and images with the graphics state

    @Test func aStringIsDrawnWithTheTransformationAndAlpha() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black]
        let drawn = image(width: 120, height: 40) { context in
            context.translateBy(x: 60, y: 0)
            context.setAlpha(0.5)
            ("WW" as NSString).draw(at: .zero, withAttributes: attributes)
        }
        let ink = painted(drawn)
        #expect(!ink.isEmpty)
        #expect(ink.allSatisfy { $0.x >= 60 }, "moved by the translation")
        #expect(ink.allSatisfy { pixel(drawn, $0.x, $0.y)[3] <= 128 }, "at half alpha")
    }

    @Test func theTextDrawingModeDecidesWhatGlyphsPaint() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.red]
        func draw(_ mode: CGTextDrawingMode, then: (CGContext) -> Void = { _ in }) -> UIImage {
            image(width: 80, height: 40) { context in
                context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
                context.setTextDrawingMode(mode)
                ("OK" as NSString).draw(at: CGPoint(x: 4, y: 2), withAttributes: attributes)
                then(context)
            }
        }
        let filled = draw(.fill), stroked = draw(.stroke), invisible = draw(.invisible)
        #expect(painted(filled).contains { pixel(filled, $0.x, $0.y) == [255, 0, 0, 255] })
        #expect(!painted(filled).contains { pixel(filled, $0.x, $0.y)[2] > 0 }, "no stroke")
        #expect(!painted(stroked).isEmpty && painted(stroked).allSatisfy { pixel(stroked, $0.x, $0.y)[0] == 0 },
                "outlines in the stroke color, no fill")
        #expect(painted(invisible).isEmpty)
        let clipped = draw(.clip) { context in
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 80, height: 40))
        }
        let clippedInk = painted(clipped)
        #expect(!clippedInk.isEmpty && clippedInk.count < painted(filled).count + 40, "what follows is clipped to the glyphs")
        let solid = clippedInk.filter { pixel(clipped, $0.x, $0.y)[3] == 255 }
        #expect(!solid.isEmpty && solid.allSatisfy { pixel(filled, $0.x, $0.y)[3] > 0 }, "only where the glyphs are")
    }

    @Test func aUIImageIsDrawnWithTheTransformationAndAlpha() {
        let square = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let drawn = image(width: 10, height: 10) { context in
            context.translateBy(x: 5, y: 5)
            context.setAlpha(0.5)
            square.draw(at: .zero)
        }
        #expect(pixel(drawn, 6, 6) == [128, 0, 0, 128], "premultiplied")
        #expect(pixel(drawn, 2, 2) == [0, 0, 0, 0])
    }
}
