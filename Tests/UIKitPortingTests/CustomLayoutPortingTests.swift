import UIKit
import XCTest

// A custom layout as iOS tutorials write one: a Pinterest-style column layout with a delegate
// for the photo heights, an attributes cache filled in `prepare()`, and a collection view
// subclass that the layout reads through a narrower `collectionView` override.

protocol PinterestLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat
}

final class PhotoCollectionView: UICollectionView {
    var columns = 2
}

final class PinterestLayout: UICollectionViewLayout {
    weak var delegate: PinterestLayoutDelegate?

    private let cellPadding: CGFloat = 6
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    override var collectionView: PhotoCollectionView? {
        super.collectionView as? PhotoCollectionView
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        guard cache.isEmpty, let collectionView = collectionView else { return }
        let numberOfColumns = collectionView.columns
        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        var xOffset: [CGFloat] = []
        for column in 0..<numberOfColumns {
            xOffset.append(CGFloat(column) * columnWidth)
        }
        var column = 0
        var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let photoHeight = delegate?.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath) ?? 180
            let height = cellPadding * 2 + photoHeight
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = insetFrame
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] = yOffset[column] + height
            column = column < (numberOfColumns - 1) ? (column + 1) : 0
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var visibleLayoutAttributes: [UICollectionViewLayoutAttributes] = []
        for attributes in cache {
            if attributes.frame.intersects(rect) {
                visibleLayoutAttributes.append(attributes)
            }
        }
        return visibleLayoutAttributes
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache[indexPath.item]
    }
}

final class PhotoHeights: NSObject, UICollectionViewDataSource, PinterestLayoutDelegate {
    let heights: [CGFloat] = [100, 40, 60, 20, 80]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        heights.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
        heights[indexPath.item]
    }
}

final class CustomLayoutPortingTests: XCTestCase {
    func testColumnsFillTopToBottomInTurn() {
        let photos = PhotoHeights()
        let layout = PinterestLayout()
        layout.delegate = photos
        let collectionView = PhotoCollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = photos
        collectionView.layoutIfNeeded()

        XCTAssertTrue(layout.collectionView === collectionView)
        let frames = collectionView.indexPathsForVisibleItems.sorted().map { collectionView.cellForItem(at: $0)!.frame }
        XCTAssertEqual(frames, [
            CGRect(x: 6, y: 6, width: 138, height: 100),
            CGRect(x: 156, y: 6, width: 138, height: 40),
            CGRect(x: 6, y: 118, width: 138, height: 60),
            CGRect(x: 156, y: 58, width: 138, height: 20),
            CGRect(x: 6, y: 190, width: 138, height: 80),
        ])
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 300, height: 276))
    }
}
