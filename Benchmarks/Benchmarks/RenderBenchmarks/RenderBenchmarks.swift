import Benchmark
import BenchmarkSupport
import Foundation
import PhotoAlbum
import Rendering
import UIKit

/// The scene: a 1920×1080 carousel (the tutorial's LineLayout) of 160-point photo
/// cells, six to a column, 72 on screen, each scaled by its distance from the centre.
/// One frame = scroll 7 points, lay out (the layout recomputes every transform), draw.
@MainActor
final class CarouselRig {
    static let size = CGSize(width: 1920, height: 1080)
    let controller = AlbumViewController()
    let renderer = ViewRenderer()
    let target = RenderTarget(size: CarouselRig.size, scale: 1)
    private var offset: CGFloat = 0

    init() {
        Rendering.install()
        for index in 0..<20 {
            let image = Rendering.makeImage(size: CGSize(width: 100, height: 100), scale: 2) { g in
                g.fillLinearGradient(CGRect(x: 0, y: 0, width: 100, height: 100), from: .zero,
                                     start: UIColor(hue: CGFloat(index) / 20, saturation: 0.6, brightness: 0.9, alpha: 1),
                                     to: CGPoint(x: 0, y: 100), end: .white)
            }
            UIImage.register(image, named: "\(index + 1)")
        }
        controller.imageNames = (0..<600).map { "\($0 % 20 + 1)" }
        controller.view.frame = CGRect(origin: .zero, size: Self.size)
        let strip = controller.collectionView!
        strip.frame = CGRect(origin: .zero, size: Self.size)
        (strip.collectionViewLayout as! LineLayout).itemSize = CGSize(width: 160, height: 160)
        strip.backgroundColor = UIColor(white: 0.16, alpha: 1)
        for _ in 0..<200 { frame() }
    }

    var visibleCells: Int { controller.collectionView.visibleCells.count }

    /// Scroll, lay out and draw one frame.
    func frame() {
        let strip = controller.collectionView!
        offset += 7
        if offset > strip.contentSize.width - Self.size.width { offset = 0 }
        strip.contentOffset = CGPoint(x: offset, y: 0)
        strip.layoutIfNeeded()
        renderer.render(strip, into: target, background: .black)
    }

    /// The baseline: the same cells as they are now, drawn without the collection view — a
    /// plain view tree of the photos with their frames and transforms, composited only.
    func makeBaselineTree() -> UIView {
        let strip = controller.collectionView!
        let root = UIView(frame: CGRect(origin: .zero, size: Self.size))
        root.backgroundColor = strip.backgroundColor
        for cell in strip.visibleCells.compactMap({ $0 as? PhotoCell }) {
            let photo = UIImageView(image: cell.imageView.image)
            photo.bounds = cell.bounds
            photo.center = CGPoint(x: cell.center.x - strip.contentOffset.x, y: cell.center.y)
            photo.transform = cell.transform
            photo.layer.borderColor = UIColor.white.cgColor
            photo.layer.borderWidth = 10
            root.addSubview(photo)
        }
        return root
    }
}

nonisolated(unsafe) var rig: CarouselRig?
nonisolated(unsafe) var baselineTree: UIView?

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock], maxDuration: .seconds(5), maxIterations: 2000)

    Benchmark("baseline: composite the same photos without the collection view, 1920×1080", configuration: configuration) { benchmark in
        onMain {
            if rig == nil { rig = CarouselRig() }
            if baselineTree == nil { baselineTree = rig!.makeBaselineTree() }
            benchmark.startMeasurement()
            rig!.renderer.render(baselineTree!, into: rig!.target, background: .black)
            benchmark.stopMeasurement()
        }
    }

    Benchmark("frame: carousel scrolled, laid out and drawn, 1920×1080", configuration: configuration) { benchmark in
        onMain {
            if rig == nil { rig = CarouselRig() }
            benchmark.startMeasurement()
            rig!.frame()
            benchmark.stopMeasurement()
        }
    }

    layerBenchmarks(configuration)
    coreGraphicsBenchmarks(configuration)
    textEditingBenchmarks(configuration)
    blurBenchmarks(configuration)

    Benchmark("cells on screen: carousel 1920×1080", configuration: .init(metrics: [.throughput], maxIterations: 1)) { _ in
        onMain {
            if rig == nil { rig = CarouselRig() }
            print("cells on screen: \(rig!.visibleCells)")
        }
    }
}
