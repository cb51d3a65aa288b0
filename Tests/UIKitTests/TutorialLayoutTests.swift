import Testing
import PhotoAlbum
import UIKit

/// The tutorial's layouts, asserted frame by frame (seeds/002).
@Suite @MainActor struct TutorialLayoutTests {
    private func albumView(_ layout: UICollectionViewLayout, album: TestAlbumSource = TestAlbumSource()) -> (UICollectionView, TestAlbumSource) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 150, width: 375, height: 200), collectionViewLayout: layout)
        collectionView.contentScaleFactor = 2
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = album
        collectionView.delegate = album
        collectionView.layoutIfNeeded()
        return (collectionView, album)
    }

    private func lineLayout() -> LineLayout {
        let layout = LineLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return layout
    }

    @Test func carouselCentresTheFirstAndLastPhotosWithItsInsets() {
        let layout = lineLayout()
        let (collectionView, _) = albumView(layout)
        // Insets (375 − 100) / 2 = 137.5 on both sides; one row, centred in the 200-point height.
        let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
        #expect(first.frame == CGRect(x: 137.5, y: 50, width: 100, height: 100))
        let last: CGFloat = 137.5 + 19 * 110
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 19, section: 0))?.frame.minX == last)
        let contentWidth: CGFloat = 137.5 * 2 + 20 * 100 + 19 * 10
        #expect(collectionView.contentSize == CGSize(width: contentWidth, height: 200))
    }

    @Test func carouselScalesCellsByTheirDistanceFromTheCentre() {
        let layout = lineLayout()
        let (collectionView, _) = albumView(layout)
        let visible = layout.layoutAttributesForElements(in: collectionView.bounds)!
        #expect(visible.map(\.indexPath.item) == [0, 1, 2])
        let scales: [CGFloat] = [1, 1 - 110 / 375.0, 1 - 220 / 375.0]
        #expect(visible.map(\.transform.a) == scales)
        #expect(visible[0].transform.d == 1 && visible[0].center == CGPoint(x: 187.5, y: 100))
        collectionView.contentOffset = CGPoint(x: 110, y: 0)
        let moved = layout.layoutAttributesForElements(in: collectionView.bounds)!
        let centred = moved.first { $0.indexPath.item == 1 }!
        #expect(centred.transform == .identity && centred.frame == CGRect(x: 247.5, y: 50, width: 100, height: 100))
        let shrunk = moved.first { $0.indexPath.item == 0 }!
        let shrunkWidth: CGFloat = 100 * (1 - 110 / 375.0)
        #expect(shrunk.frame.width == shrunkWidth, "the frame is the transformed box")
    }

    @Test func carouselSnapsTheNearestPhotoToTheCentre() {
        let layout = lineLayout()
        let (collectionView, _) = albumView(layout)
        defer { withExtendedLifetime(collectionView) {} }
        let stop = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 300, y: 0),
                                              withScrollingVelocity: CGPoint(x: 2, y: 0))
        #expect(stop == CGPoint(x: 330, y: 0), "photo 3, centred at 517.5, is 30 points away")
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 0), withScrollingVelocity: .zero)
            == CGPoint(x: 0, y: 0))
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 1100, y: 0), withScrollingVelocity: .zero)
            == CGPoint(x: 1100, y: 0), "photo 10 is already centred")
    }

    @Test func carouselRecomputesOnEveryScroll() {
        let layout = lineLayout()
        let (collectionView, _) = albumView(layout)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 10, y: 0, width: 375, height: 200)))
        collectionView.contentOffset = CGPoint(x: 55, y: 0)
        let attributes = layout.layoutAttributesForElements(in: collectionView.bounds)!
        #expect(attributes.first { $0.indexPath.item == 0 }?.transform.a == 1 - 55 / 375.0)
        #expect(attributes.first { $0.indexPath.item == 1 }?.transform.a == 1 - 55 / 375.0)
    }

    @Test func mosaicPlacesSixItemsPerBlockAndSizesItsContent() {
        let layout = MosaicLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        let album = TestAlbumSource()
        collectionView.dataSource = album
        collectionView.layoutIfNeeded()
        let w: CGFloat = 187.5
        let frames = layout.layoutAttributesForElements(in: collectionView.bounds)!.map(\.frame)
        #expect(Array(frames.prefix(7)) == [
            CGRect(x: 0, y: 0, width: w, height: w), CGRect(x: w, y: 0, width: w, height: w / 2),
            CGRect(x: w, y: w / 2, width: w, height: w / 2), CGRect(x: 0, y: w, width: w, height: w / 2),
            CGRect(x: 0, y: w * 1.5, width: w, height: w / 2), CGRect(x: w, y: w, width: w, height: w),
            CGRect(x: 0, y: 2 * w, width: w, height: w),
        ])
        #expect(frames[19] == CGRect(x: w, y: 6 * w, width: w, height: w / 2), "item 1 of the fourth block")
        #expect(collectionView.contentSize == CGSize(width: 0, height: 7 * w))
    }

    @Test func circlePutsPhotosOnItsRingAndALonePhotoInTheMiddle() {
        let layout = CircleLayout()
        let (collectionView, album) = albumView(layout)
        let attributes = layout.layoutAttributesForElements(in: collectionView.bounds)!
        #expect(attributes.count == 20)
        #expect(attributes[0].frame == CGRect(x: 162.5, y: 145, width: 50, height: 50))
        let quarter = attributes[5].center
        #expect(abs(quarter.x - 257.5) < 1e-9 && abs(quarter.y - 100) < 1e-9)
        #expect(collectionView.contentSize == .zero)
        album.imageNames = ["1"]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(layout.layoutAttributesForElements(in: collectionView.bounds)!.map(\.center) == [CGPoint(x: 187.5, y: 100)])
    }

    @Test func switchingLayoutsReplacesTheLayout() {
        let (collectionView, _) = albumView(lineLayout())
        #expect(collectionView.collectionViewLayout.isKind(of: LineLayout.self))
        collectionView.setCollectionViewLayout(CircleLayout(), animated: true)
        collectionView.layoutIfNeeded()
        #expect(collectionView.collectionViewLayout is CircleLayout)
        #expect(collectionView.collectionViewLayout.collectionView === collectionView)
        #expect(collectionView.contentSize == .zero)
        let back = lineLayout()
        collectionView.setCollectionViewLayout(back, animated: true)
        collectionView.layoutIfNeeded()
        #expect(back.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 137.5)
    }
}
