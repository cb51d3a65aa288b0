import Foundation

/// The representation of an underlying data item being dragged from one location to another,
/// as UIKit's `UIDragItem`: its item provider carries the data, `localObject` the app's own
/// object for drops inside the app.
@preconcurrency @MainActor
open class DragItem: NSObject {
    /// The item provider given at creation.
    public let itemProvider: NSItemProvider
    /// An object the app associates with the item, seen only by drops in the app (for a reorder
    /// it is typically the model object). Default nil.
    open var localObject: Any?
    /// Makes the preview shown while the item is dragged; nil (the default) shows the dragged
    /// cell.
    open var previewProvider: (() -> DragPreview?)?

    /// Creates a drag item with the item provider.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// The preview of a drag item while it is dragged, as UIKit's `UIDragPreview`: a view drawn
/// under the finger, with its parameters.
@preconcurrency @MainActor
open class DragPreview: NSObject {
    /// The view drawn under the finger.
    public let view: View
    /// How the view is drawn.
    public let parameters: DragPreviewParameters

    /// A preview showing `view` with `parameters`.
    public init(view: View, parameters: DragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// A preview showing `view` with default parameters.
    public convenience init(view: View) {
        self.init(view: view, parameters: DragPreviewParameters())
    }
}

/// How a drag preview draws its view, as UIKit's `UIDragPreviewParameters` (a
/// `UIPreviewParameters` in UIKit; here its own class): the visible part of the view and the
/// color behind it.
@preconcurrency @MainActor
open class DragPreviewParameters: NSObject {
    /// The part of the view that is shown, in its coordinates; nil (the default) shows all of
    /// it with the system's rounded corners.
    open var visiblePath: BezierPath?
    /// The shape of the shadow; nil (the default) follows the visible path.
    open var shadowPath: BezierPath?
    /// The color behind the view; nil (the default) is the system's (white).
    open var backgroundColor: Color?

    public override init() {
        super.init()
    }
}
