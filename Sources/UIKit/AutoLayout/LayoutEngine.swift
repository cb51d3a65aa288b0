import Foundation

/// The layout engine of a view hierarchy, as UIKit's `NSISEngine`: it turns the hierarchy's
/// active constraints, and the constraints the system makes (frames of views that translate
/// their autoresizing masks, intrinsic content sizes, the layout guides' relations to their
/// views), into linear constraints on the alignment rectangles of the views and guides, and
/// keeps them solved with `SimplexSolver`.
///
/// The root view of a hierarchy that uses constraints hosts one. Each view or guide that
/// takes part has four variables: the origin of its alignment rectangle in its superview's
/// (a guide: its owning view's) coordinates, and its size. A constraint is expressed in the
/// coordinates of the view that holds it: an item's left edge there is its own `minX` plus
/// the `minX` of every view between it and that view. Bounds origins are not part of the
/// expressions (a scroll view's subviews are placed in its content coordinates).
@MainActor
final class LayoutEngine {
    /// How many engines are alive: views skip all Auto Layout work while there are none.
    /// (Engines live and die on the main thread; the count is read on every layout pass.)
    nonisolated(unsafe) static var liveCount = 0
    /// Whether a view class that requires constraint-based layout was made: hierarchies then
    /// run the update-constraints pass even before they have an engine.
    static var constraintBasedLayoutRequested = false

    /// The variables and system constraints of a view or a layout guide.
    final class Item {
        unowned(unsafe) let object: AnyObject
        let minX, minY, width, height: SimplexSolver.Variable
        /// Constraints made from the frame (autoresizing) or, for a guide, its relation to its
        /// view; in a fixed order.
        var system: [NSLayoutConstraint] = []
        /// The constraints of the intrinsic content size, and what they were made from.
        var content: [NSLayoutConstraint] = []
        var contentKey: [Float] = []
        /// The width the content was measured at, for views that wrap to their width.
        var contentWidth: CGFloat?
        /// The user constraints that name this item.
        var referencing: [ObjectIdentifier: NSLayoutConstraint] = [:]

        init(object: AnyObject, solver: inout SimplexSolver) {
            self.object = object
            view = object as? UIView
            minX = solver.makeVariable()
            minY = solver.makeVariable()
            width = solver.makeVariable()
            height = solver.makeVariable()
        }

        /// The object, when it is a view (cast once: the layout pass asks for every item it moves).
        unowned(unsafe) let view: UIView?
    }

    struct Expression {
        var terms: [SimplexSolver.Term] = []
        var constant: Double = 0

        mutating func add(_ other: Expression, times factor: Double) {
            for term in other.terms { terms.append(SimplexSolver.Term(term.variable, term.coefficient * factor)) }
            constant += other.constant * factor
        }
    }

    var solver = SimplexSolver()
    /// The view whose hierarchy the engine lays out (the view being measured, for a fitting
    /// engine).
    unowned(unsafe) let root: UIView
    /// A fitting engine leaves the root's own size free (`systemLayoutSizeFitting`).
    let isFitting: Bool
    var items: [ObjectIdentifier: Item] = [:]
    /// The item of each variable, by the variable's id (ids are dense: the solver reuses
    /// them), to find the views whose values changed.
    var itemOfVariable: [Item?] = []
    /// The solution the wrapping labels were last checked against.
    var wrappingCheckedVersion = -1
    /// Every constraint in the engine, the caller's and the system's.
    var constraints: [NSLayoutConstraint] = []
    /// The constraint of each solver constraint.
    var bySolverIndex: [NSLayoutConstraint?] = []
    /// Views whose intrinsic content size or priorities changed.
    var pendingContent: [UIView] = []
    /// The layout guides the engine relates to their views.
    var systemGuides: [UILayoutGuide] = []
    /// Views whose content is measured at their solved width (wrapping labels).
    var wrappingViews: [UIView] = []
    var guidesNeedUpdate = false
    var directionsMayHaveChanged = false
    /// Whether the solution changed since views were last told.
    var isDirty = false
    nonisolated(unsafe) private var isDissolved = false

    init(root: UIView, fitting: Bool = false) {
        self.root = root
        isFitting = fitting
        LayoutEngine.liveCount += 1
    }

    deinit {
        lifetimeToken.end()
        if !isDissolved { LayoutEngine.liveCount -= 1 }
    }

    /// Ended by the deinit, for the constraints' `Unretained` references to the engine.
    nonisolated let lifetimeToken = LifetimeToken()

