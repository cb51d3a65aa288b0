import Foundation

/// The batch update that turns one snapshot into another, in UIKit's coordinates: deletes and
/// reloads at the old places, inserts at the new ones, moves from old to new. Items to
/// reconfigure (at their new places) are updated after the batch, keeping their cells.
struct SnapshotChanges {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var reloadedSections = IndexSet()
    var deleted: [ItemSlot] = []
    var inserted: [ItemSlot] = []
    var moved: [(from: ItemSlot, to: ItemSlot)] = []
    var reloaded: [ItemSlot] = []
    var reconfigured: [ItemSlot] = []

    /// Whether the batch has nothing to do.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deleted.isEmpty && inserted.isEmpty && moved.isEmpty && reloaded.isEmpty
    }

    var deletedItems: [IndexPath] { deleted.map(\.indexPath) }
    var insertedItems: [IndexPath] { inserted.map(\.indexPath) }
    var movedItems: [(from: IndexPath, to: IndexPath)] { moved.map { ($0.from.indexPath, $0.to.indexPath) } }
    var reloadedItems: [IndexPath] { reloaded.map(\.indexPath) }
    var reconfiguredItems: [IndexPath] { reconfigured.map(\.indexPath) }

    /// The batch's operations, for `performBatchUpdates`.
    var operations: [UpdateOperation] {
        var operations: [UpdateOperation] = []
        operations += deletedSections.map(UpdateOperation.deleteSection)
        operations += insertedSections.map(UpdateOperation.insertSection)
        operations += movedSections.map { UpdateOperation.moveSection(from: $0.from, to: $0.to) }
        operations += reloadedSections.map(UpdateOperation.reloadSection)
        operations += deleted.map { UpdateOperation.deleteItem($0.indexPath) }
        operations += inserted.map { UpdateOperation.insertItem($0.indexPath) }
        operations += moved.map { UpdateOperation.moveItem(from: $0.from.indexPath, to: $0.to.indexPath) }
        operations += reloaded.map { UpdateOperation.reloadItem($0.indexPath) }
        return operations
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The changes from `old` to this snapshot, by identity (Heckel's idea: every identifier
    /// is looked up once in the other snapshot's tables), in time linear in the number of
    /// identifiers, plus O(m log m) for the m survivors whose order changed. Specialized for
    /// the usual identifier types (Int, String, UUID), which generic code calls at run time.
    ///
    /// Sections and items that survive keep their place unless their relative order changed;
    /// then the fewest are moved (a longest increasing subsequence stays). What UIKit refuses
    /// or misplaces in one batch is turned into deletes and inserts: a moved section whose items
    /// changed, an item moving out of or into a section that is deleted, inserted or reloaded.
    /// Reload marks become `reloadItems`/`reloadSections` when nothing else changes; amid other
    /// changes, a delete and an insert (UIKit derives a reload's new position from the other
    /// inserts and deletes only, which moves make wrong).
    @_specialize(where SectionIdentifierType == Int, ItemIdentifierType == Int)
    @_specialize(where SectionIdentifierType == Int, ItemIdentifierType == String)
    @_specialize(where SectionIdentifierType == Int, ItemIdentifierType == UUID)
    @_specialize(where SectionIdentifierType == String, ItemIdentifierType == Int)
    @_specialize(where SectionIdentifierType == String, ItemIdentifierType == String)
    @_specialize(where SectionIdentifierType == String, ItemIdentifierType == UUID)
    func changes(from old: Self) -> SnapshotChanges {
        var changes = SnapshotChanges()
        if old.sectionIDs == sectionIDs, old.sectionItems == sectionItems {
            changes.reloadedSections = IndexSet(reloadedSections.compactMap { sectionIDs.firstIndex(of: $0) })
            changes.reloaded = reloadedItems.compactMap { identifier in
                guard let slot = old.slot(of: identifier), !changes.reloadedSections.contains(slot.section) else { return nil }
                return slot
            }
            changes.reconfigured = reconfiguredSlots(except: [], replacedSections: [])
            return changes
        }
        let sections = SectionCorrespondence(old: old, new: self)
        changes.deletedSections = sections.deleted
        changes.insertedSections = sections.inserted
        changes.movedSections = sections.moved

        // Which old items the new snapshot keeps (in place or moved), all sections end to end.
        var keptStart = [Int](), keptCount = 0
        for items in old.sectionItems {
            keptStart.append(keptCount)
            keptCount += items.count
        }
        var kept = [Bool](repeating: false, count: keptCount)
        var keptTotal = 0
        var fresh = Set<ItemSlot>()  // inserted or reloaded: for reconfigure marks only
        var stayingNew: [Int] = [], stayingOld: [Int] = []
        let hasReloads = !reloadedItems.isEmpty, hasReconfigures = !reconfiguredItems.isEmpty
        /// A survivor goes from one place to another: moved, or deleted and inserted when marked.
        func carry(from: ItemSlot, to: ItemSlot, _ identifier: Item) {
            if hasReloads, reloadedItems.contains(identifier) {
                changes.deleted.append(from)
                changes.inserted.append(to)
                if hasReconfigures { fresh.insert(to) }
            } else {
                changes.moved.append((from, to))
            }
        }
        // Items of the new snapshot, section by section: at most one lookup each in the old
        // section, and one in the whole old snapshot for those not found there. When most
        // lookups miss, an absence filter over the old items answers first.
        var lookups = 0, misses = 0
        var absent: AbsenceFilter?
        func isCertainlyNew(_ identifier: Item) -> Bool {
            if absent == nil, misses >= 1024, misses * 2 >= lookups, old.numberOfItems >= 16_384 {
                absent = AbsenceFilter(old.sectionItems.joined(), count: old.numberOfItems)
            }
            return absent.map { !$0.mayContain(identifier) } ?? false
        }
        for newSection in 0..<sectionItems.count where !sections.replacedNew[newSection] && !sections.movedUnchanged[newSection] {
            let oldSection = sections.newToOld[newSection]
            let items = sectionItems[newSection], oldItems = old.sectionItems[oldSection]
            let oldSectionHoldsAll = oldItems.count == old.numberOfItems
            stayingNew.removeAll(keepingCapacity: true)
            stayingOld.removeAll(keepingCapacity: true)
            // Runs of items keep their order (or reverse it): the old neighbours of the last
            // match are tried before hashing.
            var nextOld = 0
            for newItem in 0..<items.count {
                let identifier = items[newItem]
                let oldItem: Int?
                if nextOld < oldItems.count, oldItems[nextOld] == identifier {
                    oldItem = nextOld
                } else if nextOld >= 2, oldItems[nextOld - 2] == identifier {
                    oldItem = nextOld - 2
                } else if isCertainlyNew(identifier) {
                    oldItem = nil
                } else {
                    oldItem = oldItems.firstIndex(of: identifier)
                    lookups += 1
                    if oldItem == nil { misses += 1 }
                }
                if let oldItem {
                    stayingNew.append(newItem)
                    stayingOld.append(oldItem)
                    kept[keptStart[oldSection] + oldItem] = true
                    keptTotal += 1
                    nextOld = oldItem + 1
                } else if !oldSectionHoldsAll, absent?.mayContain(identifier) ?? true, let from = old.slot(of: identifier),
                          !sections.replacedOld[from.section] {
                    kept[keptStart[from.section] + from.item] = true
                    keptTotal += 1
                    carry(from: from, to: ItemSlot(section: newSection, item: newItem), identifier)
                } else {
                    let to = ItemSlot(section: newSection, item: newItem)
                    if changes.inserted.count == 256 { changes.inserted.reserveCapacity(256 + items.count - newItem) }
                    changes.inserted.append(to)
                    if hasReconfigures { fresh.insert(to) }
                }
            }
            let stays = longestIncreasingSubsequenceMask(stayingOld)
            let moving = stays.count { !$0 }
            if moving > 256 { changes.moved.reserveCapacity(changes.moved.count + moving) }
            for index in 0..<stayingNew.count where !stays[index] || (hasReloads && reloadedItems.contains(items[stayingNew[index]])) {
                carry(from: ItemSlot(section: oldSection, item: stayingOld[index]),
                      to: ItemSlot(section: newSection, item: stayingNew[index]), items[stayingNew[index]])
            }
        }
        // Items of the old snapshot that were not kept: gone, or gone into a replaced section.
        changes.deleted.reserveCapacity(changes.deleted.count + keptCount - keptTotal)
        for oldSection in 0..<keptStart.count where !sections.replacedOld[oldSection] && !sections.movedUnchanged[sections.oldToNew[oldSection]] {
            let start = keptStart[oldSection]
            for oldItem in 0..<old.sectionItems[oldSection].count where !kept[start + oldItem] {
                changes.deleted.append(ItemSlot(section: oldSection, item: oldItem))
            }
        }
        changes.reconfigured = reconfiguredSlots(except: fresh, replacedSections: sections.replacedNew)
        return changes
    }

    /// The new places of the items marked for reconfiguring that keep their cells.
    private func reconfiguredSlots(except fresh: Set<ItemSlot>, replacedSections: [Bool]) -> [ItemSlot] {
        reconfiguredItems.compactMap { identifier in
            guard let slot = slot(of: identifier), !fresh.contains(slot),
                  !(replacedSections.indices.contains(slot.section) && replacedSections[slot.section]),
                  !reloadedSections.contains(sectionIDs[slot.section]) else { return nil }
            return slot
        }
    }
}

/// How the sections of two snapshots correspond: which are deleted, inserted or moved, and which
/// are replaced wholesale — deleted and inserted again: reloaded, or moved with changed items —
/// so that their items need no operations of their own.
private struct SectionCorrespondence {
    var oldToNew: [Int]
    var newToOld: [Int]
    var deleted = IndexSet()
    var inserted = IndexSet()
    var moved: [(from: Int, to: Int)] = []
    /// Old sections whose items go with them: deleted, or replaced.
    var replacedOld: [Bool]
    /// New sections whose items come with them: inserted, or replaced.
    var replacedNew: [Bool]
    /// New sections moved as a whole, their items unchanged.
    var movedUnchanged: [Bool]

    init<S, I>(old: NSDiffableDataSourceSnapshot<S, I>, new: NSDiffableDataSourceSnapshot<S, I>) {
        oldToNew = old.sectionIDs.map { new.sectionIDs.firstIndex(of: $0) ?? -1 }
        newToOld = new.sectionIDs.map { old.sectionIDs.firstIndex(of: $0) ?? -1 }
        replacedOld = oldToNew.map { $0 < 0 }
        replacedNew = newToOld.map { $0 < 0 }
        movedUnchanged = Array(repeating: false, count: newToOld.count)
        for (index, target) in oldToNew.enumerated() where target < 0 { deleted.insert(index) }
        for (index, source) in newToOld.enumerated() where source < 0 { inserted.insert(index) }
        // Survivors in new order; the longest run already in old order stays.
        let survivors = newToOld.indices.filter { newToOld[$0] >= 0 }
        let stays = longestIncreasingSubsequenceMask(survivors.map { newToOld[$0] })
        for (position, newIndex) in survivors.enumerated() {
            let oldIndex = newToOld[newIndex]
            let reloaded = new.reloadedSections.contains(new.sectionIDs[newIndex])
            if stays[position] && !reloaded {
                continue
            } else if !reloaded && old.sectionItems[oldIndex] == new.sectionItems[newIndex]
                        && !new.sectionItems[newIndex].contains(where: { new.reloadedItems.contains($0) }) {
                moved.append((oldIndex, newIndex))
                movedUnchanged[newIndex] = true
            } else {
                deleted.insert(oldIndex)
                inserted.insert(newIndex)
                replace(oldIndex, newIndex)
            }
        }
    }

    private mutating func replace(_ oldIndex: Int, _ newIndex: Int) {
        replacedOld[oldIndex] = true
        replacedNew[newIndex] = true
    }
}

extension NSDiffableDataSourceSnapshot {
    /// How many deletes, inserts and moves (sections and items) the batch from `old` to this
    /// snapshot has: for the benchmarks, which time the diff alone.
    @_spi(Benchmarks) public func differenceCounts(from old: Self) -> (deletes: Int, inserts: Int, moves: Int) {
        let changes = changes(from: old)
        return (changes.deletedSections.count + changes.deleted.count,
                changes.insertedSections.count + changes.inserted.count,
                changes.movedSections.count + changes.moved.count)
    }
}
