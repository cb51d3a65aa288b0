import Foundation

extension UIView: LayoutAnchorItem {
    /// The value of an intrinsic size component for an axis the view has no size along.
    public static let noIntrinsicMetric: CGFloat = noIntrinsicMetricValue
    /// The option to use the smallest possible size in `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The option to use the largest possible size in `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // MARK: System guides

    /// The work of `layoutMarginsGuide`, made on first use.
    var systemMarginsGuide: UILayoutGuide {
        if let guide = autoLayoutState?.marginsGuide { return guide }
        let guide = makeSystemGuide(.margins, identifier: "UIViewLayoutMarginsGuide")
        layoutState.marginsGuide = guide
        return guide
    }

    /// The work of `safeAreaLayoutGuide`, made on first use.
    var systemSafeAreaGuide: UILayoutGuide {
        if let guide = autoLayoutState?.safeAreaGuide { return guide }
        let guide = makeSystemGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide")
        layoutState.safeAreaGuide = guide
        return guide
    }

    /// The work of `readableContentGuide`, made on first use.
    var systemReadableContentGuide: UILayoutGuide {
        if let guide = autoLayoutState?.readableGuide { return guide }
        let guide = makeSystemGuide(.readableContent, identifier: "UIViewReadableContentGuide")
        layoutState.readableGuide = guide
        return guide
    }

    func makeSystemGuide(_ kind: UILayoutGuide.SystemKind, identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.systemKind = kind
        guide.owningView = self
        return guide
    }

    // MARK: State

    var layoutState: ViewLayoutState {
        if let state = autoLayoutState { return state }
        let state = ViewLayoutState(hugging: defaultContentHugging)
        autoLayoutState = state
        return state
    }

    /// UIKit's content hugging default: 251 for labels and image views, 250 for others.
    var defaultContentHugging: UILayoutPriority {
        self is UILabel || self is UIImageView ? UILayoutPriority(251) : .defaultLow
    }

    /// The root of the view's hierarchy.
    var hierarchyRoot: UIView {
        var node = self
        while let parent = node.superviewStorage { node = parent }
        return node
    }

    /// The engine of the view's hierarchy, if it uses constraints.
    var layoutEngine: LayoutEngine? { hierarchyRoot.autoLayoutState?.hostedEngine }

    /// The engine of the hierarchy, made when missing.
    func makeLayoutEngine() -> LayoutEngine {
        let root = hierarchyRoot
        if let engine = root.autoLayoutState?.hostedEngine { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutState.hostedEngine = engine
        return engine
    }

    func setTranslatesAutoresizingMask(_ value: Bool) {
        guard value != translatesAutoresizingMaskIntoConstraints else { return }
        layoutState.translatesAutoresizingMaskIntoConstraints = value
        layoutEngine?.translatesDidChange(self)
    }

    func intrinsicContentSizeDidChange() {
        guard LayoutEngine.liveCount > 0, let engine = layoutEngine else { return }
        engine.contentDidChange(self)
        (superview ?? self).setNeedsLayout()
    }

    func geometryDidChangeForAutoLayout() {
        guard LayoutEngine.liveCount > 0, let state = autoLayoutState else { return }
        if state.translatesAutoresizingMaskIntoConstraints || superviewStorage == nil { layoutEngine?.frameDidChange(self) }
        if state.marginsGuide != nil || state.safeAreaGuide != nil || state.readableGuide != nil || state.frameGuide != nil {
            layoutEngine?.guidesNeedUpdate = true
        }
    }

    func layoutDirectionMayHaveChanged() {
        guard let engine = layoutEngine else { return }
        engine.directionsMayHaveChanged = true
        engine.isDirty = true
        setNeedsLayout()
    }

    func marginsDidChangeForAutoLayout() {
        guard LayoutEngine.liveCount > 0 else { return }
        layoutEngine?.guidesNeedUpdate = true
    }

    // MARK: Holding constraints

    /// `addConstraint(_:)`: the view holds the constraint (UIKit's legacy way; activation
    /// finds the nearest common ancestor instead).
    func hold(_ constraint: NSLayoutConstraint) {
        if constraint.owner === self { return }
        constraint.owner?.uninstall(constraint)
        for view in constraint.views where view.map({ !$0.isDescendant(of: self) }) ?? true {
            raiseException(.genericException, "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug.")
        }
        install(constraint)
    }

    /// Makes the view hold an active constraint and puts it in the hierarchy's engine.
    func install(_ constraint: NSLayoutConstraint) {
        constraint.owner = self
        layoutState.constraints.append(constraint)
        makeLayoutEngine().add(constraint)
        setNeedsLayout()
    }

    /// Deactivates a constraint the view holds.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.owner === self, let state = autoLayoutState else { return }
        if let index = state.constraints.firstIndex(where: { $0 === constraint }) { state.constraints.remove(at: index) }
        constraint.engine?.remove(constraint)
        constraint.owner = nil
        setNeedsLayout()
    }

    func adopt(_ guide: UILayoutGuide) {
        if guide.owningView === self { return }
        guide.owningView?.release(guide)
        guide.owningView = self
        layoutState.layoutGuides.append(guide)
    }

