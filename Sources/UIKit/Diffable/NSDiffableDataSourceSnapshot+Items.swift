import Foundation
import OrderedCollections

extension NSDiffableDataSourceSnapshot {
    /// Adds items at the end of a section (nil: the last section). Items already in the
    /// snapshot are moved there, with UIKit's warning.
    @_specialize(where SectionIdentifierType == Int, ItemIdentifierType == Int)
    @_specialize(where SectionIdentifierType == Int, ItemIdentifierType == String)
    @_specialize(where SectionIdentifierType == Int, ItemIdentifierType == UUID)
    @_specialize(where SectionIdentifierType == String, ItemIdentifierType == Int)
    @_specialize(where SectionIdentifierType == String, ItemIdentifierType == String)
    @_specialize(where SectionIdentifierType == String, ItemIdentifierType == UUID)
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard !sectionIDs.isEmpty else { return SnapshotMessage.noSections.report() }
        guard let sectionIndex = sectionIDs.firstIndex(of: sectionIdentifier ?? sectionIDs[sectionIDs.count - 1]) else {
            return SnapshotMessage.parameterNotFound("section").report()
        }
        let section = sectionIDs[sectionIndex]
        // Two hash operations per item when all is well: the ordered set's insert tells whether
        // the items were unique and new to the section, the table's whether they were elsewhere.
        let before = sectionItems[sectionIndex].count
        sectionItems[sectionIndex].append(contentsOf: identifiers)
        guard sectionItems[sectionIndex].count == before + identifiers.count else {
            sectionItems[sectionIndex].removeLast(sectionItems[sectionIndex].count - before)
            guard areUnique(identifiers) else { return }
            takeOutExisting(identifiers)
            sectionItems[sectionIndex].append(contentsOf: identifiers)
            for identifier in identifiers { sectionOfItem[identifier] = section }
            return
        }
        sectionOfItem.reserveCapacity(sectionOfItem.count + identifiers.count)
        var elsewhere: [(item: Item, section: Section)] = []
        for identifier in identifiers {
            if let previous = sectionOfItem.updateValue(section, forKey: identifier) { elsewhere.append((identifier, previous)) }
        }
        guard !elsewhere.isEmpty else { return }
        SnapshotMessage.itemsAlreadyExist(count: elsewhere.count, list: SnapshotMessage.arrayDescription(elsewhere.map(\.item))).report()
        for (item, previous) in elsewhere {
            if let index = sectionIDs.firstIndex(of: previous) { sectionItems[index].remove(item) }
        }
    }

    /// Inserts items just before an item, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, nextTo: beforeIdentifier, after: false)
    }

    /// Inserts items just after an item, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, nextTo: afterIdentifier, after: true)
    }

    /// Removes items; unknown ones are ignored. Their sections stay, even when emptied.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var bySection: [Int: Set<Item>] = [:]
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier), let index = sectionIDs.firstIndex(of: section) else {
                continue
            }
            bySection[index, default: []].insert(identifier)
        }
        for (index, deleted) in bySection {
            if deleted.count == 1 {
                sectionItems[index].remove(deleted.first!)
            } else {
                sectionItems[index] = OrderedSet(uncheckedUniqueElements: sectionItems[index].filter { !deleted.contains($0) })
            }
        }
        forgetMarks(ofItems: bySection.values.reduce(into: Set<Item>()) { $0.formUnion($1) })
    }

    /// Removes every item and every section: the snapshot becomes empty.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves an item just before another (in that one's section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: false)
    }

    /// Moves an item just after another (in that one's section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks items to be reloaded (given new cells) when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        if let unknown = identifiers.first(where: { sectionOfItem[$0] == nil }) {
            return SnapshotMessage.reloadUnknownItem("\(unknown)").report()
        }
        reloadedItems.append(contentsOf: identifiers)
    }

    /// Marks items to be reconfigured (their cells configured again, kept) when the snapshot
    /// is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        if let unknown = identifiers.first(where: { sectionOfItem[$0] == nil }) {
            return SnapshotMessage.reconfigureUnknownItem("\(unknown)").report()
        }
        reconfiguredItems.append(contentsOf: identifiers)
    }

    // MARK: Helpers

    private mutating func insertItems(_ identifiers: [Item], nextTo destination: Item, after: Bool) {
        guard sectionOfItem[destination] != nil else { return SnapshotMessage.parameterNotFound("section").report() }
        if identifiers.contains(destination) {
            return SnapshotMessage.destinationInInsertion(destination: "\(destination)",
                                                          list: SnapshotMessage.arrayDescription(identifiers)).report()
        }
        guard areUnique(identifiers) else { return }
        takeOutExisting(identifiers)
        place(identifiers, nextTo: destination, after: after)
    }

    private mutating func moveItem(_ identifier: Item, nextTo destination: Item, after: Bool) {
        guard sectionOfItem[identifier] != nil else { return SnapshotMessage.parameterNotFound("fromSection").report() }
        guard sectionOfItem[destination] != nil else { return SnapshotMessage.parameterNotFound("toSection").report() }
        guard identifier != destination else { return SnapshotMessage.destinationIsMoved("\(destination)").report() }
        takeOut(identifier)
        place([identifier], nextTo: destination, after: after)
    }

    /// Puts items (not in the snapshot) next to `destination`, in its section.
    private mutating func place(_ identifiers: [Item], nextTo destination: Item, after: Bool) {
        let section = sectionOfItem[destination]!
        let sectionIndex = sectionIDs.firstIndex(of: section)!
        var items = sectionItems[sectionIndex].elements
        let index = items.firstIndex(of: destination)! + (after ? 1 : 0)
        items.insert(contentsOf: identifiers, at: index)
        sectionItems[sectionIndex] = OrderedSet(uncheckedUniqueElements: items)
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    /// Whether the identifiers are unique (UIKit's message otherwise).
    private func areUnique(_ identifiers: [Item]) -> Bool {
        let duplicates = Self.duplicates(in: identifiers)
        guard duplicates.isEmpty else {
            SnapshotMessage.itemsNotUnique(SnapshotMessage.setDescription(duplicates)).report()
            return false
        }
        return true
    }

    /// Takes the identifiers already in the snapshot out of their sections, with UIKit's
    /// warning: they are being moved into place.
    private mutating func takeOutExisting(_ identifiers: [Item]) {
        let existing = identifiers.filter { sectionOfItem[$0] != nil }
        guard !existing.isEmpty else { return }
        SnapshotMessage.itemsAlreadyExist(count: existing.count, list: SnapshotMessage.arrayDescription(existing)).report()
        for identifier in existing { takeOut(identifier) }
    }

    private mutating func takeOut(_ identifier: Item) {
        guard let section = sectionOfItem.removeValue(forKey: identifier), let index = sectionIDs.firstIndex(of: section) else { return }
        sectionItems[index].remove(identifier)
    }

    /// Drops the marks of items no longer in the snapshot.
    mutating func forgetMarks(ofItems removed: Set<Item>) {
        guard !removed.isEmpty else { return }
        if !reloadedItems.isEmpty { reloadedItems.removeAll { removed.contains($0) } }
        if !reconfiguredItems.isEmpty { reconfiguredItems.removeAll { removed.contains($0) } }
    }

    /// The elements that appear more than once, each once, in order of first repetition.
    static func duplicates<T: Hashable>(in identifiers: [T]) -> [T] {
        guard identifiers.count > 1 else { return [] }
        var seen = Set<T>(minimumCapacity: identifiers.count)
        var repeated = OrderedSet<T>()
        for identifier in identifiers where !seen.insert(identifier).inserted { repeated.append(identifier) }
        return repeated.elements
    }
}
