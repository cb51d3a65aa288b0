import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// A data source that allows moves and records them.
@MainActor
final class MovableFixture: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var model: [String]
    var moves: [String] = []
    let collectionView: UICollectionView

    init(items: Int) {
        model = (0..<items).map { "\($0)" }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        super.init()
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
        cell.title = model[indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath.item != 8 }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.item)→\(destinationIndexPath.item)")
        model.insert(model.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    var titles: [String] { collectionView.visibleCells.map { ($0 as! LabelCell).title } }
}

@Suite @MainActor struct ReorderingTests {
    @Test func movingAnItemShiftsTheOthersAndMovesTheDataAtTheEnd() {
        let clock = useManualClock()
        let fixture = MovableFixture(items: 9)
        let view = fixture.collectionView
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 8, section: 0)), "the data source refuses item 8")
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let moving = view.cellForItem(at: IndexPath(item: 0, section: 0))!
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 160))
        #expect(moving.center == CGPoint(x: 270, y: 160), "the item follows the finger")
        #expect(view.subviews.last === moving)
        #expect(view.cellForItem(at: IndexPath(item: 5, section: 0)) === moving, "it now stands at item 5")
        #expect(fixture.titles == ["1", "2", "3", "4", "5", "0", "6", "7", "8"])
        #expect(fixture.moves.isEmpty, "the data source is told only at the end")
        view.endInteractiveMovement()
        #expect(fixture.moves == ["0→5"] && fixture.model == ["1", "2", "3", "4", "5", "0", "6", "7", "8"])
        clock.advance(by: 0.3)
        #expect(moving.frame == CGRect(x: 220, y: 110, width: 100, height: 100))
        view.reloadData()
        view.layoutIfNeeded()
        #expect(fixture.titles == fixture.model)
    }

    @Test func cancellingPutsEverythingBack() {
        let clock = useManualClock()
        let fixture = MovableFixture(items: 6)
        let view = fixture.collectionView
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 160))
        #expect(fixture.titles == ["0", "2", "3", "1", "4", "5"])
        view.cancelInteractiveMovement()
        clock.advance(by: 0.3)
        #expect(fixture.titles == ["0", "1", "2", "3", "4", "5"] && fixture.moves.isEmpty)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
    }
}

/// A prefetch data source that records what it is told.
@MainActor
final class PrefetchRecorder: UICollectionViewDataSourcePrefetching {
    var prefetched: [[Int]] = []
    var cancelled: [[Int]] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths.map(\.item))
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths.map(\.item))
    }
}

@Suite @MainActor struct PrefetchingTests {
    @Test func cellsAheadArePreparedAndShownWithoutAskingAgain() {
        let fixture = EngineFixture(items: 300)
        let view = fixture.collectionView
        view.contentOffset = CGPoint(x: 0, y: 10)
        view.layoutIfNeeded()
        // Scrolling down: half a screen ahead (240 points) holds rows 5–6 (items 15–20).
        #expect(view.preparedCells.keys.map(\.item).sorted() == Array(15..<21))
        let prepared = view.preparedCells[IndexPath(item: 15, section: 0)]
        view.contentOffset = CGPoint(x: 0, y: 120)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 15, section: 0)) === prepared)
        fixture.checkVisibleCells()
        view.isPrefetchingEnabled = false
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 121)
        view.layoutIfNeeded()
        #expect(view.preparedCells.isEmpty)
    }

    @Test func prefetchDataSourceHearsOfItemsComingAndGoing() {
        let fixture = EngineFixture(items: 300)
        let view = fixture.collectionView
        let recorder = PrefetchRecorder()
        view.prefetchDataSource = recorder
        view.contentOffset = CGPoint(x: 0, y: 10)
        view.layoutIfNeeded()
        // A screen ahead (480 points) below 490 reaches 970: rows 5–8 (items 15–26).
        #expect(recorder.prefetched.last == Array(15..<27))
        view.contentOffset = CGPoint(x: 0, y: 5)
        view.layoutIfNeeded()
        // Scrolling up now: nothing above, so everything below is cancelled.
        #expect(recorder.cancelled.last == Array(15..<27))
    }
}

@Suite @MainActor struct LayoutChangeTests {
    @Test func animatedLayoutChangeMovesCellsFromOldToNewAttributes() {
        let clock = useManualClock()
        let fixture = EngineFixture(items: 6)
        let view = fixture.collectionView
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))!
        let column = UICollectionViewFlowLayout()
        column.itemSize = CGSize(width: 300, height: 50)
        var finished: Bool?
        view.setCollectionViewLayout(column, animated: true) { finished = $0 }
        #expect(view.collectionViewLayout === column && column.collectionView === view)
        #expect(cell.frame == CGRect(x: 10, y: 60, width: 300, height: 50))
        #expect(cell.presentationFrame == CGRect(x: 110, y: 0, width: 100, height: 100))
        clock.advance(by: 0.3)
        #expect(cell.presentationFrame == cell.frame && finished == true)
        fixture.checkVisibleCells()
    }

    @Test func interactiveTransitionInterpolatesAndFinishes() {
        let clock = useManualClock()
        let fixture = EngineFixture(items: 6)
        let view = fixture.collectionView
        let old = fixture.layout
        let column = UICollectionViewFlowLayout()
        column.itemSize = CGSize(width: 300, height: 50)
        var result: (Bool, Bool)?
        let transition = view.startInteractiveTransition(to: column) { result = ($0, $1) }
        #expect(view.collectionViewLayout === transition && transition.currentLayout === old && transition.nextLayout === column)
        transition.transitionProgress = 0.5
        view.layoutIfNeeded()
        let halfway = view.cellForItem(at: IndexPath(item: 1, section: 0))!
        // Center (160, 50) → (160, 85); size 100×100 → 300×50.
        #expect(halfway.center == CGPoint(x: 160, y: 67.5) && halfway.bounds.size == CGSize(width: 200, height: 75))
        transition.transitionProgress = 7
        #expect(transition.transitionProgress == 1)
        transition.transitionProgress = 0.5
        view.finishInteractiveTransition()
        clock.advance(by: 0.3)
        #expect(view.collectionViewLayout === column && result.map { $0.0 && $0.1 } == true)
        fixture.checkVisibleCells()
    }

    @Test func cancelledInteractiveTransitionGoesBack() {
        let clock = useManualClock()
        let fixture = EngineFixture(items: 6)
        let view = fixture.collectionView
        let old = fixture.layout
        var result: (Bool, Bool)?
        let transition = view.startInteractiveTransition(to: UICollectionViewFlowLayout()) { result = ($0, $1) }
        transition.transitionProgress = 0.3
        view.cancelInteractiveTransition()
        clock.advance(by: 0.3)
        #expect(view.collectionViewLayout === old && result.map { !$0.0 && $0.1 } == true)
        fixture.checkVisibleCells()
    }
}
