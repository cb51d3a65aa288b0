import Foundation

/// What a view controller shows when it has no content, as UIKit's
/// `UIContentUnavailableConfiguration` (iOS 17): an image, a text, a secondary text and up to two
/// buttons, stacked and centered in the view's layout margins, over a background. `empty()` is
/// blank, `loading()` a spinner with "Loading…", `search()` the "No Results" of a search (which
/// names the search text in `updated(for:)`).
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// The look of the image.
    public struct ImageProperties: Hashable {
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint of a template image (nil: the secondary label color).
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image takes (zero: no limit).
        public var maximumSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
    }

    /// The look of a text.
    public struct TextProperties: Hashable {
        public var font: UIFont
        public var color: UIColor
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines (0: no limit).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
    }

    /// What a button does.
    public struct ButtonProperties: Hashable {
        /// The action a tap runs.
        public var primaryAction: UIAction?
        /// The menu a tap shows (when there is no primary action).
        public var menu: UIMenu?
        public var isEnabled = true
        public var role: UIButton.Role = .normal
    }

    /// How the content lines up.
    public enum Alignment: Int, Sendable {
        case center = 0
        case natural = 1
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties(font: .systemFont(ofSize: 22, weight: .bold), color: .label)
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    /// The button (shown once it has a title, an image or a primary action).
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton = UIButton.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment: Alignment = .center
    /// The axes along which the superview's layout margins are kept (both by default).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    public var imageToTextPadding: CGFloat = 10
    public var textToSecondaryTextPadding: CGFloat = 5
    public var textToButtonPadding: CGFloat = 16
    public var buttonToSecondaryButtonPadding: CGFloat = 8
    public var background = UIBackgroundConfiguration.clear()
    /// Whether a spinner shows above the text (`loading()`).
    var showsActivityIndicator = false
    /// Whether the text names the search text (`search()`).
    var describesSearch = false

    /// Nothing yet: set an image, texts or buttons.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    /// A spinner and "Loading…".
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.showsActivityIndicator = true
        configuration.text = "Loading…"
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
        return configuration
    }

    /// A search without results: the magnifying glass, "No Results" and a hint.
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.describesSearch = true
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    public func makeContentView() -> UIView & UIContentView { UIContentUnavailableView(configuration: self) }

    /// The configuration in `state`: a search's text names the search text when there is one
    /// ("No Results for “tulips”").
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration {
        guard describesSearch, let search = (state as? UIContentUnavailableConfigurationState)?.searchText, !search.isEmpty else {
            return self
        }
        var updated = self
        updated.text = "No Results for “\(search)”"
        return updated
    }
}

/// The state a content-unavailable configuration is updated for, as UIKit's
/// `UIContentUnavailableConfigurationState` (iOS 17): the traits and the text of the controller's
/// search controller.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// The search text of the controller's `navigationItem.searchController`, if any.
    public var searchText: String?
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public init(traitCollection: UITraitCollection, searchText: String?) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
