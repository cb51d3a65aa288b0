import Foundation

extension CollectionViewDiffableDataSource {
    /// What the data source asks and tells while the user reorders items, as UIKit's
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public struct ReorderingHandlers {
        /// Whether an item can be picked up; nil (the default) allows none.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called before the data source's snapshot takes a reordering.
        public var willReorder: (@MainActor (DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source's snapshot took a reordering.
        public var didReorder: (@MainActor (DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }
}

/// What a reordering changed, as UIKit's `NSDiffableDataSourceTransaction`.
public struct DiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// The snapshot before the change.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it.
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change of the whole list of items.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The change of each section that changed.
    public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
        sectionTransactions = finalSnapshot.sectionIdentifiers.compactMap { section in
            let before = initialSnapshot.indexOfSection(section).map { initialSnapshot.sectionItems[$0].elements } ?? []
            let after = finalSnapshot.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return DiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: DiffableDataSourceSectionSnapshot(flat: before),
                finalSnapshot: DiffableDataSourceSectionSnapshot(flat: after), difference: after.difference(from: before))
        }
    }
}

/// What a reordering changed in one section, as UIKit's `NSDiffableDataSourceSectionTransaction`.
public struct DiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
}
