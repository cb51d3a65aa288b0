import Foundation

/// Orthogonally scrolling sections (compositional layouts): each section that scrolls on its own
/// gets a scroll view of its own among the collection view's subviews, made while the section is
/// near the visible bounds; its cells and badges are that scroll view's subviews, at their
/// layout frames. Its scroll position is kept while it is away and across layout passes.
extension UICollectionView {
    /// Makes, places and removes the orthogonal sections' scroll views for `visible`, and tells the
    /// layout how far each one has scrolled.
    func updateOrthogonalScrollViews(in visible: CGRect) {
        let scrollers = layout.orthogonalScrollers(in: visible)
        guard !scrollers.isEmpty || !orthogonalScrollViews.isEmpty else { return }
        var live: Set<Int> = []
        for scroller in scrollers where scroller.frame.intersects(visible) {
            live.insert(scroller.section)
            let scrollView = orthogonalScrollViews[scroller.section] ?? makeOrthogonalScrollView(for: scroller)
            scrollView.configure(scroller, shift: layout.orthogonalOffsets[scroller.section])
            layout.orthogonalOffsets[scroller.section] = scrollView.layoutShift
        }
        for (section, scrollView) in orthogonalScrollViews where !live.contains(section) {
            orthogonalHostsChanged = true
            orthogonalScrollViews[section] = nil
            scrollView.owner = nil
            scrollView.removeFromSuperview()
        }
    }

    private func makeOrthogonalScrollView(for scroller: OrthogonalScroller) -> OrthogonalScrollView {
        let scrollView = OrthogonalScrollView(frame: .zero)
        scrollView.owner = self
        orthogonalScrollViews[scroller.section] = scrollView
        orthogonalHostsChanged = true
        // Stacked by its cells' zIndex among the displayed views: above the section's background.
        let z = CGFloat(scroller.zIndex)
        var index = subviews.count
        while index > 0, subviews[index - 1].stacksAsDisplayedElement, subviews[index - 1].layer.zPosition > z { index -= 1 }
        insertSubview(scrollView, at: index)
        return scrollView
    }

    /// An orthogonal section scrolled: its elements are displayed again where it shows them.
    func orthogonalSectionDidScroll(_ scrollView: OrthogonalScrollView) {
        guard orthogonalScrollViews[scrollView.section] === scrollView else { return }
        layout.orthogonalOffsets[scrollView.section] = scrollView.layoutShift
        updateVisibleElements()
    }

    /// The scroll view an element's view lives in when its section scrolls orthogonally.
    func orthogonalHost(category: ElementCategory, kind: String?, section: Int) -> OrthogonalScrollView? {
        guard !orthogonalScrollViews.isEmpty, let scrollView = orthogonalScrollViews[section],
              layout.scrollsOrthogonally(category, kind: kind, section: section)
        else { return nil }
        return scrollView
    }

    /// The part of the layout an element must touch to be on screen: the visible bounds, moved by
    /// how far the element's orthogonal section has scrolled.
    func visibleLayoutRect(_ visible: CGRect, category: ElementCategory, kind: String?, section: Int) -> CGRect {
        guard let scrollView = orthogonalHost(category: category, kind: kind, section: section) else { return visible }
        let shift = scrollView.layoutShift
        return visible.offsetBy(dx: shift.x, dy: shift.y)
    }

    /// `point` in the layout's coordinates: inside an orthogonal section's scroll view, moved by
    /// how far the section has scrolled.
    func layoutPoint(for point: CGPoint) -> CGPoint {
        for scrollView in orthogonalScrollViews.values where scrollView.frame.contains(point) {
            let shift = scrollView.layoutShift
            return CGPoint(x: point.x + shift.x, y: point.y + shift.y)
        }
        return point
    }

    /// Scrolls an orthogonal section's scroll view so that `frame` (a layout frame of one of its
    /// items) is at `position` along the section; true when the item is in such a section.
    func scrollOrthogonalSection(_ section: Int, toShow frame: CGRect, at position: ScrollPosition, animated: Bool) -> Bool {
        guard let scrollView = orthogonalHost(category: .cell, kind: nil, section: section) else { return false }
        let visible = scrollView.bounds
        func place(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ length: CGFloat,
                   start: Bool, center: Bool, end: Bool) -> CGFloat {
            if start { return low }
            if center { return (low + high) / 2 - length / 2 }
            if end { return high - length }
            if low < visibleLow { return low }
            if high > visibleLow + length { return high - length }
            return visibleLow
        }
        var offset = scrollView.contentOffset
        if scrollView.contentSize.width > visible.width {
            offset.x = place(frame.minX, frame.maxX, visible.minX, visible.width, start: position.contains(.left),
                             center: position.contains(.centeredHorizontally), end: position.contains(.right))
        } else {
            offset.y = place(frame.minY, frame.maxY, visible.minY, visible.height, start: position.contains(.top),
                             center: position.contains(.centeredVertically), end: position.contains(.bottom))
        }
        scrollView.setContentOffset(scrollView.clampedContentOffset(offset), animated: animated)
        return true
    }

    /// Moves a displayed view into the scroll view of its orthogonal section, or back into the
    /// collection view, when the scroll views changed.
    func rehostIfNeeded(_ view: UICollectionReusableView, category: ElementCategory, kind: String?, section: Int) {
        let host: UIView = orthogonalHost(category: category, kind: kind, section: section) ?? self
        guard view.superview !== host else { return }
        view.removeFromSuperview()
        insertDisplayed(view, zIndex: Int(saturating: view.layer.zPosition))
    }
}

extension UIView {
    /// Whether the collection view stacks the view by its zIndex: displayed elements and the
    /// scroll views of orthogonal sections.
    var stacksAsDisplayedElement: Bool { self is UICollectionReusableView || self is OrthogonalScrollView }
}
