// Issue 31 with issue 27: a subclass of each table class the project provides (UITableView,
// UITableViewCell, UITableViewHeaderFooterView, UITableViewController), overriding the members
// UIKit's Swift interface marks `open`, with the signature iOS code writes; each calls `super`.
// It must COMPILE in Swift 6 and Swift 5 language modes.
import UIKit

/// UITableView (UITableView.h).
@MainActor
final class OverridesTableView: UITableView {
    override init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame, style: style) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override weak var dataSource: UITableViewDataSource? { get { super.dataSource } set { super.dataSource = newValue } }
    override weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
        get { super.prefetchDataSource } set { super.prefetchDataSource = newValue }
    }
    override var isPrefetchingEnabled: Bool { get { super.isPrefetchingEnabled } set { super.isPrefetchingEnabled = newValue } }
    override var rowHeight: CGFloat { get { super.rowHeight } set { super.rowHeight = newValue } }
    override var estimatedRowHeight: CGFloat { get { super.estimatedRowHeight } set { super.estimatedRowHeight = newValue } }
    override var sectionHeaderHeight: CGFloat { get { super.sectionHeaderHeight } set { super.sectionHeaderHeight = newValue } }
    override var sectionFooterHeight: CGFloat { get { super.sectionFooterHeight } set { super.sectionFooterHeight = newValue } }
    override var estimatedSectionHeaderHeight: CGFloat {
        get { super.estimatedSectionHeaderHeight } set { super.estimatedSectionHeaderHeight = newValue }
    }
    override var estimatedSectionFooterHeight: CGFloat {
        get { super.estimatedSectionFooterHeight } set { super.estimatedSectionFooterHeight = newValue }
    }
    override var sectionHeaderTopPadding: CGFloat { get { super.sectionHeaderTopPadding } set { super.sectionHeaderTopPadding = newValue } }
    override var fillerRowHeight: CGFloat { get { super.fillerRowHeight } set { super.fillerRowHeight = newValue } }
    override var separatorStyle: UITableViewCell.SeparatorStyle { get { super.separatorStyle } set { super.separatorStyle = newValue } }
    override var separatorColor: UIColor? { get { super.separatorColor } set { super.separatorColor = newValue } }
    override var separatorInset: UIEdgeInsets { get { super.separatorInset } set { super.separatorInset = newValue } }
    override var separatorInsetReference: UITableView.SeparatorInsetReference {
        get { super.separatorInsetReference } set { super.separatorInsetReference = newValue }
    }
    override var cellLayoutMarginsFollowReadableWidth: Bool {
        get { super.cellLayoutMarginsFollowReadableWidth } set { super.cellLayoutMarginsFollowReadableWidth = newValue }
    }
    override var insetsContentViewsToSafeArea: Bool {
        get { super.insetsContentViewsToSafeArea } set { super.insetsContentViewsToSafeArea = newValue }
    }
    override var backgroundView: UIView? { get { super.backgroundView } set { super.backgroundView = newValue } }
    override var tableHeaderView: UIView? { get { super.tableHeaderView } set { super.tableHeaderView = newValue } }
    override var tableFooterView: UIView? { get { super.tableFooterView } set { super.tableFooterView = newValue } }
    override var sectionIndexMinimumDisplayRowCount: Int {
        get { super.sectionIndexMinimumDisplayRowCount } set { super.sectionIndexMinimumDisplayRowCount = newValue }
    }
    override var sectionIndexColor: UIColor? { get { super.sectionIndexColor } set { super.sectionIndexColor = newValue } }
    override var sectionIndexBackgroundColor: UIColor? {
        get { super.sectionIndexBackgroundColor } set { super.sectionIndexBackgroundColor = newValue }
    }
    override var sectionIndexTrackingBackgroundColor: UIColor? {
        get { super.sectionIndexTrackingBackgroundColor } set { super.sectionIndexTrackingBackgroundColor = newValue }
    }
    override var allowsSelection: Bool { get { super.allowsSelection } set { super.allowsSelection = newValue } }
    override var allowsSelectionDuringEditing: Bool {
        get { super.allowsSelectionDuringEditing } set { super.allowsSelectionDuringEditing = newValue }
    }
    override var allowsMultipleSelection: Bool { get { super.allowsMultipleSelection } set { super.allowsMultipleSelection = newValue } }
    override var allowsMultipleSelectionDuringEditing: Bool {
        get { super.allowsMultipleSelectionDuringEditing } set { super.allowsMultipleSelectionDuringEditing = newValue }
    }
    override var isEditing: Bool { get { super.isEditing } set { super.isEditing = newValue } }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override var allowsFocus: Bool { get { super.allowsFocus } set { super.allowsFocus = newValue } }
    override var allowsFocusDuringEditing: Bool { get { super.allowsFocusDuringEditing } set { super.allowsFocusDuringEditing = newValue } }
    override var remembersLastFocusedIndexPath: Bool {
        get { super.remembersLastFocusedIndexPath } set { super.remembersLastFocusedIndexPath = newValue }
    }
    override var selectionFollowsFocus: Bool { get { super.selectionFollowsFocus } set { super.selectionFollowsFocus = newValue } }
    override func reloadData() { super.reloadData() }
    override func reloadSectionIndexTitles() { super.reloadSectionIndexTitles() }
    override var numberOfSections: Int { super.numberOfSections }
    override func numberOfRows(inSection section: Int) -> Int { super.numberOfRows(inSection: section) }
    override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        super.register(cellClass, forCellReuseIdentifier: identifier)
    }
    override func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) { super.register(nib, forCellReuseIdentifier: identifier) }
    override func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        super.register(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }
    override func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        super.register(nib, forHeaderFooterViewReuseIdentifier: identifier)
    }
    override func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        super.dequeueReusableCell(withIdentifier: identifier)
    }
    override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    override func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        super.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }
    override func rect(forSection section: Int) -> CGRect { super.rect(forSection: section) }
    override func rectForHeader(inSection section: Int) -> CGRect { super.rectForHeader(inSection: section) }
    override func rectForFooter(inSection section: Int) -> CGRect { super.rectForFooter(inSection: section) }
    override func rectForRow(at indexPath: IndexPath) -> CGRect { super.rectForRow(at: indexPath) }
    override func indexPathForRow(at point: CGPoint) -> IndexPath? { super.indexPathForRow(at: point) }
    override func indexPath(for cell: UITableViewCell) -> IndexPath? { super.indexPath(for: cell) }
    override func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { super.indexPathsForRows(in: rect) }
    override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { super.cellForRow(at: indexPath) }
    override var visibleCells: [UITableViewCell] { super.visibleCells }
    override var indexPathsForVisibleRows: [IndexPath]? { super.indexPathsForVisibleRows }
    override func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { super.headerView(forSection: section) }
    override func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { super.footerView(forSection: section) }
    override func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        super.scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
    override func scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        super.scrollToNearestSelectedRow(at: scrollPosition, animated: animated)
    }
    override var indexPathForSelectedRow: IndexPath? { super.indexPathForSelectedRow }
    override var indexPathsForSelectedRows: [IndexPath]? { super.indexPathsForSelectedRows }
    override func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        super.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    override func deselectRow(at indexPath: IndexPath, animated: Bool) { super.deselectRow(at: indexPath, animated: animated) }
    override func beginUpdates() { super.beginUpdates() }
    override func endUpdates() { super.endUpdates() }
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        super.performBatchUpdates(updates, completion: completion)
    }
    override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { super.insertSections(sections, with: animation) }
    override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { super.deleteSections(sections, with: animation) }
    override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { super.reloadSections(sections, with: animation) }
    override func moveSection(_ section: Int, toSection newSection: Int) { super.moveSection(section, toSection: newSection) }
    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { super.insertRows(at: indexPaths, with: animation) }
    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { super.deleteRows(at: indexPaths, with: animation) }
    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { super.reloadRows(at: indexPaths, with: animation) }
    override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { super.moveRow(at: indexPath, to: newIndexPath) }
    override func reconfigureRows(at indexPaths: [IndexPath]) { super.reconfigureRows(at: indexPaths) }
    override var hasUncommittedUpdates: Bool { super.hasUncommittedUpdates }
    override var dragDelegate: UITableViewDragDelegate? { get { super.dragDelegate } set { super.dragDelegate = newValue } }
    override var dropDelegate: UITableViewDropDelegate? { get { super.dropDelegate } set { super.dropDelegate = newValue } }
    override var dragInteractionEnabled: Bool { get { super.dragInteractionEnabled } set { super.dragInteractionEnabled = newValue } }
    override var hasActiveDrag: Bool { super.hasActiveDrag }
    override var hasActiveDrop: Bool { super.hasActiveDrop }
    override var contextMenuInteraction: UIContextMenuInteraction? { super.contextMenuInteraction }
}

