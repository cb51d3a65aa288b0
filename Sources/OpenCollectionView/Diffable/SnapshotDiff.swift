import Foundation

/// The batch update that turns one snapshot into another, in UIKit's coordinates: deletes and
/// reloads at the old index paths, inserts at the new ones, moves from old to new. Items to
/// reconfigure (at their new index paths) are updated after the batch, keeping their cells.
struct SnapshotChanges: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    /// Whether the batch has nothing to do.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    /// The batch's operations, for `performBatchUpdates`.
    var operations: [UpdateOperation] {
        var operations: [UpdateOperation] = []
        operations += deletedSections.map(UpdateOperation.deleteSection)
        operations += insertedSections.map(UpdateOperation.insertSection)
        operations += movedSections.map { UpdateOperation.moveSection(from: $0.from, to: $0.to) }
        operations += reloadedSections.map(UpdateOperation.reloadSection)
        operations += deletedItems.map(UpdateOperation.deleteItem)
        operations += insertedItems.map(UpdateOperation.insertItem)
        operations += movedItems.map { UpdateOperation.moveItem(from: $0.from, to: $0.to) }
        operations += reloadedItems.map(UpdateOperation.reloadItem)
        return operations
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
            && lhs.movedSections.elementsEqual(rhs.movedSections, by: ==) && lhs.reloadedSections == rhs.reloadedSections
            && lhs.deletedItems == rhs.deletedItems && lhs.insertedItems == rhs.insertedItems
            && lhs.movedItems.elementsEqual(rhs.movedItems, by: ==) && lhs.reloadedItems == rhs.reloadedItems
            && lhs.reconfiguredItems == rhs.reconfiguredItems
    }
}

extension DiffableDataSourceSnapshot {
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
            changes.reloadedItems = reloadedItems.compactMap { identifier in
                guard let location = old.location(of: identifier), !changes.reloadedSections.contains(location.section) else { return nil }
                return IndexPath(item: location.item, section: location.section)
            }
            changes.reconfiguredItems = reconfiguredPaths(except: [])
            return changes
        }
        let sections = SectionCorrespondence(old: old, new: self)
        changes.deletedSections = sections.deleted
        changes.insertedSections = sections.inserted
        changes.movedSections = sections.moved

        // Which old items the new snapshot keeps (in place or moved), section by section.
        var kept = old.sectionItems.map { [Bool](repeating: false, count: $0.count) }
        var insertedOrReloaded = Set<IndexPath>()  // for reconfigure marks only
        var movesToCheck: [(from: IndexPath, to: IndexPath)] = []
        var stayingNew: [Int] = [], stayingOld: [Int] = []
        let hasReloads = !reloadedItems.isEmpty, hasReconfigures = !reconfiguredItems.isEmpty
        // Items of the new snapshot, section by section: one lookup each in the old section.
        for newSection in 0..<sectionItems.count where !sections.replacedNew[newSection] && !sections.movedUnchanged[newSection] {
            let oldSection = sections.newToOld[newSection]
            let items = sectionItems[newSection], oldItems = old.sectionItems[oldSection]
            stayingNew.removeAll(keepingCapacity: true)
            stayingOld.removeAll(keepingCapacity: true)
            for newItem in 0..<items.count {
                let identifier = items[newItem]
                if let oldItem = oldItems.firstIndex(of: identifier) {
                    stayingNew.append(newItem)
                    stayingOld.append(oldItem)
                    kept[oldSection][oldItem] = true
                } else if let from = old.location(of: identifier), !sections.replacedOld[from.section] {
                    kept[from.section][from.item] = true
                    movesToCheck.append((IndexPath(item: from.item, section: from.section), IndexPath(item: newItem, section: newSection)))
                } else {
                    let to = IndexPath(item: newItem, section: newSection)
                    changes.insertedItems.append(to)
                    if hasReconfigures { insertedOrReloaded.insert(to) }
                }
            }
            let stays = longestIncreasingSubsequenceMask(stayingOld)
            for index in 0..<stayingNew.count where !stays[index] || (hasReloads && reloadedItems.contains(items[stayingNew[index]])) {
                movesToCheck.append((IndexPath(item: stayingOld[index], section: oldSection),
                                     IndexPath(item: stayingNew[index], section: newSection)))
            }
        }
        // An item marked for reload is deleted and inserted; the others move.
        for move in movesToCheck {
            if hasReloads, reloadedItems.contains(sectionItems[move.to.section][move.to.item]) {
                changes.deletedItems.append(move.from)
                changes.insertedItems.append(move.to)
                insertedOrReloaded.insert(move.to)
            } else {
                changes.movedItems.append(move)
            }
        }
        // Items of the old snapshot that were not kept: gone, or gone into a replaced section.
        for oldSection in 0..<kept.count where !sections.replacedOld[oldSection] && !sections.movedUnchanged[sections.oldToNew[oldSection]] {
            let keptItems = kept[oldSection]
            for oldItem in 0..<keptItems.count where !keptItems[oldItem] {
                changes.deletedItems.append(IndexPath(item: oldItem, section: oldSection))
            }
        }
        changes.reconfiguredItems = reconfiguredPaths(except: insertedOrReloaded, replacedSections: sections.replacedNew)
        return changes
    }

    /// The new index paths of the items marked for reconfiguring that keep their cells.
    private func reconfiguredPaths(except fresh: Set<IndexPath>, replacedSections: [Bool] = []) -> [IndexPath] {
        reconfiguredItems.compactMap { identifier in
            guard let location = location(of: identifier) else { return nil }
            let path = IndexPath(item: location.item, section: location.section)
            if fresh.contains(path) || (replacedSections.indices.contains(location.section) && replacedSections[location.section]) {
                return nil
            }
            if reloadedSections.contains(sectionIDs[location.section]) { return nil }
            return path
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

    init<S, I>(old: DiffableDataSourceSnapshot<S, I>, new: DiffableDataSourceSnapshot<S, I>) {
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

extension DiffableDataSourceSnapshot {
    /// How many deletes, inserts and moves (sections and items) the batch from `old` to this
    /// snapshot has: for the benchmarks, which time the diff alone.
    @_spi(Benchmarks) public func differenceCounts(from old: Self) -> (deletes: Int, inserts: Int, moves: Int) {
        let changes = changes(from: old)
        return (changes.deletedSections.count + changes.deletedItems.count,
                changes.insertedSections.count + changes.insertedItems.count,
                changes.movedSections.count + changes.movedItems.count)
    }
}
