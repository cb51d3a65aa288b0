import Foundation

/// The object that updates the search results, as UIKit's `UISearchResultsUpdating`: the
/// search controller calls it when the search becomes active, when its search bar becomes the
/// first responder, and when the bar's text or scope changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Update the results for the search bar's text and scope.
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells as it presents and dismisses, as UIKit's
/// `UISearchControllerDelegate`: every method optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search controller is about to be presented automatically.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The automatic presentation ended.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to be dismissed automatically.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The automatic dismissal ended.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Present the search controller (the search bar began editing, or `isActive` was set to
    /// true). Without an implementation — or when an implementation does not present it — the
    /// search controller presents itself (the will/did calls come with that presentation only).
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) { searchController.presentByDefault() }
}
