import Foundation
import PropertyBased
import Testing
@testable @_spi(Host) import UIKit

/// A flow layout that records the update hooks it receives.
final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var prepared: [[String]] = []
    var finalized = 0
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        prepared.append(updateItems.map { "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\($0)" } ?? "-") \($0.indexPathAfterUpdate.map { "\($0)" } ?? "-")" })
    }
    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        finalized += 1
    }
}

@Suite @MainActor struct BatchUpdateTests {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func deleteAnimatesTheRestIntoPlaceAndCompletesOnce() {
        let clock = useManualClock()
        let layout = RecordingFlowLayout()
        let fixture = EngineFixture(model: [(0..<9).map { "\($0)" }], layout: layout)
        let deleted = fixture.collectionView.cellForItem(at: path(1))!
        let mover = fixture.collectionView.cellForItem(at: path(2))!
        var completions: [Bool] = []
        fixture.collectionView.performBatchUpdates({
            fixture.model[0].remove(at: 1)
            fixture.collectionView.deleteItems(at: [path(1)])
        }, completion: { completions.append($0) })
        #expect(layout.prepared == [["delete [0, 1] -"]] && layout.finalized == 1)
        #expect(fixture.collectionView.cellForItem(at: path(1)) === mover)
        #expect(mover.frame == CGRect(x: 110, y: 0, width: 100, height: 100), "the model is final at once")
        #expect(mover.presentationFrame == CGRect(x: 220, y: 0, width: 100, height: 100), "the screen starts where it was")
        #expect(deleted.superview === fixture.collectionView && deleted.presentationAlpha == 1)
        clock.advance(by: 0.15)
        #expect(abs(mover.presentationFrame.minX - 165) < 1e-9)
        #expect(abs(deleted.presentationAlpha - 0.5) < 1e-9)
        #expect(completions.isEmpty)
        clock.advance(by: 0.15)
        #expect(completions == [true] && deleted.superview == nil)
        #expect(fixture.calls.contains("didEndDisplaying 1"))
        fixture.checkVisibleCells()
        clock.advance(by: 1)
        #expect(completions == [true])
    }

    @Test func aCollectionViewLetGoOfDuringItsAnimationLivesUntilTheAnimationEnds() {
        let clock = useManualClock()
        var completed = false
        do {
            let fixture = EngineFixture(model: [(0..<9).map { "\($0)" }])
            fixture.collectionView.performBatchUpdates({
                fixture.model[0].remove(at: 1)
                fixture.collectionView.deleteItems(at: [path(1)])
            }, completion: { completed = $0 })
        }
        clock.advance(by: 0.5)
        #expect(completed)
    }

    @Test func insertFadesInAtItsPlace() {
        let clock = useManualClock()
        let fixture = EngineFixture(items: 3)
        fixture.model[0].insert("new", at: 0)
        fixture.collectionView.insertItems(at: [path(0)])
        let inserted = fixture.collectionView.cellForItem(at: path(0)) as! LabelCell
        #expect(inserted.title == "new" && inserted.frame.minX == 0 && inserted.presentationAlpha == 0)
        let shifted = fixture.collectionView.cellForItem(at: path(3))!
        #expect(shifted.frame.minY == 110 && shifted.presentationFrame.minY == 0)
        clock.advance(by: 0.3)
        #expect(inserted.presentationAlpha == 1 && shifted.presentationFrame.minY == 110)
        fixture.checkVisibleCells()
    }

    @Test func countsStayTheBeforeCountsInsideTheBatchAndNestedBatchesJoin() {
        let clock = useManualClock()
        let fixture = EngineFixture(items: 4)
        var seen: [Int] = []
        var completions = 0
        fixture.collectionView.performBatchUpdates({
            fixture.model[0].removeLast()
            fixture.collectionView.deleteItems(at: [path(3)])
            seen.append(fixture.collectionView.numberOfItems(inSection: 0))
            fixture.collectionView.performBatchUpdates({
                fixture.model[0].removeLast()
                fixture.collectionView.deleteItems(at: [path(2)])
            }, completion: { _ in completions += 1 })
        }, completion: { _ in
            completions += 1
            seen.append(fixture.collectionView.numberOfItems(inSection: 0))
        })
        clock.advance(by: 0.3)
        #expect(seen == [4, 2] && completions == 2)
    }

    @Test func withoutAnimationEverythingHappensAtOnce() {
        let fixture = EngineFixture(items: 6)
        var finished: Bool?
        UIView.performWithoutAnimation {
            fixture.collectionView.performBatchUpdates({
                fixture.model[0].swapAt(0, 5)
                fixture.collectionView.moveItem(at: path(0), to: path(5))
                fixture.collectionView.moveItem(at: path(5), to: path(0))
            }, completion: { finished = $0 })
        }
        #expect(finished == true)
        #expect(fixture.visibleTitles == ["5", "1", "2", "3", "4", "0"])
        fixture.checkVisibleCells()
    }

