import Foundation

/// Validates a batch of recorded operations against the before and after counts, in UIKit's
/// order and with its messages (`spec/updates-and-diffable.md` A3), and produces an
/// `UpdatePlan`. Pure and `Sendable`: it needs no collection view.
struct UpdatePlanner: Sendable {
    let before: [Int]
    let after: [Int]
    let operations: [UpdateOperation]
    /// Whether the counts must add up (false for the internal moves of interactive movement).
    var checksCounts = true
    /// Whether an insert at the section's new count passes the per-item check, to fail the
    /// count check instead: UITableView compares with `>` where UICollectionView uses `>=`
    /// (`spec/table-view.md` §5.2). One that passes both still fails with the insert message.
    var insertsMayReachCount = false

    /// The plan, or UIKit's message for the first rule the batch breaks.
    func plan() throws(CollectionViewUpdateError) -> UpdatePlan {
        var work = Work(operations)
        try decomposeReloads(&work)
        try validateDeletes(&work)
        try validateInserts(&work)
        try validateMoves(&work)
        let batch = UpdateBatch(
            deletedSections: Array(work.deletedSections), insertedSections: Array(work.insertedSections),
            sectionMoves: work.sectionMoves, deletedItems: work.deletedItems.map(PackedPath.make),
            insertedItems: work.insertedItems.map(PackedPath.make),
            itemMoves: work.itemMoves.map { (PackedPath.make($0.from), PackedPath.make($0.to)) })
        let checked = work
        let plan = UpdatePlan(before: before, after: after, batch: batch, operations: { checked })
        if checksCounts { try checkCounts(work, plan.sections) }
        if insertsMayReachCount { try validateInsertBounds(work, reachingCount: false) }
        return plan
    }

    private func fail(_ message: String) -> CollectionViewUpdateError { CollectionViewUpdateError(message: message) }

    // MARK: Reloads (A3 step 2)

    private func decomposeReloads(_ work: inout Work) throws(CollectionViewUpdateError) {
        guard !work.reloadedSections.isEmpty || !work.reloadedItems.isEmpty else { return }
        let insertedSectionsInOrder = work.callerInsertedSections.sorted()
        let deletedSectionsInOrder = work.callerDeletedSections.sorted()
        let insertedItemsInOrder = work.callerInsertedItems.sorted()
        let callerDeletedItems = Set(work.callerDeletedItems.map(ItemSlot.init))
        for section in work.reloadedSections.sorted() {
            if work.callerDeletedSections.contains(section) {
                throw fail("attempt to delete and reload the same index path (\(IndexPath.section(section).updateMessageDescription))")
            }
            // Every deleted section below the reloaded one lowers its target; then inserts at or
            // below the target raise it, in ascending order.
            var target = section - deletedSectionsInOrder.countLess(than: section)
            for inserted in insertedSectionsInOrder where inserted <= target { target += 1 }
            work.deletedSections.insert(section)
            work.insertedSections.insert(target)
            work.reloadPairs.append((.section(section), .section(target)))
        }
        for path in work.reloadedItems.sorted() {
            if callerDeletedItems.contains(ItemSlot(path)) {
                throw fail("attempt to delete and reload the same index path (\(path.updateMessageDescription))")
            }
            var target = path
            target.section -= deletedSectionsInOrder.countLess(than: path.section)
            target.item -= work.callerDeletedItems.count { $0.section == path.section && $0.item < path.item }
            for inserted in insertedSectionsInOrder where inserted <= target.section { target.section += 1 }
            for inserted in insertedItemsInOrder where inserted.section == target.section && inserted.item <= target.item {
                target.item += 1
            }
            work.deletedItems.append(path)
            work.insertedItems.append(target)
            work.reloadPairs.append((path, target))
        }
    }

    // MARK: Deletes (A3 step 3)