    func release(_ guide: UILayoutGuide) {
        guard guide.owningView === self, let state = autoLayoutState else { return }
        for constraint in layoutEngine?.constraints(referencing: guide) ?? [] where constraint.kind == .user {
            constraint.deactivate()
        }
        layoutEngine?.removeItem(guide)
        state.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // MARK: The update and layout passes

    /// What `setNeedsUpdateConstraints()` does: `updateConstraints()` runs before the next layout.
    func markNeedsConstraintUpdate() {
        constraintsNeedUpdate = true
        markAncestorsNeedConstraintUpdate()
        setNeedsLayout()
    }

    func markAncestorsNeedConstraintUpdate() {
        var node = superview
        while let current = node, !current.subtreeConstraintsNeedUpdate {
            current.subtreeConstraintsNeedUpdate = true
            node = current.superview
        }
    }

    /// Runs `updateConstraints()` bottom-up on the views of this branch that need it.
    func updateConstraintsBranch() {
        if subtreeConstraintsNeedUpdate {
            subtreeConstraintsNeedUpdate = false
            for subview in subviews where subview.constraintsNeedUpdate || subview.subtreeConstraintsNeedUpdate {
                subview.updateConstraintsBranch()
            }
        }
        if constraintsNeedUpdate {
            constraintsNeedUpdate = false
            if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
        }
    }

    /// UIKit's order before a layout pass: constraints are updated bottom-up, the engine
    /// takes the pending changes (intrinsic sizes, margins) and marks the views whose frames
    /// move. Returns the view to lay out from: the highest ancestor that needs layout.
    func prepareConstraintBasedLayout() -> UIView? {
        let root = hierarchyRoot
        var needsUpdate: Bool { root.subtreeConstraintsNeedUpdate || root.constraintsNeedUpdate }
        guard root.autoLayoutState?.hostedEngine != nil || (LayoutEngine.constraintBasedLayoutRequested && needsUpdate) else {
            return nil
        }
        for _ in 0..<4 {
            if needsUpdate { root.updateConstraintsBranch() }
            root.autoLayoutState?.hostedEngine?.markMovedViews()
            if !needsUpdate { break }
        }
        var top = self
        while let parent = top.superview, parent.needsLayout { top = parent }
        return top
    }

    /// Sets the frames of the subviews that Auto Layout places, from the engine, rounded to
    /// the pixel grid of this view's display scale (a leaf, the common case, looks nothing up).
    func applyEngineFramesToSubviews() {
        let scrollView = self as? UIScrollView
        guard !subviews.isEmpty || scrollView != nil, let engine = layoutEngine else { return }
        engine.update()
        let scale = traitCollection.displayScale
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            if let frame = engine.frame(of: subview, scale: scale) { subview.applyEngineFrame(frame) }
        }
        scrollView?.applyContentSizeFromConstraints(engine)
    }

    /// Places the view at a frame from the engine: its bounds size and center, so that a
    /// transform is kept.
    func applyEngineFrame(_ frame: CGRect) {
        if !hasLayerTransform3D && transform.isIdentity {
            if self.frame != frame { self.frame = frame }
            return
        }
        bounds = CGRect(origin: bounds.origin, size: frame.size)
        center = CGPoint(x: frame.minX + frame.width * unitAnchorPoint.x, y: frame.minY + frame.height * unitAnchorPoint.y)
    }

    // MARK: Moving in the hierarchy

    /// A view was added under this one: its hierarchy's constraints join this hierarchy's
    /// engine.
    func autoLayoutDidAttach(_ view: UIView) {
        let moved = view.autoLayoutState?.hostedEngine
        if let moved {
            moved.dissolve()
            view.autoLayoutState?.hostedEngine = nil
        }
        if moved != nil {
            makeLayoutEngine().addHierarchy(view)
        } else if let engine = layoutEngine, view.autoLayoutState != nil {
            engine.addHierarchy(view)
        }
    }

    /// The view is leaving its superview: constraints between its hierarchy and the rest are
    /// removed (UIKit deactivates them), its own hierarchy's constraints go to an engine of
    /// their own.
    func autoLayoutWillDetach() {
        guard let engine = layoutEngine else { return }
        let keeps = engine.removeHierarchy(self)
        if keeps {
            let own = LayoutEngine(root: self)
            layoutState.hostedEngine = own
            own.addHierarchy(self)
        }
    }
}

extension UIEdgeInsets {
    /// The margins of `view`, enlarged to include its superview's margins where the view
    /// reaches into them (`preservesSuperviewLayoutMargins`).
    @MainActor func preservingMargins(of parent: UIView, in view: UIView) -> UIEdgeInsets {
        let parentMargins = parent.layoutMargins
        let frame = view.frame, size = parent.bounds.size
        return UIEdgeInsets(top: max(top, parentMargins.top - frame.minY),
                          left: max(left, parentMargins.left - frame.minX),
                          bottom: max(bottom, parentMargins.bottom - (size.height - frame.maxY)),
                          right: max(right, parentMargins.right - (size.width - frame.maxX)))
    }
}

/// The work of the content hugging and compression resistance priorities (the class body's
/// open members).
extension UIView {
    func storedContentHugging(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = autoLayoutState else { return defaultContentHugging }
        return axis == .horizontal ? state.contentHugging.horizontal : state.contentHugging.vertical
    }

    func storeContentHugging(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal { layoutState.contentHugging.horizontal = priority } else { layoutState.contentHugging.vertical = priority }
        intrinsicContentSizeDidChange()
    }

    func storedCompressionResistance(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = autoLayoutState else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    func storeCompressionResistance(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal { layoutState.compressionResistance.horizontal = priority } else { layoutState.compressionResistance.vertical = priority }
        intrinsicContentSizeDidChange()
    }
}

extension UIView {
    /// Whether the view or one of its descendants holds constraints.
    var hasConstraintsInSubtree: Bool {
        func hasConstraints(_ view: UIView) -> Bool {
            if view.autoLayoutState?.constraints.contains(where: { !$0.placesASeparator }) == true { return true }
            return view.subviews.contains(where: hasConstraints)
        }
        return hasConstraints(self)
    }
}
