import Foundation

/// A configured button: updating the configuration for the state, its colors, its size, the
/// placement of its image, title and subtitle, and its background.
extension UIButton {
    func configurationDidChange() {
        if configuration == nil {
            shownConfiguration = nil
            madeSubtitleLabel?.removeFromSuperview()
            madeSubtitleLabel = nil
        }
        if isUpdatingConfiguration {
            return
        }
        setNeedsUpdateConfiguration()
        invalidateIntrinsicContentSize()
    }

    // MARK: Colors

    /// The title, subtitle and image color of `configuration` for its state.
    func foregroundColor(_ configuration: Configuration) -> UIColor {
        let state = configuration.appliedState ?? []
        if state.contains(.disabled) { return .tertiaryLabel }
        let filledLook = configuration.isFilledStyle || (showsSelectedLook(configuration) && !configuration.isFilledStyle)
        var color = configuration.baseForegroundColor ?? (filledLook ? .white : tintColor ?? .systemBlue)
        if showsSelectedLook(configuration) && !configuration.isFilledStyle && configuration.baseForegroundColor == nil {
            color = .white
        }
        if state.contains(.highlighted) && configuration.isPlainStyle && !showsSelectedLook(configuration) {
            color = color.withAlphaComponent(0.5)
        }
        return color
    }

    /// The background color of `configuration` for its state (clear for a plain button).
    func backgroundColor(_ configuration: Configuration) -> UIColor {
        let state = configuration.appliedState ?? []
        let tint = configuration.baseBackgroundColor ?? tintColor ?? .systemBlue
        var color: UIColor
        if let set = configuration.background.backgroundColor {
            color = set
        } else if state.contains(.disabled) {
            color = configuration.isPlainStyle ? .clear : (configuration.isFilledStyle ? .tertiarySystemFill : .quaternarySystemFill)
        } else if configuration.isFilledStyle || showsSelectedLook(configuration) {
            color = tint
        } else if configuration.isTintedStyle {
            color = displayedColor(tint).withAlphaComponent(0.15)
        } else if configuration.isPlainStyle {
            color = .clear
        } else {
            color = configuration.baseBackgroundColor ?? .secondarySystemFill
        }
        if let transformer = configuration.background.backgroundColorTransformer { color = transformer(color) }
        return color
    }

    /// Whether a plain, gray or tinted configuration shows its selected (filled) look.
    func showsSelectedLook(_ configuration: Configuration) -> Bool {
        configuration.automaticallyUpdateForSelection && (configuration.appliedState ?? []).contains(.selected)
            && !configuration.isFilledStyle
    }

    // MARK: Content

    /// The title's font and color: the size's font and the foreground color, unless the
    /// attributed title's first run or the transformer sets them.
    func titleStyle(_ configuration: Configuration) -> (font: UIFont, color: UIColor) {
        textStyle(attributed: configuration.attributedTitle, transformer: configuration.titleTextAttributesTransformer,
                  font: configuration.titleFont, color: foregroundColor(configuration))
    }

    /// The subtitle's font and color (see `titleStyle`).
    func subtitleStyle(_ configuration: Configuration) -> (font: UIFont, color: UIColor) {
        textStyle(attributed: configuration.attributedSubtitle, transformer: configuration.subtitleTextAttributesTransformer,
                  font: configuration.subtitleFont, color: foregroundColor(configuration))
    }

    private func textStyle(attributed: AttributedString?, transformer: UIConfigurationTextAttributesTransformer?,
                           font: UIFont, color: UIColor) -> (font: UIFont, color: UIColor) {
        var container = attributed?.runs.first?.attributes ?? AttributeContainer()
        if let transformer { container = transformer(container) }
        return (container.font ?? font, container.foregroundColor ?? color)
    }

