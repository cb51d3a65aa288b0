import Foundation

/// Linking views into the tree and out of it.
extension UIView {
    static func detach(_ subviews: [UIView], _ layer: CALayer?) {
        for subview in subviews { subview.superviewStorage = nil }
        layer?.backingView = nil
    }

    /// The index of `view` among the subviews, found by identity.
    func indexOfSubview(_ view: UIView) -> Int? {
        subviews.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] === view { return index }
            return nil
        }
    }

    /// Inserts `view` at `index` of the subviews (or moves it there), telling both views.
    func attach(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        DisplayGeneration.advance()
        if view.superview === self, let current = indexOfSubview(view) {
            subviewList.remove(at: current)
            let placed = min(max(0, index > current ? index - 1 : index), subviewList.count)
            subviewList.insert(view, at: placed)
            madeLayer?.subviewWasInserted(layer: view.layer, before: placed + 1 < subviewList.count ? subviewList[placed + 1].layer : nil)
            return
        }
        view.willMove(toSuperview: self)
        let changesWindow = view.willMoveSubtree(toWindow: window, from: view.window)
        let inheritedTint = view.storedTintColor == nil ? view.tintColor : nil
        view.detachFromSuperview()
        let placed = min(max(0, index), subviewList.count)
        subviewList.insert(view, at: placed)
        view.superviewStorage = self
        madeLayer?.subviewWasInserted(layer: view.layer, before: placed + 1 < subviewList.count ? subviewList[placed + 1].layer : nil)
        if view.needsLayout || view.subtreeNeedsLayout { view.markAncestorsNeedLayout() }
        if view.constraintsNeedUpdate || view.subtreeConstraintsNeedUpdate { view.markAncestorsNeedConstraintUpdate() }
        if LayoutEngine.liveCount > 0 { autoLayoutDidAttach(view) }
        view.inheritedEnvironmentMayHaveChanged(inheritedTint: inheritedTint)
        didAddSubview(view)
        // A controller's content-unavailable view goes back in front at the next layout.
        if owningViewController?.contentUnavailable.view != nil { setNeedsLayout() }
        if changesWindow { view.didMoveSubtreeToWindow() }
        view.didMoveToSuperview()
        view.controllerViewDidAttach()
    }

    /// Where a view inserted below `sibling` goes: the sibling's index, or the end.
    func index(below sibling: UIView) -> Int { indexOfSubview(sibling) ?? subviews.count }
    /// Where a view inserted above `sibling` goes: after the sibling, or the end.
    func index(above sibling: UIView) -> Int { indexOfSubview(sibling).map { $0 + 1 } ?? subviews.count }

    /// Swaps two subviews' places (and their layers'), as `exchangeSubview(at:withSubviewAt:)`.
    func exchangeSubviews(_ index1: Int, _ index2: Int) {
        guard subviews.indices.contains(index1) && subviews.indices.contains(index2) else {
            raiseException(.rangeException, "index \(max(index1, index2)) beyond bounds [0 .. \(subviews.count - 1)]")
        }
        guard index1 != index2 else { return }
        let (low, high) = (min(index1, index2), max(index1, index2))
        let (front, back) = (subviews[high], subviews[low])
        attach(front, at: low)
        attach(back, at: high + 1)
    }

    /// What `removeFromSuperview()` does: the view (and, when it leaves a window, its subviews)
    /// hear of it before and after. A first responder inside it resigns first, as in UIKit (a
    /// text field ends editing).
    func leaveSuperview() {
        guard superview != nil else { return }
        resignFirstResponderInSubtree(force: false)
        willMove(toSuperview: nil)
        let leavesWindow = window.map { willMoveSubtree(toWindow: nil, from: $0) } ?? false
        detachFromSuperview()
        if leavesWindow { didMoveSubtreeToWindow() }
        didMoveToSuperview()
    }

    func detachFromSuperview() {
        guard let parent = superview else { return }
        DisplayGeneration.advance()
        let disappearing = controllerViewWillDetach()
        if LayoutEngine.liveCount > 0 { autoLayoutWillDetach() }
        parent.willRemoveSubview(self)
        if let index = parent.indexOfSubview(self) { parent.subviewList.remove(at: index) }
        superviewStorage = nil
        parent.madeLayer?.subviewWasRemoved(layer: self.layer)
        disappearing?.endAppearanceTransition()
    }
}

extension UIView {
    /// Tells the view and its subviews, parents first, that they move from `oldWindow` to
    /// `newWindow`; false (and nothing told) when the window stays the same.
    func willMoveSubtree(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?) -> Bool {
        guard newWindow !== oldWindow else { return false }
        willMove(toWindow: newWindow)
        for subview in subviews { _ = subview.willMoveSubtree(toWindow: newWindow, from: oldWindow) }
        return true
    }

    /// Tells the view and its subviews, parents first, that they moved to another window.
    func didMoveSubtreeToWindow() {
        if window != nil, !AppearanceProxies.shared.isEmpty { applyAppearanceProxies() }
        didMoveToWindow()
        for subview in subviews { subview.didMoveSubtreeToWindow() }
    }
}

extension UIView {
    /// The work of `endEditing(_:)`: the window's first responder resigns when it is this view
    /// or inside it; `force` resigns it without asking.
    @discardableResult
    func resignFirstResponderInSubtree(force: Bool) -> Bool {
        guard let window, let responder = window.currentFirstResponder as? UIView, responder.hasAncestor(self) else { return true }
        guard force else { return responder.resignFirstResponder() }
        UIResponder.resignsWithoutAsking = true
        defer { UIResponder.resignsWithoutAsking = false }
        return responder.resignFirstResponder()
    }
}

/// The work of `isDescendant(of:)` and `viewWithTag(_:)`.
extension UIView {
    func hasAncestor(_ view: UIView) -> Bool {
        var node: UIView? = self
        while let current = node {
            if current === view { return true }
            node = current.superview
        }
        return false
    }

    func firstView(taggedWith tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }
}
