import Foundation

/// The scroll view that hosts an orthogonally scrolling section's cells, as UIKit's
/// `_UICollectionViewOrthogonalScrollView`: it scrolls across the collection view's axis,
/// decelerates, pages or comes to rest at a group's leading edge as the section asks, and keeps
/// the layout's coordinates for its content (a cell's frame is its layout frame).
final class OrthogonalScrollView: UIScrollView {
    /// The collection view that hosts it, told when it scrolls.
    @Unretained var owner: UICollectionView?
    private(set) var section = 0
    private var resting: OrthogonalScroller.Resting = .anywhere
    private var horizontal = true
    private var startsAtEnd = false
    private var isConfigured = false
    /// Whether `configure` is running: its changes of the content offset are not scrolls.
    private var isConfiguring = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentInsetAdjustmentBehavior = .never
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        clipsToBounds = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Takes the frame, content and scrolling of `scroller`; a new scroll view starts at `shift`
    /// (where the section was when its scroll view went away) or at rest.
    func configure(_ scroller: OrthogonalScroller, shift: CGPoint?) {
        isConfiguring = true
        defer { isConfiguring = false }
        section = scroller.section
        resting = scroller.resting
        horizontal = scroller.scrollsHorizontally
        // A section whose layout direction changed starts again at its rest.
        let restsElsewhere = isConfigured && startsAtEnd != scroller.startsAtEnd
        startsAtEnd = scroller.startsAtEnd
        pagesFromEnd = scroller.startsAtEnd
        frame = scroller.frame
        layer.zPosition = CGFloat(scroller.zIndex)
        contentInset = scroller.contentInset
        contentSize = scroller.contentSize
        decelerationRate = DecelerationRate(rawValue: scroller.decelerationRate)
        bounces = scroller.bounces ?? true
        alwaysBounceHorizontal = horizontal && scroller.bounces == true
        alwaysBounceVertical = !horizontal && scroller.bounces == true
        if case .pages(let length) = resting {
            isPagingEnabled = true
            pageLength = horizontal ? CGSize(width: length, height: bounds.height) : CGSize(width: bounds.width, height: length)
        } else {
            isPagingEnabled = false
            pageLength = nil
        }
        if restsElsewhere {
            contentOffset = startsAtEnd ? contentOffsetRange.max : contentOffsetRange.min
        } else if !isConfigured {
            isConfigured = true
            contentOffset = shift.map { clampedContentOffset(CGPoint(x: frame.minX + $0.x, y: frame.minY + $0.y)) }
                ?? (startsAtEnd ? contentOffsetRange.max : contentOffsetRange.min)
        }
    }

    /// How far the layout's content shows moved from where it is laid out: the content offset
    /// less the scroll view's origin (0 at rest, negative while a centred section rests).
    var layoutShift: CGPoint {
        CGPoint(x: contentOffset.x - frame.minX, y: contentOffset.y - frame.minY)
    }

    /// `.continuousGroupLeadingBoundary`: a drag comes to rest at the nearest group's leading edge.
    override func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard case .boundaries(let stride) = resting, stride > 0 else { return proposed }
        let range = contentOffsetRange
        func snap(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            let origin = startsAtEnd ? high : low
            return min(max(origin + ((value - origin) / stride).rounded() * stride, low), high)
        }
        return horizontal
            ? CGPoint(x: snap(proposed.x, range.min.x, range.max.x), y: proposed.y)
            : CGPoint(x: proposed.x, y: snap(proposed.y, range.min.y, range.max.y))
    }

    override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        guard oldBounds.origin != bounds.origin, !isConfiguring else { return }
        owner?.orthogonalSectionDidScroll(self)
    }
}
