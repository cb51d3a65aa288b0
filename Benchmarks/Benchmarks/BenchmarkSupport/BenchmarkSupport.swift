import Foundation
import OpenCollectionView

/// Runs `body` on the main actor: package-benchmark calls benchmarks on a worker thread while
/// the main queue is serviced by dispatch.
public func onMain(_ body: @MainActor () -> Void) {
    DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

/// A data source whose items all have the layout's item size (no `sizeForItemAt`), with cells
/// registered as "cell".
@MainActor
public final class UniformSource: NSObject, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    public let count: Int
    public init(count: Int) { self.count = count }
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
