import Foundation

/// The button a bar draws for a bar button item (or a back button): a symbol or image and/or a
/// 17 pt title in the tint color (semibold for `.done`), dimmed while highlighted or disabled.
/// A tap (touch up inside) performs the item's action.
@preconcurrency @MainActor
final class BarButtonView: UIControl {
    /// The font of bar button titles: 17 pt, semibold for `.done` items.
    static func titleFont(style: UIBarButtonItem.Style) -> UIFont {
        style == .done ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17)
    }
    /// The point size of bar button symbols.
    static let symbolPointSize: CGFloat = 17
    /// The gap between a back chevron and the back title.
    static let backChevronGap: CGFloat = 6
    /// The tappable height of a bar button.
    static let height: CGFloat = 44

    let titleLabel = UILabel()
    let imageView = UIImageView()
    /// The item's pre-iOS 13 background image, when it has one.
    private let backgroundImageView = UIImageView()
    /// The item the button shows (nil for a back button).
    weak var item: UIBarButtonItem?
    /// A back button's item: the previous navigation item's `backBarButtonItem`, if any.
    private var backItem: UIBarButtonItem?
    /// A back button's own item, which takes `UIBarButtonItem`'s appearance proxies: its
    /// settings count where the back item has none.
    private(set) lazy var defaultBackItem = UIBarButtonItem()
    /// What a tap does besides the item's action (a back button pops).
    var onTap: (@MainActor () -> Void)?
    /// The title's attributes in a state (the bar's appearance and the item's own), if any.
    var titleAttributes: (@MainActor (UIControl.State) -> [NSAttributedString.Key: Any])?
    private var style: UIBarButtonItem.Style = .plain
    private var hasImage = false
    private var hasTitle = false

    init(item: UIBarButtonItem?) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.textAlignment = .left
        imageView.contentMode = .center
        backgroundImageView.isHidden = true
        addSubview(backgroundImageView)
        addSubview(imageView)
        addSubview(titleLabel)
        refresh()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the item's title, image, style and tint.
    func refresh() {
        guard let item else { return }
        configure(title: item.displayedTitle, image: item.displayedImage, style: item.style, tint: item.tintColor)
        isEnabled = item.isEnabled
    }

    /// Shows a back button: `indicator` (nil: the system chevron) and `title`, with the back
    /// button settings of `item` (the previous navigation item's `backBarButtonItem`).
    func configureAsBackButton(title: String?, indicator: UIImage? = nil, item backBarButtonItem: UIBarButtonItem? = nil) {
        backItem = backBarButtonItem
        configure(title: title, image: indicator ?? UIImage(systemName: "chevron.left"), style: .plain, tint: nil, chevron: true)
    }

    private(set) var isBackButton = false

    private func configure(title: String?, image: UIImage?, style: UIBarButtonItem.Style, tint: UIColor?, chevron: Bool = false) {
        isBackButton = chevron
        let symbolWeight: UIImage.SymbolWeight = chevron ? .semibold : .regular
        let symbol = UIImage.SymbolConfiguration(pointSize: chevron ? 22 : Self.symbolPointSize, weight: symbolWeight)
        // A title-less item shows its image; an item with both shows the image (as iOS does).
        hasImage = image != nil && (chevron || title == nil || item?.image != nil)
        hasTitle = title != nil && (chevron || !hasImage)
        imageView.image = hasImage ? image : nil
        imageView.preferredSymbolConfiguration = symbol
        imageView.isHidden = !hasImage
        titleLabel.text = hasTitle ? title : nil
        titleLabel.isHidden = !hasTitle
        self.style = style
        if let tint { tintColor = tint }
        updateColors()
        setNeedsLayout()
    }

    /// The font and colors for the state: the title attributes' font and color where given,
    /// else 17 pt in the tint color (semibold for `.done`), dimmed while highlighted, gray while
    /// disabled; the image takes the tint.
    private func updateColors() {
        let attributes = titleAttributes?(state) ?? [:]
        let tint: UIColor = isEnabled ? (tintColor ?? .systemBlue) : .tertiaryLabel
        let shownTint = isHighlighted ? tint.withAlphaComponent(0.2) : tint
        let font = attributes[.font] as? UIFont ?? Self.titleFont(style: style)
        if titleLabel.font != font {
            titleLabel.font = font
            setNeedsLayout()
        }
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? shownTint
        imageView.tintColor = shownTint
        let state: UIControl.State = !isEnabled ? .disabled : isHighlighted ? .highlighted : .normal
        backgroundImageView.image = legacyValue { legacy, metrics in
            legacy.backgroundImage(in: isBackButton ? legacy.backButtonBackgroundImages : legacy.backgroundImages, state: state,
                                   style: isBackButton ? nil : style, metrics: metrics)
        }
        backgroundImageView.isHidden = backgroundImageView.image == nil
    }

    /// The bar metrics the button shows: compact in a compact height.
    private var barMetrics: UIBarMetrics { traitCollection.verticalSizeClass == .compact ? .compact : .default }

    /// A pre-iOS 13 setting (`read` from an item's settings for some metrics): the item's (a
    /// back button's: its back item's, else its own item's) for the button's bar metrics, else
    /// for the default ones.
    private func legacyValue<Value>(_ read: (BarButtonLegacyAppearance, UIBarMetrics) -> Value?) -> Value? {
        let items = item.map { [$0] } ?? [backItem, defaultBackItem].compactMap { $0 }
        for candidate in items {
            if let value = read(candidate.legacyAppearance, barMetrics) ?? read(candidate.legacyAppearance, .default) { return value }
        }
        return nil
    }

    override var isHighlighted: Bool { didSet { updateColors() } }
    override var isEnabled: Bool { didSet { updateColors() } }
    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    /// The size of the image part (0 when there is none).
    var imageSize: CGSize { hasImage ? (imageView.image?.size ?? .zero) : .zero }

    /// The title's width when shown: at least the widest of the item's `possibleTitles`.
    var titleWidth: CGFloat {
        guard hasTitle else { return 0 }
        let possible = (item?.possibleTitles ?? []).map { ($0 as NSString).size(withAttributes: [.font: titleLabel.font as Any]).width }
        return ceil(max(titleLabel.intrinsicContentSize.width, possible.max() ?? 0))
    }

    override var intrinsicContentSize: CGSize {
        let gap = hasImage && hasTitle ? Self.backChevronGap : 0
        return CGSize(width: ceil(imageSize.width) + gap + titleWidth, height: Self.height)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func layoutSubviews() {
        super.layoutSubviews()
        let image = imageSize
        imageView.frame = CGRect(x: 0, y: ((bounds.height - image.height) / 2).rounded(), width: ceil(image.width), height: image.height)
        let titleX = hasImage ? ceil(image.width) + Self.backChevronGap : 0
        let titleHeight = ceil(titleLabel.intrinsicContentSize.height)
        let adjustment = legacyValue { legacy, metrics in
            (isBackButton ? legacy.backButtonTitleAdjustments : legacy.titleAdjustments)[metrics]
        } ?? .zero
        titleLabel.frame = CGRect(x: titleX + adjustment.horizontal, y: ((bounds.height - titleHeight) / 2).rounded() + adjustment.vertical,
                                  width: max(0, bounds.width - titleX), height: titleHeight)
        let lowered = legacyValue { legacy, metrics in
            (isBackButton ? legacy.backButtonBackgroundVerticalAdjustments : legacy.backgroundVerticalAdjustments)[metrics]
        } ?? 0
        backgroundImageView.frame = bounds.offsetBy(dx: 0, dy: lowered)
    }

    override func touchUpInside() {
        super.touchUpInside()
        if let onTap { onTap() } else { item?.performTap() }
    }
}
