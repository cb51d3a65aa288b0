import Foundation

/// An object that identifies the portions of a layout that need updating, as UIKit's
/// `UICollectionViewLayoutInvalidationContext`.
///
/// A layout receives one in `invalidateLayout(with:)`. `invalidateLayout()` passes a context of
/// the layout's `invalidationContextClass` whose `invalidateEverything` is true; a data change
/// (`reloadData`, batch updates) passes one whose `invalidateDataSourceCounts` is true.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is invalid: the context comes from `invalidateLayout()`.
    open internal(set) var invalidateEverything = false

    /// Whether the number of sections or items changed: the context comes from a data change.
    open internal(set) var invalidateDataSourceCounts = false

    /// The index paths of the invalidated items, or nil when none were named.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The invalidated supplementary views by element kind, or nil when none were named.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The invalidated decoration views by element kind, or nil when none were named.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// How far the collection view's content offset should move when the layout updates.
    open var contentOffsetAdjustment: CGPoint = .zero

    /// How much the content size changes when the layout updates.
    open var contentSizeAdjustment: CGSize = .zero

    /// The index paths of the items being moved interactively, before the move; nil otherwise.
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?

    /// The index paths the interactively moving items are heading to; nil otherwise.
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?

    /// The current position of the interactively moving item, in content coordinates.
    open internal(set) var interactiveMovementTarget: CGPoint = .zero

    public required override init() {
        super.init()
    }

    /// Marks the items at `indexPaths` as invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` as invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks the decoration views of `elementKind` at `indexPaths` as invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}
