import Foundation

/// How a resizable image (`resizableImage(withCapInsets:resizingMode:)`) is drawn in a
/// rectangle, as UIKit draws it: nine parts — the four corners at their size, the edges
/// stretched or tiled along their length, the middle both ways. Where the rectangle is
/// narrower (or lower) than two opposite caps, those caps shrink in proportion.
@_spi(Rendering) public enum ImageSlicing {
    /// One part: the piece of the image (in its points) drawn in a piece of the rectangle.
    public struct Part: Equatable, Sendable {
        public var source: CGRect
        public var destination: CGRect
        /// Whether the piece repeats at its size across the destination's width (else it is
        /// scaled to it).
        public var tilesHorizontally: Bool
        /// Whether the piece repeats at its size down the destination's height.
        public var tilesVertically: Bool
    }

    /// The parts of `image` drawn in `rect`, left to right, top to bottom; empty parts left out.
    public static func parts(of image: UIImage, in rect: CGRect) -> [Part] {
        parts(size: image.size, capInsets: image.capInsets, tiles: image.resizingMode == .tile, in: rect)
    }

    /// The parts of an image of `size` with `capInsets`, drawn in `rect`.
    public static func parts(size: CGSize, capInsets: UIEdgeInsets, tiles: Bool, in rect: CGRect) -> [Part] {
        let columns = spans(length: size.width, start: capInsets.left, end: capInsets.right, origin: rect.minX, extent: rect.width)
        let rows = spans(length: size.height, start: capInsets.top, end: capInsets.bottom, origin: rect.minY, extent: rect.height)
        var parts: [Part] = []
        for (row, (sourceY, destinationY)) in rows.enumerated() {
            for (column, (sourceX, destinationX)) in columns.enumerated() {
                guard sourceX.length > 0, destinationX.length > 0, sourceY.length > 0, destinationY.length > 0 else { continue }
                parts.append(Part(
                    source: CGRect(x: sourceX.start, y: sourceY.start, width: sourceX.length, height: sourceY.length),
                    destination: CGRect(x: destinationX.start, y: destinationY.start, width: destinationX.length, height: destinationY.length),
                    tilesHorizontally: tiles && column == 1, tilesVertically: tiles && row == 1))
            }
        }
        return parts
    }

    private typealias Span = (start: CGFloat, length: CGFloat)

    /// The three spans (cap, middle, cap) of one axis: in the image, and in the rectangle.
    private static func spans(length: CGFloat, start: CGFloat, end: CGFloat, origin: CGFloat,
                              extent: CGFloat) -> [(Span, Span)] {
        var start = max(0, start.isFinite ? start : 0), end = max(0, end.isFinite ? end : 0)
        if start + end > length, start + end > 0 {
            let shrink = length / (start + end)
            start *= shrink
            end *= shrink
        }
        var drawnStart = start, drawnEnd = end
        if drawnStart + drawnEnd > extent, drawnStart + drawnEnd > 0 {
            let shrink = extent / (drawnStart + drawnEnd)
            drawnStart *= shrink
            drawnEnd *= shrink
        }
        return [
            ((0, start), (origin, drawnStart)),
            ((start, length - start - end), (origin + drawnStart, extent - drawnStart - drawnEnd)),
            ((length - end, end), (origin + extent - drawnEnd, drawnEnd)),
        ]
    }
}
