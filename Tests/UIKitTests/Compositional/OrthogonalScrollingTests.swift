import Foundation
import Testing
@_spi(Host) @testable import UIKit

/// Orthogonal sections as nested scroll views: they scroll, decelerate, page and snap, host
/// their cells, and the collection view's queries see through them (spec §2.11, E9, E10).
@Suite @MainActor struct OrthogonalScrollingTests {
    private func run(_ clock: ManualAnimationClock, seconds: Double) {
        for _ in 0..<Int(seconds * 120) { clock.advance(by: 1.0 / 120) }
    }

    /// Apple's "OrthogonalScrolling" section (E9) with `behavior`.
    private func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
        let section = CompositionalExampleTests.nestedGroups()
        let outer = section.group
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(0.85), fh(0.4)), subitems: outer.subitems)
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = behavior
        return carousel
    }

    /// Drags the section left by `distance` and lets go at `speed` (points per second), then
    /// lets it settle for `seconds`.
    private func fling(_ section: OrthogonalScrollView, by distance: CGFloat, speed: CGFloat, clock: ManualAnimationClock,
                       seconds: Double = 3) {
        section.panBegan()
        section.panChanged(translation: CGPoint(x: -distance, y: 0))
        section.panEnded(velocity: CGPoint(x: -speed, y: 0))
        run(clock, seconds: seconds)
    }

    private func scrollView(_ fixture: CompositionalFixture, section: Int = 0) -> OrthogonalScrollView? {
        fixture.collectionView.orthogonalScrollViews[section]
    }

    @Test func eachVisibleSectionHasAScrollViewHostingItsCells() throws {
        let fixture = CompositionalFixture(section: carousel(.continuous), counts: [30, 30, 30])
        let first = try #require(scrollView(fixture))
        #expect(first.frame == rect(0, 0, 390, 337.5))
        #expect(first.contentSize == size(3315, 337.5))
        #expect(first.contentOffset == CGPoint(x: 0, y: 0))
        #expect(scrollView(fixture, section: 1)?.frame == rect(0, 337.5, 390, 337.5))
        #expect(scrollView(fixture, section: 2)?.frame == rect(0, 675, 390, 337.5))
        let cell = try #require(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.superview === first)
        #expect(cell.frame == rect(10, 10, 212, 317.5))
        let shown = fixture.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item).sorted()
        #expect(shown == [0, 1, 2, 3], "items 4 and 5 start at x = 573.5")
    }

    @Test func scrollingASectionShowsItsNextItemsAndQueriesSeeThrough() throws {
        let fixture = CompositionalFixture(section: carousel(.continuous), counts: [30, 30])
        let section = try #require(scrollView(fixture))
        section.contentOffset = CGPoint(x: 331.5, y: 0)
        let shown = fixture.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item).sorted()
        #expect(shown == [3, 4, 5, 6])
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == rect(341.5, 10, 212, 317.5))
        #expect(fixture.collectionView.indexPathForItem(at: CGPoint(x: 50, y: 100)) == IndexPath(item: 3, section: 0))
        #expect(fixture.collectionView.indexPathForItem(at: CGPoint(x: 50, y: 400)) == IndexPath(item: 0, section: 1))
        // The other section did not move.
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == rect(10, 347.5, 212, 317.5))
    }

    @Test func groupPagingRestsOnAGroup() throws {
        let clock = useManualClock()
        let fixture = CompositionalFixture(section: carousel(.groupPaging), counts: [30])
        let section = try #require(scrollView(fixture))
        fling(section, by: 120, speed: 600, clock: clock)
        #expect(section.contentOffset.x == 331.5)
        #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item).sorted().first == 3)
    }

    @Test func pagingRestsOnAPageOfTheBounds() throws {
        let clock = useManualClock()
        let fixture = CompositionalFixture(section: carousel(.paging), counts: [30])
        let section = try #require(scrollView(fixture))
        fling(section, by: 100, speed: 600, clock: clock)
        #expect(section.contentOffset.x == 390)
    }

    @Test func centredGroupPagingRestsEachGroupInTheMiddle() throws {
        let clock = useManualClock()
        let fixture = CompositionalFixture(section: carousel(.groupPagingCentered), counts: [30])
        let section = try #require(scrollView(fixture))
        // (390 − 331.5) / 2 = 29.25, rounded to the pixel: 29.5 at scale 2.
        #expect(section.contentOffset.x == -29.5)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            .map { $0.convert($0.bounds, to: fixture.collectionView).minX } == 39.5)
        fling(section, by: 120, speed: 600, clock: clock)
        #expect(Swift.abs(section.contentOffset.x - (331.5 - 29.5)) < 0.001)
    }

    @Test func leadingBoundaryScrollingRestsAtAGroupsLeadingEdge() throws {
        let clock = useManualClock()
        let fixture = CompositionalFixture(section: carousel(.continuousGroupLeadingBoundary), counts: [30])
        let section = try #require(scrollView(fixture))
        fling(section, by: 200, speed: 300, clock: clock, seconds: 6)
        let groups = section.contentOffset.x / 331.5
        #expect(groups == groups.rounded() && groups >= 1)
    }

    @Test func scrollToItemScrollsTheSection() throws {
        let fixture = CompositionalFixture(section: carousel(.continuous), counts: [30, 30, 30, 30])
        fixture.collectionView.scrollToItem(at: IndexPath(item: 9, section: 1), at: [.left, .top], animated: false)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.contentOffset.y == 337.5 + 10)
        let section = try #require(scrollView(fixture, section: 1))
        #expect(section.contentOffset.x == 1004.5)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 9, section: 1)) != nil)
    }

    @Test func aSectionKeepsItsPlaceWhileItIsAway() throws {
        let fixture = CompositionalFixture(section: carousel(.continuous), counts: [30, 30, 30, 30, 30])
        try #require(scrollView(fixture)).contentOffset = CGPoint(x: 500, y: 0)
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 1200)
        fixture.collectionView.layoutIfNeeded()
        #expect(scrollView(fixture) == nil)
        fixture.collectionView.contentOffset = .zero
        fixture.collectionView.layoutIfNeeded()
        #expect(scrollView(fixture)?.contentOffset.x == 500)
    }
}

