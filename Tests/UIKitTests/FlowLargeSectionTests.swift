import Foundation
import Testing
@testable import UIKit

/// Large sections sized item by item have their lines broken on another core while the sizes
/// are asked (from 32,768 items). The frames must be exactly the ones a single pass makes: the
/// same sizes given in one answer per section are laid out in one pass on the main thread.
@Suite @MainActor struct FlowLargeSectionTests {
    private let count = 100_000

    /// Every item frame, the content size and the messages, from per-item answers and from one
    /// answer.
    private struct BothWays {
        var perItem: [CGRect]
        var batch: [CGRect]
        var contentSizes: [CGSize]
        var messages: [[String]]

        /// The first item whose frames differ, if any (a whole array would flood a failure report).
        var firstDifference: Int? { perItem.indices.first { perItem[$0] != batch[$0] } }
    }

    private func layOutBothWays(_ sizes: [CGSize], horizontal: Bool = false, spacing: CGFloat = 10) -> BothWays {
        func configure(_ layout: UICollectionViewFlowLayout) {
            layout.scrollDirection = horizontal ? .horizontal : .vertical
            layout.minimumInteritemSpacing = spacing
            layout.minimumLineSpacing = spacing
        }
        let perItem = FlowFixture(sizes: [sizes], size: size(1170, 2532), configure: configure)
        perItem.relayout()
        let batchLayout = UICollectionViewFlowLayout()
        configure(batchLayout)
        _ = laidOutCollectionView(BatchSizedSource(sizes: [sizes]), layout: batchLayout, size: size(1170, 2532))
        func frames(_ layout: UICollectionViewFlowLayout) -> [CGRect] {
            (0..<sizes.count).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
        }
        return BothWays(perItem: frames(perItem.layout), batch: frames(batchLayout),
                        contentSizes: [perItem.layout.collectionViewContentSize, batchLayout.collectionViewContentSize],
                        messages: [perItem.layout.log.messages, batchLayout.log.messages])
    }

    private func randomSizes(seed: UInt64, _ make: (Int, inout UInt64) -> CGSize) -> [CGSize] {
        var state = seed
        return (0..<count).map { item in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return make(item, &state)
        }
    }

    @Test func randomSizesMakeTheFramesOfOnePass() {
        let sizes = randomSizes(seed: 1) { _, state in size(CGFloat(50 + (state >> 33) % 251), CGFloat(50 + (state >> 13) % 251)) }
        let result = layOutBothWays(sizes)
        #expect(result.firstDifference == nil)
        #expect(result.contentSizes[0] == result.contentSizes[1])
        #expect(!result.perItem.contains(.null))
    }

    @Test func linesLongerThanAHandOverAndOversizedItemsAtItsEdges() {
        // Zero-width items with zero spacing share one line across many hand-overs of sizes to
        // the line breaker (every 8,192 items); items wider than the line sit at those edges.
        let sizes = randomSizes(seed: 2) { item, state in
            if item % 8_192 == 0 || item % 8_192 == 8_191 { return size(2_000, 40) }
            if (20_000..<45_000).contains(item) { return size(0, CGFloat(10 + (state >> 40) % 30)) }
            return size(CGFloat((state >> 33) % 400), CGFloat(1 + (state >> 13) % 90))
        }
        let result = layOutBothWays(sizes, spacing: 0)
        #expect(result.firstDifference == nil)
        #expect(result.contentSizes[0] == result.contentSizes[1])
        // UIKit's message names the layout and the collection view, so only its text up to them compares.
        let text = result.messages.map { $0.map { $0.prefix { $0 != "<" } } }
        #expect(text[0] == text[1] && text[0].count == 1)
    }

    @Test func horizontalSectionsAndBadSizesAtAHandOver() {
        let sizes = randomSizes(seed: 3) { item, state in
            if item == 8_192 { return size(.nan, 30) }
            if item == 16_383 { return size(40, -3) }
            return size(CGFloat(20 + (state >> 33) % 200), CGFloat(20 + (state >> 13) % 700))
        }
        let result = layOutBothWays(sizes, horizontal: true)
        #expect(result.firstDifference == nil)
        #expect(result.contentSizes[0] == result.contentSizes[1])
        #expect(result.perItem[8_192].size == size(0, 30) && result.perItem[16_383].size == size(40, 0))
        #expect(result.messages[0] == result.messages[1] && result.messages[0].count == 2)
    }

    @Test func equalSizesStillMakeAGridAndLayingOutAgainKeepsTheFrames() {
        let fixture = FlowFixture(counts: [count], size: size(1170, 2532))
        fixture.itemSizes = { _ in size(100, 100) }
        fixture.relayout()
        guard case .grid = fixture.layout.solution.sections[0].items else {
            Issue.record("equal sizes from the delegate make a grid")
            return
        }
        fixture.itemSizes = { size(CGFloat(50 + $0.item % 97), 60) }
        fixture.relayout()
        let first = fixture.frames()
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.frames() == first)
    }
}
