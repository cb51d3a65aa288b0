import Foundation
import Testing
import PhotoAlbum
@_spi(Host) @testable import UIKit

/// The tutorial's app, headless, frame by frame on a hand-stepped clock.
@Suite @MainActor struct TutorialAppTests {
    private func launch() -> (AlbumViewController, ManualAnimationClock) {
        let clock = useManualClock()
        let controller = AlbumViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.collectionView.contentScaleFactor = 2
        controller.view.layoutIfNeeded()
        return (controller, clock)
    }

    private func photo(_ controller: AlbumViewController, _ item: Int) -> PhotoCell? {
        controller.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? PhotoCell
    }

    @Test func carouselShowsThePhotosScaledAroundTheCentre() {
        let (controller, _) = launch()
        let view = controller.collectionView!
        // Photo 3 (centre 407.5) is scaled to 0.41: its transformed frame starts at 386.8, off screen.
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1])
        let first = photo(controller, 0)!
        #expect(first.imageName == "1" && first.imageView.layer.borderWidth == 10)
        #expect(first.center == CGPoint(x: 187.5, y: 100) && first.transform == .identity)
        let second = photo(controller, 1)!
        #expect(second.transform == CGAffineTransform(scaleX: 1 - 110 / 375.0, y: 1 - 110 / 375.0))
        #expect(first.imageView.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func flingSnapsAPhotoToTheCentre() {
        let (controller, clock) = launch()
        let view = controller.collectionView!
        view.panBegan()
        view.panChanged(translation: CGPoint(x: -150, y: 0))
        view.panEnded(velocity: CGPoint(x: -600, y: 0))
        for _ in 0..<600 { clock.advance(by: 1.0 / 120) }
        // The stop is a multiple of 110: a photo's centre on the collection view's centre.
        let offset = view.contentOffset.x
        #expect(offset.truncatingRemainder(dividingBy: 110) == 0 && offset > 0)
        let centred = view.visibleCells.first { abs($0.center.x - (offset + 187.5)) < 1e-9 }
        #expect(centred?.transform == .identity)
    }

    @Test func tappingAPhotoDeletesItWithAnimation() {
        let (controller, clock) = launch()
        let view = controller.collectionView!
        let tapped = photo(controller, 1)!
        view.handleTap(at: CGPoint(x: 297.5, y: 100))
        #expect(controller.imageNames.count == 19 && !controller.imageNames.contains("2"))
        // Photo 3 comes on screen where the carousel had it (407.5) and slides into photo 2's place.
        let next = photo(controller, 1)!
        // Frame 0: everything where it was; the model is final.
        #expect(next.presentationCenter.x == 407.5 && next.center.x == 297.5)
        #expect(tapped.presentationAlpha == 1)
        clock.advance(by: 0.15)
        #expect(abs(next.presentationCenter.x - 352.5) < 1e-9, "half way at half time")
        #expect(abs(tapped.presentationAlpha - 0.5) < 1e-9)
        clock.advance(by: 0.15)
        #expect(next.presentationCenter.x == 297.5 && tapped.superview == nil)
        #expect(next.imageName == "3")
    }

    @Test func switchingToTheCircleAndBackAnimates() {
        let (controller, clock) = launch()
        let view = controller.collectionView!
        let first = photo(controller, 0)!
        controller.touchesBegan([], with: nil)
        #expect(view.collectionViewLayout is CircleLayout)
        // The circle: radius 70 around (187.5, 100), 50×50 photos; photo 0 below the centre.
        #expect(first.center == CGPoint(x: 187.5, y: 170) && first.bounds.size == CGSize(width: 50, height: 50))
        #expect(first.presentationCenter == CGPoint(x: 187.5, y: 100), "starts where the carousel had it")
        clock.advance(by: 0.15)
        #expect(abs(first.presentationCenter.y - 135) < 1e-9)
        clock.advance(by: 0.15)
        #expect(first.presentationCenter == CGPoint(x: 187.5, y: 170))
        #expect(view.visibleCells.count == 20, "every photo is on the circle")
        let seventh = photo(controller, 5)!
        let angle = 2 * CGFloat.pi / 20 * 5
        #expect(abs(seventh.center.x - (187.5 + 70 * sin(angle))) < 1e-9)
        controller.touchesBegan([], with: nil)
        clock.advance(by: 0.3)
        #expect(view.collectionViewLayout is LineLayout)
        #expect(first.center == CGPoint(x: 187.5, y: 100) && first.bounds.size == CGSize(width: 100, height: 100))
        #expect(view.visibleCells.count == 2)
    }

    @Test func deletingDownToOnePhotoPutsItInTheMiddleOfTheCircle() {
        let (controller, clock) = launch()
        let view = controller.collectionView!
        controller.touchesBegan([], with: nil)
        clock.advance(by: 0.3)
        while controller.imageNames.count > 1 {
            let center = view.cellForItem(at: IndexPath(item: 0, section: 0))!.center
            view.handleTap(at: center)
            clock.advance(by: 0.3)
        }
        #expect(photo(controller, 0)?.center == CGPoint(x: 187.5, y: 100))
        #expect(view.visibleCells.count == 1)
    }
}
