import Foundation

/// The engine's part in the layout pass: taking pending changes, telling views their frames
/// moved, giving frames, and following views moving between hierarchies.
extension LayoutEngine {
    // MARK: Updating

    /// Takes the pending changes: intrinsic sizes and the constraints on baselines, the system
    /// guides' margins and safe areas, leading and trailing after a change of direction, and
    /// wrapping labels measured again at their solved widths (UIKit's second pass).
    func update() {
        for _ in 0..<4 {
            var changed = false
            if !pendingContent.isEmpty {
                let views = pendingContent
                pendingContent = []
                for view in views {
                    guard let item = items[ObjectIdentifier(view)] else { continue }
                    updateContent(view, item)
                    for constraint in item.referencing.values where constraint.usesBaseline(of: view) { reinsert(constraint) }
                }
                changed = true
            }
            if guidesNeedUpdate { refreshGuides() }
            if directionsMayHaveChanged {
                directionsMayHaveChanged = false
                for constraint in constraints where !constraint.resolvedRightToLeft.isEmpty {
                    guard let container = container(of: constraint) else { continue }
                    var directions: [Bool] = []
                    _ = expression(constraint.first, in: container, directions: &directions)
                    if let second = constraint.second { _ = expression(second, in: container, directions: &directions) }
                    if directions != constraint.resolvedRightToLeft { reinsert(constraint) }
                }
            }
            guard wrappingCheckedVersion != solver.solutionVersion else { return }
            for view in wrappingViews {
                guard let item = items[ObjectIdentifier(view)] else { continue }
                let width = CGFloat(solver.value(of: item.width))
                let scale = view.traitCollection.displayScale
                if abs(width - (item.contentWidth ?? 0)) > 0.5 / max(scale, 1) {
                    updateContent(view, item)
                    changed = true
                }
            }
            if !changed {
                wrappingCheckedVersion = solver.solutionVersion
                return
            }
        }
    }

    /// Updates the engine, then marks the superviews of the views whose frames the solution
    /// moved as needing layout (their `layoutSubviews` sets the frames). Only the views whose
    /// variables changed since the last time are looked at, so a change in one cell of a
    /// thousand costs that cell.
    func markMovedViews() {
        update()
        let changed = solver.takeChangedVariables()
        guard isDirty || !changed.isEmpty else { return }
        isDirty = false
        // A superview already marked needs no second look at its other subviews; the scale is
        // that of the last superview looked at (the views of a screen share a few).
        var scaleOwner: UIView?
        var scale: CGFloat = 1
        for variable in changed {
            guard variable.id < itemOfVariable.count, let item = itemOfVariable[variable.id],
                  let view = item.view, view !== root else { continue }
            guard let parent = view.superviewStorage, !parent.needsLayout, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            if parent !== scaleOwner {
                scaleOwner = parent
                scale = parent.traitCollection.displayScale
            }
            if view.frame(forAlignmentRect: rect(of: item, scale: scale)) != view.frame { parent.setNeedsLayout() }
        }
    }

    /// The frame the engine gives a view: its alignment rectangle's edges rounded to the
    /// pixel grid of `scale` (its superview's display scale), as UIKit rounds them, made a
    /// frame.
    func frame(of view: UIView, scale: CGFloat) -> CGRect? {
        guard let item = items[ObjectIdentifier(view)] else { return nil }
        return view.frame(forAlignmentRect: rect(of: item, scale: scale))
    }

    /// The width and height of an item where the solution determines them (nil where another
    /// solution would give another value, or the item has no variables), rounded to pixels.
    func determinedSize(of object: AnyObject, scale: CGFloat) -> (width: CGFloat?, height: CGFloat?)? {
        guard let item = items[ObjectIdentifier(object)] else { return nil }
        let rect = rect(of: item, scale: scale)
        return (solver.isAmbiguous(item.width) ? nil : rect.width, solver.isAmbiguous(item.height) ? nil : rect.height)
    }

