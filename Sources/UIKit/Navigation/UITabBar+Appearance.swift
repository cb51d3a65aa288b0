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

    /// The background: the image, else the bar tint, else the material (dark for `.black`);
    /// the hairline: the shadow image when a background image is set, else the separator.
    func updateBarBackground() {
        let material = barStyle == .default ? UIColor(light: UIColor(white: 0.976, alpha: 0.94), dark: UIColor(white: 0.11, alpha: 0.94))
            : UIColor(white: 0.11, alpha: 0.94)
        backgroundView.layer.contents = backgroundImage
        backgroundView.backgroundColor = backgroundImage != nil ? nil : (barTintColor ?? material)
        let customShadow = backgroundImage != nil ? shadowImage : nil
        hairline.layer.contents = customShadow
        hairline.backgroundColor = customShadow == nil ? .separator : nil
    }

    /// Places the buttons as `itemPositioning`, `itemWidth` and `itemSpacing` say.
    func layOutButtons() {
        let fillWidth = bounds.width / CGFloat(buttons.count)
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