    @Test func reloadCrossFadesToTheNewContent() {
        let clock = useManualClock()
        let fixture = EngineFixture(items: 3)
        let old = fixture.collectionView.cellForItem(at: path(1))!
        fixture.model[0][1] = "reloaded"
        fixture.collectionView.reloadItems(at: [path(1)])
        let new = fixture.collectionView.cellForItem(at: path(1)) as! LabelCell
        #expect(new !== old && new.title == "reloaded" && new.presentationAlpha == 0 && old.presentationAlpha == 1)
        clock.advance(by: 0.3)
        #expect(old.superview == nil && new.presentationAlpha == 1)
    }

    @Test func selectionFollowsItsItems() {
        let fixture = EngineFixture(items: 6)
        fixture.collectionView.selectItem(at: path(4), animated: false, scrollPosition: [])
        fixture.collectionView.selectItem(at: path(1), animated: false, scrollPosition: [])
        fixture.collectionView.allowsMultipleSelection = true
        fixture.collectionView.selectItem(at: path(4), animated: false, scrollPosition: [])
        UIView.performWithoutAnimation {
            fixture.collectionView.performBatchUpdates({
                fixture.model[0].remove(at: 1)
                fixture.model[0].insert("x", at: 0)
                fixture.collectionView.deleteItems(at: [path(1)])
                fixture.collectionView.insertItems(at: [path(0)])
            })
        }
        #expect(fixture.collectionView.indexPathsForSelectedItems == [path(4)], "item 4 stays where it was: one out, one in")
        #expect(fixture.collectionView.cellForItem(at: path(4))?.isSelected == true)
        #expect(fixture.collectionView.cellForItem(at: path(1))?.isSelected == false)
    }

    @Test func invalidBatchIsReportedAndRecoversFromTheDataSource() {
        let fixture = EngineFixture(items: 6)
        var reported: [String] = []
        fixture.collectionView.invalidUpdateHandler = { reported.append($0.message) }
        var finished: Bool?
        fixture.collectionView.performBatchUpdates({
            fixture.model[0].removeLast(2)
            fixture.collectionView.deleteItems(at: [path(5)])
        }, completion: { finished = $0 })
        #expect(reported.count == 1 && reported[0].hasPrefix("Invalid update: invalid number of items in section 0."))
        #expect(finished == false)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(fixture.visibleTitles == ["0", "1", "2", "3"])
        fixture.checkVisibleCells()
    }

    @Test func sectionOperations() {
        let fixture = EngineFixture(model: [["a", "b"], ["c"], ["d", "e", "f"]])
        UIView.performWithoutAnimation {
            fixture.collectionView.performBatchUpdates({
                fixture.model.remove(at: 1)
                fixture.model.insert(["new"], at: 0)
                fixture.model.swapAt(1, 2)
                fixture.collectionView.deleteSections([1])
                fixture.collectionView.insertSections([0])
                fixture.collectionView.moveSection(2, toSection: 1)
            })
        }
        #expect(fixture.model == [["new"], ["d", "e", "f"], ["a", "b"]])
        #expect(fixture.visibleTitles == ["new", "d", "e", "f", "a", "b"])
        fixture.checkVisibleCells()
    }

    /// Found by fuzzing: a reload below two or more deleted sections. Old section 3 becomes
    /// section 0; UIKit accepts the batch, and the items of the section that stays keep their
    /// selection and their cells.
    @Test func aReloadBelowSeveralDeletedSectionsIsValid() {
        for reloadsWholeSection in [true, false] {
            let fixture = EngineFixture(model: [["a"], ["b"], ["c"], ["d", "e"]])
            fixture.collectionView.allowsMultipleSelection = true
            fixture.collectionView.selectItem(at: path(1, 3), animated: false, scrollPosition: [])
            let kept = fixture.collectionView.cellForItem(at: path(1, 3))
            var reported: [String] = []
            fixture.collectionView.invalidUpdateHandler = { reported.append($0.message) }
            UIView.performWithoutAnimation {
                fixture.collectionView.performBatchUpdates({
                    fixture.model = [fixture.model[3]]
                    fixture.collectionView.deleteSections(IndexSet([0, 1, 2]))
                    if reloadsWholeSection {
                        fixture.collectionView.reloadSections(IndexSet(integer: 3))
                    } else {
                        fixture.collectionView.reloadItems(at: [path(0, 3)])
                    }
                })
            }
            #expect(reported.isEmpty)
            #expect(fixture.visibleTitles == ["d", "e"])
            if reloadsWholeSection {
                #expect(fixture.collectionView.indexPathsForSelectedItems == [], "a reloaded section's items are new")
            } else {
                #expect(fixture.collectionView.indexPathsForSelectedItems == [path(1, 0)])
                #expect(fixture.collectionView.cellForItem(at: path(1, 0)) === kept, "item 1 was not reloaded")
            }
            fixture.checkVisibleCells()
        }
    }

