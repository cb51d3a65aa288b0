import Foundation

/// A view that presents data in a single column of rows, grouped in sections, as UIKit's
/// `UITableView`: a vertical scroll view whose data source gives the rows' cells and whose
/// delegate gives heights, header and footer views and takes selection.
///
/// The table asks its data source for counts when it first lays out (or after `reloadData()`)
/// and keeps them until a reload or a batch update; it makes cells only for the rows on screen,
/// measures rows of automatic height when they are shown, and reuses cells that scroll away.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The height that asks the table to size rows, headers and footers itself (and, as an
    /// estimate, to estimate them). Its value is −1.
    nonisolated public static let automaticDimension: CGFloat = -1
    /// Posted after the user changed the selection (not for programmatic selection).
    nonisolated public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")
    /// A section index title that shows the search icon.
    nonisolated public static let indexSearch = "{search}"

    /// The corner radius of an inset-grouped section's card.
    static let insetGroupedCornerRadius: CGFloat = 10

    /// The table's style, set when it is created.
    public let style: Style

    /// Creates a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        finishInit()
    }

    /// Creates a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a plain table (there are no archives to decode).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        finishInit()
    }

    private func finishInit() {
        alwaysBounceVertical = true
        isMultipleTouchEnabled = false
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        installSwipeActionsPan()
        addGestureRecognizer(reorderControlRecognizer)
        installMultipleSelectionPan()
        installContextMenuInteraction()
    }

    // MARK: Data source and delegate

    /// The object that gives the table its sections, rows and cells. Setting it reloads the data.
    open weak var dataSource: UITableViewDataSource? {
        didSet {
            isDrivenByDiffableDataSource = dataSource is TableDiffableDataSource
            dataSourceLacksCommit = false
            setNeedsReload()
        }
    }

    /// The delegate, when it adopts `UITableViewDelegate`.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// The object told about rows coming near the screen, to load their data ahead.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?

    /// Whether the prefetch data source is told about rows ahead of the screen (iOS 15). Default true.
    open var isPrefetchingEnabled = true

    // MARK: Heights

    /// The height of each row when the delegate gives none; `automaticDimension` (the default)
    /// sizes each row to its cell. A value below 0 other than `automaticDimension` is invalid.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            guard rowHeight != oldValue else { return }
            if !(rowHeight >= 0 || rowHeight == UITableView.automaticDimension) {
                raiseException(.invalidArgumentException, "Invalid table view rowHeight (\(Self.format(rowHeight))). Value must be at least 0.0, or UITableViewAutomaticDimension.")
            }
            setNeedsGeometry()
        }
    }

    /// The estimate of each row's height before it is shown; `automaticDimension` (the default)
    /// estimates, 0 turns estimation off (every height is asked at once).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsGeometry(oldValue != estimatedRowHeight) } }
    /// The height of section headers when the delegate gives none. Default `automaticDimension`.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsGeometry(oldValue != sectionHeaderHeight) } }
    /// The height of section footers when the delegate gives none. Default `automaticDimension`.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsGeometry(oldValue != sectionFooterHeight) } }
    /// The estimate of section headers' heights. Default `automaticDimension`. The table sizes
    /// headers when its data loads (sections are few), so it needs no estimate; the value is kept.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimate of section footers' heights. Default `automaticDimension`; kept, as the
    /// header's.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The space above each section header (iOS 15): `automaticDimension` (the default) is 22
    /// points in plain tables and none in grouped ones. Negative values become `automaticDimension`.
    open var sectionHeaderTopPadding: CGFloat {
        get { storedSectionHeaderTopPadding }
        set {
            storedSectionHeaderTopPadding = newValue >= 0 ? newValue : UITableView.automaticDimension
            setNeedsGeometry()
        }
    }
    private var storedSectionHeaderTopPadding = UITableView.automaticDimension

    /// The height of the filler rows a plain table draws below its last row (iOS 15): 0 (the
    /// default in plain tables) draws none, `automaticDimension` the last row's height.
    open var fillerRowHeight: CGFloat {
        get { storedFillerRowHeight }
        set {
            storedFillerRowHeight = newValue >= 0 ? newValue : UITableView.automaticDimension
            setNeedsLayout()
        }
    }
    private var storedFillerRowHeight: CGFloat = 0

    // MARK: Separators

    /// The style of the separators between rows. Default `.singleLine`.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsGeometry(oldValue != separatorStyle) }
    }
    /// The color of the separators. Default `.separator`.
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsCellMetrics() }
    }
    /// The default inset of the rows' separators; cells that set their own keep theirs. By
    /// default the leading inset follows the cells' text (16 points, or after an image).
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: cellSideMargin, bottom: 0, right: 0) }
        set { storedSeparatorInset = newValue; setNeedsCellMetrics() }
    }
    /// The inset the app set, nil while the automatic one applies.
    var storedSeparatorInset: UIEdgeInsets?
    /// What `separatorInset` is measured from. Default `.fromCellEdges`.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges {
        didSet { setNeedsCellMetrics() }
    }

    /// Whether the cells' side margins widen to keep their content in the readable width (672
    /// points, centred). Default false.
    open var cellLayoutMarginsFollowReadableWidth = false {
        didSet { setNeedsCellMetrics() }
    }
    /// Whether the cells' content views are inset by the safe area. Default true.
    open var insetsContentViewsToSafeArea = true {
        didSet { setNeedsCellMetrics() }
    }

    // MARK: Views

    /// The view behind the table's content, sized to the table; it does not scroll.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The view above the first section. The table keeps its height and gives it the table's
    /// width.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsGeometry()
        }
    }

    /// The view below the last section. The table keeps its height and gives it the table's width.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsGeometry()
        }
    }

    // MARK: Section index

    /// The least number of rows for which the section index shows. Default 0.
    open var sectionIndexMinimumDisplayRowCount = 0
    /// The color of the section index's titles. Default nil: the tint color.
    open var sectionIndexColor: UIColor?
    /// The background of the section index while it is not touched. Default nil: clear.
    open var sectionIndexBackgroundColor: UIColor?
    /// The background of the section index while it is touched. Default nil: clear.
    open var sectionIndexTrackingBackgroundColor: UIColor?

    // MARK: Selection

    /// Whether the user can select rows outside editing. Default true; false also turns off
    /// `allowsMultipleSelection`.
    open var allowsSelection = true {
        didSet { if !allowsSelection { allowsMultipleSelection = false } }
    }
    /// Whether the user can select rows while the table edits. Default false; false also turns
    /// off `allowsMultipleSelectionDuringEditing`.
    open var allowsSelectionDuringEditing = false {
        didSet { if !allowsSelectionDuringEditing { allowsMultipleSelectionDuringEditing = false } }
    }
    /// Whether the user can select several rows outside editing. Default false; turning it off
    /// clears the selection (no delegate calls).
    open var allowsMultipleSelection = false {
        didSet {
            if allowsMultipleSelection { allowsSelection = true }
            if !allowsMultipleSelection && oldValue && !isEditing { clearSelection() }
        }
    }
    /// Whether the user can select several rows while the table edits. Default false.
    open var allowsMultipleSelectionDuringEditing = false {
        didSet { if allowsMultipleSelectionDuringEditing { allowsSelectionDuringEditing = true } }
    }

    // MARK: Editing

    /// Whether the table is in editing mode. Setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    var editingState = false

    /// Turns editing mode on or off: each visible cell enters or leaves editing with its row's
    /// editing style; the selection is cleared unless multiple selection during editing keeps it.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        editingState = editing
        cellMetricsGeneration &+= 1
        closeSwipe(animated: false)
        if reordering != nil { cancelReorder() }
        if !(editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection) { clearSelection() }
        for (path, cell) in visibleCellsByPath { applyEditing(to: cell, at: path, animated: animated) }
        setNeedsLayout()
    }

    // MARK: Focus

    // Keyboard focus (UITableView+Focus.swift).

    /// Whether rows can become focused (the delegate's `canFocusRowAt` decides first). Default true.
    open var allowsFocus = true
    /// Whether rows can become focused while the table edits. Default false.
    open var allowsFocusDuringEditing = false
    /// Whether focus entering the table goes back to the row focused last. Default false.
    open var remembersLastFocusedIndexPath = false
    /// Whether a row is selected when focus moves to it. Default false.
    open var selectionFollowsFocus = false

    // MARK: Layout and touches

    /// Builds the geometry when needed, shows the cells of the rows on screen (measuring rows
    /// of automatic height), and places the headers, footers and table header and footer views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutTable()
    }

    override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        if oldBounds.width != bounds.width { setNeedsGeometry() }
        setNeedsLayout()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsGeometry()
    }

    /// The table's width and the height of its content, at most `size.height`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        loadGeometryIfNeeded()
        return CGSize(width: size.width, height: min(size.height, CGFloat(geometry.contentHeight)))
    }

    /// A touch on a row highlights it; other touches go to the next responder.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if event?.buttonMask == .secondary || !trackTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    /// The highlighted row is selected when the touch lifts on it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    /// A cancelled touch (a scroll began) removes the highlight and selects nothing.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    /// A drag along the section index moves through the index instead of scrolling.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, let bar = sectionIndexBar, bar.superview === self,
           bar.bounds.contains(bar.convert(gestureRecognizer.location(in: self), from: self)) {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }


    // MARK: Data

    /// Reloads everything: the visible cells go back to their queues, the selection is cleared,
    /// and the counts and heights are asked again at the next layout.
    open func reloadData() {
        setNeedsReload()
    }

    /// Asks the data source for the section index titles again.
    open func reloadSectionIndexTitles() {
        reloadSectionIndex()
    }

    /// The number of sections, as last loaded from the data source.
    open var numberOfSections: Int {
        loadGeometryIfNeeded()
        return geometry.numberOfSections
    }

    /// The number of rows in `section`, as last loaded from the data source.
    open func numberOfRows(inSection section: Int) -> Int {
        loadGeometryIfNeeded()
        guard section >= 0 && section < geometry.numberOfSections else {
            raiseException(.internalInconsistencyException, "request for number of rows in section (\(section)) when there are only \(geometry.numberOfSections) sections in table view")
        }
        return geometry.numberOfRows(in: section)
    }

    // MARK: Registration and reuse

    /// Registers a cell class (a `UITableViewCell` subclass) for an identifier; nil removes the
    /// registration. Cells are made with `init(style: .default, reuseIdentifier:)`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerCell(cellClass, identifier: identifier)
    }

    /// Registers a nib (a factory here) that makes cells for an identifier.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registerCell(nib, identifier: identifier)
    }

    /// Registers a header or footer view class (a `UITableViewHeaderFooterView` subclass).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooter(aClass, identifier: identifier)
    }

    /// Registers a nib (a factory here) that makes header or footer views for an identifier.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooter(nib, identifier: identifier)
    }

    /// A queued cell for the identifier, a new one of the registered class, or nil when the
    /// identifier has neither (then make one with `init(style:reuseIdentifier:)`).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueCell(identifier, for: nil)
    }

    /// A cell for the row, from the queue or the registration, with the table's metrics
    /// applied. The identifier must be registered.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueCell(identifier, for: indexPath) else {
            raiseException(.internalInconsistencyException, "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// A queued header or footer view for the identifier, a new one of the registered class,
    /// or nil when the identifier is not registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterPool.dequeue(identifier) { $0.prepareForReuse() }
    }

    // MARK: Geometry

    /// The rectangle of the whole section: its header padding, header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        checkSection(section)
        let data = geometry.sections[section]
        return CGRect(x: 0, y: CGFloat(geometry.sectionTop(section)), width: bounds.width, height: CGFloat(data.height))
    }

    /// The rectangle of the section's header, in the table (where it would be without floating).
    open func rectForHeader(inSection section: Int) -> CGRect {
        checkSection(section)
        return naturalFrame(ofHeaderIn: section)
    }

    /// The rectangle of the section's footer.
    open func rectForFooter(inSection section: Int) -> CGRect {
        checkSection(section)
        return naturalFrame(ofFooterIn: section)
    }

    /// The rectangle of the row, in the table.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadGeometryIfNeeded()
        guard isValid(indexPath) else {
            raiseException(.rangeException, "request for rect at invalid index path (\(indexPath.updateMessageDescription))")
        }
        return frameOfRow(indexPath)
    }

    /// The row at `point` (in the table), nil outside every row (a header, a footer, the padding).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadGeometryIfNeeded()
        let (x, width) = rowFrameX
        guard point.x >= x, point.x < x + width else { return nil }
        return geometry.row(at: Double(point.y))
    }

    /// The row a visible cell shows, nil for a cell the table does not show.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The rows that share a point with `rect`, top to bottom; nil when there are none.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadGeometryIfNeeded()
        var paths: [IndexPath] = []
        geometry.forEachRow(from: Double(rect.minY), to: Double(rect.maxY)) { paths.append($0) }
        return paths.isEmpty ? nil : paths
    }

    /// The cell showing the row, nil when the row is not on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByPath[indexPath]
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows on screen, top to bottom; nil when there are none.
    open var indexPathsForVisibleRows: [IndexPath]? {
        let paths = visibleCellsByPath.keys.sorted()
        return paths.isEmpty ? nil : paths
    }

    /// The header view shown for the section, nil when it is not on screen (or not a
    /// `UITableViewHeaderFooterView`).
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for the section, nil when it is not on screen.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Scrolling

    /// Scrolls so that the row is at `scrollPosition` (`.none`: as little as shows it).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toRow: indexPath, at: scrollPosition, animated: animated)
    }

    /// Scrolls to the selected row nearest the top (nothing without a selection).
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let path = indexPathForSelectedRow else { return }
        scroll(toRow: path, at: scrollPosition, animated: animated)
    }

    // MARK: Selection

    /// The selected row, the first in table order when several are selected.
    open var indexPathForSelectedRow: IndexPath? { selection.ordered.min() }

    /// The selected rows, nil when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? { selection.isEmpty ? nil : selection.ordered.sorted() }

    /// Selects the row (nil clears the selection) and scrolls it to `scrollPosition`, without
    /// telling the delegate or posting `selectionDidChangeNotification`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectProgrammatically(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the row without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselect(indexPath, animated: animated)
    }

    // MARK: Updates

    /// Starts a group of inserts, deletes, reloads and moves applied together by `endUpdates()`.
    open func beginUpdates() {
        beginRecordingUpdates()
    }

    /// Applies the inserts, deletes, reloads and moves since `beginUpdates()`.
    open func endUpdates() {
        endRecordingUpdates()
    }

    /// Applies the inserts, deletes, reloads and moves `updates` makes, together, then calls
    /// `completion` (iOS 11).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginRecordingUpdates()
        updates?()
        if let completion { recording.completions.append(completion) }
        endRecordingUpdates()
    }

    /// Inserts sections (the data source must already have them).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(sections.map(UpdateOperation.insertSection), animation: animation)
    }

    /// Deletes sections (the data source must no longer have them).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(sections.map(UpdateOperation.deleteSection), animation: animation)
    }

    /// Reloads sections: their rows' cells are asked for again.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(sections.map(UpdateOperation.reloadSection), animation: animation)
    }

    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record([.moveSection(from: section, to: newSection)], animation: .automatic)
    }

    /// Inserts rows (the data source must already have them).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(indexPaths.map(UpdateOperation.insertItem), animation: animation)
    }

    /// Deletes rows (the data source must no longer have them).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(indexPaths.map(UpdateOperation.deleteItem), animation: animation)
    }

    /// Reloads rows: their cells are asked for again.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(indexPaths.map(UpdateOperation.reloadItem), animation: animation)
    }

    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record([.moveItem(from: indexPath, to: newIndexPath)], animation: .automatic)
    }

    /// Asks the data source again for the cells of the visible rows among `indexPaths`, which
    /// must return the same cells (dequeued for the row): their content updates in place (iOS 15).
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        reconfigure(indexPaths)
    }

    // MARK: Drag and drop (DragAndDrop/)

    /// The delegate that gives the rows to drag. Setting one installs the long press that lifts
    /// rows (0.5 s).
    open weak var dragDelegate: UITableViewDragDelegate? { get { dragDrop.dragDelegate } set { installDragDelegate(newValue) } }
    /// The delegate that incorporates dropped items. Without one, rows dragged within the table
    /// are still moved through the data source's `tableView(_:moveRowAt:to:)`.
    open weak var dropDelegate: UITableViewDropDelegate? { get { dragDrop.dropDelegate } set { dragDrop.dropDelegate = newValue } }
    /// Whether the table lets rows be dragged. Default true (UIKit: true on iPad, false on
    /// iPhone; here as on iPad, as the collection view). A drag still needs a drag delegate.
    open var dragInteractionEnabled: Bool { get { dragDrop.dragInteractionEnabled } set { dragDrop.dragInteractionEnabled = newValue } }
    /// Whether a drag of this table's rows is in progress.
    open var hasActiveDrag: Bool { ActiveDrag.current?.source === self }
    /// Whether a drag is over the table as a drop target (or being dropped into it).
    open var hasActiveDrop: Bool { ActiveDrag.current?.target === self }
    /// Whether the table shows rows the data source does not have: the gap of a hovering drop,
    /// or drop placeholders not committed or deleted yet.
    open var hasUncommittedUpdates: Bool { dragDrop.gap != nil || !dragDrop.placeholders.isEmpty }

    /// The interaction that shows the rows' context menus (iOS 14): dismiss its menu with
    /// `dismissMenu()`, update it with `updateVisibleMenu(_:)`.
    open var contextMenuInteraction: UIContextMenuInteraction? { builtInContextMenuInteraction }

    // MARK: State

    /// The counts and positions of the sections and rows, built from the data source.
    var geometry = TableGeometry()
    /// Whether the data must be asked for again before the next use.
    var needsReload = true
    /// Whether the heights must be computed again (a height setting changed).
    var needsGeometry = false
    var cellPool = TableReusePool<UITableViewCell>()
    var headerFooterPool = TableReusePool<UITableViewHeaderFooterView>()
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Header and footer views made while sizing, kept for display.
    var preparedHeaders: [Int: UIView] = [:]
    var preparedFooters: [Int: UIView] = [:]
    /// The view that measures grouped titles.
    lazy var sizingTitleView = UITableViewHeaderFooterView(reuseIdentifier: nil)
    var selection = SelectionModel()
    var highlightedPath: IndexPath?
    /// The touch the table follows: on a row, on a cell's control, or closing swipe actions.
    var trackedTouch: TrackedTableTouch?
    /// The batch update being recorded (UITableView+Updates.swift).
    var recording = TableUpdateRecording()
    /// The row whose cell the data source is being asked for, and whether it dequeued one for it.
    var rowBeingAsked: (path: IndexPath, dequeued: Bool)?
    /// The cell `dequeueReusableCell` returns while `reconfigureRows(at:)` asks for it again.
    var cellBeingReconfigured: UITableViewCell?
    /// Set by the delegate's default `heightForRowAt`: every row takes `rowHeight`.
    var delegateLeavesRowHeights = false
    /// Set by the delegate's default `estimatedHeightForRowAt`.
    var delegateLeavesEstimatedRowHeights = false
    /// Set by the data source's default `commit`: it does not commit deletions.
    var dataSourceLacksCommit = false
    /// Set by the data source's default `moveRowAt`: it does not move rows.
    var dataSourceLacksMove = false
    /// Drag and drop: delegates, the lifting gesture, the gap and placeholders.
    let dragDrop = TableDragDropState()
    /// The row swiped to reveal its actions (or its delete confirmation).
    var rowSwipe: RowSwipe?
    /// The pan that swipes rows.
    let swipeActionsPan = SwipeActionsPanGestureRecognizer()
    /// The row with keyboard focus, and the row focused last.
    var focusedRow: IndexPath?
    var lastFocusedRow: IndexPath?
    /// The two-finger (or Shift-drag) pan that selects several rows, and its progress.
    let multipleSelectionPan = MultipleSelectionPanGestureRecognizer()
    var multipleSelection: MultipleSelectionPan?
    /// The section index along the trailing edge, while the data source gives titles.
    var sectionIndexBar: TableIndexBar?
    /// The rows the prefetch data source was told about and not shown yet.
    var prefetchedRows: Set<IndexPath> = []
    /// The offset of the last prefetch pass, for the direction of scrolling.
    var lastPrefetchOffsetY: CGFloat = 0
    /// The separators of the filler rows below the last row of a plain table.
    var fillerSeparators: [UIView] = []
    /// The row being reordered by its reorder control, and the recognizer that moves it.
    var reordering: TableReorder?
    let reorderControlRecognizer = ReorderControlGestureRecognizer()
    /// Counts changes to what the table gives its cells (cells remember the count they took).
    var cellMetricsGeneration = 0
    /// The rows a layout pass shows, kept between passes to allocate nothing.
    var shownRows: Set<IndexPath> = []
    /// The rows whose cells leave in a layout pass (kept to reuse its storage).
    var rowsLeaving: [IndexPath] = []
    /// The data source a diffable data source is, which is the only one allowed to update.
    var isDrivenByDiffableDataSource = false
    /// Whether the diffable data source is applying a snapshot (its updates are allowed).
    var isApplyingSnapshot = false
}
