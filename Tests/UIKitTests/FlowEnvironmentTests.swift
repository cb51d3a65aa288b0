import Foundation
import Testing
@testable import UIKit

/// What the collection view contributes: line dimension, content inset, safe area, layout
/// margins, pixel scale (spec §3.1, §3.7, §3.8).
@Suite @MainActor struct FlowEnvironmentTests {
    @Test func contentInsetNarrowsTheLineAndTheContent() {
        let fixture = FlowFixture(counts: [7])
        fixture.collectionView.contentInset = UIEdgeInsets(top: 30, left: 10, bottom: 0, right: 10)
        fixture.relayout()
        // D = 300: n = 5, gap 12.5.
        #expect(fixture.frames().prefix(5).map(\.minX) == [0, 63, 125, 188, 250])
        #expect(fixture.frame(5) == rect(0, 60, 50, 50))
        #expect(fixture.layout.collectionViewContentSize == size(300, 110), "not stretched to the bounds")
    }

    @Test func sectionInsetsFromTheSafeArea() {
        let fixture = FlowFixture(counts: [5]) { $0.sectionInsetReference = .fromSafeArea }
        fixture.collectionView.contentInsetAdjustmentBehavior = .never
        fixture.collectionView.setRootSafeAreaInsets(UIEdgeInsets(top: 20, left: 44, bottom: 34, right: 44))
        fixture.relayout()
        // begin = end = 44: A = 232, n = 4, gap 32 / 3; 20 before the first section, 34 after the last.
        #expect(fixture.frames() == [rect(44, 20, 50, 50), rect(105, 20, 50, 50), rect(165, 20, 50, 50),
                                     rect(226, 20, 50, 50), rect(44, 80, 50, 50)])
        #expect(fixture.layout.collectionViewContentSize == size(320, 164))
    }

    @Test func safeAreaAlreadyInTheAdjustedInsetIsNotAddedTwice() {
        let fixture = FlowFixture(counts: [1]) { $0.sectionInsetReference = .fromSafeArea }
        fixture.collectionView.setRootSafeAreaInsets(UIEdgeInsets(top: 20, left: 44, bottom: 0, right: 44))
        fixture.relayout()
        #expect(fixture.collectionView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(fixture.frame(0) == rect(44, 0, 50, 50))
    }

    @Test func safeAreaIsIgnoredFromTheContentInset() {
        let fixture = FlowFixture(counts: [1])
        fixture.collectionView.contentInsetAdjustmentBehavior = .never
        fixture.collectionView.setRootSafeAreaInsets(UIEdgeInsets(top: 20, left: 44, bottom: 34, right: 44))
        fixture.relayout()
        #expect(fixture.frame(0) == rect(0, 0, 50, 50))
    }

    @Test func sectionInsetsFromTheLayoutMargins() {
        let fixture = FlowFixture(counts: [5]) { $0.sectionInsetReference = .fromLayoutMargins }
        fixture.collectionView.contentInsetAdjustmentBehavior = .never
        fixture.relayout()
        // Margins 8 on every edge: A = 304, n = 5, gap 13.5.
        #expect(fixture.frames().map(\.minX) == [8, 72, 135, 199, 262])
        #expect(fixture.frame(0)?.minY == 8)
        #expect(fixture.layout.collectionViewContentSize == size(320, 66))
    }

    @Test func nothingIsLaidOutWithoutRoomForALine() {
        let fixture = FlowFixture(counts: [5], size: size(0, 480))
        fixture.itemSizes = { _ in size(10, 10) }
        fixture.relayout()
        #expect(fixture.layout.layoutAttributesForElements(in: rect(-100, -100, 1000, 1000))?.isEmpty == true)
        #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(fixture.layout.collectionViewContentSize == .zero)
        #expect(fixture.sizeQueries == 0, "nothing is computed")
        fixture.collectionView.frame = rect(0, 0, 320, 480)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.frame(0) == rect(0, 0, 10, 10))
    }

    @Test func insetsWiderThanTheBoundsLayOutNothing() {
        let fixture = FlowFixture(counts: [2])
        fixture.collectionView.contentInset = UIEdgeInsets(top: 0, left: 200, bottom: 0, right: 200)
        fixture.relayout()
        #expect(fixture.layout.collectionViewContentSize == .zero)
        #expect(fixture.layout.layoutAttributesForElements(in: rect(-500, -500, 2000, 2000))?.isEmpty == true)
    }

    @Test func zeroSectionsHaveNoContent() {
        let fixture = FlowFixture(counts: [])
        fixture.relayout()
        #expect(fixture.layout.collectionViewContentSize == size(320, 0))
        #expect(fixture.layout.layoutAttributesForElements(in: rect(0, 0, 320, 480))?.isEmpty == true)
        #expect(fixture.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func scaleChangesRoundAgain() {
        let fixture = FlowFixture(counts: [2])
        fixture.relayout()
        #expect(fixture.frame(1)?.minX == 68)
        fixture.collectionView.contentScaleFactor = 2
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.frame(1)?.minX == 67.5)
    }
}
