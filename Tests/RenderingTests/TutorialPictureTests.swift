import Foundation
import PhotoAlbum
import Rendering
import Testing
@_spi(Host) import UIKit

/// The tutorial's three layouts and an animated update, drawn and compared with reference
/// pictures. The photos are plain colors here, so that only geometry is compared.
@Suite(.serialized) @MainActor struct TutorialPictureTests {
    private let clock: ManualAnimationClock

    init() {
        Rendering.install()
        Animator.shared.reset()
        clock = ManualAnimationClock()
        Animator.shared.clock = clock
        for index in 0..<20 {
            let color = UIColor(hue: CGFloat(index) / 20, saturation: 0.6, brightness: 0.85, alpha: 1)
            UIImage.register(UIImage(size: CGSize(width: 100, height: 100), scale: 2, color: color), named: "\(index + 1)")
        }
    }

    private func album() -> AlbumViewController {
        let controller = AlbumViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.collectionView.backgroundColor = UIColor(white: 0.16, alpha: 1)
        controller.collectionView.contentScaleFactor = 2
        controller.view.layoutIfNeeded()
        return controller
    }

    private func render(_ view: UIView) -> RenderTarget {
        view.layoutIfNeeded()
        return ViewRenderer().renderFrame(view, scale: 2)
    }

    @Test func carouselSnappedOnThePhotoNearestTheCentre() throws {
        let controller = album()
        let strip = controller.collectionView!
        strip.panBegan()
        strip.panChanged(translation: CGPoint(x: -130, y: 0))
        strip.panEnded(velocity: .zero)
        for _ in 0..<240 { clock.advance(by: 1.0 / 60) }
        #expect(strip.contentOffset.x == 110)
        try PictureComparison.expectMatches(render(strip), "tutorial-carousel")
    }

    @Test func circleAfterTheAnimatedSwitch() throws {
        let controller = album()
        controller.touchesBegan([], with: nil)
        clock.advance(by: 0.15)
        try PictureComparison.expectMatches(render(controller.collectionView), "tutorial-circle-mid-switch")
        clock.advance(by: 0.5)
        #expect(controller.collectionView.collectionViewLayout is CircleLayout)
        try PictureComparison.expectMatches(render(controller.collectionView), "tutorial-circle")
    }

    @Test func mosaic() throws {
        let controller = album()
        let mosaic = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: MosaicLayout())
        mosaic.dataSource = controller
        mosaic.register(PhotoCell.self, forCellWithReuseIdentifier: AlbumViewController.photoID)
        mosaic.backgroundColor = .black
        try PictureComparison.expectMatches(render(mosaic), "tutorial-mosaic")
    }

    @Test func deletingAPhotoAnimatesTheOthersIntoItsPlace() throws {
        let controller = album()
        let strip = controller.collectionView!
        controller.collectionView(strip, didSelectItemAt: IndexPath(item: 0, section: 0))
        var frames: [String: Data] = [:]
        for (time, name) in [(0.0, "start"), (0.1, "0.1s"), (0.2, "0.2s"), (0.35, "end")] {
            clock.advance(by: time - (frames.isEmpty ? 0 : [0.0, 0.1, 0.2, 0.35][frames.count - 1]))
            let target = render(strip)
            frames[name] = Data(target.rgbaBytes())
            try PictureComparison.expectMatches(target, "tutorial-delete-\(name)")
        }
        #expect(frames["start"] != frames["0.1s"] && frames["0.1s"] != frames["0.2s"])
        #expect(controller.imageNames.first == "2")
    }
}
