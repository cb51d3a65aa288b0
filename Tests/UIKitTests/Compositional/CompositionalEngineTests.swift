import Foundation
import Testing
@_spi(Host) @testable import UIKit

/// A header that prefers a height (self-sizing supplementary).
final class MeasuredHeader: UICollectionReusableView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 60) }
}

/// What the engine does works with a compositional layout: diffable applies, layout changes,
/// self-sizing headers, a stable content offset, shared sizes, the scaling-carousel idiom.
@Suite @MainActor struct CompositionalEngineTests {
    private static func grid() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(
            layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [item(fw(0.2), fh(1))])))
    }

    @Test func diffableAppliesAnimateBetweenCompositionalFrames() {
        let clock = useManualClock()
        let collectionView = UICollectionView(frame: rect(0, 0, 390, 844), collectionViewLayout: Self.grid())
        collectionView.traitOverrides.displayScale = 2
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let moving = collectionView.cellForItem(at: IndexPath(item: 5, section: 0))
        #expect(moving?.frame == rect(0, 78, 78, 78))
        snapshot.deleteItems([0])
        dataSource.apply(snapshot, animatingDifferences: true)
        clock.advance(by: 0.15)
        let halfway = moving?.presentationFrame ?? .zero
        #expect(halfway.minY > 0 && halfway.minY < 78, "item 5 moves up to the end of row 0")
        clock.advance(by: 1)
        #expect(moving?.frame == rect(312, 0, 78, 78))
    }

    @Test func layoutChangesToAndFromAFlowLayout() {
        let fixture = CompositionalFixture(Self.grid(), counts: [20])
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = size(100, 100)
        fixture.collectionView.setCollectionViewLayout(flow, animated: false)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == size(100, 100))
        fixture.collectionView.setCollectionViewLayout(Self.grid(), animated: false)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == rect(78, 0, 78, 78))
    }

    @Test func estimatedHeadersSizeThemselves() {
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(fw(1), pt(50)), subitems: [item(fw(1), fh(1))]))
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(fw(1), est(44)), elementKind: "measured", alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let fixture = CompositionalFixture(layout, counts: [2])
        #expect(fixture.supplementary("measured") == rect(0, 0, 390, 60))
        #expect(fixture.cell(0) == rect(0, 60, 390, 50))
    }

    @Test func rowsThatGrowAboveTheScreenKeepWhatIsOnScreenInPlace() {
        let group = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(fw(1), est(44)), subitems: [item(fw(1), est(44))])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let fixture = MeasuredFixture(layout: layout, heights: Array(repeating: 44, count: 200))
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 44 * 100)
        fixture.collectionView.layoutIfNeeded()
        let anchor = fixture.collectionView.cellForItem(at: IndexPath(item: 100, section: 0))
        let onScreen = anchor.map { $0.frame.minY - fixture.collectionView.contentOffset.y }
        // Row 99, just above the screen, reports 70 instead of 44.
        let original = layout.layoutAttributesForItem(at: IndexPath(item: 99, section: 0))!
        let preferred = original.copy() as! UICollectionViewLayoutAttributes
        preferred.size = size(390, 70)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        fixture.collectionView.layoutIfNeeded()
        #expect(Swift.abs(fixture.collectionView.contentOffset.y - (44 * 100 + 26)) < 0.001)
        #expect(anchor.map { $0.frame.minY - fixture.collectionView.contentOffset.y } == onScreen)
    }

    @Test func uniformAcrossSiblingsTakesTheTallest() {
        let leaf = NSCollectionLayoutItem(layoutSize: layoutSize(fw(0.5), .uniformAcrossSiblings(estimate: 44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(1), est(44)), subitems: [leaf])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        _ = layout
        let fixture = MeasuredFixture(layout: layout, heights: [30, 80, 50, 40])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == rect(0, 0, 195, 80))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == rect(195, 0, 195, 80))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == rect(0, 80, 195, 50))
        #expect(fixture.collectionView.visibleCells.count == 4)
    }

    /// The scaling carousel: a handler scales each card by its distance from the centre; scrolling
    /// the section changes the scale that shows.
    @Test func theScalingCarouselIdiomShows() throws {
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(fw(0.5), pt(200)), subitems: [item(fw(1), fh(1))]))
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            for item in items {
                let distance = Swift.abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                let scale = max(0.5, 1 - distance / environment.container.contentSize.width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let fixture = CompositionalFixture(section: section, counts: [10])
        let scale = { (item: Int) in fixture.collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.transform.a }
        #expect(scale(0) == 1 - 97.5 / 390)
        try #require(fixture.collectionView.orthogonalScrollViews[0]).contentOffset.x = 97.5
        #expect(scale(0) == 0.5)
        #expect(scale(1) == 1, "now in the middle")
    }
}

