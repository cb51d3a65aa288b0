import UIKit
import XCTest

/// iOS 16's self-sizing invalidation: a self-sizing cell whose content grows calls
/// `invalidateIntrinsicContentSize()` and is sized again, the cells after it moving down —
/// unless the collection view's `selfSizingInvalidation` is `.disabled`.
final class SelfSizingInvalidationPortingTests: XCTestCase {
    final class NoteCell: UICollectionViewCell {
        var lines = 1

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.size = CGSize(width: layoutAttributes.size.width, height: CGFloat(20 * lines + 10))
            return attributes
        }
    }

    final class Notes: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
        }
    }

    private let notes = Notes()

    private func makeCollectionView() -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 44)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        collectionView.dataSource = notes
        collectionView.layoutIfNeeded()
        return collectionView
    }

    func testACellThatInvalidatesItsIntrinsicSizeIsSizedAgain() throws {
        let collectionView = makeCollectionView()
        XCTAssertEqual(collectionView.selfSizingInvalidation, .enabled)
        let first = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NoteCell)
        XCTAssertEqual(first.frame.height, 30)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY, 30)
        first.lines = 3
        first.contentView.invalidateIntrinsicContentSize()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(first.frame.height, 70)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY, 70)
        XCTAssertEqual(collectionView.contentSize.height, 130)
    }

    func testWithSelfSizingInvalidationDisabledTheCellKeepsItsSize() throws {
        let collectionView = makeCollectionView()
        collectionView.selfSizingInvalidation = .disabled
        let first = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NoteCell)
        first.lines = 3
        first.invalidateIntrinsicContentSize()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(first.frame.height, 30)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY, 30)
    }
}
