import Foundation

/// A search bar's images and adjustments, as UIKit's appearance methods: the icons, the
/// background of the bar, of its scope bar and of its field, the scope buttons' look, and the
/// nudges of the field, its text and its icons.
extension UISearchBar {
    /// The system symbol of each icon.
    private static func systemImage(for icon: Icon) -> UIImage? {
        switch icon {
        case .search: UIImage(systemName: "magnifyingglass")
        case .clear: UIImage(systemName: "xmark.circle.fill")
        case .bookmark: UIImage(systemName: "book")
        case .resultsList: UIImage(systemName: "list.bullet")
        }
    }

    /// Sets the image of `icon` for `state` (the normal state's stands for the others). The
    /// magnifying glass, bookmark and results list buttons show it; the clear button keeps its
    /// drawn system look here (the image is kept and read back).
    public func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        icons[icon, default: StateValues()][state] = iconImage
        if icon == .search, let glass = field.leftView as? UIImageView {
            glass.image = image(for: .search, state: .normal)
            glass.sizeToFit()
            field.setNeedsLayout()
        }
        updateAccessoryButton()
    }

    /// The image of `icon` for `state`: the one set, else the system's.
    public func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        icons[icon]?[state] ?? Self.systemImage(for: icon)
    }

    /// The bar's background image for the default position and metrics (stretched over the
    /// bar instead of its color).
    public var backgroundImage: UIImage? {
        get { backgroundImage(for: .any, barMetrics: .default) }
        set { setBackgroundImage(newValue, for: .any, barMetrics: .default) }
    }

    /// Sets the background image for a bar position and metrics (`.defaultPrompt` for a bar
    /// with a prompt).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[BarAppearanceKey(position: barPosition, metrics: barMetrics)] = backgroundImage
        updateBackground()
    }

    /// The background image set for the position and metrics (nil by default).
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BarAppearanceKey(position: barPosition, metrics: barMetrics)]
    }

    /// The image behind the scope bar (nil by default).
    public var scopeBarBackgroundImage: UIImage? {
        get { scopeBackgroundView.image }
        set { scopeBackgroundView.image = newValue; setNeedsLayout() }
    }

    /// Sets the field's background image for `.normal` or `.disabled` (it replaces the field's
    /// rounded fill).
    public func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        if state.contains(.disabled) {
            field.disabledBackground = backgroundImage
        } else {
            field.background = backgroundImage
        }
        field.backgroundColor = field.background == nil && field.disabledBackground == nil ? .tertiarySystemFill : nil
    }

    /// The field's background image for `state` (nil by default).
    public func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        state.contains(.disabled) ? field.disabledBackground : field.background
    }

    /// How far the field moves from its place. Default zero.
    public var searchFieldBackgroundPositionAdjustment: UIOffset {
        get { fieldAdjustment }
        set { fieldAdjustment = newValue; setNeedsLayout() }
    }

    /// How far the text moves inside the field. Default zero.
    public var searchTextPositionAdjustment: UIOffset {
        get { field.textAdjustment }
        set { field.textAdjustment = newValue }
    }

    /// Moves `icon` inside the field by `adjustment`.
    public func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {
        field.iconAdjustments[icon] = adjustment
    }

    /// How far `icon` is moved (zero by default).
    public func positionAdjustment(for icon: Icon) -> UIOffset {
        field.iconAdjustments[icon] ?? .zero
    }

    // MARK: Scope buttons (the scope bar's segmented control)

    /// Sets the scope buttons' background image for `state`.
    public func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        scopeBar.setBackgroundImage(backgroundImage, for: state, barMetrics: .default)
    }

    /// The scope buttons' background image for `state`.
    public func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
        scopeBar.backgroundImage(for: state, barMetrics: .default)
    }

    /// Sets the divider image between scope buttons in the given states.
    public func setScopeBarButtonDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                                              rightSegmentState rightState: UIControl.State) {
        scopeBar.setDividerImage(dividerImage, forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: .default)
    }

    /// The divider image between scope buttons in the given states.
    public func scopeBarButtonDividerImage(forLeftSegmentState leftState: UIControl.State,
                                           rightSegmentState rightState: UIControl.State) -> UIImage? {
        scopeBar.dividerImage(forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: .default)
    }

    /// Sets the scope buttons' title attributes (font, color) for `state`.
    public func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        scopeBar.setTitleTextAttributes(attributes, for: state)
    }

    /// The scope buttons' title attributes for `state`.
    public func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        scopeBar.titleTextAttributes(for: state)
    }
}
