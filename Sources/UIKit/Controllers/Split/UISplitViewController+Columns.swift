import Foundation

/// What a collapsed split view moved: the controllers pushed on the primary column's stack, to
/// put back when it expands.
struct CollapsedState {
    var pushed: [(controller: UIViewController, column: UISplitViewController.Column)]
}

/// Columns, collapsing and expanding, and the display modes.
extension UISplitViewController {
    // MARK: Setting controllers

    func setColumnController(_ controller: UIViewController?, for column: Column) {
        if let old = columnNavigations[column] {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columnControllers[column] = controller
        columnNavigations[column] = nil
        if let controller {
            let navigation = controller as? UINavigationController ?? UINavigationController(rootViewController: controller)
            columnNavigations[column] = navigation
            addChild(navigation)
            navigation.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    func setClassicControllers(_ controllers: [UIViewController]) {
        for old in classicControllers where !controllers.contains(where: { $0 === old }) {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        classicControllers = Array(controllers.prefix(2))
        for controller in classicControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller shown in `column` now (its navigation controller in the column style).
    func shownController(for column: Column) -> UIViewController? {
        guard style == .unspecified else { return columnNavigations[column] }
        switch column {
        case .primary: return classicControllers.first
        case .secondary: return classicControllers.count > 1 ? classicControllers[1] : nil
        default: return nil
        }
    }

    // MARK: Display modes

    /// The display mode while expanded: the one asked for (the triple column's modes fall back
    /// to one column for two columns), else beside the secondary — both columns when there are
    /// three and the width allows.
    var resolvedExpandedMode: DisplayMode {
        let asked = expandedDisplayMode == .automatic ? preferredDisplayMode : expandedDisplayMode
        let triple = style == .tripleColumn
        switch asked {
        case .automatic:
            return triple && (viewIfLoaded?.bounds.width ?? 0) >= 1180 ? .twoBesideSecondary : .oneBesideSecondary
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return triple ? asked : .oneBesideSecondary
        default:
            return asked
        }
    }

    /// The widths of the primary and supplementary columns.
    func widths() -> (primary: CGFloat, supplementary: CGFloat) {
        let width = viewIfLoaded?.bounds.width ?? 0
        func resolve(_ preferred: CGFloat, _ fraction: CGFloat, minimum: CGFloat = UISplitViewController.automaticDimension, maximum: CGFloat = UISplitViewController.automaticDimension) -> CGFloat {
            var value = preferred >= 0 ? preferred : fraction >= 0 ? (fraction * width).rounded() : Self.defaultColumnWidth
            if minimum >= 0 { value = max(value, minimum) }
            if maximum >= 0 { value = min(value, maximum) }
            return max(0, min(value, width))
        }
        return (resolve(preferredPrimaryColumnWidth, preferredPrimaryColumnWidthFraction, minimum: minimumPrimaryColumnWidth,
                        maximum: maximumPrimaryColumnWidth),
                resolve(preferredSupplementaryColumnWidth, preferredSupplementaryColumnWidthFraction))
    }

    func displayModeDidChange() {
        guard !isCollapsed else { return }
        let old = displayMode
        expandedDisplayMode = .automatic
        if isViewLoaded, displayMode != old { delegate?.splitViewController(self, willChangeTo: displayMode) }
        viewIfLoaded?.setNeedsLayout()
    }

    private func setExpandedMode(_ mode: DisplayMode) {
        guard mode != displayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        expandedDisplayMode = mode
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Showing and hiding

    func showColumn(_ column: Column) {
        if collapsedState != nil { return showCollapsedColumn(column) }
        delegate?.splitViewController(self, willShow: column)
        switch column {
        case .primary: setExpandedMode(style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary)
        case .supplementary: if style == .tripleColumn, displayMode == .secondaryOnly { setExpandedMode(.oneBesideSecondary) }
        default: break
        }
    }

    /// Collapsed to the primary stack: the primary pops back to its root; the supplementary or
    /// secondary column's controllers are pushed on it (animated), unless they are there.
    private func showCollapsedColumn(_ column: Column) {
        guard columnNavigations[.compact] == nil, let navigation = shownController(for: .primary) as? UINavigationController,
              let root = navigation.viewControllers.first else { return }
        guard column != .primary else {
            if navigation.viewControllers.count > 1 { navigation.popToViewController(root, animated: true) }
            return
        }
        let columns: [Column] = column == .supplementary || style != .tripleColumn ? [column] : [.supplementary, .secondary]
        var moved: [(controller: UIViewController, column: Column)] = []
        for shown in columns {
            guard let source = columnNavigations[shown], !source.viewControllers.isEmpty else { continue }
            moved += source.viewControllers.map { ($0, shown) }
            source.setViewControllers([], animated: false)
        }
        guard !moved.isEmpty else { return }
        collapsedState?.pushed += moved
        navigation.setViewControllers(navigation.viewControllers + moved.map(\.controller), animated: true)
    }

    func hideColumn(_ column: Column) {
        guard !isCollapsed else { return }
        delegate?.splitViewController(self, willHide: column)
        switch column {
        case .primary: setExpandedMode(style == .tripleColumn && displayMode == .twoBesideSecondary ? .oneBesideSecondary : .secondaryOnly)
        case .supplementary: setExpandedMode(.secondaryOnly)
        default: break
        }
    }

    /// The display mode button: the primary column shows or hides.
    func toggleSidebar() {
        if displayMode == .secondaryOnly { showColumn(.primary) } else { hideColumn(.primary) }
    }

    func showDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed, let navigation = shownController(for: .primary) as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else if style == .unspecified {
            setClassicControllers([classicControllers.first ?? vc] + (classicControllers.isEmpty ? [] : [vc]))
        } else {
            setColumnController(vc, for: .secondary)
        }
    }

    // MARK: Collapsing

    /// Collapses in a compact width, expands in a regular one, and places the columns' views.
    func layOutColumns() {
        let compact = view.traitCollection.horizontalSizeClass == .compact
        if compact, collapsedState == nil { collapse() }
        if !compact, collapsedState != nil { expand() }
        var shown: [(UIViewController, CGRect)] = []
        let bounds = view.bounds
        if isCollapsed {
            let top = style != .unspecified ? (columnNavigations[.compact] ?? columnNavigations[.primary]) : classicControllers.first
            if let top { shown = [(top, bounds)] }
        } else {
            shown = expandedFrames(in: bounds)
        }
        let shownControllers = shown.map(\.0)
        for controller in children where !shownControllers.contains(where: { $0 === controller }) {
            controller.viewIfLoaded?.removeFromSuperview()
        }
        for (controller, frame) in shown {
            if controller.view.superview !== view { view.addSubview(controller.view) }
            controller.view.frame = frame
        }
        // Columns over the secondary lie on top of it.
        for (controller, _) in shown where controller !== shownController(for: .secondary) { view.bringSubviewToFront(controller.view) }
    }

    /// The columns shown while expanded and their frames, for the display mode.
    private func expandedFrames(in bounds: CGRect) -> [(UIViewController, CGRect)] {
        let (primaryWidth, supplementaryWidth) = widths()
        let primary = shownController(for: .primary), supplementary = style == .tripleColumn ? shownController(for: .supplementary) : nil
        let secondary = shownController(for: .secondary)
        let mode = resolvedExpandedMode
        var leading: [(UIViewController, CGFloat)] = []
        switch mode {
        case .oneBesideSecondary, .oneOverSecondary:
            if let first = supplementary ?? primary { leading = [(first, supplementary != nil ? supplementaryWidth : primaryWidth)] }
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            leading = [primary.map { ($0, primaryWidth) }, supplementary.map { ($0, supplementaryWidth) }].compactMap { $0 }
        default:
            break
        }
        let beside = mode == .oneBesideSecondary || mode == .twoBesideSecondary
        let used = leading.reduce(0) { $0 + $1.1 }
        var frames: [(UIViewController, CGRect)] = []
        let trailing = primaryEdge == .trailing
        var x: CGFloat = 0
        for (controller, width) in leading {
            frames.append((controller, CGRect(x: trailing ? bounds.width - x - width : x, y: 0, width: width, height: bounds.height)))
            x += width
        }
        if let secondary {
            let offset = beside || mode == .twoDisplaceSecondary ? used : 0
            let width = beside ? bounds.width - used : bounds.width
            frames.insert((secondary, CGRect(x: trailing ? bounds.width - offset - width : offset, y: 0, width: width, height: bounds.height)), at: 0)
        }
        return frames
    }

    /// Collapses to one stack: the compact column's, else the primary's with the secondary (and
    /// supplementary) pushed on it, unless the delegate keeps the primary on top.
    private func collapse() {
        var pushed: [(UIViewController, Column)] = []
        if style == .unspecified {
            if classicControllers.count > 1, let primary = classicControllers.first, let navigation = primary as? UINavigationController {
                let secondary = classicControllers[1]
                if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
                    let moved = (secondary as? UINavigationController)?.viewControllers ?? [secondary]
                    (secondary as? UINavigationController)?.setViewControllers([], animated: false)
                    navigation.setViewControllers(navigation.viewControllers + moved, animated: false)
                    pushed = moved.map { ($0, .secondary) }
                }
            }
        } else if columnNavigations[.compact] == nil, let primaryNavigation = columnNavigations[.primary] {
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            let columns: [Column] = top == .primary ? [] : top == .supplementary ? [.supplementary] : [.supplementary, .secondary]
            for column in columns {
                guard let navigation = columnNavigations[column], column != .supplementary || style == .tripleColumn else { continue }
                let moved = navigation.viewControllers
                navigation.setViewControllers([], animated: false)
                primaryNavigation.setViewControllers(primaryNavigation.viewControllers + moved, animated: false)
                pushed += moved.map { ($0, column) }
            }
        }
        collapsedState = CollapsedState(pushed: pushed)
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Expands again: what was pushed on the primary stack goes back to its columns.
    private func expand() {
        guard let state = collapsedState else { return }
        collapsedState = nil
        let primary = (style == .unspecified ? classicControllers.first : columnNavigations[.primary]) as? UINavigationController
        let stillPushed = state.pushed.filter { entry in primary?.viewControllers.contains { $0 === entry.controller } ?? false }
        if let primary, !stillPushed.isEmpty {
            primary.setViewControllers(primary.viewControllers.filter { controller in !stillPushed.contains { $0.controller === controller } },
                                       animated: false)
        }
        for column in [Column.supplementary, .secondary] {
            var moved = stillPushed.filter { $0.column == column }.map(\.controller)
            // A column's own controller goes back to it even when the stack was popped past it.
            if style != .unspecified, let own = state.pushed.first(where: { $0.column == column })?.controller, moved.first !== own {
                moved.insert(own, at: 0)
            }
            guard !moved.isEmpty else { continue }
            if style == .unspecified {
                if let separated = primary.flatMap({ delegate?.splitViewController(self, separateSecondaryFrom: $0) }) {
                    setClassicControllers([classicControllers[0], separated])
                } else if let navigation = classicControllers.count > 1 ? classicControllers[1] as? UINavigationController : nil {
                    navigation.setViewControllers(moved, animated: false)
                } else if let first = moved.first {
                    setClassicControllers([classicControllers[0], first])
                }
            } else {
                columnNavigations[column]?.setViewControllers(moved, animated: false)
            }
        }
        expandedDisplayMode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: preferredDisplayMode)
            ?? preferredDisplayMode
        delegate?.splitViewControllerDidExpand(self)
    }
}

extension UIViewController {
    /// `splitViewController`'s work: the nearest split view controller among the parents.
    var enclosingSplitViewController: UISplitViewController? {
        var node = parent
        while let current = node {
            if let split = current as? UISplitViewController { return split }
            node = current.parent
        }
        return nil
    }
}
