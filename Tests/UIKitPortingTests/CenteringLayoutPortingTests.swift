import UIKit
import XCTest

/// A centring flow layout as published: its `invalidateLayout(with:)` sets the collection
/// view's `contentInset` and `contentOffset`. Changing them must not invalidate the layout
/// again synchronously (it recursed until the stack overflowed).
final class CenteringLayoutPortingTests: XCTestCase {
    final class CenteringFlowLayout: UICollectionViewFlowLayout {
        private var lastCollectionViewSize: CGSize = .zero
        private var lastScrollDirection: UICollectionView.ScrollDirection = .horizontal
        var invalidations = 0

        override init() {
            super.init()
            scrollDirection = .horizontal
            lastScrollDirection = scrollDirection
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            super.invalidateLayout(with: context)
            invalidations += 1
            guard let collectionView = collectionView else { return }
            let currentCollectionViewSize = collectionView.bounds.size
            if !currentCollectionViewSize.equalTo(lastCollectionViewSize) || lastScrollDirection != scrollDirection {
                switch scrollDirection {
                case .horizontal:
                    let inset = (currentCollectionViewSize.width - itemSize.width) / 2
                    collectionView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
                    collectionView.contentOffset = CGPoint(x: -inset, y: 0)
                case .vertical:
                    let inset = (currentCollectionViewSize.height - itemSize.height) / 2
                    collectionView.contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
                    collectionView.contentOffset = CGPoint(x: 0, y: -inset)
                @unknown default:
                    break
                }
                lastCollectionViewSize = currentCollectionViewSize
                lastScrollDirection = scrollDirection
            }
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    }

    func testChangingTheDirectionCentresWithoutRecursing() {
        let layout = CenteringFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        layout.scrollDirection = .vertical
        layout.invalidateLayout()
        XCTAssertEqual(collectionView.contentInset, UIEdgeInsets(top: 100, left: 0, bottom: 100, right: 0))
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: -100))
        XCTAssertLessThan(layout.invalidations, 10, "the insets and offset it sets do not invalidate it again and again")
        layout.scrollDirection = .horizontal
        layout.invalidateLayout()
        XCTAssertEqual(collectionView.contentInset, UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 100))
        XCTAssertEqual(collectionView.contentOffset, CGPoint(x: -100, y: 0))
    }

    func testAZeroFrameKeepsTheOffset() {
        let layout = CenteringFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentOffset, .zero)
    }
}
