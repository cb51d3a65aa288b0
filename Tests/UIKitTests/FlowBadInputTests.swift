import Foundation
import Testing
@testable import UIKit

/// Bad input gets a message, a defined frame, and never a crash, a hang or a NaN.
@Suite @MainActor struct FlowBadInputTests {
    private func allFinite(_ fixture: FlowFixture) -> Bool {
        let found = fixture.layout.layoutAttributesForElements(in: rect(-1e6, -1e6, 4e6, 4e6)) ?? []
        return found.allSatisfy { $0.frame.isFiniteRect } && fixture.layout.collectionViewContentSize.isFiniteSize
    }

    @Test func nanAndInfiniteItemSizesBecomeZero() {
        let fixture = FlowFixture(counts: [3])
        fixture.itemSizes = { [size(.nan, 20), size(30, .infinity), size(40, 40)][$0.item] }
        fixture.relayout()
        #expect(fixture.frames().map(\.size) == [size(0, 20), size(30, 0), size(40, 40)])
        #expect(allFinite(fixture))
        #expect(fixture.layout.log.messages == [
            "UICollectionViewFlowLayout: item sizes must be finite numbers; a NaN or infinite size is laid out as 0.",
        ])
    }

    @Test func negativeItemSizesBecomeZeroWithUIKitsMessage() {
        let fixture = FlowFixture(counts: [2]) { $0.itemSize = size(-50, 50) }
        fixture.relayout()
        #expect(fixture.frames().map(\.size) == [size(0, 50), size(0, 50)])
        #expect(fixture.layout.log.messages.first?.hasPrefix("negative or zero sizes are not supported in the flow layout") == true)
        #expect(allFinite(fixture))
    }

    @Test func badSizesAmongManyDelegateSizesAreCaughtWhereverTheyAre() {
        for bad in [size(-1, 10), size(10, -.infinity), size(.nan, .nan), size(10, .infinity)] {
            let fixture = FlowFixture(counts: [200])
            fixture.itemSizes = { $0.item == 150 ? bad : size(20 + CGFloat($0.item % 7), 20) }
            fixture.relayout()
            let frames = fixture.frames()
            #expect(frames[150].size == size(bad.width.isFinite && bad.width >= 0 ? bad.width : 0,
                                             bad.height.isFinite && bad.height >= 0 ? bad.height : 0))
            #expect(frames[149].size == size(22, 20))
            #expect(fixture.layout.log.messages.count == 1)
            #expect(allFinite(fixture))
        }
    }

    /// Found by fuzzing: numbers far outside any screen made the grid's per-line count trap on
    /// its conversion to an integer. UIKit logs that the behaviour is not defined and goes on.
    @Test func extremeNumbersNeverTrap() {
        let cases: [(itemSize: CGSize, inset: CGFloat)] = [
            (size(1e-300, 50), 200), (size(50, 50), .greatestFiniteMagnitude), (size(50, 50), 1e21), (size(1e-300, 1e-300), 1e300),
        ]
        for (itemSize, inset) in cases {
            let fixture = FlowFixture(counts: [5]) {
                $0.itemSize = itemSize
                $0.minimumInteritemSpacing = 0
                $0.sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
            }
            fixture.relayout()
            #expect(fixture.frames().count == 5)
            _ = fixture.layout.layoutAttributesForElements(in: rect(0, 0, 320, 480))
            _ = fixture.layout.layoutAttributesForElements(in: rect(0, 1e300, 320, 480))
        }
    }

    @Test func negativeZeroIsAValidSizeAndNoMessage() {
        let fixture = FlowFixture(counts: [3])
        fixture.itemSizes = { [size(-0.0, 20), size(30, 20), size(40, -0.0)][$0.item] }
        fixture.relayout()
        #expect(fixture.frames().map(\.size) == [size(0, 20), size(30, 20), size(40, 0)])
        #expect(fixture.layout.log.messages.isEmpty)
    }

    @Test func nonFiniteSpacingsInsetsAndHeadersAreDropped() {
        let fixture = FlowFixture(counts: [4]) {
            $0.minimumInteritemSpacing = .nan
            $0.minimumLineSpacing = -.infinity
            $0.sectionInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: .infinity)
            $0.headerReferenceSize = size(0, .infinity)
            $0.footerReferenceSize = size(0, -5)
        }
        fixture.relayout()
        #expect(fixture.header(0) == nil && fixture.footer(0) == nil)
        #expect(allFinite(fixture))
        #expect(fixture.frame(1) == rect(54, 0, 50, 50), "spacing 0: n = 6, gap 4")
    }

    @Test func zeroSizedItemsWithZeroSpacingShareOneLine() {
        let fixture = FlowFixture(counts: [5]) {
            $0.itemSize = .zero
            $0.minimumInteritemSpacing = 0
        }
        fixture.relayout()
        #expect(fixture.frames() == [rect(0, 0, 0, 0), rect(80, 0, 0, 0), rect(160, 0, 0, 0), rect(240, 0, 0, 0), rect(320, 0, 0, 0)])
        #expect(allFinite(fixture))
    }

    @Test func negativeSpacingOverlapsItemsAsUIKitDoes() {
        let fixture = FlowFixture(counts: [3]) { $0.minimumInteritemSpacing = -50 }
        fixture.relayout()
        #expect(fixture.frames() == [rect(0, 0, 50, 50), rect(135, 0, 50, 50), rect(270, 0, 50, 50)])
        let lines = FlowFixture(counts: [3]) { $0.minimumInteritemSpacing = -20 }
        lines.itemSizes = { [size(50, 10), size(60, 10), size(70, 10)][$0.item] }
        lines.relayout()
        #expect(lines.frames() == [rect(0, 0, 50, 10), rect(30, 0, 60, 10), rect(70, 0, 70, 10)])
    }

    @Test func hugeAndTinyValuesStayFinite() {
        let fixture = FlowFixture(counts: [3, 2])
        fixture.itemSizes = { [size(1e-300, 1e-300), size(1e15, 1e15), size(.greatestFiniteMagnitude, 1)][$0.item % 3] }
        fixture.relayout()
        #expect(allFinite(fixture))
    }

    @Test func negativeCountsAreEmptySections() {
        let fixture = FlowFixture(counts: [-3, 2])
        fixture.relayout()
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 0)
        #expect(fixture.frame(0, section: 1) == rect(0, 0, 50, 50))
    }
}

/// A delegate that asks the layout for attributes while the layout asks it for sizes.
@MainActor
final class ReentrantSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        _ = collectionViewLayout.layoutAttributesForItem(at: indexPath)
        return CGSize(width: 10 + indexPath.item, height: 10)
    }
}

@Suite @MainActor struct FlowReentrancyTests {
    @Test func delegateAskingTheLayoutWhileItIsSolvedDoesNotRecurse() {
        let source = ReentrantSource()
        let layout = UICollectionViewFlowLayout()
        _ = laidOutCollectionView(source, layout: layout)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == rect(41, 0, 12, 10))
    }
}
