@_spi(Host) import UIKit
import XCTest

/// A photo grid with context menus, as iOS apps write it (Apple's "Adding context menus in
/// your app"): the delegate's iOS 16 method returns a configuration whose action provider
/// builds the menu; the actions change the model.
final class ContextMenuGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    var photos = ["Beach", "Forest", "City", "Desert", "Lake", "Snow"]
    var favorites: Set<String> = []
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.backgroundColor = .systemTeal
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        guard let indexPath = indexPaths.first else { return nil }
        let photo = photos[indexPath.item]
        return UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) { [weak self] _ in
            guard let self else { return nil }
            let favorite = UIAction(title: "Favorite", image: UIImage(systemName: "heart"),
                                    state: self.favorites.contains(photo) ? .on : .off) { _ in
                self.favorites.insert(photo)
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self.photos.removeAll { $0 == photo }
                collectionView.deleteItems(at: [indexPath])
            }
            return UIMenu(title: photo, children: [favorite, UIMenu(options: .displayInline, children: [delete])])
        }
    }

    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        events.append("willDisplay")
    }

    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        events.append("willEnd")
        animator?.addCompletion { self.events.append("ended") }
    }
}

final class ContextMenuPortingTests: ManualClockTestCase {
    private func settle() {
        for _ in 0..<40 { clock.advance(by: 1.0 / 60) }
    }

    /// The menu shown over the window: the last subview of the overlay the menu adds.
    private func menuFrame(in window: UIWindow) -> CGRect? {
        guard window.subviews.count > 1, let overlay = window.subviews.last else { return nil }
        return overlay.subviews.last?.frame
    }

    /// The grid in a window, and touches for it.
    private func showGrid() -> (UIWindow, ContextMenuGridController, TouchInput) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = ContextMenuGridController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let input = TouchInput(window: window)
        return (window, controller, input)
    }

    /// The grid in a window, its menu shown by a long press at `point`.
    private func showMenuAfterLongPress(at point: CGPoint) -> (UIWindow, ContextMenuGridController, TouchInput) {
        let (window, controller, input) = showGrid()
        let finger = input.begin(at: point)
        clock.advance(by: 0.6)
        input.end(finger)
        settle()
        return (window, controller, input)
    }

    func testLongPressShowsTheMenuAndDeleteRemovesThePhoto() throws {
        let (window, controller, input) = showMenuAfterLongPress(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(controller.events, ["willDisplay"])
        let menu = try XCTUnwrap(menuFrame(in: window))
        XCTAssertEqual(menu.width, 250)
        // The title (32 points), Favorite (44), a gap (8), Delete (44).
        XCTAssertEqual(menu.height, 128)
        input.tap(at: CGPoint(x: menu.midX, y: menu.minY + 32 + 44 + 8 + 22))
        settle()
        XCTAssertEqual(controller.photos, ["Forest", "City", "Desert", "Lake", "Snow"])
        XCTAssertEqual(controller.events, ["willDisplay", "willEnd", "ended"])
        XCTAssertNil(menuFrame(in: window))
    }

    func testSlidingOntoARowAndLiftingChoosesIt() throws {
        let (window, controller, input) = showGrid()
        let finger = input.begin(at: CGPoint(x: 50, y: 50))
        clock.advance(by: 0.6)
        settle()
        let menu = try XCTUnwrap(menuFrame(in: window))
        let delete = CGPoint(x: menu.midX, y: menu.minY + 32 + 44 + 8 + 22)
        for step in 1...6 {
            let t = CGFloat(step) / 6
            input.move(finger, to: CGPoint(x: 50 + (delete.x - 50) * t, y: 50 + (delete.y - 50) * t))
            clock.advance(by: 1.0 / 60)
        }
        input.end(finger)
        settle()
        XCTAssertEqual(controller.photos, ["Forest", "City", "Desert", "Lake", "Snow"])
        XCTAssertEqual(controller.events, ["willDisplay", "willEnd", "ended"])
        XCTAssertNil(menuFrame(in: window))
    }

    func testTappingOutsideDismissesWithoutChangingAnything() throws {
        let (window, controller, input) = showMenuAfterLongPress(at: CGPoint(x: 170, y: 50))
        XCTAssertNotNil(menuFrame(in: window))
        input.tap(at: CGPoint(x: 370, y: 800))
        settle()
        XCTAssertNil(menuFrame(in: window))
        XCTAssertEqual(controller.photos.count, 6)
        XCTAssertTrue(controller.favorites.isEmpty)
        XCTAssertEqual(controller.events, ["willDisplay", "willEnd", "ended"])
    }

    func testRightClickShowsTheMenuAtOnceWithoutSelecting() throws {
        let (window, controller, input) = showGrid()
        input.buttonMask = .secondary
        let click = input.begin(at: CGPoint(x: 50, y: 50), type: .indirectPointer)
        XCTAssertEqual(controller.events, ["willDisplay"])
        input.end(click)
        settle()
        XCTAssertNotNil(menuFrame(in: window))
        XCTAssertEqual(controller.collectionView.indexPathsForSelectedItems, [])
    }

    func testPopUpButtonShowsItsSelectionAsItsTitle() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let button = UIButton(configuration: .bordered())
        let ascending = UIAction(title: "Ascending") { _ in }
        let descending = UIAction(title: "Descending") { action in action.discoverabilityTitle = "chosen" }
        button.menu = UIMenu(children: [ascending, descending])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.frame = CGRect(x: 20, y: 100, width: 150, height: 44)
        window.addSubview(button)
        XCTAssertEqual(button.configuration?.title, "Ascending")
        let input = TouchInput(window: window)
        input.tap(at: CGPoint(x: 60, y: 122))
        settle()
        let menu = try XCTUnwrap(menuFrame(in: window))
        XCTAssertEqual(menu.origin, CGPoint(x: 20, y: 152))
        input.tap(at: CGPoint(x: menu.midX, y: menu.minY + 44 + 22))
        settle()
        XCTAssertEqual(descending.discoverabilityTitle, "chosen")
        XCTAssertNil(ascending.discoverabilityTitle)
        XCTAssertEqual(button.configuration?.title, "Descending")
        XCTAssertEqual(button.menu?.selectedElements.map(\.title), ["Descending"])
        XCTAssertFalse(button.isSelected)
        XCTAssertNil(menuFrame(in: window))
    }
}
