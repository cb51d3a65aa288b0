import Foundation

/// Linking views into the tree and out of it.
extension View {
    static func detach(_ subviews: [View], _ layer: Layer?) {
        for subview in subviews { subview.superview = nil }
        layer?.view = nil
    }

    /// The index of `view` among the subviews, found by identity.
    func indexOfSubview(_ view: View) -> Int? {
        subviews.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] === view { return index }
            return nil
        }
    }

    /// Inserts `view` at `index` of the subviews (or moves it there), telling both views.
    func attach(_ view: View, at index: Int) {
        guard view !== self else { return }
        DisplayGeneration.advance()
        if view.superview === self, let current = indexOfSubview(view) {
            subviewList.remove(at: current)
            let placed = min(max(0, index > current ? index - 1 : index), subviewList.count)
            subviewList.insert(view, at: placed)
            madeLayer?.subviewWasInserted(view, before: placed + 1 < subviewList.count ? subviewList[placed + 1] : nil)
            return
        }
        view.willMove(toSuperview: self)
        let inheritedTint = view.storedTintColor == nil ? view.tintColor : nil
        view.detachFromSuperview()
        let placed = min(max(0, index), subviewList.count)
        subviewList.insert(view, at: placed)
        view.superview = self
        madeLayer?.subviewWasInserted(view, before: placed + 1 < subviewList.count ? subviewList[placed + 1] : nil)
        if view.needsLayout || view.subtreeNeedsLayout { view.markAncestorsNeedLayout() }
        if view.constraintsNeedUpdate || view.subtreeConstraintsNeedUpdate { view.markAncestorsNeedConstraintUpdate() }
        if LayoutEngine.liveCount > 0 { autoLayoutDidAttach(view) }
        view.inheritedEnvironmentMayHaveChanged(inheritedTint: inheritedTint)
        didAddSubview(view)
        view.didMoveToSuperview()
        view.controllerViewDidAttach()
    }

    func detachFromSuperview() {
        guard let parent = superview else { return }
        DisplayGeneration.advance()
        let disappearing = controllerViewWillDetach()
        if LayoutEngine.liveCount > 0 { autoLayoutWillDetach() }
        parent.willRemoveSubview(self)
        if let index = parent.indexOfSubview(self) { parent.subviewList.remove(at: index) }
        superview = nil
        parent.madeLayer?.subviewWasRemoved(self)
        disappearing?.endAppearanceTransition()
    }
}
