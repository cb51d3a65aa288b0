import Foundation
import Testing
import PhotoAlbum
@testable @_spi(Host) import UIKit

/// The tutorial's app in a window, driven by synthetic touches through `UIWindow.sendEvent`.
@Suite @MainActor struct TutorialWindowTests {
    private func launch() -> (AlbumViewController, TouchInput, ManualAnimationClock) {
        let clock = useManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let controller = AlbumViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (controller, TouchInput(window: window), clock)
    }

    @Test func aTouchOnTheBackgroundSwitchesTheLayoutAndBack() {
        let (controller, input, clock) = launch()
        let touch = input.begin(at: CGPoint(x: 100, y: 60))
        // The tutorial acts on touchesBegan, before the finger lifts.
        #expect(controller.collectionView.collectionViewLayout is CircleLayout)
        input.end(touch)
        clock.advance(by: 0.5)
        input.tap(at: CGPoint(x: 100, y: 500))
        #expect(controller.collectionView.collectionViewLayout is LineLayout)
        #expect(controller.imageNames.count == 20)
    }

    @Test func aTapOnAPhotoDeletesItAndTouchesNothingElse() {
        let (controller, input, clock) = launch()
        // The carousel's strip is 150...350; photo 1 is in its middle.
        input.tap(at: CGPoint(x: 187.5, y: 250))
        #expect(controller.imageNames.count == 19 && controller.imageNames.first == "2")
        #expect(controller.collectionView.collectionViewLayout is LineLayout)
        clock.advance(by: 0.5)
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func aDragScrollsTheCarouselAndDeletesNothing() {
        let (controller, input, clock) = launch()
        let strip = controller.collectionView!
        let touch = input.begin(at: CGPoint(x: 300, y: 250))
        for step in 1...10 {
            clock.advance(by: 1.0 / 60)
            input.move(touch, to: CGPoint(x: 300 - 15 * CGFloat(step), y: 250))
        }
        #expect(strip.isDragging && strip.contentOffset.x == 135)
        input.end(touch)
        for _ in 0..<300 { clock.advance(by: 1.0 / 60) }
        #expect(controller.imageNames.count == 20 && !strip.isDecelerating)
        // The fling snapped photo 6 to the centre of the strip.
        #expect(strip.contentOffset.x == 550.5)
        #expect(strip.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.center.x == strip.bounds.midX)
    }
}
