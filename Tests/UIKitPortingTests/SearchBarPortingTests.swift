import UIKit
import XCTest

/// A search bar delegate that records UIKit's calls, and can refuse.
private final class RecordingSearchBarDelegate: NSObject, UISearchBarDelegate {
    var log: [String] = []
    var refusesBegin = false
    var refusesDigits = false

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return !refusesBegin }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange \(searchText)") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange \(range.location),\(range.length) \"\(text)\"")
        return !(refusesDigits && text.contains(where: \.isNumber))
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { log.append("bookmark") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { log.append("resultsList") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
}

/// The search bar's buttons, found as iOS tests find them: among its subviews.
extension UIView {
    func firstDescendant<T: UIView>(_ type: T.Type, where matches: (T) -> Bool = { _ in true }) -> T? {
        for subview in subviews {
            if let match = subview as? T, matches(match) { return match }
            if let found = subview.firstDescendant(type, where: matches) { return found }
        }
        return nil
    }
}

/// `UISearchBar` as iOS code uses it: UIKit's defaults and metrics (a 56-point bar, a 36-point
/// field 8 points from the sides), and the delegate calls of typing, Search, Cancel, the scope
/// bar and the bookmark button.
final class SearchBarPortingTests: XCTestCase {
    private var window: UIWindow!

    override func tearDown() {
        window = nil
        super.tearDown()
    }

    private func barInWindow(_ delegate: RecordingSearchBarDelegate) -> UISearchBar {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 375, height: 56))
        bar.delegate = delegate
        window.addSubview(bar)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return bar
    }

    private func cancelButton(of bar: UISearchBar) -> UIButton? {
        bar.firstDescendant(UIButton.self) { $0.currentTitle == "Cancel" }
    }

    func testDefaultsAreUIKits() {
        let bar = UISearchBar()
        XCTAssertEqual(bar.text, "", "the text reads \"\" when empty")
        XCTAssertNil(bar.placeholder)
        XCTAssertNil(bar.prompt)
        XCTAssertNil(bar.delegate)
        XCTAssertEqual(bar.barStyle, .default)
        XCTAssertEqual(bar.searchBarStyle, .default)
        XCTAssertTrue(bar.isTranslucent)
        XCTAssertFalse(bar.showsCancelButton)
        XCTAssertFalse(bar.showsBookmarkButton)
        XCTAssertFalse(bar.showsSearchResultsButton)
        XCTAssertFalse(bar.isSearchResultsButtonSelected)
        XCTAssertFalse(bar.showsScopeBar)
        XCTAssertNil(bar.scopeButtonTitles)
        XCTAssertEqual(bar.selectedScopeButtonIndex, 0)
        XCTAssertTrue(bar.isEnabled)
        XCTAssertEqual(bar.returnKeyType, .search)
        XCTAssertEqual(bar.autocapitalizationType, .none)
        XCTAssertTrue(bar.enablesReturnKeyAutomatically)
        XCTAssertNil(bar.backgroundImage)
        XCTAssertEqual(bar.searchFieldBackgroundPositionAdjustment, .zero)
        XCTAssertNotNil(bar.image(for: .search, state: .normal), "the system magnifying glass")
        XCTAssertTrue(bar.searchTextField.isDescendant(of: bar))
        XCTAssertTrue(bar.searchTextField === bar.searchTextField)
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 375, height: 0)), CGSize(width: 375, height: 56))
        bar.keyboardType = .webSearch
        XCTAssertEqual(bar.searchTextField.keyboardType, .webSearch, "the traits are the field's")
    }

    func testTheFieldAndCancelButtonSitAsInUIKit() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 359, height: 36))
        bar.showsCancelButton = true
        bar.layoutIfNeeded()
        let cancel = try! XCTUnwrap(cancelButton(of: bar))
        XCTAssertFalse(cancel.isHidden)
        XCTAssertEqual(cancel.frame.maxX, 367, "8 points from the trailing edge")
        XCTAssertEqual(bar.searchTextField.frame.minX, 8)
        XCTAssertEqual(bar.searchTextField.frame.maxX, cancel.frame.minX - 8)
        XCTAssertEqual(cancel.frame.midY, bar.searchTextField.frame.midY, accuracy: 0.5)
        bar.setShowsCancelButton(false, animated: true)
        bar.layoutIfNeeded()
        XCTAssertTrue(cancel.isHidden)
        XCTAssertEqual(bar.searchTextField.frame.width, 359)
    }

    func testTheScopeBarShowsWithTwoTitlesBelowTheField() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        bar.scopeButtonTitles = ["All"]
        bar.showsScopeBar = true
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 375, height: 0)).height, 56, "no scope bar with one title")
        bar.scopeButtonTitles = ["All", "Mine"]
        bar.sizeToFit()
        XCTAssertEqual(bar.frame.size, CGSize(width: 375, height: 100))
        bar.layoutIfNeeded()
        let scope = try! XCTUnwrap(bar.firstDescendant(UISegmentedControl.self))
        XCTAssertFalse(scope.isHidden)
        XCTAssertEqual(scope.frame, CGRect(x: 8, y: 56, width: 359, height: 32))
        XCTAssertEqual(scope.numberOfSegments, 2)
        XCTAssertEqual(scope.selectedSegmentIndex, 0)
        bar.prompt = "Find a photo"
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 375, height: 0)).height, 130, "a 30-point prompt row above")
    }

    func testTypingTellsTheDelegateInUIKitsOrder() {
        let delegate = RecordingSearchBarDelegate()
        let bar = barInWindow(delegate)
        XCTAssertTrue(bar.becomeFirstResponder())
        XCTAssertTrue(bar.searchTextField.isFirstResponder, "the field, not the bar, is the first responder")
        XCTAssertFalse(bar.isFirstResponder)
        XCTAssertEqual(delegate.log, ["shouldBegin", "didBegin"])
        delegate.log = []
        bar.searchTextField.insertText("a")
        bar.searchTextField.insertText("b")
        XCTAssertEqual(delegate.log, ["shouldChange 0,0 \"a\"", "textDidChange a", "shouldChange 1,0 \"b\"", "textDidChange ab"])
        delegate.log = []
        bar.searchTextField.deleteBackward()
        XCTAssertEqual(delegate.log, ["shouldChange 1,1 \"\"", "textDidChange a"])
        XCTAssertEqual(bar.text, "a")
        delegate.log = []
        XCTAssertTrue(bar.resignFirstResponder())
        XCTAssertEqual(delegate.log, ["shouldEnd", "didEnd"])
    }

    func testReturnIsTheSearchButtonAndKeepsEditing() {
        let delegate = RecordingSearchBarDelegate()
        let bar = barInWindow(delegate)
        bar.becomeFirstResponder()
        bar.searchTextField.insertText("tea")
        delegate.log = []
        bar.searchTextField.insertText("\n")
        XCTAssertEqual(delegate.log, ["search"])
        XCTAssertTrue(bar.searchTextField.isEditing, "UIKit does not end editing on Search")
    }

    func testTheDelegateCanRefuseEditingAndChanges() {
        let delegate = RecordingSearchBarDelegate()
        let bar = barInWindow(delegate)
        delegate.refusesBegin = true
        XCTAssertFalse(bar.becomeFirstResponder())
        XCTAssertFalse(bar.searchTextField.isEditing)
        delegate.refusesBegin = false
        bar.becomeFirstResponder()
        delegate.refusesDigits = true
        delegate.log = []
        bar.searchTextField.insertText("7")
        XCTAssertEqual(delegate.log, ["shouldChange 0,0 \"7\""], "a refused change tells nothing more")
        XCTAssertEqual(bar.text, "")
    }

    /// Decision: as UIKit's search bar does, setting `text` tells the delegate
    /// `searchBar(_:textDidChange:)` (when the text changes), unlike a text field.
    func testSettingTheTextTellsTheDelegate() {
        let delegate = RecordingSearchBarDelegate()
        let bar = barInWindow(delegate)
        bar.text = "coffee"
        XCTAssertEqual(delegate.log, ["textDidChange coffee"])
        bar.text = "coffee"
        XCTAssertEqual(delegate.log, ["textDidChange coffee"], "the same text is no change")
        bar.text = nil
        XCTAssertEqual(bar.text, "")
        XCTAssertEqual(delegate.log, ["textDidChange coffee", "textDidChange "])
    }

    func testTheCancelButtonTellsTheDelegate() {
        let delegate = RecordingSearchBarDelegate()
        let bar = barInWindow(delegate)
        bar.showsCancelButton = true
        cancelButton(of: bar)?.sendActions(for: .touchUpInside)
        XCTAssertEqual(delegate.log, ["cancel"])
    }

    func testChoosingAScopeTellsTheDelegate() {
        let delegate = RecordingSearchBarDelegate()
        let bar = barInWindow(delegate)
        bar.scopeButtonTitles = ["All", "Photos", "Videos"]
        bar.showsScopeBar = true
        let scope = try! XCTUnwrap(bar.firstDescendant(UISegmentedControl.self))
        scope.selectedSegmentIndex = 2
        scope.sendActions(for: .valueChanged)
        XCTAssertEqual(delegate.log, ["scope 2"])
        XCTAssertEqual(bar.selectedScopeButtonIndex, 2)
        bar.selectedScopeButtonIndex = 1
        XCTAssertEqual(scope.selectedSegmentIndex, 1)
        XCTAssertEqual(delegate.log, ["scope 2"], "setting the index tells no one")
    }

    func testAnIndexOutsideTheTitlesIsIgnored() {
        let bar = UISearchBar()
        bar.selectedScopeButtonIndex = 3
        XCTAssertEqual(bar.selectedScopeButtonIndex, 0)
        bar.scopeButtonTitles = ["A", "B"]
        bar.selectedScopeButtonIndex = 1
        bar.selectedScopeButtonIndex = -1
        XCTAssertEqual(bar.selectedScopeButtonIndex, 1)
        bar.scopeButtonTitles = nil
        XCTAssertEqual(bar.selectedScopeButtonIndex, 0)
        bar.showsScopeBar = true
        XCTAssertEqual(bar.sizeThatFits(.zero).height, 56)
    }

    func testTheBookmarkButtonShowsInTheEmptyField() {
        let delegate = RecordingSearchBarDelegate()
        let bar = barInWindow(delegate)
        bar.showsBookmarkButton = true
        let button = try! XCTUnwrap(bar.searchTextField.rightView as? UIButton)
        XCTAssertEqual(bar.searchTextField.rightViewMode, .always)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(delegate.log, ["bookmark"])
        bar.text = "x"
        XCTAssertEqual(bar.searchTextField.rightViewMode, .never, "the clear button's place while there is text")
        bar.showsSearchResultsButton = true
        bar.isSearchResultsButtonSelected = true
        XCTAssertTrue(bar.isSearchResultsButtonSelected)
        delegate.log = []
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(delegate.log, ["resultsList"])
    }

    func testImagesAndAdjustmentsReadBack() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 56))
        let image = UIImage(systemName: "star")!
        bar.setImage(image, for: .search, state: .normal)
        XCTAssertTrue(bar.image(for: .search, state: .normal) === image)
        XCTAssertTrue((bar.searchTextField.leftView as? UIImageView)?.image === image)
        bar.setPositionAdjustment(UIOffset(horizontal: 3, vertical: 0), for: .search)
        XCTAssertEqual(bar.positionAdjustment(for: .search), UIOffset(horizontal: 3, vertical: 0))
        XCTAssertEqual(bar.positionAdjustment(for: .clear), .zero)
        bar.setSearchFieldBackgroundImage(image, for: .normal)
        XCTAssertTrue(bar.searchFieldBackgroundImage(for: .normal) === image)
        bar.searchFieldBackgroundPositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
        bar.layoutIfNeeded()
        XCTAssertEqual(bar.searchTextField.frame.minY, 12)
        bar.setBackgroundImage(image, for: .any, barMetrics: .default)
        XCTAssertTrue(bar.backgroundImage === image)
    }

    func testDisablingTheBarEndsEditing() {
        let delegate = RecordingSearchBarDelegate()
        let bar = barInWindow(delegate)
        bar.becomeFirstResponder()
        bar.isEnabled = false
        XCTAssertFalse(bar.searchTextField.isEditing)
        XCTAssertFalse(bar.isEnabled)
    }

    func testSearchTokensComeBeforeTheText() {
        let delegate = RecordingSearchBarDelegate()
        let bar = barInWindow(delegate)
        let field = bar.searchTextField
        let plainTextStart = field.textRect(forBounds: field.bounds).minX
        let photos = UISearchToken(icon: UIImage(systemName: "photo"), text: "Photos")
        photos.representedObject = "kind:photo"
        field.insertToken(photos, at: 0)
        field.insertToken(UISearchToken(icon: nil, text: "2024"), at: 1)
        field.insertToken(UISearchToken(icon: nil, text: "Late"), at: 9)
        XCTAssertEqual(field.tokens.count, 3, "an index beyond the end inserts at the end")
        XCTAssertEqual(field.tokens[0].representedObject as? String, "kind:photo")
        XCTAssertGreaterThan(field.textRect(forBounds: field.bounds).minX, plainTextStart + 40)
        field.removeToken(at: 7)
        XCTAssertEqual(field.tokens.count, 3, "an index out of range removes nothing")
        field.removeToken(at: 2)
        XCTAssertTrue(field.allowsDeletingTokens)
        XCTAssertTrue(field.allowsCopyingTokens)
        XCTAssertNotNil(field.tokenBackgroundColor)
        bar.becomeFirstResponder()
        delegate.log = []
        field.deleteBackward()
        XCTAssertEqual(field.tokens.count, 1, "Backspace in the empty field removes the last token")
        XCTAssertEqual(delegate.log, ["textDidChange "])
        field.allowsDeletingTokens = false
        field.deleteBackward()
        XCTAssertEqual(field.tokens.count, 1)
    }
}
