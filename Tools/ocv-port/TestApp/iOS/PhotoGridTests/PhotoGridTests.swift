import Combine
import UIKit
import XCTest
@testable import PhotoGrid

/// A delegate that implements one of the grid's optional requirements and not the others.
final class SelectionRecorder: NSObject, PhotoGridDelegate {
    var selected: [Int] = []

    func photoGrid(_ grid: PhotoGridViewController, didSelectPhotoAt index: Int) {
        selected.append(index)
    }
}

/// A delegate that captions the photos and asks for logging.
final class Captioner: NSObject, PhotoGridDelegate {
    func photoGrid(_ grid: PhotoGridViewController, captionForPhotoAt index: Int) -> String? {
        "#\(index + 1)"
    }

    func photoGridShouldLogChanges(_ grid: PhotoGridViewController) -> Bool {
        true
    }
}

final class PhotoGridTests: XCTestCase {
    private func makeGrid(_ names: [String], delegate: PhotoGridDelegate? = nil) -> PhotoGridViewController {
        let grid = PhotoGridViewController()
        grid.store = PhotoStore(names: names)
        grid.delegate = delegate
        _ = grid.view
        grid.collectionView.layoutIfNeeded()
        return grid
    }

    private func cell(_ item: Int, in grid: PhotoGridViewController) -> PhotoCell? {
        grid.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? PhotoCell
    }

    func testTheAboutLineReadsTheInfoPlist() {
        XCTAssertEqual(AppDelegate.aboutLine, "Photo Grid 1.0")
    }

    func testTheTitleIsLocalized() {
        XCTAssertEqual(makeGrid([]).title, "Photos")
    }

    func testThreeColumnsFillTheWidth() {
        let grid = makeGrid(["a", "b", "c", "d"])
        let frames = (0..<4).map { grid.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        // (320 - 4 × 5) / 3 = 100: three columns fill the line exactly.
        XCTAssertEqual(frames[0], CGRect(x: 5, y: 5, width: 100, height: 100))
        XCTAssertEqual(frames[1], CGRect(x: 110, y: 5, width: 100, height: 100))
        XCTAssertEqual(frames[2], CGRect(x: 215, y: 5, width: 100, height: 100))
        XCTAssertEqual(frames[3], CGRect(x: 5, y: 110, width: 100, height: 100))
    }

    func testTheIOSBranchIsTaken() {
        let grid = makeGrid(["a"])
        XCTAssertTrue(grid.collectionView.alwaysBounceVertical)
    }

    func testAnOptionalRequirementTheDelegateLacksFallsBack() {
        let recorder = SelectionRecorder()
        let grid = makeGrid(["a", "b"], delegate: recorder)
        XCTAssertEqual(cell(1, in: grid)?.captionLabel.text, "b")
        grid.collectionView(grid.collectionView, didSelectItemAt: IndexPath(item: 1, section: 0))
        XCTAssertEqual(recorder.selected, [1])
    }

    func testAnOptionalRequirementTheDelegateHasIsCalled() {
        let captioner = Captioner()
        let grid = makeGrid(["a", "b"], delegate: captioner)
        XCTAssertEqual(cell(0, in: grid)?.captionLabel.text, "#1")
        XCTAssertEqual(cell(1, in: grid)?.captionLabel.text, "#2")
    }

    func testPublishedChangesReloadTheGrid() {
        let captioner = Captioner()
        let grid = makeGrid(["a"], delegate: captioner)
        grid.store.add("b")
        grid.store.add("c")
        grid.collectionView.layoutIfNeeded()
        XCTAssertEqual(grid.collectionView.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(cell(2, in: grid)?.captionLabel.text, "#3")
        grid.store.remove(at: 0)
        grid.collectionView.layoutIfNeeded()
        XCTAssertEqual(grid.collectionView.numberOfItems(inSection: 0), 2)
    }

    func testCellsKeepTheirPhotoAsAnAssociatedObject() {
        let grid = makeGrid(["sunset", "harbour"])
        XCTAssertEqual(cell(0, in: grid)?.photoName, "sunset")
        XCTAssertEqual(cell(1, in: grid)?.photoName, "harbour")
        XCTAssertEqual(cell(1, in: grid)?.isFavorite, false)
    }

    func testAReusedCellForgetsItsPhoto() {
        let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        cell.photoName = "sunset"
        cell.prepareForReuse()
        XCTAssertNil(cell.photoName)
    }

    func testTheControlsAreInstalledAndTheRefreshButtonReloads() {
        let grid = makeGrid(["sunset", "harbour"])
        let toolbar = UIView()
        grid.installControls(in: toolbar)
        let doubleTaps = grid.collectionView.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer }
            .filter { $0.numberOfTapsRequired == 2 }
        XCTAssertEqual(doubleTaps?.count, 1)
        XCTAssertNotNil(grid.navigationItem.rightBarButtonItem)
        let button = toolbar.subviews.first as? UIButton
        XCTAssertNotNil(button)
        // The asset catalog's symbol set: a symbol image, its shape 80.5 units of a template drawn at 100 points, at 17 points.
        XCTAssertEqual(button?.currentImage?.isSymbolImage, true)
        XCTAssertEqual(button?.currentImage?.size.height ?? 0, 13.7, accuracy: 0.5)
        button?.sendActions(for: .touchUpInside)
        grid.collectionView.layoutIfNeeded()
        XCTAssertEqual(cell(1, in: grid)?.photoName, "harbour")
    }
}
