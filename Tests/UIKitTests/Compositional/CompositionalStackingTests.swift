import Foundation
import Testing
@testable import UIKit

/// How the views of a compositional layout stack: by zIndex, and among equal zIndexes the same
/// way whatever way the collection view got to what it shows (cells below the others).
@Suite @MainActor struct CompositionalStackingTests {
    /// Apple's "ItemBadgeSupplementary" on a section background: the background promotes cells to
    /// zIndex 1 and badges to max(1, 1) (spec §2.9), so a badge ties with its own cell.
    private func badgedSection(size: CGSize) -> CompositionalFixture {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: layoutSize(pt(20), pt(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let leaf = NSCollectionLayoutItem(layoutSize: layoutSize(fw(0.25), fh(1)), supplementaryItems: [badge])
        leaf.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: layoutSize(fw(1), fw(0.2)), subitems: [leaf]))
        section.decorationItems = [.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        return CompositionalFixture(layout, counts: [8], size: size)
    }

    /// Whether the badge of `item` is drawn above its cell.
    private func badgeIsAboveItsCell(_ fixture: CompositionalFixture, _ item: Int) -> Bool? {
        let path = IndexPath(item: item, section: 0)
        let views = fixture.collectionView.subviews
        guard let cell = fixture.collectionView.cellForItem(at: path),
              let badge = fixture.collectionView.supplementaryView(forElementKind: "badge", at: path),
              let cellIndex = views.firstIndex(where: { $0 === cell }), let badgeIndex = views.firstIndex(where: { $0 === badge })
        else { return nil }
        return badgeIndex > cellIndex
    }

    @Test func aBadgeOnABackgroundStacksTheSameWhenScrolledTo() {
        // Straight to offset 60: the second row's cells and badges arrive in one pass, badges last.
        let jumped = badgedSection(size: CGSize(width: 390, height: 70))
        jumped.collectionView.contentOffset = CGPoint(x: 0, y: 60)
        jumped.collectionView.layoutIfNeeded()
        #expect(jumped.layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.zIndex == 1)
        #expect(jumped.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 4, section: 0))?.zIndex == 1)
        #expect(badgeIsAboveItsCell(jumped, 4) == true)

        // Two points a frame: the badge, 6 points above its cell, arrives first; the cell that
        // arrives later still goes below it.
        let scrolled = badgedSection(size: CGSize(width: 390, height: 70))
        for y in stride(from: 2, through: 60, by: 2) {
            scrolled.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            scrolled.collectionView.layoutIfNeeded()
        }
        #expect(badgeIsAboveItsCell(scrolled, 4) == true)
    }

    final class Background: UICollectionReusableView {}

    /// An orthogonally scrolling section's cells live in its own scroll view, which stacks
    /// above the section's background (zIndex 0, under cells at 1) as UIKit's does: an opaque
    /// background does not hide the row.
    @Test func anOrthogonalSectionsCellsAreAboveItsBackground() throws {
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(fw(0.4), pt(100)), subitems: [item(fw(1), fh(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.decorationItems = [.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(Background.self, forDecorationViewOfKind: "background")
        let fixture = CompositionalFixture(layout, counts: [12])
        let views = fixture.collectionView.subviews
        let row = try #require(fixture.collectionView.orthogonalScrollViews[0])
        let cell = try #require(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.superview === row)
        let rowIndex = try #require(views.firstIndex { $0 === row })
        let backgroundIndex = try #require(views.firstIndex { $0 is Background })
        #expect(rowIndex > backgroundIndex)
    }
}
