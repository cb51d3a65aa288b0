import Foundation

/// Maps the flow layout's axis-neutral coordinates to x and y.
///
/// *Along* runs along a line (x when scrolling vertically, y when horizontally); *scroll* runs
/// along the scroll direction. The solver works in these terms so that both directions share
/// one implementation.
struct FlowAxis: Sendable, Equatable {
    var isHorizontal: Bool

    init(_ direction: UICollectionView.ScrollDirection) {
        isHorizontal = direction == .horizontal
    }

    func rect(along: CGFloat, scroll: CGFloat, alongSize: CGFloat, scrollSize: CGFloat) -> CGRect {
        isHorizontal
            ? CGRect(x: scroll, y: along, width: scrollSize, height: alongSize)
            : CGRect(x: along, y: scroll, width: alongSize, height: scrollSize)
    }

    func along(_ size: CGSize) -> CGFloat { isHorizontal ? size.height : size.width }
    func scroll(_ size: CGSize) -> CGFloat { isHorizontal ? size.width : size.height }
    func along(_ point: CGPoint) -> CGFloat { isHorizontal ? point.y : point.x }
    func scroll(_ point: CGPoint) -> CGFloat { isHorizontal ? point.x : point.y }

    func size(along: CGFloat, scroll: CGFloat) -> CGSize {
        isHorizontal ? CGSize(width: scroll, height: along) : CGSize(width: along, height: scroll)
    }

    func point(along: CGFloat, scroll: CGFloat) -> CGPoint {
        isHorizontal ? CGPoint(x: scroll, y: along) : CGPoint(x: along, y: scroll)
    }

    /// The closed extent of `rect` along a line.
    func alongRange(_ rect: CGRect) -> FlowRange {
        isHorizontal ? FlowRange(rect.minY, rect.maxY) : FlowRange(rect.minX, rect.maxX)
    }

    /// The closed extent of `rect` along the scroll direction.
    func scrollRange(_ rect: CGRect) -> FlowRange {
        isHorizontal ? FlowRange(rect.minX, rect.maxX) : FlowRange(rect.minY, rect.maxY)
    }

    /// The insets split into the along-line edges (begin, end) and the scroll edges (lead, trail).
    func split(_ insets: UIEdgeInsets) -> (begin: CGFloat, end: CGFloat, lead: CGFloat, trail: CGFloat) {
        isHorizontal
            ? (insets.top, insets.bottom, insets.left, insets.right)
            : (insets.left, insets.right, insets.top, insets.bottom)
    }
}

/// A closed interval of one axis.
struct FlowRange: Sendable, Equatable {
    var lower: CGFloat
    var upper: CGFloat

    init(_ lower: CGFloat, _ upper: CGFloat) {
        self.lower = lower
        self.upper = upper
    }

    /// Whether the interval `[start, start + length]` shares a point with this one.
    func touches(start: CGFloat, length: CGFloat) -> Bool {
        start <= upper && start + length >= lower
    }

    func offset(by delta: CGFloat) -> FlowRange { FlowRange(lower + delta, upper + delta) }
    func widened(by margin: CGFloat) -> FlowRange { FlowRange(lower - margin, upper + margin) }
}
