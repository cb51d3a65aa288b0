import Foundation
import PropertyBased
import Testing
@testable import UIKit

/// The planner: UIKit's validity rules and messages, and the old↔new mapping.
@Suite struct UpdatePlannerTests {
    private func message(_ before: [Int], _ after: [Int], _ operations: [UpdateOperation]) -> String? {
        do {
            _ = try UpdatePlanner(before: before, after: after, operations: operations).plan()
            return nil
        } catch {
            return error.message
        }
    }

    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func messagesAreUIKits() {
        #expect(message([3], [2], [.deleteItem(path(0, 5))])
            == "attempt to delete item 5 from section 0 which only contains 3 items before the update")
        #expect(message([3], [4], [.insertItem(path(0, 7))])
            == "attempt to insert item 7 into section 0, but there are only 4 items in section 0 after the update")
        #expect(message([3], [3, 0, 0], [.insertSection(5)]) == "attempt to insert section 5 but there are only 3 sections after the update")
        #expect(message([3], [3], [.deleteItem(path(0, 1)), .reloadItem(path(0, 1))])
            == "attempt to delete and reload the same index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 1})")
        #expect(message([3], [3], [.insertItem(path(0, 1)), .moveItem(from: path(0, 2), to: path(0, 1))])?
            .hasPrefix("attempt to perform an insert and a move to the same index path") == true)
        #expect(message([3], [2], [.deleteItem(path(0, 1)), .moveItem(from: path(0, 1), to: path(0, 0))])?
            .hasPrefix("attempt to perform a delete and a move from the same index path") == true)
        #expect(message([3], [3, 1], [])
            == "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
        #expect(message([3], [5], [.insertItem(path(0, 0))])
            == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
        #expect(message([3], [3], [.deleteSection(2)]) == "attempt to delete section 2, but there are only 1 sections before the update")
        #expect(message([3], [3], [.deleteItem(path(1, 0))]) == "attempt to delete item 0 from section 1, but there are only 1 sections before the update")
        #expect(message([3, 3], [3], [.deleteSection(0), .moveItem(from: path(0, 0), to: path(0, 0))])
            == "cannot move an item from a deleted section (0)")
        #expect(message([3], [3, 1], [.insertSection(1), .moveItem(from: path(0, 0), to: path(1, 0))])
            == "cannot move an item into a newly inserted section (1)")
        #expect(message([3], [3], [.moveItem(from: path(0, 4), to: path(0, 0))])?
            .hasPrefix("attempt to move index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 4}) that does not exist - there are only 3 items in section 0 before the update") == true)
        #expect(message([3], [3], [.moveItem(from: path(0, 0), to: path(0, 1)), .moveItem(from: path(0, 0), to: path(0, 2))])?
            .hasPrefix("attempt to move item at index path") == true)
        #expect(message([1, 1], [1, 1], [.moveSection(from: 0, to: 1), .moveSection(from: 1, to: 1)])
            == "attempt to move both section 0 and section 1 to section 1")
    }

    @Test func firstFailingCheckWins() {
        // A bad delete is reported before a bad count.
        #expect(message([3], [9], [.deleteItem(path(0, 3))])?.hasPrefix("attempt to delete item 3") == true)
    }

    @Test func itemOperationsInsideDeletedSectionsAreIgnored() {
        #expect(message([3, 2], [2], [.deleteSection(0), .deleteItem(path(0, 1))]) == nil)
    }

    @Test func reloadIsADeleteAndAnInsertAtTheShiftedPath() throws {
        // Reload item 3 while deleting item 0 and inserting two at the front: the insert half lands at 3 − 1 + 2 = 4.
        let plan = try UpdatePlanner(before: [5], after: [6],
                                     operations: [.reloadItem(path(0, 3)), .deleteItem(path(0, 0)),
                                                  .insertItem(path(0, 0)), .insertItem(path(0, 1))]).plan()
        #expect(plan.reloads.map(\.after) == [path(0, 4)])
        #expect(plan.newPath(forOld: path(0, 3)) == nil && plan.oldPath(forNew: path(0, 4)) == nil)
        #expect(plan.newPath(forOld: path(0, 4)) == path(0, 5))
        let items = plan.updates.map { "\($0.action) \($0.before.map { "\($0)" } ?? "-") \($0.after.map { "\($0)" } ?? "-")" }
        #expect(items == ["delete [0, 0] -", "insert - [0, 0]", "insert - [0, 1]", "reload [0, 3] [0, 4]"])
    }

    @Test func survivorsFillTheFreeSlotsInOrder() throws {
        // [a b c d e] → delete b, move e to 0, insert at 2: [e a X c d].
        let plan = try UpdatePlanner(before: [5], after: [5],
                                     operations: [.deleteItem(path(0, 1)), .moveItem(from: path(0, 4), to: path(0, 0)),
                                                  .insertItem(path(0, 2))]).plan()
        #expect((0..<5).map { plan.newPath(forOld: path(0, $0))?.item } == [1, nil, 3, 4, 0])
        #expect((0..<5).map { plan.oldPath(forNew: path(0, $0))?.item } == [4, 0, nil, 2, 3])
    }

    @Test func sectionsMoveWithTheirItems() throws {
        let plan = try UpdatePlanner(before: [2, 3, 1], after: [3, 2, 1, 0],
                                     operations: [.moveSection(from: 1, to: 0), .insertSection(3)]).plan()
        #expect(plan.sections.oldToNew == [1, 0, 2])
        #expect(plan.newPath(forOld: path(1, 2)) == path(0, 2))
        #expect(plan.newPath(forOld: path(0, 1)) == path(1, 1))
    }

    /// Random batches built from an array model: survivors keep their order, some are moved
    /// (across sections too), some deleted, new ones inserted, sections deleted, inserted and
    /// moved. The plan must accept the batch and map every item to where the model has it.
    @Test func randomBatchesMapEveryItemWhereTheModelHasIt() async {
        await propertyCheck(count: 1000, input: Gen<UInt64>.value(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let batch = RandomBatch(using: &rng)
            let plan: UpdatePlan
            do {
                plan = try UpdatePlanner(before: batch.before.map(\.count), after: batch.after.map(\.count),
                                         operations: batch.operations).plan()
            } catch {
                Issue.record("rejected: \(error) for \(batch)")
                return
            }
            for (s, section) in batch.before.enumerated() {
                for (i, id) in section.enumerated() {
                    let expected = batch.location(of: id, in: batch.after)
                    let mapped = batch.deletedIDs.contains(id) ? nil : expected
                    #expect(plan.newPath(forOld: path(s, i)) == mapped, "item \(id) at \(path(s, i)) in \(batch)")
                }
            }
            for (s, section) in batch.after.enumerated() {
                for (i, id) in section.enumerated() {
                    let expected = batch.reloadedIDs.contains(id) ? nil : batch.location(of: id, in: batch.before)
                    #expect(plan.oldPath(forNew: path(s, i)) == expected, "item \(id) at \(path(s, i)) in \(batch)")
                }
            }
        }
    }
}

