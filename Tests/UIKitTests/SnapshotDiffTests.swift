import Foundation
import Testing
@testable import UIKit

/// The diff between snapshots: identity-based, the fewest moves, and batches UIKit accepts.
@Suite struct SnapshotDiffTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func identicalSnapshotsNeedNothing() {
        let snapshot = Snapshot([("A", [1, 2, 3]), ("B", [4])])
        #expect(snapshot.changes(from: snapshot).isEmpty)
        #expect(Snapshot().changes(from: Snapshot()).isEmpty)
    }

    @Test func insertsAndDeletesAtTheirOwnCoordinates() {
        let changes = Snapshot([("A", [1, 5, 3, 6])]).changes(from: Snapshot([("A", [1, 2, 3, 4])]))
        #expect(changes.deletedItems == [path(0, 1), path(0, 3)] && changes.insertedItems == [path(0, 1), path(0, 3)])
        #expect(changes.movedItems.isEmpty)
    }

    @Test func swappingTwoItemsIsOneMoveAndReversingIsNMinusOne() {
        let swapped = Snapshot([("A", [1, 3, 2, 4])]).changes(from: Snapshot([("A", [1, 2, 3, 4])]))
        #expect(swapped.movedItems.count == 1 && swapped.deletedItems.isEmpty && swapped.insertedItems.isEmpty)
        let reversed = Snapshot([("A", Array((0..<50).reversed()))]).changes(from: Snapshot([("A", Array(0..<50))]))
        #expect(reversed.movedItems.count == 49)
    }

    @Test func itemsMovingAcrossSections() {
        let changes = Snapshot([("A", [1]), ("B", [2, 3])]).changes(from: Snapshot([("A", [1, 2]), ("B", [3])]))
        #expect(changes.movedItems.map { [$0.from, $0.to] } == [[path(0, 1), path(1, 0)]])
    }

    @Test func sectionMovesKeepTheLongestRunInPlace() {
        let changes = Snapshot([("C", [3]), ("A", [1]), ("B", [2])]).changes(from: Snapshot([("A", [1]), ("B", [2]), ("C", [3])]))
        #expect(changes.movedSections.map { [$0.from, $0.to] } == [[2, 0]])
        #expect(changes.movedItems.isEmpty && changes.deletedItems.isEmpty)
    }

    @Test func aMovedSectionWhoseItemsChangedIsDeletedAndInserted() {
        let changes = Snapshot([("B", [2, 9]), ("A", [1])]).changes(from: Snapshot([("A", [1]), ("B", [2])]))
        #expect(changes.movedSections.isEmpty || changes.insertedItems.isEmpty)
        #expect(changes.deletedSections.count == 1 && changes.insertedSections.count == 1)
    }

    @Test func itemsLeavingADeletedSectionAreInsertedAndItemsEnteringANewSectionAreDeleted() {
        let changes = Snapshot([("A", [1, 2]), ("N", [3])]).changes(from: Snapshot([("A", [1]), ("D", [2]), ("B", [3])]))
        #expect(changes.deletedSections == IndexSet([1, 2]) && changes.insertedSections == IndexSet([1]))
        #expect(changes.insertedItems == [path(0, 1)], "2 came out of the deleted section D")
        #expect(changes.movedItems.isEmpty && changes.deletedItems.isEmpty, "3 went with section B, into the new section N")
    }

    /// A big diff whose items are mostly new asks an absence filter before the hash tables;
    /// the survivors among the new items are still found, in the section and across sections.
    @Test func mostlyNewItemsAtScaleStillFindTheSurvivors() {
        var newItems = Array(20_000..<40_000)
        newItems.insert(contentsOf: [19_999, 5, 10_000], at: 7_000)
        let old = Snapshot([("A", Array(0..<20_000)), ("B", [-1, -2])])
        let new = Snapshot([("A", newItems), ("B", [-2, 6])])
        let changes = new.changes(from: old)
        #expect(changes.insertedItems.count == 20_000 && changes.insertedItems.first == path(0, 0))
        #expect(!changes.insertedItems.contains(path(0, 7_000)) && !changes.insertedItems.contains(path(1, 1)))
        #expect(changes.deletedItems.count == 19_997 && changes.deletedItems.contains(path(1, 0)))
        #expect(!changes.deletedItems.contains(path(0, 5)) && !changes.deletedItems.contains(path(0, 6)))
        #expect(changes.movedItems.map { [$0.from, $0.to] }.sorted { $0[0] < $1[0] }
            == [[path(0, 6), path(1, 1)], [path(0, 19_999), path(0, 7_000)]])
    }

    @Test func reloadMarks() {
        var marked = Snapshot([("A", [1, 2, 3])])
        marked.reloadItems([2])
        #expect(marked.changes(from: Snapshot([("A", [1, 2, 3])])).reloadedItems == [path(0, 1)])
        var movedAndMarked = Snapshot([("A", [2, 1, 3])])
        movedAndMarked.reloadItems([2])
        let changes = movedAndMarked.changes(from: Snapshot([("A", [1, 2, 3])]))
        #expect(changes.reloadedItems.isEmpty && changes.deletedItems == [path(0, 1)] && changes.insertedItems == [path(0, 0)])
        var section = Snapshot([("A", [1]), ("B", [2])])
        section.reloadSections(["B"])
        section.reloadItems([2])
        let sectionChanges = section.changes(from: Snapshot([("A", [1]), ("B", [2])]))
        #expect(sectionChanges.reloadedSections == IndexSet([1]) && sectionChanges.reloadedItems.isEmpty)
    }

    @Test func reconfigureMarksGiveTheNewIndexPaths() {
        var snapshot = Snapshot([("A", [0, 1, 2])])
        snapshot.reconfigureItems([2])
        snapshot.insertItems([9], beforeItem: 0)
        let changes = snapshot.changes(from: Snapshot([("A", [0, 1, 2])]))
        #expect(changes.reconfiguredItems == [path(0, 3)] && changes.insertedItems == [path(0, 0)])
    }

    /// The batch must be one UIKit accepts, and its slot mapping must send every item it keeps
    /// to the index path where the new snapshot has it. Items that stay in the same section,
    /// unmarked, keep their cells. The plan the data source applies without checking answers
    /// as the checked one does, with the same update items.
    private func check(_ pair: RandomSnapshotPair, againstCheckedPlan: Bool = true) {
        let changes = pair.new.changes(from: pair.old)
        let counts = { (snapshot: RandomSnapshotPair.Snapshot) in snapshot.sectionItems.map(\.count) }
        let before = counts(pair.old), after = counts(pair.new)
        let trusted = changes.validBatch(before: before, after: after).map { valid in
            UpdatePlan(before: before, after: after, batch: valid.batch, operations: { UpdateWork(valid.operations()) })
        }
        let plan: UpdatePlan
        if againstCheckedPlan {
            do {
                plan = try UpdatePlanner(before: before, after: after, operations: changes.operations).plan()
            } catch {
                Issue.record("UIKit would refuse the batch: \(error.message)\n\(pair)")
                return
            }
            if let trusted {
                #expect(trusted.updates.map { "\($0)" } == plan.updates.map { "\($0)" })
                #expect(trusted.sections.oldToNew == plan.sections.oldToNew && trusted.sections.newToOld == plan.sections.newToOld)
                for (section, items) in pair.new.sectionItems.enumerated() {
                    for index in items.indices where trusted.oldPath(forNew: path(section, index)) != plan.oldPath(forNew: path(section, index)) {
                        Issue.record("the unchecked plan maps \(path(section, index)) back elsewhere\n\(pair)")
                        return
                    }
                }
            }
        } else if let trusted {
            plan = trusted
        } else {
            Issue.record("a batch without reloads has a plan that needs no checking\n\(pair)")
            return
        }
        for (section, items) in pair.old.sectionItems.enumerated() {
            for (index, item) in items.enumerated() {
                let old = IndexPath(item: index, section: section)
                guard let new = plan.newPath(forOld: old) else {
                    let survives = pair.new.sectionOfItem[item] == pair.old.sectionIDs[section]
                    let sectionKept = !changes.deletedSections.contains(section)
                        && !pair.new.reloadedSections.contains(pair.old.sectionIDs[section])
                    if survives && sectionKept && !pair.new.reloadedItems.contains(item) {
                        Issue.record("item \(item) lost its cell\n\(pair)")
                    }
                    continue
                }
                if let trusted, trusted.newPath(forOld: old) != new {
                    Issue.record("the unchecked plan sends item \(item) elsewhere\n\(pair)")
                    return
                }
                if pair.new.sectionItems[new.section][new.item] != item {
                    Issue.record("item \(item) at \(old) goes to \(new), where the new snapshot has \(pair.new.sectionItems[new.section][new.item])\n\(pair)")
                    return
                }
            }
        }
    }

    @Test func randomPairsGiveValidBatchesThatMapEveryItemToItsPlace() {
        for seed in 0..<3000 as Range<UInt64> {
            check(RandomSnapshotPair(seed: seed, maxItems: seed % 10 == 0 ? 400 : 40))
        }
    }

    @Test func largeRandomPairs() {
        for seed in 10_000..<10_012 as Range<UInt64> {
            check(RandomSnapshotPair(seed: seed, maxItems: 10_000))
        }
    }

    /// Big batches as the data source applies them, without the planner's checks: every kind of
    /// change, sections moving or not, mapped to where the new snapshot has each item.
    @Test func bigRandomPairsAppliedWithoutChecks() {
        for seed in 20_000..<20_006 as Range<UInt64> {
            check(RandomSnapshotPair(seed: seed, maxItems: 100_000), againstCheckedPlan: false)
        }
    }
}
