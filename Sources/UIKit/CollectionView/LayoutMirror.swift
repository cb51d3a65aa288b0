import Foundation

/// The horizontal mirror between a layout's coordinates and the collection view's, used where
/// the collection view and its layout exchange geometry. UIKit applies it when the layout's
/// `flipsHorizontallyInOppositeLayoutDirection` is true and the collection view's
/// `effectiveUserInterfaceLayoutDirection` is not the layout's `developmentLayoutDirection`.
///
/// UIKit's rule, and where it comes from (docs/design-notes.md, "Right-to-left layouts"):
/// - UIKit's header: a collection view showing such a layout "will ensure its bounds.origin is
///   always found at the leading edge, flipping its coordinate system horizontally if
///   necessary"; Apple's documentation: it "flips the orientation of its horizontal coordinate
///   system to match the leading edge of the current language".
/// - UIKitCore reads `flipsHorizontallyInOppositeLayoutDirection` once, when the layout is made
///   (`UICollectionViewLayoutCommonInit` stores it as `_wantsRightToLeftHorizontalMirroringIfNeeded`).
/// - Apple's own code turns a layout rectangle into a collection-view one as
///   `contentSize.width - x - width` (tvOS Photos,
///   `TVPPhotoLibraryMomentsHeaderView._effectiveFocusedRect`): frames are mirrored about the
///   content width, so the layout's left edge becomes the content's right edge.
/// - A right-to-left scroll view keeps its content offset at the right end of the content when
///   the content size changes (`-[UIScrollView setContentSize:]`).
///
/// Here the mirror is about `max(content width, visible width)`: for content at least as wide
/// as the visible area that is UIKit's mirror, and narrower content lands at the right edge,
/// where UIKit's right-end offset puts it, with the offset kept in its scrollable range. The
/// mirror is its own inverse: the same functions take geometry into the layout and out of it.
struct LayoutMirror: Equatable {
    /// The width mirrored about: x becomes `width - x`.
    let width: CGFloat
    /// The collection view's bounds width, which a content offset's visible rectangle spans.
    let boundsWidth: CGFloat

    /// The mirror for a collection view's content size, bounds width and adjusted insets.
    init(contentWidth: CGFloat, boundsWidth: CGFloat, insets: UIEdgeInsets) {
        width = max(contentWidth, boundsWidth - insets.left - insets.right)
        self.boundsWidth = boundsWidth
    }

    func point(_ point: CGPoint) -> CGPoint {
        CGPoint(x: width - point.x, y: point.y)
    }

    /// A frame or a query rectangle, mirrored (its right edge becomes its left).
    func rect(_ rect: CGRect) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return rect }
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The content offset whose visible rectangle is the mirror of the one at `offset`.
    func contentOffset(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: width - offset.x - boundsWidth, y: offset.y)
    }

    /// A change of content offset (a layout's `contentOffsetAdjustment`), mirrored.
    func offsetChange(_ change: CGPoint) -> CGPoint {
        CGPoint(x: -change.x, y: change.y)
    }

    /// A mirrored copy of `attributes` (of their class, with their custom properties): the
    /// center and the frame move; size and transform stay. The layout's object is not changed.
    func attributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let mirrored = attributes.copy() as! UICollectionViewLayoutAttributes
        mirrored.storage.center.x = width - attributes.storage.center.x
        if let frame = attributes.storage.frame { mirrored.storage.frame = rect(frame) }
        return mirrored
    }
}
