import Foundation

/// A set of properties for determining whether to recompute the size of items or their
/// position in the layout, as UIKit's `UICollectionViewFlowLayoutInvalidationContext`.
///
/// Both flags are true on a new context (UIKit's real default): the flow layout asks its
/// delegate again and recomputes every frame. Set both to false to keep everything, for
/// example when a subclass invalidates only its own attributes.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the flow layout asks its delegate again for sizes, insets, spacings and header
    /// and footer sizes: all of them, or only the sizes of the invalidated items when some are
    /// named.
    open var invalidateFlowLayoutDelegateMetrics = true

    /// Whether the flow layout recomputes the frames of its elements from the metrics it has.
    open var invalidateFlowLayoutAttributes = true

    /// Sizes that self-sizing cells preferred, by index path.
    var preferredItemSizes: [IndexPath: CGSize] = [:]

    public required init() {
        super.init()
    }
}