/// E10 — Apple's "OrthogonalScrollBehavior": one section per behavior, headers, spacing 20.
@Suite @MainActor struct OrthogonalBehaviorFrameTests {
    private static func layout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
            .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered, .none,
        ]
        return UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            let leading = item(fw(0.7), fh(1))
            leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailing = item(fw(1), fh(0.3))
            trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingGroup = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(fw(0.3), fh(1)), subitem: trailing, count: 2)
            let behavior = behaviors[index]
            let width: CGFloat = behavior == .none ? 1 : 0.85
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(width), fh(0.4)), subitems: [leading, trailingGroup])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: layoutSize(fw(1), pt(44)), elementKind: "header", alignment: .top)]
            return section
        }, configuration: configuration)
    }

    @Test func framesAreTheSameForEveryBehavior() {
        let fixture = CompositionalFixture(Self.layout(), counts: Array(repeating: 18, count: 6))
        for section in 0..<5 {
            #expect(fixture.supplementary("header", 0, section) == rect(0, 401.5 * CGFloat(section), 390, 44))
        }
        #expect(fixture.cell(0, 4) == rect(10, 1660, 212, 317.5))
        #expect(fixture.cell(3, 4) == rect(341.5, 1660, 212, 317.5))
        #expect(fixture.cell(0, 5) == rect(10, 2061.5, 253, 317.5))
        #expect(fixture.cell(1, 5) == rect(283, 2061.5, 97, 148.5))
        #expect(fixture.cell(2, 5) == rect(283, 2230, 97, 148.5))
        #expect(fixture.contentSize.height == 4076.5)
    }

    @Test func scrollViewsPageAsTheirBehaviorSays() throws {
        let fixture = CompositionalFixture(Self.layout(), counts: Array(repeating: 18, count: 6))
        var scrollers: [Int: OrthogonalScroller] = [:]
        for scroller in fixture.layout.orthogonalScrollers(in: rect(0, 0, 390, 4076.5)) { scrollers[scroller.section] = scroller }
        #expect(scrollers[0]?.resting == .anywhere)
        #expect(scrollers[1]?.resting == .boundaries(stride: 331.5))
        #expect(scrollers[2]?.resting == .pages(length: 390))
        #expect(scrollers[3]?.resting == .pages(length: 331.5))
        #expect(scrollers[4]?.resting == .pages(length: 331.5))
        #expect(scrollers[4]?.contentInset.left == 29.5, "centred: (390 − 331.5) / 2 rounded to the pixel")
        #expect(scrollers[5] == nil)
        #expect(scrollers[0]?.frame == rect(0, 44, 390, 337.5))
        #expect(scrollers[2]?.decelerationRate == UIScrollView.DecelerationRate.fast.rawValue)
        #expect(scrollers[0]?.decelerationRate == UIScrollView.DecelerationRate.normal.rawValue)
    }
}

