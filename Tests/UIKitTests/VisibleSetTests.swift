import Foundation
import Testing
@testable import UIKit

/// Cells on screen, reuse, display callbacks and queries.
@Suite @MainActor struct VisibleSetTests {
    @Test func attributesACellKeptFromApplyNeverChange() {
        final class KeepingCell: UICollectionViewCell {
            static var kept: [(attributes: UICollectionViewLayoutAttributes, path: IndexPath, frame: CGRect)] = []
            override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
                Self.kept.append((layoutAttributes, layoutAttributes.indexPath, layoutAttributes.frame))
            }
        }
        KeepingCell.kept = []
        let fixture = FlowFixture(counts: [300]) { $0.itemSize = size(100, 100) }
        fixture.collectionView.register(KeepingCell.self, forCellWithReuseIdentifier: "cell")
        fixture.relayout()
        for step in 1...30 {
            fixture.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step * 90))
            fixture.collectionView.layoutIfNeeded()
        }
        // Back at the top, the cells of the first line stay on screen with new frames.
        fixture.collectionView.contentOffset = .zero
        fixture.collectionView.layoutIfNeeded()
        fixture.itemSizes = { $0.item == 0 ? size(50, 100) : size(100, 100) }
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        #expect(KeepingCell.kept.count > 60)
        #expect(KeepingCell.kept.contains { $0.path.item == 0 && $0.frame.size == size(50, 100) })
        #expect(KeepingCell.kept.allSatisfy { $0.attributes.indexPath == $0.path && $0.attributes.frame == $0.frame })
    }

    @Test func cellsExistForWhatIntersectsTheBounds() {
        let fixture = EngineFixture(items: 100)
        // 480 tall: rows at 0, 110, 220, 330, 440 → 5 rows of 3.
        #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item) == Array(0..<15))
        #expect(fixture.visibleTitles == (0..<15).map { "\($0)" })
        fixture.checkVisibleCells()
        #expect(fixture.calls.filter { $0.hasPrefix("willDisplay") }.count == 15)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 15, section: 0)) == nil)
    }

    @Test func scrollingReusesCellsAndTellsTheDelegate() {
        let fixture = EngineFixture(items: 100)
        let created = fixture.collectionView.reusePool.createdCount
        fixture.calls.removeAll()
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 220)
        fixture.collectionView.layoutIfNeeded()
        // Visible rows now start at 220 (row 2) and reach 700 (rows 2–6).
        #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item) == Array(6..<21))
        #expect(fixture.calls.filter { $0.hasPrefix("didEndDisplaying") }.count == 6)
        #expect(fixture.calls.filter { $0.hasPrefix("willDisplay") }.count == 6)
        #expect(fixture.collectionView.reusePool.createdCount == created, "the 6 new cells are reused ones")
        fixture.checkVisibleCells()
    }

    @Test func farJumpCreatesNoCells() {
        let fixture = EngineFixture(items: 100_000)
        let created = fixture.collectionView.reusePool.createdCount
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 1_000_000)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.reusePool.createdCount == created)
        #expect(fixture.collectionView.visibleCells.count == 15)
        fixture.checkVisibleCells()
    }

    @Test func queriesFindVisibleViewsAndItemsByPoint() {
        let fixture = EngineFixture(model: [["a", "b", "c", "d"], ["e"]])
        fixture.layout.headerReferenceSize = CGSize(width: 0, height: 30)
        fixture.collectionView.layoutIfNeeded()
        let view = fixture.collectionView
        let cell = view.cellForItem(at: IndexPath(item: 3, section: 0))!
        #expect(view.indexPath(for: cell) == IndexPath(item: 3, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 40)) == IndexPath(item: 1, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 105, y: 40)) == nil, "between items")
        let headers = view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(headers == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        let header = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 240, width: 320, height: 30))
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 270, width: 100, height: 100))
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                             at: IndexPath(item: 0, section: 0))?.frame.height == 30)
        let headerIndex = view.subviews.firstIndex { $0 === header }!
        let cellIndex = view.subviews.firstIndex { $0 === cell }!
        #expect(headerIndex > cellIndex, "headers (zIndex 10) are in front of cells")
    }

    @Test func reloadDataStartsOver() {
        let fixture = EngineFixture(items: 5)
        fixture.model[0] = ["x", "y"]
        fixture.collectionView.reloadData()
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.visibleTitles == ["x", "y"])
        fixture.checkVisibleCells()
    }

    @Test func customLayoutsThatReturnEverythingShowOnlyWhatIsOnScreen() {
        final class ColumnLayout: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 100 * 50) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (0..<50).map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 320, height: 100)
                return attributes
            }
        }
        let fixture = EngineFixture(items: 50)
        fixture.collectionView.collectionViewLayout = ColumnLayout()
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
    }

    @Test func transformsAndAlphaReachTheViews() {
        final class FadingLayout: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let all = super.layoutAttributesForElements(in: rect)
                for attributes in all ?? [] {
                    attributes.alpha = 0.5
                    attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                    attributes.zIndex = attributes.indexPath.item
                }
                return all
            }
        }
        let fixture = EngineFixture(model: [["a", "b"]], layout: FadingLayout())
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(cell.alpha == 0.5 && cell.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(cell.center == CGPoint(x: 160, y: 50) && cell.bounds.size == CGSize(width: 100, height: 100))
        #expect(cell.frame == CGRect(x: 135, y: 25, width: 50, height: 50))
        #expect(cell.layer.zPosition == 1)
    }
}
