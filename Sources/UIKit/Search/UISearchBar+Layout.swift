import Foundation

/// Where a search bar's parts go, with UIKit's metrics (iOS 13 and later): a 56-point row with
/// the 36-point field 10 points from its top and 8 points from the sides (in a navigation bar:
/// a 52-point row, the field centred in it at the side margin, 16 or 20 points), the Cancel button 8 points from the trailing edge with
/// the field ending 8 points before it; a 30-point prompt row above; the scope bar's 32-point
/// segmented control below the row at the field's sides, in a 44-point row.
extension UISearchBar {
    /// The height of the field's row.
    static let rowHeight: CGFloat = 56
    /// The field's row in a navigation bar (UIKit's integrated search bar).
    static let navigationRowHeight: CGFloat = 52
    static let promptHeight: CGFloat = 30
    static let scopeRowHeight: CGFloat = 44
    /// The space around the field and the Cancel button.
    static let margin: CGFloat = 8

    /// Whether the scope bar shows: asked for, with two titles or more.
    var showsScope: Bool { scopeBarRequested && (scopeButtonTitles?.count ?? 0) >= 2 }
    var showsPrompt: Bool { !(prompt ?? "").isEmpty }

    /// The bar's height for what it shows.
    var barHeight: CGFloat {
        (showsPrompt ? Self.promptHeight : 0) + (isInNavigationBar ? Self.navigationRowHeight : Self.rowHeight)
            + (showsScope ? Self.scopeRowHeight : 0)
    }

    func layOutParts() {
        let width = bounds.width
        let side = isInNavigationBar ? (width >= 414 ? 20 : 16) : Self.margin
        let rowTop: CGFloat = showsPrompt ? Self.promptHeight : 0
        let rowHeight = isInNavigationBar ? Self.navigationRowHeight : Self.rowHeight
        backgroundView.frame = bounds
        promptLabel.isHidden = !showsPrompt
        promptLabel.frame = CGRect(x: side, y: 0, width: max(0, width - 2 * side), height: Self.promptHeight)

        var fieldEnd = width - side
        if showsCancelButton {
            let size = cancelButton.intrinsicContentSize
            let height = min(size.height, UISearchTextField.fieldHeight)
            cancelButton.frame = CGRect(x: width - side - size.width, y: rowTop + ((rowHeight - height) / 2).rounded(),
                                        width: size.width, height: height)
            fieldEnd = cancelButton.frame.minX - Self.margin
        }
        let fieldTop = rowTop + (isInNavigationBar ? 8 : 10)
        let adjustment = searchFieldBackgroundPositionAdjustment
        field.frame = CGRect(x: side + adjustment.horizontal, y: fieldTop + adjustment.vertical,
                             width: max(0, fieldEnd - side), height: UISearchTextField.fieldHeight)

        scopeBar.isHidden = !showsScope
        scopeBackgroundView.isHidden = !showsScope || scopeBarBackgroundImage == nil
        let scopeTop = rowTop + rowHeight
        scopeBar.frame = CGRect(x: side, y: scopeTop, width: max(0, width - 2 * side), height: UISegmentedControl.controlHeight)
        scopeBackgroundView.frame = CGRect(x: 0, y: scopeTop, width: width, height: Self.scopeRowHeight)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for view in [field, cancelButton, scopeBar] as [UIView] { view.frame.origin.x = width - view.frame.maxX }
        }
        owningSearchController?.searchBarDidLayOut()
    }

    /// The background: the image set for the bar's position and metrics, else, unless minimal
    /// or in a navigation bar, `barTintColor` or the standard bar color.
    func updateBackground() {
        let metrics: UIBarMetrics = showsPrompt ? .defaultPrompt : .default
        let image = [UIBarPosition.any, .top, .topAttached].lazy.compactMap { self.backgroundImages[BarAppearanceKey(position: $0, metrics: metrics)] }.first
            ?? (metrics == .default ? nil : backgroundImages[BarAppearanceKey(position: .any, metrics: .default)])
        backgroundView.image = image
        let standard = barStyle == .default ? UIColor.systemBackground : UIColor(white: 0.11, alpha: 1)
        let plain = searchBarStyle == .minimal || isInNavigationBar
        let color = barTintColor ?? standard
        backgroundView.backgroundColor = image != nil || plain ? nil : (isTranslucent ? color.withAlphaComponent(0.94) : color)
        scopeBackgroundView.image = scopeBarBackgroundImage
    }
}
