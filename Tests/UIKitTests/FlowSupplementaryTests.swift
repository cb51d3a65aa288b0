import Foundation
import Testing
@testable import UIKit

/// Headers, footers, empty sections and pinning (spec §3.3, §3.7, §3.12, §6).
@Suite @MainActor struct FlowSupplementaryTests {
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    @Test func headersAndFootersSpanTheLineOutsideTheInsets() {
        let fixture = FlowFixture(counts: [2, 3]) {
            $0.headerReferenceSize = size(5, 40)
            $0.footerReferenceSize = size(999, 30)
            $0.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        }
        fixture.relayout()
        // Section length: 40 + 10 + 50 + 20 + 30 = 150.
        #expect(fixture.header(0) == rect(0, 0, 320, 40) && fixture.footer(0) == rect(0, 120, 320, 30))
        #expect(fixture.header(1) == rect(0, 150, 320, 40) && fixture.footer(1) == rect(0, 270, 320, 30))
        #expect(fixture.frame(0, section: 1) == rect(0, 200, 50, 50))
        let attributes = fixture.layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 5, section: 1))!
        #expect(attributes.indexPath == IndexPath(item: 0, section: 1) && attributes.zIndex == 10)
        #expect(attributes.representedElementCategory == .supplementaryView && attributes.representedElementKind == header)
        #expect(fixture.layout.layoutAttributesForSupplementaryView(ofKind: "other", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(fixture.layout.collectionViewContentSize == size(320, 300))
    }

    @Test func rectQueryListsCellsThenHeadersThenFooters() {
        let fixture = FlowFixture(counts: [2, 2]) {
            $0.headerReferenceSize = size(0, 40)
            $0.footerReferenceSize = size(0, 30)
        }
        fixture.relayout()
        let all = fixture.layout.layoutAttributesForElements(in: rect(0, 0, 320, 1000))!
        let described = all.map { "\($0.representedElementKind ?? "cell") \($0.indexPath.section).\($0.indexPath.item)" }
        #expect(described == ["cell 0.0", "cell 0.1", "cell 1.0", "cell 1.1",
                              "\(header) 0.0", "\(header) 1.0", "\(footer) 0.0", "\(footer) 1.0"])
    }

    @Test func zeroReferenceSizeMeansNoView() {
        let fixture = FlowFixture(counts: [2]) { $0.headerReferenceSize = size(100, 0) }
        fixture.relayout()
        #expect(fixture.header(0) == nil && fixture.footer(0) == nil)
        #expect(fixture.layout.layoutAttributesForElements(in: rect(0, 0, 320, 480))!.count == 2)
    }

    @Test func emptySectionStillTakesHeaderInsetsAndFooter() {
        let fixture = FlowFixture(counts: [0, 1]) {
            $0.headerReferenceSize = size(0, 40)
            $0.footerReferenceSize = size(0, 30)
            $0.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        }
        fixture.relayout()
        #expect(fixture.header(0) == rect(0, 0, 320, 40) && fixture.footer(0) == rect(0, 70, 320, 30))
        #expect(fixture.header(1) == rect(0, 100, 320, 40))
        #expect(fixture.frame(0, section: 1) == rect(0, 150, 50, 50))
    }

    @Test func delegateReferenceSizesWinPerSection() {
        let fixture = FlowFixture(counts: [1, 1]) { $0.headerReferenceSize = size(0, 40) }
        fixture.headerSizes = { $0 == 0 ? size(0, 0) : size(0, 25) }
        fixture.relayout()
        #expect(fixture.header(0) == nil && fixture.header(1) == rect(0, 50, 320, 25))
    }

    @Test func horizontalHeadersSpanTheHeight() {
        let fixture = FlowFixture(counts: [3], size: size(320, 200)) {
            $0.scrollDirection = .horizontal
            $0.headerReferenceSize = size(30, 999)
            $0.footerReferenceSize = size(20, 0)
        }
        fixture.relayout()
        // D = 200: 3 per column (gap 25), one column.
        #expect(fixture.header(0) == rect(0, 0, 30, 200) && fixture.frame(0) == rect(30, 0, 50, 50))
        #expect(fixture.footer(0) == rect(80, 0, 20, 200))
        #expect(fixture.layout.collectionViewContentSize == size(100, 200))
    }

    private func pinnedFixture() -> FlowFixture {
        let fixture = FlowFixture(counts: [20, 20]) {
            $0.headerReferenceSize = size(0, 40)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        fixture.relayout()
        return fixture
    }

    @Test func pinnedHeaderSticksToTheTopUntilItsSectionEnds() {
        let fixture = pinnedFixture()
        // Each section: 40 + 4 rows (230) = 270.
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(fixture.header(0) == rect(0, 100, 320, 40) && fixture.header(1) == rect(0, 270, 320, 40))
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 250)
        #expect(fixture.header(0) == rect(0, 230, 320, 40), "pushed up by the end of its section")
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        let headers = fixture.layout.layoutAttributesForElements(in: fixture.collectionView.bounds)!
            .filter { $0.representedElementKind == header }
        #expect(headers.map(\.indexPath.section) == [1] && headers.first?.frame == rect(0, 300, 320, 40))
    }

    @Test func pinnedHeaderRespectsTheContentInset() {
        let fixture = pinnedFixture()
        fixture.collectionView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(fixture.header(0) == rect(0, 120, 320, 40))
    }

    @Test func pinnedFooterSticksToTheBottom() {
        let fixture = FlowFixture(counts: [20, 20], size: size(320, 200)) {
            $0.footerReferenceSize = size(0, 30)
            $0.sectionFootersPinToVisibleBounds = true
        }
        fixture.relayout()
        #expect(fixture.footer(0) == rect(0, 170, 320, 30))
        #expect(fixture.footer(1) == rect(0, 260, 320, 30), "never above its section's start")
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(fixture.footer(0) == rect(0, 230, 320, 30))
    }

    @Test func pinningMakesScrollingInvalidate() {
        let plain = FlowFixture(counts: [20, 20]) { $0.headerReferenceSize = size(0, 40) }
        plain.relayout()
        #expect(!plain.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 100, 320, 480)))
        let pinned = pinnedFixture()
        let newBounds = rect(0, 100, 320, 480)
        #expect(pinned.layout.shouldInvalidateLayout(forBoundsChange: newBounds))
        let context = pinned.layout.invalidationContext(forBoundsChange: newBounds) as! UICollectionViewFlowLayoutInvalidationContext
        #expect(!context.invalidateFlowLayoutDelegateMetrics && !context.invalidateFlowLayoutAttributes)
        #expect(context.invalidatedSupplementaryIndexPaths?[header] == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    }
}
