import CoreGraphics
import Foundation
import Rendering
import Synchronization
import Testing
@testable import UIKit

/// Core Graphics' `CGContext` drawn by Cairo (issue 28): bitmap contexts and their memory in
/// each layout, Core Graphics' bottom-left origin there and UIKit's top-left one in image
/// contexts, the graphics state and its stack, transformations, the current path's queries,
/// clipping, gradients, images and transparency layers — pixels asserted exactly.
@Suite(.serialized) @MainActor struct CoreGraphicsContextTests {
    init() {
        Rendering.install()
    }

    /// An RGBA (premultiplied last, big-endian order) bitmap context over `bytes`.
    private func rgbaContext(_ bytes: UnsafeMutableRawPointer, width: Int, height: Int) -> CGContext {
        CGContext(data: bytes, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    private func withBitmap(width: Int, height: Int, _ body: (CGContext, UnsafeMutableBufferPointer<UInt8>) -> Void) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: width * height * 4)
        buffer.initialize(repeating: 0)
        defer { buffer.deallocate() }
        body(rgbaContext(UnsafeMutableRawPointer(buffer.baseAddress!), width: width, height: height), buffer)
    }

    /// The four bytes of the pixel in memory row `row` (0: the top of the image), column `x`.
    private func bytes(_ buffer: UnsafeMutableBufferPointer<UInt8>, width: Int, x: Int, row: Int) -> [UInt8] {
        let offset = (row * width + x) * 4
        return Array(buffer[offset..<offset + 4])
    }

    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.pixelWidth + x) * 4
        return Array(image.pixels[offset..<offset + 4])
    }

    // MARK: Bitmap contexts

    @Test func aBitmapContextHasCoreGraphicsBottomLeftOrigin() {
        withBitmap(width: 4, height: 4) { context, buffer in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            #expect(bytes(buffer, width: 4, x: 0, row: 3) == [255, 0, 0, 255], "y 0 is the last row in memory")
            #expect(bytes(buffer, width: 4, x: 1, row: 3) == [255, 0, 0, 255])
            #expect(bytes(buffer, width: 4, x: 2, row: 3) == [0, 0, 0, 0])
            #expect(bytes(buffer, width: 4, x: 0, row: 0) == [0, 0, 0, 0])
            #expect(context.ctm == .identity)
            #expect(context.width == 4 && context.height == 4 && context.bytesPerRow == 16 && context.bitsPerPixel == 32)
            let image = context.makeImage()!
            #expect(image.width == 4 && image.height == 4)
            #expect(Array(image.pixels[48..<52]) == [255, 0, 0, 255], "the image's last row is the bottom")
        }
    }

    @Test func aBitmapContextDrawsOverTheBytesItWasGiven() {
        withBitmap(width: 2, height: 1) { _, buffer in
            buffer[0] = 0; buffer[1] = 0; buffer[2] = 255; buffer[3] = 255
            let context = rgbaContext(UnsafeMutableRawPointer(buffer.baseAddress!), width: 2, height: 1)
            context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            #expect(Array(buffer) == [0, 0, 255, 255, 0, 255, 0, 255], "the blue pixel stays, the green one is drawn beside it")
        }
    }

    @Test func layoutsLittleEndianSkippedAndGray() {
        var bgra = [UInt8](repeating: 0, count: 4)
        bgra.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(bgra == [0, 128, 255, 255], "B, G, R, A in memory")
        var skipped = [UInt8](repeating: 7, count: 4)
        skipped.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)!
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(skipped == [0, 0, 255, 7], "the skipped byte is left alone")
        let gray = CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                             space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
        gray.setFillColor(gray: 1, alpha: 1)
        gray.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let memory = gray.data!.assumingMemoryBound(to: UInt8.self)
        #expect(memory[0] == 255 && memory[1] == 0 && gray.bytesPerRow == 2, "a context's own memory, the least bytes per row")
    }

    @Test func unsupportedLayoutsMakeNoContext() {
        let messages = Mutex<[String]>([])
        let saved = Diagnostics.handler
        Diagnostics.handler = { message in messages.withLock { $0.append(message) } }
        defer { Diagnostics.handler = saved }
        let straightAlpha = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.last.rawValue)
        let shortRows = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(straightAlpha == nil && shortRows == nil)
        let reported = messages.withLock { $0 }
        #expect(reported.first?.hasPrefix("CGBitmapContextCreate: unsupported parameter combination") == true)
        #expect(reported.last?.hasPrefix("CGBitmapContextCreate: invalid data bytes/row: should be at least 16") == true)
    }

    // MARK: State, transformations, paths

    @Test func transformationsPlaceWhatIsDrawnAndConvertPoints() {
        withBitmap(width: 8, height: 8) { context, buffer in
            context.translateBy(x: 4, y: 2)
            context.scaleBy(x: 2, y: 2)
            #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 4, ty: 2))
            #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 6, y: 4))
            #expect(context.convertToUserSpace(CGPoint(x: 6, y: 4)) == CGPoint(x: 1, y: 1))
            context.setFillColor(gray: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            // Device x 4..<6, y 2..<4: memory rows 4 and 5.
            #expect(bytes(buffer, width: 8, x: 4, row: 5) == [255, 255, 255, 255])
            #expect(bytes(buffer, width: 8, x: 5, row: 4) == [255, 255, 255, 255])
            #expect(bytes(buffer, width: 8, x: 6, row: 4) == [0, 0, 0, 0])
            #expect(bytes(buffer, width: 8, x: 4, row: 3) == [0, 0, 0, 0])
        }
    }

    @Test func theCurrentPathIsPlacedWhenItsPointsAreAdded() {
        withBitmap(width: 4, height: 4) { context, _ in
            #expect(context.isPathEmpty && context.boundingBoxOfPath == .null)
            context.translateBy(x: 10, y: 0)
            context.move(to: CGPoint(x: 0, y: 0))
            context.addLine(to: CGPoint(x: 5, y: 5))
            #expect(context.currentPointOfPath == CGPoint(x: 5, y: 5))
            context.translateBy(x: -10, y: 0)
            #expect(context.currentPointOfPath == CGPoint(x: 15, y: 5), "user space moved; the path did not")
            #expect(context.boundingBoxOfPath == CGRect(x: 10, y: 0, width: 5, height: 5))
            context.beginPath()
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(context.pathContains(CGPoint(x: 5, y: 5), mode: .fill))
            #expect(!context.pathContains(CGPoint(x: 5, y: 5), mode: .stroke))
            context.setLineWidth(2)
            #expect(context.pathContains(CGPoint(x: 10.5, y: 5), mode: .stroke))
            #expect(!context.pathContains(CGPoint(x: 11.5, y: 5), mode: .fillStroke))
            context.fillPath()
            #expect(context.isPathEmpty, "painting clears the path")
        }
    }

    @Test func savedStatesComeBackWithTheirClip() {
        withBitmap(width: 4, height: 1) { context, buffer in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.saveGState()
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 1, height: 1))
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
            context.restoreGState()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 1))
            #expect(Array(buffer) == [0, 0, 255, 255, 0, 0, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255])
            context.restoreGState()  // nothing saved: nothing happens
        }
    }

    @Test func arcsStrokesAndDrawingModes() {
        withBitmap(width: 20, height: 20) { context, buffer in
            context.setStrokeColor(gray: 1, alpha: 1)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.setLineWidth(2)
            context.addArc(center: CGPoint(x: 10, y: 10), radius: 6, startAngle: 0, endAngle: .pi * 2, clockwise: false)
            context.drawPath(using: .fillStroke)
            #expect(bytes(buffer, width: 20, x: 10, row: 10) == [255, 0, 0, 255], "filled inside")
            #expect(bytes(buffer, width: 20, x: 15, row: 9) == [255, 255, 255, 255], "stroked on the circle (5 to 7 from its centre)")
            #expect(bytes(buffer, width: 20, x: 18, row: 9) == [0, 0, 0, 0])
            context.setLineCap(.square)
            context.strokeLineSegments(between: [CGPoint(x: 2, y: 1), CGPoint(x: 4, y: 1)])
            #expect(bytes(buffer, width: 20, x: 1, row: 18) == [255, 255, 255, 255], "a square cap reaches half the width beyond")
        }
    }

    @Test func clearMakesPixelsTransparent() {
        withBitmap(width: 2, height: 1) { context, buffer in
            context.setFillColor(gray: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            context.setBlendMode(.multiply)
            context.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(Array(buffer) == [0, 0, 0, 0, 255, 255, 255, 255])
        }
    }

    // MARK: Gradients, images, layers

    @Test func aLinearGradientFillsTheClipAlongItsLine() {
        withBitmap(width: 6, height: 1) { context, buffer in
            let colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)] as CFArray
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceGray(), colors: colors, locations: [0, 1])!
            context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 1))
            context.drawLinearGradient(gradient, start: CGPoint(x: 1, y: 0), end: CGPoint(x: 4, y: 0), options: [.drawsAfterEndLocation])
            let reds = (0..<6).map { bytes(buffer, width: 6, x: $0, row: 0)[0] }
            let alphas = (0..<6).map { bytes(buffer, width: 6, x: $0, row: 0)[3] }
            #expect(alphas == [0, 255, 255, 255, 255, 0], "nothing before the start, the end color after it, the clip's edge")
            #expect(reds[1] < reds[2] && reds[2] < reds[3] && reds[4] == 255)
        }
    }

    @Test func aRadialGradientDrawsBetweenItsCircles() {
        withBitmap(width: 9, height: 9) { context, buffer in
            var components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
            let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &components, locations: nil, count: 2)!
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 4.5, y: 4.5), startRadius: 0,
                                       endCenter: CGPoint(x: 4.5, y: 4.5), endRadius: 3, options: [])
            #expect(bytes(buffer, width: 9, x: 4, row: 4)[0] > 200, "red at the centre")
            #expect(bytes(buffer, width: 9, x: 0, row: 0) == [0, 0, 0, 0], "nothing outside the end circle")
        }
    }

    @Test func imagesAreUprightInCoreGraphicsSense() {
        // A 1×2 image: red on top, blue below.
        let image = CGImage(width: 1, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        withBitmap(width: 1, height: 2) { context, buffer in
            context.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 2))
            #expect(Array(buffer) == [255, 0, 0, 255, 0, 0, 255, 255], "upright in a bitmap context")
        }
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 2), false, 1)
        UIGraphicsGetCurrentContext()!.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        let drawn = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        #expect(pixel(drawn, 0, 0) == [0, 0, 255, 255], "upside down in UIKit's flipped context, as on iOS")
    }

    @Test func aTransparencyLayerCompositesAsOne() {
        withBitmap(width: 3, height: 1) { context, buffer in
            context.setAlpha(0.5)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(gray: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
            context.endTransparencyLayer()
            let alphas = (0..<3).map { bytes(buffer, width: 3, x: $0, row: 0)[3] }
            #expect(alphas == [128, 128, 128], "the overlap is no darker")
        }
        withBitmap(width: 3, height: 1) { context, buffer in
            context.beginTransparencyLayer(in: CGRect(x: 1, y: 0, width: 1, height: 1), auxiliaryInfo: nil)
            context.setFillColor(gray: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
            context.endTransparencyLayer()
            context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
            #expect((0..<3).map { bytes(buffer, width: 3, x: $0, row: 0)[3] } == [0, 255, 255], "bounded by its rectangle, until it ends")
        }
    }

    @Test func shadowsAreOffsetInBaseSpace() {
        withBitmap(width: 4, height: 6) { context, buffer in
            context.translateBy(x: 0, y: 3)
            context.scaleBy(x: 1, y: 2)
            context.setShadow(offset: CGSize(width: 1, height: -3), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            // The square: device y 3..<5 (memory rows 1, 2), x 0. Its shadow: one right, three
            // down in device pixels whatever the transformation (y 0..<2: rows 4, 5).
            #expect(bytes(buffer, width: 4, x: 0, row: 1) == [255, 0, 0, 255])
            #expect(bytes(buffer, width: 4, x: 1, row: 4) == [0, 0, 255, 255])
            #expect(bytes(buffer, width: 4, x: 1, row: 5) == [0, 0, 255, 255])
            #expect(bytes(buffer, width: 4, x: 1, row: 3) == [0, 0, 0, 0])
            context.setShadow(offset: .zero, blur: 0, color: nil)
            context.fill(CGRect(x: 3, y: -1.5, width: 1, height: 0.5))
            #expect(bytes(buffer, width: 4, x: 3, row: 5) == [255, 0, 0, 255], "no shadow once turned off")
        }
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 6), false, 1)
        let context = UIGraphicsGetCurrentContext()!
        context.setShadow(offset: CGSize(width: 0, height: 3), blur: 0, color: UIColor.blue.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        #expect(pixel(image, 0, 0) == [0, 0, 0, 255] && pixel(image, 1, 1) == [0, 0, 0, 255])
        #expect(pixel(image, 0, 3) == [0, 0, 255, 255] && pixel(image, 1, 4) == [0, 0, 255, 255], "down in draw(_:)'s space, as on iOS")
        #expect(pixel(image, 0, 2) == [0, 0, 0, 0] && pixel(image, 0, 5) == [0, 0, 0, 0])
    }

    @Test func aBlurredShadowFadesFromItsShape() {
        withBitmap(width: 30, height: 30) { context, buffer in
            context.setShadow(offset: .zero, blur: 6)
            context.setFillColor(gray: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: -10, width: 10, height: 50))
            let alphas = (8..<24).map { bytes(buffer, width: 30, x: $0, row: 15)[3] }
            #expect(alphas.first == 255, "the shape itself")
            #expect(zip(alphas.dropFirst(2), alphas.dropFirst(3)).allSatisfy { $0 >= $1 }, "the shadow fades outward: \(alphas)")
            #expect(alphas[2] > 0 && alphas[2] <= 85, "a third of black at most beside the shape")
            #expect(alphas.last == 0)
        }
    }

    @Test func aLayerRendersInTheContextsUserSpace() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        view.backgroundColor = .red
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
        top.backgroundColor = .blue
        view.addSubview(top)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 1)
        let context = UIGraphicsGetCurrentContext()!
        context.translateBy(x: 2, y: 0)
        view.layer.render(in: context)
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        #expect(pixel(image, 2, 0) == [0, 0, 255, 255] && pixel(image, 3, 1) == [255, 0, 0, 255])
        #expect(pixel(image, 0, 0) == [0, 0, 0, 0], "moved by the context's translation")
        withBitmap(width: 2, height: 2) { context, buffer in
            view.layer.render(in: context)
            #expect(bytes(buffer, width: 2, x: 0, row: 0) == [255, 0, 0, 255], "upside down in a bitmap context, as on iOS")
            #expect(bytes(buffer, width: 2, x: 0, row: 1) == [0, 0, 255, 255])
        }
    }

    @Test func aMaskClipsWhatIsPaintedUntilTheStateIsRestored() {
        // The tinting code of UIImage extension libraries.
        let mark = UIImage(pixelWidth: 2, pixelHeight: 2, scale: 1, pixels: [0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        UIGraphicsBeginImageContextWithOptions(mark.size, false, mark.scale)
        let context = UIGraphicsGetCurrentContext()!
        context.saveGState()
        context.translateBy(x: 0, y: mark.size.height)
        context.scaleBy(x: 1, y: -1)
        let rect = CGRect(origin: .zero, size: mark.size)
        context.clip(to: rect, mask: mark.cgImage!)
        UIColor.red.setFill()
        context.fill(rect)
        context.restoreGState()
        UIColor.blue.setFill()
        context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        let tinted = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        #expect(pixel(tinted, 0, 0) == [255, 0, 0, 255], "the mask's opaque pixel, upright")
        #expect(pixel(tinted, 1, 0) == [0, 0, 0, 0] && pixel(tinted, 0, 1) == [0, 0, 0, 0])
        #expect(pixel(tinted, 1, 1) == [0, 0, 255, 255], "no mask after restoreGState")
        // A gray image masks by its luminance.
        let gray = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2, space: CGColorSpaceCreateDeviceGray(),
                           bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue),
                           provider: CGDataProvider(data: Data([255, 0]) as CFData)!, decode: nil, shouldInterpolate: false,
                           intent: .defaultIntent)!
        withBitmap(width: 2, height: 1) { bitmap, buffer in
            bitmap.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1), mask: gray)
            bitmap.setFillColor(gray: 1, alpha: 1)
            bitmap.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            #expect(Array(buffer) == [255, 255, 255, 255, 0, 0, 0, 0])
        }
    }

    /// A bitmap's memory is written back only where each call may have painted: after random
    /// fills, strokes (every cap and join, transformed) and clears, it still holds exactly what
    /// the canvas shows (`makeImage()`, which reads the whole canvas).
    @Test(arguments: 0..<20)
    func theMemoryKeepsUpWithRandomDrawing(seed: Int) {
        // xorshift64*: a reproducible sequence per seed.
        var state = UInt64(seed + 1) &* 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
        func value(_ range: ClosedRange<CGFloat>) -> CGFloat {
            range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(next() >> 11) / CGFloat(1 << 53)
        }
        func choice(_ count: Int) -> Int { Int(next() % UInt64(count)) }
        withBitmap(width: 40, height: 30) { context, buffer in
            for _ in 0..<12 {
                context.saveGState()
                context.translateBy(x: value(-5...20), y: value(-5...15))
                context.rotate(by: value(-1...1))
                context.scaleBy(x: value(0.5...2), y: value(0.5...2))
                context.setFillColor(red: value(0...1), green: value(0...1), blue: value(0...1), alpha: value(0.2...1))
                context.setStrokeColor(red: value(0...1), green: value(0...1), blue: value(0...1), alpha: 1)
                context.setLineWidth(value(0.5...6))
                context.setLineCap([.butt, .round, .square][choice(3)])
                context.setLineJoin([.miter, .round, .bevel][choice(3)])
                let rect = CGRect(x: value(-5...30), y: value(-5...20), width: value(0...15), height: value(0...15))
                switch choice(4) {
                case 0: context.fill(rect)
                case 1: context.strokeEllipse(in: rect)
                case 2: context.strokeLineSegments(between: [rect.origin, CGPoint(x: rect.maxX, y: rect.midY), CGPoint(x: rect.minX, y: rect.maxY), rect.origin])
                default: context.clear(rect)
                }
                context.restoreGState()
            }
            let image = context.makeImage()!
            #expect(Array(buffer) == image.pixels, "seed \(seed)")
        }
    }

    // MARK: UIKit's image contexts

    @Test func imageContextsAreFlippedScaledAndStacked() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
        let context = UIGraphicsGetCurrentContext()!
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 6))
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIColor.blue.setFill()
        UIRectFrame(CGRect(x: 1, y: 0, width: 3, height: 3))
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        #expect(UIGraphicsGetCurrentContext() !== context, "a nested context is current")
        UIGraphicsEndImageContext()
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 4, height: 3) && image.scale == 2)
        #expect(pixel(image, 0, 0) == [255, 0, 0, 255] && pixel(image, 1, 1) == [255, 0, 0, 255], "top left: UIKit's origin")
        #expect(pixel(image, 0, 2) == [0, 0, 0, 0])
        #expect(pixel(image, 2, 0) == [0, 0, 255, 255] && pixel(image, 7, 5) == [0, 0, 255, 255], "the frame's edges")
        #expect(pixel(image, 4, 2) == [0, 0, 0, 0], "inside the frame")
    }

    @Test func anOpaqueImageContextStartsBlack() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 1)
        let image = UIGraphicsGetImageFromCurrentImageContext()!
        UIGraphicsEndImageContext()
        #expect(pixel(image, 1, 1) == [0, 0, 0, 255])
    }

    @Test func pushedContextsAreCurrentUntilPopped() {
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { renderer in
            let context = renderer.cgContext
            UIGraphicsPushContext(context)
            #expect(UIGraphicsGetCurrentContext() === context)
            UIGraphicsPopContext()
            #expect(UIGraphicsGetCurrentContext() === context, "the renderer's own context again")
            context.setFillColor(UIColor.green.cgColor)
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(pixel(bitmap, 0, 0) == [0, 255, 0, 255])
    }
}

