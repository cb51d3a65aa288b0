import Foundation

/// One section's metrics in axis-neutral terms, as the flow layout read them from its
/// properties or its delegate (and sanitized them).
struct FlowSectionSpec: Sendable, Equatable {
    var itemCount = 0
    /// Section insets along a line (left/right when scrolling vertically), already adjusted by
    /// `sectionInsetReference`.
    var begin: CGFloat = 0
    var end: CGFloat = 0
    /// Section insets on the scroll axis (top/bottom when scrolling vertically).
    var lead: CGFloat = 0
    var trail: CGFloat = 0
    /// `minimumInteritemSpacing` (I) and `minimumLineSpacing` (L) of the section.
    var interitemSpacing: CGFloat = 10
    var lineSpacing: CGFloat = 10
    /// Header and footer extents on the scroll axis; 0 means no view.
    var headerLength: CGFloat = 0
    var footerLength: CGFloat = 0

    /// Where the first line starts, relative to the section.
    var linesStart: CGFloat { headerLength + lead }

    /// The room for items along a line: `A = D − begin − end`.
    func available(in lineDimension: CGFloat) -> CGFloat { lineDimension - begin - end }
}

/// The sizes of a section's items in axis-neutral terms.
enum FlowItemSizes: Sendable {
    /// Every item has this size (the layout's `itemSize`, or equal delegate sizes).
    case uniform(along: CGFloat, scroll: CGFloat)
    /// One size per item.
    case perItem(along: [CGFloat], scroll: [CGFloat])
}
