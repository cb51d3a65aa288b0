import Foundation

/// A collection view data source driven by snapshots, as UIKit's
/// `UICollectionViewDiffableDataSource`: it becomes the collection view's data source, makes
/// cells with the cell provider, and `apply` diffs the current snapshot against a new one and
/// performs the difference as one animated batch update.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource
{
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Makes the cell for an item: dequeue a cell and configure it.
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view: dequeue one of the kind and configure it.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    /// The collection view, for the outline extension.
    var collectionViewForOutline: UICollectionView? { collectionView }
    private let cellProvider: CellProvider
    /// Makes the supplementary views (headers, footers…) the layout asks for.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// The handlers that let the user reorder items (through the collection view's interactive
    /// movement); without `canReorderItem` nothing can be reordered.
    public var reorderingHandlers = ReorderingHandlers()
    /// The handlers of expanding and collapsing outline items (iOS 14).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    var current = Snapshot()
    var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
    private var isApplying = false
    /// Applies asked for during an apply, and completions of an apply that finished at once:
    /// they run when the apply returns.
    private var afterApplying: [() -> Void] = []

    /// Creates a data source for `collectionView` (it becomes its data source) with the
    /// provider that makes its cells.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the difference from the current one becomes one batch update, animated
    /// when `animatingDifferences` is true; `completion` runs when it has finished (at once when
    /// nothing changed).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard !isApplying else {
            SnapshotMessage.reentrantApply.report()
            afterApplying.append { [weak self] in self?.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion) }
            return
        }
        isApplying = true
        defer { finishApplying() }
        let changes = snapshot.changes(from: current)
        guard let collectionView, !changes.isEmpty || !changes.reconfigured.isEmpty else {
            current = snapshot.unmarked
            if let completion { afterApplying.append(completion) }
            return
        }
        let valid = changes.validBatch(before: current.sectionItems.map(\.count), after: snapshot.sectionItems.map(\.count))
        let perform = {
            collectionView.performBatchUpdates({
                self.current = snapshot.unmarked
                if let valid { collectionView.record(valid) } else { collectionView.record(changes.operations) }
            }, completion: { _ in
                guard let completion else { return }
                if self.isApplying { self.afterApplying.append(completion) } else { completion() }
            })
            if !changes.reconfigured.isEmpty { collectionView.reconfigureItems(at: changes.reconfiguredItems) }
        }
        if animatingDifferences { perform() } else { UIView.performWithoutAnimation(perform) }
    }

    /// Shows a section as an outline: the section (added at the end if new) shows the section
    /// snapshot's visible items, through `apply(_:animatingDifferences:completion:)`.
    open func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        var next = current
        if let index = next.indexOfSection(section) {
            next.deleteItems(next.sectionItems[index].elements)
        } else {
            next.appendSections([section])
        }
        next.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(next, animatingDifferences: animatingDifferences, completion: completion)
        refreshExpansionStates()
    }

    /// The outline last applied to a section, or its items as root items.
    open func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        let items = current.indexOfSection(section).map { current.sectionItems[$0].elements } ?? []
        if let outline = sectionSnapshots[section], outline.visibleItems == items { return outline }
        return SectionSnapshot(flat: items)
    }

    /// Shows `snapshot` without diffing: the collection view reloads its data.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.unmarked
        collectionView?.reloadData()
        completion?()
    }

    /// A copy of the current snapshot (without reload or reconfigure marks).
    open func snapshot() -> Snapshot {
        current
    }

    /// The item at `indexPath`, or nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// The index path of an item, or nil when the current snapshot does not hold it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.slot(of: itemIdentifier)?.indexPath
    }

    /// The section at `index`, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// The index of a section, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.sectionIDs.firstIndex(of: sectionIdentifier)
    }

    private func finishApplying() {
        isApplying = false
        while !afterApplying.isEmpty, !isApplying {
            afterApplying.removeFirst()()
        }
    }

    // MARK: Data source

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        current.numberOfSections
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sectionItems.indices.contains(section) ? current.sectionItems[section].count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            raiseException(.internalInconsistencyException, "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), dataSource: \(self)")
        }
        cell.isExpandedState = isExpandedOutlineItem(item, inSection: indexPath.section)
        if let listCell = cell as? UICollectionViewListCell, let level = outlineLevel(of: item, inSection: indexPath.section) {
            listCell.indentationLevel = level
        }
        return cell
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            raiseException(.internalInconsistencyException, "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), \(indexPath)) was nil: set the diffable data source's supplementaryViewProvider")
        }
        return view
    }

    /// The index titles (iOS 14): none unless a subclass gives them.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The item a touched index title scrolls to: a subclass that gives index titles answers it.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        UICollectionView.missingIndexPathForIndexTitle(in: self)
    }

    // MARK: Reordering

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// The user moved an item: the snapshot takes the move, and the reordering handlers hear of
    /// it with the transaction.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let item = itemIdentifier(for: sourceIndexPath),
              current.sectionIDs.indices.contains(destinationIndexPath.section) else { return }
        let initial = current
        var final = current
        let destinationSection = final.sectionIDs[destinationIndexPath.section]
        final.deleteItems([item])
        let remaining = final.sectionItems[destinationIndexPath.section]
        if destinationIndexPath.item < remaining.count {
            final.insertItems([item], beforeItem: remaining[destinationIndexPath.item])
        } else {
            final.appendItems([item], toSection: destinationSection)
        }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        for section in [initial.sectionIDs[sourceIndexPath.section], destinationSection] where sectionSnapshots[section] != nil {
            sectionSnapshots[section] = nil
        }
        reorderingHandlers.didReorder?(transaction)
    }
}
