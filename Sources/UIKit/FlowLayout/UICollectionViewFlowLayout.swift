import Foundation

/// A layout object that organizes items into a grid with optional header and footer views for
/// each section, as UIKit's `UICollectionViewFlowLayout`, with UIKit's real numbers
/// (`spec/flow-layout.md`).
///
/// Items flow along lines (rows when scrolling vertically, columns when horizontally); a line
/// holds as many items as fit. A section whose items share one size is a closed-form grid; other
/// sections are broken greedily into lines. Sizes, insets and spacings come from the properties
/// or, per section or item, from the collection view's delegate when it adopts
/// `UICollectionViewDelegateFlowLayout`.
///
/// Setting a property to a new value invalidates the layout; the layout recomputes lazily, before
/// it next answers a query, so a subclass may set properties in `prepare()`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Constants that describe the reference point of the section insets.
    public enum SectionInsetReference: Int, Sendable {
        /// Section insets are relative to the collection view's adjusted content inset.
        case fromContentInset = 0
        /// Section insets are relative to the safe area.
        case fromSafeArea = 1
        /// Section insets are relative to the layout margins.
        case fromLayoutMargins = 2
    }

    /// A placeholder for `estimatedItemSize`: cells size themselves, starting from the average
    /// of the sizes measured so far.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude,
                                                         height: CGFloat.greatestFiniteMagnitude)

    /// The scroll direction of the grid. Default `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateIfChanged(oldValue != scrollDirection) }
    }

    /// The default size to use for cells. Default 50×50.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateIfChanged(oldValue != itemSize) }
    }

    /// The estimated size of cells; a non-zero value makes cells self-sizing. Default `.zero`.
    open var estimatedItemSize: CGSize = .zero {
        didSet { invalidateIfChanged(oldValue != estimatedItemSize) }
    }

    /// The minimum spacing between lines of items. Default 10.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateIfChanged(oldValue != minimumLineSpacing) }
    }

    /// The minimum spacing between items in the same line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateIfChanged(oldValue != minimumInteritemSpacing) }
    }

    /// The margins used to lay out content in a section. Default zero.
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateIfChanged(oldValue != sectionInset) }
    }

    /// The boundary that section insets are defined in relation to. Default `.fromContentInset`.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { invalidateIfChanged(oldValue != sectionInsetReference) }
    }

    /// The default size of section headers; only the height (width when scrolling
    /// horizontally) is used. Default zero: no headers.
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateIfChanged(oldValue != headerReferenceSize) }
    }

    /// The default size of section footers, as for headers. Default zero: no footers.
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateIfChanged(oldValue != footerReferenceSize) }
    }

    /// Whether headers pin to the top of the visible bounds while their section scrolls by.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateIfChanged(oldValue != sectionHeadersPinToVisibleBounds) }
    }

    /// Whether footers pin to the bottom of the visible bounds while their section scrolls by.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateIfChanged(oldValue != sectionFootersPinToVisibleBounds) }
    }

    // MARK: State

    /// The solved layout.
    var solution = FlowLayoutSolution(environment: FlowEnvironment())
    /// What must be recomputed before the next answer.
    var pendingWork = FlowPendingWork.all
    /// The section metrics last read from the delegate or properties, before they were adjusted
    /// by the environment.
    var sectionMetrics: [FlowSectionMetrics] = []
    /// Item sizes to ask the delegate for again, and sizes self-sizing cells preferred, since
    /// the last solve.
    var pendingItems = FlowItemUpdates()
    /// Sizes self-sizing cells preferred, kept until the data changes.
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// Set by the delegate protocol's default `sizeForItemAt`: the delegate does not size items.
    var delegateLeftItemSizeToLayout = false
    /// Messages already logged.
    var log = LogOnce()
    /// Whether `solveIfNeeded()` is running.
    var isSolving = false
    /// The attribute objects the last rect query returned, made over by the next one where the
    /// caller no longer holds them.
    var recentAttributes = AttributesRecycler()

    override var readsUpdateItems: Bool { type(of: self) != UICollectionViewFlowLayout.self }

    /// True: in a right-to-left collection view the collection view mirrors the flow layout's
    /// frames, so lines fill from the right and a horizontal flow starts at its right end, as
    /// UIKit's flow layout shows them. (UIKit's flow layout answers false and reverses its
    /// lines itself; the frames on screen are the same, see docs/design-notes.md.)
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func invalidateIfChanged(_ changed: Bool) {
        if changed { invalidateLayout() }
    }

    /// Bytes the solved layout keeps (its arrays' capacities and per-section records), for
    /// benchmarks that report memory per item.
    @_spi(Benchmarks) public var storedByteCount: Int {
        solveIfNeeded()
        return solution.storedByteCount + sectionMetrics.capacity * MemoryLayout<FlowSectionMetrics>.stride
    }

    open override class var invalidationContextClass: AnyClass {
        UICollectionViewFlowLayoutInvalidationContext.self
    }

    // MARK: Providing layout attributes

    open override func prepare() {
        super.prepare()
        solveIfNeeded()
    }

    open override var collectionViewContentSize: CGSize {
        solveIfNeeded()
        return solution.contentSize
    }

    /// Attributes for every cell, header and footer whose frame intersects `rect` (edges
    /// included): all cells in index-path order, then headers, then footers. Never decoration
    /// views. As in UIKit, items are found through the sections whose frames touch `rect`, so
    /// the part of an item wider than its line that sticks out of the section is found only
    /// together with the section. - Complexity: O(log n + k).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        solveIfNeeded()
        return elementAttributes(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        solveIfNeeded()
        guard indexPath.count == 2, let frame = solution.itemFrame(section: indexPath.section, item: indexPath.item) else {
            return nil
        }
        return itemAttributes(indexPath, frame: frame)
    }

    /// The header or footer of `indexPath.section` (the item is ignored), pinned when pinning is
    /// on; nil when the section has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        solveIfNeeded()
        guard indexPath.count >= 1 else { return nil }
        return supplementaryAttributes(ofKind: elementKind, section: indexPath.section)
    }

    override var asksPreferredAttributes: Bool { isSelfSizing }

    override func forEachDisplayElement(
        in rect: CGRect, _ body: (UICollectionView.ElementCategory, String?, Int, Int, CGRect, Int) -> Void
    ) -> Bool {
        enumerateDisplayElements(in: rect, body)
    }

    // MARK: Invalidation

    /// True when the bounds move or resize across the lines (x or width when scrolling
    /// vertically), or when a pinned header or footer is in the old or new bounds; plain
    /// scrolling does not invalidate.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return crossAxisChanged(from: collectionView.bounds, to: newBounds)
            || !pinnedSupplementaryPaths(around: collectionView.bounds, newBounds).isEmpty
    }

    /// A context with both flow flags false, except `invalidateFlowLayoutAttributes` when the
    /// bounds change across the lines, naming the pinned headers and footers in view.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext,
              let collectionView
        else { return context }
        flowContext.invalidateFlowLayoutDelegateMetrics = false
        flowContext.invalidateFlowLayoutAttributes = crossAxisChanged(from: collectionView.bounds, to: newBounds)
        for (kind, paths) in pinnedSupplementaryPaths(around: collectionView.bounds, newBounds) {
            flowContext.invalidateSupplementaryElements(ofKind: kind, at: paths)
        }
        return flowContext
    }

    /// Records what `context` invalidates, honouring `invalidateFlowLayoutDelegateMetrics` and
    /// `invalidateFlowLayoutAttributes`; the work happens before the next answer.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        recordInvalidation(context)
        super.invalidateLayout(with: context)
    }

    /// True for a self-sizing cell whose preferred size differs from the one laid out.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        isSelfSizing && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    /// A context that invalidates the self-sizing item with its new size and carries the change
    /// of the content size (and of the offset, for an item before the visible area).
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        guard let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext else { return context }
        fillPreferredSizeContext(flowContext, preferred: preferredAttributes, original: originalAttributes)
        return flowContext
    }
}

/// Per-item changes waiting for the next solve.
struct FlowItemUpdates {
    /// Items whose size the delegate is asked for again.
    var requery: Set<IndexPath> = []
    /// Items with a new size (self-sizing).
    var sizes: [IndexPath: CGSize] = [:]

    var isEmpty: Bool { requery.isEmpty && sizes.isEmpty }
}

/// What a flow layout must recompute before it answers again.
struct FlowPendingWork: OptionSet {
    let rawValue: Int
    /// Ask the delegate (or the properties) for every section's metrics and item sizes.
    static let delegateMetrics = FlowPendingWork(rawValue: 1 << 0)
    /// Recompute every frame from the metrics kept.
    static let frames = FlowPendingWork(rawValue: 1 << 1)
    static let all: FlowPendingWork = [.delegateMetrics, .frames]
}
