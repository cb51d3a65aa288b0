import Foundation

/// The layout pass: which branches need layout, and laying them out.
extension UIView {
    /// Tells the superviews that this branch has a view to lay out.
    func markAncestorsNeedLayout() {
        var node = superviewStorage
        while let current = node, !current.subtreeNeedsLayout {
            current.subtreeNeedsLayout = true
            node = current.superviewStorage
        }
    }

    /// The work of `layoutIfNeeded()`: in a hierarchy that uses constraints, layout starts at
    /// the highest ancestor that needs it.
    func layOutFromHighestNeedingAncestor() {
        if LayoutEngine.liveCount > 0 || LayoutEngine.constraintBasedLayoutRequested {
            if let top = prepareConstraintBasedLayout(), top !== self {
                top.layOutBranch()
                return
            }
        }
        layOutBranch()
    }

    /// Lays out this branch: the view if it needs it, then the subviews that need it.
    func layOutBranch() {
        if needsLayout {
            needsLayout = false
            layer.layoutSublayers()
        }
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        madeLayer?.layOutStandaloneSublayers()
        for subview in subviews where subview.needsLayout || subview.subtreeNeedsLayout { subview.layOutBranch() }
    }
}

/// The defaults of the layout hooks the class body declares.
extension UIView {
    /// What `layoutSublayers(of:)` does as the layer's delegate: the view's layout between its
    /// controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` (its content-unavailable
    /// configuration updated before, its view placed after).
    func layOutWithController() {
        owningViewController?.updateContentUnavailableIfNeeded()
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.placeContentUnavailableView()
        owningViewController?.viewDidLayoutSubviews()
    }

    /// After `isHidden` changed: the frame shows it, and the superview hears of it.
    func hiddenDidChange() {
        DisplayGeneration.advance()
        superview?.subviewDidChangeHidden(self)
        KeyValueObservers.objectDidChange(self)
    }
}
