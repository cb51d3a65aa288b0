import Foundation

/// Where each section goes in a batch update (spec A2 rule 1): deleted sections vanish, moved
/// ones take their destinations, inserted ones their indices, and the rest keep their order and
/// fill the free indices left to right.
struct SectionMap: Sendable {
    private(set) var oldToNew: [Int?]
    private(set) var newToOld: [Int?]

    init(before: Int, after: Int, deleted: Set<Int>, inserted: Set<Int>, moves: [(from: Int, to: Int)]) {
        var newToOld = [Int?](repeating: nil, count: after)
        var occupied = [Bool](repeating: false, count: after)
        for section in inserted where section >= 0 && section < after { occupied[section] = true }
        for move in moves where move.to >= 0 && move.to < after {
            occupied[move.to] = true
            newToOld[move.to] = move.from
        }
        let movedFrom = Set(moves.map(\.from))
        var next = 0
        for old in 0..<before where !deleted.contains(old) && !movedFrom.contains(old) {
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

/// A validated batch update: the update items for the layout, and where every item and section
/// was and goes (spec A2's slot-filling rule). It keeps only the operations, so mapping a path
/// costs O(operations) and nothing grows with the number of items.
struct UpdatePlan: Sendable {
    let before: [Int]
    let after: [Int]
    let sections: SectionMap
    /// Removed item indices per old section (deleted, reloaded or moved away), sorted.
    private let removed: [Int: [Int]]
    /// Occupied item indices per new section (inserted, reloaded or moved in), sorted.
    private let occupied: [Int: [Int]]
    private let moveTo: [IndexPath: IndexPath]
    private let moveFrom: [IndexPath: IndexPath]
    /// The update items as values, grouped as UIKit hands them to the layout: deletes, inserts,
    /// reloads and moves, each sorted.
    let updates: [(action: CollectionViewUpdateItem.Action, before: IndexPath?, after: IndexPath?)]
    /// The before/after paths of reloaded items and sections.
    let reloads: [(before: IndexPath, after: IndexPath)]

    init(before: [Int], after: [Int], sections: SectionMap, work: UpdateWork) {
        self.before = before
        self.after = after
        self.sections = sections
        var removed: [Int: [Int]] = [:], occupied: [Int: [Int]] = [:]
        for path in work.deletedItems { removed[path.section, default: []].append(path.item) }
        for path in work.insertedItems { occupied[path.section, default: []].append(path.item) }
        var moveTo: [IndexPath: IndexPath] = [:], moveFrom: [IndexPath: IndexPath] = [:]
        for move in work.itemMoves {
            moveTo[move.from] = move.to
            moveFrom[move.to] = move.from
            removed[move.from.section, default: []].append(move.from.item)
            occupied[move.to.section, default: []].append(move.to.item)
        }
        self.removed = removed.mapValues { Array(Set($0)).sorted() }
        self.occupied = occupied.mapValues { Array(Set($0)).sorted() }
        self.moveTo = moveTo
        self.moveFrom = moveFrom
        reloads = work.reloadPairs
        updates = Self.makeUpdates(work)
    }

    /// Where the item at `old` (before the update) is after it; nil when it was deleted or
    /// reloaded (or its section was).
    func newPath(forOld old: IndexPath) -> IndexPath? {
        guard old.count == 2, let newSection = sections.newSection(forOld: old.section) else { return nil }
        if let destination = moveTo[old] { return destination }
        let gone = removed[old.section] ?? []
        if gone.binarySearchContains(old.item) { return nil }
        let rank = old.item - gone.countLess(than: old.item)
        return IndexPath(item: (occupied[newSection] ?? []).slot(forRank: rank), section: newSection)
    }

    /// Where the item at `new` (after the update) was before it; nil when it was inserted or
    /// reloaded (or its section was).
    func oldPath(forNew new: IndexPath) -> IndexPath? {
        guard new.count == 2 else { return nil }
        if let source = moveFrom[new] { return source }
        guard let oldSection = sections.oldSection(forNew: new.section) else { return nil }
        let taken = occupied[new.section] ?? []
        if taken.binarySearchContains(new.item) { return nil }
        let rank = new.item - taken.countLess(than: new.item)
        return IndexPath(item: (removed[oldSection] ?? []).slot(forRank: rank), section: oldSection)
    }

    /// The update items for `prepare(forCollectionViewUpdates:)`.
    @MainActor var updateItems: [CollectionViewUpdateItem] {
        updates.map { CollectionViewUpdateItem(action: $0.action, indexPathBeforeUpdate: $0.before, indexPathAfterUpdate: $0.after) }
    }

    private static func makeUpdates(_ work: UpdateWork) -> [(action: CollectionViewUpdateItem.Action, before: IndexPath?, after: IndexPath?)] {
        let deletes = (work.callerDeletedItems + work.callerDeletedSections.map(IndexPath.section)).sorted()
            .map { (CollectionViewUpdateItem.Action.delete, Optional($0), IndexPath?.none) }
        let inserts = (work.callerInsertedItems + work.callerInsertedSections.map(IndexPath.section)).sorted()
            .map { (CollectionViewUpdateItem.Action.insert, IndexPath?.none, Optional($0)) }
        let reloads = work.reloadPairs.sorted { $0.before < $1.before }
            .map { (CollectionViewUpdateItem.Action.reload, Optional($0.before), Optional($0.after)) }
        let moves = (work.itemMoves + work.sectionMoves.map { (IndexPath.section($0.from), IndexPath.section($0.to)) })
            .sorted { $0.from < $1.from }
            .map { (CollectionViewUpdateItem.Action.move, Optional($0.from), Optional($0.to)) }
        return deletes + inserts + reloads + moves
    }
}

extension Array where Element == Int {
    /// Whether the sorted array holds `value`.
    func binarySearchContains(_ value: Int) -> Bool {
        let index = countLess(than: value)
        return index < count && self[index] == value
    }

    /// How many elements of the sorted array are less than `value`.
    func countLess(than value: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The index of the `rank`-th (0-based) slot not in this sorted array of taken slots.
    func slot(forRank rank: Int) -> Int {
        var slot = rank
        for taken in self {
            if taken <= slot { slot += 1 } else { break }
        }
        return slot
    }
}
