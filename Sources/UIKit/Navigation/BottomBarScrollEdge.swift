import Foundation

/// The bottom bars' scroll edge (iOS 15): a tab bar or a navigation controller's toolbar shows
/// its scroll-edge appearance — without one, its standard appearance on a transparent
/// background — while the content's end shows above it: the content scrolled to its bottom, or
/// shorter than the view, or no scroll view at all.
extension UIViewController {
    /// The scroll view the bottom bars follow: the one set for the bottom edge with
    /// `setContentScrollView(_:for:)`, else the view, or its first subview, when it is a scroll
    /// view; a navigation controller's top controller's, a tab bar controller's selected one's.
    var bottomEdgeScrollView: UIScrollView? {
        if let navigation = self as? UINavigationController { return navigation.topViewController?.bottomEdgeScrollView }
        if let tabs = self as? UITabBarController { return tabs.selectedViewController?.bottomEdgeScrollView }
        if let chosen = contentScrollView(for: .bottom) { return chosen }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    /// Whether the content's end shows above the bottom bars.
    var isContentAtBottomEdge: Bool { bottomEdgeScrollView?.isAtBottomEdge ?? true }
}

extension UITabBarController {
    /// The tab bar follows the selected content's bottom edge.
    func updateTabBarScrollEdge() {
        tabBar.isAtScrollEdge = isContentAtBottomEdge
    }
}

extension UINavigationController {
    /// The toolbar follows the top controller's bottom edge.
    func updateToolbarScrollEdge() {
        toolbar?.isAtScrollEdge = isContentAtBottomEdge
    }
}

extension UIScrollView {
    /// Whether the end of the content shows above the bottom inset: scrolled to the largest
    /// offset, or shorter than the view.
    var isAtBottomEdge: Bool {
        contentOffset.y + bounds.height - adjustedContentInset.bottom >= contentSize.height - 0.5
    }

    /// Tells the controllers whose bars follow this scroll view that it scrolled or its content
    /// changed: a navigation controller's bar (the large title collapses, the background
    /// changes) and toolbar, a tab bar controller's bar.
    func tellBarsOfScroll() {
        var node = superview
        while let current = node {
            if let navigation = current.owningViewController as? UINavigationController {
                if navigation.contentScrollView === self { navigation.contentDidScroll() }
                if navigation.bottomEdgeScrollView === self { navigation.updateToolbarScrollEdge() }
            } else if let tabs = current.owningViewController as? UITabBarController {
                if tabs.bottomEdgeScrollView === self { tabs.updateTabBarScrollEdge() }
                return
            }
            node = current.superview
        }
    }
}
