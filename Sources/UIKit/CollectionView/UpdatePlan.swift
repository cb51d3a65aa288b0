import Foundation

/// Where each section goes in a batch update (spec A2 rule 1): deleted sections vanish, moved
/// ones take their destinations, inserted ones their indices, and the rest keep their order and
/// fill the free indices left to right.
struct SectionMap: Sendable {
    private(set) var oldToNew: [Int?]
    private(set) var newToOld: [Int?]

    init(before: Int, after: Int, batch: UpdateBatch) {
        var newToOld = [Int?](repeating: nil, count: after)
        var occupied = [Bool](repeating: false, count: after)
        for section in batch.insertedSections where section >= 0 && section < after { occupied[section] = true }
        var lifted = [Bool](repeating: false, count: before)
        for section in batch.deletedSections where section >= 0 && section < before { lifted[section] = true }
        for move in batch.sectionMoves {
            if move.from >= 0 && move.from < before { lifted[move.from] = true }
            guard move.to >= 0 && move.to < after else { continue }
            occupied[move.to] = true
            newToOld[move.to] = move.from
        }
        var next = 0
        for old in 0..<before where !lifted[old] {
            while next < after && occupied[next] { next += 1 }
            guard next < after else { break }
            newToOld[next] = old
            occupied[next] = true
        }
        var oldToNew = [Int?](repeating: nil, count: before)
        for (new, old) in newToOld.enumerated() {
            if let old, old >= 0, old < before { oldToNew[old] = new }
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
    }

    func newSection(forOld old: Int) -> Int? { old >= 0 && old < oldToNew.count ? oldToNew[old] : nil }
    func oldSection(forNew new: Int) -> Int? { new >= 0 && new < newToOld.count ? newToOld[new] : nil }
}

/// A valid batch update: where every item and section was and goes (spec A2's slot-filling
/// rule), answered from the compact batch by binary search, and the update items for the
/// layout, made only when asked for. Nothing in it grows with the number of items that stay.
struct UpdatePlan: Sendable {
    typealias Update = (action: UICollectionViewUpdateItem.Action, before: IndexPath?, after: IndexPath?)

    let before: [Int]
    let after: [Int]
    let sections: SectionMap
    let batch: UpdateBatch
    /// The batch as the caller's operations (reloads decomposed): the update items come from it.
    private let operations: @Sendable () -> UpdateWork

    /// A plan for a batch known to be valid. `operations` gives the batch as operations, for
    /// the update items; it is called only when they are asked for.
    init(before: [Int], after: [Int], batch: UpdateBatch, operations: @escaping @Sendable () -> UpdateWork) {
        self.before = before
        self.after = after
        self.batch = batch
        self.sections = SectionMap(before: before.count, after: after.count, batch: batch)
        self.operations = operations
    }

    /// Where the item at `old` (before the update) is after it; nil when it was deleted or
    /// reloaded (or its section was).
    func newPath(forOld old: IndexPath) -> IndexPath? {
        guard PackedPath.canPack(old), let newSection = sections.newSection(forOld: old.section) else { return nil }
        let key = PackedPath.make(old)
        if let destination = batch.destination(ofMoveFrom: key) { return PackedPath.indexPath(destination) }
        if batch.deletedItems.sortedContains(key) { return nil }
        let rank = old.item - batch.deletedItems.countInSection(old.section, below: old.item)
            - batch.moveSources.countInSection(old.section, below: old.item)
        let item = FreeSlots.slot(forRank: rank, inSection: newSection, takenBy: batch.insertedItems, batch.moveDestinations)
        return IndexPath(item: item, section: newSection)
    }

    /// Where the item at `new` (after the update) was before it; nil when it was inserted or
    /// reloaded (or its section was).
    func oldPath(forNew new: IndexPath) -> IndexPath? {
        guard PackedPath.canPack(new) else { return nil }
        let key = PackedPath.make(new)
        if let source = batch.source(ofMoveTo: key) { return PackedPath.indexPath(source) }
        guard let oldSection = sections.oldSection(forNew: new.section) else { return nil }
        if batch.insertedItems.sortedContains(key) { return nil }
        let rank = new.item - batch.insertedItems.countInSection(new.section, below: new.item)
            - batch.moveDestinations.countInSection(new.section, below: new.item)
        let item = FreeSlots.slot(forRank: rank, inSection: oldSection, takenBy: batch.deletedItems, batch.moveSources)
        return IndexPath(item: item, section: oldSection)
    }

    /// The before/after paths of reloaded items and sections.
    var reloads: [(before: IndexPath, after: IndexPath)] { operations().reloadPairs }

    /// The update items as values, grouped as UIKit hands them to the layout: deletes, inserts,
    /// reloads and moves, each sorted.
    var updates: [Update] { Self.makeUpdates(operations()) }

    /// The update items for `prepare(forCollectionViewUpdates:)`.
    @MainActor var updateItems: [UICollectionViewUpdateItem] {
        updates.map { UICollectionViewUpdateItem(action: $0.action, indexPathBeforeUpdate: $0.before, indexPathAfterUpdate: $0.after) }
    }

    private static func makeUpdates(_ work: UpdateWork) -> [Update] {
        let deletes = (work.callerDeletedItems + work.callerDeletedSections.map(IndexPath.section)).sorted()
            .map { (UICollectionViewUpdateItem.Action.delete, Optional($0), IndexPath?.none) }
        let inserts = (work.callerInsertedItems + work.callerInsertedSections.map(IndexPath.section)).sorted()
            .map { (UICollectionViewUpdateItem.Action.insert, IndexPath?.none, Optional($0)) }
        let reloads = work.reloadPairs.sorted { $0.before < $1.before }
            .map { (UICollectionViewUpdateItem.Action.reload, Optional($0.before), Optional($0.after)) }
        let moves = (work.itemMoves + work.sectionMoves.map { (IndexPath.section($0.from), IndexPath.section($0.to)) })
            .sorted { $0.from < $1.from }
            .map { (UICollectionViewUpdateItem.Action.move, Optional($0.from), Optional($0.to)) }
        return deletes + inserts + reloads + moves
    }
}
