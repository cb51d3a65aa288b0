import Foundation

/// Where the bar's parts go: the back button at 8 pt from the leading edge, the left items
/// after it (or at the side margin), the right items from the trailing margin inward, the
/// title centered in the bar (moved or narrowed to stay clear of the sides), the large title
/// at the side margin in the row below; a prompt in a 30-point row above them all.
extension UINavigationBar {
    /// The margin of bar button items and the large title: 16 pt, 20 pt on wide bars.
    var sideMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

    /// Places the background, the buttons and the titles.
    func layOutParts() {
        let width = bounds.width
        let rowHeight = Self.compactHeight, rowTop = promptHeight
        promptLabel.frame = CGRect(x: sideMargin, y: 0, width: max(0, width - 2 * sideMargin), height: rowTop)
        let extensionAbove = max(0, frame.minY)
        backgroundView.frame = CGRect(x: 0, y: -extensionAbove, width: width, height: extensionAbove + bounds.height)
        let hairlineHeight = 1 / max(1, traitCollection.displayScale)
        hairline.frame = CGRect(x: 0, y: bounds.height, width: width, height: hairlineHeight)

        // Leading side: the back button, then the left items.
        var leading = sideMargin
        backButton.isHidden = !showsBackButton
        if showsBackButton {
            let indicator = backIndicator
            backButton.configureAsBackButton(title: backItem?.shownBackTitle, indicator: indicator, item: backItem?.backBarButtonItem)
            // A back title that would run into the centered title becomes "Back".
            let centeredTitleMinX = (width - naturalTitleSize.width) / 2
            if backItem?.backButtonDisplayMode == .default,
               Self.backButtonLeading + backButton.intrinsicContentSize.width + Self.itemSpacing > centeredTitleMinX {
                backButton.configureAsBackButton(title: "Back", indicator: indicator, item: backItem?.backBarButtonItem)
            }
            leading = Self.backButtonLeading
            backButton.frame = CGRect(x: leading, y: rowTop, width: backButton.intrinsicContentSize.width, height: rowHeight)
            leading = backButton.frame.maxX + Self.itemSpacing
        }
        for button in leftButtons {
            let view = placedView(of: button)
            let size = itemSize(of: button)
            view.frame = CGRect(x: leading, y: rowTop + ((rowHeight - size.height) / 2).rounded(), width: size.width, height: size.height)
            leading = view.frame.maxX + Self.itemSpacing
        }
        // Trailing side: the right items, the first at the edge.
        var trailing = width - sideMargin
        for button in rightButtons {
            let view = placedView(of: button)
            let size = itemSize(of: button)
            view.frame = CGRect(x: trailing - size.width, y: rowTop + ((rowHeight - size.height) / 2).rounded(), width: size.width,
                                height: size.height)
            trailing = view.frame.minX - Self.itemSpacing
        }
        let leadingEnd = leftButtons.isEmpty && !showsBackButton ? sideMargin : leading
        let trailingEnd = rightButtons.isEmpty ? width - sideMargin : trailing
        layOutTitle(between: leadingEnd, and: trailingEnd, rowHeight: rowHeight)
        layOutLargeTitle()
    }

    /// The title's (or title view's) natural size.
    private var naturalTitleSize: CGSize {
        if let titleView = topItem?.titleView { return titleView.bounds.size == .zero ? titleView.intrinsicContentSize : titleView.bounds.size }
        let size = titleLabel.intrinsicContentSize
        return CGSize(width: ceil(size.width), height: ceil(size.height))
    }

    private func placedView(of button: BarButtonView) -> UIView { button.item?.customView ?? button }

    private func itemSize(of button: BarButtonView) -> CGSize {
        if let custom = button.item?.customView {
            let size = custom.bounds.size == .zero ? custom.intrinsicContentSize : custom.bounds.size
            return CGSize(width: max(0, size.width), height: min(Self.compactHeight, max(0, size.height)))
        }
        let natural = button.intrinsicContentSize
        return CGSize(width: max(natural.width, button.item?.width ?? 0), height: natural.height)
    }

    private func layOutTitle(between leadingEnd: CGFloat, and trailingEnd: CGFloat, rowHeight: CGFloat) {
        let content: UIView = topItem?.titleView ?? titleLabel
        let natural = naturalTitleSize
        let available = max(0, trailingEnd - leadingEnd)
        let titleWidth = min(max(0, natural.width), available)
        var x = (topItem?.style ?? .navigator) == .navigator ? ((bounds.width - titleWidth) / 2).rounded() : leadingEnd
        x = min(max(x, leadingEnd), trailingEnd - titleWidth)
        let height = min(rowHeight, max(0, natural.height))
        let adjustment = titleVerticalPositionAdjustment(for: .default), offset = titleOffset
        content.frame = CGRect(x: x + offset.horizontal, y: promptHeight + ((rowHeight - height) / 2).rounded() + adjustment + offset.vertical,
                               width: titleWidth, height: height)
        titleLabel.isHidden = topItem?.titleView != nil
        titleLabel.alpha = showsLargeTitle && largeTitleHeight > 0 ? 0 : 1
    }

    private func layOutLargeTitle() {
        let visible = showsLargeTitle && topItem?.titleView == nil
        largeTitleLabel.isHidden = !visible
        guard visible else { return }
        let size = largeTitleLabel.intrinsicContentSize
        let height = ceil(size.height)
        let bottom = promptHeight + Self.compactHeight + largeTitleHeight - 8
        largeTitleLabel.frame = CGRect(x: sideMargin, y: bottom - height,
                                       width: min(ceil(size.width), bounds.width - 2 * sideMargin), height: height)
        largeTitleLabel.alpha = min(1, largeTitleHeight / Self.largeTitleRowHeight)
    }
}
