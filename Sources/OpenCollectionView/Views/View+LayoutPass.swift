import Foundation

/// The layout pass: which branches need layout, and laying them out.
extension View {
    /// Tells the superviews that this branch has a view to lay out.
    func markAncestorsNeedLayout() {
        var node = superview
        while let current = node, !current.subtreeNeedsLayout {
            current.subtreeNeedsLayout = true
            node = current.superview
        }
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
