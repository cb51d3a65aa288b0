import Benchmark
import BenchmarkSupport
import Foundation
@_spi(Benchmarks) @_spi(Host) import UIKit

/// The setup: a 1,000,000-item grid (1170×2532 view, 100×100 items, 240 visible).
@MainActor
final class ScrollRig {
    let source = UniformSource(count: 1_000_000)
    let collectionView: UICollectionView
    let clock = ManualAnimationClock()
    private let scroller: SteadyScroller
    private var flingDirection: CGFloat = -1

    init() {
        Animator.shared.clock = clock
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 1170, height: 2532), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.delegate = source
        view.layoutIfNeeded()
        collectionView = view
        scroller = SteadyScroller(view, warmUpSteps: 110)
    }

    var maxOffset: CGFloat { scroller.maxOffset }

    /// One frame of steady scrolling: 40 points further, then layout.
    func scrollFrame() { scroller.scrollFrame() }

    /// One frame of a fling: the clock moves 1/120 s; a new fling starts when one ends.
    func flingFrame() {
        if !collectionView.isDecelerating {
            flingDirection = -flingDirection
            collectionView.panBegan()
            collectionView.panChanged(translation: CGPoint(x: 0, y: 40 * flingDirection))
            collectionView.panEnded(velocity: CGPoint(x: 0, y: 8000 * flingDirection))
        }
        clock.advance(by: 1.0 / 120)
        collectionView.layoutIfNeeded()
    }

    /// A jump to a random far offset.
    func jump(to fraction: CGFloat) {
        collectionView.contentOffset = CGPoint(x: 0, y: (maxOffset * fraction).rounded())
        collectionView.layoutIfNeeded()
    }
}

nonisolated(unsafe) var rig: ScrollRig?

let benchmarks: @Sendable () -> Void = {
    let frameConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 3000)

    Benchmark("engine frame: 1M grid scrolled 40 pt", configuration: frameConfiguration) { benchmark in
        onMain {
            if rig == nil { rig = ScrollRig() }
            benchmark.startMeasurement()
            rig!.scrollFrame()
            benchmark.stopMeasurement()
        }
    }

    Benchmark("engine frame: 1M grid flung", configuration: frameConfiguration) { benchmark in
        onMain {
            if rig == nil { rig = ScrollRig() }
            benchmark.startMeasurement()
            rig!.flingFrame()
            benchmark.stopMeasurement()
        }
    }

    Benchmark("cells created: 1M grid", configuration: .init(metrics: [.throughput], maxIterations: 1)) { _ in
        onMain {
            let fresh = ScrollRig()
            let view = fresh.collectionView
            let visible = view.visibleCells.count
            let afterScroll = view.createdCellCount
            for fraction in stride(from: 0.05, to: 1, by: 0.1) { fresh.jump(to: CGFloat(fraction)) }
            print("cells created: 1M grid: \(visible) visible, \(afterScroll) created while warming up, "
                + "\(view.createdCellCount - afterScroll) more after 10 far jumps")
        }
    }
}
