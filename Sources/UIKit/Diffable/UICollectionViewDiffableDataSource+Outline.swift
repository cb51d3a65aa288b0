import Foundation

extension UICollectionViewDiffableDataSource {
    /// The handlers that decide and observe the expanding and collapsing of outline items (iOS 14),
    /// as UIKit's `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
    public struct SectionSnapshotHandlers<Item> {
        /// Whether an item may expand; nil allows all.
        public var shouldExpandItem: (@MainActor (Item) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: (@MainActor (Item) -> Void)?
        /// Whether an item may collapse; nil allows all.
        public var shouldCollapseItem: (@MainActor (Item) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: (@MainActor (Item) -> Void)?
        /// The section snapshot to show when a parent expands (to load its children lazily).
        public var snapshotForExpandingParent: (@MainActor (Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
            -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?

        public init() {}
    }

    /// Expands or collapses the outline item at `indexPath`, asking the section snapshot handlers,
    /// and applies the section's new outline animated. Parents only: leaves do nothing.
    func toggleOutline(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return }
        var outline = snapshot(for: section)
        guard outline.contains(item), !outline.snapshot(of: item, includingParent: false).items.isEmpty else { return }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            outline.expand([item])
            if let expanding = handlers.snapshotForExpandingParent { outline = expanding(item, outline) }
        }
        apply(outline, to: section, animatingDifferences: true)
    }

    /// Tells the visible cells whether their items are expanded.
    func refreshExpansionStates() {
        guard let collectionView = collectionViewForOutline else { return }
        for path in collectionView.indexPathsForVisibleItems {
            guard let item = itemIdentifier(for: path), let cell = collectionView.cellForItem(at: path) else { continue }
            cell.isExpandedState = isExpandedOutlineItem(item, inSection: path.section)
        }
    }

    /// The depth of an outline item (list cells indent by it), nil outside outlines.
    func outlineLevel(of item: ItemIdentifierType, inSection section: Int) -> Int? {
        guard let identifier = sectionIdentifier(for: section), let outline = sectionSnapshots[identifier],
              outline.contains(item)
        else { return nil }
        return outline.level(of: item)
    }

    /// Whether the item at `indexPath` is an expanded outline parent.
    func isExpandedOutlineItem(_ item: ItemIdentifierType, inSection section: Int) -> Bool {
        guard let identifier = sectionIdentifier(for: section), let outline = sectionSnapshots[identifier] else { return false }
        return outline.contains(item) && outline.isExpanded(item)
    }
}

/// A data source whose outline items a list cell's disclosure can expand and collapse.
@MainActor
protocol OutlineToggling: AnyObject {
    func toggleOutline(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource: OutlineToggling {}
