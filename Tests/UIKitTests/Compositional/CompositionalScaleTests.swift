import Foundation
import Testing
@testable import UIKit

/// Counting tests: what a compositional layout asks of its section provider, its data source and
/// its cells grows with what changed and what is visible, not with the data set. Nothing here is
/// timed (the figures are `Benchmarks/`' CompositionalBenchmarks).
@Suite @MainActor struct CompositionalScaleTests {
    /// A collection view over `counts`, whose layout comes from a section provider that counts
    /// its calls, and whose data source counts the cells it is asked for.
    @MainActor
    final class CountingScene: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        private(set) var providerCalls = 0
        private(set) var cellRequests = 0
        var collectionView: UICollectionView!
        var layout: UICollectionViewCompositionalLayout!

        init(counts: [Int], pinnedHeaders: Bool = false, size: CGSize = CGSize(width: 390, height: 844)) {
            self.counts = counts
            super.init()
            layout = UICollectionViewCompositionalLayout { [unowned self] _, _ in
                providerCalls += 1
                return CompositionalScaleTests.grid(pinnedHeader: pinnedHeaders)
            }
            collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
            collectionView.traitOverrides.displayScale = 2
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
            collectionView.dataSource = self
            collectionView.layoutIfNeeded()
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            cellRequests += 1
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        }

        /// Scrolls to `y` and lays out, as one frame does.
        func scroll(to y: CGFloat) {
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
        }
    }

    /// A cell that counts how often it was asked for its preferred attributes.
    final class CountingCell: UICollectionViewCell {
        nonisolated(unsafe) static var preferredAttributesRequests = 0

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes {
            Self.preferredAttributesRequests += 1
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
    }

    /// Apple's "Grid" (five 78×78 items to a row in 390 points), with a pinned 44-point header
    /// when asked.
    static func grid(pinnedHeader: Bool = false) -> NSCollectionLayoutSection {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [item(fw(0.2), fh(1))])
        let section = NSCollectionLayoutSection(group: group)
        if pinnedHeader {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize(fw(1), pt(44)), elementKind: "header",
                                                                   alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
        }
        return section
    }

    // MARK: The section provider

    @Test func theSectionProviderIsAskedOncePerSectionPerInvalidation() {
        let scene = CountingScene(counts: Array(repeating: 10, count: 10_000))
        #expect(scene.providerCalls == 10_000)
        #expect(scene.layout.collectionViewContentSize == size(390, 10_000 * 2 * 78))

        scene.layout.invalidateLayout()
        scene.collectionView.layoutIfNeeded()
        _ = scene.layout.collectionViewContentSize
        _ = scene.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 5_000, width: 390, height: 844))
        #expect(scene.providerCalls == 20_000)

        scene.collectionView.reloadData()
        scene.collectionView.layoutIfNeeded()
        #expect(scene.providerCalls == 30_000)
    }

    @Test func scrollingDoesNotAskTheSectionProvider() {
        for pinned in [false, true] {
            let scene = CountingScene(counts: Array(repeating: 10, count: 10_000), pinnedHeaders: pinned)
            let before = scene.providerCalls
            for step in 1...200 { scene.scroll(to: CGFloat(step) * 40) }
            scene.scroll(to: 700_000)
            scene.scroll(to: 0)
            #expect(scene.providerCalls == before, "pinned headers: \(pinned)")
        }
    }

    @Test func aNewWidthAsksEverySectionOnce() {
        let scene = CountingScene(counts: Array(repeating: 10, count: 10_000))
        scene.collectionView.frame = CGRect(x: 0, y: 0, width: 500, height: 844)
        scene.collectionView.layoutIfNeeded()
        #expect(scene.providerCalls == 20_000)
        #expect(scene.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == rect(0, 200, 100, 100))
        // A new height, which no dimension here depends on, solves again at most once (UIKit
        // would not invalidate at all, spec §2.13; this layout solves on any size change), and
        // never once per frame.
        scene.collectionView.frame = CGRect(x: 0, y: 0, width: 500, height: 600)
        scene.collectionView.layoutIfNeeded()
        scene.collectionView.layoutIfNeeded()
        #expect(scene.providerCalls <= 30_000)
    }

    // MARK: A million items

    @Test func aMillionItemGridAsksForWhatIsVisible() {
        let scene = CountingScene(counts: [1_000_000])
        #expect(scene.layout.collectionViewContentSize == size(390, 200_000 * 78))
        // 844 / 78 = 10.8 rows: 11 or 12 rows of 5 on screen, plus what is prepared ahead.
        let first = scene.cellRequests
        #expect(first >= 55 && first <= 120)
        let middle = CGRect(x: 0, y: 7_800_000 + 39, width: 390, height: 844)
        let elements = scene.layout.layoutAttributesForElements(in: middle) ?? []
        #expect(elements.count == 60)
        #expect(elements.allSatisfy { $0.frame.intersects(middle) })
        #expect(Set(elements.map(\.indexPath.item)) == Set(500_000..<500_060))

        // Far jumps ask for the cells that come on screen, not for the items in between.
        var asked = scene.cellRequests
        for fraction in stride(from: 0.05, to: 1, by: 0.1) {
            scene.scroll(to: (CGFloat(fraction) * (200_000 * 78 - 844)).rounded())
            #expect(scene.cellRequests - asked <= 120)
            asked = scene.cellRequests
        }
        #expect(scene.collectionView.visibleCells.count >= 55 && scene.collectionView.visibleCells.count <= 60)
    }

    @Test func aMillionItemGridSolvesOnceForManyFrames() {
        let scene = CountingScene(counts: [1_000_000])
        for step in 1...300 { scene.scroll(to: CGFloat(step) * 40) }
        #expect(scene.providerCalls == 1)
        #expect(scene.layout.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame
            == rect(312, 199_999 * 78, 78, 78))
    }

    /// Cells of a layout without estimated dimensions cannot change their size: they are not
    /// asked for their preferred attributes (asking copies their attributes, an allocation per
    /// cell that comes on screen), as the flow layout asks only when it self-sizes.
    @Test func cellsOfFixedSizesAreNotAskedForPreferredAttributes() {
        let scene = CountingScene(counts: [1_000])
        CountingCell.preferredAttributesRequests = 0
        for step in 1...20 { scene.scroll(to: CGFloat(step) * 40) }
        #expect(CountingCell.preferredAttributesRequests == 0)
    }
}
