import UIKit

/// A searchable list as iOS code writes it: a table view controller whose navigation item
/// shows a search controller with a results controller and a scope bar, updating the results
/// from the search bar's text and scope, hearing the search controller and the search bar.
final class ShapeSearchListController: UITableViewController, UISearchResultsUpdating, UISearchControllerDelegate,
    UISearchBarDelegate {
    let resultsController = UITableViewController(style: .plain)
    lazy var searchController = UISearchController(searchResultsController: resultsController)
    var names = ["Anna", "Ben", "Chloé"]
    var filtered: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.hidesNavigationBarDuringPresentation = true
        searchController.automaticallyShowsCancelButton = true
        searchController.automaticallyShowsSearchResultsController = true
        if #available(iOS 16.0, *) {
            searchController.scopeBarActivation = .onSearchActivation
        }
        let searchBar = searchController.searchBar
        searchBar.delegate = self
        searchBar.placeholder = "Search People"
        searchBar.scopeButtonTitles = ["All", "Friends"]
        searchBar.autocapitalizationType = .none
        searchBar.autocorrectionType = .no
        searchBar.searchBarStyle = .minimal
        searchBar.searchTextField.font = .preferredFont(forTextStyle: .body)
        searchBar.setImage(UIImage(systemName: "person"), for: .search, state: .normal)
        searchBar.setPositionAdjustment(UIOffset(horizontal: 2, vertical: 0), for: .search)
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        if #available(iOS 16.0, *) {
            navigationItem.preferredSearchBarPlacement = .stacked
        }
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        let friendsOnly = searchController.searchBar.selectedScopeButtonIndex == 1
        filtered = names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
        if friendsOnly { filtered.removeLast(min(1, filtered.count)) }
        resultsController.tableView.reloadData()
    }

    func willPresentSearchController(_ searchController: UISearchController) {}
    func didPresentSearchController(_ searchController: UISearchController) {
        searchController.searchBar.becomeFirstResponder()
    }
    func willDismissSearchController(_ searchController: UISearchController) {}
    func didDismissSearchController(_ searchController: UISearchController) {}

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
    }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        searchBar.text = nil
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        text.count < 40
    }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        updateSearchResults(for: searchController)
    }
}

/// A search bar on its own, in a view, with tokens in its field.
final class ShapeFilterBar: UIView, UISearchBarDelegate {
    let searchBar = UISearchBar()

    override init(frame: CGRect) {
        super.init(frame: frame)
        searchBar.delegate = self
        searchBar.showsCancelButton = true
        searchBar.setShowsCancelButton(false, animated: true)
        searchBar.showsBookmarkButton = true
        searchBar.showsScopeBar = true
        searchBar.setShowsScopeBar(false, animated: false)
        searchBar.prompt = "Filter"
        searchBar.barTintColor = .systemGroupedBackground
        searchBar.isTranslucent = false
        searchBar.returnKeyType = .done
        searchBar.searchTextPositionAdjustment = UIOffset(horizontal: 4, vertical: 0)
        searchBar.searchFieldBackgroundPositionAdjustment = .zero
        searchBar.sizeToFit()
        addSubview(searchBar)
        let token = UISearchToken(icon: UIImage(systemName: "tag"), text: "Work")
        token.representedObject = 7
        searchBar.searchTextField.tokens = [token]
        searchBar.searchTextField.insertToken(UISearchToken(icon: nil, text: "Urgent"), at: 1)
        searchBar.searchTextField.removeToken(at: 0)
        searchBar.searchTextField.tokenBackgroundColor = .systemBlue
        searchBar.searchTextField.allowsDeletingTokens = false
        searchBar.searchTextField.allowsCopyingTokens = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
}

@MainActor
func searchShape() {
    let list = ShapeSearchListController(style: .insetGrouped)
    let navigation = UINavigationController(rootViewController: list)
    navigation.loadViewIfNeeded()
    list.loadViewIfNeeded()
    list.searchController.isActive = false
    let _: Bool = list.searchController.isActive
    let _: UISearchBar = list.searchController.searchBar
    let _: UIViewController? = list.searchController.searchResultsController
    let _: Bool = list.searchController.showsSearchResultsController
    let _: UINavigationItem.SearchBarPlacement = list.searchController.searchBarPlacement
    let filter = ShapeFilterBar(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let _: String? = filter.searchBar.text
    let _: Int = filter.searchBar.selectedScopeButtonIndex
    let _: [UISearchToken] = filter.searchBar.searchTextField.tokens
    let _: UIImage? = filter.searchBar.image(for: .bookmark, state: .normal)
    let _: UIOffset = filter.searchBar.positionAdjustment(for: .clear)
    let _: UISearchBar.Style = .prominent
    let _: UISearchBar.Icon = .resultsList
    let _: UISearchController.ScopeBarActivation = .onTextEntry
    let _: UINavigationItem.SearchBarPlacement = .inline
    let plain = UISearchController(searchResultsController: nil)
    plain.dimsBackgroundDuringPresentation = false
}
