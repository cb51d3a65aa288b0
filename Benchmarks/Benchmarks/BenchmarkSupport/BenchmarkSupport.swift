import Foundation
import UIKit

/// Runs `body` on the main actor: package-benchmark calls benchmarks on a worker thread while
/// the main queue is serviced by dispatch.
public func onMain(_ body: @MainActor () -> Void) {
    DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

/// A data source whose items all have the layout's item size (no `sizeForItemAt`), with cells
/// registered as "cell".
@MainActor
public final class UniformSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    public let count: Int
    public init(count: Int) { self.count = count }
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// Steady vertical scrolling of a collection view or a table, 40 points a frame, after a warm-up
/// over every sub-row offset in both directions (the most rows and the deepest prefetch strip a
/// frame can need): what the engine-frame benchmarks measure.
@MainActor
public final class SteadyScroller {
    public let scrollView: UIScrollView
    private var offset: CGFloat = 0

    /// Warms `scrollView` up over `warmUpSteps` one-point steps each way, then 120 frames.
    public init(_ scrollView: UIScrollView, warmUpSteps: Int) {
        self.scrollView = scrollView
        for step in [1, -1] as [CGFloat] {
            for _ in 0..<warmUpSteps { move(by: step) }
        }
        for _ in 0..<120 { scrollFrame() }
    }

    private func move(by delta: CGFloat) {
        offset = min(max(0, offset + delta), maxOffset)
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        scrollView.layoutIfNeeded()
    }

    /// The largest content offset.
    public var maxOffset: CGFloat { scrollView.contentSize.height - scrollView.bounds.height }

    /// One frame of steady scrolling: 40 points further (back to the top at the end), then layout.
    public func scrollFrame() {
        if offset + 40 > maxOffset { offset = 0 }
        move(by: 40)
    }
}
