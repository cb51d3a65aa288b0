import Foundation

/// A content view that shows a list content configuration: an image, a text and a secondary
/// text, as UIKit's `UIListContentView`. It sizes itself for self-sizing rows: at least 44
/// points tall for row styles, as UIKit's list rows.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    private var current: UIListContentConfiguration
    /// The layout guides of the image and the texts, made on first request.
    private var partGuides: [Part: UILayoutGuide] = [:]

    private enum Part { case image, text, secondaryText }

    /// A content view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        current = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply(configuration)
    }

    public required init?(coder: NSCoder) {
        current = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; setting a list content configuration updates the view (others
    /// are ignored, as `supports(_:)` says).
    open var configuration: any UIContentConfiguration {
        get { current }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            show(list)
        }
    }

    /// Shows `list` unless it is the configuration shown (then it keeps `list` alone, so that
    /// the values it held can be recycled).
    func show(_ list: UIListContentConfiguration) {
        let changed = list != current
        current = list
        if changed { apply(list) }
    }

    /// The list configuration shown.
    open var listContentConfiguration: UIListContentConfiguration { current }

    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply(_ configuration: UIListContentConfiguration) {
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor.map { configuration.imageProperties.resolvedTintColor(for: $0) }
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        style(textLabel, configuration.text, configuration.attributedText, configuration.textProperties)
        style(secondaryTextLabel, configuration.secondaryText, configuration.secondaryAttributedText,
              configuration.secondaryTextProperties)
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ attributed: NSAttributedString?,
                       _ properties: UIListContentConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = properties.alignment == .center ? .center : properties.alignment == .justified ? .justified : .natural
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map { transformed($0, properties.transform) }
        }
        label.isHidden = (label.text ?? "").isEmpty && attributed == nil
    }

    private func transformed(_ text: String, _ transform: UIListContentConfiguration.TextTransform) -> String {
        switch transform {
        case .none: text
        case .capitalized: text.capitalized
        case .lowercase: text.lowercased()
        case .uppercase: text.uppercased()
        }
    }

    // MARK: Layout

    /// The frames of the image and texts in a view `width` wide, and the height it needs.
    private func arrangement(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let configuration = current
        let margins = effectiveMargins(width: width)
        var x = margins.leading
        var imageSize = CGSize.zero
        if let image = configuration.image {
            imageSize = image.size
            let maximum = configuration.imageProperties.maximumSize
            if maximum.width > 0, imageSize.width > maximum.width { imageSize.width = maximum.width }
            if maximum.height > 0, imageSize.height > maximum.height { imageSize.height = maximum.height }
            let reserved = max(imageSize.width, max(0, configuration.imageProperties.reservedLayoutSize.width))
            x += reserved + configuration.imageToTextPadding
        }
        let available = max(0, width - x - margins.trailing)
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        let unbounded = CGSize(width: available, height: .greatestFiniteMagnitude)
        var textSize = hasText ? textLabel.sizeThatFits(unbounded) : .zero
        var secondarySize = hasSecondary ? secondaryTextLabel.sizeThatFits(unbounded) : .zero
        textSize.width = min(textSize.width, available)
        secondarySize.width = min(secondarySize.width, available)
        let sideBySide = configuration.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary
            && textSize.width + configuration.textToSecondaryTextHorizontalPadding + secondarySize.width <= available
        let contentHeight = sideBySide
            ? max(textSize.height, secondarySize.height)
            : textSize.height + (hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0) + secondarySize.height
        var height = margins.top + max(contentHeight, imageSize.height) + margins.bottom
        if configuration.isRow { height = max(height, ListMetrics.rowHeight) }
        let top = (height - contentHeight) / 2
        let text = CGRect(x: x, y: sideBySide ? (height - textSize.height) / 2 : top, width: textSize.width, height: textSize.height)
        let secondary = sideBySide
            ? CGRect(x: width - margins.trailing - secondarySize.width, y: (height - secondarySize.height) / 2,
                     width: secondarySize.width, height: secondarySize.height)
            : CGRect(x: x, y: text.maxY + (hasText ? configuration.textToSecondaryTextVerticalPadding : 0),
                     width: secondarySize.width, height: secondarySize.height)
        let image = CGRect(x: margins.leading, y: (height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
        return (image, text, secondary, height)
    }

    /// The configuration's margins plus, on the axes it preserves, a list cell's own margins: 16
    /// points on each side (20 in containers 414 points and wider).
    private func effectiveMargins(width: CGFloat) -> NSDirectionalEdgeInsets {
        var margins = current.directionalLayoutMargins
        if current.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            let side: CGFloat = width >= 414 ? 20 : 16
            margins.leading += side
            margins.trailing += side
        }
        return margins
    }

    /// Places the image and texts, then their guides, before `super` gives the views
    /// constrained to the guides their frames.
    open override func layoutSubviews() {
        let placed = arrangement(width: bounds.width)
        let offset = (bounds.height - placed.height) / 2
        imageView.frame = placed.image.offsetBy(dx: 0, dy: offset)
        textLabel.frame = placed.text.offsetBy(dx: 0, dy: offset)
        secondaryTextLabel.frame = placed.secondary.offsetBy(dx: 0, dy: offset)
        for (part, guide) in partGuides { place(guide, at: frame(of: part)) }
        super.layoutSubviews()
    }

    // MARK: Layout guides

    /// The area of the image, for constraints: nil while the configuration has no image.
    open var imageLayoutGuide: UILayoutGuide? { guide(.image) }
    /// The area of the text, for constraints: nil while the configuration has no text.
    open var textLayoutGuide: UILayoutGuide? { guide(.text) }
    /// The area of the secondary text, for constraints: nil while the configuration has none.
    open var secondaryTextLayoutGuide: UILayoutGuide? { guide(.secondaryText) }

    private func frame(of part: Part) -> CGRect {
        switch part {
        case .image: imageView.frame
        case .text: textLabel.frame
        case .secondaryText: secondaryTextLabel.frame
        }
    }

    /// The guide of `part`, made and placed on first request; nil while the part is hidden.
    private func guide(_ part: Part) -> UILayoutGuide? {
        let shown = switch part {
        case .image: !imageView.isHidden
        case .text: !textLabel.isHidden
        case .secondaryText: !secondaryTextLabel.isHidden
        }
        guard shown else { return nil }
        if let guide = partGuides[part] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIListContentView.\(part)LayoutGuide"
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: leftAnchor), guide.topAnchor.constraint(equalTo: topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 0), guide.heightAnchor.constraint(equalToConstant: 0),
        ])
        partGuides[part] = guide
        place(guide, at: frame(of: part))
        return guide
    }

    /// Gives `guide`'s four constraints the constants that put it at `rect`.
    private func place(_ guide: UILayoutGuide, at rect: CGRect) {
        for constraint in constraints where constraint.firstItem === guide {
            switch constraint.firstAttribute {
            case .left: constraint.constant = rect.minX
            case .top: constraint.constant = rect.minY
            case .width: constraint.constant = rect.width
            case .height: constraint.constant = rect.height
            default: break
            }
        }
    }

    /// The height the content needs at the proposed width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrangement(width: size.width).height)
    }
}
