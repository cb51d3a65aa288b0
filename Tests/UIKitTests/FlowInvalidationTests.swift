import Foundation
import Testing
@testable import UIKit

/// Invalidation: what is asked again and what is recomputed (spec §6).
@Suite @MainActor struct FlowInvalidationTests {
    private func variableFixture() -> FlowFixture {
        var sizes = (0..<30).map { CGSize(width: 40 + CGFloat($0 % 5) * 20, height: 30) }
        let fixture = FlowFixture(counts: [30])
        fixture.itemSizes = { sizes[$0.item] }
        fixture.relayout()
        sizes[3] = size(200, 30)
        return fixture
    }

    @Test func newFlowContextsInvalidateMetricsAndAttributes() {
        let context = UICollectionViewFlowLayoutInvalidationContext()
        #expect(context.invalidateFlowLayoutDelegateMetrics && context.invalidateFlowLayoutAttributes)
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
        #expect(context.invalidatedItemIndexPaths == nil && context.contentOffsetAdjustment == .zero)
    }

    @Test func layoutAsksEachItemSizeOncePerFullInvalidation() {
        let fixture = variableFixture()
        #expect(fixture.sizeQueries == 30)
        _ = fixture.layout.layoutAttributesForElements(in: rect(0, 0, 320, 480))
        _ = fixture.layout.collectionViewContentSize
        #expect(fixture.sizeQueries == 30, "queries do not ask again")
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.sizeQueries == 60)
    }

    @Test func contextWithBothFlagsFalseKeepsEverything() {
        let fixture = variableFixture()
        let before = fixture.frames()
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = false
        context.invalidateFlowLayoutAttributes = false
        fixture.layout.invalidateLayout(with: context)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.sizeQueries == 30 && fixture.frames() == before)
    }

    @Test func namedItemsAreAskedAgainAlone() {
        let fixture = variableFixture()
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
        fixture.layout.invalidateLayout(with: context)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.sizeQueries == 31)
        #expect(fixture.frame(3)?.width == 200)
        let fresh = FlowFixture(counts: [30])
        fresh.itemSizes = fixture.itemSizes
        fresh.relayout()
        #expect(fixture.frames() == fresh.frames(), "recomputing from the changed line gives the full result")
        #expect(fixture.layout.collectionViewContentSize == fresh.layout.collectionViewContentSize)
    }

    @Test func boundsChangesAcrossTheLinesInvalidateFramesOnly() {
        let fixture = variableFixture()
        let layout = fixture.layout
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 300, 480)))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(5, 0, 320, 480)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 200, 320, 480)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 320, 600)))
        let context = layout.invalidationContext(forBoundsChange: rect(0, 0, 300, 480)) as! UICollectionViewFlowLayoutInvalidationContext
        #expect(!context.invalidateFlowLayoutDelegateMetrics && context.invalidateFlowLayoutAttributes)
        fixture.collectionView.frame = rect(0, 0, 200, 480)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.sizeQueries == 30, "sizes are kept")
        #expect(layout.collectionViewContentSize.width == 200)
        #expect(fixture.frames().allSatisfy { $0.maxX <= 200 })
    }

    @Test func horizontalLayoutsInvalidateOnHeightChanges() {
        let fixture = FlowFixture(counts: [5], size: size(320, 200)) { $0.scrollDirection = .horizontal }
        fixture.relayout()
        #expect(fixture.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 320, 300)))
        #expect(!fixture.layout.shouldInvalidateLayout(forBoundsChange: rect(100, 0, 320, 200)))
    }

    @Test func propertyChangesInvalidateOnlyWhenTheValueChanges() {
        let fixture = FlowFixture(counts: [3])
        fixture.relayout()
        #expect(!fixture.layout.needsPrepare)
        fixture.layout.itemSize = size(50, 50)
        #expect(!fixture.layout.needsPrepare)
        fixture.layout.itemSize = size(60, 60)
        #expect(fixture.layout.needsPrepare)
        #expect(fixture.frame(0)?.size == size(60, 60), "queries answer with the new value before prepare")
    }

    @Test func delegateWithoutSizesMakesUniformSectionsWithoutPerItemStorage() {
        let source = SilentFlowSource(counts: [1_000_000, 3])
        let layout = UICollectionViewFlowLayout()
        _ = laidOutCollectionView(source, layout: layout, size: size(1170, 2532))
        for section in layout.solution.sections {
            guard case .grid = section.items else {
                Issue.record("expected a closed-form grid")
                return
            }
        }
        // 1170 wide, 50×50: n = floor(1180 / 60) = 19.
        #expect(layout.collectionViewContentSize == size(1170, 52_632 * 50 + 52_631 * 10 + 50))
    }
}

/// A delegate that sizes whole sections at once (the OpenCollectionView fast path).
@MainActor
final class BatchSizedSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sizes: [[CGSize]]
    var batchCalls = 0
    init(sizes: [[CGSize]]) { self.sizes = sizes }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizesForItemsInSection section: Int) -> [CGSize]? {
        batchCalls += 1
        return sizes[section]
    }
}

@Suite @MainActor struct FlowBatchSizingTests {
    @Test func batchSizesLayOutLikePerItemSizes() {
        let first: [CGSize] = (0..<40).map { (k: Int) -> CGSize in CGSize(width: 30 + (k * 17) % 100, height: 20 + (k * 7) % 30) }
        let sizes = [first, [size(10, 10)]]
        let perItem = FlowFixture(sizes: sizes)
        perItem.relayout()
        let source = BatchSizedSource(sizes: sizes)
        let layout = UICollectionViewFlowLayout()
        let collectionView = laidOutCollectionView(source, layout: layout)
        #expect(source.batchCalls == 2)
        let frames = (0..<40).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames == perItem.frames())
        source.sizes[0][5] = size(200, 50)
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 5, section: 0)])
        layout.invalidateLayout(with: context)
        collectionView.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame.size == size(200, 50))
    }

    @Test func layingOutAgainOverwritesTheLastPassSizesButNeverTheDelegatesArray() {
        let sizes: [CGSize] = (0..<300).map { size(20 + CGFloat($0 % 13) * 9, 10 + CGFloat($0 % 5)) }
        let batch = BatchSizedSource(sizes: [sizes])
        let perItem = FlowFixture(sizes: [sizes.reversed()])
        // The per-item pass after a batch pass writes sizes into storage it must not share.
        let layout = UICollectionViewFlowLayout()
        let collectionView = laidOutCollectionView(batch, layout: layout)
        collectionView.delegate = perItem
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(batch.sizes == [sizes])
        perItem.relayout()
        let expected = perItem.frames()
        #expect((0..<300).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame } == expected)
        // Again through the reused storage, with other sizes.
        perItem.itemSizes = { sizes[$0.item] }
        perItem.relayout()
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect((0..<300).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame } == perItem.frames())
    }
}