/// UITableViewCell (UITableViewCell.h).
@MainActor
final class OverridesTableViewCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var reuseIdentifier: String? { super.reuseIdentifier }
    override func prepareForReuse() { super.prepareForReuse() }
    override var contentView: UIView { super.contentView }
    override var textLabel: UILabel? { super.textLabel }
    override var detailTextLabel: UILabel? { super.detailTextLabel }
    override var imageView: UIImageView? { super.imageView }
    override var backgroundView: UIView? { get { super.backgroundView } set { super.backgroundView = newValue } }
    override var selectedBackgroundView: UIView? { get { super.selectedBackgroundView } set { super.selectedBackgroundView = newValue } }
    override var multipleSelectionBackgroundView: UIView? {
        get { super.multipleSelectionBackgroundView } set { super.multipleSelectionBackgroundView = newValue }
    }
    override var selectionStyle: UITableViewCell.SelectionStyle { get { super.selectionStyle } set { super.selectionStyle = newValue } }
    override var isSelected: Bool { get { super.isSelected } set { super.isSelected = newValue } }
    override var isHighlighted: Bool { get { super.isHighlighted } set { super.isHighlighted = newValue } }
    override func setSelected(_ selected: Bool, animated: Bool) { super.setSelected(selected, animated: animated) }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) { super.setHighlighted(highlighted, animated: animated) }
    override var editingStyle: UITableViewCell.EditingStyle { super.editingStyle }
    override var showsReorderControl: Bool { get { super.showsReorderControl } set { super.showsReorderControl = newValue } }
    override var shouldIndentWhileEditing: Bool { get { super.shouldIndentWhileEditing } set { super.shouldIndentWhileEditing = newValue } }
    override var accessoryType: UITableViewCell.AccessoryType { get { super.accessoryType } set { super.accessoryType = newValue } }
    override var accessoryView: UIView? { get { super.accessoryView } set { super.accessoryView = newValue } }
    override var editingAccessoryType: UITableViewCell.AccessoryType {
        get { super.editingAccessoryType } set { super.editingAccessoryType = newValue }
    }
    override var editingAccessoryView: UIView? { get { super.editingAccessoryView } set { super.editingAccessoryView = newValue } }
    override var indentationLevel: Int { get { super.indentationLevel } set { super.indentationLevel = newValue } }
    override var indentationWidth: CGFloat { get { super.indentationWidth } set { super.indentationWidth = newValue } }
    override var separatorInset: UIEdgeInsets { get { super.separatorInset } set { super.separatorInset = newValue } }
    override var isEditing: Bool { get { super.isEditing } set { super.isEditing = newValue } }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override var showingDeleteConfirmation: Bool { super.showingDeleteConfirmation }
    override var focusStyle: UITableViewCell.FocusStyle { get { super.focusStyle } set { super.focusStyle = newValue } }
    override func willTransition(to state: UITableViewCell.StateMask) { super.willTransition(to: state) }
    override func didTransition(to state: UITableViewCell.StateMask) { super.didTransition(to: state) }
    override func dragStateDidChange(_ dragState: UITableViewCell.DragState) { super.dragStateDidChange(dragState) }
    override var userInteractionEnabledWhileDragging: Bool {
        get { super.userInteractionEnabledWhileDragging } set { super.userInteractionEnabledWhileDragging = newValue }
    }
    override var configurationState: UICellConfigurationState { super.configurationState }
    override func setNeedsUpdateConfiguration() { super.setNeedsUpdateConfiguration() }
    override func updateConfiguration(using state: UICellConfigurationState) { super.updateConfiguration(using: state) }
    override var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? {
        get { super.configurationUpdateHandler } set { super.configurationUpdateHandler = newValue }
    }
    override func defaultContentConfiguration() -> UIListContentConfiguration { super.defaultContentConfiguration() }
    override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { super.defaultBackgroundConfiguration() }
    override var contentConfiguration: UIContentConfiguration? { get { super.contentConfiguration } set { super.contentConfiguration = newValue } }
    override var automaticallyUpdatesContentConfiguration: Bool {
        get { super.automaticallyUpdatesContentConfiguration } set { super.automaticallyUpdatesContentConfiguration = newValue }
    }
    override var backgroundConfiguration: UIBackgroundConfiguration? {
        get { super.backgroundConfiguration } set { super.backgroundConfiguration = newValue }
    }
    override var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { super.automaticallyUpdatesBackgroundConfiguration } set { super.automaticallyUpdatesBackgroundConfiguration = newValue }
    }
}

