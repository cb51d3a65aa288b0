import Foundation

/// Where a toolbar's items go, and which appearance it shows.
extension UIToolbar {
    /// The margin of the first and last items: 16 pt, 20 pt on wide bars.
    var sideMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

    /// Places the items in a row: from the leading margin, 8 pt apart, fixed spaces their
    /// width, flexible spaces sharing the room left; each item centered in the bar's height.
    func layOutItems() {
        let shown = buttons.filter { !($0.item?.isHidden ?? true) }
        for button in buttons where button.item?.isHidden ?? true {
            button.isHidden = true
            button.item?.customView?.isHidden = true
        }
        let widths = shown.map(width(of:))
        var fixedTotal: CGFloat = 0, flexibleCount = 0
        for (index, button) in shown.enumerated() {
            if button.item?.systemItem == .flexibleSpace { flexibleCount += 1 } else { fixedTotal += widths[index] }
            if index > 0, !isSpace(shown[index - 1]), !isSpace(button) { fixedTotal += Self.itemSpacing }
        }
        let room = bounds.width - 2 * sideMargin
        let flexible = flexibleCount > 0 ? max(0, room - fixedTotal) / CGFloat(flexibleCount) : 0
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = sideMargin
        for (index, button) in shown.enumerated() {
            if index > 0, !isSpace(shown[index - 1]), !isSpace(button) { x += Self.itemSpacing }
            let itemWidth = button.item?.systemItem == .flexibleSpace ? flexible : widths[index]
            if !isSpace(button) {
                let view = button.item?.customView ?? button
                view.isHidden = false
                let height = self.height(of: button)
                let minX = rightToLeft ? bounds.width - x - itemWidth : x
                view.frame = CGRect(x: minX.rounded(), y: ((barHeight - height) / 2).rounded(), width: itemWidth.rounded(), height: height)
            }
            x += itemWidth
        }
    }

    private func isSpace(_ button: BarButtonView) -> Bool { button.item?.isSpace ?? false }

    /// An item's width: a fixed space's `width`, a custom view's width, else the button's
    /// natural width (at least the item's `width`).
    private func width(of button: BarButtonView) -> CGFloat {
        guard let item = button.item else { return 0 }
        if item.systemItem == .fixedSpace { return max(0, item.width) }
        if item.systemItem == .flexibleSpace { return 0 }
        if let custom = item.customView {
            return max(0, custom.bounds.width == 0 ? custom.intrinsicContentSize.width : custom.bounds.width)
        }
        return max(button.intrinsicContentSize.width, item.width)
    }

    private func height(of button: BarButtonView) -> CGFloat {
        guard let custom = button.item?.customView else { return barHeight }
        let height = custom.bounds.height == 0 ? custom.intrinsicContentSize.height : custom.bounds.height
        return min(barHeight, max(0, height))
    }

    /// The appearance shown: at the scroll edge the scroll-edge one (the compact one first in a
    /// compact height), else the compact one in a compact height, else the standard one when
    /// the app set it — on a transparent background at the edge; nil: the bar's own properties
    /// decide.
    var shownAppearance: (appearance: UIToolbarAppearance, transparent: Bool)? {
        let compact = traitCollection.verticalSizeClass == .compact
        if isAtScrollEdge, let edge = compact ? compactScrollEdgeAppearance ?? scrollEdgeAppearance : scrollEdgeAppearance {
            return (edge, false)
        }
        let standard = compact ? compactAppearance ?? (hasCustomStandardAppearance ? ownStandardAppearance : nil)
            : (hasCustomStandardAppearance ? ownStandardAppearance : nil)
        return standard.map { ($0, isAtScrollEdge) }
    }

    func observeAppearances() {
        ownStandardAppearance.onChange = { [weak self] in
            self?.hasCustomStandardAppearance = true
            self?.updateBackground()
        }
        for appearance in [compactAppearance, scrollEdgeAppearance, compactScrollEdgeAppearance] {
            appearance?.onChange = { [weak self] in self?.updateBackground() }
        }
    }

    /// Shows the appearance's background and hairline, else the bar's own: the background
    /// image for its position, else the bar tint, else the material (dark for `.black`; only the
    /// bar tint at the scroll edge); the separator hairline (none at the scroll edge), or the
    /// shadow image with a background image.
    func updateBackground() {
        if let shown = shownAppearance {
            backgroundView.show(BarBackground(shown.appearance, transparent: shown.transparent))
        } else {
            let material = barStyle == .default ? UIColor(light: UIColor(white: 0.976, alpha: 0.94), dark: UIColor(white: 0.11, alpha: 0.94))
                : UIColor(white: 0.11, alpha: 0.94)
            let position = barPosition
            let image = backgroundImage(forToolbarPosition: position, barMetrics: .default)
                ?? backgroundImage(forToolbarPosition: .any, barMetrics: .default)
            let shadow = image == nil ? nil : shadowImage(forToolbarPosition: position) ?? shadowImage(forToolbarPosition: .any)
            let color = image != nil ? nil : (isAtScrollEdge ? barTintColor : barTintColor ?? material)
            backgroundView.show(BarBackground(color: color, image: image, shadowColor: isAtScrollEdge && image == nil ? nil : .separator,
                                              shadowImage: shadow))
        }
        for button in buttons { button.refresh() }
        setNeedsLayout()
    }

    /// A button's title attributes in `state`: the shown appearance's for its style, under the
    /// item's own.
    func buttonTitleAttributes(of item: UIBarButtonItem?, state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let appearance = shownAppearance?.appearance {
            let buttons = item?.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            attributes = buttons.titleTextAttributes(for: state)
        }
        if let own = item?.shownTitleTextAttributes(for: state) { attributes.merge(own) { $1 } }
        return attributes
    }
}
