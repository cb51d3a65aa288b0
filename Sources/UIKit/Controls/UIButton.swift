import Foundation

/// A control that performs an action when tapped, as UIKit's `UIButton`.
///
/// A button shows a title and an image in one of two ways, as in UIKit: set per control state
/// (`setTitle(_:for:)`, `setImage(_:for:)`, `setTitleColor(_:for:)`: the classic button), or
/// described by a `configuration` (iOS 15: `Configuration.filled()` and its kin), which the
/// button updates for its state before each layout (`configurationUpdateHandler`).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button, as UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// No style: white titles, no tint.
        case custom = 0
        /// A button in the tint color whose title fades while highlighted.
        case system
        /// An information button (ⓘ) in the tint color.
        case detailDisclosure
        /// An information button (ⓘ) in the tint color.
        case infoLight
        /// An information button (ⓘ) in the tint color.
        case infoDark
        /// An add button (⊕) in the tint color.
        case contactAdd
        /// A system button without the highlight background of other platforms (iOS 15).
        case plain
        /// A close button: a gray circle with an ×, 30 points wide (iOS 13).
        case close
        /// The same as `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// What a button does, as UIKit's `UIButton.Role` (iOS 14). UIKit uses it where it places
    /// and styles buttons itself (alerts, menus, bars), none of which draw here; a standalone
    /// button looks the same for every role, as on iOS.
    public enum Role: Int, Sendable {
        case normal = 0, primary, cancel, destructive
    }

    private let typeAtCreation: ButtonType
    /// The button's type, set when it was made.
    open var buttonType: ButtonType { typeAtCreation }

    /// Per-state content of the classic button, keyed by `UIControl.State.rawValue`.
    var titles: [UInt: String] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    private var madeTitleLabel: UILabel?
    private var madeImageView: UIImageView?
    var madeSubtitleLabel: UILabel?

    /// The button's configuration (iOS 15); nil for a classic button.
    open var configuration: Configuration? {
        didSet { configurationDidChange() }
    }
    /// The closure that updates a button's configuration, as UIKit's
    /// `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
    /// Called with the button to update its configuration when its state changes (iOS 15).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the button updates its configuration for its state by itself (true by default).
    open var automaticallyUpdatesConfiguration = true
    var needsConfigurationUpdate = true
    var isUpdatingConfiguration = false
    /// The configuration as shown: `configuration` updated for the state.
    var shownConfiguration: Configuration?
    /// Where a configuration's activity indicator is drawn, once laid out.
    var activityIndicatorFrame: CGRect?

    /// The role of the button (`.normal` by default).
    open var role: Role = .normal
    /// The button's menu; setting one turns on `isContextMenuInteractionEnabled`, as UIKit
    /// does. It shows on touch down when `showsMenuAsPrimaryAction` (see `UIButton+UIMenu.swift`).
    open var menu: UIMenu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            showSelectedElementTitle()
        }
    }
    /// Whether a touch shows the menu instead of performing the primary action (iOS 14): the
    /// menu appears next to the button when the touch goes down, and the button sends
    /// `.menuActionTriggered` instead of its primary action.
    open override var showsMenuAsPrimaryAction: Bool {
        didSet { showSelectedElementTitle() }
    }
    override var presentsPrimaryActionMenuItself: Bool { true }
    /// The order of the menu's elements (iOS 16; `.automatic` by default). Given to the
    /// configuration of the button's context menu; menus list their elements from the top here.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    /// The button's menu for a long press: `menu`, unless it shows as the primary action.
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint)
        -> UIContextMenuConfiguration? { longPressMenuConfiguration() }
    /// Whether a tap toggles `isSelected` before the primary action (iOS 15); with a menu as
    /// the primary action, the button is a pop-up button instead: its title shows the menu's
    /// selected element.
    open var changesSelectionAsPrimaryAction = false {
        didSet {
            if !changesSelectionAsPrimaryAction && oldValue { isSelected = false }
            showSelectedElementTitle()
        }
    }
    /// Whether the pointer effect is on (iOS 13.4; false by default): with the mouse pointer
    /// over the button, its style (`pointerStyleProvider`'s, else the automatic effect) shows.
    open var isPointerInteractionEnabled = false { didSet { updatePointerInteraction() } }
    /// The style of the button's pointer effect, from the proposed effect and shape; nil: the
    /// proposed ones.
    open var pointerStyleProvider: PointerStyleProvider?
    /// Whether the title's shadow offset flips while highlighted (false by default). Kept: a
    /// label draws no shadow yet (issue 29), see `setTitleShadowColor(_:for:)`.
    open var reversesTitleShadowWhenHighlighted = false
    /// Whether a classic button's image is drawn darker while highlighted (true by default,
    /// deprecated in iOS 15). Kept: the image of a custom button is not darkened here (a system
    /// button's content fades while highlighted, as UIKit's).
    open var adjustsImageWhenHighlighted = true
    /// Whether a classic button's image is drawn lighter while disabled (true by default,
    /// deprecated in iOS 15). Kept: the image of a custom button is not lightened here.
    open var adjustsImageWhenDisabled = true
    /// Whether a glow shows under the touch while highlighted (false by default, deprecated in
    /// iOS 15). Kept: no glow is drawn here.
    open var showsTouchWhenHighlighted = false
    /// Whether the image grows with the accessibility text sizes (iOS 11): in an accessibility
    /// content size category a classic button's image is sized as an image view's (scaled as the
    /// body font is), and the button with it. False by default.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false {
        didSet { if adjustsImageSizeForAccessibilityContentSizeCategory != oldValue { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    }
    var titleShadowColors: [UInt: UIColor] = [:]
    var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    /// Legacy insets around the title and image (deprecated in iOS 15 but widely used).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { invalidateButtonLayout() }
    }
    /// Legacy offsets of the title's frame (they do not change the button's size, as in UIKit).
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Legacy offsets of the image's frame (they do not change the button's size, as in UIKit).
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Creates a button of `buttonType`.
    public init(type buttonType: ButtonType) {
        typeAtCreation = buttonType
        super.init(frame: .zero)
        installTypeImage()
    }

    /// Creates a button of `buttonType` that performs `primaryAction` when tapped, with the
    /// action's title and image (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Creates a custom button with `frame`.
    public override init(frame: CGRect) {
        typeAtCreation = .custom
        super.init(frame: frame)
    }

    /// Creates a system button with `frame` that performs `primaryAction` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .system)
        self.frame = frame
        adopt(primaryAction)
    }

    /// Creates a system button showing `configuration`, that performs `primaryAction` (iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        adopt(primaryAction)
    }

    public required init?(coder: NSCoder) {
        typeAtCreation = .custom
        super.init(coder: coder)
    }

    /// Makes a system button (iOS 13; `UIButton.systemButton(with:target:action:)` without a
    /// selector: the action closure, as `addTarget(_:action:for:)` takes it).
    public static func systemButton(with image: UIImage, target: AnyObject?, action: TargetAction?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if configuration != nil {
            if configuration?.title == nil { configuration?.title = primaryAction.title.isEmpty ? nil : primaryAction.title }
            if configuration?.image == nil { configuration?.image = primaryAction.image }
        } else {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// The image a type of button shows by itself.
    private func installTypeImage() {
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark: images[0] = UIImage(systemName: "info.circle")
        case .contactAdd: images[0] = UIImage(systemName: "plus.circle")
        default: break
        }
    }

    // MARK: Configuration updates

    /// Asks for `updateConfiguration()` before the next layout (iOS 15). State changes ask for
    /// it by themselves.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Updates the shown configuration for the current state: runs `configurationUpdateHandler`
    /// (which may set `configuration`), then shows `configuration.updated(for: self)`.
    /// Subclasses override it and call super.
    open func updateConfiguration() {
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        if let configurationUpdateHandler { configurationUpdateHandler(self) }
        isUpdatingConfiguration = false
        shownConfiguration = automaticallyUpdatesConfiguration ? configuration?.updated(for: self) : configuration
        if let shownConfiguration { applyConfiguredContent(shownConfiguration) }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Per-state content

    /// The value for `state` in `table`: the state's own, else the normal state's, as UIKit
    /// falls back.
    func value<T>(in table: [UInt: T], for state: State) -> T? {
        table[state.rawValue] ?? table[0]
    }

    /// Sets the title for `state`; nil removes it (the state shows the normal title).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }
    /// The title for `state`: its own, else the normal state's.
    open func title(for state: State) -> String? { value(in: titles, for: state) }
    /// Sets the styled title for `state`; it is shown instead of the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }
    /// The styled title for `state`: its own, else the normal state's.
    open func attributedTitle(for state: State) -> NSAttributedString? { value(in: attributedTitles, for: state) }
    /// Sets the title color for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }
    /// The title color for `state`: the one set (for it, else for the normal state), else the
    /// type's: the tint for a system button (dimmed while highlighted, gray while disabled),
    /// white for a custom one.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] { return color }
        if state.contains(.disabled), buttonType != .custom, titleColors[State.disabled.rawValue] == nil {
            return titleColors[0].map { $0.withAlphaComponent(0.35) } ?? .tertiaryLabel
        }
        if let color = titleColors[0] { return color }
        return buttonType == .custom ? .white : tintColor
    }
    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }
    /// The image for `state`: its own, else the normal state's.
    open func image(for state: State) -> UIImage? { value(in: images, for: state) }
    /// Sets the background image for `state`, drawn stretched over the bounds.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        contentDidChange()
    }
    /// The background image for `state`: its own, else the normal state's.
    open func backgroundImage(for state: State) -> UIImage? { value(in: backgroundImages, for: state) }
    /// Sets the title's shadow color for `state`. Kept and read back; a label draws no shadow
    /// yet (issue 29).
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state.rawValue] = color
        contentDidChange()
    }
    /// The title's shadow color for `state`: its own, else the normal state's (nil by default).
    open func titleShadowColor(for state: State) -> UIColor? { value(in: titleShadowColors, for: state) }
    /// Sets the symbol configuration of the image for `state` (iOS 13): a symbol image shows
    /// with it (the image view's `preferredSymbolConfiguration`).
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
        contentDidChange()
    }
    /// The image's symbol configuration for `state`: its own, else the normal state's.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        value(in: symbolConfigurations, for: state)
    }

    /// The title shown now (for the current state).
    open var currentTitle: String? { configuration != nil ? configuration?.title : title(for: state) }
    /// The styled title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title color used now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    /// The image shown now.
    open var currentImage: UIImage? { configuration != nil ? configuration?.image : image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The title's shadow color for the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image's symbol configuration for the current state.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }

    /// The rectangle the background image is drawn in. Default: `bounds`.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The rectangle the title and image are placed in. Default: `bounds` inset by
    /// `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    /// The frame of the title in `contentRect`: after the image, aligned as the content
    /// alignments say, offset by `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { classicFrames(in: contentRect).title }
    /// The frame of the image in `contentRect`: before the title, aligned as the content
    /// alignments say, offset by `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { classicFrames(in: contentRect).image }

    // MARK: Subviews

    /// The label that shows the title (made on first use, as UIKit's).
    open var titleLabel: UILabel? {
        if let madeTitleLabel { return madeTitleLabel }
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        label.isUserInteractionEnabled = false
        madeTitleLabel = label
        addSubview(label)
        return label
    }
    /// The view that shows the image (made on first use, as UIKit's).
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let view = UIImageView(frame: .zero)
        view.isUserInteractionEnabled = false
        madeImageView = view
        insertSubview(view, at: 0)
        return view
    }
    var titleLabelIfMade: UILabel? { madeTitleLabel }
    var imageViewIfMade: UIImageView? { madeImageView }
    /// The label that shows a configuration's subtitle (iOS 15): nil without one.
    open var subtitleLabel: UILabel? { madeSubtitleLabel }

    /// Called when content that changes the layout or size changed. A classic button shows
    /// the new title and image at once (`titleLabel?.text` reads it), as UIKit's does.
    func contentDidChange() {
        if configuration == nil { applyClassicContent() }
        invalidateButtonLayout()
        setNeedsDisplay()
    }

    func invalidateButtonLayout() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func stateDidChange() {
        super.stateDidChange()
        if configuration != nil {
            setNeedsUpdateConfiguration()
        } else {
            applyClassicContent()
            invalidateButtonLayout()
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if configuration == nil { applyClassicContent() } else { setNeedsUpdateConfiguration() }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate, configuration != nil || configurationUpdateHandler != nil { updateConfiguration() }
        if let shown = shownConfiguration, configuration != nil {
            layOutConfiguredContent(shown)
        } else {
            layOutClassicContent()
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuration { return configuredSize(configuration.updated(for: self)) }
        return classicSize()
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    open override func draw(_ rect: CGRect) {
        // The fill and stroke colors are shared drawing state: put back what was there.
        let savedColors = (Graphics.fillColor, Graphics.strokeColor)
        defer { (Graphics.fillColor, Graphics.strokeColor) = savedColors }
        if let shown = shownConfiguration ?? configuration?.updated(for: self), configuration != nil {
            drawConfiguredBackground(shown)
        } else {
            drawClassicBackground()
        }
    }

    // MARK: Tracking

    /// A button whose menu is its primary action shows the menu and sends
    /// `.menuActionTriggered` when a touch goes down.
    open override func beginTracking(_ touch: UITouch, with event: UIKit.UIEvent?) -> Bool {
        if showsMenuAsPrimaryAction, menu != nil {
            presentMenuAsPrimaryAction()
            sendActions(for: .menuActionTriggered)
        }
        return super.beginTracking(touch, with: event)
    }

    /// A tap toggles the selection when `changesSelectionAsPrimaryAction` (not on a pop-up
    /// button), then sends
    /// `.touchUpInside` and the primary action (not when the menu is the primary action).
    override func touchUpInside() {
        if changesSelectionAsPrimaryAction && !isPopUpButton { isSelected.toggle() }
        if showsMenuAsPrimaryAction, menu != nil {
            sendActions(for: .touchUpInside)
        } else {
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        }
    }
}
