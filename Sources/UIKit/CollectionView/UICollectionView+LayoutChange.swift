import Foundation

/// Changing layouts: at once, animated from the old attributes to the new, or interactively
/// through a `UICollectionViewTransitionLayout`.
extension UICollectionView {
    /// The work of `setCollectionViewLayout(_:animated:completion:)`.
    func changeLayout(to layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        guard layout !== self.layout else {
            completion?(true)
            return
        }
        let old = self.layout
        guard animated else {
            install(layout)
            completion?(true)
            return
        }
        let transition = ElementTransition(collectionView: self)
        transition.captureBeforeState(forUpdate: false)
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        for view in Array(visibleCellViews.values) as [UICollectionReusableView] + Array(visibleOtherViews.values) {
            view.willTransition(from: old, to: layout)
        }
        install(layout)
        prepareLayoutIfNeeded()
        let target = targetOffsetAfterLayoutChange()
        if target != contentOffset {
            UIView.animate(withDuration: ElementTransition.duration) { self.contentOffset = target }
        }
        transition.run(
            mapItem: { $0 }, unmapItem: { $0 }, mapSection: { $0 }, initial: { _ in nil }, final: { _ in nil },
            beforeAnimating: {},
            completion: { finished in
                old.finalizeLayoutTransition()
                layout.finalizeLayoutTransition()
                for view in Array(self.visibleCellViews.values) as [UICollectionReusableView] + Array(self.visibleOtherViews.values) {
                    view.didTransition(from: old, to: layout)
                }
                completion?(finished)
            })
    }

    /// Where the content should be after a layout change: the new layout's and then the
    /// delegate's answer, kept inside the content.
    private func targetOffsetAfterLayoutChange() -> CGPoint {
        let proposed = layoutTargetContentOffset(forProposed: contentOffset)
        let target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
        return clampedContentOffset(target)
    }

    /// Makes `layout` the collection view's layout, detaching the old one.
    func install(_ layout: UICollectionViewLayout) {
        if self.layout.attachedCollectionView === self { self.layout.attachedCollectionView = nil }
        self.layout = layout
        attach(layout)
    }

    // MARK: Interactive transitions

    /// The work of `startInteractiveTransition(to:completion:)`.
    func beginInteractiveTransition(to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion?) -> UICollectionViewTransitionLayout {
        let old = self.layout
        let transition = collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        let startOffset = contentOffset
        install(transition)
        layout.attachedCollectionView = self
        layout.prepare()
        let endOffset = clampedContentOffset(layout.targetContentOffset(forProposedContentOffset: startOffset))
        interactiveTransition = InteractiveTransition(layout: transition, startOffset: startOffset, endOffset: endOffset,
                                                      completion: completion)
        return transition
    }

    func endInteractiveTransition(completing: Bool) {
        guard let running = interactiveTransition else { return }
        let transition = running.layout
        let start = transition.transitionProgress, goal: CGFloat = completing ? 1 : 0
        let clock = Animator.shared.clock, startTime = clock.now
        Animator.shared.addFrameCallback { [weak self] now in
            guard let self else { return false }
            let fraction = min(1, (now - startTime) / ElementTransition.duration)
            transition.transitionProgress = start + (goal - start) * CGFloat(TimingCurve.easeOut.progress(at: fraction, duration: ElementTransition.duration))
            self.layoutIfNeeded()
            guard fraction >= 1 else { return true }
            self.interactiveTransition = nil
            let final = completing ? transition.nextLayout : transition.currentLayout
            self.install(final)
            self.contentOffset = completing ? running.endOffset : running.startOffset
            transition.currentLayout.finalizeLayoutTransition()
            transition.nextLayout.finalizeLayoutTransition()
            self.layoutIfNeeded()
            running.completion?(completing, true)
            return false
        }
    }

    /// During an interactive transition, the content offset moves linearly with the progress.
    func followInteractiveTransition() {
        guard let running = interactiveTransition, running.layout === layout else { return }
        let t = running.layout.transitionProgress
        contentOffset = CGPoint(x: running.startOffset.x + (running.endOffset.x - running.startOffset.x) * t,
                                y: running.startOffset.y + (running.endOffset.y - running.startOffset.y) * t)
    }
}

/// An interactive layout change in progress.
struct InteractiveTransition {
    let layout: UICollectionViewTransitionLayout
    let startOffset: CGPoint
    let endOffset: CGPoint
    let completion: ((Bool, Bool) -> Void)?
}