    /// Puts the configuration's title, subtitle and image into the subviews.
    func applyConfiguredContent(_ configuration: Configuration) {
        let foreground = foregroundColor(configuration)
        if let title = configuration.title, !title.isEmpty, let label = titleLabel {
            let style = titleStyle(configuration)
            label.text = title
            label.font = style.font
            label.textColor = style.color
            label.textAlignment = textAlignment(configuration)
            label.numberOfLines = 0
            label.alpha = 1
            label.isHidden = false
        } else {
            titleLabelIfMade?.isHidden = true
        }
        if let subtitle = configuration.subtitle, !subtitle.isEmpty {
            let label = madeSubtitleLabel ?? {
                let label = UILabel(frame: .zero)
                label.isUserInteractionEnabled = false
                addSubview(label)
                madeSubtitleLabel = label
                return label
            }()
            let style = subtitleStyle(configuration)
            label.text = subtitle
            label.font = style.font
            label.textColor = style.color
            label.textAlignment = textAlignment(configuration)
            label.numberOfLines = 0
            label.isHidden = false
        } else {
            madeSubtitleLabel?.isHidden = true
        }
        if let image = configuration.image, !configuration.showsActivityIndicator, let view = imageView {
            view.image = image
            view.preferredSymbolConfiguration = configuration.preferredSymbolConfigurationForImage
            let imageColor = configuration.imageColorTransformer.map { $0(foreground) } ?? foreground
            view.tintColor = imageColor
            view.alpha = 1
            view.isHidden = false
        } else {
            imageViewIfMade?.isHidden = true
        }
    }

