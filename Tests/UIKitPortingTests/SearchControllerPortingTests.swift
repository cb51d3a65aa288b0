import UIKit
import XCTest

/// A list screen as iOS apps write it: its navigation item shows a search controller, and it
/// updates the results, hears the search controller and the search bar.
private final class SearchableListViewController: UIViewController, UISearchResultsUpdating,
    UISearchControllerDelegate, UISearchBarDelegate {
    let searchController: UISearchController
    let results = UIViewController()
    var events: [String] = []

    init() {
        searchController = UISearchController(searchResultsController: results)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        searchController.searchBar.delegate = self
        searchController.searchBar.placeholder = "Search Photos"
        navigationItem.searchController = searchController
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        events.append("update \(searchController.searchBar.text ?? "nil")")
    }

    func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { events.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { events.append("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("textDidChange \(searchText)") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { events.append("scope \(selectedScope)") }
}

/// A delegate that presents the search controller itself.
private final class PresentingDelegate: NSObject, UISearchControllerDelegate {
    weak var presenter: UIViewController?
    var events: [String] = []

    func presentSearchController(_ searchController: UISearchController) {
        events.append("present")
        presenter?.present(searchController, animated: false)
    }
    func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { events.append("didPresent") }
}

/// `UISearchController` as iOS code uses it: defaults, the search bar under the navigation bar,
/// and the search's life — activation by editing or `isActive`, the results updater, the
/// delegate's calls in order, the Cancel button, the scope bar.
final class SearchControllerPortingTests: XCTestCase {
    private var window: UIWindow!

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    private func showList() -> (SearchableListViewController, UINavigationController) {
        let list = SearchableListViewController()
        let navigation = UINavigationController(rootViewController: list)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        list.events = []
        return (list, navigation)
    }

    func testDefaultsAreUIKits() {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        XCTAssertFalse(search.isActive)
        XCTAssertTrue(search.searchResultsController === results)
        XCTAssertTrue(search.searchBar === search.searchBar)
        XCTAssertNil(search.searchResultsUpdater)
        XCTAssertNil(search.delegate)
        XCTAssertTrue(search.obscuresBackgroundDuringPresentation)
        XCTAssertTrue(search.hidesNavigationBarDuringPresentation)
        XCTAssertTrue(search.automaticallyShowsCancelButton)
        XCTAssertTrue(search.automaticallyShowsScopeBar)
        XCTAssertTrue(search.automaticallyShowsSearchResultsController)
        XCTAssertFalse(search.showsSearchResultsController)
        XCTAssertEqual(search.scopeBarActivation, .automatic)
        XCTAssertEqual(search.searchBarPlacement, .automatic)
        XCTAssertNil(UISearchController(searchResultsController: nil).searchResultsController)
        let item = UINavigationItem(title: "Photos")
        XCTAssertNil(item.searchController)
        XCTAssertTrue(item.hidesSearchBarWhenScrolling)
        XCTAssertEqual(item.preferredSearchBarPlacement, .automatic)
    }

    func testTheNavigationItemsSearchBarSitsBelowTheNavigationBar() {
        let (list, navigation) = showList()
        let bar = list.searchController.searchBar
        let navigationBar = navigation.navigationBar
        XCTAssertTrue(bar.superview === navigation.view)
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: navigationBar.frame.maxY, width: 375, height: 52))
        XCTAssertEqual(list.view.safeAreaInsets.top, navigationBar.frame.maxY + 52, "the content starts below the search bar")
        XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 16, y: 8, width: 343, height: 36), "at the side margins")
        XCTAssertEqual(list.searchController.searchBarPlacement, .stacked)
        list.navigationItem.searchController = nil
        window.layoutIfNeeded()
        XCTAssertNil(bar.superview)
        XCTAssertEqual(list.view.safeAreaInsets.top, navigationBar.frame.maxY)
    }

    func testEditingActivatesTheSearchAndCancelEndsIt() {
        let (list, _) = showList()
        let search = list.searchController
        XCTAssertTrue(search.searchBar.becomeFirstResponder())
        XCTAssertEqual(list.events, ["shouldBegin", "didBegin", "willPresent", "update ", "didPresent"])
        XCTAssertTrue(search.isActive)
        XCTAssertTrue(search.searchBar.showsCancelButton, "shown automatically")
        XCTAssertNotNil(search.presentingViewController)
        XCTAssertTrue(list.results.parent === search)
        XCTAssertTrue(list.results.view.isHidden, "the results show once there is text")
        XCTAssertEqual(search.view.convert(search.view.bounds, to: nil).minY, search.searchBar.convert(search.searchBar.bounds, to: nil).maxY,
                       "the search covers the window below the search bar")

        list.events = []
        search.searchBar.searchTextField.insertText("s")
        XCTAssertEqual(list.events, ["textDidChange s", "update s"])
        XCTAssertTrue(search.showsSearchResultsController)
        XCTAssertFalse(list.results.view.isHidden)

        list.events = []
        search.searchBar.firstDescendant(UIButton.self) { $0.currentTitle == "Cancel" }?.sendActions(for: .touchUpInside)
        XCTAssertEqual(list.events, ["cancel", "willDismiss", "didEnd", "textDidChange ", "update ", "didDismiss"])
        XCTAssertFalse(search.isActive)
        XCTAssertEqual(search.searchBar.text, "")
        XCTAssertFalse(search.searchBar.showsCancelButton)
        XCTAssertNil(search.presentingViewController)
        XCTAssertNil(search.viewIfLoaded?.window)
    }

    func testSettingIsActivePresentsWithoutEditing() {
        let (list, navigation) = showList()
        let search = list.searchController
        search.isActive = true
        XCTAssertEqual(list.events, ["willPresent", "update ", "didPresent"])
        XCTAssertFalse(search.searchBar.searchTextField.isFirstResponder, "UIKit leaves the keyboard to the app")
        XCTAssertEqual(search.searchBar.frame.minY, navigation.navigationBar.frame.minY, "the search bar takes the title row's place")
        XCTAssertEqual(navigation.navigationBar.alpha, 0)
        XCTAssertEqual(list.view.safeAreaInsets.top, navigation.navigationBar.frame.minY + 52)
        list.events = []
        search.searchBar.becomeFirstResponder()
        XCTAssertEqual(list.events, ["shouldBegin", "didBegin", "update "], "becoming first responder updates the results")
        list.events = []
        search.isActive = false
        XCTAssertEqual(list.events, ["willDismiss", "didEnd", "didDismiss"])
        XCTAssertEqual(navigation.navigationBar.alpha, 1)
        XCTAssertEqual(search.searchBar.frame.minY, navigation.navigationBar.frame.maxY)
    }

    func testADelegateThatPresentsTheSearchControllerItself() {
        let (list, _) = showList()
        let delegate = PresentingDelegate()
        delegate.presenter = list
        list.searchController.delegate = delegate
        list.searchController.isActive = true
        XCTAssertEqual(delegate.events, ["present"], "no will/did calls for a presentation the app makes")
        XCTAssertTrue(list.searchController.presentingViewController != nil)
        XCTAssertEqual(list.events, ["update "])
    }

    func testTheScopeBarShowsWhileActiveAndUpdatesTheResults() {
        let (list, navigation) = showList()
        let search = list.searchController
        search.searchBar.scopeButtonTitles = ["All", "Favorites"]
        search.isActive = true
        XCTAssertTrue(search.searchBar.showsScopeBar)
        XCTAssertEqual(search.searchBar.frame.height, 52 + 44)
        XCTAssertEqual(list.view.safeAreaInsets.top, navigation.navigationBar.frame.minY + 96)
        list.events = []
        let scope = try! XCTUnwrap(search.searchBar.firstDescendant(UISegmentedControl.self))
        scope.selectedSegmentIndex = 1
        scope.sendActions(for: .valueChanged)
        XCTAssertEqual(list.events, ["scope 1", "update "])
        search.isActive = false
        XCTAssertFalse(search.searchBar.showsScopeBar)
    }

    func testSettingTheBarsButtonsTakesThemFromTheController() {
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.showsCancelButton = true
        XCTAssertFalse(search.automaticallyShowsCancelButton)
        search.searchBar.showsScopeBar = true
        XCTAssertFalse(search.automaticallyShowsScopeBar)
        XCTAssertEqual(search.scopeBarActivation, .manual)
    }

    func testWithoutObscuringTheContentBelowStaysUsable() {
        let (list, _) = showList()
        let search = list.searchController
        search.obscuresBackgroundDuringPresentation = false
        search.isActive = true
        let below = CGPoint(x: 100, y: 400)
        XCTAssertFalse(window.hitTest(below, with: nil)?.isDescendant(of: search.view) ?? false)
        search.obscuresBackgroundDuringPresentation = true
        XCTAssertTrue(window.hitTest(below, with: nil)?.isDescendant(of: search.view) ?? false)
    }
}
