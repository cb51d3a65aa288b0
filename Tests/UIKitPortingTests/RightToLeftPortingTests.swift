import UIKit
import XCTest

/// A right-to-left screen tested as an iOS developer tests one: the flow layout's frames are
/// mirrored, and a horizontal strip starts at its right end.
final class RightToLeftPortingTests: XCTestCase {
    func testFlowLayoutFillsRowsFromTheRight() {
        let dataSource = NumbersDataSource(counts: [5])
        let collectionView = CollectionViewFactory().make(itemSize: CGSize(width: 100, height: 100), dataSource: dataSource)
        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.layoutIfNeeded()

        let first = IndexPath(item: 0, section: 0)
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: first)?.frame, CGRect(x: 220, y: 0, width: 100, height: 100))
        XCTAssertEqual(collectionView.cellForItem(at: first)?.frame, CGRect(x: 220, y: 0, width: 100, height: 100))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX, 220)
        XCTAssertEqual(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 10)), first)
    }

    func testHorizontalStripStartsAtTheRightEnd() {
        let dataSource = NumbersDataSource(counts: [8])
        let collectionView = CollectionViewFactory(size: CGSize(width: 320, height: 100))
            .make(itemSize: CGSize(width: 100, height: 100), dataSource: dataSource)
        (collectionView.collectionViewLayout as! UICollectionViewFlowLayout).scrollDirection = .horizontal
        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.layoutIfNeeded()

        XCTAssertEqual(collectionView.contentSize.width, 870)
        XCTAssertEqual(collectionView.contentOffset.x, collectionView.contentSize.width - collectionView.bounds.width)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.map(\.item), [0, 1, 2])
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.maxX, 870)
    }
}
