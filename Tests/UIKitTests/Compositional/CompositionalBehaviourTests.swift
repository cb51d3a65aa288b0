import Foundation
import Testing
@testable import UIKit

/// A cell whose preferred height is set per item (self-sizing in a compositional layout).
final class MeasuredCell: UICollectionViewCell {
    var height: CGFloat = 44
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width + 33, height: height) }
}

/// A fixture whose cells prefer the heights in `heights`.
@MainActor
final class MeasuredFixture: NSObject, UICollectionViewDataSource {
    var heights: [CGFloat]
    let collectionView: UICollectionView

    init(layout: UICollectionViewLayout, heights: [CGFloat], size: CGSize = CGSize(width: 390, height: 844)) {
        self.heights = heights
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        super.init()
        collectionView.traitOverrides.displayScale = 2
        collectionView.register(MeasuredCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! MeasuredCell
        cell.height = heights[indexPath.item]
        return cell
    }
}

@Suite @MainActor struct CompositionalBehaviourTests {
    /// E18 — estimated heights take the cells' preferred heights; widths are never the cell's.
    @Test func estimatedHeightsSizeThemselves() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), est(44)), subitems: [item(fw(1), est(44))])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let fixture = MeasuredFixture(layout: layout, heights: [60, 44, 80])
        let frames = (0..<3).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [rect(0, 0, 390, 60), rect(0, 60, 390, 44), rect(0, 104, 390, 80)])
        #expect(layout.collectionViewContentSize.height == 184)
        #expect(fixture.collectionView.visibleCells.map(\.frame.height).sorted() == [44, 60, 80])
    }

    /// A list of a thousand estimated rows: only the measured rows have their own solution, and
    /// the rows after them move by what they grew.
    @Test func measuredRowsMoveTheRowsAfterThem() {
        let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(fw(1), est(44)), subitems: [item(fw(1), est(44))])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let fixture = MeasuredFixture(layout: layout, heights: Array(repeating: 50, count: 1000))
        // The rows that showed at the estimate (844 / 44, rounded up) measured themselves.
        let measured = Int((844.0 / 44).rounded(.up))
        let visible = Int((844.0 / 50).rounded(.up))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame == rect(0, 250, 390, 50))
        let expectedY = CGFloat(measured) * 50 + CGFloat(999 - measured) * 44
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 999, section: 0))?.frame == rect(0, expectedY, 390, 44))
        #expect(layout.collectionViewContentSize.height == expectedY + 44)
        #expect(fixture.collectionView.visibleCells.count == visible)
    }

    /// Rect queries return exactly the elements whose frames touch the rect, for random grids with
    /// badges and headers, measured rows and both scroll directions.
    @Test(arguments: 0..<24) func rectQueriesMatchABruteForceFilter(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 7)
        let horizontal = random.bool()
        let columns = random.int(1...6)
        let leaf = item(horizontal ? fw(1) : fw(1 / CGFloat(columns)), horizontal ? fh(1 / CGFloat(columns)) : fh(1))
        leaf.contentInsets = NSDirectionalEdgeInsets(top: random.cgFloat(0...6), leading: random.cgFloat(0...6),
                                                   bottom: random.cgFloat(0...6), trailing: random.cgFloat(0...6))
        let badged = random.bool()
        let subitem = badged
            ? NSCollectionLayoutItem(layoutSize: leaf.layoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem(
                layoutSize: layoutSize(pt(12), pt(12)), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))])
            : leaf
        let extent = pt(random.cgFloat(30...120))
        let group = horizontal
            ? NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(extent, fh(1)), subitems: [subitem])
            : NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), extent), subitems: [subitem])
        group.interItemSpacing = .fixed(random.cgFloat(0...8))
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = random.cgFloat(0...12)
        section.contentInsets = NSDirectionalEdgeInsets(top: random.cgFloat(0...20), leading: random.cgFloat(0...20),
                                                      bottom: random.cgFloat(0...20), trailing: random.cgFloat(0...20))
        if random.bool() {
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: horizontal ? layoutSize(pt(40), fh(1)) : layoutSize(fw(1), pt(40)), elementKind: "header",
                alignment: horizontal ? .leading : .top)]
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = horizontal ? .horizontal : .vertical
        configuration.interSectionSpacing = random.cgFloat(0...30)
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let counts = (0..<random.int(1...4)).map { _ in random.int(0...300) }
        let fixture = CompositionalFixture(layout, counts: counts, size: size(390, 600))
        for _ in 0..<12 {
            let content = fixture.contentSize
            let query = rect(random.cgFloat(-50...max(0, content.width)), random.cgFloat(-50...max(0, content.height)),
                             random.cgFloat(1...500), random.cgFloat(1...700))
            var expected: Set<String> = []
            for (section, count) in counts.enumerated() {
                for item in 0..<count {
                    if let frame = fixture.cell(item, section), frame.sharesPoint(with: query) { expected.insert("cell \(section).\(item)") }
                    if badged, let frame = fixture.supplementary("badge", item, section), frame.sharesPoint(with: query) {
                        expected.insert("badge \(section).\(item)")
                    }
                }
                if let frame = fixture.supplementary("header", 0, section), frame.sharesPoint(with: query) {
                    expected.insert("header \(section).0")
                }
            }
            let found = Set((layout.layoutAttributesForElements(in: query) ?? []).map { attributes in
                "\(attributes.representedElementKind ?? "cell") \(attributes.indexPath.section).\(attributes.indexPath.item)"
            })
            #expect(found == expected, "query \(query)")
        }
    }

    /// A width change re-resolves fractional dimensions.
    @Test func aWidthChangeResolvesFractionsAgain() {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [item(fw(0.2), fh(1))])
        let fixture = CompositionalFixture(section: NSCollectionLayoutSection(group: group), counts: [10])
        #expect(fixture.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 500, 844)))
        #expect(!fixture.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 40, 390, 844)))
        fixture.collectionView.frame = rect(0, 0, 500, 844)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.cell(1) == rect(100, 0, 100, 100))
    }

    /// The provider is asked once per section per invalidation, with the container.
    @Test func theProviderIsAskedOncePerSection() {
        var asked: [Int] = []
        var widths: Set<CGFloat> = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append(index)
            widths.insert(environment.container.effectiveContentSize.width)
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(fw(1), pt(50)), subitems: [item(fw(1), fh(1))]))
        }
        let fixture = CompositionalFixture(layout, counts: [3, 3, 3])
        _ = fixture.layout.layoutAttributesForElements(in: rect(0, 0, 390, 844))
        #expect(asked == [0, 1, 2])
        #expect(widths == [390])
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        #expect(asked == [0, 1, 2, 0, 1, 2])
    }

    /// A custom group places its items where the provider says, with their zIndex.
    @Test func customGroups() {
        var containers: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(layoutSize: layoutSize(fw(1), pt(100))) { environment in
            containers.append(environment.container.contentSize)
            return [NSCollectionLayoutGroupCustomItem(frame: rect(0, 0, 50, 50)),
                    NSCollectionLayoutGroupCustomItem(frame: rect(60, 10, 80, 90), zIndex: 3)]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let fixture = CompositionalFixture(section: section, counts: [5])
        #expect(fixture.cell(1) == rect(60, 10, 80, 90))
        #expect(fixture.cell(2) == rect(0, 110, 50, 50))
        #expect(fixture.cell(3) == rect(60, 120, 80, 90))
        #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.zIndex == 3)
        #expect(containers.first == size(390, 100))
        #expect(fixture.contentSize.height == 270, "a partial last group ends after its last item (spec §2.6)")
    }

    /// The visible-items handler sees the section's elements and its changes show; it is called
    /// from each rect query with the rect's origin as the offset and its size as the container
    /// (spec §2.13): the display's query of the bounds, and any other query.
    @Test func visibleItemsHandlerChangesWhatShows() {
        var calls: [(offset: CGPoint, container: CGSize)] = []
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(fw(1), pt(100)), subitems: [item(fw(0.5), fh(1))]))
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            calls.append((offset, environment.container.contentSize))
            #expect(environment.container.contentInsets == .zero)
            for item in items where item.indexPath.item == 1 {
                item.alpha = 0.5
                item.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            }
        }
        let fixture = CompositionalFixture(section: section, counts: [6])
        #expect(fixture.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 10, 390, 844)))
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.alpha == 0.5)
        #expect(cell?.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(calls.contains { $0.offset == .zero && $0.container == size(390, 844) }, "the display's query of the bounds")

        calls.removeAll()
        let shown = fixture.layout.layoutAttributesForElements(in: rect(20, 50, 200, 120)) ?? []
        #expect(calls.count == 1)
        #expect(calls.first?.offset == CGPoint(x: 20, y: 50))
        #expect(calls.first?.container == size(200, 120))
        #expect(shown.first { $0.indexPath.item == 1 }?.alpha == 0.5)
    }

    /// A right-to-left collection view mirrors the layout.
    @Test func rightToLeftMirrors() {
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(fw(1), pt(50)), subitems: [item(fw(0.3), fh(1))]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(frame: rect(0, 0, 390, 844), collectionViewLayout: layout)
        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.traitOverrides.displayScale = 2
        let source = CompositionalFixture(section: section, counts: [4])
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        // 380 wide content: three 114-point columns from x = 10, mirrored.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == rect(266, 0, 114, 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == rect(38, 0, 114, 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == rect(266, 50, 114, 50))
        let shown = layout.layoutAttributesForElements(in: rect(0, 0, 100, 40)) ?? []
        #expect(shown.map(\.indexPath.item) == [2])
    }
}

