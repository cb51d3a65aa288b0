import Benchmark
import BenchmarkSupport
import Foundation
@_spi(Benchmarks) import UIKit

/// Times one full prepare of the layout of a collection view over `source`: invalidated
/// entirely, then `prepare()` as the collection view calls it (the visible cells' update that
/// follows in the collection view is the engine's, measured in EngineBenchmarks).
@MainActor
func measurePrepare(_ source: UICollectionViewDataSource & UICollectionViewDelegateFlowLayout, uniform: Bool, _ benchmark: Benchmark) {
    let (collectionView, layout) = makeCollectionView(source, uniform: uniform)
    benchmark.startMeasurement()
    layout.invalidateLayout()
    layout.prepare()
    benchmark.stopMeasurement()
    blackHole(layout.collectionViewContentSize)
    blackHole(collectionView)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(3),
        maxIterations: 200
    )

    for count in Setup.counts {
        Benchmark("prepare uniform \(count)") { benchmark in
            onMain { measurePrepare(UniformSource(count: count), uniform: true, benchmark) }
        }

        let sizes = Setup.randomSizes(count)
        Benchmark("prepare random \(count)") { benchmark in
            onMain { measurePrepare(SizedSource(sizes: sizes), uniform: false, benchmark) }
        }

        Benchmark("prepare random, batch sizes \(count)") { benchmark in
            onMain { measurePrepare(SizedSource(sizes: sizes, perSection: true), uniform: false, benchmark) }
        }

        Benchmark("baseline line breaking \(count)") { benchmark in
            var lineStarts = [Int](repeating: 0, count: count + 1)
            benchmark.startMeasurement()
            blackHole(breakIntoLines(sizes, width: Setup.bounds.width, spacing: 10, lineStarts: &lineStarts))
            benchmark.stopMeasurement()
        }
    }

    for uniform in [true, false] {
        Benchmark("rect query 1170x2532 ×1000, \(uniform ? "uniform" : "random") 1000000") { benchmark in
            onMain {
                let source: UICollectionViewDataSource & UICollectionViewDelegateFlowLayout = uniform
                    ? UniformSource(count: 1_000_000) : SizedSource(sizes: Setup.randomSizes(1_000_000))
                let (collectionView, layout) = makeCollectionView(source, uniform: uniform)
                let height = collectionView.contentSize.height - Setup.bounds.height
                var state: UInt64 = 42
                let offsets = (0..<1000).map { _ -> CGFloat in
                    state = state &* 6_364_136_223_846_793_005 &+ 1
                    return (CGFloat(state >> 11) / CGFloat(1 << 53) * height).rounded()
                }
                var found = 0
                benchmark.startMeasurement()
                for y in offsets {
                    found += layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 1170, height: 2532))?.count ?? 0
                }
                benchmark.stopMeasurement()
                blackHole(found)
            }
        }
    }

    Benchmark("memory per item", configuration: .init(metrics: [.throughput], maxIterations: 1)) { _ in
        onMain {
            for (name, uniform) in [("uniform", true), ("random", false)] {
                let source: UICollectionViewDataSource & UICollectionViewDelegateFlowLayout = uniform
                    ? UniformSource(count: 1_000_000) : SizedSource(sizes: Setup.randomSizes(1_000_000))
                let (_, layout) = makeCollectionView(source, uniform: uniform)
                let perItem = Double(layout.storedByteCount) / 1_000_000
                print("memory per item, \(name) 1000000: \(String(format: "%.2f", perItem)) bytes")
            }
        }
    }
}