/// Reordering, selection and prefetching work with a compositional grid.
@Suite @MainActor struct CompositionalInteractionTests {
    @Test func reorderingMovesTheItemToTheGridSlotUnderTheFinger() {
        let clock = useManualClock()
        let fixture = MovableFixture(items: 9)
        let view = fixture.collectionView
        view.setCollectionViewLayout(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(
            layoutSize: layoutSize(fw(1), pt(100)), subitem: item(fw(1), fh(1)), count: 3))), animated: false)
        view.layoutIfNeeded()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // 320 wide, three columns: 106.5-point slots at scale 2; (250, 150) is row 1, column 2.
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 150))
        view.endInteractiveMovement()
        clock.advance(by: 1)
        #expect(fixture.moves == ["0→5"])
    }

    @Test func tappingSelectsTheItemUnderTheFinger() {
        let fixture = CompositionalFixture(section: NSCollectionLayoutSection(group: .horizontal(
            layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [item(fw(0.2), fh(1))])), counts: [20])
        fixture.collectionView.handleTap(at: CGPoint(x: 170, y: 90))
        #expect(fixture.collectionView.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 7, section: 0))?.isSelected == true)
    }
}

/// Interactive layout transitions and prefetching with a compositional layout.
@Suite @MainActor struct CompositionalTransitionAndPrefetchTests {
    @Test func anInteractiveTransitionFromFlowBlendsIntoCompositionalFrames() {
        let clock = useManualClock()
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = size(100, 100)
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 0
        let fixture = CompositionalFixture(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(
            layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [item(fw(0.2), fh(1))]))), counts: [10])
        fixture.collectionView.setCollectionViewLayout(flow, animated: false)
        fixture.collectionView.layoutIfNeeded()
        let target = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(
            layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [item(fw(0.2), fh(1))])))
        var finished = false
        let transition = fixture.collectionView.startInteractiveTransition(to: target) { completed, _ in finished = completed }
        transition.transitionProgress = 0.5
        fixture.collectionView.layoutIfNeeded()
        // Item 1: flow (145, 0, 100, 100) (three to a row, spread out), compositional
        // (78, 0, 78, 78); halfway between.
        #expect(transition.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == rect(111.5, 0, 89, 89))
        fixture.collectionView.finishInteractiveTransition()
        clock.advance(by: 1)
        #expect(finished)
        #expect(fixture.collectionView.collectionViewLayout === target)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == rect(78, 0, 78, 78))
    }

    @Test func rowsAheadArePrefetched() {
        let recorder = PrefetchRecorder()
        let fixture = CompositionalFixture(section: NSCollectionLayoutSection(group: .horizontal(
            layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [item(fw(0.2), fh(1))])), counts: [500])
        fixture.collectionView.prefetchDataSource = recorder
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        fixture.collectionView.layoutIfNeeded()
        let asked = Set(recorder.prefetched.flatMap { $0 })
        // The screen shows rows 0–10 (844 / 78); rows below it are asked for ahead of time.
        #expect(!asked.isEmpty && asked.allSatisfy { $0 >= 55 })
    }
}
