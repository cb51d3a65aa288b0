import Foundation
import Testing
@testable import UIKit

/// Sections whose items share one size: UIKit's fixed grid (spec §3.4).
@Suite @MainActor struct FlowGridTests {
    @Test func defaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == size(50, 50) && layout.estimatedItemSize == .zero)
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.scrollDirection == .vertical && layout.sectionInsetReference == .fromContentInset)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        #expect(UICollectionViewFlowLayout.automaticSize == size(.greatestFiniteMagnitude, .greatestFiniteMagnitude))
        #expect(UICollectionViewFlowLayout.SectionInsetReference.fromLayoutMargins.rawValue == 2)
        #expect(UICollectionViewFlowLayout.invalidationContextClass is UICollectionViewFlowLayoutInvalidationContext.Type)
    }

    /// 320 wide: n = floor(330 / 60) = 5, gap (320 − 250) / 4 = 17.5; the last line keeps the columns.
    @Test(arguments: [
        (CGFloat(1), [CGFloat(0), 68, 135, 203, 270]),
        (CGFloat(2), [0, 67.5, 135, 202.5, 270]),
        (CGFloat(3), [0, 67.66666666666667, 135, 202.66666666666666, 270]),
    ])
    func verticalGridJustifiesLinesAndRoundsOrigins(scale: CGFloat, columns: [CGFloat]) {
        let fixture = FlowFixture(counts: [13])
        fixture.collectionView.contentScaleFactor = scale
        fixture.relayout()
        let frames = fixture.frames()
        for (k, frame) in frames.enumerated() {
            #expect(frame == rect(columns[k % 5], CGFloat(k / 5) * 60, 50, 50), "item \(k)")
        }
        #expect(fixture.layout.collectionViewContentSize == size(320, 170))
        #expect(fixture.collectionView.contentSize == size(320, 170))
    }

    @Test func lastIncompleteLineKeepsTheGridColumns() {
        let fixture = FlowFixture(counts: [3], size: size(1170, 2532)) { $0.itemSize = size(100, 100) }
        fixture.relayout()
        // n = floor(1180 / 110) = 10, gap = (1170 − 1000) / 9 = 18.888…
        let gap = (CGFloat(1170) - 1000) / 9
        #expect(fixture.frames() == [rect(0, 0, 100, 100), rect((100 + gap).rounded(), 0, 100, 100),
                                     rect((2 * (100 + gap)).rounded(), 0, 100, 100)])
    }

    @Test func singleColumnCentresEveryItem() {
        let fixture = FlowFixture(counts: [3], size: size(320, 480)) { $0.itemSize = size(200, 30) }
        fixture.relayout()
        #expect(fixture.frames() == [rect(60, 0, 200, 30), rect(60, 40, 200, 30), rect(60, 80, 200, 30)])
    }

    @Test func itemWiderThanTheLineIsCentredAtANegativeOffsetAndLogged() {
        let log = MessageLog()
        let fixture = FlowFixture(counts: [2], size: size(320, 480)) { $0.itemSize = size(400, 50) }
        log.capture {
            fixture.relayout()
            #expect(fixture.frames() == [rect(-40, 0, 400, 50), rect(-40, 60, 400, 50)])
            fixture.layout.invalidateLayout()
            fixture.collectionView.layoutIfNeeded()
        }
        let messages = log.messages
        #expect(messages.count == 1, "logged once")
        #expect(messages.first?.hasPrefix("The behavior of the UICollectionViewFlowLayout is not defined because:\nthe item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values.") == true)
        #expect(messages.first?.contains("UICollectionViewFlowLayoutBreakForInvalidSizes") == true)
    }

    @Test func itemExactlyAsWideAsTheLineIsLegal() {
        let fixture = FlowFixture(counts: [2], size: size(320, 480)) { $0.itemSize = size(320, 50) }
        fixture.relayout()
        #expect(fixture.frames() == [rect(0, 0, 320, 50), rect(0, 60, 320, 50)])
        #expect(fixture.layout.log.messages.isEmpty)
    }

    @Test func insetsNarrowTheLinesAndHeadersSpanTheWidth() {
        let fixture = FlowFixture(counts: [6], size: size(320, 480)) {
            $0.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 20, right: 25)
            $0.headerReferenceSize = size(100, 40)
            $0.footerReferenceSize = size(0, 30)
        }
        fixture.relayout()
        // A = 280: n = floor(290 / 60) = 4, gap = 80 / 3.
        let x: [CGFloat] = [15, 92, 168, 245]
        #expect(fixture.frames() == (0..<6).map { rect(x[$0 % 4], 50 + CGFloat($0 / 4) * 60, 50, 50) })
        #expect(fixture.header(0) == rect(0, 0, 320, 40))
        #expect(fixture.footer(0) == rect(0, 180, 320, 30))
        #expect(fixture.layout.collectionViewContentSize == size(320, 210))
    }

    /// Horizontal: columns fill top to bottom; interitem spacing within a column, line spacing
    /// between columns (the documented meaning holds in a grid).
    @Test func horizontalGridMirrorsTheVerticalOne() {
        let fixture = FlowFixture(counts: [7], size: size(320, 200)) {
            $0.scrollDirection = .horizontal
            $0.minimumInteritemSpacing = 5
            $0.minimumLineSpacing = 20
        }
        fixture.relayout()
        // D = 200: n = floor(205 / 55) = 3, gap = (200 − 150) / 2 = 25.
        let y: [CGFloat] = [0, 75, 150]
        #expect(fixture.frames() == (0..<7).map { rect(CGFloat($0 / 3) * 70, y[$0 % 3], 50, 50) })
        #expect(fixture.layout.collectionViewContentSize == size(190, 200))
    }

    @Test func tutorialStripIsOneCentredRow() {
        let fixture = FlowFixture(counts: [20], size: size(375, 200)) {
            $0.scrollDirection = .horizontal
            $0.itemSize = size(100, 100)
        }
        fixture.relayout()
        #expect(fixture.frame(0) == rect(0, 50, 100, 100))
        #expect(fixture.frame(19) == rect(19 * 110, 50, 100, 100))
        #expect(fixture.layout.collectionViewContentSize == size(20 * 100 + 19 * 10, 200))
    }

    @Test func equalDelegateSizesMakeAGrid() {
        let fixture = FlowFixture(sizes: [[size(50, 50), size(50, 50), size(50, 50), size(50, 50), size(50, 50), size(50, 50)]])
        fixture.relayout()
        #expect(fixture.frame(5) == rect(0, 60, 50, 50), "the grid's columns, not a left-aligned last line")
        #expect(fixture.frame(1) == rect(68, 0, 50, 50))
    }

    /// UIKit's uniformity check adopts the first non-zero size: leading zero sizes are absorbed.
    @Test func leadingZeroSizesAreAbsorbedByTheGrid() {
        let fixture = FlowFixture(sizes: [[size(0, 0), size(50, 50), size(50, 50)]])
        fixture.relayout()
        #expect(fixture.frames() == [rect(0, 0, 50, 50), rect(68, 0, 50, 50), rect(135, 0, 50, 50)])
    }

    @Test func rectQueryReturnsTheTouchingItemsInOrder() {
        let fixture = FlowFixture(counts: [100])
        fixture.relayout()
        let found = fixture.layout.layoutAttributesForElements(in: rect(60, 100, 100, 50))!
        // Rows at y 60 and 120 (touching row 1 at 110 included), columns at 67.5 → 68 and 135.
        #expect(found.map(\.indexPath.item) == [6, 7, 11, 12])
        #expect(found.allSatisfy { $0.representedElementCategory == .cell && $0.zIndex == 0 })
        #expect(fixture.layout.layoutAttributesForElements(in: rect(0, 0, 0, 100))?.isEmpty == true)
        #expect(fixture.layout.layoutAttributesForElements(in: rect(0, 5000, 320, 100))?.isEmpty == true)
    }

    @Test func outOfRangeItemsHaveNoAttributes() {
        let fixture = FlowFixture(counts: [3])
        fixture.relayout()
        #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
    }
}
