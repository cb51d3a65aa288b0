import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// List swipe actions, the standard reordering gesture and zooming, through a window's touches.
@Suite @MainActor struct SwipeReorderPinchTouchTests {
    @Test func aSidewaysDragSwipesARowAndATapOnDeletePerformsIt() throws {
        let clock = useManualClock()
        var deleted: [String] = []
        var fixture: ListFixture!
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let item = fixture.dataSource.itemIdentifier(for: indexPath) ?? ""
            return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                deleted.append(item)
                completion(true)
            }])
        }
        fixture = ListFixture(configuration, sections: [["a", "b", "c"]])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(fixture.collectionView)
        window.makeKeyAndVisible()
        let input = TouchInput(window: window)
        let touch = input.begin(at: CGPoint(x: 300, y: 66))
        for step in 1...5 {
            clock.advance(by: 1.0 / 60)
            input.move(touch, to: CGPoint(x: 300 - 20 * CGFloat(step), y: 66))
        }
        let cell = try #require(fixture.cell(1))
        #expect(fixture.collectionView.swipeActionsPan.state == .changed)
        #expect(cell.contentView.frame.minX == -100 && fixture.collectionView.contentOffset == .zero)
        clock.advance(by: 0.3)
        input.end(touch)
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
        let revealed = try #require(cell.swipeActionsView).revealedWidth
        #expect(revealed > 0 && cell.swipeOffset == -revealed)
        clock.advance(by: 1)
        input.tap(at: CGPoint(x: 390 - revealed / 2, y: 66))
        for _ in 0..<60 { clock.advance(by: 1.0 / 60) }
        #expect(deleted == ["b"])
        #expect(fixture.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @MainActor private final class Reorderable: UICollectionViewController {
        var numbers = Array(0..<9)
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { numbers.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                     to destinationIndexPath: IndexPath) {
            numbers.insert(numbers.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    @Test func theStandardGestureReordersACollectionViewControllersItems() {
        let clock = useManualClock()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = Reorderable(collectionViewLayout: layout)
        controller.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.installsStandardGestureForInteractiveMovement)
        #expect(controller.collectionView.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } == true)
        let input = TouchInput(window: window)
        let touch = input.begin(at: CGPoint(x: 50, y: 50))
        clock.advance(by: 0.5)
        for step in 1...10 {
            clock.advance(by: 1.0 / 60)
            input.move(touch, to: CGPoint(x: 50 + 22 * CGFloat(step), y: 50))
        }
        input.end(touch)
        clock.advance(by: 1)
        #expect(controller.numbers.prefix(3) == [1, 2, 0])
        controller.installsStandardGestureForInteractiveMovement = false
        #expect(controller.collectionView.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } != true)
    }

    @MainActor private final class Zoomer: NSObject, UIScrollViewDelegate {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    }

    @Test func twoFingersZoomAScrollViewThroughItsPinchRecognizer() {
        let clock = useManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        let zoomer = Zoomer()
        scrollView.addSubview(zoomer.content)
        scrollView.contentSize = CGSize(width: 200, height: 200)
        scrollView.delegate = zoomer
        scrollView.maximumZoomScale = 4
        window.addSubview(scrollView)
        let input = TouchInput(window: window)
        let fingers = input.begin(at: [CGPoint(x: 80, y: 100), CGPoint(x: 120, y: 100)])
        for step in 1...4 {
            clock.advance(by: 1.0 / 60)
            input.move([(fingers[0], CGPoint(x: 80 - 10 * CGFloat(step), y: 100)),
                        (fingers[1], CGPoint(x: 120 + 10 * CGFloat(step), y: 100))])
        }
        #expect(scrollView.pinchGestureRecognizer?.state == .changed && scrollView.isZooming)
        #expect(abs(scrollView.zoomScale - 3) < 1e-9)
        input.end(fingers)
        clock.advance(by: 1)
        #expect(!scrollView.isZooming && abs(scrollView.zoomScale - 3) < 1e-9)
        // The point under the fingers' centre (100, 100) stayed there.
        #expect(abs(scrollView.contentOffset.x - 200) < 1e-6 && abs(scrollView.contentOffset.y - 200) < 1e-6)
    }
}