/// UITableViewHeaderFooterView (UITableViewHeaderFooterView.h).
@MainActor
final class OverridesTableViewHeaderFooterView: UITableViewHeaderFooterView {
    override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var reuseIdentifier: String? { super.reuseIdentifier }
    override func prepareForReuse() { super.prepareForReuse() }
    override var contentView: UIView { super.contentView }
    override var textLabel: UILabel? { super.textLabel }
    override var detailTextLabel: UILabel? { super.detailTextLabel }
    override var backgroundView: UIView? { get { super.backgroundView } set { super.backgroundView = newValue } }
    override var configurationState: UIViewConfigurationState { super.configurationState }
    override func setNeedsUpdateConfiguration() { super.setNeedsUpdateConfiguration() }
    override func updateConfiguration(using state: UIViewConfigurationState) { super.updateConfiguration(using: state) }
    override func defaultContentConfiguration() -> UIListContentConfiguration { super.defaultContentConfiguration() }
    override var contentConfiguration: UIContentConfiguration? { get { super.contentConfiguration } set { super.contentConfiguration = newValue } }
    override var backgroundConfiguration: UIBackgroundConfiguration? {
        get { super.backgroundConfiguration } set { super.backgroundConfiguration = newValue }
    }
}

/// UITableViewController (UITableViewController.h), and the data source and delegate methods a
/// subclass overrides.
@MainActor
final class OverridesTableViewController: UITableViewController {
    override init(style: UITableView.Style) { super.init(style: style) }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var tableView: UITableView! { get { super.tableView } set { super.tableView = newValue } }
    override var clearsSelectionOnViewWillAppear: Bool {
        get { super.clearsSelectionOnViewWillAppear } set { super.clearsSelectionOnViewWillAppear = newValue }
    }
    override var refreshControl: UIRefreshControl? { get { super.refreshControl } set { super.refreshControl = newValue } }
    override func numberOfSections(in tableView: UITableView) -> Int { super.numberOfSections(in: tableView) }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? { nil }
    override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
                            with coordinator: UIFocusAnimationCoordinator) {}
    override func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
    override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { true }
    override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
}

@MainActor
func overridesTableViewShape() {
    let controller = OverridesTableViewController(style: .insetGrouped)
    controller.loadViewIfNeeded()
    let tableView = OverridesTableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    tableView.register(OverridesTableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.register(OverridesTableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    tableView.dataSource = controller
    tableView.delegate = controller
    tableView.layoutIfNeeded()
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    header?.textLabel?.text = "Header"
    header?.layoutIfNeeded()
    tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .middle)
    tableView.setEditing(true, animated: false)
    tableView.layoutIfNeeded()
    _ = (tableView.visibleCells.count, tableView.indexPathForSelectedRow, controller.tableView.style)
}
