import Foundation
import Testing
@_spi(Host) @testable import UIKit

/// Sections whose description repeats share one solution (issue 25): every frame stays the
/// section's own — item counts, insets references, pinned headers, backgrounds, visible-items
/// handlers, orthogonal scrolling, and sizes that elements of one section measured.
@Suite @MainActor struct CompositionalSharingTests {
    /// Apple's "Grid" (five 78×78 items to a row in 390 points), a new object on every call, with
    /// `top` points of inset above it, a header of `header` extent, a background.
    static func grid(top: CGFloat = 0, header: NSCollectionLayoutDimension? = nil, headerKind: String = "header",
                     pinned: Bool = false, background: Bool = false) -> NSCollectionLayoutSection {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [item(fw(0.2), fh(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets.top = top
        if let header {
            let item = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(fw(1), header), elementKind: headerKind,
                                                                 alignment: .top)
            item.pinToVisibleBounds = pinned
            section.boundarySupplementaryItems = [item]
        }
        if background { section.decorationItems = [.background(elementKind: "background")] }
        return section
    }

    @Test func manyAlikeSectionsAndOneOther() {
        let layout = UICollectionViewCompositionalLayout { index, _ in Self.grid(top: index == 25 ? 10 : 0) }
        let fixture = CompositionalFixture(layout, counts: Array(repeating: 10, count: 50))
        #expect(fixture.cell(0, 24) == rect(0, 24 * 156, 78, 78))
        #expect(fixture.cell(0, 25) == rect(0, 25 * 156 + 10, 78, 78))
        #expect(fixture.cell(9, 26) == rect(312, 26 * 156 + 10 + 78, 78, 78))
        #expect(fixture.cell(9, 49) == rect(312, 49 * 156 + 10 + 78, 78, 78))
        #expect(fixture.contentSize == size(390, 50 * 156 + 10))
    }

    /// Alike sections hold one template (the same storage); the one that differs has its own.
    @Test func alikeSectionsShareOneSolution() {
        let layout = UICollectionViewCompositionalLayout { index, _ in Self.grid(top: index == 5 ? 10 : 0) }
        _ = CompositionalFixture(layout, counts: Array(repeating: 10, count: 10))
        func storage(_ section: Int) -> UnsafeRawPointer? {
            layout.solution.sections[section].template.leaves.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        #expect(storage(1) == storage(9))
        #expect(storage(5) != storage(1))
    }

    @Test func alikeSectionsWithOtherItemCounts() {
        let layout = UICollectionViewCompositionalLayout { _, _ in Self.grid() }
        let fixture = CompositionalFixture(layout, counts: [10, 3, 10, 7, 0, 10])
        #expect(fixture.cell(2, 1) == rect(156, 156, 78, 78))
        #expect(fixture.cell(3, 1) == nil)
        #expect(fixture.cell(0, 2) == rect(0, 234, 78, 78))
        #expect(fixture.cell(6, 3) == rect(78, 390 + 78, 78, 78))
        #expect(fixture.cell(7, 3) == nil)
        #expect(fixture.cell(0, 4) == nil)
        #expect(fixture.cell(9, 5) == rect(312, 546 + 78, 78, 78))
        #expect(fixture.contentSize == size(390, 702))
    }

    /// The headers on screen measure 60 points; the alike sections below keep their estimate.
    @Test func aSectionsMeasuredHeaderLeavesAlikeSectionsAlone() {
        let layout = UICollectionViewCompositionalLayout { _, _ in Self.grid(header: est(44), headerKind: "measured") }
        let fixture = CompositionalFixture(layout, counts: Array(repeating: 10, count: 30))
        #expect(fixture.supplementary("measured", 0, 0) == rect(0, 0, 390, 60))
        #expect(fixture.cell(0, 0) == rect(0, 60, 78, 78))
        #expect(fixture.supplementary("measured", 0, 29)?.height == 44)
        var top: CGFloat = 0
        for section in 0..<30 {
            let header = fixture.supplementary("measured", 0, section)
            #expect(header?.minY == top, "section \(section)")
            top += (header?.height ?? 0) + 156
        }
        #expect(fixture.contentSize.height == top)
    }

    /// Rows of section 0 measure 60 points; the alike section 1 keeps its 44-point estimate.
    @Test func aSectionsMeasuredItemsLeaveAlikeSectionsAlone() {
        let group = { NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(fw(1), est(44)), subitems: [item(fw(1), est(44))]) }
        let layout = UICollectionViewCompositionalLayout { _, _ in NSCollectionLayoutSection(group: group()) }
        let source = SectionHeightsSource(layout: layout, heights: [Array(repeating: 60, count: 3), Array(repeating: 44, count: 3)])
        let frames = (0..<2).flatMap { section in
            (0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame }
        }
        #expect(frames == [rect(0, 0, 390, 60), rect(0, 60, 390, 60), rect(0, 120, 390, 60),
                           rect(0, 180, 390, 44), rect(0, 224, 390, 44), rect(0, 268, 390, 44)])
        #expect(source.collectionView.contentSize.height == 312)
    }