/// A small deterministic generator for random configurations.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    mutating func bool() -> Bool { next() & 1 == 0 }

    mutating func cgFloat(_ range: ClosedRange<CGFloat>) -> CGFloat {
        let unit = CGFloat(next() % 10_000) / 10_000
        return (range.lowerBound + unit * (range.upperBound - range.lowerBound)).rounded()
    }
}

/// A header and a footer that both pin never overlap: the footer pushes the header up.
@Suite @MainActor struct PinnedHeaderAndFooterTests {
    @Test func aPinnedFooterPushesItsPinnedHeaderUp() {
        let section = CompositionalExampleTests.headersAndFooters { header, section in
            header.pinToVisibleBounds = true
            (section.boundarySupplementaryItems[1]).pinToVisibleBounds = true
        }
        let fixture = CompositionalFixture(section: section, counts: [5, 5], size: size(390, 100))
        // Section 0 spans 0…328; at offset 250 the visible part is 250…328 (78 points): the
        // footer pins at 284, so the header sits above it at 240, not at 250.
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 250)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.supplementary("footer") == rect(10, 284, 370, 44))
        #expect(fixture.supplementary("header") == rect(10, 240, 370, 44))
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.supplementary("header") == rect(10, 100, 370, 44))
        #expect(fixture.supplementary("footer") == rect(10, 156, 370, 44))
    }
}