    /// Lets go of everything: the constraints leave the engine (they stay active where they
    /// are held).
    func dissolve() {
        guard !isDissolved else { return }
        isDissolved = true
        for constraint in constraints where constraint.engine === self {
            constraint.engine = nil
            constraint.solverID = nil
            constraint.engineIndex = -1
        }
        constraints = []
        items = [:]
        itemOfVariable = []
        bySolverIndex = []
        LayoutEngine.liveCount -= 1
    }

    // MARK: Items

    /// The item of a view or guide, made with its system constraints when missing.
    func item(for object: AnyObject) -> Item {
        if let item = items[ObjectIdentifier(object)] { return item }
        let item = Item(object: object, solver: &solver)
        items[ObjectIdentifier(object)] = item
        for variable in [item.minX, item.minY, item.width, item.height] {
            while itemOfVariable.count <= variable.id { itemOfVariable.append(nil) }
            itemOfVariable[variable.id] = item
        }
        if let view = object as? UIView {
            _ = view.layoutState
            addFrameConstraints(view, item)
            if !view.translatesAutoresizingMaskIntoConstraints { updateContent(view, item) }
        } else if let guide = object as? UILayoutGuide, guide.systemKind != nil {
            addGuideConstraints(guide, item)
        }
        return item
    }

    /// Removes an item, its system constraints and its variables.
    func removeItem(_ object: AnyObject) {
        guard let item = items.removeValue(forKey: ObjectIdentifier(object)) else { return }
        for constraint in item.system + item.content { remove(constraint) }
        for constraint in item.referencing.values where constraint.engine === self { remove(constraint) }
        if let guide = object as? UILayoutGuide { systemGuides.removeAll { $0 === guide } }
        if let view = object as? UIView { wrappingViews.removeAll { $0 === view } }
        for variable in [item.minX, item.minY, item.width, item.height] {
            if variable.id < itemOfVariable.count { itemOfVariable[variable.id] = nil }
            solver.removeVariable(variable)
        }
    }

    /// The user constraints in the engine that name `object`.
    func constraints(referencing object: AnyObject) -> [NSLayoutConstraint] {
        items[ObjectIdentifier(object)].map { Array($0.referencing.values) } ?? []
    }

    // MARK: Constraints

    /// Puts a constraint in the engine.
    func add(_ constraint: NSLayoutConstraint) {
        guard constraint.engine !== self else { return }
        constraint.engine?.remove(constraint)
        constraint.engine = self
        constraint.engineIndex = constraints.count
        constraints.append(constraint)
        insert(constraint)
    }

    /// Takes a constraint out of the engine.
    func remove(_ constraint: NSLayoutConstraint) {
        guard constraint.engine === self else { return }
        detachFromSolver(constraint)
        let index = constraint.engineIndex
        if index >= 0 && index < constraints.count && constraints[index] === constraint {
            let last = constraints.count - 1
            if index != last {
                constraints.swapAt(index, last)
                constraints[index].engineIndex = index
            }
            constraints.removeLast()
        }
        constraint.engine = nil
        constraint.engineIndex = -1
        constraint.isBroken = false
    }

    /// The view whose coordinates a constraint is expressed in: the view holding it, or for a
    /// system constraint, the view it was made for.
    func container(of constraint: NSLayoutConstraint) -> UIView? {
        constraint.owner ?? constraint.systemContainer
    }

