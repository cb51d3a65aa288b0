import Foundation

/// What a toolbar asks its delegate, as UIKit's `UIToolbarDelegate`: where it sits.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// A bar of buttons, as UIKit's `UIToolbar`: 44 pt high (32 pt in a compact height), its
/// items in a row from the leading margin (16 pt, 20 pt on wide bars), 8 pt apart, flexible
/// spaces sharing what is left and fixed spaces their `width`; the chrome material behind
/// and a hairline on top (its appearances and properties change them). A navigation
/// controller's toolbar shows the top controller's `toolbarItems`.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// The toolbar's height.
    public static let height: CGFloat = 44
    /// The toolbar's height in a compact height (an iPhone in landscape).
    public static let compactHeight: CGFloat = 32
    /// The gap between neighbouring items.
    static let itemSpacing: CGFloat = 8

    let backgroundView = BarBackgroundView()
    var hairline: UIImageView { backgroundView.hairline }
    private(set) var buttons: [BarButtonView] = []
    private var itemList: [UIBarButtonItem] = []
    var ownStandardAppearance = UIToolbarAppearance()
    /// Whether the app set or changed `standardAppearance`.
    var hasCustomStandardAppearance = false
    private var heldAppearances: [UIToolbarAppearance?] = [nil, nil, nil]
    var backgroundImages: [BarAppearanceKey: UIImage] = [:]
    var shadowImages: [UIBarPosition: UIImage] = [:]
    /// How far the background reaches below the bar (over the home indicator's area).
    var backgroundExtension: CGFloat = 0 { didSet { if backgroundExtension != oldValue { setNeedsLayout() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
        addSubview(hairline)
        observeAppearances()
        updateBackground()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The items, leading to trailing.
    open var items: [UIBarButtonItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items (the fade is not drawn).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for button in buttons {
            button.item?.customView?.removeFromSuperview()
            button.removeFromSuperview()
        }
        itemList = items ?? []
        buttons = itemList.map(makeButton)
        setNeedsLayout()
    }

    /// The delegate asked where the bar sits. A navigation controller's toolbar has none.
    open weak var delegate: UIToolbarDelegate?
    /// Where the bar sits: the delegate's answer, else at the bottom.
    open var barPosition: UIBarPosition {
        let asked = delegate?.position(for: self) ?? .any
        return asked == .any ? .bottom : asked
    }
    /// The bar's style (`.default`): `.black` gives a dark background.
    open var barStyle: UIBarStyle = .default { didSet { updateBackground() } }
    /// Whether the bar is translucent. Default true.
    open var isTranslucent = true
    /// The bar's background color (nil: the chrome material).
    open var barTintColor: UIColor? { didSet { updateBackground() } }

    /// Sets the background image for a position and metrics (drawn stretched instead of the
    /// material, for the bar's position or `.any`, and the default metrics).
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[BarAppearanceKey(position: topOrBottom, metrics: barMetrics)] = backgroundImage
        updateBackground()
    }
    /// The background image set for the position and metrics.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BarAppearanceKey(position: topOrBottom, metrics: barMetrics)]
    }
    /// Sets the hairline's image for a position (shown only with a background image, as in UIKit).
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom] = shadowImage
        updateBackground()
    }
    /// The hairline's image set for the position.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom] }

    /// The look of the bar at its standard height (a copy of what is set; changing the one
    /// held updates the bar).
    open var standardAppearance: UIToolbarAppearance {
        get { ownStandardAppearance }
        set {
            ownStandardAppearance = newValue.copy()
            hasCustomStandardAppearance = true
            observeAppearances()
            updateBackground()
        }
    }
    /// The look in a compact height (nil: `standardAppearance`).
    open var compactAppearance: UIToolbarAppearance? {
        get { heldAppearances[0] }
        set { holdAppearance(newValue, at: 0) }
    }
    /// The look while the content is scrolled to its bottom edge (nil: `standardAppearance`).
    /// Kept, not yet shown: the navigation controller here does not follow its content's bottom
    /// edge for the toolbar (see the porting guide).
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { heldAppearances[1] }
        set { holdAppearance(newValue, at: 1) }
    }
    /// The look at the scroll edge in a compact height (nil: `scrollEdgeAppearance`; kept, not
    /// yet shown, as `scrollEdgeAppearance`).
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { heldAppearances[2] }
        set { holdAppearance(newValue, at: 2) }
    }

    private func holdAppearance(_ appearance: UIToolbarAppearance?, at index: Int) {
        heldAppearances[index] = appearance?.copy()
        observeAppearances()
        updateBackground()
    }

    /// Whether the top controller's content end shows above the bar (set by the navigation
    /// controller).
    var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { updateBackground() } } }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    /// The bar's height for its traits.
    var barHeight: CGFloat { traitCollection.verticalSizeClass == .compact ? Self.compactHeight : Self.height }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + backgroundExtension)
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(1, traitCollection.displayScale))
        layOutItems()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateBackground()
    }

    private func makeButton(_ item: UIBarButtonItem) -> BarButtonView {
        let button = BarButtonView(item: item)
        button.titleAttributes = { [weak self, weak item] state in
            self?.buttonTitleAttributes(of: item, state: state) ?? [:]
        }
        button.refresh()
        item.observeChanges(by: button) { [weak button, weak self] in
            button?.refresh()
            self?.setNeedsLayout()
        }
        if let custom = item.customView {
            addSubview(custom)
        } else if !item.isSpace {
            addSubview(button)
        }
        return button
    }
}
