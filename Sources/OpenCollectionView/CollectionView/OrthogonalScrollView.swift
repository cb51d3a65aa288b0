import Foundation

/// The scroll view that hosts an orthogonally scrolling section's cells, as UIKit's
/// `_UICollectionViewOrthogonalScrollView`: it scrolls across the collection view's axis,
/// decelerates, pages or comes to rest at a group's leading edge as the section asks, and keeps
/// the layout's coordinates for its content (a cell's frame is its layout frame).
final class OrthogonalScrollView: ScrollView {
    /// The collection view that hosts it, told when it scrolls.
    weak var owner: CollectionView?
    private(set) var section: Int
    private var resting: OrthogonalScroller.Resting = .anywhere
    private var scrollsHorizontally = true
    private var isConfigured = false

    init(section: Int) {
        self.section = section
        super.init(frame: .zero)
        contentInsetAdjustmentBehavior = .never
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        clipsToBounds = false
    }

    required init?(coder: NSCoder) {
        section = 0
        super.init(coder: coder)
    }

    /// Takes the frame, content and scrolling of `scroller`; a new scroll view starts `offset`
    /// past the leading edge of its content.
    func configure(_ scroller: OrthogonalScroller, offset: CGPoint) {
        section = scroller.section
        resting = scroller.resting
        scrollsHorizontally = scroller.scrollsHorizontally
        frame = scroller.frame
        contentInset = scroller.contentInset
        contentSize = scroller.contentSize
        decelerationRate = DecelerationRate(rawValue: scroller.decelerationRate)
        bounces = scroller.bounces ?? true
        alwaysBounceHorizontal = scrollsHorizontally && scroller.bounces == true
        alwaysBounceVertical = !scrollsHorizontally && scroller.bounces == true
        if case .pages(let length) = resting {
            isPagingEnabled = true
            pageLength = scrollsHorizontally ? CGSize(width: length, height: bounds.height) : CGSize(width: bounds.width, height: length)
        } else {
            isPagingEnabled = false
            pageLength = nil
        }
        if !isConfigured {
            isConfigured = true
            let rest = contentOffsetRange.min
            contentOffset = clampedContentOffset(CGPoint(x: rest.x + offset.x, y: rest.y + offset.y))
        }
    }

    /// How far the section has scrolled from its resting start.
    var scrolledDistance: CGPoint {
        let rest = contentOffsetRange.min
        return CGPoint(x: contentOffset.x - rest.x, y: contentOffset.y - rest.y)
    }

    /// `.continuousGroupLeadingBoundary`: a drag comes to rest at the nearest group's leading edge.
    override func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        guard case .boundaries(let stride) = resting, stride > 0 else { return proposed }
        let range = contentOffsetRange
        func snap(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            min(max(low + ((value - low) / stride).rounded() * stride, low), high)
        }
        return scrollsHorizontally
            ? CGPoint(x: snap(proposed.x, range.min.x, range.max.x), y: proposed.y)
            : CGPoint(x: proposed.x, y: snap(proposed.y, range.min.y, range.max.y))
    }

    override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        guard oldBounds.origin != bounds.origin else { return }
        owner?.orthogonalSectionDidScroll(self)
    }
}
