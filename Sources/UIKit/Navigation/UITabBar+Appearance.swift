import Foundation

extension UITabBar {
    /// How a tab bar places its items, as UIKit's `UITabBar.ItemPositioning`.
    public enum ItemPositioning: Int, Sendable {
        /// Filling the bar in a compact width (the only width here).
        case automatic = 0
        /// Each item as wide as the bar divided by their number.
        case fill = 1
        /// `itemWidth` wide, `itemSpacing` apart, centered.
        case centered = 2
    }

    /// The appearance the bar shows: the scroll-edge one at the content's bottom edge, else the
    /// standard one — the selected item's (iOS 15) before the bar's — on a transparent
    /// background at the edge; nil when the app set none (the bar's own properties decide).
    var shownAppearance: (appearance: UITabBarAppearance, transparent: Bool)? {
        if isAtScrollEdge, let edge = selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return (edge, false) }
        let standard = selectedItem?.standardAppearance ?? (hasCustomStandardAppearance ? ownStandardAppearance : nil)
        return standard.map { ($0, isAtScrollEdge) }
    }

    func observeAppearances() {
        ownStandardAppearance.onChange = { [weak self] in
            self?.hasCustomStandardAppearance = true
            self?.updateBarBackground()
        }
        scrollEdgeAppearance?.onChange = { [weak self] in self?.updateBarBackground() }
    }

    /// Shows the appearance's background, hairline, items and indicator; without one, the
    /// background image, else the bar tint, else the material (dark for `.black`; only the bar
    /// tint at the scroll edge), and the hairline: the shadow image when a background image is
    /// set, else the separator (none at the scroll edge).
    func updateBarBackground() {
        if let shown = shownAppearance {
            backgroundView.show(BarBackground(shown.appearance, transparent: shown.transparent))
        } else {
            let material = barStyle == .default ? UIColor(light: UIColor(white: 0.976, alpha: 0.94), dark: UIColor(white: 0.11, alpha: 0.94))
                : UIColor(white: 0.11, alpha: 0.94)
            let color = backgroundImage != nil ? nil : (isAtScrollEdge ? barTintColor : (barTintColor ?? material))
            let hidesShadow = isAtScrollEdge && backgroundImage == nil
            backgroundView.show(BarBackground(color: color, image: backgroundImage, shadowColor: hidesShadow ? nil : .separator,
                                              shadowImage: backgroundImage != nil ? shadowImage : nil))
        }
        updateSelection()
        setNeedsLayout()
    }

    /// How the items are placed, their width and spacing: the appearance's, else the bar's.
    private var placement: (positioning: ItemPositioning, width: CGFloat, spacing: CGFloat) {
        if let appearance = shownAppearance?.appearance {
            return (appearance.stackedItemPositioning, appearance.stackedItemWidth, appearance.stackedItemSpacing)
        }
        return (itemPositioning, itemWidth, itemSpacing)
    }

    /// Places the buttons as `itemPositioning`, `itemWidth` and `itemSpacing` say.
    func layOutButtons() {
        let fillWidth = bounds.width / CGFloat(buttons.count)
        let (itemPositioning, itemWidth, itemSpacing) = placement
        guard itemPositioning == .centered else {
            for (index, button) in buttons.enumerated() {
                button.frame = CGRect(x: (CGFloat(index) * fillWidth).rounded(), y: 0, width: fillWidth.rounded(), height: Self.barHeight)
            }
            return
        }
        let width = itemWidth > 0 ? itemWidth : fillWidth
        let total = CGFloat(buttons.count) * width + CGFloat(buttons.count - 1) * itemSpacing
        var x = ((bounds.width - total) / 2).rounded()
        let ordered = effectiveUserInterfaceLayoutDirection == .rightToLeft ? buttons.reversed() : buttons
        for button in ordered {
            button.frame = CGRect(x: x, y: 0, width: width.rounded(), height: Self.barHeight)
            x += width + itemSpacing
        }
    }

    func beginCustomizingImpl(_ items: [UITabBarItem]) {
        guard customizingItems == nil else { return }
        delegate?.tabBar(self, willBeginCustomizing: items)
        customizingItems = items
        delegate?.tabBar(self, didBeginCustomizing: items)
    }

    func endCustomizingImpl() -> Bool {
        guard customizingItems != nil else { return false }
        let shown = self.items ?? []
        delegate?.tabBar(self, willEndCustomizing: shown, changed: false)
        customizingItems = nil
        delegate?.tabBar(self, didEndCustomizing: shown, changed: false)
        return true
    }
}
