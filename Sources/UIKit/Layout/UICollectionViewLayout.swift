import Foundation

/// An abstract base class for generating layout information for a collection view, as UIKit's
/// `UICollectionViewLayout`.
///
/// A layout decides where every cell, supplementary view and decoration view goes, and hands that
/// to the collection view as `UICollectionViewLayoutAttributes`. Subclasses override at least
/// `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)`, and usually `prepare()`. Every override point has UIKit's
/// default behaviour, so a subclass overrides only what it needs.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// Prepares the object after it was loaded from a nib. On Linux there are no nib files: it
    /// is called after a `UINib` stand-in's recipe made the object (`UINib(instantiate:)`,
    /// `UINib.register(name:_:)`), and never otherwise. Overrides call `super`.
    open func awakeFromNib() {}

    /// Called by Interface Builder when it draws a designable object; Interface Builder does
    /// not run on Linux, so it is never called.
    open func prepareForInterfaceBuilder() {}

    /// The collection view object currently using this layout object. Read-only, as UIKit's:
    /// a subclass may override it with a narrower type (`super.collectionView as? MyView`).
    open var collectionView: UICollectionView? { attachedCollectionView }
    /// The collection view that set this layout; `collectionView` reads it.
    @Unretained var attachedCollectionView: UICollectionView?

    /// Whether `prepare()` must run before the collection view asks for attributes again.
    var needsPrepare = true

    /// The invalidations received since the collection view last laid out, merged.
    var pendingInvalidation = PendingInvalidation()

    /// How decoration views are made, by kind (`register(_:forDecorationViewOfKind:)`).
    private(set) var decorationViewSources: [String: ReusePool.Source] = [:]

    /// The update being animated, from `prepare(forCollectionViewUpdates:)` to
    /// `finalizeCollectionViewUpdates()`.
    var updateAnimation: UpdateAnimationRecord?

    /// The direction of the language you used when designing your custom layout: the direction
    /// its frames are written for. Default `.leftToRight` (UIKit's default is the direction of
    /// the main bundle's development region). Subclasses may override it.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the horizontal coordinate system is automatically flipped at appropriate times.
    /// When true and the collection view's `effectiveUserInterfaceLayoutDirection` is not
    /// `developmentLayoutDirection`, the collection view mirrors the layout's frames about its
    /// content width (the visible width, for narrower content) and keeps its bounds origin at
    /// the leading edge: the views, hit testing, `layoutAttributesForItem(at:)` (a mirrored
    /// copy), scrolling to items, update animations, reordering and prefetching all use the
    /// mirrored frames, and a horizontally scrolling collection view starts at the right end.
    /// The layout keeps working in its own coordinates: the rectangles, points, offsets and
    /// self-sizing attributes it receives are mirrored back. Default false (the flow layout
    /// says true).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Whether `prepare(forCollectionViewUpdates:)` may be overridden to read the update items:
    /// the collection view makes them only then. The project's layout classes, used as they
    /// are, never read them.
    var readsUpdateItems: Bool { type(of: self) != UICollectionViewLayout.self }

    public override init() {
        super.init()
    }

    /// Layouts are not archived here (there are no nibs); this creates a fresh layout so that
    /// subclasses written for UIKit compile unchanged.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Classes

    /// The class to use when creating layout attributes. Override it to return a subclass of
    /// `UICollectionViewLayoutAttributes` that carries custom attributes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class to use when creating an invalidation context for the layout.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// A new attributes object of this layout's `layoutAttributesClass`.
    func makeAttributes(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes
    {
        let cls = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        let attributes = UICollectionViewLayoutAttributes.make(cls, category: category, kind: kind, section: 0, item: 0)
        attributes.indexPath = indexPath
        return attributes
    }

    /// A new, empty invalidation context of this layout's `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let cls = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return cls.init()
    }

    // MARK: Providing layout attributes

    /// Tells the layout object to update the current layout. The collection view calls it before
    /// it asks for attributes, the first time and after each invalidation. The default does
    /// nothing; overrides must call `super`.
    open func prepare() {}

    /// The width and height of the collection view's contents. The default is `.zero`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The layout attributes of every cell, supplementary view and decoration view whose frame
    /// intersects `rect`. The default returns nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The layout attributes of the item at `indexPath`. The default returns nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The layout attributes of the supplementary view of `elementKind` at `indexPath`. The
    /// default returns nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The layout attributes of the decoration view of `elementKind` at `indexPath`. The default
    /// returns nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The content offset to use after an animated layout update or change: the default returns
    /// `proposedContentOffset`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The point at which to stop scrolling, asked when a drag ends with `velocity` (points per
    /// millisecond) and the scroll view would stop at `proposedContentOffset`. The default
    /// returns `proposedContentOffset`; override it to snap.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Collection view fast paths

    /// Whether the collection view offers displayed views their preferred attributes
    /// (self-sizing). True for every layout but a flow layout that does not estimate sizes.
    var asksPreferredAttributes: Bool { true }

    /// Calls `body` with every element in `rect` (category, kind, section, item, frame, zIndex)
    /// without making attribute objects, and returns true; or returns false, and the collection
    /// view asks `layoutAttributesForElements(in:)`. Only layouts whose answers cannot be
    /// changed by an override take the fast path.
    func forEachDisplayElement(
        in rect: CGRect,
        _ body: (UICollectionView.ElementCategory, String?, Int, Int, CGRect, Int) -> Void
    ) -> Bool {
        false
    }

    /// The axes of an element that its view keeps at the proposed size when it sizes itself:
    /// none by default (a flow layout's estimated cells size freely).
    func selfSizingFixedAxes(for attributes: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool) { (false, false) }

    /// The background color the layout gives a collection view that has none (a list's).
    var preferredBackgroundColor: UIColor? { nil }

    // MARK: Orthogonal sections

    /// The sections near `rect` that scroll on their own (none but in a compositional layout).
    func orthogonalScrollers(in rect: CGRect) -> [OrthogonalScroller] { [] }

    /// Whether the element lives in its section's orthogonal scroll view (and scrolls with it).
    func scrollsOrthogonally(_ category: UICollectionView.ElementCategory, kind: String?, section: Int) -> Bool { false }

    /// How far each orthogonally scrolling section is scrolled (its scroll view's offset from
    /// rest), set by the collection view; queries look that far into the section.
    var orthogonalOffsets: [Int: CGPoint] = [:]

    // MARK: Decoration views

    /// Registers a class for creating decoration views of `elementKind`; nil removes the
    /// registration. Decoration views come from the layout, not from the data source.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationViewSources[elementKind] = nil
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            raiseException(.invalidArgumentException, "decoration view class \(viewClass) must be a subclass of UICollectionReusableView")
        }
        decorationViewSources[elementKind] = .viewClass(viewType)
    }

    /// Registers a nib (a view recipe) for creating decoration views of `elementKind`.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationViewSources[elementKind] = nib?.source(requiring: UICollectionReusableView.self)
    }

    // MARK: Invalidation

    /// Invalidates the whole layout: a context of `invalidationContextClass` with
    /// `invalidateEverything` set goes to `invalidateLayout(with:)`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates the parts of the layout that `context` names and schedules a layout pass of
    /// the collection view. Overrides must call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        pendingInvalidation.merge(context)
        collectionView?.layoutDidInvalidate()
    }

    /// Whether a change of the collection view's bounds to `newBounds` requires a layout update.
    /// The default returns false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context that describes what a bounds change invalidates. The default returns an
    /// empty context of `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a change of a self-sizing cell's attributes requires a layout update. The default
    /// returns false.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context that describes the changes for a self-sizing element: the default invalidates
    /// that element.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidate(element: originalAttributes)
        return context
    }

    // MARK: Batch updates

    /// Notifies the layout that the contents of the collection view are about to change, with
    /// the caller's operations: deletes, inserts, reloads and moves, each group sorted. Called
    /// once per valid batch, after `prepare()` ran against the new counts. Overrides must call
    /// `super`.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        guard updateAnimation?.batch == nil else { return }  // the collection view's batch is there
        beginUpdateAnimation(UpdateBatch(items: updateItems))
    }

    /// Performs any additional animations or clean up needed during a collection view update.
    /// Overrides must call `super`.
    open func finalizeCollectionViewUpdates() {
        updateAnimation = nil
    }

    /// The starting attributes of an item being inserted into the collection view (or moved
    /// into place). The default fades an inserted item in at its final place; nil otherwise.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        defaultInitialAttributesForItem(at: itemIndexPath)
    }

    /// The final attributes of an item being removed from the collection view. The default fades
    /// a deleted item out where it was; nil otherwise.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        defaultFinalAttributesForItem(at: itemIndexPath)
    }

    /// The starting attributes of a supplementary view being inserted. The default fades in the
    /// supplementary views of an inserted section; nil otherwise.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        defaultInitialAttributes(category: .supplementaryView, kind: elementKind, at: elementIndexPath)
    }

    /// The final attributes of a supplementary view being removed. The default fades out the
    /// supplementary views of a deleted section; nil otherwise.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        defaultFinalAttributes(category: .supplementaryView, kind: elementKind, at: elementIndexPath)
    }

    /// The starting attributes of a decoration view being inserted. The default fades in the
    /// decoration views of an inserted section; nil otherwise.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        defaultInitialAttributes(category: .decorationView, kind: elementKind, at: decorationIndexPath)
    }

    /// The final attributes of a decoration view being removed. The default fades out the
    /// decoration views of a deleted section; nil otherwise.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        defaultFinalAttributes(category: .decorationView, kind: elementKind, at: decorationIndexPath)
    }

    /// The index paths of supplementary views of `elementKind` that the update removes beyond
    /// those of deleted sections. The default returns an empty array.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The index paths of supplementary views of `elementKind` that the update adds beyond
    /// those of inserted sections. The default returns an empty array.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The index paths of decoration views of `elementKind` that the update removes. The
    /// default returns an empty array.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The index paths of decoration views of `elementKind` that the update adds. The default
    /// returns an empty array.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Animated bounds changes and layout transitions

    /// Prepares the layout for an animated change of the collection view's bounds from
    /// `oldBounds`. The default does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Cleans up after an animated change of the collection view's bounds. The default does
    /// nothing.
    open func finalizeAnimatedBoundsChange() {}

    /// Tells the layout that it is about to be replaced by `newLayout`. The default does nothing.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Tells the layout that it is about to replace `oldLayout`. The default does nothing.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Tells the layout that a transition to or from it finished. The default does nothing.
    open func finalizeLayoutTransition() {}

    // MARK: Interactive movement

    /// The index path an interactively moving item should move to when it is at `position`.
    /// The default returns the index path of the item under `position`, or `previousIndexPath`
    /// when there is none.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        defaultTargetIndexPath(forMovingItem: previousIndexPath, at: position)
    }

    /// The attributes of an interactively moving item at `position`: the default copies the
    /// item's attributes and centers them on `position`.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes
    {
        let base = layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
        let attributes = base ?? makeAttributes(category: .cell, kind: nil, indexPath: indexPath)
        attributes.center = position
        return attributes
    }

    /// The context for an interactive move in progress: it names the moving items, where they
    /// are heading, and invalidates both sets of items.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.interactiveMovementTarget = targetPosition
        context.invalidateItems(at: previousIndexPaths + targetIndexPaths)
        return context
    }

    /// The context for the end of an interactive move, finished or cancelled.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.invalidateItems(at: previousIndexPaths + indexPaths)
        return context
    }
}

extension UICollectionViewLayoutInvalidationContext {
    /// Invalidates the element that `attributes` describe, by category.
    func invalidate(element attributes: UICollectionViewLayoutAttributes) {
        let path = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            invalidateItems(at: [path])
        case .supplementaryView:
            invalidateSupplementaryElements(ofKind: attributes.representedElementKind ?? "", at: [path])
        case .decorationView:
            invalidateDecorationElements(ofKind: attributes.representedElementKind ?? "", at: [path])
        }
    }
}

/// The invalidations a layout received since the collection view last laid out.
struct PendingInvalidation {
    var everything = false
    var dataSourceCounts = false
    var contentOffsetAdjustment: CGPoint = .zero
    var contentSizeAdjustment: CGSize = .zero

    mutating func merge(_ context: UICollectionViewLayoutInvalidationContext) {
        everything = everything || context.invalidateEverything
        dataSourceCounts = dataSourceCounts || context.invalidateDataSourceCounts
        contentOffsetAdjustment.x += context.contentOffsetAdjustment.x
        contentOffsetAdjustment.y += context.contentOffsetAdjustment.y
        contentSizeAdjustment.width += context.contentSizeAdjustment.width
        contentSizeAdjustment.height += context.contentSizeAdjustment.height
    }
}