/// Bad input, as Core Graphics takes it: invalid values are reported and ignored, an
/// unbalanced `restoreGState` and drawing without a context change nothing, and nothing traps.
@Suite(.serialized) @MainActor struct CoreGraphicsBadInputTests {
    init() {
        Rendering.install()
    }

    private func reported(_ body: () -> Void) -> [String] {
        let messages = Mutex<[String]>([])
        let saved = Diagnostics.handler
        Diagnostics.handler = { message in messages.withLock { $0.append(message) } }
        defer { Diagnostics.handler = saved }
        body()
        return messages.withLock { $0 }
    }

    @Test func invalidValuesAreReportedAndIgnored() {
        var bytes = [UInt8](repeating: 0, count: 16)
        bytes.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            let messages = reported {
                context.move(to: CGPoint(x: CGFloat.nan, y: 0))
                context.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
                context.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
                context.translateBy(x: .nan, y: 0)
                context.setLineWidth(.nan)
                context.fill(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
                context.setFillColor(gray: 1, alpha: 1)
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
            #expect(messages.count == 6 && messages.allSatisfy { $0 == CGContext.invalidValueMessage })
            #expect(context.isPathEmpty && context.ctm == .identity, "nothing was added or changed")
            context.restoreGState()
            context.restoreGState()
        }
        #expect(bytes[8..<12] == [255, 255, 255, 255], "drawing goes on after the ignored calls")
    }

    @Test func drawingWithoutAContextIsReported() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let messages = reported {
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIRectClip(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIGraphicsEndImageContext()
            UIGraphicsPopContext()
            UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.nan, height: 1), false, 1)
        }
        #expect(messages == [
            "CGContextFillRects: invalid context 0x0. If you want to see the backtrace, please set CG_CONTEXT_SHOW_BACKTRACE environmental variable.",
            "CGContextClipToRect: invalid context 0x0. If you want to see the backtrace, please set CG_CONTEXT_SHOW_BACKTRACE environmental variable.",
            "UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size=(nan, 1.0), scale=1.0, bitmapInfo=0x2002. Use UIGraphicsImageRenderer to avoid this assert.",
        ])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
