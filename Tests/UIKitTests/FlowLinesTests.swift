import Foundation
import Testing
@testable import UIKit

/// Sections whose items have their own sizes: greedy lines (spec §3.5, §3.6).
@Suite @MainActor struct FlowLinesTests {
    /// Lines closed because the next item did not fit are justified; the last line is left
    /// aligned at the minimum spacing; items are centred across their line.
    @Test func closedLinesJustifyAndTheLastLineIsLeftAligned() {
        let fixture = FlowFixture(sizes: [[size(100, 50), size(100, 80), size(100, 50), size(150, 40), size(150, 60), size(60, 60)]])
        fixture.relayout()
        #expect(fixture.frames() == [
            rect(0, 15, 100, 50), rect(110, 0, 100, 80), rect(220, 15, 100, 50),
            rect(0, 100, 150, 40), rect(170, 90, 150, 60),
            rect(0, 160, 60, 60),
        ])
        #expect(fixture.layout.collectionViewContentSize == size(320, 220))
    }

    @Test func loneItemOnAClosedLineIsCentred() {
        // 300 fits, 60 does not fit after it (300 + 10 + 60 > 320): the first line holds one item.
        let fixture = FlowFixture(sizes: [[size(300, 20), size(60, 20), size(70, 20)]])
        fixture.relayout()
        #expect(fixture.frames() == [rect(10, 0, 300, 20), rect(0, 30, 60, 20), rect(70, 30, 70, 20)])
    }

    @Test func whenEveryLineHoldsOneItemTheLastIsCentredToo() {
        let fixture = FlowFixture(sizes: [[size(200, 50), size(210, 60), size(220, 40)]])
        fixture.relayout()
        #expect(fixture.frames() == [rect(60, 0, 200, 50), rect(55, 60, 210, 60), rect(50, 130, 220, 40)])
    }

    /// One item's sizes are trivially all equal: the section is a grid, and item 0 takes the
    /// first of its n = floor(330 / 130) = 2 columns (not centred; centring a lone item is the
    /// self-sizing path's rule).
    @Test func loneItemWithADelegateSizeIsAGridItem() {
        let fixture = FlowFixture(sizes: [[size(120, 40)]])
        fixture.relayout()
        #expect(fixture.frames() == [rect(0, 0, 120, 40)])
    }

    /// A last line that leaves exactly the room the previous line left counts as complete.
    @Test func lastLineWithThePreviousLeftoverIsJustified() {
        let sizes = [size(100, 50), size(100, 50), size(100, 50), size(100, 60), size(100, 50), size(100, 50)]
        let fixture = FlowFixture(sizes: [sizes], size: size(330, 480))
        fixture.relayout()
        #expect(fixture.frames() == [
            rect(0, 0, 100, 50), rect(115, 0, 100, 50), rect(230, 0, 100, 50),
            rect(0, 60, 100, 60), rect(115, 65, 100, 50), rect(230, 65, 100, 50),
        ])
        var other = sizes
        other[5] = size(90, 50)
        let different = FlowFixture(sizes: [other], size: size(330, 480))
        different.relayout()
        #expect(different.frames()[3...] == [rect(0, 60, 100, 60), rect(110, 65, 100, 50), rect(220, 65, 90, 50)])
    }

    /// An item wider than the line: UIKit closes the first, empty line before it, so one line
    /// spacing precedes it; the item sits at `begin`.
    @Test func oversizedFirstItemFollowsAnEmptyLine() {
        let fixture = FlowFixture(sizes: [[size(400, 50), size(100, 50), size(120, 40)]])
        fixture.relayout()
        #expect(fixture.frames() == [rect(0, 10, 400, 50), rect(0, 70, 100, 50), rect(110, 75, 120, 40)])
        #expect(fixture.layout.log.messages.count == 1)
        #expect(fixture.layout.collectionViewContentSize == size(320, 120))
    }

    @Test func oversizedItemInsideASectionGetsItsOwnLine() {
        let fixture = FlowFixture(sizes: [[size(100, 50), size(400, 30), size(100, 50), size(120, 50)]])
        fixture.relayout()
        #expect(fixture.frames() == [rect(110, 0, 100, 50), rect(0, 60, 400, 30), rect(0, 100, 100, 50), rect(110, 100, 120, 50)])
    }

    @Test func itemThatExactlyFillsTheRemainingRoomFits() {
        let fixture = FlowFixture(sizes: [[size(150, 20), size(160, 20), size(10, 20)]])
        fixture.relayout()
        #expect(fixture.frames() == [rect(0, 0, 150, 20), rect(160, 0, 160, 20), rect(0, 30, 10, 20)])
    }

    /// Horizontal, per-item sizes: UIKit puts the line spacing between the items of a column
    /// and the interitem spacing between columns.
    @Test func horizontalLinesSwapTheSpacings() {
        let fixture = FlowFixture(sizes: [[size(50, 80), size(60, 80), size(70, 30), size(40, 30)]], size: size(320, 200)) {
            $0.scrollDirection = .horizontal
            $0.minimumInteritemSpacing = 5
            $0.minimumLineSpacing = 20
        }
        fixture.relayout()
        #expect(fixture.frames() == [rect(5, 0, 50, 80), rect(0, 120, 60, 80), rect(65, 0, 70, 30), rect(80, 50, 40, 30)])
        #expect(fixture.layout.collectionViewContentSize == size(135, 200))
    }

    @Test func perSectionSpacingsAndInsetsComeFromTheDelegate() {
        let fixture = FlowFixture(sizes: [[size(100, 50), size(90, 40)], [size(100, 50), size(90, 40)]])
        fixture.insets = { $0 == 1 ? UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 20) : .zero }
        fixture.interitemSpacings = { $0 == 1 ? 30 : 10 }
        fixture.lineSpacings = { _ in 7 }
        fixture.relayout()
        #expect(fixture.frames(section: 0) == [rect(0, 0, 100, 50), rect(110, 5, 90, 40)])
        #expect(fixture.frames(section: 1) == [rect(20, 55, 100, 50), rect(150, 60, 90, 40)])
        #expect(fixture.layout.collectionViewContentSize == size(320, 110))
    }

    @Test func rectQueryFindsItemsByLine() {
        let sizes: [CGSize] = (0..<60).map { (k: Int) -> CGSize in
            CGSize(width: 40 + (k * 37) % 90, height: 20 + (k * 13) % 40)
        }
        let fixture = FlowFixture(sizes: [sizes])
        fixture.relayout()
        let all = fixture.frames()
        for query in [rect(0, 0, 320, 100), rect(50, 120, 30, 200), rect(0, 300, 320, 1), rect(319, 0, 10, 2000)] {
            let found = fixture.layout.layoutAttributesForElements(in: query)!.map { $0.indexPath.item }
            let expected = all.indices.filter { all[$0].sharesPoint(with: query) }
            #expect(found == expected, "query \(query)")
        }
    }
}
