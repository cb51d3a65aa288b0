import Foundation
import OrderedCollections

extension NSDiffableDataSourceSnapshot {
    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard areNew(identifiers) else { return }
        sectionIDs.append(contentsOf: identifiers)
        sectionItems.append(contentsOf: repeatElement([], count: identifiers.count))
    }

    /// Inserts sections just before a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, nextTo: toIdentifier, after: false)
    }

    /// Inserts sections just after a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, nextTo: toIdentifier, after: true)
    }

    /// Removes sections and all their items; unknown ones are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var removedItems = Set<Item>()
        for identifier in identifiers {
            guard let index = sectionIDs.firstIndex(of: identifier) else { continue }
            for item in sectionItems[index] {
                sectionOfItem[item] = nil
                removedItems.insert(item)
            }
            sectionIDs.remove(at: index)
            sectionItems.remove(at: index)
            reloadedSections.remove(identifier)
        }
        forgetMarks(ofItems: removedItems)
    }

    /// Moves a section just before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: false)
    }

    /// Moves a section just after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        if let unknown = identifiers.first(where: { !sectionIDs.contains($0) }) {
            return SnapshotMessage.reloadUnknownSection("\(unknown)").report()
        }
        reloadedSections.append(contentsOf: identifiers)
    }

    // MARK: Helpers

    private mutating func insertSections(_ identifiers: [Section], nextTo destination: Section, after: Bool) {
        if identifiers.contains(destination) {
            return SnapshotMessage.destinationInInsertion(destination: "\(destination)",
                                                          list: SnapshotMessage.arrayDescription(identifiers)).report()
        }
        guard let index = sectionIDs.firstIndex(of: destination) else {
            return SnapshotMessage.parameterNotFound("insertIndex").report()
        }
        guard areNew(identifiers) else { return }
        let at = index + (after ? 1 : 0)
        var ids = sectionIDs.elements
        ids.insert(contentsOf: identifiers, at: at)
        sectionIDs = OrderedSet(uncheckedUniqueElements: ids)
        sectionItems.insert(contentsOf: repeatElement([], count: identifiers.count), at: at)
    }

    private mutating func moveSection(_ identifier: Section, nextTo destination: Section, after: Bool) {
        guard let from = sectionIDs.firstIndex(of: identifier) else { return SnapshotMessage.parameterNotFound("fromIndex").report() }
        guard sectionIDs.contains(destination) else { return SnapshotMessage.parameterNotFound("toIndex").report() }
        guard identifier != destination else { return SnapshotMessage.destinationIsMoved("\(destination)").report() }
        let items = sectionItems.remove(at: from)
        sectionIDs.remove(at: from)
        let at = sectionIDs.firstIndex(of: destination)! + (after ? 1 : 0)
        sectionIDs.insert(identifier, at: at)
        sectionItems.insert(items, at: at)
    }

    /// Whether the identifiers are unique and none is in the snapshot yet (UIKit's messages
    /// otherwise).
    private func areNew(_ identifiers: [Section]) -> Bool {
        let duplicates = Self.duplicates(in: identifiers)
        guard duplicates.isEmpty else {
            SnapshotMessage.sectionsNotUnique(SnapshotMessage.setDescription(duplicates)).report()
            return false
        }
        let existing = identifiers.filter { sectionIDs.contains($0) }
        guard existing.isEmpty else {
            SnapshotMessage.sectionsAlreadyExist(count: existing.count, list: SnapshotMessage.arrayDescription(existing)).report()
            return false
        }
        return true
    }
}
