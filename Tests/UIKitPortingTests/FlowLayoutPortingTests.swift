import UIKit
import XCTest

#if canImport(UIKit)
private let takesTheIOSBranch = true
#else
private let takesTheIOSBranch = false
#endif

/// A data source as iOS code writes one: an `NSObject` subclass, no isolation annotations.
final class NumbersDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

/// A helper struct that builds views, as test suites often have.
struct CollectionViewFactory {
    var size = CGSize(width: 320, height: 480)

    func make(itemSize: CGSize, dataSource: UICollectionViewDataSource) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = itemSize
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = dataSource
        return collectionView
    }
}

/// Written as an iOS developer writes tests: XCTest, plain (nonisolated) test methods,
/// Swift 5 language mode, `import UIKit`.
final class FlowLayoutPortingTests: XCTestCase {
    var dataSource: NumbersDataSource!
    var collectionView: UICollectionView!

    override func setUp() {
        super.setUp()
        dataSource = NumbersDataSource(counts: [7, 2])
        collectionView = CollectionViewFactory().make(itemSize: CGSize(width: 100, height: 50), dataSource: dataSource)
        collectionView.layoutIfNeeded()
    }

    override func tearDown() {
        collectionView = nil
        dataSource = nil
        super.tearDown()
    }

    func testImportUIKitTakesTheIOSBranch() {
        XCTAssertTrue(takesTheIOSBranch)
    }

    func testCellsAreLaidOutInRowsOfThree() {
        let frames = (0..<7).map { collectionView.layoutAttributesForItem(at: IndexPath(row: $0, section: 0))?.frame }
        // Three 100-point items share a 320-point line: 10 points of free space between them.
        XCTAssertEqual(frames[0], CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(frames[1], CGRect(x: 110, y: 0, width: 100, height: 50))
        XCTAssertEqual(frames[2], CGRect(x: 220, y: 0, width: 100, height: 50))
        XCTAssertEqual(frames[3], CGRect(x: 0, y: 60, width: 100, height: 50))
        // A lone item on the last line sits at the leading edge.
        XCTAssertEqual(frames[6], CGRect(x: 0, y: 120, width: 100, height: 50))
        XCTAssertEqual(collectionView.collectionViewLayout.collectionViewContentSize, CGSize(width: 320, height: 220))
    }

    func testVisibleCellsReadFromANonisolatedMethod() {
        XCTAssertEqual(collectionView.bounds, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(collectionView.visibleCells.count, 9)
        let paths = collectionView.indexPathsForVisibleItems.sorted()
        XCTAssertEqual(paths.first, IndexPath(item: 0, section: 0))
        XCTAssertEqual(paths.last?.row, 1)
        XCTAssertEqual(paths.last?.section, 1)
    }

    func testBatchUpdateFromATestMethod() {
        let expectation = expectation(description: "batch finished")
        collectionView.performBatchUpdates({
            self.dataSource.counts[0] -= 1
            self.collectionView.deleteItems(at: [IndexPath(row: 0, section: 0)])
        }, completion: { finished in
            XCTAssertTrue(finished)
            expectation.fulfill()
        })
        wait(for: [expectation], timeout: 2)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 6)
    }
}
