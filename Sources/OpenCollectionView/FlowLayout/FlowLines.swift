import Foundation

/// The rules a section's lines are broken and placed with (spec §3.5, §3.6, §3.11).
struct FlowLineRules: Sendable, Equatable {
    /// The line dimension D.
    var lineDimension: CGFloat
    var begin: CGFloat
    var end: CGFloat
    /// Spacing between items of a line, and between lines.
    var spacingInLine: CGFloat
    var spacingBetweenLines: CGFloat
    /// Where the first line starts, relative to the section.
    var linesStart: CGFloat
    /// Self-sizing sections complete their last line differently.
    var selfSizing: Bool

    /// The room for items along a line: `A = D − begin − end`.
    var available: CGFloat { lineDimension - begin - end }
}

/// A section of items with their own sizes, broken greedily into lines (UIKit's "variable"
/// mode). Struct of arrays, no object per item: item sizes and along-origins, plus one entry
/// per line (first item, start, thickness). Frames are found by binary search over lines.
struct FlowLines: Sendable {
    private(set) var alongSizes: [CGFloat]
    private(set) var scrollSizes: [CGFloat]
    private(set) var alongOrigins: [CGFloat]
    private(set) var lineFirstItem: [Int] = []
    private(set) var lineStart: [CGFloat] = []
    private(set) var lineThickness: [CGFloat] = []
    let rules: FlowLineRules
    /// Scroll position right after the last line, relative to the section.
    private(set) var linesEnd: CGFloat = 0
    /// How many lines before the last hold other than exactly one item.
    private var nonSingleClosedLines = 0

    var count: Int { alongSizes.count }
    var lineCount: Int { lineFirstItem.count }

    /// Breaks `along.count` items (at least one) into lines.
    init(along: [CGFloat], scroll: [CGFloat], rules: FlowLineRules) {
        precondition(!along.isEmpty && along.count == scroll.count)
        alongSizes = along
        scrollSizes = scroll
        alongOrigins = [CGFloat](repeating: 0, count: along.count)
        self.rules = rules
        rebreak(fromLine: 0)
    }

    /// Whether an item is wider than the room along a line.
    var hasOversizedItem: Bool {
        let available = rules.available
        return alongSizes.contains { $0 > available }
    }

    // MARK: Changing sizes

    /// Gives items new sizes and breaks the lines again from the line before the first changed
    /// item. - Complexity: O(items after the first change).
    mutating func setSizes(_ changes: [(item: Int, along: CGFloat, scroll: CGFloat)]) {
        guard let first = changes.map(\.item).min() else { return }
        for change in changes {
            alongSizes[change.item] = change.along
            scrollSizes[change.item] = change.scroll
        }
        rebreak(fromLine: max(0, lineIndex(containing: first) - 1))
    }

    // MARK: Line breaking

    /// Breaks lines again from line `restart` (lines before it stay as they are).
    private mutating func rebreak(fromLine restart: Int) {
        let n = count
        let available = rules.available
        let spacing = rules.spacingInLine
        var position: CGFloat
        var first: Int
        var remaining: CGFloat
        var thickness: CGFloat = 0
        var k: Int
        if restart == 0 {
            position = rules.linesStart
            first = 0
            remaining = available
            k = 0
        } else {
            // The line's first item opened it unconditionally, after the previous line closed.
            position = lineStart[restart]
            first = lineFirstItem[restart]
            remaining = available - (alongSizes[first] + spacing)
            thickness = scrollSizes[first]
            k = first + 1
        }
        truncateLines(to: restart)
        while k < n {
            let w = alongSizes[k]
            if w <= remaining {
                remaining -= w + spacing
                thickness = max(thickness, scrollSizes[k])
            } else {
                closeLine(first: first, end: k, thickness: thickness, position: &position)
                first = k
                remaining = available - (w + spacing)
                thickness = scrollSizes[k]
            }
            k += 1
        }
        closeLastLine(first: first, thickness: thickness, position: position, leftover: remaining)
    }

    private mutating func truncateLines(to lineCount: Int) {
        guard lineCount < self.lineCount else { return }
        // Every stored line but the last was closed; forget the closed ones being dropped.
        for line in lineCount..<(self.lineCount - 1) where itemCount(ofLine: line) != 1 {
            nonSingleClosedLines -= 1
        }
        lineFirstItem.removeSubrange(lineCount...)
        lineStart.removeSubrange(lineCount...)
        lineThickness.removeSubrange(lineCount...)
    }

    /// Records a line that closed because the next item did not fit: it is justified.
    private mutating func closeLine(first: Int, end: Int, thickness: CGFloat, position: inout CGFloat) {
        appendLine(first: first, thickness: thickness, position: position)
        if end - first != 1 { nonSingleClosedLines += 1 }
        placeJustified(first, end)
        position += thickness + rules.spacingBetweenLines
    }

