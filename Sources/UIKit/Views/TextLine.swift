import Foundation

/// One line of laid-out text: its UTF-16 range in the measured text, its rectangle (its top,
/// height and logical extent) and baseline, and the x of the insertion point at each character
/// boundary of the line, its end included. What text views need for carets, selections and
/// hit testing, and what they draw agree, because both come from the same layout.
package struct TextLine: Sendable, Equatable {
    package var range: Range<Int>
    package var frame: CGRect
    package var baseline: CGFloat
    /// Character boundaries of the line, in order, and the insertion point's x before each.
    package var caretOffsets: [Int]
    package var caretXs: [CGFloat]

    package init(range: Range<Int>, frame: CGRect, baseline: CGFloat, caretOffsets: [Int], caretXs: [CGFloat]) {
        (self.range, self.frame, self.baseline, self.caretOffsets, self.caretXs) = (range, frame, baseline, caretOffsets, caretXs)
    }

    /// The insertion point's x before `offset` (the nearest boundary at or before it).
    package func caretX(at offset: Int) -> CGFloat {
        var low = 0, high = caretOffsets.count - 1
        guard high >= 0 else { return frame.minX }
        while low < high {
            let middle = (low + high + 1) / 2
            if caretOffsets[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return caretXs[low]
    }

    /// The boundary whose insertion point is nearest `x`.
    package func offset(nearestTo x: CGFloat) -> Int {
        guard var best = caretOffsets.first else { return range.lowerBound }
        var bestDistance = CGFloat.infinity
        for (offset, caretX) in zip(caretOffsets, caretXs) where abs(caretX - x) < bestDistance {
            (best, bestDistance) = (offset, abs(caretX - x))
        }
        return best
    }
}

extension EstimatedTextMeasurer {
    /// Lines of 0.6 em characters, 1.2 em tall, broken at `width` by character count.
    package func lines(of text: StyledText, width: CGFloat?) -> [TextLine] {
        let font = text.leadingFont ?? .systemFont(ofSize: 17)
        let advance = font.pointSize * 0.6, height = (font.pointSize * 1.2).rounded(.up)
        let perLine = width.map { max(1, Int(saturating: $0 / advance)) } ?? Int.max
        var boundaries = [0], offset = 0
        for character in text.string {
            offset += character.utf16.count
            boundaries.append(offset)
        }
        var lines: [TextLine] = [], start = 0
        repeat {
            let end = min(start + perLine, boundaries.count - 1)
            let offsets = Array(boundaries[start...end])
            let xs = offsets.indices.map { CGFloat($0) * advance }
            lines.append(TextLine(range: boundaries[start]..<boundaries[end],
                                  frame: CGRect(x: 0, y: CGFloat(lines.count) * height, width: xs.last ?? 0, height: height),
                                  baseline: CGFloat(lines.count) * height + font.pointSize, caretOffsets: offsets, caretXs: xs))
            start = end
        } while start < boundaries.count - 1
        return lines
    }
}
