import Foundation

/// A view controller that runs a search through a search bar, as UIKit's `UISearchController`:
/// its `searchBar` (put it in `navigationItem.searchController`, a table header or any view)
/// becomes active when the person begins editing it or when `isActive` is set. Active, the
/// controller presents itself over the content below the search bar: its view holds the
/// `searchResultsController`'s view (shown while there is text, as UIKit shows it) over a dimming
/// view (`obscuresBackgroundDuringPresentation`; a tap on it ends the search). It shows the bar's
/// Cancel button and scope bar, and asks `searchResultsUpdater` to update the results. Cancel
/// empties the text and ends the search. Presentation and dismissal are not animated here.
/// Activation runs: `searchBarTextDidBeginEditing` (when editing started it),
/// `willPresentSearchController`, the presentation, `updateSearchResults(for:)`,
/// `didPresentSearchController`; Cancel runs `searchBarCancelButtonClicked`,
/// `willDismissSearchController`, `searchBarTextDidEndEditing`, `searchBar(_:textDidChange:)`
/// with `""`, `updateSearchResults(for:)`, the dismissal, `didDismissSearchController`.
/// Presentation details: `UISearchController+Presentation.swift`.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// When the search controller shows and hides the scope bar, as UIKit's
    /// `UISearchController.ScopeBarActivation` (iOS 16).
    public enum ScopeBarActivation: Int, Sendable {
        /// The system decides: shown while the search is active.
        case automatic = 0
        /// The app shows and hides it with the search bar's `showsScopeBar`.
        case manual
        /// Shown when typing begins, hidden when the search is cancelled.
        case onTextEntry
        /// Shown when the search becomes active, hidden when it is cancelled.
        case onSearchActivation
    }

    private let ownSearchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.rowHeight))
    private let resultsController: UIViewController?
    private var active = false
    /// Whether the running search was presented by the controller itself.
    var presentedByDefault = false
    private var storedShowsResults = false
    lazy var presentation = SearchPresentation(searchController: self)

    /// Creates a search controller whose results `searchResultsController` shows (nil: the
    /// searched content shows the results itself).
    public init(searchResultsController: UIViewController?) {
        resultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        configure()
    }

    /// Creates a search controller without a results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        resultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configure()
    }

    /// Creates a search controller without a results controller (no archives here).
    public required init?(coder: NSCoder) {
        resultsController = nil
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        ownSearchBar.owningSearchController = self
        modalPresentationStyle = .custom
        transitioningDelegate = presentation
    }

    // MARK: The search

    /// The search bar the controller runs; put it in the interface.
    open var searchBar: UISearchBar { ownSearchBar }
    /// The controller showing the results (nil: the searched content shows them).
    open var searchResultsController: UIViewController? { resultsController }
    /// The object asked to update the results, held weakly.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The delegate told of presentation and dismissal, held weakly.
    open weak var delegate: UISearchControllerDelegate?

    /// Whether the search is active (presented). Default false. Setting it true presents the
    /// search without making the search bar the first responder (as in UIKit: call
    /// `searchBar.becomeFirstResponder()` for that); false ends it, keeping the text.
    open var isActive: Bool {
        get { active }
        set { newValue ? activate() : deactivate(clearingText: false) }
    }

    // MARK: Configuration

    /// Whether a dimming view covers the content while the search shows no results. Default true.
    open var obscuresBackgroundDuringPresentation = true { didSet { updateResultsVisibility() } }
    /// The deprecated name of `obscuresBackgroundDuringPresentation`.
    @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar's title row hides while the search is active, the search bar
    /// moving up in its place. Default true.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the controller shows the search bar's Cancel button while active (iOS 13).
    /// Default true; setting the bar's `showsCancelButton` turns it off.
    open var automaticallyShowsCancelButton = true
    /// Whether the controller shows the scope bar while active (iOS 13): true is
    /// `scopeBarActivation` `.automatic`, false `.manual`. Setting the bar's `showsScopeBar`
    /// turns it off.
    open var automaticallyShowsScopeBar: Bool {
        get { scopeBarActivation != .manual }
        set { scopeBarActivation = newValue ? .automatic : .manual }
    }
    /// When the controller shows and hides the scope bar (iOS 16). Default `.automatic`.
    open var scopeBarActivation: ScopeBarActivation = .automatic
    /// Whether the controller shows the results controller while the search field has text and
    /// hides it while empty (iOS 13). Default true.
    open var automaticallyShowsSearchResultsController = true { didSet { updateResultsVisibility() } }
    /// Whether the results controller shows while the search is active (iOS 13). With
    /// `automaticallyShowsSearchResultsController`, the controller sets it as the text changes.
    open var showsSearchResultsController: Bool {
        get { storedShowsResults }
        set { storedShowsResults = newValue; applyResultsVisibility() }
    }

    /// Where the search bar is placed (iOS 16): `.stacked` below the title row when a navigation
    /// item shows it (inline placement is not laid out here), else `.automatic`.
    open var searchBarPlacement: UINavigationItem.SearchBarPlacement {
        searchBar.isInNavigationBar ? .stacked : .automatic
    }

    // MARK: The view

    open override func loadView() {
        let container = SearchContainerView(frame: UIScreen.main.bounds)
        container.dimmingTapped = { [weak self] in self?.isActive = false }
        view = container
        if let resultsController {
            addChild(resultsController)
            let resultsView: UIView = resultsController.view
            resultsView.frame = container.bounds
            resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(resultsView)
            resultsController.didMove(toParent: self)
        }
        applyResultsVisibility()
    }

    // MARK: Activation

    private func activate() {
        guard !active else { return }
        active = true
        if automaticallyShowsCancelButton { searchBar.setCancelButtonShown(true) }
        if scopeBarActivation == .automatic || scopeBarActivation == .onSearchActivation { searchBar.setScopeBarShown(true) }
        if let delegate { delegate.presentSearchController(self) }
        if !presentedByDefault && presentingViewController == nil { presentByDefault() }
        navigationLayoutDidChange()
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
        if presentedByDefault { delegate?.didPresentSearchController(self) }
    }

    private func deactivate(clearingText: Bool) {
        guard active else { return }
        active = false
        delegate?.willDismissSearchController(self)
        if searchBar.field.isFirstResponder { searchBar.field.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setCancelButtonShown(false) }
        if scopeBarActivation != .manual { searchBar.setScopeBarShown(false) }
        if clearingText { searchBar.text = "" }
        if presentingViewController != nil { dismiss(animated: false) }
        presentedByDefault = false
        navigationLayoutDidChange()
        delegate?.didDismissSearchController(self)
    }

    // MARK: What the search bar tells

    /// The search bar's field began editing: the search becomes active, or, active, the
    /// results are updated.
    func searchBarDidBeginEditing() {
        if active {
            searchResultsUpdater?.updateSearchResults(for: self)
        } else {
            activate()
        }
    }

    func searchBarTextDidChange() {
        if active, scopeBarActivation == .onTextEntry, searchBar.field.hasText { searchBar.setScopeBarShown(true) }
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
        hostingController?.setNeedsUpdateContentUnavailableConfiguration()
    }

    func searchBarScopeDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarCancelButtonTapped() {
        deactivate(clearingText: true)
    }

    // MARK: The results

    /// With `automaticallyShowsSearchResultsController`, the results show while there is text.
    private func updateResultsVisibility() {
        if automaticallyShowsSearchResultsController { storedShowsResults = searchBar.field.hasText }
        applyResultsVisibility()
    }

    /// The results view shows when asked; the dimming view when obscuring and no results show;
    /// the presentation takes touches only where it shows something.
    private func applyResultsVisibility() {
        let showsResults = storedShowsResults && resultsController != nil
        resultsController?.viewIfLoaded?.isHidden = !showsResults
        (viewIfLoaded as? SearchContainerView)?.dimmingView.isHidden = !obscuresBackgroundDuringPresentation || showsResults
        presentation.updateTouchHandling(takesTouches: showsResults || obscuresBackgroundDuringPresentation)
    }
}