    private func textAlignment(_ configuration: Configuration) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .leading: .natural
        case .trailing: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        case .center: .center
        case .automatic:
            configuration.imagePlacement == .top || configuration.imagePlacement == .bottom ? .center : .natural
        }
    }

    /// The measured sizes of the image, the title and the subtitle (one line each, or wrapped
    /// to `width`).
    private func configuredSizes(_ configuration: Configuration, width: CGFloat?) -> (image: CGSize, title: CGSize, subtitle: CGSize) {
        let measure = { (text: String?, font: UIFont) -> CGSize in
            guard let text, !text.isEmpty else { return .zero }
            let size = UILabel.textMeasurer.size(of: text, font: font, width: width, numberOfLines: 0)
            return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        }
        let imageSize = configuration.showsActivityIndicator ? UIButton.activityIndicatorSize
            : configuration.image.map { imageView?.sizeThatFits(.zero) ?? $0.size } ?? .zero
        return (imageSize, measure(configuration.title, titleStyle(configuration).font),
                measure(configuration.subtitle, subtitleStyle(configuration).font))
    }

    /// The size of the title and subtitle block.
    private func textBlock(_ title: CGSize, _ subtitle: CGSize, _ configuration: Configuration) -> CGSize {
        let padding = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        return CGSize(width: max(title.width, subtitle.width), height: title.height + padding + subtitle.height)
    }

    private func isVertical(_ configuration: Configuration) -> Bool {
        configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
    }

    /// The configured button's natural size: its content and the content insets.
    func configuredSize(_ configuration: Configuration) -> CGSize {
        if configuration.image != nil { applyConfiguredContent(configuration) }
        let (image, title, subtitle) = configuredSizes(configuration, width: nil)
        let text = textBlock(title, subtitle, configuration)
        let padding = image != .zero && text != .zero ? configuration.imagePadding : 0
        let content = isVertical(configuration)
            ? CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
            : CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
        let insets = configuration.contentInsets
        return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
    }

    /// Places the image, title and subtitle in the bounds inside the content insets.
    func layOutConfiguredContent(_ configuration: Configuration) {
        let insets = configuration.contentInsets
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let content = bounds.inset(by: UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                                                  bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing))
        let vertical = isVertical(configuration)
        var (image, title, subtitle) = configuredSizes(configuration, width: nil)
        let padding = image != .zero && (title != .zero || subtitle != .zero) ? configuration.imagePadding : 0
        let textWidthAvailable = max(0, vertical ? content.width : content.width - image.width - padding)
        if max(title.width, subtitle.width) > textWidthAvailable {
            (_, title, subtitle) = configuredSizes(configuration, width: textWidthAvailable)
            title.width = min(title.width, textWidthAvailable)
            subtitle.width = min(subtitle.width, textWidthAvailable)
        }
        let text = textBlock(title, subtitle, configuration)
        let total = vertical ? CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
            : CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
        let scale = max(1, traitCollection.displayScale)
        let snap = { (value: CGFloat) in (value * scale).rounded() / scale }
        var origin: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left: origin = content.minX
        case .right: origin = content.maxX - total.width
        default: origin = content.midX - total.width / 2
        }
        var top: CGFloat
        switch contentVerticalAlignment {
        case .top: top = content.minY
        case .bottom: top = content.maxY - total.height
        default: top = content.midY - total.height / 2
        }
        origin = snap(origin)
        top = snap(top)
        var imageFrame = CGRect.zero, textFrame = CGRect.zero
        if vertical {
            let imageFirst = configuration.imagePlacement == .top
            let imageY = imageFirst ? top : top + text.height + padding
            let textY = imageFirst ? top + image.height + padding : top
            imageFrame = CGRect(x: snap(origin + (total.width - image.width) / 2), y: imageY, width: image.width, height: image.height)
            textFrame = CGRect(x: snap(origin + (total.width - text.width) / 2), y: textY, width: text.width, height: text.height)
        } else {
            let imageLeading = configuration.imagePlacement != .trailing
            let imageOnLeft = imageLeading != rightToLeft
            let imageX = imageOnLeft ? origin : origin + text.width + padding
            let textX = imageOnLeft ? origin + image.width + padding : origin
            imageFrame = CGRect(x: imageX, y: snap(top + (total.height - image.height) / 2), width: image.width, height: image.height)
            textFrame = CGRect(x: textX, y: snap(top + (total.height - text.height) / 2), width: text.width, height: text.height)
        }
        imageViewIfMade?.frame = imageFrame
        activityIndicatorFrame = configuration.showsActivityIndicator ? imageFrame : nil
        titleLabelIfMade?.frame = CGRect(x: textFrame.minX, y: textFrame.minY, width: text.width, height: title.height)
        madeSubtitleLabel?.frame = CGRect(x: textFrame.minX, y: textFrame.maxY - subtitle.height, width: text.width, height: subtitle.height)
        if let customView = configuration.background.customView {
            if customView.superview !== self { insertSubview(customView, at: 0) }
            customView.frame = backgroundRect(configuration)
        }
    }

    /// The background's rectangle: the bounds inside `background.backgroundInsets`.
    func backgroundRect(_ configuration: Configuration) -> CGRect {
        let insets = configuration.background.backgroundInsets
        return bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    }

    /// Draws the background: its color in a rounded rectangle, its image and its stroke.
    func drawConfiguredBackground(_ configuration: Configuration) {
        let rect = backgroundRect(configuration)
        let radius = min(configuration.cornerRadius(height: rect.height), rect.height / 2, rect.width / 2)
        let shape = UIBezierPath(roundedRect: rect, cornerRadius: radius)
        let fill = displayedColor(backgroundColor(configuration))
        if fill.alpha > 0 {
            fill.setFill()
            shape.fill()
        }
        let state = configuration.appliedState ?? []
        if state.contains(.highlighted) && !configuration.isPlainStyle && !state.contains(.disabled) {
            let dark = traitCollection.userInterfaceStyle == .dark
            (dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.12)).setFill()
            shape.fill()
        }
        if let image = configuration.background.image {
            image.draw(in: rect)
        }
        if let frame = activityIndicatorFrame, configuration.showsActivityIndicator {
            let color = configuration.activityIndicatorColorTransformer.map { $0(foregroundColor(configuration)) } ?? foregroundColor(configuration)
            drawActivityIndicator(in: frame, color: displayedColor(color))
        }
        let background = configuration.background
        if background.strokeWidth > 0 {
            var stroke = background.strokeColor ?? foregroundColor(configuration)
            if let transformer = background.strokeColorTransformer { stroke = transformer(stroke) }
            let outset = background.strokeOutset - background.strokeWidth / 2
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: -outset, dy: -outset), cornerRadius: max(0, radius + outset))
            displayedColor(stroke).setStroke()
            path.lineWidth = background.strokeWidth
            path.stroke()
        }
    }

    /// The size of the activity indicator that takes the image's place.
    static let activityIndicatorSize = CGSize(width: 20, height: 20)

    /// Eight spokes around the middle of `frame`, fading from the top one clockwise, as UIKit's
    /// medium activity indicator looks at one moment.
    func drawActivityIndicator(in frame: CGRect, color: UIColor) {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        for index in 0..<8 {
            let angle = CGFloat(index) * .pi / 4 - .pi / 2
            let spoke = UIBezierPath()
            spoke.move(to: CGPoint(x: center.x + cos(angle) * 4.5, y: center.y + sin(angle) * 4.5))
            spoke.addLine(to: CGPoint(x: center.x + cos(angle) * 8.5, y: center.y + sin(angle) * 8.5))
            strokeRound(spoke, color: color.withAlphaComponent(color.alpha * (1 - CGFloat(index) * 0.1)), width: 2.2)
        }
    }
}