    /// A guide's layout frame, in its owning view's coordinates.
    func rect(of guide: UILayoutGuide) -> CGRect? {
        guard let item = items[ObjectIdentifier(guide)] else { return nil }
        return rect(of: item, scale: 0)
    }

    /// An item's rectangle from the solution, its edges rounded to `scale` (0: not rounded);
    /// what is not finite is zero.
    func rect(of item: Item, scale: CGFloat) -> CGRect {
        // The solution is cleaned of the dust of floating-point arithmetic (below 2⁻²⁰) before
        // it is rounded: a half-pixel edge must round the same way whatever pivots led to it.
        func value(_ variable: SimplexSolver.Variable) -> CGFloat {
            let value = CGFloat(solver.value(of: variable))
            return value.isFinite ? (value * 1_048_576).rounded() / 1_048_576 : 0
        }
        let x = value(item.minX), y = value(item.minY), width = value(item.width), height = value(item.height)
        guard scale > 0 else { return CGRect(x: x, y: y, width: width, height: height) }
        let minX = x.roundedToPixel(scale: scale), minY = y.roundedToPixel(scale: scale)
        let maxX = (x + width).roundedToPixel(scale: scale), maxY = (y + height).roundedToPixel(scale: scale)
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    // MARK: Moving between hierarchies

    /// Adds the constraints held in a hierarchy that joined the engine's. A fitting engine
    /// takes copies, so that the hierarchy's own engine keeps the constraints.
    func addHierarchy(_ view: UIView) {
        if let state = view.autoLayoutState {
            for constraint in state.constraints {
                if isFitting {
                    let copy = NSLayoutConstraint(first: constraint.first, relation: constraint.relation, second: constraint.second,
                                                multiplier: constraint.multiplier, constant: constraint.constant)
                    copy.priority = constraint.priority
                    copy.identifier = constraint.identifier
                    copy.systemContainer = view
                    add(copy)
                } else {
                    add(constraint)
                }
            }
        }
        for subview in view.subviews { addHierarchy(subview) }
    }

    /// A hierarchy leaves the engine's: its constraints, items and guides leave the engine,
    /// and the constraints between it and the rest are deactivated (UIKit removes the
    /// constraints that refer to a view removed from its superview). Returns whether the
    /// hierarchy holds constraints of its own (it then needs an engine).
    func removeHierarchy(_ top: UIView) -> Bool {
        var holds = false
        var views: [UIView] = []
        func collect(_ view: UIView) {
            if view.autoLayoutState != nil || items[ObjectIdentifier(view)] != nil { views.append(view) }
            for subview in view.subviews { collect(subview) }
        }
        collect(top)
        for view in views {
            guard let state = view.autoLayoutState, !state.constraints.isEmpty else { continue }
            holds = true
            for constraint in state.constraints { remove(constraint) }
        }
        for view in views {
            var objects: [AnyObject] = [view]
            if let state = view.autoLayoutState {
                objects += state.layoutGuides
                objects += [state.marginsGuide, state.safeAreaGuide, state.readableGuide, state.contentGuide, state.frameGuide].compactMap { $0 }
            }
            for object in objects {
                guard let item = items[ObjectIdentifier(object)] else { continue }
                for constraint in item.referencing.values where constraint.kind == .user {
                    if let owner = constraint.owner, !owner.isDescendant(of: top) { constraint.deactivate() }
                }
                removeItem(object)
            }
        }
        return holds
    }

    // MARK: Reporting

    /// UIKit's report of a constraint whose constant or multiplier is not finite.
    func reportNotFinite(_ constraint: NSLayoutConstraint) {
        let what = constraint.constant.isFinite ? "multiplier" : "constant"
        let value = constraint.constant.isFinite ? constraint.multiplier : constraint.constant
        let second = constraint.secondAnchor.map(\.description) ?? "(null)"
        Diagnostics.report("NSLayoutConstraint \(what) is not finite!  That's illegal.  \(what):\(LayoutDescription.number(value)) firstAnchor:\(constraint.firstAnchor.description) secondAnchor:\(second)")
    }

    /// UIKit's report of unsatisfiable constraints: the conflicting ones, then the one broken
    /// (the one being added or changed, which the engine leaves out).
    func reportUnsatisfiable(breaking broken: NSLayoutConstraint, conflicting: [SimplexSolver.ConstraintID]) {
        var list: [NSLayoutConstraint] = conflicting.compactMap { id in
            id.index < bySolverIndex.count ? bySolverIndex[id.index] : nil
        }.filter { $0 !== broken }
        list.append(broken)
        Diagnostics.report(Self.unsatisfiableMessage(list, breaking: broken))
    }

    static func unsatisfiableMessage(_ constraints: [NSLayoutConstraint], breaking broken: NSLayoutConstraint) -> String {
        let note = constraints.contains { $0.kind == .autoresizing }
            ? "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
            : ""
        let lines: [String] = constraints.map { constraint in "    \"" + constraint.description + "\"" }
        let list: String = lines.joined(separator: ",\n")
        var message = "Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
            + "\tTry this: \n"
            + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
            + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        message += note + "(\n" + list + "\n)\n\n"
        message += "Will attempt to recover by breaking constraint \n\(broken.description)\n\n"
            + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
            + "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        return message
    }

    // MARK: Debugging

    private func variables(of item: Item, axis: NSLayoutConstraint.Axis?) -> [SimplexSolver.Variable] {
        switch axis {
        case .horizontal?: return [item.minX, item.width]
        case .vertical?: return [item.minY, item.height]
        case nil: return [item.minX, item.minY, item.width, item.height]
        }
    }

    /// Whether the solution leaves the item's rectangle free to take other values.
    func isAmbiguous(_ object: AnyObject) -> Bool {
        guard let item = items[ObjectIdentifier(object)] else { return false }
        return variables(of: item, axis: nil).contains { solver.isAmbiguous($0) }
    }

    /// The constraints that determine the item's rectangle along an axis.
    func constraintsAffecting(_ object: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let item = items[ObjectIdentifier(object)] else { return [] }
        var result: [NSLayoutConstraint] = []
        for variable in variables(of: item, axis: axis) {
            for id in solver.constraintsDetermining(variable) {
                guard id.index < bySolverIndex.count, let constraint = bySolverIndex[id.index],
                      !result.contains(where: { $0 === constraint }) else { continue }
                result.append(constraint)
            }
        }
        return result
    }

    /// Moves an ambiguous view to another of its valid frames (and the views that move with
    /// it), as UIKit's `exerciseAmbiguityInLayout()`; the next layout pass puts it back.
    func exerciseAmbiguity(of view: UIView) {
        guard let item = items[ObjectIdentifier(view)] else { return }
        for variable in variables(of: item, axis: nil) {
            guard let direction = solver.freeDirection(of: variable) else { continue }
            let limit = solver.maximumStep(of: direction.symbol)
            let step = solver.kind(direction.symbol) == .external ? 20 : min(limit.isFinite ? limit : 20, 20)
            guard step > 0 else { continue }
            let moved = solver.valuesMoving(direction.symbol, by: Double(step))
            for other in items.values {
                guard let otherView = other.view, otherView !== root else { continue }
                let values = [other.minX, other.minY, other.width, other.height].map { moved[$0.symbol.id] ?? solver.value(of: $0) }
                guard values.contains(where: { !$0.isFinite }) == false else { continue }
                let rect = CGRect(x: values[0], y: values[1], width: max(0, values[2]), height: max(0, values[3]))
                let frame = otherView.frame(forAlignmentRect: rect)
                if frame != otherView.frame { otherView.applyEngineFrame(frame) }
            }
            return
        }
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint uses a baseline of `view`.
    func usesBaseline(of view: UIView) -> Bool {
        (first.attribute.isBaseline && first.item === view) || (second.map { $0.attribute.isBaseline && $0.item === view } ?? false)
    }
}
