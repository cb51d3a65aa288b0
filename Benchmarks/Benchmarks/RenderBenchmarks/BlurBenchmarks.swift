import Benchmark
import BenchmarkSupport
import Foundation
import Rendering
import UIKit

/// Issue 30's measure of `UIVisualEffectView`: a 1200×1600 window of colored cards drawn under
/// a blur covering all of it, against the same window without the blur and against one box
/// blur (a running sum each way, radius 10) of the same 1200×1600 pixels, all in the same run.
@MainActor
final class BlurRig {
    static let size = CGSize(width: 1200, height: 1600)
    let root = UIView(frame: CGRect(origin: .zero, size: BlurRig.size))
    let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let renderer = ViewRenderer()
    let target = RenderTarget(size: BlurRig.size, scale: 1)
    /// The pixels the baseline box blur works on.
    var pixels = [UInt32](repeating: 0, count: Int(BlurRig.size.width * BlurRig.size.height))

    init() {
        Rendering.install()
        root.backgroundColor = .white
        for index in 0..<60 {
            let card = UIView(frame: CGRect(x: 20 + CGFloat(index % 6) * 195, y: 20 + CGFloat(index / 6) * 158, width: 170, height: 130))
            card.backgroundColor = UIColor(hue: CGFloat(index) / 60, saturation: 0.7, brightness: 0.9, alpha: 1)
            card.layer.cornerRadius = 12
            root.addSubview(card)
        }
        effectView.frame = root.bounds
        root.addSubview(effectView)
        for index in pixels.indices { pixels[index] = UInt32(truncatingIfNeeded: index &* 2_654_435_761) | 0xFF00_0000 }
    }

    /// Draws the window, with the blur or without it.
    func frame(blurred: Bool) {
        effectView.isHidden = !blurred
        renderer.render(root, into: target, background: .white)
    }

    /// One box blur of radius 10 across and down the pixels, each channel a running sum.
    func boxBlur() {
        let width = Int(Self.size.width), height = Int(Self.size.height), radius = 10
        pixels.withUnsafeMutableBufferPointer { buffer in
            var line = [UInt32](repeating: 0, count: max(width, height))
            for pass in 0..<2 {
                let (count, lines, step, lineStep) = pass == 0 ? (width, height, 1, width) : (height, width, width, 1)
                for lineIndex in 0..<lines {
                    let base = lineIndex * lineStep
                    for index in 0..<count { line[index] = buffer[base + index * step] }
                    var sums = [0, 0, 0, 0]
                    for index in 0...radius { for channel in 0..<4 { sums[channel] += Int(line[min(index, count - 1)] >> (8 * channel) & 0xFF) } }
                    for channel in 0..<4 { sums[channel] += radius * Int(line[0] >> (8 * channel) & 0xFF) }
                    for index in 0..<count {
                        var pixel: UInt32 = 0
                        for channel in 0..<4 { pixel |= UInt32(sums[channel] / (2 * radius + 1)) << (8 * channel) }
                        buffer[base + index * step] = pixel
                        let entering = line[min(index + radius + 1, count - 1)], leaving = line[max(index - radius, 0)]
                        for channel in 0..<4 {
                            sums[channel] += Int(entering >> (8 * channel) & 0xFF) - Int(leaving >> (8 * channel) & 0xFF)
                        }
                    }
                }
            }
        }
    }
}

nonisolated(unsafe) var blurRig: BlurRig?

/// The blur benchmarks, registered by the render target's `benchmarks`.
func blurBenchmarks(_ configuration: Benchmark.Configuration) {
    Benchmark("blur: box blur of 1200×1600 pixels, radius 10 (baseline)", configuration: configuration) { benchmark in
        onMain {
            if blurRig == nil { blurRig = BlurRig() }
            benchmark.startMeasurement()
            blurRig!.boxBlur()
            benchmark.stopMeasurement()
        }
    }
    for blurred in [false, true] {
        Benchmark("blur: 1200×1600 window of 60 cards, \(blurred ? "under a blur" : "without the blur (baseline)")", configuration: configuration) { benchmark in
            onMain {
                if blurRig == nil { blurRig = BlurRig() }
                benchmark.startMeasurement()
                blurRig!.frame(blurred: blurred)
                benchmark.stopMeasurement()
            }
        }
    }
}
