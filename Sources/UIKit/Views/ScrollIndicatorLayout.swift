import Foundation

/// Where a scroll view's indicators lie, in its bounds coordinates, as iOS 13 and later lays
/// them out (`-[UIScrollView _adjustScrollerIndicators:alwaysShowingThem:]` and
/// `_iOS_frameForLayout…ScrollIndicator…`): a pure value, tested without a scroll view.
///
/// - An indicator is 3 points thick (`_UIScrollViewScrollIndicatorVisualStyle_iOS`'s
///   `staticDimensionSize`) with round ends, and keeps 3 points from every edge
///   (`_scrollIndicatorAdditionalInset`) beyond its scroll indicator insets.
/// - An axis shows one when at most 99 % of the content (with the adjusted content inset) is
///   visible. Its length is that fraction of its track, rounded to the pixel grid, and at
///   least 36 points; it travels the rest of the track as the offset goes from its minimum to
///   its maximum.
/// - Past an edge (rubber-banding) it shrinks by the overshoot, to no less than 7 points, and
///   stays against the end of the track.
/// - When both axes show one, each stops 6.5 points before the corner (3.5 beyond its own
///   3-point inset), and the horizontal one ends at the vertical one's left edge.
struct ScrollIndicatorLayout: Sendable, Equatable {
    /// The thickness of an indicator.
    static let thickness: CGFloat = 3
    /// The distance kept from each edge of the scroll view, beyond the indicator insets.
    static let edgeInset: CGFloat = 3
    /// The shortest an indicator gets while the content is inside its edges.
    static let minimumLength: CGFloat = 36
    /// The shortest an indicator gets while the content is pulled past an edge.
    static let minimumRubberBandLength: CGFloat = 7
    /// How far from the corner each indicator stops when both show.
    static let cornerClearance: CGFloat = 6.5
    /// The visible fraction of the content above which an axis has no indicator.
    static let scrollableFraction: CGFloat = 0.99

    /// The scroll view's bounds (the content offset is their origin).
    var bounds: CGRect
    var contentSize: CGSize
    /// The adjusted content inset.
    var contentInset: UIEdgeInsets
    /// The effective scroll indicator insets of each axis (with the safe area when added).
    var verticalInsets: UIEdgeInsets
    var horizontalInsets: UIEdgeInsets
    /// Pixels per point: lengths and positions are rounded to the pixel grid.
    var scale: CGFloat

    /// The visible fraction of the content's height (1 at most).
    var verticalFraction: CGFloat {
        fraction(visible: bounds.height, content: contentInset.top + contentInset.bottom + contentSize.height)
    }

    /// The visible fraction of the content's width (1 at most).
    var horizontalFraction: CGFloat {
        fraction(visible: bounds.width, content: contentInset.left + contentInset.right + contentSize.width)
    }

    var needsVerticalIndicator: Bool { verticalFraction <= Self.scrollableFraction }
    var needsHorizontalIndicator: Bool { horizontalFraction <= Self.scrollableFraction }

    /// The vertical indicator's frame, or nil when the content fits the height.
    var verticalFrame: CGRect? {
        guard needsVerticalIndicator else { return nil }
        let start = verticalInsets.top + Self.edgeInset, end = verticalInsets.bottom + Self.edgeInset
        let (y, length) = place(offset: bounds.minY, visibleLength: bounds.height, startInset: start, endInset: end,
                                fraction: verticalFraction, insetBefore: contentInset.top, insetAfter: contentInset.bottom,
                                contentLength: contentSize.height)
        let x = bounds.maxX - verticalInsets.right - Self.edgeInset - Self.thickness
        return CGRect(x: x, y: y, width: Self.thickness, height: length)
    }

    /// The horizontal indicator's frame, or nil when the content fits the width.
    var horizontalFrame: CGRect? {
        guard needsHorizontalIndicator else { return nil }
        let start = horizontalInsets.left + Self.edgeInset
        var end = horizontalInsets.right + Self.edgeInset
        if let vertical = verticalFrame { end = max(end, bounds.maxX - vertical.minX) }
        let (x, length) = place(offset: bounds.minX, visibleLength: bounds.width, startInset: start, endInset: end,
                                fraction: horizontalFraction, insetBefore: contentInset.left, insetAfter: contentInset.right,
                                contentLength: contentSize.width)
        let y = bounds.maxY - horizontalInsets.bottom - Self.edgeInset - Self.thickness
        return CGRect(x: x, y: y, width: length, height: Self.thickness)
    }

    /// How much each indicator's travel is cut short at the corner: 3.5 points (on the pixel
    /// grid) when both axes have one.
    private var cornerAdjustment: CGFloat {
        guard needsVerticalIndicator, needsHorizontalIndicator else { return 0 }
        return rounded(Self.cornerClearance - Self.edgeInset)
    }

    private func fraction(visible: CGFloat, content: CGFloat) -> CGFloat {
        let total = rounded(content)
        guard total > 0 else { return 1 }
        return min(rounded(visible) / total, 1)
    }

    /// The position and length along one axis: UIKit's arithmetic, including its rounding.
    private func place(offset: CGFloat, visibleLength: CGFloat, startInset: CGFloat, endInset: CGFloat, fraction: CGFloat,
                       insetBefore: CGFloat, insetAfter: CGFloat, contentLength: CGFloat) -> (position: CGFloat, length: CGFloat) {
        let trackStart = offset + startInset
        let track = visibleLength - (startInset + endInset)
        var length = max(rounded(track * fraction), Self.minimumLength)
        let minimumOffset = rounded(-insetBefore)
        let range = rounded(insetBefore + insetAfter + contentLength) - rounded(visibleLength)
        var position = rounded(trackStart + (track - length) * (offset - minimumOffset) / range)
        if offset < minimumOffset {
            length = max(length - (minimumOffset - offset), Self.minimumRubberBandLength)
        } else {
            let overshoot = offset + visibleLength - rounded(insetAfter + contentLength)
            if overshoot > 0 {
                position += overshoot
                length = max(length - overshoot, Self.minimumRubberBandLength)
            }
        }
        position = min(max(position, trackStart), offset + visibleLength - length - endInset - cornerAdjustment)
        return (position, length)
    }

    private func rounded(_ value: CGFloat) -> CGFloat { value.roundedToPixel(scale: scale) }
}
