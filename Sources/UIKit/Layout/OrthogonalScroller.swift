import Foundation

/// A section that scrolls on its own, across the layout's axis (a compositional layout's
/// orthogonal section): where the collection view puts the scroll view that hosts the section's
/// cells, and how that scroll view scrolls.
///
/// The scroll view's content coordinates are the layout's: its content insets are chosen so that
/// a cell keeps its layout frame while the section scrolls, as in UIKit.
struct OrthogonalScroller: Equatable {
    /// How a drag comes to rest.
    enum Resting: Equatable {
        /// Where deceleration takes it.
        case anywhere
        /// On a multiple of `length` from the leading edge (paging; `length` is the page).
        case pages(length: CGFloat)
        /// On a multiple of `stride` from the leading edge, after free deceleration.
        case boundaries(stride: CGFloat)
    }

    var section: Int
    /// The scroll view's frame in the collection view's content coordinates.
    var frame: CGRect
    var contentSize: CGSize
    var contentInset: UIEdgeInsets
    var scrollsHorizontally: Bool
    var resting: Resting
    /// The deceleration rate (a scroll view's `decelerationRate` raw value).
    var decelerationRate: CGFloat
    /// Whether it bounces at its ends: nil for the scroll view's default.
    var bounces: Bool?
    /// Whether it rests at the end of its content (a right-to-left section starts there, pages
    /// and snaps from there).
    var startsAtEnd = false
    /// Where it stacks among the collection view's views: its cells' zIndex (above the section's
    /// background).
    var zIndex: Int
}