/// In a horizontal layout an orthogonal section scrolls vertically.
@Suite @MainActor struct VerticalOrthogonalScrollingTests {
    @Test func aColumnScrollsUpAndDown() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let column = NSCollectionLayoutGroup.vertical(layoutSize: layoutSize(pt(200), pt(100)), subitems: [item(fw(1), fh(1))])
        let columnSection = NSCollectionLayoutSection(group: column)
        columnSection.orthogonalScrollingBehavior = .groupPaging
        columnSection.interGroupSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: columnSection, configuration: configuration)
        let fixture = CompositionalFixture(layout, counts: [20, 20], size: size(390, 300))
        #expect(fixture.cell(0) == rect(0, 0, 200, 100))
        #expect(fixture.cell(1) == rect(0, 110, 200, 100))
        #expect(fixture.cell(0, 1) == rect(200, 0, 200, 100))
        let scrollView = try #require(fixture.collectionView.orthogonalScrollViews[0])
        #expect(scrollView.frame == rect(0, 0, 200, 300))
        #expect(scrollView.contentSize == size(200, 20 * 110 - 10))
        scrollView.contentOffset = CGPoint(x: 0, y: 220)
        let shown = fixture.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item).sorted()
        #expect(shown == [2, 3, 4])
        #expect(fixture.collectionView.indexPathForItem(at: CGPoint(x: 50, y: 10)) == IndexPath(item: 2, section: 0))
    }
}

/// A right-to-left orthogonal section starts at its right end and scrolls toward the left.
@Suite @MainActor struct RightToLeftOrthogonalScrollingTests {
    @Test func itStartsAtTheRightEndAndPagesFromThere() throws {
        let clock = useManualClock()
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(0.8), pt(100)), subitems: [item(fw(1), fh(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(frame: rect(0, 0, 390, 844), collectionViewLayout: layout)
        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.traitOverrides.displayScale = 2
        let source = CompositionalFixture(section: section, counts: [10])
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        // Groups 312 wide from the right edge: item 0 at 390 − 312 = 78, item 1 at −234.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == rect(78, 0, 312, 100))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == rect(-234, 0, 312, 100))
        let scrollView = try #require(collectionView.orthogonalScrollViews[0])
        #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1])
        scrollView.panBegan()
        scrollView.panChanged(translation: CGPoint(x: 120, y: 0))
        scrollView.panEnded(velocity: CGPoint(x: 600, y: 0))
        for _ in 0..<360 { clock.advance(by: 1.0 / 120) }
        // One group further toward the left: the content moved 312 points right.
        #expect(scrollView.contentOffset.x == -312)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 200, y: 50)) == IndexPath(item: 1, section: 0))
    }
}