    @Test func alikeSectionsPinTheirOwnHeaders() {
        let layout = UICollectionViewCompositionalLayout { _, _ in Self.grid(header: pt(44), pinned: true) }
        let fixture = CompositionalFixture(layout, counts: Array(repeating: 10, count: 20))
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 450)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.supplementary("header", 0, 1) == rect(0, 356, 390, 44), "section 1 is above: its header waits at its end")
        #expect(fixture.supplementary("header", 0, 2) == rect(0, 450, 390, 44), "pinned to the top of the screen")
        #expect(fixture.supplementary("header", 0, 3) == rect(0, 600, 390, 44))
        #expect(fixture.cell(0, 2) == rect(0, 444, 78, 78))
    }

    /// One section of ten has a visible-items handler: it sees only its own items. Each
    /// section's background is its own.
    @Test func alikeSectionsKeepTheirOwnHandlersAndBackgrounds() {
        var seen: Set<Int> = []
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let section = Self.grid(background: true)
            if index == 1 { section.visibleItemsInvalidationHandler = { items, _, _ in seen.formUnion(items.map(\.indexPath.section)) } }
            return section
        }
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let fixture = CompositionalFixture(layout, counts: Array(repeating: 10, count: 10))
        _ = layout.layoutAttributesForElements(in: rect(0, 0, 390, 1560))
        #expect(seen == [1])
        for section in [0, 1, 9] {
            #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: section))?.frame
                == rect(0, CGFloat(section) * 156, 390, 156))
        }
        #expect(fixture.contentSize.height == 1560)
    }

    /// Alike but for their content-insets reference: the margins move only the section that
    /// follows them.
    @Test func theContentInsetsReferenceTellsSectionsApart() {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let section = Self.grid()
            section.contentInsetsReference = index == 1 ? .layoutMargins : .none
            return section
        }
        let fixture = CompositionalFixture(layout, counts: [5, 5, 5])
        fixture.collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.cell(0, 0) == rect(0, 0, 78, 78))
        #expect(fixture.cell(0, 1) == rect(16, 78, 71.5, 71.5))
        #expect(fixture.cell(0, 2) == rect(0, 149.5, 78, 78))
    }

    /// A provider that returns one object, changed for each section: each section is solved
    /// as it was when the provider returned it.
    @Test func oneSectionObjectChangedBetweenCalls() {
        let shared = Self.grid()
        let layout = UICollectionViewCompositionalLayout { index, _ in
            shared.interGroupSpacing = CGFloat(index) * 10
            return shared
        }
        let fixture = CompositionalFixture(layout, counts: [10, 10, 10])
        #expect(fixture.cell(5, 0) == rect(0, 78, 78, 78))
        #expect(fixture.cell(5, 1) == rect(0, 156 + 88, 78, 78))
        #expect(fixture.cell(5, 2) == rect(0, 156 + 166 + 98, 78, 78))
    }

    /// Alike orthogonal sections each scroll on their own.
    @Test func alikeOrthogonalSectionsScrollOnTheirOwn() throws {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(pt(78), pt(78)),
                                                                     subitems: [item(fw(1), fh(1))]))
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
        let fixture = CompositionalFixture(layout, counts: [100, 100, 100])
        let first = try #require(fixture.collectionView.orthogonalScrollViews[0])
        #expect(fixture.collectionView.orthogonalScrollViews[1]?.frame == rect(0, 78, 390, 78))
        #expect(first.contentSize == size(7800, 78))
        let restingOffset = fixture.collectionView.orthogonalScrollViews[2]?.contentOffset
        first.contentOffset = CGPoint(x: 780, y: first.contentOffset.y)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 10, section: 0)) != nil)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == rect(0, 78, 78, 78))
        #expect(fixture.collectionView.orthogonalScrollViews[2]?.contentOffset == restingOffset)
    }

    /// The differential fuzzer's layouts with their sections repeated (alike, and alike but for
    /// the item count), against the plain oracle, which solves every section anew.
    @Test func repeatedRandomSectionsAgreeWithThePlainOracle() {
        var compared = 0, failed: [UInt64] = []
        for seed in 0..<UInt64(150) {
            var generator = CompositionalDifferentialTests.Generator(random: SplitMix64(seed: seed &* 0x51ED &+ 7))
            var spec = generator.layout()
            let original = spec.sections
            var recount = original[0]
            recount.itemCount = (recount.itemCount + 3) % 14
            if recount.isOrthogonal { recount.itemCount = max(recount.itemCount, 1) }
            spec.sections = original + original + [recount] + original
            guard let differences = CompositionalDifferentialTests.differences(spec) else { continue }
            compared += 1
            if !differences.isEmpty { failed.append(seed) }
        }
        #expect(compared > 30, "enough random layouts are valid")
        #expect(failed.isEmpty, "failing seeds \(failed)")
    }
}

/// A collection view whose cells in section s, item i prefer the height `heights[s][i]`.
@MainActor
final class SectionHeightsSource: NSObject, UICollectionViewDataSource {
    let heights: [[CGFloat]]
    let collectionView: UICollectionView

    init(layout: UICollectionViewLayout, heights: [[CGFloat]]) {
        self.heights = heights
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        super.init()
        collectionView.traitOverrides.displayScale = 2
        collectionView.register(MeasuredCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.layoutIfNeeded()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { heights.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! MeasuredCell
        cell.height = heights[indexPath.section][indexPath.item]
        return cell
    }
}
