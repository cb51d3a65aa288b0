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

    public override init() {
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
    /// An integer to identify the item.
    open var tag = 0

    func itemDidChange() {
        for handler in changeHandlers.values { handler() }
    }

    /// Registers a bar's handler for changes of this item.
    func observeChanges(by observer: AnyObject, _ handler: @escaping () -> Void) {
        changeHandlers[ObjectIdentifier(observer)] = handler
    }
}
