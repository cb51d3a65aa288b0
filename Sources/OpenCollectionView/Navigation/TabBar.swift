import Foundation

/// What a tab bar tells its delegate, as UIKit's `UITabBarDelegate` (defaults for all).
@preconcurrency @MainActor
public protocol TabBarDelegate: AnyObject {
    /// Called when the user selected an item.
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

extension TabBarDelegate {
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
}

/// The bar of tabs at the bottom of a tab bar controller, as UIKit's `UITabBar`: 49 pt (plus
/// the bottom safe area) of equal-width buttons, each an image over a 10 pt title, the selected
/// one in the tint color and the others gray, with a badge at the image's top trailing corner;
/// the chrome material behind, a hairline on top.
@preconcurrency @MainActor
open class TabBar: View {
    /// The height of the bar above the safe area.
    public static let barHeight: CGFloat = 49

    let backgroundView = View()
    let hairline = View()
    private(set) var buttons: [TabBarButton] = []
    private var itemList: [TabBarItem] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.backgroundColor = Color(light: Color(white: 0.976, alpha: 0.94), dark: Color(white: 0.11, alpha: 0.94))
        hairline.backgroundColor = .separator
        addSubview(backgroundView)
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The delegate told of the user's selections.
    open weak var delegate: TabBarDelegate?

    /// The items, in order.
    open var items: [TabBarItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items.
    open func setItems(_ items: [TabBarItem]?, animated: Bool) {
        itemList = items ?? []
        for button in buttons { button.removeFromSuperview() }
        buttons = itemList.map { item in
            let button = TabBarButton(item: item)
            button.tapHandler = { [weak self] in self?.userSelected(item) }
            item.observeChanges(by: self) { [weak self] in
                self?.buttons.forEach { $0.refresh() }
                self?.setNeedsLayout()
            }
            addSubview(button)
            return button
        }
        if let selected = selectedItem, !itemList.contains(where: { $0 === selected }) { selectedItem = nil }
        updateSelection()
        setNeedsLayout()
    }

    /// The selected item.
    open weak var selectedItem: TabBarItem? { didSet { updateSelection() } }

    /// The color of unselected items; nil: system gray.
    open var unselectedItemTintColor: Color? { didSet { updateSelection() } }
    /// The bar's background color; nil: the chrome material.
    open var barTintColor: Color? {
        didSet {
            backgroundView.backgroundColor = barTintColor
                ?? Color(light: Color(white: 0.976, alpha: 0.94), dark: Color(white: 0.11, alpha: 0.94))
        }
    }
    /// Whether the bar is translucent. Default true.
    open var isTranslucent = true

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateSelection()
    }

    private func userSelected(_ item: TabBarItem) {
        guard item.isEnabled else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    func updateSelection() {
        for button in buttons {
            let selected = button.item === selectedItem
            button.show(selected: selected, tint: selected ? tintColor : (unselectedItemTintColor ?? .systemGray))
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, traitCollection.displayScale))
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: (CGFloat(index) * width).rounded(), y: 0, width: width.rounded(), height: Self.barHeight)
        }
    }
}

/// A tab bar's button for one item: the image (selected image when selected) centered in the
/// top part, the title in 10 pt medium below, the badge over the image's top trailing corner.
@preconcurrency @MainActor
final class TabBarButton: Control {
    let item: TabBarItem
    let imageView = ImageView()
    let titleLabel = Label()
    let badgeLabel = Label()
    var tapHandler: (@MainActor () -> Void)?
    private var isShownSelected = false

    /// The center of the image, from the bar's top.
    static let imageCenterY: CGFloat = 18
    /// The baseline region of the title: its top, from the bar's top.
    static let titleTop: CGFloat = 34
    static let badgeHeight: CGFloat = 18

    init(item: TabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .center
        imageView.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 20)
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.clipsToBounds = true
        badgeLabel.layer.cornerRadius = Self.badgeHeight / 2
        for view in [imageView, titleLabel, badgeLabel] as [View] { addSubview(view) }
        refresh()
    }

    required init?(coder: NSCoder) {
        fatalError("TabBarButton is made by TabBar")
    }

    func refresh() {
        imageView.image = isShownSelected ? (item.selectedImage ?? item.image) : item.image
        titleLabel.text = item.title
        badgeLabel.text = item.badgeValue
        badgeLabel.isHidden = item.badgeValue == nil
        badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
        isEnabled = item.isEnabled
        setNeedsLayout()
    }

    func show(selected: Bool, tint: Color) {
        isShownSelected = selected
        isSelected = selected
        imageView.tintColor = tint
        titleLabel.textColor = tint
        refresh()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = imageView.image?.size ?? .zero
        imageView.frame = CGRect(x: ((bounds.width - imageSize.width) / 2).rounded(),
                                 y: (Self.imageCenterY - imageSize.height / 2).rounded(),
                                 width: imageSize.width, height: imageSize.height)
        let titleHeight = ceil(titleLabel.intrinsicContentSize.height)
        titleLabel.frame = CGRect(x: 2, y: Self.titleTop, width: max(0, bounds.width - 4), height: titleHeight)
        if !badgeLabel.isHidden {
            let textWidth = ceil(badgeLabel.intrinsicContentSize.width)
            let width = max(Self.badgeHeight, textWidth + 10)
            badgeLabel.frame = CGRect(x: imageView.frame.maxX - 6, y: imageView.frame.minY - 4, width: width, height: Self.badgeHeight)
        }
    }

    override func touchUpInside() {
        super.touchUpInside()
        tapHandler?()
    }
}
