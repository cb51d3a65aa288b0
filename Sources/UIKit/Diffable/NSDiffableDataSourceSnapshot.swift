import Foundation
import OrderedCollections

/// The state of a collection view's data at one moment, as UIKit's
/// `NSDiffableDataSourceSnapshot`: an ordered list of unique section identifiers, each holding an
/// ordered list of item identifiers, unique across the whole snapshot. A value: copies are
/// independent, and it can be built on any thread.
///
/// Lookups by identifier take O(1): sections and each section's items are ordered sets, and a
/// table gives each item's section. A call UIKit rejects with an exception is refused here — the
/// snapshot stays as it was — and its message goes to `Diagnostics`.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable, Equatable
{
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    var sectionIDs: OrderedSet<Section> = []
    /// The items of each section, in the order of `sectionIDs`.
    var sectionItems: [OrderedSet<Item>] = []
    /// The section of every item.
    var sectionOfItem: [Item: Section] = [:]
    var reloadedItems: OrderedSet<Item> = []
    var reconfiguredItems: OrderedSet<Item> = []
    var reloadedSections: OrderedSet<Section> = []

    /// Creates an empty snapshot.
    public init() {}

    /// Snapshots are equal when their sections and the items of each are, in order; reload and
    /// reconfigure marks are not compared.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionIDs == rhs.sectionIDs && lhs.sectionItems == rhs.sectionItems
    }

    // MARK: Counts and identifiers

    /// The number of sections.
    public var numberOfSections: Int { sectionIDs.count }

    /// The number of items, in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionIDs.elements }

    /// Every item identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] {
        var all: [Item] = []
        all.reserveCapacity(numberOfItems)
        for items in sectionItems { all.append(contentsOf: items.elements) }
        return all
    }

    /// The number of items in a section; 0 (and UIKit's message) for an unknown section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = index(ofKnownSection: identifier) else { return 0 }
        return sectionItems[index].count
    }

    /// The items of a section, in order; empty (and UIKit's message) for an unknown section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = index(ofKnownSection: identifier) else { return [] }
        return sectionItems[index].elements
    }

    /// The section that holds `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The position of an item among all the snapshot's items (section by section), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let sectionIndex = sectionIDs.firstIndex(of: section),
              let index = sectionItems[sectionIndex].firstIndex(of: identifier) else { return nil }
        return sectionItems[..<sectionIndex].reduce(index) { $0 + $1.count }
    }

    /// The position of a section, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIDs.firstIndex(of: identifier)
    }

    /// The items marked with `reloadItems(_:)`, in call order.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// The items marked with `reconfigureItems(_:)`, in call order.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    /// The sections marked with `reloadSections(_:)`, in call order.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    // MARK: Internal lookups

    /// Where an item is: its section's index and its index there.
    /// The item at `indexPath` (item or row), nil when there is none: what the diffable data
    /// sources' `itemIdentifier(for:)` answer.
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, sectionItems.indices.contains(indexPath.section) else { return nil }
        let items = sectionItems[indexPath.section]
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The section at `index`, nil when there is none.
    func section(at index: Int) -> Section? {
        sectionIDs.indices.contains(index) ? sectionIDs[index] : nil
    }

    func slot(of item: Item) -> ItemSlot? {
        guard let section = sectionOfItem[item], let sectionIndex = sectionIDs.firstIndex(of: section),
              let index = sectionItems[sectionIndex].firstIndex(of: item) else { return nil }
        return ItemSlot(section: sectionIndex, item: index)
    }

    /// The index of a section that must exist (UIKit's message otherwise).
    private func index(ofKnownSection identifier: Section) -> Int? {
        guard let index = sectionIDs.firstIndex(of: identifier) else {
            SnapshotMessage.sectionNotFound.report()
            return nil
        }
        return index
    }

    /// The snapshot without its reload and reconfigure marks.
    var unmarked: Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }
}
