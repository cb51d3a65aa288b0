import UIKit
import XCTest

/// Empty states as iOS 17 code writes them: a controller's `contentUnavailableConfiguration`
/// set when its list is empty, updated in `updateContentUnavailableConfiguration(using:)`, the
/// loading and search configurations.
final class ContentUnavailablePortingTests: XCTestCase {
    final class InboxViewController: UIViewController {
        var messages: [String] = [] { didSet { setNeedsUpdateContentUnavailableConfiguration() } }
        var updates: [UIContentUnavailableConfigurationState] = []
        var composed = 0

        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates.append(state)
            guard messages.isEmpty else {
                contentUnavailableConfiguration = nil
                return
            }
            var empty = UIContentUnavailableConfiguration.empty()
            empty.image = UIImage(systemName: "tray")
            empty.text = "No Messages"
            empty.secondaryText = "New messages appear here."
            empty.button = .filled()
            empty.button.title = "Compose"
            empty.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.composed += 1 }
            contentUnavailableConfiguration = empty
        }
    }

    private func labels(in view: UIView) -> [String] {
        view.subviews.flatMap { subview -> [String] in
            let own = (subview as? UILabel).flatMap { $0.isHidden ? nil : $0.text }.map { [$0] } ?? []
            return own + labels(in: subview)
        }
    }

    func testAnEmptyStateShowsOverTheViewAndGoesAwayWithContent() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let inbox = InboxViewController()
        let list = UIView()
        inbox.view.addSubview(list)
        window.rootViewController = inbox
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(inbox.updates.count, 1, "asked before the view first lays out")
        XCTAssertEqual(inbox.updates.first?.traitCollection.userInterfaceIdiom, .phone)
        XCTAssertNil(inbox.updates.first?.searchText)
        let shown = try XCTUnwrap(inbox.view.subviews.last as? UIContentUnavailableView)
        XCTAssertEqual(shown.frame, inbox.view.bounds)
        XCTAssertEqual(labels(in: shown).filter { $0 != "Compose" }, ["No Messages", "New messages appear here."])
        let compose = try XCTUnwrap(shown.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden })
        XCTAssertEqual(compose.configuration?.title, "Compose")
        compose.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(inbox.composed, 1)
        inbox.view.addSubview(UIView())
        window.layoutIfNeeded()
        XCTAssertTrue(inbox.view.subviews.last === shown, "kept in front")
        inbox.messages = ["Hello"]
        window.layoutIfNeeded()
        XCTAssertEqual(inbox.updates.count, 2)
        XCTAssertNil(inbox.contentUnavailableConfiguration)
        XCTAssertNil(shown.superview)
    }

    func testTheLoadingConfigurationSpins() throws {
        let controller = UIViewController()
        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.view.layoutIfNeeded()
        let shown = try XCTUnwrap(controller.view.subviews.last)
        let spinner = try XCTUnwrap(shown.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertEqual(labels(in: shown), ["Loading…"])
        XCTAssertLessThan(spinner.frame.maxY, shown.subviews.compactMap { $0 as? UILabel }.first { !$0.isHidden }!.frame.minY)
    }

    func testTheSearchConfigurationNamesTheSearchText() {
        let search = UIContentUnavailableConfiguration.search()
        XCTAssertEqual(search.text, "No Results")
        XCTAssertEqual(search.secondaryText, "Check the spelling or try a new search.")
        XCTAssertNotNil(search.image)
        let state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection(), searchText: "tulips")
        XCTAssertEqual(search.updated(for: state).text, "No Results for “tulips”")
        XCTAssertEqual(search.updated(for: UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())).text, "No Results")
        XCTAssertEqual(UIContentUnavailableConfiguration.empty().text, nil)
    }

    final class ResultsViewController: UIViewController {
        var searchTexts: [String?] = []
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            searchTexts.append(state.searchText)
            contentUnavailableConfiguration = UIContentUnavailableConfiguration.search()
        }
    }

    func testTypingInTheSearchFieldUpdatesTheControllerHoldingIt() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let results = ResultsViewController()
        let search = UISearchController(searchResultsController: nil)
        results.navigationItem.searchController = search
        window.rootViewController = UINavigationController(rootViewController: results)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(results.searchTexts.count, 1)
        XCTAssertTrue(search.searchBar.searchTextField.becomeFirstResponder())
        search.searchBar.searchTextField.insertText("tulips")
        window.layoutIfNeeded()
        XCTAssertEqual(results.searchTexts.last, "tulips")
        let shown = try XCTUnwrap(results.view.subviews.last as? UIContentUnavailableView)
        XCTAssertTrue(labels(in: shown).contains("No Results for “tulips”"))
    }
}
