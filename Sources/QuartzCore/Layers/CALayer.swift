import Foundation

/// An object that manages image-based content, as Core Animation's `CALayer`.
///
/// Every view is backed by a layer (`view.layer`): the view is the layer's owner, and the
/// properties both have are one value — `view.frame` is `layer.frame`, `view.center` is
/// `layer.position`, `view.alpha` is `layer.opacity`, `view.clipsToBounds` is
/// `layer.masksToBounds`, `view.transform` is the affine part of `layer.transform`. A layer made
/// with `CALayer()` stands alone: it keeps those values itself, and is drawn once it is added
/// to a layer tree (`addSublayer(_:)`).
///
/// A layer is placed in its superlayer by `position`, the point of the superlayer's bounds where
/// its `anchorPoint` (a point in unit coordinates of its own bounds, (0.5, 0.5) by default)
/// lies; `transform` applies around the anchor point; `frame` is derived from these.
///
/// A view's layer kept after the view is gone reads its own values for the view's properties
/// (zero until set) instead of trapping.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// Prepares the object after it was loaded from a nib. On Linux there are no nib files: it
    /// is called after a `UINib` stand-in's recipe made the object (`UINib(instantiate:)`,
    /// `UINib.register(name:_:)`), and never otherwise. Overrides call `super`.
    open func awakeFromNib() {}

    /// Called by Interface Builder when it draws a designable object; Interface Builder does
    /// not run on Linux, so it is never called.
    open func prepareForInterfaceBuilder() {}

    /// The view this layer backs (UIKit's `view.layer`); nil for a standalone layer. Not a weak
    /// reference (that would put every view on the slow, side-table reference counting): the
    /// view clears it when it goes away.
    package unowned(unsafe) var backingView: (any CALayerBackingView)?

    // The values a view keeps for its layer, kept here by a standalone layer.
    private var storedBounds: CGRect = .zero
    private var storedPosition: CGPoint = .zero
    private var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    private var storedTransform = CATransform3DIdentity
    private var storedOpacity: Float = 1
    private var storedIsHidden = false
    private var storedMasksToBounds = false
    private var storedBackgroundColor: CGColor?

    /// The sublayers this layer keeps itself: a standalone layer's, or a view's layer's once a
    /// standalone layer was added to it (then the subviews' layers are in it too, in order).
    /// Readable from the deinit, which runs without isolation.
    nonisolated(unsafe) var storedSublayers: [CALayer] = []
    /// A standalone layer's superlayer; cleared by the superlayer when it goes away.
    unowned(unsafe) var storedSuperlayer: CALayer?

    /// Corners, border, shadow, contents, mask: made when one of them is first set.
    var appearanceStorage: LayerAppearance?

    /// The animations the layer runs, in the order they were added (`add(_:forKey:)`).
    var runningAnimations: [RunningLayerAnimation] = []
    /// The layer's own timeline (`beginTime`, `speed`, `timeOffset`); nil: its parent's.
    var timeline: LayerTimeline?
    /// The model layer of a presentation copy (`presentation()`); nil for a model layer.
    var modelLayer: CALayer?
    /// Values stored under keys that are not the layer's properties (`setValue(_:forKey:)`).
    var keyedValues: [String: Any] = [:]
    /// Whether the layer has been drawn: implicit animations start only then, as Core
    /// Animation's do once a layer has been committed.
    package var hasBeenDisplayed = false

    /// What the renderer has to draw beyond a plain view: kept up to date by the properties.
    package internal(set) var compositingFeatures: CompositingFeatures = []
    /// A number no other layer of the program has: renderers key their caches by it.
    package let serialNumber: Int = CALayer.nextSerialNumber()

    private static var serialCounter = 0
    private static func nextSerialNumber() -> Int {
        serialCounter += 1
        return serialCounter
    }

    /// Creates a standalone layer: zero bounds at position zero, anchor point (0.5, 0.5),
    /// opaque, visible, no background.
    public override init() {
        super.init()
    }

    /// Creates a layer with the properties of `layer` (a `CALayer`; anything else gives a
    /// default layer). Core Animation calls it to make its presentation copies; subclasses
    /// override it to copy their own properties, calling `super`. Sublayers and the mask are not
    /// copied.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        zPosition = other.zPosition
        anchorPointZ = other.anchorPointZ
        opacity = other.opacity
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        backgroundColor = other.backgroundColor
        keyedValues = other.keyedValues
        copyAppearance(of: other)
    }

    /// Layers are not archived here; this creates a default standalone layer, so that
    /// subclasses written for Core Animation compile unchanged.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Clears the superlayer pointers of the sublayers, on the main queue (see `UIView`'s deinit).
    deinit {
        let sublayers = storedSublayers
        guard !sublayers.isEmpty else { return }
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { CALayer.orphan(sublayers) }
        } else {
            DispatchQueue.main.async { CALayer.orphan(sublayers) }
        }
    }

    private static func orphan(_ sublayers: [CALayer]) {
        for sublayer in sublayers where sublayer.backingView == nil { sublayer.storedSuperlayer = nil }
    }

    // MARK: Display

    /// Whether the layer is displayed again (`setNeedsDisplay()`) when its bounds change size.
    /// Default false: a standalone layer's drawn content is then stretched by `contentsGravity`
    /// until it is displayed again. (A view's drawn content is drawn again at each new size.)
    open var needsDisplayOnBoundsChange = false

    /// How many times a standalone layer was asked to display itself; 0: never, and then it
    /// shows nothing of `draw(in:)`.
    package private(set) var displayVersion = 0

    /// Marks the layer's content as needing to be drawn again before the next frame: a view's
    /// layer draws the view again (`draw(_:)`), a standalone layer calls `draw(in:)`. As in Core
    /// Animation, a standalone layer's `draw(in:)` is not called until this is.
    open func setNeedsDisplay() {
        if let backingView { return backingView.setNeedsDisplay() }
        needsDisplayFlag = true
        updateContentFeature()
        displayedValueDidChange()
    }

    private var needsDisplayFlag = false

    /// Whether `setNeedsDisplay()` was called since the layer last displayed.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Displays the layer now if it needs it (`display()`). The renderer calls it before it
    /// draws the layer.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Updates the layer's content: the default keeps what `draw(in:)` draws as the layer's
    /// drawing (a view's layer asks its view, as its delegate: `display(_:)`, which draws the
    /// view again). Override it to set `contents` yourself; then `draw(in:)` is not called.
    /// Called by `displayIfNeeded()`, before the next frame after `setNeedsDisplay()`; call it
    /// directly only to display at once.
    open func display() {
        if let backingView { return backingView.display(self) }
        guard let delegate = storedDelegate else { return displayDrawnContent() }
        delegate.display(self)
    }

    /// `display()`'s own work: keeps what `draw(in:)` draws as the layer's drawing.
    func displayDrawnContent() {
        displayVersion &+= 1
        updateContentFeature()
        displayedValueDidChange()
    }

    /// Whether a change of the property `key` makes the layer display again. The default is
    /// false; Core Animation asks it whenever an animatable property changes.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Draws the layer's content in `ctx`, in the layer's bounds coordinates. The default draws
    /// nothing. The renderer calls it for a standalone layer after `setNeedsDisplay()` and keeps
    /// the drawing until the next call; a view's layer draws through the view's `draw(_:)`.
    open func draw(in ctx: CGContext) { storedDelegate?.draw(self, in: ctx) }

    // MARK: Appearance (CALayer+Appearance.swift)

    /// The radius of the rounded corners of the background and border, and of the clipping when
    /// `masksToBounds` is true; the contents image is not rounded unless it is clipped. Default 0.
    open var cornerRadius: CGFloat {
        get { appearanceCornerRadius }
        set { appearanceCornerRadius = newValue }
    }

    /// Whether the layer and its sublayers are drawn into a bitmap at `rasterizationScale` pixels
    /// per point, which is then composited (transformed, faded) as an image, as Core Animation
    /// does: a scale below the screen's looks soft, a layer scaled up looks pixelated. Default
    /// false. Core Animation also keeps the bitmap across frames to save time; here it is drawn
    /// again each frame the layer is drawn, so it looks the same and saves nothing.
    open var shouldRasterize: Bool {
        get { appearanceShouldRasterize }
        set { appearanceShouldRasterize = newValue }
    }

    /// The pixels per point of the rasterized bitmap. Default 1 (set it to the screen's scale
    /// for a sharp result, as on iOS).
    open var rasterizationScale: CGFloat {
        get { appearanceRasterizationScale }
        set { appearanceRasterizationScale = newValue }
    }

    /// The curve of the rounded corners. Default `.circular`.
    open var cornerCurve: CALayerCornerCurve {
        get { appearanceCornerCurve }
        set { appearanceCornerCurve = newValue }
    }

    /// Which of the four corners `cornerRadius` rounds. Default all four.
    open var maskedCorners: CACornerMask {
        get { appearanceMaskedCorners }
        set { appearanceMaskedCorners = newValue }
    }

    /// The width of the border, drawn inside the bounds, above the content and the sublayers.
    /// Default 0.
    open var borderWidth: CGFloat {
        get { appearanceBorderWidth }
        set { appearanceBorderWidth = newValue }
    }

    /// The color of the border. Default opaque black.
    open var borderColor: CGColor? {
        get { appearanceBorderColor }
        set { appearanceBorderColor = newValue }
    }

    /// The color of the shadow. Default opaque black.
    open var shadowColor: CGColor? {
        get { appearanceShadowColor }
        set { appearanceShadowColor = newValue }
    }

    /// The opacity of the shadow, 0 to 1. Default 0: no shadow.
    open var shadowOpacity: Float {
        get { appearanceShadowOpacity }
        set { appearanceShadowOpacity = newValue }
    }

    /// The offset of the shadow, in the layer's coordinate space. Default (0, −3): on iOS, three
    /// points up.
    open var shadowOffset: CGSize {
        get { appearanceShadowOffset }
        set { appearanceShadowOffset = newValue }
    }

    /// The blur radius of the shadow, in points. Default 3.
    open var shadowRadius: CGFloat {
        get { appearanceShadowRadius }
        set { appearanceShadowRadius = newValue }
    }

    /// The shape of the shadow, in the layer's coordinate space, filled with the non-zero rule.
    /// Default nil: the shadow follows the alpha of the layer's content and sublayers. Setting
    /// a path is cheaper to draw, as Core Animation says.
    open var shadowPath: CGPath? {
        get { appearanceShadowPath }
        set { appearanceShadowPath = newValue }
    }

    /// The image the layer shows over its background, placed by `contentsGravity`: an `UIImage`
    /// (`CGImage`, what `UIImage.cgImage` returns). Core Animation draws nothing for other
    /// values, and neither does this. Default nil.
    open var contents: Any? {
        get { appearanceContents }
        set { appearanceContents = newValue }
    }

    /// How `contents` is placed in the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity {
        get { appearanceContentsGravity }
        set { appearanceContentsGravity = newValue }
    }

    /// The pixels per point of `contents`: an image's size in points, for the gravities that do
    /// not scale it, is its pixel size divided by this. Default 1.
    open var contentsScale: CGFloat {
        get { appearanceContentsScale }
        set { appearanceContentsScale = newValue }
    }

    /// The part of `contents` the layer shows, in unit coordinates of the image ((0, 0, 1, 1),
    /// the default, is all of it): that part is placed by `contentsGravity` as the whole image
    /// would be. Animatable.
    open var contentsRect: CGRect {
        get { appearanceContentsRect }
        set { appearanceContentsRect = newValue }
    }

    /// The part of `contents` that stretches when the image is scaled, in unit coordinates of
    /// the image; the parts around it keep their size, as a resizable image's caps do. Default
    /// (0, 0, 1, 1): the whole image stretches. Animatable.
    open var contentsCenter: CGRect {
        get { appearanceContentsCenter }
        set { appearanceContentsCenter = newValue }
    }

    /// The filter used when `contents` is drawn smaller than its pixels. Default `.linear`.
    /// `.nearest` draws the nearest pixel; `.linear` and `.trilinear` both draw from the image
    /// halved as often as needed (as mipmaps are), smoothly.
    open var minificationFilter: CALayerContentsFilter {
        get { appearanceFilters.minification }
        set { appearanceFilters.minification = newValue }
    }

    /// The filter used when `contents` is drawn larger than its pixels. Default `.linear`;
    /// `.nearest` keeps the pixels sharp (pixel art).
    open var magnificationFilter: CALayerContentsFilter {
        get { appearanceFilters.magnification }
        set { appearanceFilters.magnification = newValue }
    }

    /// The bias, in halvings, added to the level of detail `.trilinear` minification draws
    /// from: positive values draw from a smaller copy (blurrier). Default 0.
    open var minificationFilterBias: Float {
        get { appearanceFilters.bias }
        set { appearanceFilters.bias = newValue }
    }

    /// Whether the layer is drawn when its back faces the viewer (turned more than a quarter
    /// turn about the x or y axis). Default true; false hides it then, as a card's back face.
    open var isDoubleSided: Bool {
        get { appearanceIsDoubleSided }
        set { appearanceIsDoubleSided = newValue }
    }

    /// Whether the layer's opacity applies to it and its sublayers as one picture (true, the
    /// default, as iOS apps have it), or to its content and each sublayer apart, so that
    /// overlapping sublayers show through each other.
    open var allowsGroupOpacity: Bool {
        get { appearanceAllowsGroupOpacity }
        set { appearanceAllowsGroupOpacity = newValue }
    }

    /// Whether the sublayers' coordinate space is flipped vertically (y up from the bounds'
    /// bottom edge). Default false. The layer's own content is not flipped.
    open var isGeometryFlipped: Bool {
        get { appearanceIsGeometryFlipped }
        set { appearanceIsGeometryFlipped = newValue }
    }

    /// Whether the layer's content is drawn flipped: whether an odd number of its superlayers
    /// flip their sublayers' geometry (`isGeometryFlipped`).
    open func contentsAreFlipped() -> Bool {
        var flipped = false
        var node = superlayer
        while let layer = node {
            if layer.isGeometryFlipped { flipped.toggle() }
            node = layer.superlayer
        }
        return flipped
    }

    /// Which edges of the layer are antialiased when `allowsEdgeAntialiasing` is true. Default
    /// all four. Kept and returned: the renderer antialiases every edge (iOS leaves a transformed
    /// layer's edges aliased unless it allows antialiasing).
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { appearanceEdgeAntialiasing.mask }
        set { appearanceEdgeAntialiasing.mask = newValue }
    }

    /// Whether the edges of a transformed layer are antialiased. Default false on iOS. Kept and
    /// returned: the renderer antialiases every edge.
    open var allowsEdgeAntialiasing: Bool {
        get { appearanceEdgeAntialiasing.allowed }
        set { appearanceEdgeAntialiasing.allowed = newValue }
    }

    /// A layer whose alpha channel masks this layer's content, sublayers and shadow: opaque
    /// parts show it, transparent parts hide it. The mask is placed in this layer's coordinate
    /// space and has no superlayer. Default nil.
    open var mask: CALayer? {
        get { appearanceMask }
        set { appearanceMask = newValue }
    }

    /// The name of the layer, for finding it among its siblings. Default nil.
    open var name: String? {
        get { appearanceName }
        set { appearanceName = newValue }
    }

    // MARK: Delegate and layout

    private weak var storedDelegate: CALayerDelegate?

    /// The layer's delegate: a view's layer's is its view (and cannot be changed, as in UIKit);
    /// a standalone layer's is nil until set.
    open var delegate: CALayerDelegate? {
        get { backingView ?? storedDelegate }
        set { if backingView == nil { storedDelegate = newValue } }
    }

    private var needsLayoutFlag = false

    /// Marks the layer as needing its sublayers laid out before the next frame (a change of
    /// its bounds' size does this too). A view's layer marks its view (`setNeedsLayout()`).
    open func setNeedsLayout() {
        if let backingView { return backingView.setNeedsLayout() }
        needsLayoutFlag = true
        hostView?.sublayerNeedsLayout()
    }

    /// Whether the layer's sublayers are to be laid out.
    open func needsLayout() -> Bool { backingView?.needsLayout ?? needsLayoutFlag }

    /// Lays the layer out now if it needs it, then its sublayers: a view's layer lays out its
    /// view (`layoutIfNeeded()`).
    open func layoutIfNeeded() {
        if let backingView { return backingView.layoutIfNeeded() }
        if takeNeedsLayout() { layoutSublayers() }
        layOutStandaloneSublayers()
    }

    /// Lays out the layer's sublayers: the default asks the delegate
    /// (`layoutSublayers(of:)`; a view's runs its `layoutSubviews()`). Override it to place
    /// sublayers when the bounds change.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Clears the layout mark; whether it was set.
    func takeNeedsLayout() -> Bool {
        defer { needsLayoutFlag = false }
        return needsLayoutFlag
    }

    /// Whether the layer draws content of its own beyond `contents`: a displayed standalone
    /// layer; shape and gradient layers always.
    var drawsOwnContent: Bool { backingView == nil && (displayVersion > 0 || needsDisplayFlag) }

    /// Counts a change to what the layer draws (see `DisplayGeneration`).
    func displayedValueDidChange() {
        guard !CALayer.isBuildingPresentation else { return }
        DisplayGeneration.advance()
    }

    // MARK: Actions

    /// The actions for keys (property names), consulted before the class's defaults; an
    /// `NSNull` value turns a property's implicit animation off. Default nil.
    open var actions: [String: CAAction]?

    /// The action for `event` (a property name): the `actions` entry, else the class's
    /// `defaultAction(forKey:)`, else, for an animatable property, an implicit animation; nil
    /// when there is none or one of them is `NSNull`. Override it to choose actions yourself.
    open func action(forKey event: String) -> CAAction? {
        findAction(forKey: event)
    }

    /// The class's default action for `event`. Default nil.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    // MARK: The layer tree (CALayer+Sublayers.swift)

    /// The layer's superlayer: a view's layer's is its superview's layer.
    open var superlayer: CALayer? { parentLayer }

    /// The layer's sublayers, back to front; nil when it has none. Setting it removes the
    /// sublayers there are and adds the new ones.
    open var sublayers: [CALayer]? {
        get {
            let list = sublayerList
            return list.isEmpty ? nil : list
        }
        set { replaceSublayers(with: newValue ?? []) }
    }

    /// Appends `layer` to the sublayers: it is drawn in front of them. A layer with a superlayer
    /// is removed from it first. A view's layer added to a view's layer moves its view there.
    open func addSublayer(_ layer: CALayer) {
        place(layer) { $0.count }
    }

    /// Inserts `layer` at `idx` of the sublayers (clamped to their number).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        place(layer) { min(Int(idx), $0.count) }
    }

    /// Inserts `layer` just below `sibling` among the sublayers. When `sibling` is not one of
    /// them, `layer` is appended and the misuse reported through `Diagnostics`.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        place(layer) { list in self.index(of: sibling, in: list, method: "insertSublayer(_:below:)") ?? list.count }
    }

    /// Inserts `layer` just above `sibling` among the sublayers. When `sibling` is not one of
    /// them, `layer` is appended and the misuse reported through `Diagnostics`.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        place(layer) { list in self.index(of: sibling, in: list, method: "insertSublayer(_:above:)").map { $0 + 1 } ?? list.count }
    }

    /// Replaces `oldLayer`, one of the sublayers, with `newLayer` at the same place. When
    /// `oldLayer` is not a sublayer, nothing changes and the misuse is reported.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { exchangeSublayer(oldLayer, with: newLayer) }

    /// Detaches the layer from its superlayer; a view's layer removes its view from the
    /// superview.
    open func removeFromSuperlayer() { detachFromSuperlayer() }

    // MARK: Coordinates (CALayer+Coordinates.swift)

    /// Converts `p` from the coordinate space of `l` (the root of this layer's tree when nil)
    /// to this layer's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { convertedPoint(p, from: l) }

    /// Converts `p` from this layer's coordinate space to that of `l` (the root of this layer's
    /// tree when nil).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { convertedPoint(p, to: l) }

    /// Converts `r` from the coordinate space of `l` to this layer's: the bounding box of its
    /// converted corners.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { convertedRect(r, from: l) }

    /// Converts `r` from this layer's coordinate space to that of `l`.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { convertedRect(r, to: l) }

    // MARK: Animations and time (CALayer+Animations.swift)

    /// Adds a copy of `anim` to the layer, replacing the animation with the same key. A begin
    /// time of 0 becomes the layer's current time. A property animation whose key path Core
    /// Animation cannot animate is reported and animates nothing.
    open func add(_ anim: CAAnimation, forKey key: String?) { addRunningAnimation(copyOf: anim, forKey: key) }

    /// The animation added for `key` (the layer's copy), or nil.
    open func animation(forKey key: String) -> CAAnimation? {
        runningAnimations.last { $0.key == key }?.animation
    }

    /// Removes the animation for `key`; its delegate hears it stopped unfinished.
    open func removeAnimation(forKey key: String) { stopAnimation(forKey: key) }

    /// Removes every animation; their delegates hear they stopped unfinished.
    open func removeAllAnimations() { stopAllAnimations() }

    /// The keys of the layer's animations, in the order they were added; nil when it has none.
    open func animationKeys() -> [String]? {
        let keys = runningAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// The layer as it appears on screen now: a copy with every running animation applied — a
    /// view's layer's also with its view's animation blocks (its position, bounds, transform and
    /// opacity in flight) — (a presentation copy of a presentation copy is itself). Without
    /// running animations, and for
    /// a layer subclass of your own (whose `init(layer:)` cannot be called by name without the
    /// Objective-C runtime), the layer itself.
    open func presentation() -> Self? {
        if modelLayer != nil { return self }
        if let backingView, backingView.hasPropertyAnimations {
            return presentationCopy(base: backingView.presentationLayerValues) as? Self ?? self
        }
        return runningAnimations.isEmpty ? self : presentationCopy() as? Self ?? self
    }

    /// The model layer of a presentation copy; the layer itself otherwise.
    open func model() -> Self {
        modelLayer as? Self ?? self
    }

    /// When the layer's timeline begins, in its superlayer's time. Default 0.
    open var beginTime: CFTimeInterval {
        get { timeline?.beginTime ?? 0 }
        set { changeTimeline { $0.beginTime = newValue } }
    }

    /// How fast the layer's time runs relative to its superlayer's: 0 stops its animations
    /// (the pause idiom with `timeOffset`). Default 1.
    open var speed: Float {
        get { timeline?.speed ?? 1 }
        set { changeTimeline { $0.speed = newValue } }
    }

    /// An offset added to the layer's local time. Default 0.
    open var timeOffset: CFTimeInterval {
        get { timeline?.timeOffset ?? 0 }
        set { changeTimeline { $0.timeOffset = newValue } }
    }

    /// The length of one iteration of the layer's time. Default 0: its time runs on without
    /// repeating. With a duration, the layer's animations see its time repeat (`repeatCount`,
    /// `repeatDuration`, `autoreverses`) and hold at 0 before it begins and at its end after.
    open var duration: CFTimeInterval {
        get { timeline?.duration ?? 0 }
        set { changeTimeline { $0.duration = newValue } }
    }

    /// How many times the layer's time repeats its `duration` (fractions allowed). Default 0:
    /// once.
    open var repeatCount: Float {
        get { timeline?.repeatCount ?? 0 }
        set { changeTimeline { $0.repeatCount = newValue } }
    }

    /// How long the layer's time repeats its `duration`, instead of `repeatCount`. Default 0.
    open var repeatDuration: CFTimeInterval {
        get { timeline?.repeatDuration ?? 0 }
        set { changeTimeline { $0.repeatDuration = newValue } }
    }

    /// Whether each iteration of the layer's time runs forwards then backwards. Default false.
    open var autoreverses: Bool {
        get { timeline?.autoreverses ?? false }
        set { changeTimeline { $0.autoreverses = newValue } }
    }

    /// How the layer's timing fills before its start and after its end. Default `.removed`.
    /// The layer's time is held at its ends whatever the mode (the layer itself is always
    /// drawn); it is kept and returned.
    open var fillMode: CAMediaTimingFillMode {
        get { timeline?.fillMode ?? .removed }
        set { changeTimeline { $0.fillMode = newValue } }
    }

    /// Converts `t` from the time of layer `l` (absolute time, `CACurrentMediaTime()`, when nil)
    /// to this layer's time.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { convertedTime(t, from: l) }

    /// Converts `t` from this layer's time to the time of layer `l` (absolute time when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { convertedTime(t, to: l) }

    // MARK: Defaults, archiving and size

    /// The default value of the property `key`, as Core Animation's `defaultValue(forKey:)`: a
    /// new layer's value for Core Animation's properties (`opacity` 1, `anchorPoint` (0.5, 0.5),
    /// `shadowOffset` (0, -3), `shadowRadius` 3, `contentsRect` and `contentsCenter` the unit
    /// rectangle, `contentsScale` 1, identity transforms, zero geometry, false flags), nil for
    /// other keys. Here a new layer takes its values from its initializers, not from this method,
    /// so a subclass that overrides it changes what it answers, not a new layer's values.
    open class func defaultValue(forKey key: String) -> Any? { CALayer.coreAnimationDefault(forKey: key) }

    /// Whether the value of `key` is archived with the layer. Default true. Layers are not
    /// archived on Linux (`init(coder:)` makes a default layer), so nothing asks it here.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The layer's preferred size in its superlayer's coordinates: its bounds' size, as Core
    /// Animation's default (with no layout manager, which iOS layers do not have).
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Default property values for keys the layer has no value of, as Core Animation's `style`.
    /// Kept and returned; nothing here reads property values through it.
    open var style: [AnyHashable: Any]?

    // MARK: Drawing hints

    /// Whether the layer is known to be fully opaque, as Core Animation's `isOpaque`: a hint
    /// that lets iOS skip blending it. Default false. The renderer blends every layer, so a
    /// layer marked opaque with transparent parts shows them as transparent here.
    open var isOpaque = false

    /// Whether `draw(in:)` may run in the background, as Core Animation's
    /// `drawsAsynchronously`. Default false. Drawing here is synchronous either way, and looks
    /// the same.
    open var drawsAsynchronously = false

    /// The pixel format of the layer's drawn content. Default `.RGBA8Uint`. The renderer draws
    /// every layer in 8-bit RGBA.
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint

    /// Marks the layer's content as needing to be drawn again, as `setNeedsDisplay()`: the
    /// whole layer is drawn again (Core Animation may redraw only `r`; the result is the same).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Renders the layer and its sublayers into `ctx`, in the layer's coordinate space, from
    /// their model values (running animations are ignored), as Core Animation's
    /// `render(in:)`: a snapshot into an image renderer's context. It needs the renderer
    /// (`Rendering.install()`); without it, nothing is drawn and the call is reported.
    open func render(in ctx: CGContext) {
        guard let renderer = CALayer.contextRenderer else {
            return Diagnostics.report("CALayer.render(in:): no renderer is installed (Rendering.install()); nothing was drawn")
        }
        renderer(self, ctx)
    }

    /// What `render(in:)` draws with; installed by the rendering module.
    package static var contextRenderer: (@MainActor (CALayer, CGContext) -> Void)?

    // MARK: Filters (not supported on iOS either)

    /// A Core Image filter that composites the layer with what is behind it. Core Animation does
    /// not support it on iOS, and it is not applied here either; the value is kept.
    open var compositingFilter: Any?

    /// Core Image filters applied to the layer's content. Not supported on iOS, and not applied
    /// here either; the value is kept.
    open var filters: [Any]?

    /// Core Image filters applied to what is behind the layer. Not supported on iOS, and not
    /// applied here either; the value is kept.
    open var backgroundFilters: [Any]?

    // MARK: Scrolling (CAScrollLayer.swift)

    /// Scrolls the nearest ancestor `CAScrollLayer` so that `p` (in this layer's coordinates)
    /// is at its bounds' origin; does nothing without one, as in Core Animation.
    open func scroll(_ p: CGPoint) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: scrollLayer.convert(p, from: self))
    }

    /// Scrolls the nearest ancestor `CAScrollLayer` the least that shows `r` (in this layer's
    /// coordinates); does nothing without one.
    open func scrollRectToVisible(_ r: CGRect) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: scrollLayer.convert(r, from: self))
    }

    /// The part of the layer's bounds its nearest ancestor `CAScrollLayer` shows, in the layer's
    /// coordinates; the bounds without one.
    open var visibleRect: CGRect {
        guard let scrollLayer = enclosingScrollLayer else { return bounds }
        return bounds.intersection(convert(scrollLayer.bounds, from: scrollLayer))
    }

    // MARK: Hit testing

    /// The farthest descendant of the layer (or the layer) that contains `p`, given in the
    /// superlayer's coordinates; nil when none does. Hidden layers are skipped, clipping layers
    /// hide their sublayers outside their bounds, and sublayers are tried front to back.
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }

    /// Whether `p`, in the layer's coordinates, is inside its bounds. Override it to give a
    /// layer another shape.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    // MARK: Geometry

    /// The layer's bounds rectangle, in its own coordinate space. Changing its size keeps
    /// `position`; a standalone layer with `needsDisplayOnBoundsChange` is then displayed again.
    open var bounds: CGRect {
        get { backingView?.bounds ?? storedBounds }
        set {
            if let backingView { return backingView.bounds = newValue }
            guard newValue.isFiniteRect, !newValue.isNull, newValue != storedBounds else { return }
            let resized = newValue.size != storedBounds.size, old = storedBounds
            storedBounds = newValue
            displayedValueDidChange()
            didChangeAnimatable(.bounds, from: .rect(old))
            if resized { setNeedsLayout() }
            if resized, needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }

    /// The layer's position in its superlayer's coordinate space: where its anchor point lies.
    /// A view's layer's position is the view's `center`.
    open var position: CGPoint {
        get { backingView?.center ?? storedPosition }
        set {
            if let backingView { return backingView.center = newValue }
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != storedPosition else { return }
            let old = storedPosition
            storedPosition = newValue
            displayedValueDidChange()
            didChangeAnimatable(.position, from: .point(old))
        }
    }

    /// The anchor point of the layer's bounds rectangle, in unit coordinates ((0, 0) the
    /// bounds' minimum corner, (1, 1) its maximum): the point that `position` places and that
    /// `transform` turns and scales around. Default (0.5, 0.5). Changing it keeps `position`,
    /// so the frame moves.
    open var anchorPoint: CGPoint {
        get { backingView?.unitAnchorPoint ?? storedAnchorPoint }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            if let backingView { return backingView.setAnchorPoint(newValue) }
            guard newValue != storedAnchorPoint else { return }
            let old = storedAnchorPoint
            storedAnchorPoint = newValue
            displayedValueDidChange()
            didChangeAnimatable(.anchorPoint, from: .point(old))
        }
    }

    /// The layer's frame rectangle, in its superlayer's coordinate space: derived from `bounds`,
    /// `anchorPoint`, `position` and `transform` — the bounding box of the transformed bounds.
    /// Setting it sets the bounds' size and places the anchor point at the same unit point of the
    /// new rectangle. A view's layer's frame is the view's `frame`.
    open var frame: CGRect {
        get {
            if let backingView { return backingView.frame }
            return LayerGeometry.frame(size: storedBounds.size, position: storedPosition, anchorPoint: storedAnchorPoint,
                                       transform: storedTransform)
        }
        set {
            if let backingView { return backingView.frame = newValue }
            guard newValue.isFiniteRect, !newValue.isNull else { return }
            let standard = newValue.standardized
            position = LayerGeometry.position(ofFrame: standard, anchorPoint: storedAnchorPoint)
            bounds.size = standard.size
        }
    }

    /// The transform applied to the layer's content, relative to its anchor point. Default
    /// identity. A view's `transform` is this transform's affine part: setting one sets the other
    /// (an affine view transform replaces a 3D layer transform).
    open var transform: CATransform3D {
        get {
            backingView?.layerTransform ?? storedTransform
        }
        set {
            if let backingView { return backingView.setLayerTransform(newValue) }
            guard newValue != storedTransform else { return }
            let old = storedTransform
            storedTransform = newValue
            displayedValueDidChange()
            didChangeAnimatable(.transform, from: .transform(old))
        }
    }

    /// The layer's transform as an affine transform (its affine part when it is not affine).
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets `transform` to the 3D form of an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The transform applied to the sublayers (not to the layer's own content), relative to the
    /// layer's anchor point: typically a perspective (`m34 = -1 / distance`) shared by 3D
    /// sublayers. Default identity.
    open var sublayerTransform = CATransform3DIdentity {
        didSet {
            guard sublayerTransform != oldValue else { return }
            compositingFeatures.set(.sublayerTransform, !CATransform3DIsIdentity(sublayerTransform))
            displayedValueDidChange()
            didChangeAnimatable(.sublayerTransform, from: .transform(oldValue))
        }
    }

    /// The layer's position on the z axis among its siblings: higher is drawn later (in front).
    /// Default 0. (Layers are flattened into their superlayer's plane: it orders, it does not
    /// move the layer in depth.)
    open var zPosition: CGFloat = 0 {
        didSet {
            guard zPosition != oldValue else { return }
            displayedValueDidChange()
            didChangeAnimatable(.zPosition, from: .number(Double(oldValue)))
        }
    }

    /// The depth of the anchor point: `transform` turns the layer around a point this far in
    /// front of its plane (a cube's faces turn around its center), and `position` (with
    /// `zPosition`) places that point. Default 0. It shows under a perspective
    /// `sublayerTransform`.
    open var anchorPointZ: CGFloat = 0 {
        didSet {
            guard anchorPointZ != oldValue, anchorPointZ.isFinite else { return }
            displayedValueDidChange()
        }
    }

    // MARK: Visibility

    /// The opacity of the layer, 0 to 1; the layer and its sublayers are composited as one
    /// image at this opacity. Default 1. A view's layer's opacity is the view's `alpha`.
    open var opacity: Float {
        get { backingView.map { Float($0.alpha) } ?? storedOpacity }
        set {
            if let backingView { return backingView.alpha = CGFloat(newValue) }
            guard newValue != storedOpacity else { return }
            let old = storedOpacity
            storedOpacity = newValue
            displayedValueDidChange()
            didChangeAnimatable(.opacity, from: .number(Double(old)))
        }
    }

    /// Whether the layer (and its sublayers) is not drawn. Default false. A view's layer's is
    /// the view's `isHidden`.
    open var isHidden: Bool {
        get { backingView?.isHidden ?? storedIsHidden }
        set {
            if let backingView { return backingView.isHidden = newValue }
            guard newValue != storedIsHidden else { return }
            storedIsHidden = newValue
            displayedValueDidChange()
        }
    }

    /// Whether the layer's content, sublayers and shadow are clipped to its bounds (rounded by
    /// `cornerRadius` at the `maskedCorners`). Default false. A view's layer's is the view's
    /// `clipsToBounds`.
    open var masksToBounds: Bool {
        get { backingView?.clipsToBounds ?? storedMasksToBounds }
        set {
            if let backingView { return backingView.clipsToBounds = newValue }
            guard newValue != storedMasksToBounds else { return }
            storedMasksToBounds = newValue
            displayedValueDidChange()
        }
    }

    /// The background color, filling the bounds (rounded by `cornerRadius`). Default nil
    /// (transparent). A view's layer's is the view's `backgroundColor`, resolved for the view's
    /// traits; setting it sets the view's.
    open var backgroundColor: CGColor? {
        get {
            backingView?.layerBackgroundColor ?? storedBackgroundColor
        }
        set {
            if let backingView { return backingView.layerBackgroundColor = newValue }
            let old = storedBackgroundColor
            storedBackgroundColor = newValue
            displayedValueDidChange()
            didChangeAnimatable(.backgroundColor, from: .color(old))
        }
    }
}
