import Foundation
import PhotoAlbum
import Rendering
import Testing
@_spi(Host) import UIKit

/// The gallery's compositional screen (`CompositionalShowcaseViewController`) at the gallery's
/// size under its tab bar (600×756 points, 2 pixels a point), drawn at three scroll positions
/// and compared with reference pictures.
@Suite(.serialized) @MainActor struct CompositionalPictureTests {
    typealias Section = CompositionalShowcaseViewController.Section

    init() {
        Rendering.install()
        Animator.shared.reset()
        Animator.shared.clock = ManualAnimationClock()
    }

    private func showcase() -> CompositionalShowcaseViewController {
        let controller = CompositionalShowcaseViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 600, height: 756)
        controller.collectionView.traitOverrides.displayScale = 2
        controller.collectionView.traitOverrides.userInterfaceStyle = .light
        controller.collectionView.contentScaleFactor = 2
        controller.view.layoutIfNeeded()
        return controller
    }

    private func render(_ controller: CompositionalShowcaseViewController) -> RenderTarget {
        controller.view.layoutIfNeeded()
        return ViewRenderer().renderFrame(controller.view, scale: 2)
    }

    private func frame(_ controller: CompositionalShowcaseViewController, _ section: Section, _ item: Int) -> CGRect? {
        controller.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section.rawValue))?.frame
    }

    private func header(_ controller: CompositionalShowcaseViewController, _ section: Section) -> CGRect? {
        controller.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: CompositionalShowcaseViewController.headerKind, at: IndexPath(item: 0, section: section.rawValue))?.frame
    }

    /// The grid and the nested groups, each under its header, on its background.
    @Test func gridAndNestedGroups() throws {
        let controller = showcase()
        // Insets 12 at each side: 576 points for five 115.2-point columns, floored to the pixel.
        #expect(frame(controller, .grid, 0) == CGRect(x: 14, y: 46, width: 111, height: 111))
        #expect(frame(controller, .grid, 4) == CGRect(x: 12 + 4 * 115 + 2, y: 46, width: 111, height: 111))
        #expect(header(controller, .grid) == CGRect(x: 12, y: 0, width: 576, height: 40))
        let leading = try #require(frame(controller, .nestedGroups, 0))
        let upper = try #require(frame(controller, .nestedGroups, 1))
        let lower = try #require(frame(controller, .nestedGroups, 2))
        #expect(leading.minY == upper.minY && leading.maxY == lower.maxY)
        #expect(upper.minX == lower.minX && upper.height == lower.height && upper.minX > leading.maxX)
        try PictureComparison.expectMatches(render(controller), "compositional-grid-nested")
    }

    /// Badges hang off their items' corners; the badges' header is pinned at the top; the
    /// orthogonal row scrolled sideways by 300 points in its own scroll view.
    @Test func badgesAndOrthogonalRow() throws {
        let controller = showcase()
        let collectionView = controller.collectionView!
        let badgesHeader = try #require(header(controller, .badges))
        collectionView.contentOffset = CGPoint(x: 0, y: badgesHeader.minY + 30)
        controller.view.layoutIfNeeded()
        #expect(header(controller, .badges)?.minY == badgesHeader.minY + 30)
        let item = try #require(frame(controller, .badges, 0))
        let badge = try #require(collectionView.layoutAttributesForSupplementaryElement(
            ofKind: CompositionalShowcaseViewController.badgeKind, at: IndexPath(item: 0, section: Section.badges.rawValue))?.frame)
        #expect(badge.size == CGSize(width: 20, height: 20))
        #expect(badge.midX > item.maxX - 10 && badge.maxX > item.maxX && badge.minY < item.minY)

        let cards = (0..<4).compactMap { frame(controller, .orthogonal, $0) }
        #expect(cards.count == 4 && cards[0].minY == cards[3].minY && cards[2].maxX > 600)
        let row = try #require(collectionView.subviews.compactMap { $0 as? UIScrollView }.first)
        #expect(row.contentSize.width > 600)
        row.contentOffset = CGPoint(x: row.contentOffset.x + 300, y: row.contentOffset.y)
        controller.view.layoutIfNeeded()
        let shown = collectionView.indexPathsForVisibleItems.filter { $0.section == Section.orthogonal.rawValue }.map(\.item)
        #expect(shown.min() == 1 && shown.max() == 3)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 100, y: cards[0].midY))
            == IndexPath(item: 1, section: Section.orthogonal.rawValue))
        try PictureComparison.expectMatches(render(controller), "compositional-badges-orthogonal")
    }

    /// The million grid, half a million items in: its header is pinned, item 500,000 starts the
    /// first row under it.
    @Test func millionItemGrid() throws {
        let controller = showcase()
        controller.showMillionGrid(at: 500_000)
        controller.view.layoutIfNeeded()
        let first = try #require(frame(controller, .million, 500_000))
        let offset = controller.collectionView.contentOffset.y
        #expect(first.minY - offset == 40)
        #expect(header(controller, .million)?.minY == offset)
        #expect(controller.collectionView.indexPathsForVisibleItems.count < 200)
        try PictureComparison.expectMatches(render(controller), "compositional-million")
    }
}
