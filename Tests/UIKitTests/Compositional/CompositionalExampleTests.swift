import Foundation
import Testing
@testable import UIKit

/// The worked examples of `spec/compositional-layout.md` §3, frame by frame.
@Suite @MainActor struct CompositionalExampleTests {
    /// E1 — Apple's "Grid": 5 per row, partial last row counts its full height.
    @Test func grid() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [item(fw(0.2), fh(1))])
        let fixture = CompositionalFixture(section: NSCollectionLayoutSection(group: group), counts: [23])
        #expect(fixture.cell(0) == rect(0, 0, 78, 78))
        #expect(fixture.cell(1) == rect(78, 0, 78, 78))
        #expect(fixture.cell(4) == rect(312, 0, 78, 78))
        #expect(fixture.cell(5) == rect(0, 78, 78, 78))
        #expect(fixture.cell(7) == rect(156, 78, 78, 78))
        #expect(fixture.cell(22) == rect(156, 312, 78, 78))
        #expect(fixture.cell(23) == nil)
        #expect(fixture.contentSize == size(390, 390))
    }

    /// E2 — "InsetItemsGrid": content insets shrink the cells, not the slots.
    @Test func insetItemsGrid() {
        let inset = item(fw(0.2), fh(1))
        inset.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [inset])
        let fixture = CompositionalFixture(section: NSCollectionLayoutSection(group: group), counts: [23])
        #expect(fixture.cell(0) == rect(5, 5, 68, 68))
        #expect(fixture.cell(1) == rect(83, 5, 68, 68))
        #expect(fixture.cell(6) == rect(83, 83, 68, 68))
        #expect(fixture.cell(22) == rect(161, 317, 68, 68))
        #expect(fixture.contentSize == size(390, 390))
    }

    private func twoColumns(count: Int) -> NSCollectionLayoutSection {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(44)), subitem: item(fw(1), fh(1)), count: count)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        return section
    }

    /// E3 — "TwoColumn": `subitem:count:` re-solves the fractional items to make room for spacing.
    @Test func twoColumns() {
        let fixture = CompositionalFixture(section: twoColumns(count: 2), counts: [5])
        #expect(fixture.cell(0) == rect(10, 0, 180, 44))
        #expect(fixture.cell(1) == rect(200, 0, 180, 44))
        #expect(fixture.cell(2) == rect(10, 54, 180, 44))
        #expect(fixture.cell(3) == rect(200, 54, 180, 44))
        #expect(fixture.cell(4) == rect(10, 108, 180, 44))
        #expect(fixture.contentSize == size(390, 152))
    }

    @Test func threeColumnsFloorToThePixel() {
        let twoX = CompositionalFixture(section: twoColumns(count: 3), counts: [3])
        #expect(twoX.cell(0) == rect(10, 0, 116.5, 44))
        #expect(twoX.cell(1) == rect(136.5, 0, 116.5, 44))
        #expect(twoX.cell(2) == rect(263, 0, 116.5, 44))
        let threeX = CompositionalFixture(section: twoColumns(count: 3), counts: [3], scale: 3)
        expectClose(threeX.cell(0), rect(10, 0, 116.6667, 44))
        expectClose(threeX.cell(1), rect(136.6667, 0, 116.6667, 44))
        expectClose(threeX.cell(2), rect(263.3333, 0, 116.6667, 44))
    }

    /// E4 — "DistinctSections": a list, a 5-column and a 3-column grid, insets 20, items inset 2.
    @Test func distinctSections() {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let columns = [1, 5, 3][index]
            let leaf = item(fw(1), fh(1))
            leaf.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let height = columns == 1 ? pt(44) : fw(0.2)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), height), subitem: leaf, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
        let fixture = CompositionalFixture(layout, counts: [10, 10, 10])
        #expect(fixture.cell(0, 0) == rect(22, 22, 346, 40))
        #expect(fixture.cell(9, 0) == rect(22, 22 + 44 * 9, 346, 40))
        #expect(fixture.cell(0, 1) == rect(22, 502, 66, 66))
        #expect(fixture.cell(5, 1) == rect(22, 572, 66, 66))
        #expect(fixture.cell(0, 2) == rect(22, 682, 112.5, 66))
        #expect(fixture.cell(1, 2) == rect(138.5, 682, 112.5, 66))
        #expect(fixture.cell(2, 2) == rect(255, 682, 112.5, 66))
        #expect(fixture.cell(3, 2) == rect(22, 752, 112.5, 66))
        #expect(fixture.contentSize.height == 980)
    }

    static func nestedGroups() -> NSCollectionLayoutSection {
        let leading = item(fw(0.7), fh(1))
        leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailing = item(fw(1), fh(0.3))
        trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(fw(0.3), fh(1)), subitem: trailing, count: 2)
        let outer = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), fh(0.4)), subitems: [leading, trailingGroup])
        return NSCollectionLayoutSection(group: outer)
    }

    /// E5 — "NestedGroups" at scales 2 and 3.
    @Test func nestedGroups() {
        let twoX = CompositionalFixture(section: Self.nestedGroups(), counts: [7])
        #expect(twoX.cell(0) == rect(10, 10, 253, 317.5))
        #expect(twoX.cell(1) == rect(283, 10, 97, 148.5))
        #expect(twoX.cell(2) == rect(283, 178.5, 97, 148.5))
        #expect(twoX.cell(3) == rect(10, 347.5, 253, 317.5))
        #expect(twoX.cell(6) == rect(10, 685, 253, 317.5))
        #expect(twoX.contentSize.height == 1012.5)
        let threeX = CompositionalFixture(section: Self.nestedGroups(), counts: [7], scale: 3)
        expectClose(threeX.cell(0), rect(10, 10, 253, 317.3333))
        expectClose(threeX.cell(1), rect(283, 10, 97, 148.6667))
        expectClose(threeX.cell(2), rect(283, 178.6667, 97, 148.6667))
        expectClose(threeX.cell(3), rect(10, 347.3333, 253, 317.3333))
        expectClose(threeX.cell(6), rect(10, 684.6667, 253, 317.3333))
        #expect(Swift.abs(threeX.contentSize.height - 1012) < 0.001)
    }

    static func headersAndFooters(configure: (NSCollectionLayoutBoundarySupplementaryItem, NSCollectionLayoutSection) -> Void = { _, _ in })
        -> NSCollectionLayoutSection
    {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(44)), subitems: [item(fw(1), fh(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(fw(1), pt(44)), elementKind: "header", alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(fw(1), pt(44)), elementKind: "footer", alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        configure(header, section)
        return section
    }

    /// E6 — "SectionHeadersFooters": the header extends the section before its content.
    @Test func headersAndFooters() {
        let fixture = CompositionalFixture(section: Self.headersAndFooters(), counts: [5, 5])
        #expect(fixture.supplementary("header") == rect(10, 0, 370, 44))
        #expect((0..<5).map { fixture.cell($0) } == [44, 93, 142, 191, 240].map { rect(10, $0, 370, 44) })
        #expect(fixture.supplementary("footer") == rect(10, 284, 370, 44))
        #expect(fixture.supplementary("header", 0, 1) == rect(10, 328, 370, 44))
        #expect(fixture.cell(0, 1) == rect(10, 372, 370, 44))
        #expect(fixture.supplementary("footer", 0, 1) == rect(10, 612, 370, 44))
        #expect(fixture.contentSize == size(390, 656))
        #expect(fixture.layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.zIndex == 1)
    }

    @Test func headerVariants() {
        let unfollowed = CompositionalFixture(section: Self.headersAndFooters { _, section in
            section.supplementariesFollowContentInsets = false
        }, counts: [5])
        #expect(unfollowed.supplementary("header") == rect(0, 0, 390, 44))
        #expect(unfollowed.supplementary("footer") == rect(0, 284, 390, 44))
        #expect(unfollowed.cell(0) == rect(10, 44, 370, 44))

        let overlapping = CompositionalFixture(section: Self.headersAndFooters { header, _ in
            header.extendsBoundary = false
        }, counts: [5])
        #expect(overlapping.supplementary("header") == rect(10, 0, 370, 44))
        #expect(overlapping.cell(0) == rect(10, 0, 370, 44))
        #expect(overlapping.contentSize.height == 284)

        for (alignment, x) in [(NSRectAlignment.top, 145.0), (.topLeading, 10)] {
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(44)), subitems: [item(fw(1), fh(1))])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: layoutSize(pt(100), pt(30)), elementKind: "header", alignment: alignment)]
            let fixture = CompositionalFixture(section: section, counts: [1])
            #expect(fixture.supplementary("header") == rect(x, 0, 100, 30))
        }
    }

    /// E7 — "PinnedSectionHeaderFooter": the header sticks to the top while its section shows.
    @Test func pinnedHeader() {
        let fixture = CompositionalFixture(section: Self.headersAndFooters { header, _ in
            header.pinToVisibleBounds = true
            header.zIndex = 2
        }, counts: [5, 5])
        #expect(fixture.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 100, 390, 844)))
        let expectations: [(CGFloat, CGRect, CGRect)] = [
            (100, rect(10, 100, 370, 44), rect(10, 328, 370, 44)),
            (300, rect(10, 284, 370, 44), rect(10, 328, 370, 44)),
            // Section 0 left the screen: its header stays at the section's end, where spec §2.7's
            // clamp puts it (the visible part of the section is empty).
            (340, rect(10, 284, 370, 44), rect(10, 340, 370, 44)),
        ]
        for (offset, first, second) in expectations {
            fixture.collectionView.contentOffset = CGPoint(x: 0, y: offset)
            fixture.collectionView.layoutIfNeeded()
            #expect(fixture.supplementary("header", 0, 0) == first, "offset \(offset)")
            #expect(fixture.supplementary("header", 0, 1) == second, "offset \(offset)")
        }
        let shown = fixture.layout.layoutAttributesForElements(in: rect(0, 300, 390, 844)) ?? []
        let header = shown.first { $0.representedElementKind == "header" && $0.indexPath.section == 1 }
        #expect(header?.frame == rect(10, 328, 370, 44) || header?.frame == rect(10, 340, 370, 44))
        #expect(header?.zIndex == 2)
    }

    /// E8 — "SectionDecoration": the background spans the container and the whole section.
    @Test func sectionBackground() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(44)), subitems: [item(fw(1), fh(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let fixture = CompositionalFixture(section: section, counts: [5, 5, 5, 5, 5])
        #expect((0..<5).map { fixture.cell($0) } == [10, 59, 108, 157, 206].map { rect(10, $0, 370, 44) })
        let decoration = fixture.layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(decoration?.frame == rect(5, 5, 380, 250))
        #expect(decoration?.zIndex == 0)
        #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
        #expect(fixture.cell(0, 1) == rect(10, 270, 370, 44))
        #expect(fixture.layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?.frame
            == rect(5, 265, 380, 250))
        #expect(fixture.contentSize == size(390, 1300))
    }

    /// E9 — "OrthogonalScrolling": the section lays out along x, frames as at offset 0.
    @Test func orthogonalSectionFrames() {
        let leading = item(fw(0.7), fh(1))
        leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailing = item(fw(1), fh(0.3))
        trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(fw(0.3), fh(1)), subitem: trailing, count: 2)
        let outer = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(0.85), fh(0.4)), subitems: [leading, trailingGroup])
        let section = NSCollectionLayoutSection(group: outer)
        section.orthogonalScrollingBehavior = .continuous
        let fixture = CompositionalFixture(section: section, counts: [30, 30])
        #expect(fixture.cell(0) == rect(10, 10, 212, 317.5))
        #expect(fixture.cell(1) == rect(242, 10, 79, 148.5))
        #expect(fixture.cell(2) == rect(242, 178.5, 79, 148.5))
        #expect(fixture.cell(3) == rect(341.5, 10, 212, 317.5))
        #expect(fixture.cell(6) == rect(673, 10, 212, 317.5))
        #expect(fixture.cell(0, 1) == rect(10, 347.5, 212, 317.5))
        #expect(fixture.contentSize == size(390, 675))
    }

    /// E11 — "ItemBadgeSupplementary": a badge hangs off each cell's top-trailing corner.
    @Test func badges() {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize(pt(20), pt(20)), elementKind: "badge",
                                                      containerAnchor: badgeAnchor)
        let leaf = NSCollectionLayoutItem(layoutSize: layoutSize(fw(0.25), fh(1)), supplementaryItems: [badge])
        leaf.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [leaf])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let twoX = CompositionalFixture(section: section, counts: [6])
        #expect(twoX.cell(0) == rect(25, 25, 77.5, 60))
        #expect(twoX.supplementary("badge", 0) == rect(88.5, 19, 20, 20))
        #expect(twoX.cell(1) == rect(112.5, 25, 77.5, 60))
        #expect(twoX.supplementary("badge", 1) == rect(176, 19, 20, 20))
        #expect(twoX.cell(4) == rect(25, 95, 77.5, 60))
        #expect(twoX.supplementary("badge", 4) == rect(88.5, 89, 20, 20))
        #expect(twoX.supplementary("badge", 6) == nil)
        let threeX = CompositionalFixture(section: section, counts: [6], scale: 3)
        expectClose(threeX.cell(0), rect(25, 25, 77.3333, 60))
        expectClose(threeX.supplementary("badge", 0), rect(88.3333, 19, 20, 20))
        expectClose(threeX.supplementary("badge", 1), rect(175.6667, 19, 20, 20))
    }

    /// E12 — flexible spacing shares what is left; fractional items re-solve for fixed spacing.
    @Test func interItemSpacing() {
        func xs(_ leaf: NSCollectionLayoutItem, _ spacing: NSCollectionLayoutSpacing, height: CGFloat = 100, count: Int = 3) -> [CGRect?] {
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(height)), subitems: [leaf])
            group.interItemSpacing = spacing
            return (0..<count).map { CompositionalFixture(section: NSCollectionLayoutSection(group: group), counts: [count]).cell($0) }
        }
        #expect(xs(item(pt(100), pt(100)), .fixed(10)).map { $0?.minX } == [0, 110, 220])
        #expect(xs(item(pt(100), pt(100)), .flexible(10)).map { $0?.minX } == [0, 145, 290])
        #expect(xs(item(fw(0.5), pt(100)), .fixed(10), count: 2) == [rect(0, 0, 190, 100), rect(200, 0, 190, 100)])
        #expect(xs(item(fw(0.3), pt(100)), .fixed(10)) == [rect(0, 0, 111, 100), rect(121, 0, 111, 100), rect(242, 0, 111, 100)])
        #expect(xs(item(pt(100), fw(0.25)), .fixed(10), height: 120) == [0, 110, 220].map { rect($0, 0, 100, 92.5) })
    }

    /// E13 — edge spacing, flexible and fixed, on items and on the root group.
    @Test func edgeSpacing() {
        let centred = item(pt(100), pt(100))
        centred.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(100)), subitems: [centred])
        let fixture = CompositionalFixture(section: NSCollectionLayoutSection(group: row), counts: [3])
        #expect((0..<3).map { fixture.cell($0)?.minX } == [15, 145, 275])

        let middle = item(fw(0.25), pt(50))
        middle.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .flexible(0), trailing: nil, bottom: .flexible(0))
        let tall = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(100)), subitems: [middle])
        let twoX = CompositionalFixture(section: NSCollectionLayoutSection(group: tall), counts: [4])
        #expect((0..<4).map { twoX.cell($0) } == [0, 97.5, 195, 292.5].map { rect($0, 25, 97.5, 50) })

        let led = item(pt(80), pt(80))
        led.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(8), top: nil, trailing: nil, bottom: nil)
        let ledRow = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(80)), subitems: [led])
        let ledFixture = CompositionalFixture(section: NSCollectionLayoutSection(group: ledRow), counts: [4])
        #expect((0..<4).map { ledFixture.cell($0)?.minX } == [8, 96, 184, 272])

        let spaced = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), pt(50)), subitems: [item(fw(1), fh(1))])
        spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(8), trailing: nil, bottom: .fixed(8))
        let spacedSection = NSCollectionLayoutSection(group: spaced)
        spacedSection.interGroupSpacing = 4
        let rows = CompositionalFixture(section: spacedSection, counts: [3])
        #expect((0..<3).map { rows.cell($0)?.minY } == [8, 78, 148])
        #expect(rows.contentSize.height == 206)

        let half = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(0.5), pt(50)), subitems: [item(fw(1), fh(1))])
        half.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        #expect(CompositionalFixture(section: NSCollectionLayoutSection(group: half), counts: [1]).cell(0) == rect(97.5, 0, 195, 50))
    }

    /// E14 — a horizontal layout: groups are columns, insets across are top and bottom.
    @Test func horizontalScrollDirection() {
        let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(pt(100), fh(1)), subitems: [item(fw(1), fh(0.25))])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 10
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let fixture = CompositionalFixture(UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [10])
        #expect(fixture.cell(0) == rect(10, 10, 100, 206))
        #expect(fixture.cell(1) == rect(10, 216, 100, 206))
        #expect(fixture.cell(3) == rect(10, 628, 100, 206))
        #expect(fixture.cell(4) == rect(120, 10, 100, 206))
        #expect(fixture.cell(9) == rect(230, 216, 100, 206))
        #expect(fixture.contentSize == size(340, 844))
    }

    /// E15 — a 1024-point-wide container: floored fifths leave a trailing gap.
    @Test func wideContainer() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [item(fw(0.2), fh(1))])
        let fixture = CompositionalFixture(section: NSCollectionLayoutSection(group: group), counts: [7], size: size(1024, 768))
        #expect((0..<5).map { fixture.cell($0)?.minX } == [0, 204.5, 409, 613.5, 818])
        #expect(fixture.cell(5) == rect(0, 204.5, 204.5, 204.5))
        #expect(fixture.cell(6) == rect(204.5, 204.5, 204.5, 204.5))
        let nested = CompositionalFixture(section: Self.nestedGroups(), counts: [3], size: size(1024, 768))
        #expect(nested.cell(0) == rect(10, 10, 696.5, 287))
        #expect(nested.cell(1) == rect(726.5, 10, 287, 133.5))
        #expect(nested.cell(2) == rect(726.5, 163.5, 287, 133.5))
    }

    /// E16 — spacing between sections only between sections the provider gave.
    @Test func interSectionSpacing() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            guard index != 1 else { return nil }
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [item(fw(0.2), fh(1))]))
        }, configuration: configuration)
        let fixture = CompositionalFixture(layout, counts: [5, 0, 5])
        #expect(fixture.cell(0, 2) == rect(0, 98, 78, 78))
        #expect(fixture.contentSize.height == 176)
    }

    /// E17 — `.layoutMargins` as the content insets reference.
    @Test func layoutMarginsReference() {
        let section = twoColumns(count: 2)
        section.contentInsetsReference = .layoutMargins
        let fixture = CompositionalFixture(section: section, counts: [2], size: size(390, 844))
        fixture.collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.cell(0) == rect(26, 0, 164, 44))
        #expect(fixture.cell(1) == rect(200, 0, 164, 44))
    }
}

func expectClose(_ actual: CGRect?, _ expected: CGRect, tolerance: CGFloat = 0.001,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("no frame; expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    let close = Swift.abs(actual.minX - expected.minX) < tolerance && Swift.abs(actual.minY - expected.minY) < tolerance
        && Swift.abs(actual.width - expected.width) < tolerance && Swift.abs(actual.height - expected.height) < tolerance
    #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}
