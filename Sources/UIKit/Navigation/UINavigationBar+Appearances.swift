import Foundation

/// The compact and scroll-edge appearances a navigation bar or item holds (and an item's
/// standard one).
struct NavigationBarAppearances {
    var standard: UINavigationBarAppearance?
    var compact: UINavigationBarAppearance?
    var scrollEdge: UINavigationBarAppearance?
    var compactScrollEdge: UINavigationBarAppearance?

    var all: [UINavigationBarAppearance] { [standard, compact, scrollEdge, compactScrollEdge].compactMap { $0 } }
}

/// Which appearance a navigation bar shows (iOS 13's `UINavigationBarAppearance`), and what it
/// shows from it: the background and hairline, the titles' attributes and offset, the buttons'
/// attributes.
extension UINavigationBar {
    /// The appearance the bar shows, and whether its background and hairline are dropped (at
    /// the scroll edge without a scroll-edge appearance, as iOS 15 draws it); nil when the app
    /// set no appearance: the bar's own properties decide its look.
    ///
    /// At the scroll edge: the top item's scroll-edge appearance, else the bar's (in a compact
    /// height, the compact scroll-edge ones first). Otherwise, in a compact height: the item's
    /// compact appearance, the bar's, the item's standard one; then the item's standard one, the
    /// bar's.
    var shownAppearance: (appearance: UINavigationBarAppearance, transparent: Bool)? {
        let item = topItem?.heldAppearances ?? NavigationBarAppearances()
        let bar = heldAppearances
        let compact = traitCollection.verticalSizeClass == .compact
        if isAtScrollEdge {
            let edge = compact ? item.compactScrollEdge ?? bar.compactScrollEdge ?? item.scrollEdge ?? bar.scrollEdge
                : item.scrollEdge ?? bar.scrollEdge
            if let edge { return (edge, false) }
        }
        let chosen = (compact ? item.compact ?? bar.compact : nil) ?? item.standard
            ?? (hasCustomStandardAppearance ? ownStandardAppearance : nil)
        return chosen.map { ($0, isAtScrollEdge) }
    }

    /// Registers for changes of every appearance the bar and its top item hold, and shows the
    /// right one.
    func appearancesDidChange() {
        observeAppearances()
        updateBackground()
    }

    func observeAppearances() {
        ownStandardAppearance.onChange = { [weak self] in
            self?.hasCustomStandardAppearance = true
            self?.updateBackground()
        }
        for appearance in heldAppearances.all {
            appearance.onChange = { [weak self] in self?.updateBackground() }
        }
    }

    /// Shows the background, hairline, titles and buttons of the shown appearance (or of the
    /// bar's own properties).
    func updateBackground() {
        if let shown = shownAppearance {
            backgroundView.show(BarBackground(shown.appearance, transparent: shown.transparent))
        } else {
            backgroundView.show(ownBackground)
        }
        applyTitleTextAttributes()
        for button in [backButton] + leftButtons + rightButtons { button.refresh() }
    }

    /// The background the bar's own properties describe: the background image, else the bar
    /// tint, else the chrome material (dark for `.black`) — only the bar tint at the scroll
    /// edge; the separator hairline (the shadow image with a background image), none at the
    /// scroll edge.
    private var ownBackground: BarBackground {
        let material = barStyle == .default ? UIColor(light: UIColor(white: 0.976, alpha: 0.94), dark: UIColor(white: 0.11, alpha: 0.94))
            : UIColor(white: 0.11, alpha: 0.94)
        let image = shownBackgroundImage
        let color = image != nil ? nil : (isAtScrollEdge ? barTintColor : (barTintColor ?? material))
        let hidesShadow = isAtScrollEdge && image == nil
        return BarBackground(color: color, image: image, shadowColor: hidesShadow ? nil : .separator,
                             shadowImage: image != nil ? shadowImage : nil)
    }

    /// The back button's image: the shown appearance's, else the bar's (nil: the system chevron).
    var backIndicator: UIImage? { shownAppearance?.appearance.customBackIndicator?.image ?? backIndicatorImage }

    /// How far the shown appearance moves the title.
    var titleOffset: UIOffset { shownAppearance?.appearance.titlePositionAdjustment ?? .zero }

    /// The title attributes of a bar button in `state`: the shown appearance's for its kind
    /// (back, done or plain), under the item's own.
    func buttonTitleAttributes(of item: UIBarButtonItem?, isBack: Bool, state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let appearance = shownAppearance?.appearance {
            let buttons = isBack ? appearance.backButtonAppearance
                : item?.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            attributes = buttons.titleTextAttributes(for: state)
        }
        if let own = item?.shownTitleTextAttributes(for: state) { attributes.merge(own) { $1 } }
        return attributes
    }
}
