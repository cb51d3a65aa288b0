// The shape of Core Graphics drawing as iOS code writes it (issue 28), through `import UIKit`:
// `draw(_:)` with `UIGraphicsGetCurrentContext()`, the CGContext API, gradients, images,
// bitmap contexts and UIKit's image contexts. Nothing here asserts a value: it must COMPILE in
// Swift 6 and Swift 5 language modes and run without trapping.
import UIKit

/// A progress ring as circular-slider libraries draw it.
final class DrawingShapeRing: UIView {
    var progress: CGFloat = 0.25

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        context.saveGState()
        context.setLineWidth(8)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.setMiterLimit(4)
        context.setLineDash(phase: 0, lengths: [])
        context.setStrokeColor(UIColor.systemGray5.cgColor)
        context.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.strokePath()
        context.setStrokeColor(UIColor.systemBlue.cgColor)
        context.beginPath()
        context.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        context.drawPath(using: .stroke)
        context.restoreGState()
    }
}

@MainActor
func coreGraphicsDrawingShape() {
    let ring = DrawingShapeRing(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    ring.setNeedsDisplay()

    let size = CGSize(width: 16, height: 16)
    UIGraphicsBeginImageContextWithOptions(size, false, 0)
    if let context = UIGraphicsGetCurrentContext() {
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(origin: .zero, size: size))
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fillEllipse(in: CGRect(x: 2, y: 2, width: 4, height: 4))
        context.setStrokeColor(gray: 0, alpha: 1)
        context.stroke(CGRect(x: 1, y: 1, width: 10, height: 10), width: 2)
        context.strokeEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        context.strokeLineSegments(between: [.zero, CGPoint(x: 4, y: 4)])
        context.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.translateBy(x: 1, y: 1)
        context.scaleBy(x: 1, y: 1)
        context.rotate(by: 0)
        context.concatenate(.identity)
        let _: CGAffineTransform = context.ctm
        let _: CGPoint = context.convertToDeviceSpace(.zero)
        let _: CGRect = context.convertToUserSpace(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 5, y: 5))
        context.addLines(between: [.zero, CGPoint(x: 1, y: 2)])
        context.addCurve(to: CGPoint(x: 8, y: 8), control1: CGPoint(x: 2, y: 0), control2: CGPoint(x: 8, y: 6))
        context.addQuadCurve(to: CGPoint(x: 0, y: 8), control: CGPoint(x: 4, y: 12))
        context.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: 8, y: 0), radius: 2)
        context.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.addRects([CGRect(x: 4, y: 4, width: 2, height: 2)])
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 3, height: 3))
        context.addPath(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 6, height: 6), cornerRadius: 2).cgPath)
        context.closePath()
        let _: Bool = context.isPathEmpty
        let _: CGPoint = context.currentPointOfPath
        let _: CGRect = context.boundingBoxOfPath
        let _: CGPath? = context.path
        let _: Bool = context.pathContains(CGPoint(x: 1, y: 1), mode: .fill)
        context.drawPath(using: .fillStroke)
        context.addRect(CGRect(x: 0, y: 0, width: 8, height: 8))
        context.clip()
        context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8))
        let _: CGRect = context.boundingBoxOfClipPath
        context.resetClip()
        context.setAlpha(0.5)
        context.setBlendMode(.multiply)
        context.setShouldAntialias(true)
        context.setAllowsAntialiasing(true)
        context.interpolationQuality = .high
        let colors = [UIColor.white.cgColor, UIColor.black.cgColor] as CFArray
        let locations: [CGFloat] = [0, 1]
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations) {
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 16), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 8, y: 8), startRadius: 0,
                                       endCenter: CGPoint(x: 8, y: 8), endRadius: 8, options: [])
        }
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        context.endTransparencyLayer()
        if let image = UIImage(systemName: "star")?.cgImage {
            context.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 8))
            context.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 8), byTiling: true)
            context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8), mask: image)
        }
        context.addRelativeArc(center: CGPoint(x: 8, y: 8), radius: 4, startAngle: 0, delta: .pi)
        context.addArc(center: CGPoint(x: 8, y: 8), radius: 4, startAngle: 0, endAngle: .pi, clockwise: true)
        context.fillPath()
        let _: CGAffineTransform = context.userSpaceToDeviceSpaceTransform
        context.setFlatness(0.5)
        context.setFillColorSpace(CGColorSpaceCreateDeviceRGB())
        context.setStrokeColorSpace(CGColorSpaceCreateDeviceGray())
        let components: [CGFloat] = [0.2, 0.4, 0.6, 1]
        context.setFillColor(components)
        context.setFillColor(cyan: 0, magenta: 1, yellow: 0, black: 0, alpha: 1)
        context.setTextDrawingMode(.fillStroke)
        ("Core" as NSString).draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 9)])
        context.setTextDrawingMode(.fill)

        let drawPattern: CGPatternDrawPatternCallback = { _, cell in
            cell.addArc(center: CGPoint(x: 2, y: 2), radius: 1, startAngle: 0, endAngle: .pi * 2, clockwise: true)
            cell.setFillColor(UIColor.black.cgColor)
            cell.fillPath()
        }
        var patternCallbacks = CGPatternCallbacks(version: 0, drawPattern: drawPattern, releaseInfo: nil)
        if let pattern = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4), matrix: .identity,
                                   xStep: 4, yStep: 4, tiling: .constantSpacing, isColored: true, callbacks: &patternCallbacks),
           let patternSpace = CGColorSpace(patternBaseSpace: nil) {
            var alpha: CGFloat = 1.0
            context.setFillColorSpace(patternSpace)
            context.setFillPattern(pattern, colorComponents: &alpha)
            context.setPatternPhase(CGSize(width: 1, height: 1))
            context.fill(CGRect(origin: .zero, size: size))
            let _: CGColor? = CGColor(patternSpace: patternSpace, pattern: pattern, components: &alpha)
        }

        var functionCallbacks = CGFunctionCallbacks(version: 0, evaluate: { _, input, output in
            output[0] = input[0]
            output[1] = 0
            output[2] = 1 - input[0]
            output[3] = 1
        }, releaseInfo: nil)
        let domain: [CGFloat] = [0, 1]
        if let function = CGFunction(info: nil, domainDimension: 1, domain: domain, rangeDimension: 4, range: nil, callbacks: &functionCallbacks),
           let shading = CGShading(axialSpace: CGColorSpaceCreateDeviceRGB(), start: .zero, end: CGPoint(x: 16, y: 0),
                                   function: function, extendStart: true, extendEnd: true),
           let radial = CGShading(radialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 8, y: 8), startRadius: 0,
                                  end: CGPoint(x: 8, y: 8), endRadius: 8, function: function, extendStart: false, extendEnd: false) {
            context.drawShading(shading)
            context.drawShading(radial)
        }
        context.flush()
    }
    UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
    UIRectFrame(CGRect(x: 0, y: 0, width: 4, height: 4))
    UIRectClip(CGRect(x: 0, y: 0, width: 8, height: 8))
    UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 1, height: 1), .normal)
    let image: UIImage? = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    _ = image

    let renderer = UIGraphicsImageRenderer(size: size)
    _ = renderer.image { rendererContext in
        let context: CGContext = rendererContext.cgContext
        UIGraphicsPushContext(context)
        UIColor.green.setFill()
        rendererContext.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        rendererContext.stroke(CGRect(x: 0, y: 0, width: 4, height: 4))
        UIGraphicsPopContext()
    }

    let width = 4, height = 4
    // The UIKit product installs its renderer when the program loads: iOS code calls nothing.
    guard let bitmap = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                 space: CGColorSpaceCreateDeviceRGB(),
                                 bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue) else {
        fatalError("no bitmap context: the UIKit product did not install its renderer")
    }
    bitmap.setFillColor(UIColor.blue.cgColor)
    bitmap.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    let _: UnsafeMutableRawPointer? = bitmap.data
    let _: Int = bitmap.bytesPerRow + bitmap.width + bitmap.height + bitmap.bitsPerComponent + bitmap.bitsPerPixel
    let _: CGColorSpace? = bitmap.colorSpace
    let _: CGImageAlphaInfo = bitmap.alphaInfo
    if let made = bitmap.makeImage() {
        _ = UIImage(cgImage: made, scale: 2, orientation: .up)
    }
}
