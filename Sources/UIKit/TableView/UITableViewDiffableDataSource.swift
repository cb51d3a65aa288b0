import Foundation

/// A table data source driven by snapshots, as UIKit's `UITableViewDiffableDataSource` (iOS 13):
/// it becomes the table's data source, makes cells with the cell provider, and `apply` diffs the
/// current snapshot against a new one and performs the difference as one batch update with
/// `defaultRowAnimation`. Subclass it to give titles, editing and moving (its methods are open).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource, TableDiffableDataSource
{
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell for an item: dequeue a cell and configure it.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// The animation of inserted, deleted and reloaded rows when a snapshot is applied with
    /// animation. Default `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates a data source for `tableView` (it becomes its data source) with the provider
    /// that makes its cells.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// Shows `snapshot`: the difference from the current one becomes one batch update (animated
    /// when `animatingDifferences` is true; iOS 15 diffs without animation otherwise), and
    /// `completion` runs when it is done.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let changes = snapshot.changes(from: current)
        guard let tableView, tableView.dataSource === self else {
            if let tableView {
                Diagnostics.report("Attempted to apply updates to a table view from a UITableViewDiffableDataSource, but the table view's dataSource is not the UITableViewDiffableDataSource. Table view: \(tableView)")
            }
            current = snapshot.unmarked
            completion?()
            return
        }
        guard !changes.isEmpty || !changes.reconfigured.isEmpty else {
            current = snapshot.unmarked
            completion?()
            return
        }
        let perform = {
            tableView.isApplyingSnapshot = true
            let valid = changes.validBatch(before: self.current.sectionItems.map(\.count), after: snapshot.sectionItems.map(\.count))
            tableView.performBatchUpdates({
                self.current = snapshot.unmarked
                if let valid {
                    tableView.record(valid, animation: self.defaultRowAnimation)
                } else {
                    tableView.record(changes.operations, animation: self.defaultRowAnimation)
                }
            }, completion: { _ in completion?() })
            if !changes.reconfigured.isEmpty { tableView.reconfigureRows(at: changes.reconfiguredItems) }
            tableView.isApplyingSnapshot = false
        }
        if animatingDifferences { perform() } else { UIView.performWithoutAnimation(perform) }
    }

    /// Shows `snapshot` without diffing: the table reloads its data (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.unmarked
        tableView?.reloadData()
        completion?()
    }

    /// A copy of the current snapshot.
    open func snapshot() -> Snapshot { current }

    /// The item at `indexPath`, or nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// The index path of an item, or nil when the current snapshot does not hold it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.slot(of: itemIdentifier)?.indexPath
    }

    /// The section at `index`, or nil (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// The index of a section, or nil (iOS 15).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.sectionIDs.firstIndex(of: sectionIdentifier)
    }

    // MARK: Data source

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.sectionItems.indices.contains(section) ? current.sectionItems[section].count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            raiseException(.internalInconsistencyException, "UITableView dataSource returned a nil cell for row at index path: \(indexPath.updateMessageDescription). Table view: \(tableView), dataSource: \(self)")
        }
        return cell
    }

    /// No header titles: subclass to give them.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer titles: subclass to give them.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No row is editable: subclass to allow editing (and commit the edits).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing: subclass to delete or insert items (apply a snapshot without them).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// No row can move: subclass to allow reordering.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// No section index: subclass to give one.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    /// The user moved a row: the current snapshot takes the move.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath), current.sectionIDs.indices.contains(destinationIndexPath.section) else { return }
        let destinationSection = current.sectionIDs[destinationIndexPath.section]
        current.deleteItems([item])
        let remaining = current.sectionItems[destinationIndexPath.section]
        if destinationIndexPath.row < remaining.count {
            current.insertItems([item], beforeItem: remaining[destinationIndexPath.row])
        } else {
            current.appendItems([item], toSection: destinationSection)
        }
    }
}

/// A diffable data source, which alone may update the table it drives.
@MainActor
protocol TableDiffableDataSource: AnyObject {}
