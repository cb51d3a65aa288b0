import Foundation
import Testing
@testable @_spi(Host) import UIKit

/// `UICollectionViewDiffableDataSource` on a real collection view (spec E): counts, lookups,
/// cells kept, reloaded and reconfigured, animation, reordering, outlines.
@Suite @MainActor struct DiffableDataSourceTests {
    typealias DataSource = UICollectionViewDiffableDataSource<String, Int>
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    /// A 320×480 collection view of 100×100 items (3 per row) whose cells show their item, and
    /// how many times the cell provider ran.
    @MainActor final class Rig {
        let collectionView: UICollectionView
        let dataSource: DataSource

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
            var count = 0
            dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, item in
                count += 1
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
                cell.title = "\(item)"
                return cell
            }
            providedCount = { count }
        }

        private var providedCount: () -> Int = { 0 }
        var providerCalls: Int { providedCount() }

        func cell(_ item: Int) -> LabelCell? {
            dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) as? LabelCell }
        }

        /// Every visible cell shows the item the snapshot has at its index path.
        func checkVisibleCells(sourceLocation: SourceLocation = #_sourceLocation) {
            let snapshot = dataSource.snapshot()
            #expect(collectionView.numberOfSections == snapshot.numberOfSections, sourceLocation: sourceLocation)
            for (index, section) in snapshot.sectionIdentifiers.enumerated() {
                #expect(collectionView.numberOfItems(inSection: index) == snapshot.numberOfItems(inSection: section),
                        sourceLocation: sourceLocation)
            }
            for path in collectionView.indexPathsForVisibleItems {
                let cell = collectionView.cellForItem(at: path) as! LabelCell
                #expect(cell.title == dataSource.itemIdentifier(for: path).map { "\($0)" }, "cell at \(path)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func becomesTheDataSourceAndShowsTheAppliedSnapshot() {
        _ = useManualClock()
        let rig = Rig()
        #expect(rig.collectionView.dataSource === rig.dataSource)
        rig.dataSource.apply(Snapshot([("A", [1, 2, 3, 4]), ("B", [5])]), animatingDifferences: false)
        rig.collectionView.layoutIfNeeded()
        rig.checkVisibleCells()
        #expect(rig.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 5)
        #expect(rig.dataSource.itemIdentifier(for: IndexPath(item: 9, section: 0)) == nil)
        #expect(rig.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 7)) == nil)
        #expect(rig.dataSource.indexPath(for: 4) == IndexPath(item: 3, section: 0) && rig.dataSource.indexPath(for: 99) == nil)
        #expect(rig.dataSource.sectionIdentifier(for: 1) == "B" && rig.dataSource.sectionIdentifier(for: 2) == nil)
        #expect(rig.dataSource.index(for: "B") == 1 && rig.dataSource.index(for: "Q") == nil)
    }

    @Test func survivorsKeepTheirCellsAndTheChangeAnimates() {
        let clock = useManualClock()
        let rig = Rig()
        rig.dataSource.apply(Snapshot([("A", [1, 2, 3, 4])]), animatingDifferences: false)
        rig.collectionView.layoutIfNeeded()
        let three = rig.cell(3)!
        var completions = 0
        rig.dataSource.apply(Snapshot([("A", [3, 1, 4, 5])])) { completions += 1 }
        #expect(rig.cell(3) === three, "the cell moved with its item")
        #expect(three.presentationFrame.minX == 220 && three.frame.minX == 0, "animating from its old place")
        #expect(completions == 0)
        clock.advance(by: 0.5)
        #expect(completions == 1 && three.presentationFrame.minX == 0)
        rig.checkVisibleCells()
        #expect(rig.dataSource.snapshot() == Snapshot([("A", [3, 1, 4, 5])]))
    }

    @Test func identicalSnapshotChangesNothingAndCompletesOnce() {
        _ = useManualClock()
        let rig = Rig()
        rig.dataSource.apply(Snapshot([("A", [1, 2])]), animatingDifferences: false)
        rig.collectionView.layoutIfNeeded()
        let calls = rig.providerCalls
        var completions = 0
        rig.dataSource.apply(Snapshot([("A", [1, 2])])) { completions += 1 }
        rig.collectionView.layoutIfNeeded()
        #expect(completions == 1 && rig.providerCalls == calls)
    }

    @Test func reloadGivesANewCellAndReconfigureKeepsTheCell() {
        let clock = useManualClock()
        let rig = Rig()
        rig.dataSource.apply(Snapshot([("A", [1, 2, 3])]), animatingDifferences: false)
        rig.collectionView.layoutIfNeeded()
        let one = rig.cell(1)!, two = rig.cell(2)!, three = rig.cell(3)!
        three.title = "stale"
        var snapshot = rig.dataSource.snapshot()
        snapshot.reloadItems([1])
        snapshot.reconfigureItems([3])
        rig.dataSource.apply(snapshot)
        clock.advance(by: 0.5)
        rig.collectionView.layoutIfNeeded()
        #expect(rig.cell(1) !== one, "reloaded: a new cell")
        #expect(rig.cell(2) === two)
        #expect(rig.cell(3) === three && three.title == "3", "reconfigured: the same cell, configured again")
        #expect(rig.dataSource.snapshot().reloadedItemIdentifiers.isEmpty, "the data source's snapshot has no marks")
    }

    @Test func withoutAnimationTheScreenIsFinalAtOnce() {
        _ = useManualClock()
        let rig = Rig()
        rig.dataSource.apply(Snapshot([("A", [1, 2, 3])]), animatingDifferences: false)
        rig.collectionView.layoutIfNeeded()
        let three = rig.cell(3)!
        var completed = false
        rig.dataSource.apply(Snapshot([("A", [3, 2])]), animatingDifferences: false) { completed = true }
        #expect(completed && three.presentationFrame == three.frame && three.frame.minX == 0)
        rig.checkVisibleCells()
    }

    @Test func reloadDataApplySkipsTheDiff() {
        _ = useManualClock()
        let rig = Rig()
        rig.dataSource.apply(Snapshot([("A", [1, 2])]), animatingDifferences: false)
        rig.collectionView.layoutIfNeeded()
        let one = rig.cell(1)!
        var completed = false
        rig.dataSource.applySnapshotUsingReloadData(Snapshot([("B", [2, 1])])) { completed = true }
        rig.collectionView.layoutIfNeeded()
        #expect(completed)
        rig.checkVisibleCells()
        #expect(rig.collectionView.visibleCells.contains { $0 === one }, "reloadData reuses the queued cells")
    }

    @Test func applyingFromACompletionIsFine() {
        _ = useManualClock()
        let rig = Rig()
        let log = MessageLog()
        var nestedDone = false
        log.capture {
            rig.dataSource.apply(Snapshot([("A", [1])]), animatingDifferences: false) {
                rig.dataSource.apply(Snapshot([("A", [1, 2])]), animatingDifferences: false) { nestedDone = true }
            }
        }
        #expect(nestedDone && rig.dataSource.snapshot() == Snapshot([("A", [1, 2])]) && log.messages.isEmpty)
    }

    @Test func applyingInsideAnApplyIsReportedAndRunsAfterIt() {
        _ = useManualClock()
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        var dataSource: DataSource!
        var nestedDone = false
        dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, item in
            if item == 2 {
                // Re-entrant: the cell provider runs inside the batch update of an apply.
                dataSource.apply(Snapshot([("A", [1, 2, 3])]), animatingDifferences: false) { nestedDone = true }
            }
            return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.apply(Snapshot([("A", [1])]), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let log = MessageLog()
        log.capture { dataSource.apply(Snapshot([("A", [1, 2])]), animatingDifferences: false) }
        #expect(nestedDone && dataSource.snapshot() == Snapshot([("A", [1, 2, 3])]))
        #expect(log.messages.count == 1 && log.messages.first?.hasPrefix("BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY") == true)
    }

    @Test func supplementaryViewsComeFromTheProvider() {
        _ = useManualClock()
        let rig = Rig()
        (rig.collectionView.collectionViewLayout as! UICollectionViewFlowLayout).headerReferenceSize = CGSize(width: 0, height: 30)
        rig.collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "header")
        var asked: [IndexPath] = []
        rig.dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            asked.append(indexPath)
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        rig.dataSource.apply(Snapshot([("A", [1]), ("B", [2])]), animatingDifferences: false)
        rig.collectionView.layoutIfNeeded()
        #expect(Set(asked) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    }

    @Test func reorderingGoesThroughTheHandlersAndTheSnapshot() {
        _ = useManualClock()
        let rig = Rig()
        rig.dataSource.apply(Snapshot([("A", [1, 2, 3]), ("B", [4])]), animatingDifferences: false)
        rig.collectionView.layoutIfNeeded()
        #expect(!rig.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "no handler: nothing moves")
        var events: [String] = []
        rig.dataSource.reorderingHandlers.canReorderItem = { $0 != 3 }
        rig.dataSource.reorderingHandlers.willReorder = { events.append("will \($0.finalSnapshot.itemIdentifiers)") }
        rig.dataSource.reorderingHandlers.didReorder = { transaction in
            events.append("did \(transaction.difference.count) \(transaction.sectionTransactions.map(\.sectionIdentifier))")
        }
        #expect(!rig.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        #expect(rig.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        rig.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 160))
        rig.collectionView.endInteractiveMovement()
        #expect(rig.dataSource.snapshot() == Snapshot([("A", [2, 3]), ("B", [1, 4])]))
        #expect(events == ["will [2, 3, 1, 4]", "did 2 [\"A\", \"B\"]"])
        rig.collectionView.layoutIfNeeded()
        rig.checkVisibleCells()
    }

    @Test func outlinesShowTheirVisibleItems() {
        _ = useManualClock()
        let rig = Rig()
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([1, 2])
        outline.append([10, 11], to: 1)
        outline.append([100], to: 10)
        rig.dataSource.apply(outline, to: "Tree", animatingDifferences: false)
        #expect(rig.dataSource.snapshot().itemIdentifiers == [1, 2])
        outline.expand([1])
        rig.dataSource.apply(outline, to: "Tree", animatingDifferences: false)
        #expect(rig.dataSource.snapshot().itemIdentifiers == [1, 10, 11, 2])
        #expect(rig.dataSource.snapshot(for: "Tree") == outline)
        outline.expand([10])
        outline.collapse([1])
        rig.dataSource.apply(outline, to: "Tree", animatingDifferences: false)
        #expect(rig.dataSource.snapshot().itemIdentifiers == [1, 2])
        rig.collectionView.layoutIfNeeded()
        rig.checkVisibleCells()
    }

    @Test func randomSnapshotsShowOnScreen() {
        let clock = useManualClock()
        for seed in 0..<300 as Range<UInt64> {
            let pair = RandomSnapshotPair(seed: seed &* 7 &+ 1, maxItems: seed % 10 == 0 ? 300 : 30)
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 60, height: 60)
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
            var invalid: [String] = []
            collectionView.invalidUpdateHandler = { invalid.append($0.message) }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
                cell.title = "\(item)"
                return cell
            }
            dataSource.apply(pair.old, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            collectionView.contentOffset.y = CGFloat(seed % 4) * 100
            collectionView.layoutIfNeeded()
            dataSource.apply(pair.new)
            clock.advance(by: 0.5)
            collectionView.layoutIfNeeded()
            #expect(invalid.isEmpty, "\(invalid) \(pair)")
            #expect(dataSource.snapshot() == pair.new)
            for path in collectionView.indexPathsForVisibleItems {
                let title = (collectionView.cellForItem(at: path) as? LabelCell)?.title
                #expect(title == dataSource.itemIdentifier(for: path).map { "\($0)" }, "cell at \(path) \(pair)")
            }
        }
    }
}