    private mutating func closeLastLine(first: Int, thickness: CGFloat, position: CGFloat, leftover: CGFloat) {
        appendLine(first: first, thickness: thickness, position: position)
        linesEnd = position + thickness
        let end = count, items = end - first
        if rules.selfSizing {
            if lineCount == 1 && items == 1 {
                placeJustified(first, end)
            } else if alongSizes.allSatisfy({ $0 == alongSizes[0] }) {
                placeOnVirtualGrid(first, end)
            } else {
                placeLeftAligned(first, end)
            }
            return
        }
        let allSingle = items == 1 && nonSingleClosedLines == 0
        let sameLeftoverAsPrevious = lineCount >= 2 && leftover == self.leftover(ofLine: lineCount - 2)
        if allSingle || sameLeftoverAsPrevious {
            placeJustified(first, end)
        } else {
            placeLeftAligned(first, end)
        }
    }

    private mutating func appendLine(first: Int, thickness: CGFloat, position: CGFloat) {
        lineFirstItem.append(first)
        lineStart.append(position)
        lineThickness.append(thickness)
    }

    /// The room a line left when it closed, computed as the breaking loop computed it.
    private func leftover(ofLine line: Int) -> CGFloat {
        var remaining = rules.available
        for k in itemRange(ofLine: line) { remaining -= alongSizes[k] + rules.spacingInLine }
        return remaining
    }

    // MARK: Placement along a line

    /// A complete line: a lone item centred (left-aligned when wider than the room), otherwise
    /// the first item at `begin`, the last ending at `D − end`, equal gaps between.
    private mutating func placeJustified(_ first: Int, _ end: Int) {
        let items = end - first
        guard items > 0 else { return }
        if items == 1 {
            let w = alongSizes[first], available = rules.available
            alongOrigins[first] = available >= w ? rules.begin + (available - w) / 2 : rules.begin
            return
        }
        var total: CGFloat = 0
        for k in first..<end { total += alongSizes[k] }
        let gap = (rules.lineDimension - total - rules.begin - rules.end) / CGFloat(items - 1)
        placeSequentially(first, end, gap: gap)
    }

    /// An incomplete last line: items at the minimum spacing from `begin`.
    private mutating func placeLeftAligned(_ first: Int, _ end: Int) {
        placeSequentially(first, end, gap: rules.spacingInLine)
    }

    /// A self-sizing last line of equal widths: the columns a full line of them would use
    /// (the line is laid out as if padded with copies of its last item).
    private mutating func placeOnVirtualGrid(_ first: Int, _ end: Int) {
        let w = alongSizes[end - 1]
        var remaining = rules.available
        var fits = 0
        while w <= remaining, fits < Self.virtualFillLimit {
            remaining -= w + rules.spacingInLine
            fits += 1
        }
        guard fits >= 2 else {
            placeJustified(first, end)
            return
        }
        let gap = (rules.lineDimension - CGFloat(fits) * w - rules.begin - rules.end) / CGFloat(fits - 1)
        placeSequentially(first, end, gap: gap)
    }

    /// Stops the virtual fill when zero-size items with zero spacing would fit forever.
    private static let virtualFillLimit = 1 << 20

    private mutating func placeSequentially(_ first: Int, _ end: Int, gap: CGFloat) {
        var x = rules.begin
        for k in first..<end {
            alongOrigins[k] = x
            x += alongSizes[k] + gap
        }
    }

    // MARK: Queries

    func itemCount(ofLine line: Int) -> Int { itemRange(ofLine: line).count }

    func itemRange(ofLine line: Int) -> Range<Int> {
        lineFirstItem[line]..<(line + 1 < lineCount ? lineFirstItem[line + 1] : count)
    }

    /// The line holding item `k`. - Complexity: O(log lines).
    func lineIndex(containing k: Int) -> Int {
        var low = 0, high = lineCount - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineFirstItem[mid] <= k { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Item `k`'s origin, section-relative: centred on its line's thickness.
    func origin(ofItem k: Int) -> (along: CGFloat, scroll: CGFloat) {
        let line = lineIndex(containing: k)
        return (alongOrigins[k], lineStart[line] + (lineThickness[line] - scrollSizes[k]) / 2)
    }

    /// Calls `body` with every item whose box touches both ranges (section-relative), in item
    /// order. - Complexity: O(log lines + k).
    func forEachItem(along alongRange: FlowRange, scroll scrollRange: FlowRange, _ body: (Int) -> Void) {
        let monotonic = rules.spacingBetweenLines >= 0
        var line = monotonic ? firstLine(endingAtOrAfter: scrollRange.lower) : 0
        while line < lineCount {
            let start = lineStart[line]
            if monotonic, start > scrollRange.upper { break }
            if scrollRange.touches(start: start, length: lineThickness[line]) {
                for k in itemRange(ofLine: line) {
                    let h = scrollSizes[k]
                    guard scrollRange.touches(start: start + (lineThickness[line] - h) / 2, length: h) else { continue }
                    if alongRange.touches(start: alongOrigins[k], length: alongSizes[k]) { body(k) }
                }
            }
            line += 1
        }
    }

    /// The first line whose end reaches `position`; lines end in increasing order when the
    /// line spacing is not negative.
    private func firstLine(endingAtOrAfter position: CGFloat) -> Int {
        var low = 0, high = lineCount
        while low < high {
            let mid = (low + high) / 2
            if lineStart[mid] + lineThickness[mid] < position { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
