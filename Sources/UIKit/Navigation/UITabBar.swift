import Foundation

/// What a tab bar tells its delegate, as UIKit's `UITabBarDelegate` (defaults for all).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// Called when the user selected an item.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// Customizing `items` is about to begin (`beginCustomizingItems(_:)`).
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// Customizing `items` began.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// Customizing is about to end; `changed` says whether the items changed.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// Customizing ended.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

/// The bar of tabs at the bottom of a tab bar controller, as UIKit's `UITabBar`: 49 pt (plus
/// the bottom safe area) of equal-width buttons, each an image over a 10 pt title, the selected
/// one in the tint color and the others gray, with a badge at the image's top trailing corner;
/// the chrome material behind, a hairline on top.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar above the safe area.
    public static let barHeight: CGFloat = 49

    let backgroundView = BarBackgroundView()
    var hairline: UIImageView { backgroundView.hairline }
    private(set) var buttons: [TabBarButton] = []
    private var itemList: [UITabBarItem] = []
    var ownStandardAppearance = UITabBarAppearance()
    /// Whether the app set or changed `standardAppearance` (else the bar's own properties decide
    /// its look, as before iOS 13).
    var hasCustomStandardAppearance = false
    private var heldScrollEdgeAppearance: UITabBarAppearance?
    /// Whether the selected content's end shows above the bar (set by the tab bar controller).
    var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { updateBarBackground() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        observeAppearances()
        updateBarBackground()
        addSubview(backgroundView)
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The delegate told of the user's selections.
    open weak var delegate: UITabBarDelegate?

    /// The items, in order.
    open var items: [UITabBarItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        itemList = items ?? []
        for button in buttons { button.removeFromSuperview() }
        buttons = itemList.map { item in
            let button = TabBarButton(item: item)
            button.tapHandler = { [weak self] in self?.userSelected(item) }
            item.observeChanges(by: self) { [weak self] in
                self?.updateBarBackground()
            }
            addSubview(button)
            return button
        }
        if let selected = selectedItem, !itemList.contains(where: { $0 === selected }) { selectedItem = nil }
        updateSelection()
        setNeedsLayout()
    }

    /// The selected item.
    open weak var selectedItem: UITabBarItem? { didSet { updateBarBackground() } }

    /// The color of unselected items; nil: system gray.
    open var unselectedItemTintColor: UIColor? { didSet { updateSelection() } }
    /// The bar's background color; nil: the chrome material.
    open var barTintColor: UIColor? { didSet { updateBarBackground() } }
    /// Whether the bar is translucent. Default true.
    open var isTranslucent = true
    /// The bar's style (`.default`): `.black` gives a dark background.
    open var barStyle: UIBarStyle = .default { didSet { updateBarBackground() } }
    /// The image drawn (stretched) as the bar's background instead of the material.
    open var backgroundImage: UIImage? { didSet { updateBarBackground() } }
    /// The image of the hairline on top of the bar; shown only with a custom `backgroundImage`,
    /// as in UIKit (an empty image hides the hairline).
    open var shadowImage: UIImage? { didSet { updateBarBackground() } }
    /// The image drawn behind the selected item (stretched over its button).
    open var selectionIndicatorImage: UIImage? { didSet { updateSelection() } }
    /// How the items are placed (`.automatic`: filling the bar, as on an iPhone); `.centered`
    /// places them `itemWidth` wide, `itemSpacing` apart, centered.
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// The width of each item when centered (0: the width filling the bar would give).
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The space between items when centered (0 by default).
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The look of the bar (a copy of what is set; changing the one held updates the bar).
    open var standardAppearance: UITabBarAppearance {
        get { ownStandardAppearance }
        set {
            ownStandardAppearance = newValue.copy()
            hasCustomStandardAppearance = true
            observeAppearances()
            updateBarBackground()
        }
    }
    /// The look of the bar while the content is scrolled to its bottom edge (nil:
    /// `standardAppearance`). Kept, not yet shown: the tab bar controller here does not follow
    /// its content's bottom edge, so the bar always shows its standard look (see the porting
    /// guide).
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { heldScrollEdgeAppearance }
        set {
            heldScrollEdgeAppearance = newValue?.copy()
            observeAppearances()
            updateBarBackground()
        }
    }
    /// Whether the items are being customized (`beginCustomizingItems(_:)`).
    open var isCustomizing: Bool { customizingItems != nil }
    var customizingItems: [UITabBarItem]?
    /// Begins customizing `items`: the delegate is told it will and did begin. UIKit shows a
    /// sheet of the items to drag into the bar; none is shown on Linux (`endCustomizing`
    /// ends it).
    open func beginCustomizingItems(_ items: [UITabBarItem]) { beginCustomizingImpl(items) }
    /// Ends customizing: the delegate is told it will and did end (unchanged). Returns whether
    /// the bar was customizing.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool { endCustomizingImpl() }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateSelection()
    }

    private func userSelected(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    func updateSelection() {
        let items = shownAppearance?.appearance.stackedLayoutAppearance
        let indicator = shownAppearance.map { $0.appearance.selectionIndicatorImage } ?? selectionIndicatorImage
        for button in buttons {
            let selected = button.item === selectedItem
            let state = !button.item.isEnabled ? items?.disabled : selected ? items?.selected : items?.normal
            let tint: UIColor = state?.iconColor ?? (selected ? tintColor ?? .systemBlue : unselectedItemTintColor ?? .systemGray)
            button.show(selected: selected, tint: tint, appearance: state)
            button.layer.contents = selected ? indicator : nil
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
        layOutButtons()
    }
}

/// A tab bar's button for one item: the image (selected image when selected) centered in the
/// top part, the title in 10 pt medium below, the badge over the image's top trailing corner.
@preconcurrency @MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let badgeLabel = UILabel()
    var tapHandler: (@MainActor () -> Void)?
    private var isShownSelected = false
    /// The appearance's offsets of the title and badge, and its badge color.
    private var titleOffset = UIOffset.zero, badgeOffset = UIOffset.zero
    private var badgeColor: UIColor?

    /// The center of the image, from the bar's top.
    static let imageCenterY: CGFloat = 18
    /// The baseline region of the title: its top, from the bar's top.
    static let titleTop: CGFloat = 34
    static let badgeHeight: CGFloat = 18

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.contentMode = .center
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20)
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.clipsToBounds = true
        badgeLabel.layer.cornerRadius = Self.badgeHeight / 2
        for view in [imageView, titleLabel, badgeLabel] as [UIView] { addSubview(view) }
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
        badgeLabel.backgroundColor = item.badgeColor ?? badgeColor ?? .systemRed
        isEnabled = item.isEnabled
        setNeedsLayout()
    }

    /// Shows the item selected or not, in `tint`, with the attributes of the appearance's state.
    func show(selected: Bool, tint: UIColor, appearance: UITabBarItemStateAppearance?) {
        isShownSelected = selected
        isSelected = selected
        imageView.tintColor = tint
        let title = appearance?.titleTextAttributes ?? [:]
        titleLabel.font = title[.font] as? UIFont ?? .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textColor = title[.foregroundColor] as? UIColor ?? tint
        titleOffset = appearance?.titlePositionAdjustment ?? .zero
        badgeOffset = appearance?.badgePositionAdjustment ?? .zero
        var badge = appearance?.badgeTextAttributes ?? [:]
        badge.merge(item.badgeTextAttributes(for: .normal) ?? [:]) { $1 }
        badgeLabel.font = badge[.font] as? UIFont ?? .systemFont(ofSize: 13)
        badgeLabel.textColor = badge[.foregroundColor] as? UIColor ?? .white
        badgeColor = appearance?.badgeBackgroundColor
        refresh()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = imageView.image?.size ?? .zero
        imageView.frame = CGRect(x: ((bounds.width - imageSize.width) / 2).rounded(),
                                 y: (Self.imageCenterY - imageSize.height / 2).rounded(),
                                 width: imageSize.width, height: imageSize.height)
        let titleHeight = ceil(titleLabel.intrinsicContentSize.height)
        titleLabel.frame = CGRect(x: 2 + titleOffset.horizontal, y: Self.titleTop + titleOffset.vertical,
                                  width: max(0, bounds.width - 4), height: titleHeight)
        if !badgeLabel.isHidden {
            let textWidth = ceil(badgeLabel.intrinsicContentSize.width)
            let width = max(Self.badgeHeight, textWidth + 10)
            badgeLabel.frame = CGRect(x: imageView.frame.maxX - 6 + badgeOffset.horizontal, y: imageView.frame.minY - 4 + badgeOffset.vertical,
                                      width: width, height: Self.badgeHeight)
        }
    }

    override func touchUpInside() {
        super.touchUpInside()
        tapHandler?()
    }
}