    private func validateDeletes(_ work: inout Work) throws(CollectionViewUpdateError) {
        let sectionMoveSources = Set(work.sectionMoves.map(\.from))
        let itemMoveSources = Set(work.itemMoves.map { ItemSlot($0.from) })
        let itemMoveSourceSections = Set(work.itemMoves.map(\.from.section))
        for section in work.deletedSections.sorted(by: >) {
            guard section >= 0, section < before.count else {
                throw fail("attempt to delete section \(section), but there are only \(before.count) sections before the update")
            }
            if sectionMoveSources.contains(section) {
                throw fail("attempt to perform a delete and a move from the same section (\(section))")
            }
            if itemMoveSourceSections.contains(section) {
                throw fail("cannot move an item from a deleted section (\(section))")
            }
        }
        if !work.deletedSections.isEmpty { work.deletedItems.removeAll { work.deletedSections.contains($0.section) } }
        for path in work.deletedItems.sorted(by: >) {
            guard path.section >= 0, path.section < before.count else {
                throw fail("attempt to delete item \(path.item) from section \(path.section), but there are only \(before.count) sections before the update")
            }
            guard path.item >= 0, path.item < before[path.section] else {
                throw fail("attempt to delete item \(path.item) from section \(path.section) which only contains \(before[path.section]) items before the update")
            }
            if itemMoveSources.contains(ItemSlot(path)) {
                throw fail("attempt to perform a delete and a move from the same index path (\(path.updateMessageDescription))")
            }
        }
    }

    // MARK: Inserts (A3 step 4)

    private func validateInserts(_ work: inout Work) throws(CollectionViewUpdateError) {
        let sectionMoveDestinations = Set(work.sectionMoves.map(\.to))
        let itemMoveDestinations = Set(work.itemMoves.map { ItemSlot($0.to) })
        let itemMoveDestinationSections = Set(work.itemMoves.map(\.to.section))
        for section in work.insertedSections.sorted() {
            guard section >= 0, section < after.count else {
                throw fail("attempt to insert section \(section) but there are only \(after.count) sections after the update")
            }
            if sectionMoveDestinations.contains(section) {
                throw fail("attempt to perform an insert and a move to the same section (\(section))")
            }
            if itemMoveDestinationSections.contains(section) {
                throw fail("cannot move an item into a newly inserted section (\(section))")
            }
        }
        if !work.insertedSections.isEmpty { work.insertedItems.removeAll { work.insertedSections.contains($0.section) } }
        try validateInsertBounds(work, reachingCount: insertsMayReachCount)
        for path in work.insertedItems.sorted() {
            if itemMoveDestinations.contains(ItemSlot(path)) {
                throw fail("attempt to perform an insert and a move to the same index path (\(path.updateMessageDescription))")
            }
        }
    }

    private func validateInsertBounds(_ work: Work, reachingCount: Bool) throws(CollectionViewUpdateError) {
        for path in work.insertedItems.sorted() {
            guard path.section >= 0, path.section < after.count else {
                throw fail("attempt to insert item \(path.item) into section \(path.section), but there are only \(after.count) sections after the update")
            }
            guard path.item >= 0, path.item < after[path.section] + (reachingCount ? 1 : 0) else {
                throw fail("attempt to insert item \(path.item) into section \(path.section), but there are only \(after[path.section]) items in section \(path.section) after the update")
            }
        }
    }

    // MARK: Moves (A3 step 5)

    private func validateMoves(_ work: inout Work) throws(CollectionViewUpdateError) {
        var seenSections: [(from: Int, to: Int)] = []
        for move in work.sectionMoves {
            guard move.from >= 0, move.from < before.count else {
                throw fail("attempt to move section \(move.from), but there are only \(before.count) sections before the update")
            }
            guard move.to >= 0, move.to < after.count else {
                throw fail("attempt to to move section \(move.from) to section \(move.to), but there are only \(after.count) sections after the update")
            }
            if seenSections.contains(where: { $0 == move }) { continue }
            if let other = seenSections.first(where: { $0.from == move.from }) {
                throw fail("attempt to move section \(move.from) to both section \(other.to) and section \(move.to)")
            }
            if let other = seenSections.first(where: { $0.to == move.to }) {
                throw fail("attempt to move both section \(other.from) and section \(move.from) to section \(move.to)")
            }
            seenSections.append(move)
        }
        work.sectionMoves = seenSections
        var seenItems: [(from: IndexPath, to: IndexPath)] = []
        var destinationOf: [ItemSlot: IndexPath] = [:], sourceOf: [ItemSlot: IndexPath] = [:]
        destinationOf.reserveCapacity(work.itemMoves.count)
        sourceOf.reserveCapacity(work.itemMoves.count)
        for move in work.itemMoves {
            let (from, to) = move
            guard from.section >= 0, from.section < before.count else {
                throw fail("attempt to move index path (\(from.updateMessageDescription)) from a section that does not exist - there are only \(before.count) sections before the update")
            }
            guard from.item >= 0, from.item < before[from.section] else {
                throw fail("attempt to move index path (\(from.updateMessageDescription)) that does not exist - there are only \(before[from.section]) items in section \(from.section) before the update")
            }
            guard to.section >= 0, to.section < after.count else {
                throw fail("attempt to move index path (\(from.updateMessageDescription)) to index path (\(to.updateMessageDescription)) in section that does not exist - there are only \(after.count) sections after the update")
            }
            guard to.item >= 0, to.item < after[to.section] else {
                throw fail("attempt to move index path (\(from.updateMessageDescription)) to index path (\(to.updateMessageDescription)) that does not exist - there are only \(after[to.section]) items in section \(to.section) after the update")
            }
            let source = ItemSlot(from), destination = ItemSlot(to)
            if let otherTo = destinationOf[source] {
                if otherTo == to { continue }  // the same move again
                throw fail("attempt to move item at index path \(from.updateMessageDescription) to both \(otherTo.updateMessageDescription) and \(to.updateMessageDescription)")
            }
            if let otherFrom = sourceOf[destination] {
                throw fail("attempt to move both item at index path \(otherFrom.updateMessageDescription) and \(from.updateMessageDescription) to \(to.updateMessageDescription)")
            }
            destinationOf[source] = to
            sourceOf[destination] = from
            seenItems.append(move)
        }
        work.itemMoves = seenItems
    }