    /// Thousands of random valid batches against an array model: every visible cell shows its
    /// item, and the selected items stay selected wherever they went.
    @Test func randomValidBatchesKeepCellsAndSelectionRight() async {
        let fixture = EngineFixture(items: 0)
        fixture.collectionView.allowsMultipleSelection = true
        await propertyCheck(count: 1500, input: Gen<UInt64>.value(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let batch = RandomBatch(using: &rng)
            fixture.model = batch.before.map { $0.map(String.init) }
            fixture.collectionView.reloadData()
            fixture.collectionView.layoutIfNeeded()
            var selectedIDs: Set<String> = []
            for (s, section) in fixture.model.enumerated() {
                for (i, id) in section.enumerated() where Bool.random(using: &rng) {
                    fixture.collectionView.selectItem(at: IndexPath(item: i, section: s), animated: false, scrollPosition: [])
                    selectedIDs.insert(id)
                }
            }
            var reported: String?
            fixture.collectionView.invalidUpdateHandler = { reported = $0.message }
            UIView.performWithoutAnimation {
                fixture.collectionView.performBatchUpdates({
                    fixture.model = batch.after.map { $0.map(String.init) }
                    for operation in batch.operations {
                        switch operation {
                        case .insertItem(let p): fixture.collectionView.insertItems(at: [p])
                        case .deleteItem(let p): fixture.collectionView.deleteItems(at: [p])
                        case .reloadItem(let p): fixture.collectionView.reloadItems(at: [p])
                        case .moveItem(let from, let to): fixture.collectionView.moveItem(at: from, to: to)
                        case .insertSection(let s): fixture.collectionView.insertSections([s])
                        case .deleteSection(let s): fixture.collectionView.deleteSections([s])
                        case .reloadSection(let s): fixture.collectionView.reloadSections([s])
                        case .moveSection(let from, let to): fixture.collectionView.moveSection(from, toSection: to)
                        }
                    }
                })
            }
            #expect(reported == nil, "\(batch)")
            fixture.collectionView.layoutIfNeeded()
            fixture.checkVisibleCells()
            let selected = Set((fixture.collectionView.indexPathsForSelectedItems ?? []).map { fixture.model[$0.section][$0.item] })
            // Reloaded items are deleted and inserted again: they leave the selection.
            let surviving = selectedIDs.filter { id in
                !batch.reloadedIDs.contains(Int(id)!) && fixture.model.contains { $0.contains(id) }
            }
            #expect(selected == surviving, "\(batch)")
            for cell in fixture.collectionView.visibleCells {
                #expect(cell.isSelected == selected.contains((cell as! LabelCell).title))
            }
        }
    }

    /// Random invalid batches: the collection view reports, reloads, and matches its data source.
    @Test func randomInvalidBatchesLeaveTheViewConsistent() async {
        let fixture = EngineFixture(items: 0)
        await propertyCheck(count: 500, input: Gen<UInt64>.value(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let batch = RandomBatch(using: &rng)
            fixture.model = batch.before.map { $0.map(String.init) }
            fixture.collectionView.reloadData()
            fixture.collectionView.layoutIfNeeded()
            var reported: String?
            fixture.collectionView.invalidUpdateHandler = { reported = $0.message }
            UIView.performWithoutAnimation {
                fixture.collectionView.performBatchUpdates({
                    fixture.model = batch.after.map { $0.map(String.init) }
                    // The batch's own operations plus one out of range: never valid. (Counts alone
                    // cannot tell: the collection view sees no identities, only counts.)
                    if Bool.random(using: &rng) { fixture.model.append(["extra"]) }
                    fixture.collectionView.deleteItems(at: [IndexPath(item: 10_000, section: 0)])
                })
            }
            #expect(reported != nil)
            fixture.collectionView.layoutIfNeeded()
            #expect(fixture.collectionView.numberOfSections == fixture.model.count)
            for s in fixture.model.indices { #expect(fixture.collectionView.numberOfItems(inSection: s) == fixture.model[s].count) }
            fixture.checkVisibleCells()
        }
    }
}