/// A random batch update over sections of unique ids, with its operations.
struct RandomBatch: CustomStringConvertible {
    var before: [[Int]] = []
    var after: [[Int]] = []
    var operations: [UpdateOperation] = []
    /// Items that leave their place: deleted, reloaded, or in a deleted or reloaded section.
    var deletedIDs: Set<Int> = []
    /// Reloaded items, and the new items of reloaded sections: at their places, but new.
    var reloadedIDs: Set<Int> = []

    init(using rng: inout SplitMix64) {
        var nextID = 0
        func newID() -> Int { nextID += 1; return nextID }
        before = (0..<Int.random(in: 0...4, using: &rng)).map { _ in (0..<Int.random(in: 0...8, using: &rng)).map { _ in newID() } }
        // Half the batches reload items and sections; the others move them (UIKit places a
        // reload's insert half without regard to moves, so the two are not mixed).
        let reloads = Bool.random(using: &rng)
        // Sections: delete some, move or reload some, keep the rest in order, insert new ones.
        var kept: [Int] = [], moved: [Int] = [], reloaded: [Int] = []
        for s in before.indices {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: operations.append(.deleteSection(s)); deletedIDs.formUnion(before[s])
            case 1 where !reloads: moved.append(s)
            case 1: operations.append(.reloadSection(s)); deletedIDs.formUnion(before[s]); reloaded.append(s); kept.append(s)
            default: kept.append(s)
            }
        }
        // The final section order: kept ones in order, with moved and new ones placed at random.
        var order: [Int?] = kept.map { $0 }
        for s in moved { order.insert(s, at: Int.random(in: 0...order.count, using: &rng)) }
        for _ in 0..<Int.random(in: 0...2, using: &rng) { order.insert(nil, at: Int.random(in: 0...order.count, using: &rng)) }
        var finalSection: [Int: Int] = [:]
        for (index, source) in order.enumerated() {
            if let source {
                finalSection[source] = index
                if moved.contains(source) { operations.append(.moveSection(from: source, to: index)) }
            } else {
                operations.append(.insertSection(index))
            }
        }
        // Items: in surviving sections, delete some and take some out to move anywhere surviving.
        var contents = order.map { source in source.map { before[$0] } ?? [] }
        var movers: [(id: Int, from: IndexPath)] = []
        for (index, source) in order.enumerated() {
            guard let source else { continue }
            if reloaded.contains(source) {
                contents[index] = (0..<Int.random(in: 0...3, using: &rng)).map { _ in newID() }
                reloadedIDs.formUnion(contents[index])
                continue
            }
            var survivors: [Int] = []
            for (i, id) in before[source].enumerated() {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0:
                    operations.append(.deleteItem(IndexPath(item: i, section: source)))
                    deletedIDs.insert(id)
                case 1 where reloads:
                    operations.append(.reloadItem(IndexPath(item: i, section: source)))
                    deletedIDs.insert(id)
                    reloadedIDs.insert(id)
                    survivors.append(id)
                case 1 where !moved.contains(source):
                    movers.append((id, IndexPath(item: i, section: source)))
                default:
                    survivors.append(id)
                }
            }
            contents[index] = survivors
        }
        let open = order.indices.filter { order[$0] != nil && !reloaded.contains(order[$0]!) }
        let targets = open.filter { !moved.contains(order[$0]!) }
        var placed: [(id: Int, from: IndexPath?)] = movers.map { ($0.id, Optional($0.from)) }
        for _ in 0..<Int.random(in: 0...4, using: &rng) { placed.append((newID(), nil)) }
        for entry in placed {
            let candidates = entry.from == nil ? open : targets
            guard let section = candidates.randomElement(using: &rng) else {
                if let from = entry.from { contents[finalSection[from.section]!].append(entry.id) }
                continue
            }
            contents[section].insert(entry.id, at: Int.random(in: 0...contents[section].count, using: &rng))
        }
        // Brand-new sections get new items only through the section insert.
        for (index, source) in order.enumerated() where source == nil {
            contents[index] = (0..<Int.random(in: 0...3, using: &rng)).map { _ in newID() }
        }
        after = contents
        for entry in placed {
            guard let to = location(of: entry.id, in: after) else { continue }
            if let from = entry.from {
                operations.append(.moveItem(from: from, to: to))
            } else if let source = order[to.section], !reloaded.contains(source) {
                operations.append(.insertItem(to))
            }
        }
        operations.shuffle(using: &rng)
    }

    func location(of id: Int, in model: [[Int]]) -> IndexPath? {
        for (s, section) in model.enumerated() {
            if let i = section.firstIndex(of: id) { return IndexPath(item: i, section: s) }
        }
        return nil
    }

    var description: String { "before \(before) after \(after) operations \(operations)" }
}
