import Foundation

/// A bar for text-based search, as UIKit's `UISearchBar`: a `UISearchTextField` with a
/// magnifying glass, a Cancel button at the trailing edge when `showsCancelButton`, a bookmark
/// or results-list button in the empty field, a prompt above and a scope bar below (a segmented
/// control of `scopeButtonTitles`, shown with two titles or more). The bar does no searching:
/// its delegate hears the editing and the buttons in UIKit's order. The bar is its field's
/// delegate (through a private object), as UIKit's is: replacing `searchTextField.delegate`
/// cuts the bar's delegate off, as in UIKit. Geometry: `UISearchBar+Layout.swift`.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
    /// The icons a search bar shows, as UIKit's `UISearchBar.Icon`.
    public enum Icon: Int, Sendable {
        /// The magnifying glass.
        case search = 0
        /// The clear button's circled cross.
        case clear
        /// The bookmark button's book.
        case bookmark
        /// The results list button's list.
        case resultsList
    }

    /// The look of a search bar, as UIKit's `UISearchBar.Style`.
    public enum Style: UInt, Sendable {
        /// The prominent look (UIKit's default).
        case `default` = 0
        /// A bar background behind the field.
        case prominent
        /// No bar background: only the field (and the buttons) show.
        case minimal
    }

    let field = UISearchTextField(frame: .zero)
    let cancelButton = UIButton(type: .system)
    let scopeBar = UISegmentedControl(frame: .zero)
    let promptLabel = UILabel()
    let backgroundView = UIImageView(frame: .zero)
    let scopeBackgroundView = UIImageView(frame: .zero)
    /// The bookmark or results-list button, the field's right view while it shows.
    let accessoryButton = UIButton(type: .system)
    private lazy var relay = SearchFieldRelay(bar: self)
    /// The search controller that owns the bar (its `searchBar`), told of editing.
    weak var owningSearchController: UISearchController?
    /// Whether the bar sits in a navigation bar (no background of its own, the field at the
    /// bar's side margins).
    var isInNavigationBar = false { didSet { updateBackground(); setNeedsLayout() } }
    var icons: [Icon: StateValues<UIImage>] = [:]
    var backgroundImages: [BarAppearanceKey: UIImage] = [:]
    private var storedScopeIndex = 0
    var fieldAdjustment = UIOffset.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        assemble()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        assemble()
    }

    /// Creates a search bar without a frame (`sizeToFit()` gives it UIKit's height).
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Text

    /// The search text; `""` when empty. Setting another text tells the delegate
    /// (`searchBar(_:textDidChange:)`) and the owning search controller's results updater.
    open var text: String? {
        get { field.text }
        set {
            guard (newValue ?? "") != field.text else { return }
            field.text = newValue
            textDidChange()
        }
    }

    /// The text shown in the empty field. Default nil.
    open var placeholder: String? {
        get { field.placeholder }
        set { field.placeholder = newValue }
    }

    /// A line shown above the field. Default nil.
    open var prompt: String? {
        didSet { promptLabel.text = prompt; updateBackground(); invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    /// The search bar's delegate, held weakly.
    open weak var delegate: UISearchBarDelegate?

    /// The bar's text field (iOS 13).
    open var searchTextField: UISearchTextField { field }

    // MARK: Look

    /// The bar's style: `.default` draws the standard bar background, `.black` a dark one.
    open var barStyle: UIBarStyle = .default { didSet { updateBackground() } }
    /// The bar's look: `.default` (prominent) or `.minimal` (no bar background).
    open var searchBarStyle: Style = .default { didSet { updateBackground() } }
    /// The color of the bar's background (nil: the standard one).
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the bar's background is translucent. Default true; false makes it opaque.
    open var isTranslucent = true { didSet { updateBackground() } }

    /// Whether the bar and its field and buttons take input (iOS 16.4). Default true; false
    /// ends editing.
    open var isEnabled: Bool {
        get { field.isEnabled }
        set {
            field.isEnabled = newValue
            cancelButton.isEnabled = newValue
            scopeBar.isEnabled = newValue
            accessoryButton.isEnabled = newValue
        }
    }

    // MARK: Buttons

    /// Whether the Cancel button shows. Default false. Setting it on the bar of a search
    /// controller turns off the controller's `automaticallyShowsCancelButton` (iOS 13).
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the Cancel button (the change is not animated here).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        owningSearchController?.automaticallyShowsCancelButton = false
        setCancelButtonShown(showsCancelButton)
    }

    /// Whether the bookmark button shows in the empty field. Default false.
    open var showsBookmarkButton = false { didSet { updateAccessoryButton() } }
    /// Whether the results list button shows in the empty field (it takes the bookmark
    /// button's place). Default false.
    open var showsSearchResultsButton = false { didSet { updateAccessoryButton() } }
    /// Whether the results list button is selected. Default false.
    open var isSearchResultsButtonSelected: Bool {
        get { accessoryButton.isSelected }
        set { accessoryButton.isSelected = newValue }
    }

    // MARK: Scope bar

    /// The titles of the scope bar's buttons; the scope bar shows only with two or more.
    open var scopeButtonTitles: [String]? {
        didSet { rebuildScopeBar() }
    }

    /// The selected scope button's index. Default 0. An index outside the titles is ignored, as
    /// in UIKit; setting it tells no one.
    open var selectedScopeButtonIndex: Int {
        get { storedScopeIndex }
        set {
            guard (scopeButtonTitles ?? []).indices.contains(newValue) else { return }
            storedScopeIndex = newValue
            scopeBar.selectedSegmentIndex = newValue
        }
    }

    /// Whether the scope bar shows (with two titles or more). Default false. Setting it on the
    /// bar of a search controller turns off the controller's automatic scope bar (iOS 13); call
    /// `sizeToFit()` for the bar's height to follow.
    open var showsScopeBar: Bool {
        get { scopeBarRequested }
        set { setShowsScopeBar(newValue, animated: false) }
    }

    /// Shows or hides the scope bar (iOS 13; the change is not animated here).
    open func setShowsScopeBar(_ show: Bool, animated: Bool) {
        owningSearchController?.scopeBarActivation = .manual
        setScopeBarShown(show)
    }

    var scopeBarRequested = false

    /// The view shown above the keyboard while the field edits: the field's (kept, not shown:
    /// Linux has no on-screen keyboard).
    open override var inputAccessoryView: UIView? {
        get { field.inputAccessoryView }
        set { field.inputAccessoryView = newValue }
    }

    // MARK: First responder

    /// The bar edits through its field: it can become the first responder when the field can.
    open override var canBecomeFirstResponder: Bool { field.canBecomeFirstResponder }

    /// Makes the field the first responder (the field, not the bar, is then first responder, as
    /// in UIKit).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { field.becomeFirstResponder() }

    /// Ends the field's editing (unless the delegate refuses).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        field.isFirstResponder ? field.resignFirstResponder() : super.resignFirstResponder()
    }

    // MARK: Text input traits (the field's)

    /// Default `.none` on a search bar.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { field.autocapitalizationType } set { field.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { field.autocorrectionType } set { field.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { field.spellCheckingType } set { field.spellCheckingType = newValue }
    }
    open var smartQuotesType: UITextSmartQuotesType {
        get { field.smartQuotesType } set { field.smartQuotesType = newValue }
    }
    open var smartDashesType: UITextSmartDashesType {
        get { field.smartDashesType } set { field.smartDashesType = newValue }
    }
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { field.smartInsertDeleteType } set { field.smartInsertDeleteType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { field.keyboardType } set { field.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { field.keyboardAppearance } set { field.keyboardAppearance = newValue }
    }
    /// Default `.search`.
    open var returnKeyType: UIReturnKeyType {
        get { field.returnKeyType } set { field.returnKeyType = newValue }
    }
    /// Default true: the Search key waits for text.
    open var enablesReturnKeyAutomatically: Bool {
        get { field.enablesReturnKeyAutomatically } set { field.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { field.isSecureTextEntry } set { field.isSecureTextEntry = newValue }
    }
    open var textContentType: UITextContentType! {
        get { field.textContentType } set { field.textContentType = newValue }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    /// The width asked for, and the bar's height: 56 points, more with a prompt or a scope bar.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    // MARK: Parts

    private func assemble() {
        for view in [backgroundView, scopeBackgroundView, promptLabel, field, cancelButton, scopeBar] as [UIView] { addSubview(view) }
        field.delegate = relay
        field.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
        accessoryButton.addAction(UIAction { [weak self] _ in self?.accessoryTapped() }, for: .touchUpInside)
        scopeBar.isHidden = true
        scopeBackgroundView.isHidden = true
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChosen() }, for: .valueChanged)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textAlignment = .center
        promptLabel.textColor = .secondaryLabel
        updateBackground()
    }

    func setCancelButtonShown(_ shown: Bool) {
        guard cancelButton.isHidden == shown else { return }
        cancelButton.isHidden = !shown
        setNeedsLayout()
    }

    func setScopeBarShown(_ shown: Bool) {
        guard scopeBarRequested != shown else { return }
        scopeBarRequested = shown
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        owningSearchController?.searchBarHeightDidChange()
    }

    private func rebuildScopeBar() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        if !(scopeButtonTitles ?? []).indices.contains(storedScopeIndex) { storedScopeIndex = 0 }
        scopeBar.selectedSegmentIndex = storedScopeIndex
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        owningSearchController?.searchBarHeightDidChange()
    }

    /// The field's text changed (typed, cleared, or set): the delegate, the bookmark button,
    /// the search controller.
    func textDidChange() {
        updateAccessoryButton()
        delegate?.searchBar(self, textDidChange: field.text ?? "")
        owningSearchController?.searchBarTextDidChange()
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        owningSearchController?.searchBarCancelButtonTapped()
    }

    private func scopeChosen() {
        guard scopeBar.selectedSegmentIndex != UISegmentedControl.noSegment else { return }
        storedScopeIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: storedScopeIndex)
        owningSearchController?.searchBarScopeDidChange()
    }

    private func accessoryTapped() {
        if showsSearchResultsButton {
            delegate?.searchBarResultsListButtonClicked(self)
        } else {
            delegate?.searchBarBookmarkButtonClicked(self)
        }
    }

    /// The results list (or bookmark) button: the field's right view while the field is empty.
    func updateAccessoryButton() {
        let icon: Icon? = showsSearchResultsButton ? .resultsList : (showsBookmarkButton ? .bookmark : nil)
        guard let icon else {
            if field.rightView === accessoryButton { field.rightView = nil }
            return
        }
        accessoryButton.setImage(image(for: icon, state: .normal), for: .normal)
        accessoryButton.setImage(image(for: icon, state: .selected), for: .selected)
        accessoryButton.sizeToFit()
        if field.rightView !== accessoryButton { field.rightView = accessoryButton }
        field.rightViewMode = field.hasText ? .never : .always
    }
}

/// The search field's delegate: it turns the field's questions and news into the search bar
/// delegate's, and its Return into the Search button.
@MainActor
private final class SearchFieldRelay: NSObject, UITextFieldDelegate {
    unowned let bar: UISearchBar

    init(bar: UISearchBar) {
        self.bar = bar
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.owningSearchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// Return is the Search button: the delegate hears it and the field keeps editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}
