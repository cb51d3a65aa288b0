import Foundation

/// The representation of an underlying data item being dragged from one location to another,
/// as UIKit's `UIDragItem`: its item provider carries the data, `localObject` the app's own
/// object for drops inside the app.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// The item provider given at creation.
    public let itemProvider: NSItemProvider
    /// An object the app associates with the item, seen only by drops in the app (for a reorder
    /// it is typically the model object). Default nil.
    open var localObject: Any?
    /// Makes the preview shown while the item is dragged; nil (the default) shows the dragged
    /// cell.
    open var previewProvider: (() -> UIDragPreview?)?

    /// Creates a drag item with the item provider.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// The preview of a drag item while it is dragged, as UIKit's `UIDragPreview`: a view drawn
/// under the finger, with its parameters.
@preconcurrency @MainActor
open class UIDragPreview: NSObject {
    /// The view drawn under the finger.
    public let view: UIView
    /// How the view is drawn.
    public let parameters: UIDragPreviewParameters

    /// A preview showing `view` with `parameters`.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// A preview showing `view` with default parameters.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }
}

/// How a drag preview draws its view, as UIKit's `UIDragPreviewParameters` (a
/// `UIPreviewParameters` in UIKit; here its own class): the visible part of the view and the
/// color behind it.
@preconcurrency @MainActor
open class UIDragPreviewParameters: NSObject {
    /// The part of the view that is shown, in its coordinates; nil (the default) shows all of
    /// it with the system's rounded corners.
    open var visiblePath: UIBezierPath?
    /// The shape of the shadow; nil (the default) follows the visible path.
    open var shadowPath: UIBezierPath?
    /// The color behind the view; nil (the default) is the system's (white).
    open var backgroundColor: UIColor?

    public override init() {
        super.init()
    }
}
