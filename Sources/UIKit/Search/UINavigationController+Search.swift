import Foundation

/// The search bar of the top item's `searchController`, in the navigation controller's view:
/// below the navigation bar (its title row and large title), as wide as the bar, in UIKit's
/// 52-point row (more with a scope bar); while the search is active and the search controller
/// hides the navigation bar during presentation, the title row fades out and the search bar
/// moves up to the top of the safe area. The content's safe area grows by the search bar's row.
extension UINavigationController {
    /// The search bar the top item asks for, while the bar shows.
    private var itemSearchBar: UISearchBar? {
        guard !isNavigationBarHidden else { return nil }
        return topViewController?.navigationItem.searchController?.searchBar
    }

    /// Whether the title row hides for an active search.
    var hidesTitleRowForSearch: Bool {
        guard let controller = topViewController?.navigationItem.searchController, itemSearchBar != nil else { return false }
        return controller.isActive && controller.hidesNavigationBarDuringPresentation
    }

    /// The height the search bar adds below the title rows.
    var searchBarRowHeight: CGFloat { itemSearchBar?.barHeight ?? 0 }

    /// Installs the top item's search bar below the navigation bar, takes out another one.
    func layOutSearchBar() {
        let wanted = itemSearchBar
        for case let bar as UISearchBar in view.subviews where bar.isInNavigationBar && bar !== wanted {
            bar.removeFromSuperview()
            bar.isInNavigationBar = false
        }
        navigationBar.alpha = hidesTitleRowForSearch ? 0 : 1
        guard let bar = wanted else { return }
        if bar.superview !== view {
            bar.removeFromSuperview()
            view.insertSubview(bar, aboveSubview: navigationBar)
        }
        bar.isInNavigationBar = true
        let top = hidesTitleRowForSearch ? navigationBar.frame.minY : navigationBar.frame.maxY
        bar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: bar.barHeight)
    }
}
