import Foundation
import Testing
import PhotoAlbum
@testable @_spi(Host) import UIKit

/// The album in a navigation controller, as the gallery shows it: its Details button pushes the
/// centred photo, the back button pops it.
@Suite @MainActor struct AlbumDetailsTests {
    private func launch() -> (UIWindow, UINavigationController, AlbumViewController, ManualAnimationClock) {
        let clock = useManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let album = AlbumViewController()
        album.title = "Album"
        album.addDetailsButton(titleOfPhoto: { "Photo \($0)" })
        let navigation = UINavigationController(rootViewController: album)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation, album, clock)
    }

    @Test func detailsPushesTheCentredPhotoAndBackPopsIt() throws {
        let (window, navigation, album, clock) = launch()
        #expect(album.centredPhoto?.name == "1")
        let details = try #require(album.navigationItem.rightBarButtonItem)
        #expect(details.title == "Details")
        details.primaryAction?.perform(sender: nil)
        for _ in 0..<30 { clock.advance(by: 1.0 / 60) }
        window.layoutIfNeeded()
        let detail = try #require(navigation.topViewController as? PhotoDetailViewController)
        #expect(navigation.viewControllers.count == 2 && detail.title == "Photo 1" && detail.imageName == "1")
        #expect(detail.imageView.contentMode == .scaleAspectFit)
        // Under the 44-point bar and above the 44-point toolbar, inset by 16 points inside the
        // safe area; the toolbar shows the detail's items, the caption sits 24 points above it.
        #expect(detail.imageView.frame == CGRect(x: 16, y: 44 + 16, width: 390 - 32, height: 844 - 44 - 44 - 32))
        #expect(!navigation.isToolbarHidden && navigation.toolbar.items?.count == 5)
        #expect(abs(detail.caption.frame.maxY - (844 - 44 - 24)) < 0.001)
        navigation.toolbar.items?[0].primaryAction?.perform(sender: nil)
        #expect(detail.presentedViewController is UIActivityViewController, "the share button shows the share sheet")
        detail.dismiss(animated: false)
        detail.toggleFavorite()
        #expect(detail.isFavorite && navigation.toolbar.items?[2].image == UIImage(systemName: "heart.fill"))
        #expect(navigation.navigationBar.backItem?.title == "Album")
        _ = navigation.popViewController(animated: true)
        for _ in 0..<30 { clock.advance(by: 1.0 / 60) }
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === album)
        #expect(navigation.isToolbarHidden, "the album has no toolbar")
    }

    @Test func anEdgeSwipePopsTheDetail() {
        let (window, navigation, album, clock) = launch()
        album.showDetailsOfCentredPhoto()
        for _ in 0..<30 { clock.advance(by: 1.0 / 60) }
        #expect(navigation.viewControllers.count == 2)
        let input = TouchInput(window: window)
        let finger = input.begin(at: CGPoint(x: 4, y: 400))
        for step in 1...12 {
            clock.advance(by: 1.0 / 60)
            input.move(finger, to: CGPoint(x: 4 + 25 * CGFloat(step), y: 400))
        }
        input.end(finger)
        for _ in 0..<40 { clock.advance(by: 1.0 / 60) }
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === album)
    }
}
