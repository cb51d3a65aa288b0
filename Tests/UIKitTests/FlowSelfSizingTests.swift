import Foundation
import Testing
@testable import UIKit

/// Self-sizing items (`estimatedItemSize`), through the preferred-attributes invalidation path
/// (spec §3.11). The path's numbers are UIKit's rules, not measured examples.
@Suite @MainActor struct FlowSelfSizingTests {
    private func estimatingFixture(_ count: Int) -> FlowFixture {
        let fixture = FlowFixture(counts: [count]) { $0.estimatedItemSize = size(100, 40) }
        fixture.relayout()
        return fixture
    }

    private func preferred(_ original: UICollectionViewLayoutAttributes, _ newSize: CGSize) -> UICollectionViewLayoutAttributes {
        let copy = original.copy() as! UICollectionViewLayoutAttributes
        copy.size = newSize
        return copy
    }

    @Test func itemsStartAtTheEstimate() {
        let fixture = estimatingFixture(5)
        #expect(fixture.frames() == [rect(0, 0, 100, 40), rect(110, 0, 100, 40), rect(220, 0, 100, 40),
                                     rect(0, 50, 100, 40), rect(110, 50, 100, 40)])
        #expect(fixture.sizeQueries == 0, "sizeForItemAt is not asked while estimating")
    }

    @Test func preferredSizeInvalidatesThatItemFromItsLine() {
        let fixture = estimatingFixture(5)
        let layout = fixture.layout
        let original = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        let taller = preferred(original, size(100, 60))
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: taller, withOriginalAttributes: original))
        let context = layout.invalidationContext(forPreferredLayoutAttributes: taller, withOriginalAttributes: original)
            as! UICollectionViewFlowLayoutInvalidationContext
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)])
        #expect(!context.invalidateFlowLayoutDelegateMetrics)
        #expect(context.contentSizeAdjustment == size(0, 20) && context.contentOffsetAdjustment == .zero)
        layout.invalidateLayout(with: context)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.frames() == [rect(0, 10, 100, 40), rect(110, 0, 100, 60), rect(220, 10, 100, 40),
                                     rect(0, 70, 100, 40), rect(110, 70, 100, 40)])
        #expect(fixture.collectionView.contentSize == size(320, 110))
    }

    @Test func unchangedPreferredSizeInvalidatesNothing() {
        let fixture = estimatingFixture(2)
        let original = fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
        let same = preferred(original, original.size)
        #expect(!fixture.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: same, withOriginalAttributes: original))
        let context = fixture.layout.invalidationContext(forPreferredLayoutAttributes: same, withOriginalAttributes: original)
            as! UICollectionViewFlowLayoutInvalidationContext
        #expect(!context.invalidateFlowLayoutDelegateMetrics && !context.invalidateFlowLayoutAttributes)
    }

    @Test func itemAboveTheVisibleAreaAdjustsTheOffset() {
        let fixture = estimatingFixture(40)
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        let original = fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
        let context = fixture.layout.invalidationContext(
            forPreferredLayoutAttributes: preferred(original, size(100, 70)), withOriginalAttributes: original)
        #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: 30))
        fixture.layout.invalidateLayout(with: context)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.contentOffset == CGPoint(x: 0, y: 230), "what is on screen stays put")
    }

    @Test func loneSelfSizingItemIsCentred() {
        let fixture = estimatingFixture(1)
        #expect(fixture.frame(0) == rect(110, 0, 100, 40))
    }

    @Test func measuredSizesSurviveInvalidationButNotADataChange() {
        let fixture = estimatingFixture(3)
        let original = fixture.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!
        fixture.layout.invalidateLayout(with: fixture.layout.invalidationContext(
            forPreferredLayoutAttributes: preferred(original, size(80, 30)), withOriginalAttributes: original))
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.frame(2)?.size == size(80, 30))
        fixture.relayout()
        #expect(fixture.frame(2)?.size == size(100, 40))
    }

    @Test func automaticSizeEstimatesFromTheAverageMeasured() {
        let fixture = FlowFixture(counts: [4]) { $0.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        fixture.relayout()
        #expect(fixture.frame(0)?.size == size(50, 50), "50×50 before anything is measured")
        for (item, measured) in [(0, size(100, 20)), (1, size(60, 40))] {
            let original = fixture.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
            fixture.layout.invalidateLayout(with: fixture.layout.invalidationContext(
                forPreferredLayoutAttributes: preferred(original, measured), withOriginalAttributes: original))
        }
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.frame(3)?.size == size(80, 30))
    }
}
