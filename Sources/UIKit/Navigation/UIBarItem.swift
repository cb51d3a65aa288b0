import Foundation

/// The base of the items on bars, as UIKit's `UIBarItem`: a title, an image, whether it is
/// enabled, and a tag. A change tells the bar that shows the item.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Prepares the object after it was loaded from a nib. On Linux there are no nib files: it
    /// is called after a `UINib` stand-in's recipe made the object (`UINib(instantiate:)`,
    /// `UINib.register(name:_:)`), and never otherwise. Overrides call `super`.
    open func awakeFromNib() {}

    /// Called by Interface Builder when it draws a designable object; Interface Builder does
    /// not run on Linux, so it is never called.
    open func prepareForInterfaceBuilder() {}

    /// Called when a property shown on a bar changed (the bar that shows the item redraws it).
    var changeHandlers: [ObjectIdentifier: () -> Void] = [:]
    /// The properties appearance proxies gave the item.
    var appearanceGiven: Set<String> = []

    public override init() {
        super.init()
    }

    /// Bar items are not archived here (no nibs): an empty item, as UIKit subclasses need.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The title shown on the item.
    open var title: String? { didSet { itemDidChange() } }
    /// The image shown on the item.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The image shown in a compact (landscape phone) bar; nil uses `image`.
    open var landscapeImagePhone: UIImage? { didSet { itemDidChange() } }
    /// The image shown in a large-content viewer (kept; not shown on Linux).
    open var largeContentSizeImage: UIImage?
    /// The insets of the image.
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// Whether the item responds to taps (it is drawn dimmed when not). Default true.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// The insets of `landscapeImagePhone`.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// The insets of `largeContentSizeImage` (kept with it).
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    /// An integer to identify the item.
    open var tag = 0
    /// The identifier UI tests find the item by.
    open var accessibilityIdentifier: String?
    /// The title attributes set per state (`setTitleTextAttributes(_:for:)`).
    private(set) var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title's font, color and other attributes for `state`: a bar shows the item's
    /// title with them, over its appearance's (a state without its own takes the normal ones).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        itemDidChange()
    }

    /// The title attributes set for `state` (nil when none were).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// The attributes a bar draws the title with in `state`: the state's own, else the normal
    /// state's (asked through the overridable getter).
    func shownTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributes(for: state) ?? (state == .normal ? nil : titleTextAttributes(for: .normal))
    }

    func itemDidChange() {
        for handler in changeHandlers.values { handler() }
    }

    /// Registers a bar's handler for changes of this item.
    func observeChanges(by observer: AnyObject, _ handler: @escaping () -> Void) {
        changeHandlers[ObjectIdentifier(observer)] = handler
    }
}
