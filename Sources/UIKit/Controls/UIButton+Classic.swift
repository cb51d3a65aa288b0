import Foundation

/// The classic button (no configuration): per-state title, image and colors, laid out as
/// UIKit lays them out — image then title, side by side, placed by the content alignments inside
/// `contentEdgeInsets`; with zero content insets a title gets 6 points above and below it.
extension UIButton {
    /// The side of a close button (iOS 13).
    static let closeButtonSide: CGFloat = 30
    /// The size of a button with neither title nor image, as UIKit's.
    static let emptySize = CGSize(width: 30, height: 34)
    /// The padding above and below a title when `contentEdgeInsets` is zero.
    static let titleVerticalPadding: CGFloat = 6

    /// Whether the current state shows a title.
    var showsClassicTitle: Bool {
        if let attributed = attributedTitle(for: state) { return attributed.length > 0 }
        return !(title(for: state) ?? "").isEmpty
    }

    /// Puts the current state's title, color and image into the subviews.
    func applyClassicContent() {
        let state = self.state
        let fades = buttonType != .custom && state.contains(.highlighted) && titleColors[State.highlighted.rawValue] == nil
        if showsClassicTitle, let label = titleLabel {
            if let attributed = attributedTitle(for: state) {
                label.attributedText = attributed
            } else {
                label.text = title(for: state)
                label.textColor = titleColor(for: state) ?? tintColor
            }
            label.alpha = fades ? 0.2 : 1
            label.isHidden = false
        } else {
            titleLabelIfMade?.isHidden = true
        }
        if let image = image(for: state), let view = imageView {
            view.image = image
            view.adjustsImageSizeForAccessibilityContentSizeCategory = adjustsImageSizeForAccessibilityContentSizeCategory
            if !symbolConfigurations.isEmpty { view.preferredSymbolConfiguration = preferredSymbolConfigurationForImage(in: state) }
            view.tintColor = buttonType == .custom ? nil : (titleColor(for: state) ?? tintColor)
            view.alpha = fades ? 0.2 : 1
            view.isHidden = false
        } else {
            imageViewIfMade?.isHidden = true
        }
    }

    /// The sizes of the title and the image as shown now.
    private func classicContentSizes() -> (title: CGSize, image: CGSize) {
        applyClassicContent()
        let title = showsClassicTitle ? (titleLabel?.sizeThatFits(.zero) ?? .zero) : .zero
        var image = self.image(for: state)?.size ?? .zero
        if adjustsImageSizeForAccessibilityContentSizeCategory, image != .zero, let view = imageViewIfMade { image = view.sizeThatFits(.zero) }
        return (title, image)
    }

    /// The classic button's natural size: its title and image side by side, with the padding
    /// and content insets (a close button is 30 × 30; an empty button 30 × 34).
    func classicSize() -> CGSize {
        if buttonType == .close { return CGSize(width: UIButton.closeButtonSide, height: UIButton.closeButtonSide) }
        let (title, image) = classicContentSizes()
        var size: CGSize
        if title == .zero && image == .zero {
            size = UIButton.emptySize
        } else {
            size = CGSize(width: title.width + image.width, height: max(title.height, image.height))
            if title != .zero && contentEdgeInsets == .zero {
                size.height = max(size.height, title.height + 2 * UIButton.titleVerticalPadding)
            }
        }
        return CGSize(width: size.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: size.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// Places the image and the title where `imageRect(forContentRect:)` and
    /// `titleRect(forContentRect:)` say, in `contentRect(forBounds:)`.
    func layOutClassicContent() {
        guard buttonType != .close else {
            titleLabelIfMade?.isHidden = true
            imageViewIfMade?.isHidden = true
            return
        }
        applyClassicContent()
        let content = contentRect(forBounds: bounds)
        if let view = imageViewIfMade, !view.isHidden { view.frame = imageRect(forContentRect: content) }
        if let label = titleLabelIfMade, !label.isHidden { label.frame = titleRect(forContentRect: content) }
    }

    /// The image's and the title's frames in `content`: side by side, image first, aligned as
    /// the content alignments say, each offset by its edge insets (zero for what is not shown).
    func classicFrames(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let (title, image) = classicContentSizes()
        let width = min(content.width, title.width + image.width)
        let height = min(content.height, max(title.height, image.height))
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left: x = content.minX
        case .right: x = content.maxX - width
        case .fill: x = content.minX
        default: x = content.midX - width / 2
        }
        func y(for itemHeight: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: return content.minY
            case .bottom: return content.maxY - itemHeight
            case .fill: return content.minY
            case .center: return content.midY - itemHeight / 2
            }
        }
        let fill = effectiveContentHorizontalAlignment == .fill
        var frames = (image: CGRect.zero, title: CGRect.zero)
        if image != .zero {
            let imageHeight = contentVerticalAlignment == .fill ? content.height : min(image.height, content.height)
            let imageWidth = fill && title == .zero ? content.width : min(image.width, content.width)
            frames.image = CGRect(x: x, y: y(for: imageHeight), width: imageWidth, height: imageHeight).inset(by: imageEdgeInsets)
            x += imageWidth
        }
        if title != .zero {
            let labelWidth = fill ? content.maxX - x : max(0, min(title.width, content.maxX - x))
            let labelHeight = contentVerticalAlignment == .fill ? content.height : min(title.height, max(height, title.height))
            frames.title = CGRect(x: x, y: y(for: labelHeight), width: labelWidth, height: labelHeight).inset(by: titleEdgeInsets)
        }
        return frames
    }

    /// Draws the background image, or a close button's circle and cross.
    func drawClassicBackground() {
        if let background = backgroundImage(for: state) {
            background.draw(in: backgroundRect(forBounds: bounds))
        }
        guard buttonType == .close else { return }
        let side = min(bounds.width, bounds.height, UIButton.closeButtonSide)
        let circle = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        let fill: UIColor = state.contains(.highlighted) ? .systemGray4 : .tertiarySystemFill
        displayedColor(fill).setFill()
        UIBezierPath(ovalIn: circle).fill()
        let arm = side * 0.18
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: circle.midX - arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY + arm))
        cross.move(to: CGPoint(x: circle.midX + arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX - arm, y: circle.midY + arm))
        displayedColor(isEnabled ? .secondaryLabel : .tertiaryLabel).setStroke()
        cross.lineWidth = side / 12
        cross.lineCapStyle = .round
        cross.stroke()
    }
}