    // MARK: Counts (A3 step 6)

    private func checkCounts(_ work: Work, _ sections: SectionMap) throws(CollectionViewUpdateError) {
        let inserted = work.insertedSections.count, deleted = work.deletedSections.count
        guard after.count == before.count - deleted + inserted else {
            throw fail("Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (\(after.count)) must be equal to the number of sections contained in the collection view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
        }
        // Per-section counts in one pass over the operations.
        var insertedIn = [Int](repeating: 0, count: after.count), movedInto = insertedIn
        var deletedFrom = [Int](repeating: 0, count: before.count), movedOutOf = deletedFrom
        for path in work.insertedItems where insertedIn.indices.contains(path.section) { insertedIn[path.section] += 1 }
        for path in work.deletedItems where deletedFrom.indices.contains(path.section) { deletedFrom[path.section] += 1 }
        for move in work.itemMoves where sections.newSection(forOld: move.from.section) != move.to.section {
            movedInto[move.to.section] += 1
            movedOutOf[move.from.section] += 1
        }
        for newSection in 0..<after.count {
            guard let oldSection = sections.oldSection(forNew: newSection) else { continue }
            let insertedHere = insertedIn[newSection], deletedHere = deletedFrom[oldSection]
            let movedIn = movedInto[newSection], movedOut = movedOutOf[oldSection]
            let expected = before[oldSection] + insertedHere - deletedHere + movedIn - movedOut
            if expected < 0 {
                throw fail("Invalid update: invalid number of items in section \(newSection).  Attempt to delete more items than exist in section.")
            }
            guard after[newSection] == expected else {
                throw fail("Invalid update: invalid number of items in section \(newSection).  The number of items contained in an existing section after the update (\(after[newSection])) must be equal to the number of items contained in that section before the update (\(before[oldSection])), plus or minus the number of items inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
    }
}

/// The operations of a batch being validated, grouped.
struct UpdateWork {
    var callerDeletedItems: [IndexPath] = []
    var callerInsertedItems: [IndexPath] = []
    var callerDeletedSections: [Int] = []
    var callerInsertedSections: [Int] = []
    var reloadedItems: [IndexPath] = []
    var reloadedSections: [Int] = []
    /// Deletes and inserts, reload halves included.
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var itemMoves: [(from: IndexPath, to: IndexPath)] = []
    var sectionMoves: [(from: Int, to: Int)] = []
    /// Reloads with their before and after paths.
    var reloadPairs: [(before: IndexPath, after: IndexPath)] = []

    init(_ operations: [UpdateOperation]) {
        for operation in operations {
            switch operation {
            case .insertItem(let path): callerInsertedItems.append(path)
            case .deleteItem(let path): callerDeletedItems.append(path)
            case .reloadItem(let path): reloadedItems.append(path)
            case .moveItem(let from, let to): itemMoves.append((from, to))
            case .insertSection(let section): callerInsertedSections.append(section)
            case .deleteSection(let section): callerDeletedSections.append(section)
            case .reloadSection(let section): reloadedSections.append(section)
            case .moveSection(let from, let to): sectionMoves.append((from, to))
            }
        }
        deletedItems = callerDeletedItems
        insertedItems = callerInsertedItems
        deletedSections = Set(callerDeletedSections)
        insertedSections = Set(callerInsertedSections)
    }
}

extension UpdatePlanner {
    typealias Work = UpdateWork
}
