import Foundation

/// An object that manages an ordered collection of data items and presents them using
/// customizable layouts, as UIKit's `UICollectionView`.
///
/// The data source provides counts and views; the layout places them. The collection view asks
/// for counts lazily and keeps them until `reloadData()` (or a batch update) tells it the data
/// changed, so `numberOfItems(inSection:)` reports what the collection view currently shows.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Constants that indicate the type of a layout element.
    public enum ElementCategory: UInt, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    /// Constants that indicate the direction of scrolling for a layout.
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }

    /// The kind of a flow layout's section header supplementary view.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footer supplementary view.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    var layout: UICollectionViewLayout
    /// Item counts per section, as last loaded from the data source; nil until needed.
    var loadedCounts: [Int]?
    var reusePool = ReusePool()

    // The visible set (UICollectionView+Display.swift).
    var visibleCellViews = ItemMap<UICollectionViewCell>()
    /// Cells a display pass takes off screen, kept between passes to allocate nothing.
    var leavingCells: [(section: Int, item: Int)] = []
    var visibleOtherViews: [ElementKey: UICollectionReusableView] = [:]
    /// Whether the collection view is in editing mode (iOS 14): list cells show their editing
    /// accessories (delete, reorder...). Default false.
    open var isEditing = false {
        didSet { if isEditing != oldValue { editingDidChange() } }
    }

    /// The list row swiped to reveal its actions.
    var rowSwipe: RowSwipe?

    /// The background color taken from the layout (a list's), while the app sets none.
    var adoptedLayoutBackgroundColor: UIColor?
    /// The adjusted content inset or the safe area changed: the layout is invalidated at the
    /// next layout pass, not while the change is made (a layout may set the insets itself).
    var layoutNeedsInvalidationForInsets = false
    /// What a bounds change invalidates, applied once the new bounds are in place.
    var boundsChangeInvalidation: UICollectionViewLayoutInvalidationContext?
    /// Whether self-sizing cells that invalidate their intrinsic size are sized again (iOS 16; `SelfSizingInvalidation`).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// The displayed views that asked to be sized again, in the order they asked.
    var viewsNeedingSelfSizing: [UICollectionReusableView] = []
    /// The index along the trailing edge (`indexTitles(for:)`), and whether to ask for its titles.
    var indexBar: TableIndexBar?
    var indexTitlesNeedReload = true

    /// Whether orthogonal scroll views came or went since the last display pass: displayed views
    /// may have to move between them and the collection view.
    var orthogonalHostsChanged = false

    /// The scroll views of the orthogonally scrolling sections near the visible bounds.
    var orthogonalScrollViews: [Int: OrthogonalScrollView] = [:]
    var displayGeneration = 0
    /// Attributes objects of cells that left the screen, for the fast path to reuse.
    var spareAttributes: [UICollectionViewLayoutAttributes] = []
    /// The frame of the view being made, for a dequeue that must create one.
    var frameForNextDequeue: CGRect?
    /// The elements a display pass found, kept between passes to allocate nothing.
    var pendingElements: [PendingElement] = []

    // Selection (UICollectionView+Selection.swift).
    var selection = SelectionModel()
    var highlightedIndexPath: IndexPath?

    // Batch updates (UICollectionView+Updates.swift).
    var updateDepth = 0
    var recordedOperations: [UpdateOperation] = []
    /// A batch valid by construction (a snapshot diff) recorded in the running batch.
    var recordedValidBatch: ValidBatch?
    var pendingUpdateCompletions: [(Bool) -> Void] = []
    var reloadRequestedDuringUpdate = false
    /// The cell that `dequeueReusableCell` returns while `reconfigureItems(at:)` asks the data
    /// source for it again.
    var cellBeingReconfigured: UICollectionViewCell?

    /// The interactive layout change in progress (UICollectionView+LayoutChange.swift).
    var interactiveTransition: InteractiveTransition?
    /// The interactive movement in progress (UICollectionView+Reordering.swift).
    var interactiveMovement: InteractiveMovement?
    /// Drag and drop: delegates, settings, the drop gap and placeholders (UICollectionView+DragAndDrop.swift).
    let dragDrop = CollectionViewDragDropState()

    // Prefetching (UICollectionView+Prefetching.swift).
    /// Whether cells for the items just ahead of the visible area in the scroll direction are
    /// made before they appear. Default true.
    open var isPrefetchingEnabled = true
    /// The object that is told about items coming near the screen and moving away.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    /// Cells made ahead of time, not shown yet.
    var preparedCells = ItemMap<UICollectionViewCell>()
    /// The items the prefetch data source was told about.
    var prefetchedItems: Set<IndexPath> = []
    var lastDisplayedOffset: CGPoint = .zero
    /// Stamps the prepared cells found ahead by a pass (the others are dropped).
    var prefetchGeneration = 0
    var prefetchDirection: CGPoint = .zero
    /// Items found ahead of the screen, kept between passes to allocate nothing.
    var aheadElements: [PendingElement] = []

    /// The mirror between the layout's coordinates and the collection view's, nil unless the
    /// layout flips in this direction (UICollectionView+LayoutMirroring.swift).
    var layoutMirror: LayoutMirror?

    /// Receives the error of an invalid batch update (UIKit's message) after the collection view
    /// recovered by reloading its data. Nil by default; the message also goes to `Diagnostics`.
    open var invalidUpdateHandler: ((CollectionViewUpdateError) -> Void)?

    /// Whether an invalid batch update traps with UIKit's message, as UIKit does, instead of
    /// recovering. Default false; turn it on while debugging.
    open var trapsOnInvalidUpdates = false

    /// Whether users can select items. Default true.
    open var allowsSelection = true
    /// Whether users can select more than one item outside editing mode. Default false.
    open var allowsMultipleSelection = false {
        didSet { if !isEditing { reduceSelectionIfSingle() } }
    }
    /// Whether users can select items while the collection view is in editing mode. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether users can select more than one item simultaneously in editing mode (which also
    /// lets them select while editing). Default false.
    open var allowsMultipleSelectionDuringEditing = false {
        didSet { if isEditing { reduceSelectionIfSingle() } }
    }

    /// Creates a collection view with the specified frame and layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        finishInit()
    }

    /// Creates a collection view with a flow layout (there are no archives to decode).
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        finishInit()
    }

    /// The object that provides the data for the collection view.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The delegate, when it adopts `UICollectionViewDelegate`.
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// The view behind the cells, sized to the bounds; it does not scroll.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The layout used to organize the collected view's items. Setting it is
    /// `setCollectionViewLayout(_:animated:)` without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Changes the collection view's layout.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the collection view's layout and calls `completion` when done. Animated, every
    /// view moves from its old attributes to its new ones, and the content offset to where the
    /// new layout (and the delegate) wants it.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        changeLayout(to: layout, animated: animated, completion: completion)
    }

    /// The block `startInteractiveTransition(to:completion:)` calls at the end of the transition:
    /// whether it completed, whether the animation finished.
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// Starts an interactive change to `layout`: the collection view switches to a transition
    /// layout (the delegate's, or a `UICollectionViewTransitionLayout`) whose `transitionProgress`
    /// the caller drives, then calls `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
    open func startInteractiveTransition(to layout: UICollectionViewLayout,
                                         completion: LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        beginInteractiveTransition(to: layout, completion: completion)
    }
    /// Ends the interactive transition at the new layout, animating the rest of the way.
    open func finishInteractiveTransition() { endInteractiveTransition(completing: true) }
    /// Ends the interactive transition back at the old layout, animating the rest of the way.
    open func cancelInteractiveTransition() { endInteractiveTransition(completing: false) }

    // MARK: Touches (UICollectionView+Touches.swift)

    /// The touch that highlights an item (or that a tap on the background closes swipe
    /// actions with); touches elsewhere go up the responder chain.
    var trackedTouch: TrackedCollectionTouch?
    /// The pan that swipes list rows to reveal their actions.
    let swipeActionsPan = SwipeActionsPanGestureRecognizer()
    /// The two-finger (or Shift-drag) pan that selects several items, and its progress.
    let multipleSelectionPan = MultipleSelectionPanGestureRecognizer()
    var multipleSelection: MultipleSelectionPan?
    /// The focus settings and the focused item (UICollectionView+Focus.swift).
    var focus = CollectionFocus()

    // MARK: Focus, drag and drop, context menus (UICollectionView+Focus.swift, +DragAndDrop.swift, +ContextMenu.swift)

    /// Whether the items can become focused (the delegate's `canFocusItemAt` decides first).
    /// UIKit picks the default by platform; here it is true, as on iPad with a keyboard.
    open var allowsFocus: Bool { get { focus.allowsFocus } set { focus.allowsFocus = newValue } }
    /// Whether the items can become focused while the collection view is editing. Default false.
    open var allowsFocusDuringEditing: Bool { get { focus.allowsFocusDuringEditing } set { focus.allowsFocusDuringEditing = newValue } }
    /// Whether an item is selected when focus moves to it (the delegate's
    /// `selectionFollowsFocusForItemAt` decides per item). Default false here.
    open var selectionFollowsFocus: Bool { get { focus.selectionFollowsFocus } set { focus.selectionFollowsFocus = newValue } }
    /// Whether focus entering the collection view goes back to the item focused last. Default false.
    open var remembersLastFocusedIndexPath: Bool {
        get { focus.remembersLastFocusedIndexPath }
        set { focus.remembersLastFocusedIndexPath = newValue }
    }
    /// The delegate that gives the items to drag. Setting one installs the long press that lifts
    /// items (0.5 s, as the long press of UIKit's drag on iPhone).
    open var dragDelegate: UICollectionViewDragDelegate? { get { dragDrop.dragDelegate } set { installDragDelegate(newValue) } }
    /// The delegate that incorporates dropped items.
    open var dropDelegate: UICollectionViewDropDelegate? { get { dragDrop.dropDelegate } set { dragDrop.dropDelegate = newValue } }
    /// Whether the collection view lets items be dragged. Default true, as UIKit since iOS 15. A
    /// drag still needs a drag delegate; while both are set, the drag takes the long press that
    /// `UICollectionViewController`'s standard reordering gesture would otherwise take.
    open var dragInteractionEnabled: Bool { get { dragDrop.dragInteractionEnabled } set { dragDrop.dragInteractionEnabled = newValue } }
    /// The speed at which items move aside to show where a drop would go. Default `.immediate`.
    open var reorderingCadence: ReorderingCadence { get { dragDrop.reorderingCadence } set { dragDrop.reorderingCadence = newValue } }
    /// Whether a drag of this collection view's items is in progress.
    open var hasActiveDrag: Bool { ActiveDrag.current?.source === self }
    /// Whether a drag is over the collection view as a drop target (or being dropped into it).
    open var hasActiveDrop: Bool { ActiveDrag.current?.target === self }
    /// Whether the collection view shows items the data source does not have: the gap of a
    /// hovering drop, or drop placeholders not committed or deleted yet.
    open var hasUncommittedUpdates: Bool { dragDrop.overlay != nil }
    /// The interaction that shows the collection view's context menus (iOS 14): present its menu
    /// with it, dismiss it with `dismissMenu()`, update it with `updateVisibleMenu(_:)`.
    open var contextMenuInteraction: UIContextMenuInteraction? { builtInContextMenuInteraction }

    /// A touch on an item highlights it; other touches go to the next responder.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A secondary click asks for a context menu: it neither highlights nor selects.
        if event?.buttonMask == .secondary || !trackTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isTracking(touches) { super.touchesMoved(touches, with: event) }
    }

    /// The highlighted item is selected when the touch lifts on it (a list cell's accessory or
    /// open swipe actions take the tap first).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    /// A cancelled touch (a scroll began) removes the highlight and selects nothing.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    /// The standard reordering gesture begins only on an item the data source lets move.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer is InteractiveMovementGestureRecognizer { return canBeginStandardMovement(gestureRecognizer) }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Data

    /// The number of sections, as last loaded from the data source: 1 when the data source does
    /// not implement `numberOfSections(in:)`, and one empty section without a data source.
    open var numberOfSections: Int { counts.count }

    /// The number of items in `section`, as last loaded from the data source.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = self.counts
        guard section >= 0 && section < counts.count else {
            raiseException(.internalInconsistencyException, "request for number of items in section \(section) when there are only \(counts.count) sections in the collection view")
        }
        return counts[section]
    }

    /// Reloads all of the data: the visible views go back to the reuse queues, the selection
    /// is cleared, counts are asked again and the layout is invalidated with
    /// `invalidateEverything` and `invalidateDataSourceCounts`.
    open func reloadData() { reloadAllData() }

    // MARK: Registration and reuse

    /// Registers a class for creating new cells; nil removes the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        register(cellClass, key: ReusePool.Key(category: .cell, kind: nil, identifier: identifier))
    }

    /// Registers a class for creating supplementary views of `elementKind`; nil removes it.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        register(viewClass, key: ReusePool.Key(category: .supplementaryView, kind: elementKind, identifier: identifier))
    }

    /// Registers a nib (a view recipe) for creating new cells; nil removes the registration.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        reusePool.register(nib?.source(requiring: UICollectionViewCell.self),
                           for: ReusePool.Key(category: .cell, kind: nil, identifier: identifier))
    }

    /// Registers a nib (a view recipe) for creating supplementary views of `kind`.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        reusePool.register(nib?.source(requiring: UICollectionReusableView.self),
                           for: ReusePool.Key(category: .supplementaryView, kind: kind, identifier: identifier))
    }

    /// A reusable cell located by its identifier: a queued cell (after `prepareForReuse()`) or a
    /// new one of the registered class. Dequeuing an unregistered identifier is a programmer
    /// error and traps with UIKit's message.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier {
            cellBeingReconfigured = nil
            return cell
        }
        let key = ReusePool.Key(category: .cell, kind: nil, identifier: identifier)
        guard let cell = dequeue(key, at: indexPath) as? UICollectionViewCell else {
            raiseException(.internalInconsistencyException, key.unregisteredMessage)
        }
        return cell
    }

    /// A reusable supplementary view located by its kind and identifier.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = ReusePool.Key(category: .supplementaryView, kind: elementKind, identifier: identifier)
        guard let view = dequeue(key, at: indexPath) else {
            raiseException(.internalInconsistencyException, key.unregisteredMessage)
        }
        return view
    }

    // MARK: Layout

    /// Prepares the layout when it was invalidated, takes the content size from it, and brings
    /// the visible views up to date. Self-sizing views that change the layout get another pass
    /// (at most eight).
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        var passes = 0
        sizePendingViewsAgain()
        repeat {
            prepareLayoutIfNeeded()
            updateVisibleElements()
            passes += 1
        } while layout.needsPrepare && passes < 8
        adoptLayoutBackgroundColor()
        placeIndexBar()
    }

    override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        setNeedsLayout()
        if let context = boundsChangeInvalidation {
            boundsChangeInvalidation = nil
            layout.invalidateLayout(with: context)
        }
    }

    /// Asks the layout where a drag should stop (a carousel snaps an item to the centre).
    override func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        prepareLayoutIfNeeded()
        return layoutTargetContentOffset(forProposed: proposed, velocity: velocity)
    }

    /// The layout is asked with the old bounds in place, and invalidated with the new ones, as
    /// UIKit does: a layout that sets the content offset while invalidated does not recurse.
    override func boundsWillChange(to newBounds: CGRect) {
        super.boundsWillChange(to: newBounds)
        guard layout.collectionView === self, layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        boundsChangeInvalidation = layout.invalidationContext(forBoundsChange: newBounds)
    }

    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        layoutNeedsInvalidationForInsets = true
        setNeedsLayout()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        layoutNeedsInvalidationForInsets = true
        setNeedsLayout()
    }

    /// A change of direction lays the views out again, mirrored or not.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { if semanticContentAttribute != oldValue { setNeedsLayout() } }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.layoutDirection != traitCollection.layoutDirection { setNeedsLayout() }
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        layout.invalidateLayout()
    }

    /// The scale factor from points to pixels; the layout rounds frame origins to it.
    open override var contentScaleFactor: CGFloat {
        didSet { if contentScaleFactor != oldValue { layout.invalidateLayout() } }
    }

    // MARK: Overridable members (implemented in UICollectionView+Queries.swift)

    /// The visible cells, in index-path order.
    open var visibleCells: [UICollectionViewCell] { defaultVisibleCells }

    /// The index paths of the visible items, sorted.
    open var indexPathsForVisibleItems: [IndexPath] { defaultIndexPathsForVisibleItems }

    /// The visible cell at `indexPath`, or nil when the item is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        return defaultCellForItem(at: indexPath)
    }

    /// The index path of a visible cell, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        return defaultIndexPath(for: cell)
    }

    /// The index path of a visible supplementary view (iOS 15), or nil.
    open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        defaultIndexPath(forSupplementaryView: supplementaryView)
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        return defaultSupplementaryView(forElementKind: elementKind, at: indexPath)
    }

    /// The visible supplementary views of `elementKind`, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        return defaultVisibleSupplementaryViews(ofKind: elementKind)
    }

    /// The index paths of the visible supplementary views of `elementKind`, sorted.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        return defaultIndexPathsForVisibleSupplementaryElements(ofKind: elementKind)
    }

    /// The index path of the item at `point` (in the collection view's coordinates: content
    /// coordinates), the frontmost when items overlap; nil when there is none.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        return defaultIndexPathForItem(at: point)
    }

    /// The layout's attributes for the item at `indexPath`: a mirrored copy when the layout's
    /// frames are mirrored (right to left), as UIKit returns.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return defaultLayoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`, mirrored as
    /// `layoutAttributesForItem(at:)`'s are.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        return defaultLayoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)
    }

    /// Scrolls the collection view so that the item is at `scrollPosition` (or just visible, for
    /// an empty position), within the scrollable range. Asking for an item that does not exist
    /// is a programmer error and traps with UIKit's message.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        defaultScrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Overridable members (implemented in UICollectionView+Selection.swift)

    /// The index paths of the selected items, in the order they were selected; empty when none.
    open var indexPathsForSelectedItems: [IndexPath]? { defaultIndexPathsForSelectedItems }

    /// Selects the item at `indexPath` (nil clears the selection) and scrolls it to
    /// `scrollPosition`. Without multiple selection, other items are deselected. The delegate's
    /// selection methods are not called, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        defaultSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the item at `indexPath`. The delegate is not told, as in UIKit.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        defaultDeselectItem(at: indexPath, animated: animated)
    }

    // MARK: Overridable members (implemented in UICollectionView+Updates.swift)

    /// Animates multiple insert, delete, reload, and move operations as a group. The calls made
    /// in `updates` are recorded and applied when it returns (nested calls join the outermost
    /// batch); `completion` runs once, when the animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        defaultPerformBatchUpdates(updates, completion: completion)
    }

    /// Inserts new items at the specified index paths (after-update positions).
    open func insertItems(at indexPaths: [IndexPath]) {
        defaultInsertItems(at: indexPaths)
    }

    /// Deletes the items at the specified index paths (before-update positions).
    open func deleteItems(at indexPaths: [IndexPath]) {
        defaultDeleteItems(at: indexPaths)
    }

    /// Reloads the items at the specified index paths: each is deleted and inserted again.
    open func reloadItems(at indexPaths: [IndexPath]) {
        defaultReloadItems(at: indexPaths)
    }

    /// Moves an item from one location to another.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        defaultMoveItem(at: indexPath, to: newIndexPath)
    }

    /// Inserts new sections at the specified indexes.
    open func insertSections(_ sections: IndexSet) {
        defaultInsertSections(sections)
    }

    /// Deletes the sections at the specified indexes.
    open func deleteSections(_ sections: IndexSet) {
        defaultDeleteSections(sections)
    }

    /// Reloads the sections at the specified indexes.
    open func reloadSections(_ sections: IndexSet) {
        defaultReloadSections(sections)
    }

    /// Moves a section from one location to another.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        defaultMoveSection(section, toSection: newSection)
    }

    // MARK: Overridable members (implemented in UICollectionView+Reconfigure.swift)

    /// Updates the data of the items at `indexPaths` while keeping their cells, as UIKit's
    /// `reconfigureItems(at:)`: the data source's `collectionView(_:cellForItemAt:)` is asked
    /// again, and dequeuing the item's reuse identifier there returns the existing cell, without
    /// `prepareForReuse()`. Items not on screen are left alone (a cell prepared ahead of the
    /// screen goes back to the queue): they are configured when they appear. Call it outside
    /// `performBatchUpdates`, with the index paths of the current data.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        defaultReconfigureItems(at: indexPaths)
    }

    // MARK: Overridable members (implemented in UICollectionView+Reordering.swift)

    /// Starts moving the item at `indexPath` interactively. Returns false (and does nothing) when
    /// the data source does not allow the move, or another movement is running.
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        return defaultBeginInteractiveMovementForItem(at: indexPath)
    }

    /// Moves the item to `targetPosition` (content coordinates). When the layout (and the
    /// delegate) place it at another index path, the other items animate to make room.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        defaultUpdateInteractiveMovementTargetPosition(targetPosition)
    }

    /// Ends the movement: the data source moves the item from where it started to where it is,
    /// and the item animates into its place.
    open func endInteractiveMovement() {
        defaultEndInteractiveMovement()
    }

    /// Cancels the movement: the item and the others animate back; the data source is not told.
    open func cancelInteractiveMovement() {
        defaultCancelInteractiveMovement()
    }
}