    /// Adds the constraint's equation to the solver; a constraint that cannot be added
    /// (not finite, unsatisfiable) is reported and left out, as UIKit breaks it.
    func insert(_ constraint: NSLayoutConstraint) {
        constraint.isBroken = false
        isDirty = true
        guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
            reportNotFinite(constraint)
            constraint.isBroken = true
            return
        }
        guard let container = container(of: constraint) else { constraint.isBroken = true; return }
        var directions: [Bool] = []
        guard var expression = expression(constraint.first, in: container, directions: &directions) else {
            constraint.isBroken = true
            return
        }
        if let second = constraint.second {
            guard let other = self.expression(second, in: container, directions: &directions) else {
                constraint.isBroken = true
                return
            }
            expression.add(other, times: -Double(constraint.multiplier))
        }
        constraint.resolvedRightToLeft = directions
        constraint.expressionBase = expression.constant
        if constraint.kind == .user { register(constraint) }
        let relation: SimplexSolver.Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        func add() throws(SimplexSolver.Unsatisfiable) {
            let id = try solver.addConstraint(expression.terms, constant: expression.constant - Double(constraint.constant),
                                              relation: relation, priority: constraint.priority.rawValue)
            constraint.solverID = id
            while bySolverIndex.count <= id.index { bySolverIndex.append(nil) }
            bySolverIndex[id.index] = constraint
        }
        do {
            try add()
        } catch {
            if constraint.kind == .autoresizing, breakUserConstraint(conflictingWith: constraint, error.conflicting, retry: {
                do throws(SimplexSolver.Unsatisfiable) { try add() } catch { return error.conflicting }
                return nil
            }) { return }
            reportUnsatisfiable(breaking: constraint, conflicting: error.conflicting)
            constraint.isBroken = true
        }
    }

    /// Takes the constraint's equation out of the solver (it stays in the engine).
    func detachFromSolver(_ constraint: NSLayoutConstraint) {
        if let id = constraint.solverID {
            solver.removeConstraint(id)
            bySolverIndex[id.index] = nil
            constraint.solverID = nil
            isDirty = true
        }
        if constraint.kind == .user { unregister(constraint) }
    }

    /// Notes the constraint on the items it names, so that moving them finds it.
    private func register(_ constraint: NSLayoutConstraint) {
        forEachNamedItem(of: constraint) { item in
            item.referencing[ObjectIdentifier(constraint)] = constraint
        }
    }

    private func unregister(_ constraint: NSLayoutConstraint) {
        forEachNamedItem(of: constraint) { item in item.referencing[ObjectIdentifier(constraint)] = nil }
    }

    private func forEachNamedItem(of constraint: NSLayoutConstraint, _ body: (Item) -> Void) {
        func visit(_ spec: AnchorSpec) {
            if let object = spec.item, let item = items[ObjectIdentifier(object)] { body(item) }
            if spec.attribute.isMargin, let view = spec.item as? UIView, let guide = view.autoLayoutState?.marginsGuide,
               let item = items[ObjectIdentifier(guide)] {
                body(item)
            }
            spec.offsetTo.forEach(visit)
        }
        visit(constraint.first)
        if let second = constraint.second { visit(second) }
    }

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        isDirty = true
        guard let id = constraint.solverID else {
            if constraint.isBroken {
                if constraint.kind == .user { unregister(constraint) }
                insert(constraint)
            }
            return
        }
        guard constraint.constant.isFinite else {
            reportNotFinite(constraint)
            detachFromSolver(constraint)
            if constraint.kind == .user { register(constraint) }
            constraint.isBroken = true
            return
        }
        do {
            try solver.setConstant(constraint.expressionBase - Double(constraint.constant), of: id)
        } catch {
            let value = constraint.expressionBase - Double(constraint.constant)
            if constraint.kind == .autoresizing, breakUserConstraint(conflictingWith: constraint, error.conflicting, retry: {
                do throws(SimplexSolver.Unsatisfiable) { try solver.setConstant(value, of: id) } catch { return error.conflicting }
                return nil
            }) { return }
            reportUnsatisfiable(breaking: constraint, conflicting: error.conflicting)
            solver.removeConstraint(id)
            bySolverIndex[id.index] = nil
            constraint.solverID = nil
            constraint.isBroken = true
        }
    }

    /// A frame moved where the constraints cannot follow (a root resized, an autoresizing view
    /// given a new frame): the frame is what the view has, so one of the app's constraints in
    /// the conflict is broken instead, as UIKit's logs show a user constraint broken against
    /// autoresizing constraints and `UIView-Encapsulated-Layout-Height`. Breaks the user
    /// constraint the solver holds last and tries `retry` (the frame's change) again, until it
    /// succeeds (it returns nil) or no user constraint takes part in its conflict (false).
    private func breakUserConstraint(conflictingWith constraint: NSLayoutConstraint, _ conflicting: [SimplexSolver.ConstraintID],
                                     retry: () -> [SimplexSolver.ConstraintID]?) -> Bool {
        var conflicting = conflicting
        while true {
            let users = conflicting.compactMap { id in id.index < bySolverIndex.count ? bySolverIndex[id.index] : nil }
                .filter { $0.kind == .user && $0 !== constraint && $0.solverID != nil }
            guard let broken = users.max(by: { $0.solverID!.index < $1.solverID!.index }) else { return false }
            reportUnsatisfiable(breaking: broken, conflicting: conflicting)
            detachFromSolver(broken)
            register(broken)
            broken.isBroken = true
            guard let next = retry() else { return true }
            conflicting = next
        }
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        detachFromSolver(constraint)
        insert(constraint)
    }

    /// Takes the constraint out of the solver and puts it back: its expression changed (a
    /// baseline offset, a direction).
    func reinsert(_ constraint: NSLayoutConstraint) {
        guard constraint.engine === self else { return }
        detachFromSolver(constraint)
        insert(constraint)
    }

    // MARK: Expressions

    /// The linear expression of an anchor in `container`'s coordinates; nil when its item is
    /// gone or not inside `container`. Appends to `directions` whether each leading or
    /// trailing attribute was resolved right to left.
    func expression(_ spec: AnchorSpec, in container: UIView, directions: inout [Bool]) -> Expression? {
        if let to = spec.offsetTo.first {
            var from = spec
            from.offsetTo = []
            guard var result = expression(to, in: container, directions: &directions),
                  let start = expression(from, in: container, directions: &directions) else { return nil }
            result.add(start, times: -1)
            return result
        }
        guard let object = spec.item else { return nil }
        var attribute = spec.attribute
        var target: AnyObject = object
        if attribute.isMargin {
            guard let view = object as? UIView else { return nil }
            target = view.layoutMarginsGuide
            attribute = attribute.withoutMargin
        } else if let scrollView = object as? UIScrollView, scrollView === container, !attribute.isDimension {
            // UIKit's rule for scroll views: to its subviews, a scroll view's edges are those of
            // its content (constraints to them make `contentSize`); its width and height are
            // its frame's.
            target = scrollView.contentLayoutGuide
        } else if attribute.isBaseline, let view = object as? UIView {
            // A view's baselines are those of the view it names for them (a stack view's are
            // its arranged views').
            let baselineView = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if baselineView !== view, baselineView.isDescendant(of: view) { target = baselineView }
        }
        let item = item(for: target)
        var x: [SimplexSolver.Term] = [], y: [SimplexSolver.Term] = []
        var node: UIView?
        var rightToLeft = false
        var baselineView: UIView?
        if let view = target as? UIView {
            rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            baselineView = view
            if view !== container {
                x.append(SimplexSolver.Term(item.minX))
                y.append(SimplexSolver.Term(item.minY))
                node = view.superview
                guard node != nil else { return nil }
            }
        } else if let guide = target as? UILayoutGuide {
            guard let owner = guide.owningView else { return nil }
            rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
            x.append(SimplexSolver.Term(item.minX))
            y.append(SimplexSolver.Term(item.minY))
            node = owner
        }
        while let current = node, current !== container {
            let ancestor = self.item(for: current)
            x.append(SimplexSolver.Term(ancestor.minX))
            y.append(SimplexSolver.Term(ancestor.minY))
            node = current.superview
            if node == nil { return nil }
        }
        var result = Expression()
        let width = SimplexSolver.Term(item.width), height = SimplexSolver.Term(item.height)
        func half(_ term: SimplexSolver.Term) -> SimplexSolver.Term { SimplexSolver.Term(term.variable, 0.5) }
        if attribute.usesDirection { directions.append(rightToLeft) }
        switch attribute {
        case .left: result.terms = x
        case .right: result.terms = x + [width]
        // Right to left, leading and trailing run on a mirrored axis: `leading + 10` is 10
        // points in from the right.
        case .leading: result.terms = rightToLeft ? (x + [width]).map { SimplexSolver.Term($0.variable, -$0.coefficient) } : x
        case .trailing: result.terms = rightToLeft ? x.map { SimplexSolver.Term($0.variable, -$0.coefficient) } : x + [width]
        case .centerX: result.terms = x + [half(width)]
        case .width: result.terms = [width]
        case .top: result.terms = y
        case .bottom: result.terms = y + [height]
        case .centerY: result.terms = y + [half(height)]
        case .height: result.terms = [height]
        case .firstBaseline:
            if let label = baselineView as? UILabel {
                result.terms = y
                result.constant = Double(label.firstBaselineFromTop)
            } else {
                result.terms = y + [height]
            }
        case .lastBaseline:
            result.terms = y + [height]
            if let label = baselineView as? UILabel { result.constant = -Double(label.lastBaselineFromBottom) }
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
            return nil
        }
        return result
    }
}

extension NSLayoutConstraint {
    /// The view a system constraint belongs to (the superview of a view whose frame it
    /// encodes, the owning view of a guide).
    var systemContainer: UIView? {
        get { systemContainerStorage }
        set { systemContainerStorage = newValue }
    }
}
