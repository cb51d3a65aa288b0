import Foundation

/// A valid batch update in compact form: which sections and items go, come and move, each list
/// of items packed (`PackedPath`) and sorted, so that every question about one element is a
/// binary search and nothing is hashed. It is made from a caller's batch once the planner has
/// checked it, from a snapshot diff (valid by construction), or from update items handed to a
/// layout; the plan, the layout's update record and the animation all read it.
struct UpdateBatch: Sendable {
    /// Deleted sections, reload halves included; ascending.
    private(set) var deletedSections: [Int] = []
    /// Inserted sections, reload halves included; ascending.
    private(set) var insertedSections: [Int] = []
    private(set) var sectionMoves: [(from: Int, to: Int)] = []
    /// Deleted items, reload halves included; packed, ascending. (A planned batch has none inside a
    /// deleted section.)
    private(set) var deletedItems: [Int] = []
    /// Inserted items, reload halves included; packed, ascending. (A planned batch has none inside
    /// an inserted section.)
    private(set) var insertedItems: [Int] = []
    /// Sources of item moves, packed, ascending, with each one's destination beside it.
    private(set) var moveSources: [Int] = []
    private var destinationsBySource: [Int] = []
    /// Destinations of item moves, packed, ascending, with each one's source beside it.
    private(set) var moveDestinations: [Int] = []
    private var sourcesByDestination: [Int] = []

    /// A batch of these changes. Items must be distinct from one another within each list, as a
    /// valid batch's are; the lists may come in any order.
    init(deletedSections: [Int], insertedSections: [Int], sectionMoves: [(from: Int, to: Int)],
         deletedItems: [Int], insertedItems: [Int], itemMoves: [(from: Int, to: Int)]) {
        self.deletedSections = deletedSections
        self.deletedSections.sortAndRemoveDuplicates()
        self.insertedSections = insertedSections
        self.insertedSections.sortAndRemoveDuplicates()
        self.sectionMoves = sectionMoves
        self.deletedItems = deletedItems
        self.deletedItems.sortAndRemoveDuplicates()
        self.insertedItems = insertedItems
        self.insertedItems.sortAndRemoveDuplicates()
        setItemMoves(itemMoves)
    }

    /// The batch that update items describe, as a layout receives them: for a layout whose
    /// `prepare(forCollectionViewUpdates:)` is called outside a collection view's update.
    init(items: [UICollectionViewUpdateItem]) {
        var deletedSections: [Int] = [], insertedSections: [Int] = [], sectionMoves: [(from: Int, to: Int)] = []
        var deletedItems: [Int] = [], insertedItems: [Int] = [], itemMoves: [(from: Int, to: Int)] = []
        for item in items {
            let before = item.indexPathBeforeUpdate, after = item.indexPathAfterUpdate
            let action = item.updateAction
            if item.isSectionUpdate {
                if action == .move, let before, let after { sectionMoves.append((before.section, after.section)); continue }
                if action == .delete || action == .reload, let before { deletedSections.append(before.section) }
                if action == .insert || action == .reload, let after { insertedSections.append(after.section) }
                continue
            }
            if action == .move, let before, let after, PackedPath.canPack(before), PackedPath.canPack(after) {
                itemMoves.append((PackedPath.make(before), PackedPath.make(after)))
            }
            if action == .delete || action == .reload, let before, PackedPath.canPack(before) { deletedItems.append(PackedPath.make(before)) }
            if action == .insert || action == .reload, let after, PackedPath.canPack(after) { insertedItems.append(PackedPath.make(after)) }
        }
        self.init(deletedSections: deletedSections, insertedSections: insertedSections, sectionMoves: sectionMoves,
                  deletedItems: deletedItems, insertedItems: insertedItems, itemMoves: itemMoves)
    }

    private mutating func setItemMoves(_ moves: [(from: Int, to: Int)]) {
        guard !moves.isEmpty else { return }
        var bySource = moves
        bySource.sort { $0.from < $1.from }
        moveSources = bySource.map(\.from)
        destinationsBySource = bySource.map(\.to)
        var byDestination = moves
        byDestination.sort { $0.to < $1.to }
        moveDestinations = byDestination.map(\.to)
        sourcesByDestination = byDestination.map(\.from)
    }

    var itemMoveCount: Int { moveSources.count }

    /// Where the item that moved from `source` (packed) went, if it moved.
    func destination(ofMoveFrom source: Int) -> Int? {
        moveSources.sortedIndex(of: source).map { destinationsBySource[$0] }
    }

    /// Where the item that moved to `destination` (packed) came from, if it moved.
    func source(ofMoveTo destination: Int) -> Int? {
        moveDestinations.sortedIndex(of: destination).map { sourcesByDestination[$0] }
    }

    /// Whether the element at `path` (after the update) is new: inserted, reloaded or in an
    /// inserted section (an item only when `isItem`).
    func isAppearing(_ path: IndexPath, isItem: Bool) -> Bool {
        guard path.count == 2 else { return false }
        if insertedSections.sortedContains(path.section) { return true }
        return isItem && PackedPath.canPack(path) && insertedItems.sortedContains(PackedPath.make(path))
    }

    /// Whether the element at `path` (before the update) goes away: deleted, reloaded or in a
    /// deleted section (an item only when `isItem`).
    func isDisappearing(_ path: IndexPath, isItem: Bool) -> Bool {
        guard path.count == 2 else { return false }
        if deletedSections.sortedContains(path.section) { return true }
        return isItem && PackedPath.canPack(path) && deletedItems.sortedContains(PackedPath.make(path))
    }

    /// Where a moved item now at `path` was before the update; nil when it did not move.
    func moveSource(forNew path: IndexPath) -> IndexPath? {
        guard PackedPath.canPack(path) else { return nil }
        return source(ofMoveTo: PackedPath.make(path)).map(PackedPath.indexPath)
    }
}

/// A batch valid by construction for the counts it was made for, such as a snapshot diff's
/// (without reloads); `operations` gives it as operations when it must be checked with others,
/// and for the update items.
struct ValidBatch: Sendable {
    let batch: UpdateBatch
    /// The item counts per section before and after the batch.
    let before: [Int]
    let after: [Int]
    let operations: @Sendable () -> [UpdateOperation]
}
