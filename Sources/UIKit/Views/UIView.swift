import Foundation

/// An object that manages the content for a rectangular area on the screen, as UIKit's `UIView`.
/// Its frame is its bounds' size with the layer's anchor point at `center`, transformed by
/// `transform` around it. Views form a tree; `layoutSubviews()` runs on the next `layoutIfNeeded()`.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The frame origin before the transform: the frame is exact as set.
    var untransformedOrigin: CGPoint = .zero
    /// The layer's anchor point, in unit coordinates of the bounds: `center` is where it lies.
    package internal(set) var unitAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    var storedBounds: CGRect = .zero
    var storedSafeAreaInsets: UIEdgeInsets = .zero
    var storedLayoutMargins = UIView.defaultLayoutMargins
    package internal(set) var needsLayout = true
    /// Whether a view below this one needs layout: `layoutIfNeeded()` walks only such branches.
    var subtreeNeedsLayout = false
    /// Auto Layout's state of the view (constraints, guides, priorities), made on first use.
    var autoLayoutState: ViewLayoutState?
    /// Whether `updateConstraints()` must run before the next layout, and whether a view below
    /// this one needs it. A new view needs it, as in UIKit.
    var constraintsNeedUpdate = true
    var subtreeConstraintsNeedUpdate = false

    /// Creates a view with the specified frame rectangle.
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
        if type(of: self).requiresConstraintBasedLayout { LayoutEngine.constraintBasedLayoutRequested = true }
    }

    /// Views are not archived here (no nibs): a view with a zero frame, as UIKit subclasses need.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The responder chain: the view controller whose view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }
    override var responderWindow: UIWindow? { window }

    // MARK: Geometry

    /// The frame, in the superview's coordinates: with a transform, the transformed bounds' bounding box.
    open var frame: CGRect { get { transformedFrame } set { setFrame(newValue) } }

    /// The bounds rectangle: the view's own coordinate system. Changing its size keeps `center`.
    open var bounds: CGRect { get { storedBounds } set { setBounds(newValue) } }

    /// The center of the frame in the superview's coordinates: the layer's `position` (its anchor point).
    open var center: CGPoint {
        get { anchorPosition }
        set { setCenter(newValue) }
    }

    /// The transform around the anchor point: `layer.transform`'s affine part (setting replaces a 3D one).
    open var transform: CGAffineTransform = .identity {
        didSet { transformDidChange(from: oldValue) }
    }

    /// The layer's transform (`layer.transform`): a 3D form of `transform` unless a transform
    /// that is not affine was set. Setting it replaces `transform` with its affine part.
    open var transform3D: CATransform3D {
        get { nonAffineTransform3D ?? CATransform3DMakeAffineTransform(transform) }
        set { setLayerTransform(newValue) }
    }

    /// The layer's anchor point (`layer.anchorPoint`), in unit coordinates of the bounds;
    /// (0.5, 0.5) by default. Changing it keeps `center`, so the frame moves.
    open var anchorPoint: CGPoint {
        get { unitAnchorPoint }
        set { layer.anchorPoint = newValue }
    }

    /// The layer's transform when it is not affine (`layer.transform`); nil otherwise.
    var nonAffineTransform3D: CATransform3D? { didSet { hasLayerTransform3D = nonAffineTransform3D != nil } }
    private(set) var hasLayerTransform3D = false // read on every frame change; the optional is 128 bytes

    /// Running animations of this view's properties (see `Animator`).
    var animations: [PropertyAnimation] = []

    /// Called before the bounds change to `newBounds` (by `bounds`, `frame` or a scroll).
    func boundsWillChange(to newBounds: CGRect) {}

    /// Called after the bounds changed; the default asks for a layout pass when the size changed.
    func boundsDidChange(from oldBounds: CGRect) { layOutAfterResize(from: oldBounds) }

    // MARK: Appearance

    /// The view's alpha value, from 0 to 1.
    open var alpha: CGFloat = 1 {
        didSet { recordChange(.alpha, from: AnimatableVector(oldValue), to: AnimatableVector(alpha)) }
    }
    /// The view's background color; nil (the default) is transparent.
    open var backgroundColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// How the view's content (an image) is laid out in its bounds.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { setNeedsDisplay() }
    }
    /// The class of the view's layer: `CALayer`, `CAShapeLayer` or `CAGradientLayer` (see `makeLayer(of:)`).
    open class var layerClass: AnyClass { CALayer.self }
    /// The view's Core Animation layer: made on first use, of the class `layerClass` names.
    open var layer: CALayer { layerMadeOnFirstUse }
    /// A view whose alpha channel masks the view's content: its frame is in the view's bounds
    /// coordinates. Setting it makes its layer the view's `layer.mask`. Default nil.
    open var mask: UIView? {
        get { extras?.mask }
        set { setMask(newValue) }
    }

    nonisolated(unsafe) var madeLayer: CALayer?
    /// Counts changes of what the view draws, so that a renderer redraws only changed views.
    public internal(set) var contentVersion = 0
    /// A number no other view of the program has: renderers key their caches by it.
    @_spi(Rendering) public let serialNumber: Int = UIView.nextSerialNumber()

    /// What the renderer needs to draw the content again (UIView+Display.swift).
    var contentDisplay = ContentDisplay()

    /// Marks the view's drawn content as changed: it is drawn again before the next frame.
    open func setNeedsDisplay() { markNeedsDisplay(nil) }

    /// Marks the part `invalidRect` of the view as needing to be drawn again: before the next
    /// frame `draw(_:)` is called with the union of the parts marked since the last drawing,
    /// clipped to it, and the rest of the drawing is kept, as in UIKit.
    open func setNeedsDisplay(_ invalidRect: CGRect) { markNeedsDisplay(invalidRect) }

    /// Draws the view's own content in `rect` into `GraphicsContext.current`; the default draws nothing.
    open func draw(_ rect: CGRect) {}
    /// Displays the layer, as its delegate: the default draws the view again (`setNeedsDisplay()`,
    /// then `draw(_:in:)` before the next frame). Called by `layer.display()`.
    open func display(_ layer: CALayer) { setNeedsDisplay() }
    /// Draws the layer's content, as its delegate: the default calls `draw(_:)` with the drawn
    /// area, `ctx` being `UIGraphicsGetCurrentContext()`. The renderer calls it whenever the
    /// view's content is drawn.
    open func draw(_ layer: CALayer, in ctx: CGContext) { draw(contentDisplay.drawingRect ?? CGRect(origin: .zero, size: bounds.size)) }
    /// Whether the view fills its bounds with opaque content. Default true. A hint for
    /// drawing: the renderer composites every view the same way, so it changes nothing here.
    open var isOpaque = true
    /// Whether the drawing area is cleared before `draw(_:)`. Default true; the renderer
    /// always draws a view on a cleared surface.
    open var clearsContextBeforeDrawing = true

    /// Lays out the layer's sublayers, as its delegate: the default runs the view's layout
    /// (`viewWillLayoutSubviews()`, `layoutSubviews()`, `viewDidLayoutSubviews()` of its
    /// controller). Overrides call `super`.
    open func layoutSublayers(of layer: CALayer) { layOutWithController() }

    /// The action for a change of the layer's property `event`: the default is `NSNull()`, no
    /// implicit animation (views animate in animation blocks). Return an action to animate a
    /// layer property yourself.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { UIView.noAction }
    /// Whether the view is hidden.
    open var isHidden = false {
        didSet { if isHidden != oldValue { hiddenDidChange() } }
    }

    /// Called when a subview was hidden or shown (a stack view arranges its visible views).
    func subviewDidChangeHidden(_ subview: UIView) {}
    /// Whether subviews are confined to the bounds of the view.
    open var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { DisplayGeneration.advance() } }
    }
    /// Whether user events are delivered to the view.
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at a time (false: a second finger is not).
    open var isMultipleTouchEnabled = false
    /// Whether the view, while it has a touch, keeps its window's other views from touches (false).
    open var isExclusiveTouch = false
    /// The gesture recognizers attached to the view (UIView+GestureRecognizers.swift).
    var gestureRecognizerList: [UIGestureRecognizer] = []
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerList.isEmpty ? nil : gestureRecognizerList }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }
    /// Attaches a recognizer: it receives the touches of this view and its subviews. A
    /// recognizer belongs to one view: adding it here removes it from its previous view.
    /// UIKit's views add their own recognizers (a scroll view's pan) through it.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attachGestureRecognizer(gestureRecognizer) }
    /// Detaches a recognizer; a gesture in progress is cancelled (a possible one fails).
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detachGestureRecognizer(gestureRecognizer) }
    /// Whether `gestureRecognizer` may leave the possible state: true by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// An integer that you can use to identify view objects in your application.
    open var tag = 0
    /// How the view resizes when its superview's bounds change; `[]` (the default) keeps it.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view resizes its subviews (by their `autoresizingMask`) with its bounds (true).
    open var autoresizesSubviews = true
    /// The scale factor from points to device pixels. There is no screen to ask on Linux, so it
    /// is 1 until a window host or the program sets it.
    open var contentScaleFactor: CGFloat = 1

    // MARK: Traits and tint (UIView+Traits.swift)

    /// The view's traits: cached, a root's from its host, the change handlers (UIView+Traits.swift).
    var traitState = ViewTraitState()
    /// The view controller whose view this is: it hears the view's trait changes.
    weak var owningViewController: UIViewController?
    var storedTintColor: UIColor?
    /// What few views set (tint adjustment, mask view, content size limits, large content).
    var extras: ViewExtras?

    /// The superview's traits (a root view's: its window's, else the screen's defaults) with
    /// `traitOverrides` and `overrideUserInterfaceStyle` applied.
    open var traitCollection: UITraitCollection { resolvedTraitCollection() }

    /// Trait values that this view and its subviews use instead of the inherited ones (iOS 17).
    open var traitOverrides = UITraitOverrides() {
        didSet { if traitOverrides != oldValue { traitsMayHaveChanged() } }
    }

    /// The appearance this view and its subviews use; `.unspecified` (the default) inherits it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { traitsMayHaveChanged() } }
    }

    /// Called when the view's trait collection changed, with the previous one.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The view's tint (its own, else its superview's, else system blue) for controls and
    /// symbols; desaturated while `tintAdjustmentMode` is `.dimmed`.
    open var tintColor: UIColor! {
        get { adjustedTintColor }
        set { setTintColor(newValue) }
    }

    /// Called when the view's tint color changed (its own or an inherited one), and when its
    /// tint adjustment mode changed (its own or an inherited one).
    open func tintColorDidChange() {}

    /// Whether the tint is dimmed: the first mode other than `.automatic` up the superview chain
    /// (`.normal` when there is none). Setting it calls `tintColorDidChange()` on the views whose
    /// mode changed. Nothing dims the tint by itself on Linux (UIKit dims it under alerts).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { setTintAdjustmentMode(newValue) }
    }

    /// Applies pending trait changes now (iOS 17). Trait changes are applied as they happen
    /// here, so none is ever pending: it does nothing.
    open func updateTraitsIfNeeded() {}

    /// The smallest content size category the view and its subviews use: a smaller
    /// `preferredContentSizeCategory` is raised to it in their trait collections. Default nil.
    open var minimumContentSizeCategory: UIContentSizeCategory? {
        get { extras?.minimumContentSizeCategory }
        set { setContentSizeCategoryLimits(minimum: newValue, maximum: maximumContentSizeCategory) }
    }

    /// The largest content size category the view and its subviews use. Default nil.
    open var maximumContentSizeCategory: UIContentSizeCategory? {
        get { extras?.maximumContentSizeCategory }
        set { setContentSizeCategoryLimits(minimum: minimumContentSizeCategory, maximum: newValue) }
    }

    /// A description of the content size category limits applied to the view, for debugging.
    open var appliedContentSizeCategoryLimitsDescription: String { contentSizeCategoryLimitsDescription }

    /// How the content is laid out in right-to-left languages; `.unspecified` follows the traits.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue, LayoutEngine.liveCount > 0 { layoutDirectionMayHaveChanged() } }
    }

    /// The layout direction of the view's content: forced by `semanticContentAttribute`, else
    /// its trait collection's (left to right when unspecified).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { layoutDirectionFromAttribute }

    /// The layout direction for content with `attribute` in an interface that runs left to
    /// right or right to left: the attribute's forced direction, else the interface's.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        layoutDirection(for: attribute)
    }

    // MARK: Hierarchy

    /// The window the view is in (the root of its tree, when that is a `UIWindow`), else nil.
    open var window: UIWindow? { rootWindow }

    /// The receiver's superview, or nil.
    open var superview: UIView? { superviewStorage }
    /// Not weak (no side table, see `Unretained`): a view clears its subviews' pointers when it goes away.
    unowned(unsafe) final var superviewStorage: UIView?
    /// The receiver's immediate subviews, back to front.
    open var subviews: [UIView] { subviewList }
    /// The subviews, stored where the deinit (which runs without isolation) can read them.
    nonisolated(unsafe) var subviewList: [UIView] = []
    /// Ended by the deinit, for the `Unretained` references to the view (made on first use).
    nonisolated(unsafe) var lifetimeTokenStorage: LifetimeToken?

    /// Clears the subviews' and the layer's pointers to the view, on the main queue (not an
    /// isolated deinit: the class would not be `@preconcurrency`, which Swift 5 code needs).
    deinit {
        lifetimeTokenStorage?.end()
        let subviews = subviewList, layer = madeLayer
        guard !subviews.isEmpty || layer != nil else { return }
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { UIView.detach(subviews, layer) }
        } else {
            DispatchQueue.main.async { UIView.detach(subviews, layer) }
        }
    }

    /// Adds a view to the end of the receiver's list of subviews (in front of the others).
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
    /// Inserts a subview at `index` of the subviews array.
    open func insertSubview(_ view: UIView, at index: Int) { attach(view, at: index) }
    /// Moves `view` in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) { if view.superview === self { insertSubview(view, at: subviews.count) } }
    /// Moves `view` behind its siblings.
    open func sendSubviewToBack(_ view: UIView) { if view.superview === self { insertSubview(view, at: 0) } }

    /// Inserts `view` just behind `siblingSubview` (in front of all when it is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { insertSubview(view, at: index(below: siblingSubview)) }
    /// Inserts `view` just in front of `siblingSubview` (in front of all when it is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { insertSubview(view, at: index(above: siblingSubview)) }

    /// Swaps the subviews at two indexes of `subviews`.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { exchangeSubviews(index1, index2) }

    /// Unlinks the view from its superview. (The view keeps the traits it had there.)
    open func removeFromSuperview() { leaveSuperview() }

    /// Called when `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed from this view.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (by being added to it).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view (and each subview, parents first) moves to another window or out of one.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (and each subview, parents first) moved to another window or out of one.
    open func didMoveToWindow() {}

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool { hasAncestor(view) }

    /// Makes the first responder in the view's subtree (the view included) resign, as UIKit's
    /// `endEditing(_:)`: true when none is there or it resigned. With `force` it is not asked
    /// (`textFieldShouldEndEditing` and `canResignFirstResponder` are not consulted).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { resignFirstResponderInSubtree(force: force) }

    /// The first view in the subtree (the receiver included) whose `tag` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? { firstView(taggedWith: tag) }

    // MARK: Layout

    /// Invalidates the current layout; the update happens on the next `layoutIfNeeded()`.
    open func setNeedsLayout() {
        needsLayout = true
        markAncestorsNeedLayout()
    }

    /// Lays out the view and its subviews now if a layout update is pending. In a hierarchy
    /// that uses constraints, the constraints are updated first (bottom-up), the engine's
    /// changes mark the views whose frames it moves, and layout starts at the highest
    /// ancestor that needs it, as Core Animation's `layoutIfNeeded` does.
    open func layoutIfNeeded() { layOutFromHighestNeedingAncestor() }

    /// Lays out subviews: the default sets the frames Auto Layout gives; overrides call `super`.
    open func layoutSubviews() {
        if autoLayoutState != nil || LayoutEngine.liveCount > 0 { applyEngineFramesToSubviews() }
    }

    /// The size that best fits `size`. The default returns the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to the size that `sizeThatFits(_:)` returns for its current size.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    // MARK: Auto Layout (UIView+AutoLayout.swift, AutoLayout/)

    /// Whether the autoresizing mask (and frame) becomes Auto Layout constraints. Default true.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set { setTranslatesAutoresizingMask(newValue) }
    }

    /// The view's natural size from its own content; `noIntrinsicMetric` by default on both axes.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Invalidates the intrinsic content size: the engine asks for it again before the next layout.
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeDidChange()
        (self as? UICollectionViewCell ?? (superview as? UICollectionViewCell).flatMap { $0.contentView === self ? $0 : nil })?
            .selfSizingContentDidChange()
    }

    /// Whether the view depends on constraint-based layout (set up in `updateConstraints()`). Default false.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints; overrides call `super.updateConstraints()` last.
    open func updateConstraints() { constraintsNeedUpdate = false }

    /// Marks the constraints for an update: `updateConstraints()` runs before the next layout.
    open func setNeedsUpdateConstraints() { markNeedsConstraintUpdate() }

    /// Updates the constraints for the receiving view and its subviews, bottom-up.
    open func updateConstraintsIfNeeded() { updateConstraintsBranch() }

    /// Whether the view's constraints need updating.
    open func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

    /// The optimal size of the view based on its current constraints: as small as possible
    /// for `layoutFittingCompressedSize`, as large as possible for `layoutFittingExpandedSize`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the constraints give the view, pulled toward `targetSize` at these priorities.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The insets from the frame to the alignment rectangle constraints act on. Default zero.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The view's alignment rectangle for a frame.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The view's frame for an alignment rectangle.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect.outset(by: alignmentRectInsets) }

    /// How much the view resists growing past its intrinsic size. Default 250 (251: labels, images).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { storedContentHugging(for: axis) }
    /// Sets the priority with which the view resists being made larger than its intrinsic size.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { storeContentHugging(priority, for: axis) }
    /// How much the view resists shrinking below its intrinsic size. Default 750.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { storedCompressionResistance(for: axis) }
    /// Sets the priority with which the view resists being made smaller than its intrinsic size.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        storeCompressionResistance(priority, for: axis)
    }

    // The anchors of the frame's edges, center and size, and of the baselines (UIView+AutoLayout.swift).
    open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    open var widthAnchor: NSLayoutDimension { dimension(.width) }
    open var heightAnchor: NSLayoutDimension { dimension(.height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }

    /// A layout guide for the view's margin edges (`layoutMargins`).
    open var layoutMarginsGuide: UILayoutGuide { systemMarginsGuide }
    /// A layout guide for the part of the view clear of bars and other content (`safeAreaInsets`).
    open var safeAreaLayoutGuide: UILayoutGuide { systemSafeAreaGuide }
    /// A layout guide for a readable width: the margins, narrowed to at most 672 points and centered.
    open var readableContentGuide: UILayoutGuide { systemReadableContentGuide }
    /// A layout guide for the area the keyboard takes (on Linux: none, docked and hidden; see
    /// `UIKeyboardLayoutGuide`).
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { installedKeyboardLayoutGuide }

    /// Whether the constraints leave the view's frame undetermined (other frames satisfy them).
    open var hasAmbiguousLayout: Bool { engineFindsAmbiguousLayout }
    /// Moves a view with an ambiguous layout to another of the frames its constraints allow.
    open func exerciseAmbiguityInLayout() { exerciseAmbiguityInEngine() }
    /// The constraints that determine the view's frame along an axis, the system's included.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { engineConstraintsAffectingLayout(for: axis) }

    /// The view whose top is the first baseline of this one: the view itself by default.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose bottom is the last baseline of this one: the view itself by default.
    open var forLastBaselineLayout: UIView { self }

    /// The constraints held by the view, in the order they were added.
    open var constraints: [NSLayoutConstraint] { autoLayoutState?.constraints ?? [] }

    /// Adds a constraint on the layout of the view or its descendants: the view holds it.
    open func addConstraint(_ constraint: NSLayoutConstraint) { hold(constraint) }
    /// Adds multiple constraints on the layout of the receiving view or its subviews.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { hold(constraint) } }
    /// Removes the specified constraint from the view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { if constraint.owner === self { uninstall(constraint) } }
    /// Removes the specified constraints from the view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { removeConstraint(constraint) } }

    /// The layout guides owned by the view.
    open var layoutGuides: [UILayoutGuide] { autoLayoutState?.layoutGuides ?? [] }
    /// Adds the layout guide to the view: the view becomes its owning view.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { adopt(layoutGuide) }
    /// Removes the layout guide from the view, and the constraints that use it.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { release(layoutGuide) }

    // MARK: Safe area and margins

    /// The insets clear of the window's unsafe edges: a root view's from its host, a subview's
    /// the part of its superview's it overlaps, plus its controller's additions (read-only).
    open var safeAreaInsets: UIEdgeInsets { (superview == nil ? storedSafeAreaInsets : overlappedSafeAreaInsets) + controllerSafeAreaInsets }

    /// Called when the safe area of the view changed. The default lays out again.
    open func safeAreaInsetsDidChange() { layOutForSafeAreaChange() }

    /// Called when the layout margins of the view changed. The default lays out again.
    open func layoutMarginsDidChange() { layOutForMarginsChange() }

    /// Whether the view's margins include its superview's where they overlap. Default false.
    open var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutState?.preservesSuperviewLayoutMargins ?? false }
        set { setPreservesSuperviewLayoutMargins(newValue) }
    }

    /// Whether `layoutMargins` are measured from the safe area (true by default).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { marginsDidChange() } }
    }

    /// The default spacing for content: 8 points on every edge by default (a controller's root
    /// view: see `UIViewController.systemMinimumLayoutMargins`), plus the safe area insets while
    /// `insetsLayoutMarginsFromSafeArea` is true.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { setLayoutMargins(newValue) }
    }

    /// The layout margins with leading and trailing edges (leading is left in a left-to-right view).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets { get { directionalMargins } set { directionalMargins = newValue } }

    // MARK: Focus (Focus/)

    var focusSettings: FocusSettings?
    /// Whether the view can become focused now (false; a cell asks its collection view).
    open var canBecomeFocused: Bool { false }
    /// The environments focus should go to inside the view, best first (none by default).
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }
    /// Whether a focus update that involves the view may happen (true).
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// A focus update involving the view happened; animate along with `coordinator`.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    /// Whether the view is its window's focused item.
    open var isFocused: Bool { UIFocusSystem.focusSystem(for: self)?.focusedItem === self }
    /// The environment containing the view: its view controller, else its superview.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { owningViewController ?? superview }
    /// The container of the focus items inside the view: the view itself (iOS 12).
    open var focusItemContainer: (any UIFocusItemContainer)? { self }
    /// The effect the view shows while focused: nil by default (nothing drawn); a collection
    /// view cell other than a list cell has a `UIFocusHaloEffect`, as in UIKit.
    open var focusEffect: UIFocusEffect? { get { storedFocusEffect } set { storedFocusEffect = newValue } }
    /// The identifier of the view's focus group (Tab moves between groups; the arrow keys move
    /// within one). Nil: the group of the superview, or, for a collection view, its own.
    open var focusGroupIdentifier: String? { get { storedFocusGroupIdentifier } set { storedFocusGroupIdentifier = newValue } }
    /// Asks for focus to move to the view's preferred focus environment on the next update.
    open func setNeedsFocusUpdate() { UIFocusSystem.focusSystem(for: self)?.requestFocusUpdate(to: self) }
    /// Runs a pending focus update now.
    open func updateFocusIfNeeded() { UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded() }

    // MARK: Interactions and snapshots (UIView+Interactions.swift, UIView+Snapshots.swift)

    /// The interactions added to the view, in the order they were added (not the ones UIKit's
    /// views add for themselves, as a collection view's context menu interaction).
    open var interactions: [UIInteraction] { get { addedInteractions } set { addedInteractions = newValue } }
    /// Adds an interaction (it leaves the view it was on first).
    open func addInteraction(_ interaction: UIInteraction) { attachInteraction(interaction) }
    /// Removes an interaction.
    open func removeInteraction(_ interaction: UIInteraction) { detachInteraction(interaction) }

    /// A view that shows the receiver as it looks now: an image view of its bounds size, drawn
    /// from the current state (as after updates). Nil without the rendering module.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { makeSnapshotView() }
    /// A snapshot view of `rect` (in the receiver's coordinates) whose picture stretches outside `capInsets`.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        makeResizableSnapshotView(from: rect, capInsets: capInsets)
    }
    /// Draws the receiver and its subviews into the current graphics context, in `rect`; false
    /// when no picture could be made (no rendering module, or no current context).
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { drawSnapshot(in: rect) }

    // MARK: Large content viewer (UILargeContentViewer.h): none on Linux (UIKit's accessibility long
    // press on bars); kept for code that reads them, never shown. Defaults: false, nil, nil, false, zero.

    open var showsLargeContentViewer: Bool { get { extras?.showsLargeContentViewer ?? false } set { makeExtras().showsLargeContentViewer = newValue } }
    open var largeContentTitle: String? { get { extras?.largeContentTitle } set { makeExtras().largeContentTitle = newValue } }
    open var largeContentImage: UIImage? { get { extras?.largeContentImage } set { makeExtras().largeContentImage = newValue } }
    open var scalesLargeContentImage: Bool { get { extras?.scalesLargeContentImage ?? false } set { makeExtras().scalesLargeContentImage = newValue } }
    open var largeContentImageInsets: UIEdgeInsets { get { extras?.largeContentImageInsets ?? .zero } set { makeExtras().largeContentImageInsets = newValue } }

    // MARK: Coordinates and hit testing

    /// Converts a point from the receiver's coordinates to those of `view` (the root's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertedPoint(point, to: view) }
    /// Converts a point from the coordinates of `view` (the root's when nil) to the receiver's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertedPoint(point, from: view) }
    /// Converts a rectangle from the receiver's coordinates to those of `view`.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertedRect(rect, to: view) }
    /// Converts a rectangle from the coordinates of `view` to the receiver's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertedRect(rect, from: view) }

    /// Whether `point` (in the receiver's coordinates) lies inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The farthest descendant (the receiver included) that contains `point`: hidden, nearly
    /// transparent and non-interactive views are skipped, front subviews win.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
}
