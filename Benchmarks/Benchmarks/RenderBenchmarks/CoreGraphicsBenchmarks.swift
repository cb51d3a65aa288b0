import Benchmark
import BenchmarkSupport
import CCairo
import Foundation
import Rendering
import UIKit

/// Issue 28's measure: drawing through `CGContext` against the same Cairo calls made directly,
/// on a 512×512 surface — a path of 10,000 segments stroked and filled, and 10,000 small
/// shapes (filled 6×6 rectangles and stroked circles, every tenth). The Cairo calls are the
/// baseline, in the same run.
@MainActor
enum CoreGraphicsScene {
    static let size = 512
    /// The path's points: a reproducible walk across the surface.
    static let walk: [CGPoint] = {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var point = CGPoint(x: 256, y: 256)
        return (0...10_000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            point.x = min(max(point.x + CGFloat(Int(state >> 59)) - 15.5, 0), 512)
            point.y = min(max(point.y + CGFloat(Int((state >> 54) & 31)) - 15.5, 0), 512)
            return point
        }
    }()
    static let shapes: [CGRect] = (0..<10_000).map { CGRect(x: ($0 % 100) * 5, y: ($0 / 100) * 5, width: 6, height: 6) }
}

/// Cairo directly, on its own surface.
@MainActor
final class DirectCairo {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(CoreGraphicsScene.size), Int32(CoreGraphicsScene.size))!
    lazy var context = cairo_create(surface)!

    func path() {
        cairo_new_path(context)
        let walk = CoreGraphicsScene.walk
        cairo_move_to(context, Double(walk[0].x), Double(walk[0].y))
        for point in walk.dropFirst() { cairo_line_to(context, Double(point.x), Double(point.y)) }
        cairo_set_source_rgba(context, 0.2, 0.4, 0.8, 0.5)
        cairo_fill_preserve(context)
        cairo_set_line_width(context, 1.5)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        cairo_stroke(context)
    }

    func shapes() {
        for (index, rect) in CoreGraphicsScene.shapes.enumerated() {
            if index % 10 == 0 {
                cairo_new_path(context)
                cairo_arc(context, Double(rect.midX), Double(rect.midY), 3, 0, 2 * .pi)
                cairo_set_source_rgba(context, 0, 0, 0, 1)
                cairo_set_line_width(context, 1)
                cairo_stroke(context)
            } else {
                cairo_rectangle(context, Double(rect.minX), Double(rect.minY), 6, 6)
                cairo_set_source_rgba(context, 0.9, 0.3, 0.1, 1)
                cairo_fill(context)
            }
        }
    }
}

/// The same drawing through `CGContext`, in a UIKit image context.
@MainActor
final class ThroughCoreGraphics {
    let context: CGContext

    init() {
        Rendering.install()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: CoreGraphicsScene.size, height: CoreGraphicsScene.size), false, 1)
        context = UIGraphicsGetCurrentContext()!
    }

    func path() {
        context.beginPath()
        context.addLines(between: CoreGraphicsScene.walk)
        context.setFillColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5)
        context.setLineWidth(1.5)
        context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.drawPath(using: .fillStroke)
    }

    func shapes() {
        let red = CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
        for (index, rect) in CoreGraphicsScene.shapes.enumerated() {
            if index % 10 == 0 {
                context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
                context.setLineWidth(1)
                context.strokeEllipse(in: rect)
            } else {
                context.setFillColor(red)
                context.fill(rect)
            }
        }
    }
}

nonisolated(unsafe) var directCairo: DirectCairo?
nonisolated(unsafe) var throughCoreGraphics: ThroughCoreGraphics?

/// The Core Graphics benchmarks, registered by the render target's `benchmarks`.
func coreGraphicsBenchmarks(_ configuration: Benchmark.Configuration) {
    let cases: [(String, @MainActor () -> Void)] = [
        ("baseline Cairo: path of 10,000 segments filled and stroked", { directCairo!.path() }),
        ("CGContext: path of 10,000 segments filled and stroked", { throughCoreGraphics!.path() }),
        ("baseline Cairo: 10,000 small shapes", { directCairo!.shapes() }),
        ("CGContext: 10,000 small shapes", { throughCoreGraphics!.shapes() }),
    ]
    for (name, draw) in cases {
        Benchmark(name, configuration: configuration) { benchmark in
            onMain {
                if directCairo == nil { directCairo = DirectCairo() }
                if throughCoreGraphics == nil { throughCoreGraphics = ThroughCoreGraphics() }
                benchmark.startMeasurement()
                draw()
                benchmark.stopMeasurement()
            }
        }
    }
}
